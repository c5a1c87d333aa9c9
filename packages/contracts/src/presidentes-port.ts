/**
 * The gallery of past presidents (/presidentes) and the statute (/estatuto) as the back office
 * edits them (/admin/presidentes, /admin/estatuto; issue 12, docs/decisions/030). The presidents
 * and the statute's file are content types of the registry (ConteudoPort, keys 'presidentes' and
 * 'estatuto'; docs/decisions/048); the statute's topics are the block 'estatuto' (type `blocos`).
 *
 * A president is a name, a period (free text, as the bundle has it: '1991-1993') and a portrait
 * chosen among the media library's images; the portrait's alternative text is the one written in
 * the library, which the public page and /api/presidentes show. Never looser than the content
 * bundle's format (packages/db/src/bundle/format.ts: name ≤ 200, date ≤ 100), so a backup restores.
 */
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import type { BlocoEditavel } from './blocos.ts';
import type { ErroDeCampo } from './regionais-port.ts';

export const PRESIDENTE_NOME_MAX = 200;
export const PRESIDENTE_PERIODO_MAX = 100;

/** What staff type for a president. `image` is the name of an image of the media library. */
export interface DadosPresidente {
  name: string;
  date: string;
  image: string;
}

export interface PresidenteEditavel extends DadosPresidente {
  id: number;
  /** The portrait's alternative text from the media library ('' when it has none). */
  alt: string;
  /** Changes at every save: a save or removal from an older page is refused. */
  versao: string;
}

/** No control characters (one line of plain text). */
const SEM_CONTROLE = '^[^\\u0000-\\u001f\\u007f]*$';
const NOME_DE_ARQUIVO = '^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$';

export const DadosPresidenteSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: PRESIDENTE_NOME_MAX, pattern: SEM_CONTROLE }),
    date: Type.String({ minLength: 1, maxLength: PRESIDENTE_PERIODO_MAX, pattern: SEM_CONTROLE }),
    image: Type.String({ pattern: NOME_DE_ARQUIVO }),
  },
  { additionalProperties: false },
);

/** One line: control and direction characters as spaces, white space collapsed, ends trimmed. */
const umaLinha = (v: string | undefined) =>
  (v ?? '')
    .replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The president's fields, cleaned and checked; each refused field with its message (fields: name, date, image). */
export function validatePresidente(
  dados: Partial<DadosPresidente>,
): { ok: true; valor: DadosPresidente } | { ok: false; erros: ErroDeCampo[] } {
  const valor: DadosPresidente = { name: umaLinha(dados.name), date: umaLinha(dados.date), image: (dados.image ?? '').trim() };
  const erros: ErroDeCampo[] = [];
  if (!valor.name || [...valor.name].length > PRESIDENTE_NOME_MAX)
    erros.push({ campo: 'name', mensagem: `Nome: obrigatório, até ${PRESIDENTE_NOME_MAX} caracteres.` });
  if (!valor.date || [...valor.date].length > PRESIDENTE_PERIODO_MAX)
    erros.push({ campo: 'date', mensagem: `Período: obrigatório (por exemplo, 1991-1993), até ${PRESIDENTE_PERIODO_MAX} caracteres.` });
  if (!new RegExp(NOME_DE_ARQUIVO).test(valor.image))
    erros.push({ campo: 'image', mensagem: 'Retrato: escolha uma imagem da biblioteca de mídia.' });
  if (erros.length) return { ok: false, erros };
  return Value.Check(DadosPresidenteSchema, valor)
    ? { ok: true, valor }
    : { ok: false, erros: [{ campo: 'name', mensagem: 'Dados inválidos.' }] };
}

// ---- the statute ---------------------------------------------------------------------------------

/** The statute is the one item of its type, at this id (/admin/estatuto). */
export const ESTATUTO_ID = 1;

/** The statute as /admin/estatuto shows it: the block (topics, page count) and the stored PDF. */
export interface EstatutoEditavel {
  id: typeof ESTATUTO_ID;
  bloco: BlocoEditavel<'estatuto'>;
  arquivo: { tamanho: number; atualizadoEm: string; sha256: string } | null;
  /** What is off between the topics and the page count (avisosDoEstatuto), for the page to show. */
  avisos: string[];
  /** The block's version (the topics' form sends it too): an upload from an older page is refused. */
  versao: string;
}

// ---- the back office's forms ---------------------------------------------------------------------

const Campo = Type.String({ maxLength: 2000 });
const Versao = Type.String({ maxLength: 64 });

/** Saving a president: the form's fields, as the save pipeline checks them too. */
export const PresidenteSalvarForm = Type.Object(
  { intent: Type.Literal('salvar'), name: Campo, date: Campo, image: Campo, versao: Type.Optional(Versao) },
  { additionalProperties: false },
);

/** A new version of the statute's PDF (the file itself comes beside the fields). */
export const EstatutoEnvioForm = Type.Object({ intent: Type.Literal('enviar'), versao: Versao }, { additionalProperties: false });
