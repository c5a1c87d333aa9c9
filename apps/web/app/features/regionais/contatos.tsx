import type { Pessoa } from '@cosems/contracts';
import { capitalizeWords, EMAIL_NOT_GIVEN, formatEmail } from '../../lib/names';

/** Digits of a phone number for a tel: link ('(31) 3150-4116' → '3131504116'). */
function getTelHref(telefone: string): string {
  return telefone.replace(/[^\d+]/g, '');
}

/** A regional president or supporter: name, phone and e-mail (docs/produto.md §2). */
export function PessoaContactCard({ pessoa, fullHeight = false }: { pessoa: Pessoa; fullHeight?: boolean }) {
  const email = formatEmail(pessoa.email);
  const telefone = pessoa.telefone?.trim() || null;
  return (
    <div className={fullHeight ? 'card h-100 p-3' : 'card p-3'}>
      <p className="fw-semibold mb-2">{capitalizeWords(pessoa.nome)}</p>
      <dl className="mb-0 small">
        <div>
          <dt className="d-inline">Telefone: </dt>
          <dd className="d-inline">{telefone ? <a href={`tel:${getTelHref(telefone)}`}>{telefone}</a> : 'Não informado'}</dd>
        </div>
        <div>
          <dt className="d-inline">E-mail: </dt>
          <dd className="d-inline text-break">{email ? <a href={`mailto:${email}`}>{email}</a> : EMAIL_NOT_GIVEN}</dd>
        </div>
      </dl>
    </div>
  );
}

/** A council's president's card, or that none is given (the council's page, "Qual é a minha regional?"). */
export function PresidenteDaRegional({ presidente }: { presidente: Pessoa | null | undefined }) {
  return presidente ? <PessoaContactCard pessoa={presidente} /> : <p>Presidência não informada.</p>;
}

/** A council's supporters' cards, two a row on wide screens, or that none is given. */
export function ApoiadoresDaRegional({ apoiadores }: { apoiadores: Pessoa[] }) {
  if (apoiadores.length === 0) return <p>Nenhum apoiador cadastrado.</p>;
  return (
    <ul className="list-unstyled row row-cols-1 row-cols-md-2 g-3 mb-0">
      {apoiadores.map((a, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: supporters have no id
        <li key={i} className="col">
          <PessoaContactCard pessoa={a} fullHeight />
        </li>
      ))}
    </ul>
  );
}
