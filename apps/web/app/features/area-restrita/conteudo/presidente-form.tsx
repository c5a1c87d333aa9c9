/**
 * A past president's form (/admin/presidentes/novo and /admin/presidentes/{id}): name, period and
 * the portrait, chosen among the media library's images (its alternative text is the library's).
 * A plain POST that works without JavaScript; each refused field is named in a summary at the top
 * and beside it. The generic item page (routes/admin/conteudo/item.tsx) shows it for this type.
 */
import type { ErroDeCampo, ImagemDaBiblioteca, PresidenteEditavel } from '@cosems/contracts';
import { Campo, mensagemDe } from '../formularios/erros-de-campo';
import { FormularioDeSalvar } from '../formularios/formulario-de-salvar';
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
    <FormularioDeSalvar csrf={csrf} versao={item?.versao} erro={erro} erros={erros} className="cosems-admin-estreito">
      <Campo erros={erros} campo="name" rotulo="Nome">
        {(a) => <input {...a} defaultValue={valor('name')} maxLength={200} required autoComplete="off" />}
      </Campo>
      <Campo erros={erros} campo="date" rotulo="Período" dica="Como aparece no texto alternativo padrão, por exemplo 1991-1993.">
        {(a) => <input {...a} defaultValue={valor('date')} maxLength={100} required autoComplete="off" />}
      </Campo>
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
    </FormularioDeSalvar>
  );
}
