/**
 * The form of a partner (name, link, logo from the media library) or a useful link (name, link) of
 * the home page: on its list, to add one at the end (/admin/parceiros, /admin/links-uteis), and on
 * its own page, to save it (/admin/parceiros/{id}…). The generic pages of the content registry
 * (routes/admin/conteudo/) show it for these two types. A plain POST that works without
 * JavaScript; each refused field is named in a summary (focused when it appears) and beside it; a
 * save from an older page says, in its alert, what is stored now.
 */
import type { ErroDeCampo, ImagemDaBiblioteca } from '@cosems/contracts';
import { Form } from 'react-router';
import { CampoDeImagem, PREVIA_DE_LOGO } from '../midia/campo-de-imagem';
import { CsrfField } from '../formularios/csrf-field';
import { Campo, mensagemDe, ResumoDeErros } from '../formularios/erros-de-campo';

export const AJUDA_DO_LINK =
  'Um endereço completo (https://…, http://… ou mailto:…) ou um caminho deste site começando com / (/institucional).';

/** The home page shows the first 20 useful links (4 columns of 5). */
export const AVISO_ALEM_DE_20 =
  'A página inicial mostra só os 20 primeiros links (4 colunas de 5). Os que ficarem depois do 20º continuam guardados aqui e na API, mas não aparecem na página: suba-os na lista para mostrá-los.';

interface Guardado {
  nome: string;
  link: string;
  imagem?: string;
  versao: string;
}

export function ItemDaHomeForm({
  lista,
  csrf,
  item,
  atual,
  digitado,
  erro,
  erros = [],
  imagens,
}: {
  lista: 'parceiros' | 'links-uteis';
  csrf: string;
  /** The stored item (after a conflict, what is stored now); null: the form that adds one, on the list. */
  item: Guardado | null;
  /** After a save from an older page: what is stored now, told in the alert. */
  atual: Guardado | null;
  digitado: Record<string, string> | undefined;
  erro: string | null;
  erros: readonly ErroDeCampo[] | undefined;
  imagens: readonly ImagemDaBiblioteca[];
}) {
  const parceiro = lista === 'parceiros';
  const nome = parceiro ? 'parceiro' : 'link';
  const valor = (campo: 'nome' | 'link' | 'imagem') => digitado?.[campo] ?? item?.[campo] ?? '';
  const prefixo = item ? 'item' : 'novo';
  const alerta =
    erro && !erros.length ? (
      <div role="alert" className="alert alert-danger">
        <p className="mb-0">{erro}</p>
        {atual ? (
          <p className="mb-0 mt-2 text-break">
            Salvo agora: “{atual.nome}”, {atual.link}
            {atual.imagem ? `, imagem ${atual.imagem}` : ''}. Salvar de novo grava o que está no formulário.
          </p>
        ) : null}
      </div>
    ) : null;
  const campos = (
    <>
      <ResumoDeErros id={`${prefixo}-resumo`} erros={erros} />
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value={item ? 'salvar' : 'criar'} />
      {item ? <input type="hidden" name="versao" value={item.versao} /> : null}
      <Campo erros={erros} campo="nome" rotulo="Nome" obrigatorio>
        {(a) => <input {...a} type="text" defaultValue={valor('nome')} required maxLength={200} autoComplete="off" />}
      </Campo>
      <Campo erros={erros} campo="link" rotulo="Link" obrigatorio dica={AJUDA_DO_LINK}>
        {(a) => (
          <input
            {...a}
            type="text"
            inputMode="url"
            defaultValue={valor('link')}
            required
            maxLength={2000}
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </Campo>
      {parceiro ? (
        <CampoDeImagem
          nome="imagem"
          imagens={imagens}
          valor={valor('imagem')}
          erro={mensagemDe(erros, 'imagem')}
          rotulo="Logotipo (imagem da biblioteca de mídia)"
          previa={PREVIA_DE_LOGO}
        />
      ) : null}
    </>
  );
  if (item)
    return (
      <>
        {alerta}
        <Form method="post" className="cosems-admin-estreito" aria-labelledby="item-titulo" noValidate>
          <h2 id="item-titulo" className="h5">
            Dados do {nome}
          </h2>
          {campos}
          <button type="submit" className="btn btn-primary">
            Salvar
          </button>
        </Form>
      </>
    );
  return (
    <Form method="post" className="card mt-4 cosems-admin-estreito" aria-labelledby="novo-titulo" noValidate>
      <div className="card-body">
        <h2 id="novo-titulo" className="h5 card-title">
          {parceiro ? 'Novo parceiro' : 'Novo link útil'}
        </h2>
        {alerta}
        {campos}
        <p className="form-text">Entra no fim da lista.{parceiro ? '' : ` ${AVISO_ALEM_DE_20}`}</p>
        <button type="submit" className="btn btn-primary">
          Incluir {nome}
        </button>
      </div>
    </Form>
  );
}
