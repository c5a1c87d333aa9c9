/**
 * The legal space's documents (/admin/juridico) and the publications (/admin/publicacoes) as the
 * back office's pages see them (issue 12): a list, a form (date or title, description, an uploaded
 * PDF or an external link) and deletion. Both are content types of the registry, served through
 * the ConteudoPort (conteudo-port.ts) and saved by its pipeline, which checks the rights.
 *
 * A save carries the `versao` the form was opened with (a digest of the stored fields): when
 * someone else saved in between, nothing is written (409) and the page says so.
 */
import type { ErroDeCampo } from './regionais-port.ts';
import { SECOES_JURIDICO, type SecaoJuridico } from './schemas.ts';

/** Items per page of /admin/juridico/{secao} and /admin/publicacoes. */
export const DOCUMENTOS_POR_PAGINA = 20;
/** Longest description of a legal document, in characters. */
export const DESCRICAO_DOCUMENTO_MAX = 1000;
/** Longest title of a publication, in characters. */
export const TITULO_PUBLICACAO_MAX = 300;
/** Longest external link. */
export const LINK_DOCUMENTO_MAX = 2000;

/** Where the document's link points: a PDF uploaded here (/arquivo/{nome}) or an external address. */
export type OrigemDocumento = 'arquivo' | 'link';

export interface DocumentoJuridicoEditavel {
  id: number;
  secao: SecaoJuridico;
  /** The document's day, yyyy-mm-dd (Brasília). */
  data: string;
  desc: string;
  /** As stored: '/arquivo/{nome}' or an http(s) address. */
  link: string;
  /** The uploaded PDF's stored name, when the link is one (null: an external link). */
  arquivo: string | null;
  /** Digest of the stored fields, sent back by the form (optimistic concurrency). */
  versao: string;
}

export interface PublicacaoEditavel {
  id: number;
  title: string;
  link: string;
  arquivo: string | null;
  /** ISO 8601: "Ultima Mudança", set when the file or link changes (not the title alone). */
  lastUpdate: string;
  versao: string;
}

export interface PaginaDeDocumentos<T> {
  itens: T[];
  total: number;
  pagina: number;
  paginas: number;
}

/** What the form sends, already read against its schema. */
export interface DadosDocumentoJuridico {
  data: string;
  desc: string;
  origem: OrigemDocumento;
  /** The external address (origem 'link'); ignored for 'arquivo'. */
  link: string;
  /** The version the form was opened with (absent for a new document). */
  versao?: string | undefined;
}

export interface DadosPublicacao {
  title: string;
  origem: OrigemDocumento;
  link: string;
  versao?: string | undefined;
}

export type CampoDocumento = 'data' | 'desc' | 'title' | 'origem' | 'link' | 'arquivo';

/** A refusal: the HTTP status to answer, the message, and the form field it belongs beside. */
export interface RecusaDeDocumento {
  tipo: 'recusado';
  status: 400 | 403 | 404 | 409 | 413;
  mensagem: string;
  campo?: CampoDocumento;
  /** Several fields at once, for the types whose forms show an error beside each (the presidents'). */
  erros?: ErroDeCampo[];
}

/**
 * What became of the metadata an uploaded PDF carried (author, producer, dates, XMP): taken out of
 * the published copy; kept because the PDF is signed (a rewrite would break the signature); kept
 * because the rewritten file did not pass the check (docs/decisions/026).
 */
export const DADOS_DO_PDF = ['retirados', 'assinado', 'mantidos'] as const;
export type DadosDoPdf = (typeof DADOS_DO_PDF)[number];

/** What the staff member reads after an upload that carried metadata. */
export const AVISO_DADOS_DO_PDF: Record<DadosDoPdf, string> = {
  retirados: 'Os dados do documento que vieram no PDF (como autor, programa que o gerou e datas) foram retirados da cópia publicada.',
  assinado:
    'O PDF tem assinatura digital: foi publicado como enviado, para a assinatura continuar válida, e os dados do documento que ele traz (como autor e programa que o gerou) ficam públicos com ele.',
  mantidos:
    'Não foi possível retirar do PDF os dados do documento (como autor e programa que o gerou) sem alterá-lo: ele foi publicado como enviado e esses dados ficam públicos. Se não devem ficar, remova-os no programa que gerou o PDF e envie de novo.',
};

/** An uploaded PDF as a save reports it: its page count, the metadata it carried and what became of it. */
export interface PdfSalvo {
  paginas: number;
  metadados: string[];
  dados: DadosDoPdf;
}

/** A save: the record's id, and for an uploaded PDF what PdfSalvo says. */
export interface DocumentoSalvo {
  tipo: 'ok';
  id: number;
  pdf: PdfSalvo | null;
  /** The values sent were the stored ones: nothing was written, audited or announced. */
  semMudanca?: true;
  /** What the change says, for one whose type words it (a municipality added to a council). */
  mensagem?: string;
  /** What staff are told of the saved values, not a refusal (the statute's topics against its new page count). */
  avisos?: string[];
  /** Saved as a draft (a type where autores draft): the site does not show it yet. */
  rascunho?: true;
}

export type ResultadoDocumento = DocumentoSalvo | RecusaDeDocumento;

/** The section named in a back-office address, or null. */
export function parseSecaoJuridico(value: string | undefined): SecaoJuridico | null {
  return value !== undefined && (SECOES_JURIDICO as readonly string[]).includes(value) ? (value as SecaoJuridico) : null;
}
