/**
 * A past president's form (/admin/presidentes/novo and /admin/presidentes/{id}): name, period and
 * the portrait, chosen among the media library's images (its alternative text is the library's).
 * A plain POST that works without JavaScript; each refused field is named in a summary at the top
 * and beside it. The generic item page (routes/admin/conteudo/item.tsx) shows it for this type.
 */
import type { ErroDeCampo, ImagemDaBiblioteca, PresidenteEditavel } from '@cosems/contracts';
import { Form } from 'react-router';
import { CsrfField } from '../formularios/csrf-field';
import { atributosDoCampo, MensagemDoCampo, mensagemDe, ResumoDeErros } from '../formularios/erros-de-campo';
import { CampoDeImagem } from '../midia/campo-de-imagem';

export function PresidenteForm({
  csrf,
  item,
  digitado,
  erro,
  erros,
  imagens,
}: {
  csrf: string;
  item: PresidenteEditavel | null;
  /** What was typed before a refusal. */
  digitado: Record<string, string> | undefined;
  /** A refusal of the whole form (a conflict, a forged body). */
  erro: string | null;
  erros: readonly ErroDeCampo[] | undefined;
  imagens: readonly ImagemDaBiblioteca[];
}) {
  const valor = (campo: 'name' | 'date' | 'image') => digitado?.[campo] ?? item?.[campo] ?? '';
  return (
    <>
      {erro && !erros?.length ? (
        <div role="alert" className="alert alert-danger">
          {erro}
        </div>
      ) : null}
      <ResumoDeErros erros={erros} />
      <Form method="post" noValidate className="cosems-admin-estreito">
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="salvar" />
        {item ? <input type="hidden" name="versao" value={item.versao} /> : null}
        <div className="mb-3">
          <label htmlFor="name" className="form-label">
            Nome
          </label>
          <input {...atributosDoCampo(erros, 'name')} defaultValue={valor('name')} maxLength={200} required autoComplete="off" />
          <MensagemDoCampo erros={erros} campo="name" />
        </div>
        <div className="mb-3">
          <label htmlFor="date" className="form-label">
            Período
          </label>
          <input
            {...atributosDoCampo(erros, 'date', 'date-dica')}
            defaultValue={valor('date')}
            maxLength={100}
            required
            autoComplete="off"
          />
          <div id="date-dica" className="form-text">
            Como aparece no texto alternativo padrão, por exemplo 1991-1993.
          </div>
          <MensagemDoCampo erros={erros} campo="date" />
        </div>
        <CampoDeImagem
          nome="image"
          imagens={imagens}
          valor={valor('image')}
          erro={mensagemDe(erros, 'image')}
          rotulo="Retrato (imagem da biblioteca de mídia)"
          previa={{ largura: 120, altura: 160 }}
          semAlt="Sem texto alternativo: o site usa “nome, presidente de período”."
          dica="O texto alternativo da foto na biblioteca de mídia é o que o site lê para quem não vê a imagem (sem ele, o site usa “nome, presidente de período”)."
        />
        <button type="submit" className="btn btn-primary">
          {item ? 'Salvar' : 'Adicionar à galeria'}
        </button>
      </Form>
    </>
  );
}
