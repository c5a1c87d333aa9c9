/**
 * "Dados da regional" on a regional council's page (the content registry's item page, type
 * `regionais`): its name, president and supporters, saved together. A blank line adds a supporter
 * (a new blank one appears after the save); "Remover este apoiador ao salvar" takes one out. After
 * a refusal the fields show what was typed, else what is stored.
 */
import type { ErroDeCampo, PessoaRegionalDados, RegionalEditavel } from '@cosems/contracts';
import { Campo } from '../formularios/erros-de-campo';
import { FormularioDeSalvar } from '../formularios/formulario-de-salvar';
import { PessoaCampos } from './pessoa-campos';

/** The form's people: as typed when a save was refused, else as stored, plus one blank supporter line. */
function pessoasDoFormulario(regional: RegionalEditavel, digitado: Record<string, string> | undefined) {
  const de = (prefixo: string): PessoaRegionalDados => ({
    nome: digitado?.[`${prefixo}-nome`] ?? '',
    telefone: digitado?.[`${prefixo}-telefone`] ?? '',
    email: digitado?.[`${prefixo}-email`] ?? '',
  });
  if (!digitado) return { presidente: regional.presidente, apoiadores: [...regional.apoiadores, null] };
  const linhas = new Set(Object.keys(digitado).flatMap((k) => /^apoiador-(\d+)-/.exec(k)?.[1] ?? []));
  return {
    presidente: de('presidente'),
    apoiadores: [...linhas].sort((a, b) => Number(a) - Number(b)).map((i) => de(`apoiador-${i}`)),
  };
}

export function RegionalForm({
  csrf,
  regional,
  digitado,
  erro,
  erros,
}: {
  csrf: string;
  regional: RegionalEditavel;
  /** What was typed before a refusal (a successful save answers with nothing typed). */
  digitado: Record<string, string> | undefined;
  erro: string | null;
  erros: readonly ErroDeCampo[] | undefined;
}) {
  const typed = digitado && 'nome' in digitado ? digitado : undefined;
  const { presidente, apoiadores } = pessoasDoFormulario(regional, typed);
  return (
    <section aria-labelledby="titulo-dados" className="mb-5">
      <h2 id="titulo-dados" className="h4">
        Dados da regional
      </h2>
      <FormularioDeSalvar csrf={csrf} versao={regional.versao} erro={erro} erros={erros}>
        <Campo erros={erros} campo="nome" rotulo="Nome da regional" className="mb-3 col-md-6">
          {(a) => <input {...a} type="text" maxLength={120} required defaultValue={typed?.nome ?? regional.nome} />}
        </Campo>
        <PessoaCampos prefixo="presidente" legenda="Presidente" valores={presidente} erros={erros} />
        <h3 className="h5">Apoiadores</h3>
        <p className="form-text mt-0">
          Para incluir um apoiador, preencha a linha em branco e salve; uma nova linha em branco aparece para o próximo.
        </p>
        {apoiadores.map((p, i) => {
          const prefixo = `apoiador-${i}`;
          const novo = p === null || (typed !== undefined && i === apoiadores.length - 1 && !p.nome && !p.telefone && !p.email);
          return (
            <PessoaCampos
              // biome-ignore lint/suspicious/noArrayIndexKey: the line's number is its field names' number
              key={i}
              prefixo={prefixo}
              legenda={novo ? 'Novo apoiador' : `Apoiador ${i + 1}`}
              valores={p}
              erros={erros}
            >
              {novo ? null : (
                <div className="form-check mt-2">
                  <input className="form-check-input" type="checkbox" id={`${prefixo}-remover`} name={`${prefixo}-remover`} value="sim" />
                  <label className="form-check-label" htmlFor={`${prefixo}-remover`}>
                    Remover este apoiador ao salvar
                  </label>
                </div>
              )}
            </PessoaCampos>
          );
        })}
        <button type="submit" className="btn btn-primary">
          Salvar a regional
        </button>
      </FormularioDeSalvar>
    </section>
  );
}
