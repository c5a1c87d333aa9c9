/**
 * The home page's "Próximos eventos" (issue 30): the next few events and a link to /agenda, shown
 * while block `agenda-inicial` says so (the staff switch it off at /admin/blocos/agenda-inicial).
 * Nothing when no event is upcoming.
 */
import type { Evento } from '@cosems/contracts';
import { ItemDaAgenda } from './agenda-lista';

/** How many events the home page shows. */
export const EVENTOS_NA_INICIAL = 4;

export function ProximosEventos({ eventos }: { eventos: readonly Evento[] }) {
  if (eventos.length === 0) return null;
  return (
    <section className="cosems-secao cosems-proximos-eventos" aria-labelledby="titulo-proximos-eventos">
      <div className="container-xl">
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
          <h2 className="cosems-secao-titulo mb-0" id="titulo-proximos-eventos">
            Próximos eventos
          </h2>
          <a href="/agenda" className="btn btn-outline-primary">
            Ver a agenda
          </a>
        </div>
        <ul className="list-unstyled row row-cols-1 row-cols-md-2 g-3">
          {eventos.slice(0, EVENTOS_NA_INICIAL).map((e) => (
            <li key={e.id} className="col">
              <ItemDaAgenda evento={e} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
