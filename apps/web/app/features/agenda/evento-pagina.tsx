/**
 * /agenda/{id} (issue 30): the event's title, kind, when, where or its on-line link, regions,
 * description (sanitised HTML, drawn like a news body), attachments, related news, and the
 * single-event calendar file ("Adicionar ao calendário").
 */
import { type Evento, TIPOS_DE_EVENTO } from '@cosems/contracts';
import { Breadcrumbs } from '../../components/ui/breadcrumb';
import { ExternalLink } from '../../components/ui/external-link';
import { PageTitle } from '../../components/ui/page-title';
import { breadcrumbTrail } from '../../lib/site-map';
import { MarcaCancelado } from './agenda-lista';
import { quandoAcontece } from './datas';
import { enderecoDoEventoIcs } from './regras';

export const TEXTO_ADICIONAR = 'Adicionar ao calendário';

export function EventoPagina({ evento, publicApiUrl }: { evento: Evento; publicApiUrl: string }) {
  return (
    <div className="container-xl cosems-evento">
      <Breadcrumbs items={breadcrumbTrail('agenda', evento.titulo)} />
      <article>
        <PageTitle>
          {evento.titulo}
          {evento.cancelado && <MarcaCancelado />}
        </PageTitle>
        {evento.cancelado && <p className="alert alert-warning">Este evento foi cancelado.</p>}
        <dl className="row">
          <dt className="col-sm-3 col-lg-2">Tipo</dt>
          <dd className="col-sm-9 col-lg-10">{TIPOS_DE_EVENTO[evento.tipo]}</dd>
          <dt className="col-sm-3 col-lg-2">Quando</dt>
          <dd className="col-sm-9 col-lg-10">
            <time dateTime={evento.inicio}>{quandoAcontece(evento)}</time> (horário de Brasília)
          </dd>
          {evento.local && (
            <>
              <dt className="col-sm-3 col-lg-2">Local</dt>
              <dd className="col-sm-9 col-lg-10">{evento.local}</dd>
            </>
          )}
          {evento.linkOnline && (
            <>
              <dt className="col-sm-3 col-lg-2">On-line</dt>
              <dd className="col-sm-9 col-lg-10 text-break">
                <ExternalLink href={evento.linkOnline}>{evento.linkOnline}</ExternalLink>
              </dd>
            </>
          )}
          <dt className="col-sm-3 col-lg-2">Regionais</dt>
          <dd className="col-sm-9 col-lg-10">
            {evento.regioes.length === 0
              ? 'Todas as regionais'
              : evento.regioes.map((r, i) => (
                  <span key={r.id}>
                    {i > 0 && ', '}
                    <a href={`/CosemsRegional/${r.id}`}>{r.nome}</a>
                  </span>
                ))}
          </dd>
        </dl>
        <p>
          <a className="btn btn-outline-primary" href={enderecoDoEventoIcs(evento.id)}>
            {TEXTO_ADICIONAR}
          </a>
        </p>
        {/* Sanitised when saved and again by the data port before rendering (server/data-port/site-policies.ts). */}
        {evento.descricao && <div className="cosems-noticia-corpo" dangerouslySetInnerHTML={{ __html: evento.descricao }} />}
        {evento.anexos.length > 0 && (
          <section aria-labelledby="evento-anexos">
            <h2 id="evento-anexos" className="h5 mt-4">
              Anexos
            </h2>
            <ul>
              {evento.anexos.map((a) => (
                <li key={a.url}>
                  <a href={`${publicApiUrl}${a.url}`}>{a.nome}</a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {evento.noticias.length > 0 && (
          <section aria-labelledby="evento-noticias">
            <h2 id="evento-noticias" className="h5 mt-4">
              Notícias relacionadas
            </h2>
            <ul>
              {evento.noticias.map((n) => (
                <li key={n.id}>
                  <a href={`/noticia/${n.id}`}>{n.title}</a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
      <p className="mt-4">
        <a href="/agenda">Voltar à agenda</a>
      </p>
    </div>
  );
}
