/**
 * The form of a legal document or a publication: its text fields (date and description, or title),
 * and the document itself, an uploaded PDF or an external link (a radio button decides). A plain
 * multipart POST that works before JavaScript loads. An error is announced in a summary at the top
 * (role="alert", with a link to its field) and beside the field (aria-describedby, aria-invalid).
 */
import {
  type CampoDocumento,
  DESCRICAO_DOCUMENTO_MAX,
  type ErroDeCampo,
  type OrigemDocumento,
  TITULO_PUBLICACAO_MAX,
} from '@cosems/contracts';
import { Campo } from '../formularios/erros-de-campo';
import { BotoesDeSalvar, FormularioDeSalvar } from '../formularios/formulario-de-salvar';
import { OrigemDoDocumento } from './origem-do-documento';

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

const P = 'documento';

export function DocumentoForm({ tipo, csrf, versao, valores, arquivoAtual, erro, voltar }: DocumentoFormProps) {
  const erros: ErroDeCampo[] | undefined = erro?.campo ? [{ campo: erro.campo, mensagem: erro.mensagem }] : undefined;
  const campo = { erros, prefixo: P };
  return (
    <FormularioDeSalvar
      csrf={csrf}
      versao={versao}
      erro={erro?.mensagem}
      erros={erros}
      prefixo={P}
      titulo="Não foi possível salvar."
      multipart
      className="cosems-documento-form"
    >
      {tipo === 'juridico' ? (
        <>
          <Campo {...campo} campo="data" rotulo="Data">
            {(a) => <input {...a} type="date" required min="1900-01-01" max="2100-12-31" defaultValue={valores.data} />}
          </Campo>
          <Campo
            {...campo}
            campo="desc"
            rotulo="Descrição"
            dica={`Texto simples, até ${DESCRICAO_DOCUMENTO_MAX} caracteres; aparece na tabela do Espaço Jurídico, como o nome do documento.`}
          >
            {(a) => <textarea {...a} rows={3} required maxLength={DESCRICAO_DOCUMENTO_MAX} defaultValue={valores.desc} />}
          </Campo>
        </>
      ) : (
        <Campo {...campo} campo="title" rotulo="Título" dica="Texto simples. Mudar só o título não muda a “Ultima Mudança” da publicação.">
          {(a) => <input {...a} type="text" required maxLength={TITULO_PUBLICACAO_MAX} defaultValue={valores.title} />}
        </Campo>
      )}
      <OrigemDoDocumento
        {...campo}
        legenda="Documento"
        origem={valores.origem}
        link={valores.link}
        arquivoAtual={arquivoAtual}
        rotuloDoLink="Link para outro site"
        dicaDoArquivo={`O conteúdo é conferido: o PDF precisa abrir, inteiro e sem senha.${tipo === 'publicacao' ? ' Um arquivo novo muda a “Ultima Mudança” para hoje.' : ''}`}
        dicaDoLink="Um endereço completo, começando com https:// (ou http://)."
      />
      <BotoesDeSalvar voltar={voltar} />
    </FormularioDeSalvar>
  );
}
