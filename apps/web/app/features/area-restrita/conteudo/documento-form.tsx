/**
 * The form of a legal document or a publication: its text fields (date and description, or title),
 * and the document itself, an uploaded PDF or an external link (a radio button decides). A plain
 * multipart POST that works before JavaScript loads. An error is announced in a summary at the top
 * (role="alert", with a link to its field) and beside the field (aria-describedby, aria-invalid).
 */
import {
  type CampoDocumento,
  DESCRICAO_DOCUMENTO_MAX,
  LINK_DOCUMENTO_MAX,
  MIDIA_MAX_BYTES,
  type OrigemDocumento,
  TITULO_PUBLICACAO_MAX,
} from '@cosems/contracts';
import { Form, Link } from 'react-router';
import { CsrfField } from '../formularios/csrf-field';
import { ResumoDeErros } from '../formularios/erros-de-campo';
import { FormError } from '../formularios/form-error';

export interface DocumentoFormProps {
  tipo: 'juridico' | 'publicacao';
  csrf: string;
  /** The version the page was opened with (absent for a new item). */
  versao?: string | undefined;
  /** Values to show: the stored ones, or what was typed before a refusal. */
  valores: { data?: string; desc?: string; title?: string; origem: OrigemDocumento; link: string };
  /** The current PDF (stored name and public address), when the item has one. */
  arquivoAtual: { nome: string; endereco: string } | null;
  erro: { mensagem: string; campo?: CampoDocumento | undefined } | null;
  /** Where "Cancelar" goes. */
  voltar: string;
}

const ID: Record<CampoDocumento, string> = {
  data: 'documento-data',
  desc: 'documento-desc',
  title: 'documento-titulo',
  origem: 'documento-origem-arquivo',
  arquivo: 'documento-arquivo',
  link: 'documento-link',
};

export function DocumentoForm({ tipo, csrf, versao, valores, arquivoAtual, erro, voltar }: DocumentoFormProps) {
  const campo = erro?.campo;
  /** The field's error attributes, and the ids that describe it (its hint first). */
  const descrito = (nome: CampoDocumento, dica?: string) => {
    const ids = [dica, campo === nome ? `${ID[nome]}-erro` : undefined].filter(Boolean).join(' ');
    return { 'aria-invalid': campo === nome ? (true as const) : undefined, 'aria-describedby': ids || undefined };
  };
  const classe = (nome: CampoDocumento, base = 'form-control') => `${base}${campo === nome ? ' is-invalid' : ''}`;
  const mensagem = (nome: CampoDocumento) =>
    campo === nome && erro ? (
      <div id={`${ID[nome]}-erro`} className="invalid-feedback d-block">
        {erro.mensagem}
      </div>
    ) : null;
  const limiteMb = MIDIA_MAX_BYTES / (1024 * 1024);
  return (
    <>
      {erro && campo ? (
        <ResumoDeErros id="documento-erros" titulo="Não foi possível salvar." erros={[{ campo: ID[campo], mensagem: erro.mensagem }]} />
      ) : null}
      <FormError id="documento-erros" message={erro && !campo ? `Não foi possível salvar. ${erro.mensagem}` : null} />
      <Form method="post" encType="multipart/form-data" noValidate className="cosems-documento-form">
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="salvar" />
        {versao ? <input type="hidden" name="versao" value={versao} /> : null}
        {tipo === 'juridico' ? (
          <>
            <div className="mb-3">
              <label htmlFor={ID.data} className="form-label">
                Data
              </label>
              <input
                id={ID.data}
                name="data"
                type="date"
                required
                min="1900-01-01"
                max="2100-12-31"
                defaultValue={valores.data}
                className={classe('data')}
                {...descrito('data')}
              />
              {mensagem('data')}
            </div>
            <div className="mb-3">
              <label htmlFor={ID.desc} className="form-label">
                Descrição
              </label>
              <textarea
                id={ID.desc}
                name="desc"
                rows={3}
                required
                maxLength={DESCRICAO_DOCUMENTO_MAX}
                defaultValue={valores.desc}
                className={classe('desc')}
                {...descrito('desc', 'documento-desc-dica')}
              />
              <div id="documento-desc-dica" className="form-text">
                Texto simples, até {DESCRICAO_DOCUMENTO_MAX} caracteres; aparece na tabela do Espaço Jurídico, como o nome do documento.
              </div>
              {mensagem('desc')}
            </div>
          </>
        ) : (
          <div className="mb-3">
            <label htmlFor={ID.title} className="form-label">
              Título
            </label>
            <input
              id={ID.title}
              name="title"
              type="text"
              required
              maxLength={TITULO_PUBLICACAO_MAX}
              defaultValue={valores.title}
              className={classe('title')}
              {...descrito('title', 'documento-titulo-dica')}
            />
            <div id="documento-titulo-dica" className="form-text">
              Texto simples. Mudar só o título não muda a “Ultima Mudança” da publicação.
            </div>
            {mensagem('title')}
          </div>
        )}

        <fieldset className="mb-3">
          <legend className="fs-6 fw-bold">Documento</legend>
          <div className="form-check">
            <input
              id={ID.origem}
              className="form-check-input"
              type="radio"
              name="origem"
              value="arquivo"
              defaultChecked={valores.origem === 'arquivo'}
            />
            <label htmlFor={ID.origem} className="form-check-label">
              Arquivo PDF enviado aqui
            </label>
          </div>
          <div className="ms-4 mb-2">
            {arquivoAtual ? (
              <p className="mb-1">
                Arquivo atual: <a href={arquivoAtual.endereco}>{arquivoAtual.nome}</a>
              </p>
            ) : null}
            <label htmlFor={ID.arquivo} className="form-label">
              {arquivoAtual ? 'Trocar por outro PDF (opcional)' : 'Arquivo PDF'}
            </label>
            <input
              id={ID.arquivo}
              name="arquivo"
              type="file"
              accept="application/pdf,.pdf"
              className={classe('arquivo')}
              {...descrito('arquivo', 'documento-arquivo-dica')}
            />
            <div id="documento-arquivo-dica" className="form-text">
              Até {limiteMb} MB. O conteúdo é conferido: o PDF precisa abrir, inteiro e sem senha.
              {tipo === 'publicacao' ? ' Um arquivo novo muda a “Ultima Mudança” para hoje.' : ''}
            </div>
            {mensagem('arquivo')}
          </div>
          <div className="form-check">
            <input
              id="documento-origem-link"
              className="form-check-input"
              type="radio"
              name="origem"
              value="link"
              defaultChecked={valores.origem === 'link'}
            />
            <label htmlFor="documento-origem-link" className="form-check-label">
              Link para outro site
            </label>
          </div>
          <div className="ms-4">
            <label htmlFor={ID.link} className="form-label">
              Endereço do link
            </label>
            <input
              id={ID.link}
              name="link"
              type="url"
              inputMode="url"
              maxLength={LINK_DOCUMENTO_MAX}
              placeholder="https://"
              defaultValue={valores.origem === 'link' ? valores.link : ''}
              className={classe('link')}
              {...descrito('link', 'documento-link-dica')}
            />
            <div id="documento-link-dica" className="form-text">
              Um endereço completo, começando com https:// (ou http://).
            </div>
            {mensagem('link')}
          </div>
          {mensagem('origem')}
        </fieldset>

        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary">
            Salvar
          </button>
          <Link to={voltar} className="btn btn-outline-secondary">
            Cancelar
          </Link>
        </div>
      </Form>
    </>
  );
}
