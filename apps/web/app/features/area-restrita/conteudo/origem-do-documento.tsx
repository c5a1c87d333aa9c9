/**
 * Where a document is (a legal document, a publication, a CIB deliberation): a PDF uploaded here,
 * or a link to another site — a radio button decides (`origem`), the file field (`arquivo`) and the
 * address (`link`) under each. Each field's problem is shown beside it; the summary's link for
 * `origem` lands on the first radio button (`<prefixo>-origem`).
 */
import { type ErroDeCampo, LINK_DOCUMENTO_MAX, MIDIA_MAX_BYTES, type OrigemDocumento } from '@cosems/contracts';
import type { ReactNode } from 'react';
import { Campo, MensagemDoCampo } from '../formularios/erros-de-campo';

/** A radio button and its label. */
export function Opcao({
  id,
  nome,
  valor,
  marcado,
  children,
}: {
  id: string;
  nome: string;
  valor: string;
  marcado: boolean;
  children: ReactNode;
}) {
  return (
    <div className="form-check">
      <input id={id} className="form-check-input" type="radio" name={nome} value={valor} defaultChecked={marcado} />
      <label htmlFor={id} className="form-check-label">
        {children}
      </label>
    </div>
  );
}

export function OrigemDoDocumento({
  prefixo,
  erros,
  legenda,
  origem,
  link,
  arquivoAtual,
  rotuloDoLink,
  dicaDoArquivo,
  dicaDoLink,
}: {
  prefixo: string;
  erros: readonly ErroDeCampo[] | null | undefined;
  legenda: string;
  origem: OrigemDocumento;
  /** The stored or typed address (shown only when the link is the origin). */
  link: string;
  /** The current PDF (stored name and public address), when the item has one. */
  arquivoAtual: { nome: string; endereco: string } | null;
  rotuloDoLink: string;
  /** After the size limit. */
  dicaDoArquivo: string;
  dicaDoLink?: string;
}) {
  const campo = { erros, prefixo };
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-bold">{legenda}</legend>
      <Opcao id={`${prefixo}-origem`} nome="origem" valor="arquivo" marcado={origem === 'arquivo'}>
        Arquivo PDF enviado aqui
      </Opcao>
      {arquivoAtual ? (
        <p className="ms-4 mb-1">
          Arquivo atual: <a href={arquivoAtual.endereco}>{arquivoAtual.nome}</a>
        </p>
      ) : null}
      <Campo
        {...campo}
        campo="arquivo"
        rotulo={arquivoAtual ? 'Trocar por outro PDF (opcional)' : 'Arquivo PDF'}
        dica={`Até ${MIDIA_MAX_BYTES / (1024 * 1024)} MB. ${dicaDoArquivo}`}
        className="ms-4 mb-2"
      >
        {(a) => <input {...a} type="file" accept="application/pdf,.pdf" />}
      </Campo>
      <Opcao id={`${prefixo}-origem-link`} nome="origem" valor="link" marcado={origem === 'link'}>
        {rotuloDoLink}
      </Opcao>
      <Campo {...campo} campo="link" rotulo="Endereço do link" dica={dicaDoLink} className="ms-4">
        {(a) => (
          <input
            {...a}
            type="url"
            inputMode="url"
            maxLength={LINK_DOCUMENTO_MAX}
            placeholder="https://"
            defaultValue={origem === 'link' ? link : ''}
          />
        )}
      </Campo>
      <MensagemDoCampo {...campo} campo="origem" />
    </fieldset>
  );
}
