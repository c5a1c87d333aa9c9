import type { MembroDiretoria, MembroEquipe } from '@cosems/contracts';
import type { ReactNode } from 'react';
import { Accordion } from '../../components/ui/accordion';
import { Loading } from '../../components/ui/loading';
import { capitalizeWords, EMAIL_NOT_GIVEN, formatEmail, formatSmsLine } from '../../lib/names';
import { type Grupo, VACANT_SEAT_LABEL } from './grupos';

/**
 * One group of the Team or Board page. Several members: an accordion item headed by the group
 * name, open by default (the server HTML is readable without JavaScript; the visitor may
 * collapse it). One member, or a vacant position: a header and one block.
 */
function GrupoMembros<M>({ grupo, membro }: { grupo: Grupo<M>; membro: (m: M) => ReactNode }) {
  const headingId = `grupo-${grupo.chave}`;
  if (grupo.layout === 'acordeao') {
    return (
      <Accordion
        className="mb-4"
        abertos={[grupo.chave]}
        itens={[
          {
            chave: grupo.chave,
            titulo: grupo.titulo,
            conteudo: (
              <ul className="list-unstyled row row-cols-1 row-cols-md-2 row-cols-lg-3 g-3 mb-0">
                {grupo.membros.map((m, i) => (
                  // Members have no id; the position in the content's order is stable.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is static content
                  <li key={i} className="col">
                    <div className="card h-100 p-3">{membro(m)}</div>
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
      />
    );
  }
  return (
    <section className="card mb-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="card-header fs-6 fw-normal py-3">
        {grupo.titulo}
      </h2>
      <div className="card-body">
        {grupo.layout === 'vago' || grupo.membros[0] === undefined ? (
          <p className="mb-0 fst-italic">{VACANT_SEAT_LABEL}</p>
        ) : (
          membro(grupo.membros[0])
        )}
      </div>
    </section>
  );
}

export function EquipeMemberBlock({ membro }: { membro: MembroEquipe }) {
  const email = formatEmail(membro.email);
  return (
    <>
      <p className="fw-semibold mb-1">{capitalizeWords(membro.nome)}</p>
      <p className="mb-0 text-break">
        {email ? <a href={`mailto:${email}`}>{email}</a> : <span className="text-body-secondary">{EMAIL_NOT_GIVEN}</span>}
      </p>
    </>
  );
}

export function DiretoriaMemberBlock({ membro }: { membro: MembroDiretoria }) {
  const sms = formatSmsLine(membro.sms);
  return (
    <>
      <p className={sms ? 'fw-semibold mb-1' : 'fw-semibold mb-0'}>{capitalizeWords(membro.nome)}</p>
      {sms && <p className="mb-0 text-body-secondary">{sms}</p>}
    </>
  );
}

/**
 * The groups in content order; while the answer is empty (no group at all) the loading text
 * (docs/produto.md §8: 'Carregando' on the Team page, 'Carregando...' on the Board page).
 */
export function GruposList<M>({
  grupos,
  vazio,
  carregando: loading,
  membro,
}: {
  grupos: Grupo<M>[];
  vazio: boolean;
  carregando: string;
  membro: (m: M) => ReactNode;
}) {
  if (vazio) return <Loading texto={loading} />;
  return (
    <div className="cosems-grupos">
      {grupos.map((g) => (
        <GrupoMembros key={g.chave} grupo={g} membro={membro} />
      ))}
    </div>
  );
}
