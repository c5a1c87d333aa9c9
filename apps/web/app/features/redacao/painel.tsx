/**
 * The back office's start page as a dashboard (issue 27, item 8): the counts at the top, each a
 * link to its list below; what waits for review (editors), my items in progress, what enters or
 * leaves the site in the next days, the last changes. Plain links and lists, server-rendered: it
 * reads the same without JavaScript. Times in Brasília (lib/dates).
 */
import {
  DIAS_AGENDADOS_NO_PAINEL,
  type AgendamentoNoPainel,
  type ListaDoPainel,
  type MudancaNoPainel,
  type NoticiaNoPainel,
  nomeDaAcao,
  type PainelDaRedacaoDados,
} from '@cosems/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/dates';
import { SituacaoDaNoticia } from './situacao';

const plural = (n: number, um: string, varios: string) => (n === 1 ? um : varios);
const tituloDe = (titulo: string) => titulo || 'Sem título';

/** The counts, each a link to its section (on a phone, the way to jump past the lists above it). */
export function ResumoDoPainel({ painel }: { painel: PainelDaRedacaoDados }) {
  const itens: { id: string; n: number; texto: string }[] = [
    ...(painel.revisao ? [{ id: 'revisao', n: painel.revisao.total, texto: 'aguardando revisão' }] : []),
    {
      id: 'meus',
      n: painel.meus.total,
      texto: `em andamento, ${plural(painel.meus.total, 'criada', 'criadas')} por você`,
    },
    {
      id: 'agendadas',
      n: painel.agendadas.total,
      texto: `${plural(painel.agendadas.total, 'agendamento', 'agendamentos')} nos próximos ${DIAS_AGENDADOS_NO_PAINEL} dias`,
    },
  ];
  return (
    <nav aria-label="Resumo" className="mb-4">
      <ul className="list-unstyled row g-2 mb-0">
        {itens.map((i) => (
          <li key={i.id} className="col-12 col-sm-4">
            <a href={`#${i.id}`} className="cosems-painel-numero d-block border rounded p-3 h-100 text-decoration-none">
              <span className="d-block fs-2 fw-bold lh-1">{i.n}</span> <span className="text-body">{i.texto}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Secao({ id, titulo, children }: { id: string; titulo: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-titulo`} id={id} className="col-12 col-lg-6 cosems-painel-secao">
      <h2 id={`${id}-titulo`} className="h4">
        {titulo}
      </h2>
      {children}
    </section>
  );
}

function ListaDeNoticias({
  lista,
  comSituacao,
  comAutor,
}: {
  lista: ListaDoPainel<NoticiaNoPainel>;
  comSituacao: boolean;
  comAutor: boolean;
}) {
  return (
    <ul className="list-group mb-2">
      {lista.itens.map((n) => (
        <li key={n.id} className="list-group-item">
          <Link to={`/admin/noticias/${n.id}`} className="fw-semibold">
            {tituloDe(n.titulo)}
          </Link>
          {comSituacao ? (
            <>
              {' '}
              <SituacaoDaNoticia situacao={n.situacao} pendente={n.pendente} />
            </>
          ) : null}
          <div className="small text-body-secondary">
            {comAutor && n.criadoPor ? `De ${n.criadoPor}. ` : ''}
            Última alteração: <time dateTime={n.atualizadoEm}>{formatDateTime(n.atualizadoEm)}</time>
            {n.atualizadoPor ? `, por ${n.atualizadoPor}` : ''}.
          </div>
        </li>
      ))}
    </ul>
  );
}

/** "Mostrando 10 de 14." when the list is cut, with the list page that has them all (if there is one). */
function Mais({ lista, href, texto }: { lista: ListaDoPainel<unknown>; href?: string; texto?: string }) {
  if (lista.total <= lista.itens.length) return null;
  return (
    <p className="small">
      Mostrando {lista.itens.length} de {lista.total}. {href && texto ? <Link to={href}>{texto}</Link> : null}
    </p>
  );
}

export function AguardandoRevisao({ lista }: { lista: ListaDoPainel<NoticiaNoPainel> }) {
  return (
    <Secao id="revisao" titulo="Aguardando revisão">
      {lista.total === 0 ? (
        <p>Nenhuma notícia aguardando revisão.</p>
      ) : (
        <>
          <p>
            {lista.total === 1
              ? '1 notícia enviada para revisão.'
              : `${lista.total} notícias enviadas para revisão, da alteração mais recente para a mais antiga.`}
          </p>
          <ListaDeNoticias lista={lista} comSituacao={false} comAutor />
          <Mais lista={lista} href="/admin/noticias?situacao=revisao" texto="Ver todas as notícias em revisão" />
        </>
      )}
    </Secao>
  );
}

export function MinhasEmAndamento({
  lista,
  autor,
  novaNoticia,
}: {
  lista: ListaDoPainel<NoticiaNoPainel>;
  autor: boolean;
  novaNoticia: ReactNode;
}) {
  return (
    <Secao id="meus" titulo="Minhas notícias em andamento">
      {lista.total === 0 ? (
        <p>Nenhuma notícia sua em rascunho, em revisão ou com alterações não publicadas.</p>
      ) : (
        <>
          <p>Rascunhos, notícias em revisão e publicadas com alterações ainda não publicadas, criadas por você ({lista.total}).</p>
          <ListaDeNoticias lista={lista} comSituacao comAutor={false} />
          {/* An autor's news list holds only their items; an editor's has everyone's, so no "see all" there. */}
          <Mais lista={lista} {...(autor ? { href: '/admin/noticias', texto: 'Ver todas as suas notícias' } : {})} />
        </>
      )}
      {novaNoticia}
    </Secao>
  );
}

export function Agendadas({ lista }: { lista: ListaDoPainel<AgendamentoNoPainel> }) {
  return (
    <Secao id="agendadas" titulo={`Agendadas para os próximos ${DIAS_AGENDADOS_NO_PAINEL} dias`}>
      {lista.total === 0 ? (
        <p>Nenhuma notícia entra ou sai do site nos próximos {DIAS_AGENDADOS_NO_PAINEL} dias.</p>
      ) : (
        <>
          <ul className="list-group mb-2">
            {lista.itens.map((a) => (
              <li key={`${a.tipo}-${a.id}`} className="list-group-item">
                <span className="fw-semibold">{a.tipo === 'entra' ? 'Entra no site' : 'Sai do site'}</span> em{' '}
                <time dateTime={a.em}>{formatDateTime(a.em)}</time>: <Link to={`/admin/noticias/${a.id}`}>{tituloDe(a.titulo)}</Link>
              </li>
            ))}
          </ul>
          <Mais lista={lista} href="/admin/noticias?situacao=agendada" texto="Ver todas as notícias agendadas" />
        </>
      )}
    </Secao>
  );
}

export function UltimasAlteracoes({ mudancas, autor }: { mudancas: MudancaNoPainel[]; autor: boolean }) {
  return (
    <Secao id="mudancas" titulo="Últimas alterações">
      {mudancas.length === 0 ? (
        <p>Nenhuma alteração em notícias{autor ? ' suas' : ''} ainda.</p>
      ) : (
        <>
          <p className="small text-body-secondary">
            {mudancas.length === 1
              ? `A última alteração em notícias${autor ? ' criadas por você' : ''}.`
              : `As ${mudancas.length} últimas alterações em notícias${autor ? ' criadas por você' : ''}, da mais recente para a mais antiga.`}
          </p>
          <ol className="list-group mb-2">
            {mudancas.map((m) => (
              <li key={m.id} className="list-group-item">
                <time dateTime={m.em} className="small text-body-secondary d-block">
                  {formatDateTime(m.em)}
                </time>
                {nomeDaAcao(m.acao)}:{' '}
                {m.existe ? (
                  <Link to={`/admin/noticias/${m.noticiaId}`}>“{tituloDe(m.titulo)}”</Link>
                ) : (
                  <>“{m.titulo || `notícia nº ${m.noticiaId}`}” (excluída)</>
                )}
                {m.quem ? ` — por ${m.quem}` : ''}
              </li>
            ))}
          </ol>
        </>
      )}
    </Secao>
  );
}
