/**
 * The legal documents' and publications' forms as the back office's actions read them (TypeBox):
 * apart from documentos-port.ts so that the pages' client code, which needs only its constants,
 * does not carry TypeBox to the browser.
 */
import { Type } from 'typebox';
import { DESCRICAO_DOCUMENTO_MAX, LINK_DOCUMENTO_MAX, TITULO_PUBLICACAO_MAX } from './documentos-port.ts';

const Versao = Type.String({ pattern: '^[0-9a-f]{16}$' });
const Origem = Type.Union([Type.Literal('arquivo'), Type.Literal('link')]);

/** The legal document's form (its file, if any, travels beside it in the multipart body). */
export const DocumentoJuridicoForm = Type.Object({
  intent: Type.Literal('salvar'),
  data: Type.String({ maxLength: 10 }),
  desc: Type.String({ maxLength: DESCRICAO_DOCUMENTO_MAX * 4 }),
  origem: Origem,
  link: Type.Optional(Type.String({ maxLength: LINK_DOCUMENTO_MAX * 2 })),
  versao: Type.Optional(Versao),
});

export const PublicacaoForm = Type.Object({
  intent: Type.Literal('salvar'),
  title: Type.String({ maxLength: TITULO_PUBLICACAO_MAX * 4 }),
  origem: Origem,
  link: Type.Optional(Type.String({ maxLength: LINK_DOCUMENTO_MAX * 2 })),
  versao: Type.Optional(Versao),
});

/** Deleting a document or a publication: the version the page showed. */
export const ExcluirDocumentoForm = Type.Object({ intent: Type.Literal('excluir'), versao: Versao });

/** A new order of a type ordered by hand (ListaOrdenavel: intent=ordenar, ordem=7,3,12). */
export const OrdemForm = Type.Object(
  { intent: Type.Literal('ordenar'), ordem: Type.String({ maxLength: 6000 }) },
  { additionalProperties: false },
);
