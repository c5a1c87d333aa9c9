/**
 * The CIB-SUS/MG's deliberations on the public site (issue 30): the list's filter form (a plain
 * GET form: works without JavaScript), a deliberation as a list item, and one deliberation's page.
 * Served without React (docs/decisions/032): links and forms only.
 */
import { type Deliberacao, type DeliberacaoResumo, TEMAS_DE_DELIBERACAO, type TemaDeDeliberacao } from '@cosems/contracts';
import { FiltroSelect } from '../../components/ui/filtro-select';
import { formatDate } from '../../lib/dates';

const diaDe = (data: string) => formatDate(`${data}T12:00:00-03:00`);
const eArquivo = (link: string) => link.startsWith('/arquivo/');
/** A PDF stored here is served by the API's host (PUBLIC_API_URL), like the legal documents'. */
const getDocumentoUrl = (publicApiUrl: string, link: string) => (link.startsWith('/') ? `${publicApiUrl}${link}` : link);

/** "Baixar o PDF" for the official PDF stored here, "Ver no site da SES-MG" for the state's page. */
export function LinkOficial({ d, publicApiUrl }: { d: DeliberacaoResumo; publicApiUrl: string }) {
  return eArquivo(d.link) ? (
    <a href={getDocumentoUrl(publicApiUrl, d.link)} className="btn btn-primary btn-sm">
      Baixar o PDF<span className="visually-hidden"> da {d.nome}</span>
    </a>
  ) : (
    <a href={d.link} className="btn btn-outline-primary btn-sm" target="_blank" rel="noopener noreferrer">
      Ver no site da SES-MG<span className="visually-hidden">: {d.nome} (abre em nova aba)</span>
    </a>
  );
}

function Temas({ temas }: { temas: DeliberacaoResumo['temas'] }) {
  return (
    <ul className="list-inline mb-2" aria-label="Temas">
      {temas.map((t) => (
        <li key={t.chave} className="list-inline-item">
          <a className="badge text-bg-light border text-decoration-none" href={`/deliberacoes?tema=${t.chave}`}>
            {t.nome}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function FiltrosDasDeliberacoes({
  q,
  ano,
  tema,
  anos,
}: {
  q: string;
  ano: number | null;
  tema: TemaDeDeliberacao | null;
  anos: readonly number[];
}) {
  return (
    <form method="get" action="/deliberacoes" className="row g-3 align-items-end mb-4" aria-label="Buscar deliberações">
      <div className="col-12 col-md-5">
        <label htmlFor="deliberacoes-q" className="form-label">
          Buscar na ementa, no número ou na nota
        </label>
        <input id="deliberacoes-q" className="form-control" type="search" name="q" defaultValue={q} maxLength={200} />
      </div>
      <div className="col-6 col-md-2">
        <FiltroSelect
          id="deliberacoes-ano"
          rotulo="Ano"
          name="ano"
          valor={ano ?? undefined}
          todas="Todos"
          opcoes={anos.map((a) => ({ valor: a, nome: String(a) }))}
        />
      </div>
      <div className="col-6 col-md-3">
        <FiltroSelect
          id="deliberacoes-tema"
          rotulo="Tema"
          name="tema"
          valor={tema ?? undefined}
          todas="Todos"
          opcoes={(Object.keys(TEMAS_DE_DELIBERACAO) as TemaDeDeliberacao[]).map((c) => ({ valor: c, nome: TEMAS_DE_DELIBERACAO[c] }))}
        />
      </div>
      <div className="col-12 col-md-2 d-flex gap-2">
        <button type="submit" className="btn btn-primary">
          Filtrar
        </button>
        {q || ano !== null || tema !== null ? (
          <a href="/deliberacoes" className="btn btn-link">
            Limpar
          </a>
        ) : null}
      </div>
    </form>
  );
}

export function ItemDaDeliberacao({ d, publicApiUrl }: { d: DeliberacaoResumo; publicApiUrl: string }) {
  return (
    <li className="cosems-deliberacao border-bottom py-3">
      <article aria-labelledby={`deliberacao-${d.id}`}>
        <h2 className="h5 mb-1" id={`deliberacao-${d.id}`}>
          <a href={`/deliberacoes/${d.id}`}>{d.nome}</a>
        </h2>
        <p className="text-body-secondary small mb-2">
          <time dateTime={d.data}>{diaDe(d.data)}</time>
        </p>
        <p className="mb-2">{d.ementa}</p>
        <Temas temas={d.temas} />
        <LinkOficial d={d} publicApiUrl={publicApiUrl} />
      </article>
    </li>
  );
}

export function DeliberacaoPagina({ d, publicApiUrl }: { d: Deliberacao; publicApiUrl: string }) {
  return (
    <article className="cosems-deliberacao-pagina">
      <p className="text-body-secondary mb-2">
        Assinada em <time dateTime={d.data}>{diaDe(d.data)}</time>
      </p>
      <h2 className="cosems-secao-titulo">Ementa</h2>
      <p className="lead">{d.ementa}</p>
      <Temas temas={d.temas} />
      <p className="mb-4">
        <LinkOficial d={d} publicApiUrl={publicApiUrl} />
      </p>
      {d.nota ? (
        <section aria-labelledby="nota-cosems" className="mb-4">
          <h2 className="cosems-secao-titulo" id="nota-cosems">
            Nota do COSEMS/MG
          </h2>
          {/* Sanitised when saved and again when read (site-policies.ts), like a news body. */}
          <div className="cosems-noticia-corpo" dangerouslySetInnerHTML={{ __html: d.nota }} />
        </section>
      ) : null}
      {d.noticias.length > 0 ? (
        <section aria-labelledby="noticias-relacionadas" className="mb-4">
          <h2 className="cosems-secao-titulo" id="noticias-relacionadas">
            Notícias relacionadas
          </h2>
          <ul>
            {d.noticias.map((n) => (
              <li key={n.id}>
                <a href={`/noticia/${n.id}`}>{n.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {d.eventos.length > 0 ? (
        <section aria-labelledby="eventos-relacionados" className="mb-4">
          <h2 className="cosems-secao-titulo" id="eventos-relacionados">
            Eventos relacionados
          </h2>
          <ul>
            {d.eventos.map((e) => (
              <li key={e.id}>
                <a href={`/agenda/${e.id}`}>{e.titulo}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <a href="/deliberacoes">Todas as deliberações</a>
      </p>
    </article>
  );
}
