/**
 * /admin/logos, "Incluir um logo": a library image (not one of the logos already) added to the
 * list, below it (the generic list page's `lista.inclusao`). A plain POST that works without
 * JavaScript; a refused image is named in a summary and beside the field.
 */
import type { ErroDeCampo, ImagemDaBiblioteca } from '@cosems/contracts';
import { Form } from 'react-router';
import { CampoDeImagem, PREVIA_DE_LOGO } from '../midia/campo-de-imagem';
import { CsrfField } from '../formularios/csrf-field';
import { mensagemDe, ResumoDeErros } from '../formularios/erros-de-campo';

export function LogoForm({
  csrf,
  digitado,
  erro,
  erros = [],
  imagens,
}: {
  csrf: string;
  digitado: Record<string, string> | undefined;
  erro: string | null;
  erros: readonly ErroDeCampo[] | undefined;
  /** The library's images that are not logos yet. */
  imagens: readonly ImagemDaBiblioteca[];
}) {
  return (
    <Form method="post" className="card mt-4 cosems-admin-estreito" aria-labelledby="novo-logo-titulo" noValidate>
      <div className="card-body">
        <h2 id="novo-logo-titulo" className="h5 card-title">
          Incluir um logo
        </h2>
        {erro && !erros.length ? (
          <div role="alert" className="alert alert-danger">
            {erro}
          </div>
        ) : null}
        <ResumoDeErros id="novo-logo-resumo" erros={erros} />
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="criar" />
        <CampoDeImagem
          nome="imagem"
          rotulo="Imagem (da biblioteca de mídia)"
          imagens={imagens}
          valor={digitado?.imagem ?? ''}
          erro={mensagemDe(erros, 'imagem')}
          previa={PREVIA_DE_LOGO}
        />
        <p className="form-text">O logo entra na lista acima; escolha-o como ativo para mostrá-lo no site.</p>
        <button type="submit" className="btn btn-primary">
          Incluir logo
        </button>
      </div>
    </Form>
  );
}
