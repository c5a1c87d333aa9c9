/**
 * The media library's forms (/admin/midia): an upload (multipart: the file and its alternative
 * text), the alternative text and focal point of a file, a replacement. The file's bytes and its
 * original name go to the MidiaPort, which decides what they are; nothing here trusts them.
 */
import {
  type ArquivoRecebido,
  ConsultaDoSeletorQuery,
  type EdicaoDeMidia,
  type ItemDeMidia,
  type ImagemDoSeletor,
  type PaginaDeMidia,
  type PaginaDoSeletor,
  type PontoFocal,
  type RecusaDeMidia,
  type TipoDeMidia,
} from '@cosems/contracts';
import { Type } from 'typebox';
import { Value } from 'typebox/value';

/** What a media page's action answers: a message beside a field, or a success message. */
export interface RespostaDeMidia {
  erro: string | null;
  campo?: RecusaDeMidia['campo'];
  ok?: string;
}

export type MidiaFormulario = { ok: true; campos: Record<string, string>; arquivo: ArquivoRecebido | null } | { ok: false; erro: string };

/** The form's text fields (the anti-CSRF field dropped) and its one file, if one was chosen. */
export async function readMidiaForm(request: Request): Promise<MidiaFormulario> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { ok: false, erro: 'Formulário inválido.' };
  }
  const campos: Record<string, string> = {};
  let arquivo: ArquivoRecebido | null = null;
  for (const [k, v] of form) {
    if (k === '_csrf') continue;
    if (typeof v === 'string') campos[k] = v;
    else if (k === 'arquivo' && v.size > 0) arquivo = { nomeOriginal: v.name.slice(0, 300), bytes: new Uint8Array(await v.arrayBuffer()) };
  }
  return { ok: true, campos, arquivo };
}

const EdicaoForm = Type.Object({
  intent: Type.Literal('editar'),
  alt: Type.String({ maxLength: 2000 }),
  focoX: Type.Optional(Type.String({ maxLength: 20 })),
  focoY: Type.Optional(Type.String({ maxLength: 20 })),
});

/** "Ponto focal horizontal/vertical (%)" as 0–1, both or neither; null for a malformed form. */
export function readEdicao(campos: Record<string, string>): { ok: true; edicao: EdicaoDeMidia } | { ok: false; resposta: RespostaDeMidia } {
  const { _csrf, ...fields } = campos;
  if (!Value.Check(EdicaoForm, fields)) return { ok: false, resposta: { erro: 'Formulário inválido: confira os campos e envie de novo.' } };
  const x = (fields.focoX ?? '').trim().replace(',', '.');
  const y = (fields.focoY ?? '').trim().replace(',', '.');
  let foco: PontoFocal | null = null;
  if (x !== '' || y !== '') {
    const px = Number(x);
    const py = Number(y);
    if (x === '' || y === '' || !Number.isFinite(px) || !Number.isFinite(py) || px < 0 || px > 100 || py < 0 || py > 100) {
      return {
        ok: false,
        resposta: { erro: 'Informe os dois valores do ponto focal, de 0 a 100, ou deixe os dois em branco.', campo: 'foco' },
      };
    }
    foco = { x: Math.round(px * 10) / 1000, y: Math.round(py * 10) / 1000 };
  }
  return { ok: true, edicao: { alt: fields.alt, foco } };
}

/** The names /image and /arquivo serve (apps/api/src/routes/arquivos.ts): anything else is not found. */
export const NOME_DE_ARQUIVO = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;

/** A Retry-After header for a refusal that says how long to wait (uploads in progress: 429/503). */
export function retryAfter(recusa: RecusaDeMidia): Record<string, string> | undefined {
  return recusa.esperarSegundos ? { 'Retry-After': String(recusa.esperarSegundos) } : undefined;
}

/**
 * The upload's own fields besides the file: the alternative text, the file name typed (optional),
 * and `apenas=imagem` from the media picker.
 */
const EnvioForm = Type.Object({
  intent: Type.Optional(Type.Literal('enviar')),
  alt: Type.Optional(Type.String({ maxLength: 2000 })),
  nome: Type.Optional(Type.String({ maxLength: 300 })),
  apenas: Type.Optional(Type.Literal('imagem')),
});

/** The upload's fields checked against EnvioForm, or null for a malformed form. */
export function readEnvio(campos: Record<string, string>): { alt: string; nome?: string; apenas?: TipoDeMidia } | null {
  if (!Value.Check(EnvioForm, campos)) return null;
  return {
    alt: campos.alt ?? '',
    ...(campos.nome !== undefined ? { nome: campos.nome } : {}),
    ...(campos.apenas === 'imagem' ? { apenas: 'imagem' as const } : {}),
  };
}

/**
 * The media picker's query (GET /admin/midia/imagens?q=…&pagina=…) checked against its schema: a
 * parameter given twice, unknown, too long or not a page number is an error to answer 400 with.
 */
export function readConsultaDoSeletor(url: URL): { ok: true; busca: string; pagina: number } | { ok: false; erro: string } {
  const campos: Record<string, string> = {};
  for (const [k, v] of url.searchParams) {
    if (k in campos) return { ok: false, erro: `O parâmetro “${k.slice(0, 40)}” veio mais de uma vez.` };
    campos[k] = v;
  }
  if (!Value.Check(ConsultaDoSeletorQuery, campos))
    return { ok: false, erro: 'Consulta inválida: use q (até 200 caracteres) e pagina (um número a partir de 1).' };
  return { ok: true, busca: campos.q ?? '', pagina: Number(campos.pagina ?? '1') };
}

/** An item of the library as the picker shows it (only what it draws: no owner, no size in bytes). */
export function imagemDoSeletor(item: ItemDeMidia): ImagemDoSeletor {
  return { nome: item.nome, alt: item.alt ?? '', foco: item.foco, largura: item.largura, altura: item.altura };
}

export function paginaDoSeletor(lista: PaginaDeMidia): PaginaDoSeletor {
  return { itens: lista.itens.map(imagemDoSeletor), total: lista.total, pagina: lista.pagina, paginas: lista.paginas, busca: lista.busca };
}

/** The media picker's description of an image that has none: its name and the library's alternative text. */
const DescricaoForm = Type.Object({
  nome: Type.String({ pattern: NOME_DE_ARQUIVO.source }),
  alt: Type.String({ maxLength: 2000 }),
});

/** The description's fields checked against DescricaoForm, or null for a malformed form. */
export function readDescricao(campos: Record<string, string>): { nome: string; alt: string } | null {
  const { intent: _intent, ...resto } = campos;
  return Value.Check(DescricaoForm, resto) ? resto : null;
}
