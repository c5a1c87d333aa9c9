/**
 * /agenda (issue 30): the filters as a GET form (it works without JavaScript; the page is served
 * without React), the period's links, the events grouped by month, the subscription link.
 */
import { type Evento, type FiltroDeEventos, type RegiaoRef, TIPOS_DE_EVENTO, type TipoDeEvento } from '@cosems/contracts';
import { FiltroSelect } from '../../components/ui/filtro-select';
import { agruparPorMes, quandoAcontece } from './datas';
import { enderecoDaAgenda, enderecoDoCalendario, enderecoDoEvento } from './regras';

export const TEXTO_ASSINAR = 'Assinar a agenda';

export function FiltrosDaAgenda({ filtro, regioes }: { filtro: FiltroDeEventos; regioes: readonly RegiaoRef[] }) {
  return (
    <form method="get" action="/agenda" className="row g-2 align-items-end mb-3" aria-label="Filtrar a agenda">
      {filtro.periodo === 'passados' && <input type="hidden" name="periodo" value="passados" />}
      <div className="col-12 col-md">
        <FiltroSelect
          id="agenda-regiao"
          rotulo="Regional"
          name="regiao"
          valor={filtro.regiao}
          todas="Todas as regionais"
          opcoes={regioes.map((r) => ({ valor: r.id, nome: r.nome }))}
        />
      </div>
      <div className="col-12 col-md">
        <FiltroSelect
          id="agenda-tipo"
          rotulo="Tipo de evento"
          name="tipo"
          valor={filtro.tipo}
          todas="Todos os tipos"
          opcoes={(Object.keys(TIPOS_DE_EVENTO) as TipoDeEvento[]).map((k) => ({ valor: k, nome: TIPOS_DE_EVENTO[k] }))}
        />
      </div>
      <div className="col-12 col-md-auto">
        <button type="submit" className="btn btn-primary w-100">
          Filtrar
        </button>
      </div>
    </form>
  );
}

/** "Próximos eventos" and "Eventos anteriores", keeping the filters. */
export function PeriodosDaAgenda({ filtro }: { filtro: FiltroDeEventos }) {
  const periodos = [
    { periodo: 'proximos', rotulo: 'Próximos eventos' },
    { periodo: 'passados', rotulo: 'Eventos anteriores' },
  ] as const;
  return (
    <nav aria-label="Período" className="mb-3">
      <ul className="nav nav-pills">
        {periodos.map(({ periodo, rotulo }) => {
          const atual = (filtro.periodo ?? 'proximos') === periodo;
          return (
            <li className="nav-item" key={periodo}>
              <a
                className={atual ? 'nav-link active' : 'nav-link'}
                aria-current={atual ? 'page' : undefined}
                href={enderecoDaAgenda({ regiao: filtro.regiao, tipo: filtro.tipo, periodo })}
              >
                {rotulo}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function AssinarAgenda({ regiao, nomeDaRegiao }: { regiao?: number; nomeDaRegiao: string | null }) {
  return (
    <p className="cosems-agenda-assinar">
      <a href={enderecoDoCalendario(regiao)}>{nomeDaRegiao ? `${TEXTO_ASSINAR} da regional ${nomeDaRegiao}` : TEXTO_ASSINAR}</a>{' '}
      <small className="text-body-secondary">(iCalendar: Google Agenda, Outlook, Calendário da Apple)</small>
    </p>
  );
}

/** Where: the place and/or "On-line". */
export function ondeAcontece(evento: Pick<Evento, 'local' | 'linkOnline'>): string {
  const partes = [evento.local, evento.linkOnline ? 'On-line' : ''].filter(Boolean);
  return partes.join(' e ');
}

export function MarcaCancelado() {
  return <span className="badge text-bg-danger ms-2">Cancelado</span>;
}

export function ItemDaAgenda({ evento, titulo: Titulo = 'h3' }: { evento: Evento; titulo?: 'h2' | 'h3' }) {
  const onde = ondeAcontece(evento);
  return (
    <article className="cosems-agenda-item py-2 border-bottom">
      <Titulo className="h5 mb-1">
        <a href={enderecoDoEvento(evento.id)}>{evento.titulo}</a>
        {evento.cancelado && <MarcaCancelado />}
      </Titulo>
      <p className="mb-0">
        <time dateTime={evento.inicio}>{quandoAcontece(evento)}</time>
      </p>
      <p className="mb-0 text-body-secondary">
        {TIPOS_DE_EVENTO[evento.tipo]}
        {onde && ` · ${onde}`}
        {evento.regioes.length > 0 && ` · ${evento.regioes.map((r) => r.nome).join(', ')}`}
      </p>
    </article>
  );
}

export function EventosPorMes({ eventos, vazio }: { eventos: readonly Evento[]; vazio: string }) {
  if (eventos.length === 0) return <p>{vazio}</p>;
  return (
    <>
      {agruparPorMes(eventos).map((grupo) => (
        <section key={grupo.chave} aria-labelledby={`mes-${grupo.chave}`} className="mb-4">
          <h2 id={`mes-${grupo.chave}`} className="h4 mt-3">
            {grupo.nome}
          </h2>
          <ul className="list-unstyled">
            {grupo.eventos.map((e) => (
              <li key={e.id}>
                <ItemDaAgenda evento={e} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
