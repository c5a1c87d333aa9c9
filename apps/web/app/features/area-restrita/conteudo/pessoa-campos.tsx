/**
 * A person's three fields (Nome, Telefone, E-mail) in a fieldset whose legend says who they are:
 * the regional council's president or one of its supporters. Field names are `<prefixo>-nome`,
 * `<prefixo>-telefone`, `<prefixo>-email` (lerDadosDaRegional in @cosems/contracts reads them).
 */
import type { ErroDeCampo, PessoaRegionalDados } from '@cosems/contracts';
import type { ReactNode } from 'react';
import { Campo } from '../formularios/erros-de-campo';

export function PessoaCampos({
  prefixo,
  legenda,
  valores,
  erros,
  children,
}: {
  prefixo: string;
  legenda: string;
  valores: PessoaRegionalDados | null;
  erros: readonly ErroDeCampo[] | null | undefined;
  children?: ReactNode;
}) {
  const campo = (sufixo: 'nome' | 'telefone' | 'email', rotulo: string, tipo: string, dica?: string) => (
    <Campo erros={erros} campo={`${prefixo}-${sufixo}`} rotulo={rotulo} dica={dica} className="col-12 col-md-4">
      {(a) => (
        <input {...a} type={tipo} autoComplete="off" defaultValue={valores?.[sufixo] ?? ''} maxLength={sufixo === 'email' ? 254 : 120} />
      )}
    </Campo>
  );
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="float-none w-auto px-2 fs-6 fw-bold mb-0">{legenda}</legend>
      <div className="row g-2">
        {campo('nome', 'Nome', 'text')}
        {campo('telefone', 'Telefone', 'tel', 'Com DDD, como (31) 3333-4444.')}
        {campo('email', 'E-mail', 'email')}
      </div>
      {children}
    </fieldset>
  );
}
