/**
 * The news form as the server reads it: every field checked against a schema (bounded strings,
 * integers in digits) before anything is done; region ids come as repeated fields.
 */
import { AUTOR_MAX, CONTEUDO_MAX, type DadosNoticia, SITUACOES, SUBTITULO_MAX, TITULO_MAX } from '@cosems/contracts';
import { type Static, Type } from 'typebox';
import { Value } from 'typebox/value';

const Digits = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });
/** 0 is the version of "Nova notícia" before its first save. */
const Versao = Type.String({ pattern: '^(0|[1-9][0-9]{0,8})$' });
const NomeArquivo = Type.String({ maxLength: 255, pattern: '^[^/\\\\]*$' });
const DataHora = Type.String({ maxLength: 40 });

export const INTENTS = [
  'salvar',
  'autosalvar',
  'enviar-revisao',
  'voltar-rascunho',
  'publicar',
  'despublicar',
  // The confirmed forms of the actions that ask first (issue 27, item 6): the server acts only on these.
  'despublicar-confirmado',
  'tomar',
  'link-previa',
  'revogar-link-previa',
  'excluir',
  'excluir-confirmado',
] as const;

/** What "Nova notícia" can do before its first save: the saves, which create the draft (issue 27, item 6). */
export const NA_NOVA: ReadonlySet<(typeof INTENTS)[number]> = new Set(['salvar', 'autosalvar', 'enviar-revisao', 'publicar']);

const NoticiaFormSchema = Type.Object({
  intent: Type.Union(INTENTS.map((i) => Type.Literal(i))),
  versao: Versao,
  titulo: Type.String({ maxLength: TITULO_MAX + 100 }),
  subtitulo: Type.String({ maxLength: SUBTITULO_MAX + 100 }),
  conteudo: Type.String({ maxLength: CONTEUDO_MAX }),
  autor: Type.String({ maxLength: AUTOR_MAX + 100 }),
  regioes: Type.Array(Digits, { maxItems: 100 }),
  imagem: NomeArquivo,
  banner: Type.Boolean(),
  bannerImagem: NomeArquivo,
  destaque: Type.Boolean(),
  destaqueImagem: NomeArquivo,
  dataPublicacao: DataHora,
  despublicarEm: DataHora,
  ignorarAvisos: Type.Boolean(),
  /** The preview link to revoke: its public id (16 hex digits), or empty. */
  link: Type.String({ pattern: '^([0-9a-f]{16})?$' }),
});
export type NoticiaForm = Static<typeof NoticiaFormSchema>;

export type LeituraNoticia = { ok: true; form: NoticiaForm; dados: DadosNoticia } | { ok: false; erro: string };

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

/** The form's fields (the anti-CSRF field is the server's and is not read here). */
export async function readNoticiaForm(request: Request): Promise<LeituraNoticia> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { ok: false, erro: 'Formulário inválido.' };
  }
  const fields = {
    intent: text(form, 'intent'),
    versao: text(form, 'versao'),
    titulo: text(form, 'titulo'),
    subtitulo: text(form, 'subtitulo'),
    conteudo: text(form, 'conteudo'),
    autor: text(form, 'autor'),
    regioes: form.getAll('regioes').filter((v): v is string => typeof v === 'string'),
    imagem: text(form, 'imagem'),
    banner: form.get('banner') === 'on',
    bannerImagem: text(form, 'bannerImagem'),
    destaque: form.get('destaque') === 'on',
    destaqueImagem: text(form, 'destaqueImagem'),
    dataPublicacao: text(form, 'dataPublicacao'),
    despublicarEm: text(form, 'despublicarEm'),
    ignorarAvisos: form.get('ignorarAvisos') === 'on',
    link: text(form, 'link'),
  };
  if (!Value.Check(NoticiaFormSchema, fields)) return { ok: false, erro: 'Formulário inválido: confira os campos e envie de novo.' };
  const imagem = fields.imagem || null;
  return {
    ok: true,
    form: fields,
    dados: {
      titulo: fields.titulo,
      subtitulo: fields.subtitulo,
      conteudo: fields.conteudo,
      autor: fields.autor,
      regioes: fields.regioes.map(Number),
      imagem,
      // In the banner / among the highlights with an image of their own, or else the main one.
      bannerImagem: fields.banner ? fields.bannerImagem || imagem : null,
      destaqueImagem: fields.destaque ? fields.destaqueImagem || imagem : null,
    },
  };
}

export const FiltrosSchema = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  situacao: Type.Optional(Type.Union([...SITUACOES, 'agendada'].map((s) => Type.Literal(s)))),
  regiao: Type.Optional(Digits),
  autor: Type.Optional(Type.String({ maxLength: AUTOR_MAX })),
  page: Type.Optional(Digits),
});
