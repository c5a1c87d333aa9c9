/**
 * The media library's server side (MidiaPort): images and PDFs in the `arquivos` table, as the
 * public site serves them (/image/{nome}, /arquivo/{nome}).
 *
 * - The kind of a file comes from its bytes only: `%PDF-` for a document; for an image, what
 *   sharp reads from its header (JPEG, PNG, WebP, or HEIF compressed with AV1, i.e. AVIF). The
 *   name and the declared type are never asked.
 * - Limits: MIDIA_MAX_BYTES (413) before anything is decoded, MAX_IMAGE_PIXELS (400) from the
 *   header, before the pixels are decoded.
 * - A PDF is accepted only when it opens (pdf.ts: page count read; cut, damaged or encrypted
 *   files refused); its bytes are stored as sent.
 * - Images are turned upright by their EXIF orientation and re-encoded in the same format with no
 *   metadata at all (EXIF, GPS, XMP, IPTC, comments): what is stored is only pixels.
 * - The stored name is a slug of the name the person typed, or else of the original file's name,
 *   with the extension of the detected format; a name already taken gets a short random suffix
 *   (issue 27, item 11): nothing the browser sent reaches the name unchecked.
 * - Every change is audited and announced (registrarMudanca, the save pipeline's) inside its transaction so that
 *   every process drops its public caches.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  type ArquivoRecebido,
  BUSCA_DE_MIDIA_MAX,
  type ConsultaDeMidia,
  type DetalheDeMidia,
  type EdicaoDeMidia,
  type ImagemDaBiblioteca,
  type ItemDeMidia,
  MAIN_IMAGE_BLOCK,
  type Papel,
  MAX_IMAGE_PIXELS,
  MIDIA_ALT_MAX,
  MIDIA_MAX_BYTES,
  MIDIA_POR_PAGINA,
  type MidiaPort,
  type PaginaDeMidia,
  type RecusaDeMidia,
  type Requisitante,
  type ResultadoDeMidia,
  type SessaoAtual,
  type TipoDeMidia,
  type UsoDeMidia,
  pode,
} from '@cosems/contracts';
import { type Db, tables } from '@cosems/db';
import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import { LimiteDeEnvios } from './limite-de-envios.ts';
import { cleanPdfInWorker } from './pdf-pool.ts';
import { registrarMudanca } from './conteudo/pipeline.ts';

const { arquivos, usuarios } = tables;

export type FormatoDeImagem = 'jpeg' | 'png' | 'webp' | 'avif';

/** What the bytes are, read from the bytes themselves. */
export type Deteccao =
  | { tipo: 'documento'; mime: 'application/pdf'; extensao: 'pdf' }
  | { tipo: 'imagem'; formato: FormatoDeImagem; mime: string; extensao: string; largura: number; altura: number };

const IMAGEM: Record<FormatoDeImagem, { mime: string; extensao: string }> = {
  jpeg: { mime: 'image/jpeg', extensao: 'jpg' },
  png: { mime: 'image/png', extensao: 'png' },
  webp: { mime: 'image/webp', extensao: 'webp' },
  avif: { mime: 'image/avif', extensao: 'avif' },
};

const FORMATO_NAO_ACEITO = 'Formato não aceito: envie uma imagem JPEG, PNG, WebP ou AVIF, ou um documento PDF.';

const recusa = (status: RecusaDeMidia['status'], mensagem: string, campo?: RecusaDeMidia['campo']): RecusaDeMidia => ({
  tipo: 'recusado',
  status,
  mensagem,
  ...(campo ? { campo } : {}),
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;

/** The type of `bytes`, or a refusal (400: not an accepted format, or too many pixels). */
export async function detectFile(bytes: Buffer): Promise<Deteccao | RecusaDeMidia> {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return { tipo: 'documento', mime: 'application/pdf', extensao: 'pdf' };
  let meta: Metadata;
  try {
    // Only the header is read here: the pixel limit is checked below, before any decoding.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return recusa(400, FORMATO_NAO_ACEITO, 'arquivo');
  }
  let formato: FormatoDeImagem | null = null;
  if (meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp') formato = meta.format;
  else if (meta.format === 'heif' && meta.compression === 'av1') formato = 'avif';
  const { width, height } = meta;
  if (!formato || !width || !height) return recusa(400, FORMATO_NAO_ACEITO, 'arquivo');
  if (width * height > MAX_IMAGE_PIXELS) {
    const mp = (width * height) / 1_000_000;
    return recusa(
      400,
      `Imagem grande demais: ${width} × ${height} pixels (${mp.toFixed(1).replace('.', ',')} megapixels); o limite é de ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
      'arquivo',
    );
  }
  return { tipo: 'imagem', formato, ...IMAGEM[formato], largura: width, altura: height };
}

/** The image upright (EXIF orientation applied) and re-encoded in its own format with no metadata. */
export async function cleanImage(bytes: Buffer, formato: FormatoDeImagem): Promise<{ dados: Buffer; largura: number; altura: number }> {
  // sharp writes no metadata unless asked (withMetadata/keepExif…): EXIF, GPS, XMP and IPTC go.
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  const encoded =
    formato === 'jpeg'
      ? image.jpeg({ quality: 90 })
      : formato === 'png'
        ? image.png({ compressionLevel: 9 })
        : formato === 'webp'
          ? image.webp({ quality: 90 })
          : image.avif({ quality: 60, effort: 2 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { dados: data, largura: info.width, altura: info.height };
}

/** The original name as a slug: a-z, 0-9 and hyphens, accents folded, no extension, at most 60 characters. */
export function slugOfName(nomeOriginal: string): string {
  const base = (nomeOriginal.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '');
  const slug = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'arquivo';
}

const ALFABETO = 'abcdefghijklmnopqrstuvwxyz0123456789';
function randomSuffix(length = 6): string {
  return [...randomBytes(length)].map((b) => ALFABETO[b % ALFABETO.length]).join('');
}

/**
 * A stored name: the slug and the detected format's extension ("relatorio-anual.pdf"); from the
 * second attempt on (the name was taken), with a short random suffix ("relatorio-anual-k3x.pdf").
 */
export function storedName(nomeOriginal: string, extensao: string, tentativa = 0): string {
  return tentativa === 0 ? `${slugOfName(nomeOriginal)}.${extensao}` : `${slugOfName(nomeOriginal)}-${randomSuffix(3)}.${extensao}`;
}

/** The name to slug: the one typed in the form ("Nome do arquivo"), else the file's own. */
export function nomeEscolhido(arquivo: { nomeOriginal: string; nome?: string | undefined }, extensao: string): string {
  const digitado = arquivo.nome?.trim().slice(0, 300);
  // The extension added so that slugOfName drops only it ("ata.final" keeps "ata-final").
  return digitado ? `${digitado}.${extensao}` : arquivo.nomeOriginal;
}

type Linha = {
  nome: string;
  tipo: TipoDeMidia;
  mime: string;
  tamanho: number;
  largura: number | null;
  altura: number | null;
  alt: string | null;
  focoX: number | null;
  focoY: number | null;
  atualizadoEm: Date;
  enviadoPorId: number | null;
  enviadoPor: string | null;
};

const colunas = {
  nome: arquivos.nome,
  tipo: arquivos.tipo,
  mime: arquivos.mime,
  tamanho: arquivos.tamanho,
  largura: arquivos.largura,
  altura: arquivos.altura,
  alt: arquivos.alt,
  focoX: arquivos.focoX,
  focoY: arquivos.focoY,
  atualizadoEm: arquivos.atualizadoEm,
  enviadoPorId: arquivos.enviadoPor,
  enviadoPor: usuarios.nome,
};

function toItem(row: Linha): ItemDeMidia {
  return {
    nome: row.nome,
    tipo: row.tipo,
    mime: row.mime,
    tamanho: row.tamanho,
    largura: row.largura,
    altura: row.altura,
    alt: row.alt,
    foco: row.focoX !== null && row.focoY !== null ? { x: row.focoX, y: row.focoY } : null,
    atualizadoEm: row.atualizadoEm.toISOString(),
    enviadoPor: row.enviadoPor,
    enviadoPorId: row.enviadoPorId,
  };
}

/** The alternative text as stored: trimmed, whitespace runs as one space. */
const normalizeAlt = (alt: string) => alt.replace(/\s+/g, ' ').trim();

function checkAlt(alt: string): RecusaDeMidia | null {
  if (!alt) return recusa(400, 'Escreva o texto alternativo: o que a imagem mostra, para quem não a vê.', 'alt');
  if ([...alt].length > MIDIA_ALT_MAX) return recusa(400, `O texto alternativo pode ter até ${MIDIA_ALT_MAX} caracteres.`, 'alt');
  return null;
}

const tooLarge = (tamanho: number) =>
  recusa(413, `Arquivo grande demais (${mb(tamanho)}): o limite é de ${MIDIA_MAX_BYTES / (1024 * 1024)} MB.`, 'arquivo');

const PROIBIDO = recusa(403, 'Você não tem permissão para fazer isso.');

/** A file of the other kind where only one is asked for (the media picker asks for images). */
export const SO_DESTE_TIPO: Record<TipoDeMidia, string> = {
  imagem: 'Aqui só entram imagens (JPEG, PNG, WebP ou AVIF), e este arquivo é um PDF. Envie PDFs pela página Mídia.',
  documento: 'Aqui só entram PDFs, e este arquivo é uma imagem.',
};

/** An author's own file that published content uses (docs/decisions/040). */
export const MIDIA_EM_USO_PUBLICO =
  'Este arquivo é usado em conteúdo publicado: só um editor ou administrador pode substituí-lo ou mudar o texto alternativo e o ponto focal. Envie um arquivo novo e peça a troca a um editor.';
const PROIBIDO_EM_USO = recusa(403, MIDIA_EM_USO_PUBLICO);

/**
 * Bytes each role may have in the library (the stored size of the files the account sent; a file
 * replaced by its owner counts with its new size). null: no limit. docs/decisions/040.
 */
export type CotasDeMidia = Record<Papel, number | null>;

/** 2 GB for an author; editors and administrators, who curate the site, have none. */
export const COTAS_DE_MIDIA_PADRAO: CotasDeMidia = { autor: 2048 * 1024 * 1024, editor: null, administrador: null };

/** The uploads of the whole process share one bound (the back office builds one Midia, tests many). */
const ENVIOS_DO_PROCESSO = new LimiteDeEnvios();

class CotaExcedida extends Error {
  constructor(readonly recusa: RecusaDeMidia) {
    super(recusa.mensagem);
  }
}

function gb(bytes: number): string {
  return bytes >= 1024 * 1024 * 1024 ? `${(bytes / (1024 * 1024 * 1024)).toFixed(1).replace('.', ',')} GB` : mb(bytes);
}

export interface MidiaOptions {
  db: Db;
  now?: () => Date;
  /** Default COTAS_DE_MIDIA_PADRAO. */
  cotas?: CotasDeMidia;
  /** Default: one bound for the whole process (LIMITES_DE_ENVIO_PADRAO). */
  envios?: LimiteDeEnvios;
}

export class Midia implements MidiaPort {
  private readonly db: Db;
  private readonly now: () => Date;
  private readonly cotas: CotasDeMidia;
  private readonly envios: LimiteDeEnvios;

  constructor(options: MidiaOptions | Db) {
    const o: MidiaOptions = 'db' in options ? options : { db: options };
    this.db = o.db;
    this.now = o.now ?? (() => new Date());
    this.cotas = o.cotas ?? COTAS_DE_MIDIA_PADRAO;
    this.envios = o.envios ?? ENVIOS_DO_PROCESSO;
  }

  /**
   * Inside the save's transaction: refuses (CotaExcedida, which rolls it back) when the account's
   * files would pass its role's quota with `acrescimo` more bytes. The account's row is locked, so
   * two uploads of one account at once are counted one after the other.
   */
  private async checkQuota(tx: Pick<Db, 'select'>, sessao: SessaoAtual, acrescimo: number): Promise<void> {
    const cota = this.cotas[sessao.usuario.papel];
    if (cota === null || acrescimo <= 0) return;
    await tx.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.id, sessao.usuario.id)).for('update');
    const [row] = await tx
      .select({ usado: sql<string>`coalesce(sum(${arquivos.tamanho}), 0)` })
      .from(arquivos)
      .where(eq(arquivos.enviadoPor, sessao.usuario.id));
    const usado = Number(row?.usado ?? 0);
    if (usado + acrescimo > cota)
      throw new CotaExcedida(
        recusa(
          413,
          `Sua cota da biblioteca de mídia não comporta este arquivo: você já enviou ${gb(usado)} de ${gb(cota)}, e ele tem ${mb(acrescimo)}. Use um arquivo que já está na biblioteca, peça a um editor que envie este, ou peça ao administrador do servidor uma cota maior.`,
          'arquivo',
        ),
      );
  }

  /** `work` with one of the process's upload slots taken for this account, or the refusal (429/503). */
  private async withUploadSlot<T>(sessao: SessaoAtual, work: () => Promise<T>): Promise<T | RecusaDeMidia> {
    const release = this.envios.reserve(sessao.usuario.id);
    if (typeof release !== 'function') return release;
    try {
      return await work();
    } catch (error) {
      if (error instanceof CotaExcedida) return error.recusa;
      throw error;
    } finally {
      release();
    }
  }

  private allowed(
    sessao: SessaoAtual,
    acao: 'midia.listar' | 'midia.enviar' | 'midia.editar',
    donoId?: number | null,
    emUsoPublico?: boolean,
  ): boolean {
    if (sessao.etapa !== 'completa') return false;
    return pode(sessao.usuario.papel, acao, { donoId, emUsoPublico }, sessao.usuario.id);
  }

  /**
   * Whether `sessao` may change `row` (alt text, focal point, bytes): a refusal, or null. The uses
   * are the ones the detail page lists (usesOf), so what the page says and what is refused agree.
   */
  private async refuseEdit(sessao: SessaoAtual, row: Linha): Promise<RecusaDeMidia | null> {
    if (!this.allowed(sessao, 'midia.editar', row.enviadoPorId)) return PROIBIDO;
    if (this.allowed(sessao, 'midia.editar', row.enviadoPorId, true)) return null;
    const usos = await this.usesOf(row.tipo, row.nome);
    return usos.some((u) => u.publico) ? PROIBIDO_EM_USO : null;
  }

  async list(sessao: SessaoAtual, consulta: ConsultaDeMidia): Promise<PaginaDeMidia> {
    const busca = normalizeAlt(consulta.busca ?? '').slice(0, BUSCA_DE_MIDIA_MAX);
    if (!this.allowed(sessao, 'midia.listar')) return { itens: [], total: 0, pagina: 1, paginas: 1, busca };
    // The name and the alt text as the search reads them are the generated column `busca`, with
    // a trigram index (migration 0018; docs/decisions/056): the text inside either, accents and
    // case aside. LIKE's wildcards typed in the search are escaped: they are matched as text.
    const padrao = `%${busca.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const where = and(
      consulta.tipo ? eq(arquivos.tipo, consulta.tipo) : undefined,
      busca ? sql`${sql.raw('"arquivos"."busca"')} like cosems_unaccent_lower(${padrao})` : undefined,
    );
    const [totalRow] = await this.db.select({ n: count() }).from(arquivos).where(where);
    const total = totalRow?.n ?? 0;
    const paginas = Math.max(1, Math.ceil(total / MIDIA_POR_PAGINA));
    const pedida = Number.isInteger(consulta.pagina) ? (consulta.pagina as number) : 1;
    const pagina = Math.min(Math.max(1, pedida), paginas);
    // The page's keys first, in the list's order, from arquivos_lista_idx (an OFFSET skips index
    // entries, not rows; docs/decisions/056), then those 24 rows with their uploader.
    const chaves = await this.db
      .select({ tipo: arquivos.tipo, nome: arquivos.nome })
      .from(arquivos)
      .where(where)
      .orderBy(desc(arquivos.atualizadoEm), asc(arquivos.nome), asc(arquivos.tipo))
      .limit(MIDIA_POR_PAGINA)
      .offset((pagina - 1) * MIDIA_POR_PAGINA);
    const lidas = chaves.length
      ? await this.db
          .select(colunas)
          .from(arquivos)
          .leftJoin(usuarios, eq(usuarios.id, arquivos.enviadoPor))
          .where(or(...chaves.map((c) => and(eq(arquivos.tipo, c.tipo), eq(arquivos.nome, c.nome)))))
      : [];
    const porChave = new Map(lidas.map((r) => [`${r.tipo}/${r.nome}`, r]));
    // A file deleted between the two reads is left out.
    const rows = chaves.flatMap((c) => porChave.get(`${c.tipo}/${c.nome}`) ?? []);
    return { itens: rows.map(toItem), total, pagina, paginas, busca };
  }

  private async find(nome: string): Promise<Linha | undefined> {
    const [row] = await this.db
      .select(colunas)
      .from(arquivos)
      .leftJoin(usuarios, eq(usuarios.id, arquivos.enviadoPor))
      .where(eq(arquivos.nome, nome))
      // An image and a document may share a name (the key is both): the image is the one shown.
      .orderBy(asc(arquivos.tipo))
      .limit(1);
    return row;
  }

  async get(sessao: SessaoAtual, nome: string): Promise<DetalheDeMidia | null> {
    if (!this.allowed(sessao, 'midia.listar')) return null;
    const row = await this.find(nome);
    if (!row) return null;
    const usos = await this.usesOf(row.tipo, row.nome);
    const emUsoPublico = usos.some((u) => u.publico);
    const podeEditar = this.allowed(sessao, 'midia.editar', row.enviadoPorId, emUsoPublico);
    return {
      ...toItem(row),
      usos,
      podeEditar,
      emUsoPublico,
      bloqueadoPorUso: !podeEditar && this.allowed(sessao, 'midia.editar', row.enviadoPorId, false),
    };
  }

  /** Where the file is used: news (blocks, banner, highlight, text), institutional records, documents' links. */
  async usesOf(tipo: TipoDeMidia, nome: string): Promise<UsoDeMidia[]> {
    const { noticias, noticiaBlocos, presidentes, logos, parceiros, documentosJuridicos, publicacoes } = tables;
    const usos: UsoDeMidia[] = [];
    const noticia = (r: { id: number; title: string; situacao: string }, onde: string): UsoDeMidia => ({
      tipo: 'noticia',
      id: r.id,
      titulo: r.title,
      onde,
      endereco: `/admin/noticias/${r.id}`,
      // An unpublished item counts: an editor may publish it again without another review.
      publico: r.situacao !== 'rascunho' && r.situacao !== 'revisao',
    });
    const registro = (uso: Omit<UsoDeMidia, 'publico'>): UsoDeMidia => ({ ...uso, publico: true });
    if (tipo === 'imagem') {
      const caminho = `/image/${nome}`;
      const rows = await this.db
        .select({
          id: noticias.id,
          title: noticias.title,
          situacao: noticias.situacao,
          banner: sql<boolean>`${noticias.bannerImage} is not distinct from ${nome}`,
          destaque: sql<boolean>`${noticias.destaqueImage} is not distinct from ${nome}`,
          principal: sql<boolean>`exists (select 1 from ${noticiaBlocos} where ${noticiaBlocos.noticiaId} = ${noticias.id} and ${noticiaBlocos.tipo} = ${MAIN_IMAGE_BLOCK} and ${noticiaBlocos.value} = ${nome})`,
          bloco: sql<boolean>`exists (select 1 from ${noticiaBlocos} where ${noticiaBlocos.noticiaId} = ${noticias.id} and ${noticiaBlocos.tipo} <> ${MAIN_IMAGE_BLOCK} and ${noticiaBlocos.value} = ${nome})`,
          texto: sql<boolean>`strpos(${noticias.conteudo}, ${caminho}) > 0`,
        })
        .from(noticias)
        .where(
          sql`${noticias.bannerImage} = ${nome} or ${noticias.destaqueImage} = ${nome} or strpos(${noticias.conteudo}, ${caminho}) > 0
            or exists (select 1 from ${noticiaBlocos} where ${noticiaBlocos.noticiaId} = ${noticias.id} and ${noticiaBlocos.value} = ${nome})`,
        )
        .orderBy(desc(noticias.dataPublicao), desc(noticias.id));
      for (const r of rows) {
        if (r.principal) usos.push(noticia(r, 'imagem principal'));
        if (r.bloco) usos.push(noticia(r, 'bloco da matéria'));
        if (r.banner) usos.push(noticia(r, 'banner'));
        if (r.destaque) usos.push(noticia(r, 'destaque'));
        if (r.texto) usos.push(noticia(r, 'no texto'));
      }
      for (const p of await this.db.select().from(presidentes).where(eq(presidentes.image, nome)).orderBy(asc(presidentes.id)))
        usos.push(registro({ tipo: 'presidente', id: p.id, titulo: p.name, onde: 'retrato', endereco: '/presidentes' }));
      for (const l of await this.db.select().from(logos).where(eq(logos.imagem, nome)).orderBy(asc(logos.id)))
        usos.push(registro({ tipo: 'logo', id: l.id, titulo: `Logo ${l.id}${l.ativa ? ' (ativa)' : ''}`, onde: 'logo', endereco: null }));
      for (const p of await this.db.select().from(parceiros).where(eq(parceiros.imagem, nome)).orderBy(asc(parceiros.id)))
        usos.push(registro({ tipo: 'parceiro', id: p.id, titulo: p.nome, onde: 'logo do parceiro', endereco: null }));
      return usos;
    }
    const caminho = `/arquivo/${nome}`;
    const rows = await this.db
      .select({ id: noticias.id, title: noticias.title, situacao: noticias.situacao })
      .from(noticias)
      .where(sql`strpos(${noticias.conteudo}, ${caminho}) > 0`)
      .orderBy(desc(noticias.dataPublicao), desc(noticias.id));
    for (const r of rows) usos.push(noticia(r, 'no texto'));
    const juridicos = await this.db
      .select()
      .from(documentosJuridicos)
      .where(sql`strpos(${documentosJuridicos.link}, ${caminho}) > 0`)
      .orderBy(asc(documentosJuridicos.id));
    for (const d of juridicos)
      usos.push(registro({ tipo: 'documento-juridico', id: d.id, titulo: d.desc, onde: 'jurídico', endereco: `/juridico/${d.secao}` }));
    const pubs = await this.db
      .select()
      .from(publicacoes)
      .where(sql`strpos(${publicacoes.link}, ${caminho}) > 0`)
      .orderBy(asc(publicacoes.id));
    for (const p of pubs)
      usos.push(registro({ tipo: 'publicacao', id: p.id, titulo: p.title, onde: 'publicações', endereco: '/publicacoes' }));
    return usos;
  }

  /**
   * The bytes to store for `bytes`, or a refusal: size, kind (and, with `apenas`, only that kind:
   * refused before a PDF goes to its worker), pixels; images cleaned.
   */
  private async prepare(bytes: Uint8Array, apenas?: TipoDeMidia) {
    if (bytes.byteLength > MIDIA_MAX_BYTES) return tooLarge(bytes.byteLength);
    if (bytes.byteLength === 0) return recusa(400, 'Escolha um arquivo para enviar.', 'arquivo');
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const detected = await detectFile(buffer);
    if (detected.tipo === 'recusado') return detected;
    if (apenas && detected.tipo !== apenas) return recusa(400, SO_DESTE_TIPO[apenas], 'arquivo');
    if (detected.tipo === 'documento') {
      // A PDF must open (pdf.ts): not cut, not damaged, not encrypted. Its metadata is taken out
      // unless it is signed (pdf-limpeza.ts).
      const pdf = await cleanPdfInWorker(buffer);
      if (pdf.tipo === 'recusado') return recusa(400, pdf.mensagem, 'arquivo');
      return { detected, dados: pdf.bytes, largura: null, altura: null };
    }
    try {
      const clean = await cleanImage(buffer, detected.formato);
      return { detected, ...clean };
    } catch {
      // The header read, the pixels do not (a truncated or damaged file).
      return recusa(400, 'A imagem está danificada ou incompleta e não pôde ser lida.', 'arquivo');
    }
  }

  async upload(
    sessao: SessaoAtual,
    arquivo: ArquivoRecebido & { alt: string; nome?: string | undefined; apenas?: TipoDeMidia },
    quem: Requisitante,
  ): Promise<ResultadoDeMidia<ItemDeMidia>> {
    if (!this.allowed(sessao, 'midia.enviar')) return PROIBIDO;
    if (arquivo.bytes.byteLength > MIDIA_MAX_BYTES) return tooLarge(arquivo.bytes.byteLength);
    return this.withUploadSlot(sessao, () => this.store(sessao, arquivo, quem));
  }

  private async store(
    sessao: SessaoAtual,
    arquivo: ArquivoRecebido & { alt: string; nome?: string | undefined; apenas?: TipoDeMidia },
    quem: Requisitante,
  ): Promise<ResultadoDeMidia<ItemDeMidia>> {
    const prepared = await this.prepare(arquivo.bytes, arquivo.apenas);
    if ('status' in prepared) return prepared;
    const { detected, dados, largura, altura } = prepared;
    const alt = normalizeAlt(arquivo.alt);
    if (detected.tipo === 'imagem') {
      const problem = checkAlt(alt);
      if (problem) return problem;
    } else if ([...alt].length > MIDIA_ALT_MAX) return checkAlt(alt) as RecusaDeMidia;
    const now = this.now();
    const values = {
      tipo: detected.tipo,
      mime: detected.mime,
      tamanho: dados.byteLength,
      sha256: sha256(dados),
      dados,
      atualizadoEm: now,
      alt: alt || null,
      largura,
      altura,
      enviadoPor: sessao.usuario.id,
    };
    let nome = '';
    await this.db.transaction(async (tx) => {
      await this.checkQuota(tx as unknown as Db, sessao, dados.byteLength);
      for (let attempt = 0; attempt < 8 && !nome; attempt++) {
        const candidate = storedName(nomeEscolhido(arquivo, detected.extensao), detected.extensao, attempt);
        const inserted = await tx
          .insert(arquivos)
          .values({ ...values, nome: candidate })
          .onConflictDoNothing()
          .returning({ nome: arquivos.nome });
        if (inserted.length > 0) nome = candidate;
      }
      if (!nome) throw new Error('nenhum nome livre para o arquivo');
      const { dados: _dados, ...fields } = values;
      await registrarMudanca(
        tx,
        {
          acao: 'midia.enviar',
          usuario: sessao.usuario,
          endereco: quem.endereco,
          objetoTipo: 'midia',
          objetoId: nome,
          depois: { nome, ...fields, atualizadoEm: now.toISOString(), nomeOriginal: arquivo.nomeOriginal.slice(0, 300) },
        },
        now,
      );
    });
    const row = await this.find(nome);
    if (!row) throw new Error('arquivo enviado não encontrado');
    return { tipo: 'ok', item: toItem(row) };
  }

  async edit(sessao: SessaoAtual, nome: string, edicao: EdicaoDeMidia, quem: Requisitante): Promise<ResultadoDeMidia<ItemDeMidia>> {
    const row = await this.find(nome);
    if (!row) return recusa(404, 'Arquivo não encontrado.');
    const refused = await this.refuseEdit(sessao, row);
    if (refused) return refused;
    const alt = normalizeAlt(edicao.alt);
    const problem = row.tipo === 'imagem' ? checkAlt(alt) : [...alt].length > MIDIA_ALT_MAX ? checkAlt(alt) : null;
    if (problem) return problem;
    const foco = edicao.foco;
    if (foco && !(foco.x >= 0 && foco.x <= 1 && foco.y >= 0 && foco.y <= 1))
      return recusa(400, 'O ponto focal vai de 0% a 100% em cada direção.', 'foco');
    if (foco && row.tipo !== 'imagem') return recusa(400, 'Só imagens têm ponto focal.', 'foco');
    const now = this.now();
    await this.db.transaction(async (tx) => {
      await tx
        .update(arquivos)
        .set({ alt: alt || null, focoX: foco?.x ?? null, focoY: foco?.y ?? null, atualizadoEm: now })
        .where(and(eq(arquivos.tipo, row.tipo), eq(arquivos.nome, row.nome)));
      await registrarMudanca(
        tx,
        {
          acao: 'midia.editar',
          usuario: sessao.usuario,
          endereco: quem.endereco,
          objetoTipo: 'midia',
          objetoId: row.nome,
          antes: { alt: row.alt, focoX: row.focoX, focoY: row.focoY },
          depois: { alt: alt || null, focoX: foco?.x ?? null, focoY: foco?.y ?? null },
        },
        now,
      );
    });
    const updated = await this.find(row.nome);
    return { tipo: 'ok', item: toItem(updated as Linha) };
  }

  async replace(sessao: SessaoAtual, nome: string, arquivo: ArquivoRecebido, quem: Requisitante): Promise<ResultadoDeMidia<ItemDeMidia>> {
    const row = await this.find(nome);
    if (!row) return recusa(404, 'Arquivo não encontrado.');
    const refused = await this.refuseEdit(sessao, row);
    if (refused) return refused;
    if (arquivo.bytes.byteLength > MIDIA_MAX_BYTES) return tooLarge(arquivo.bytes.byteLength);
    return this.withUploadSlot(sessao, () => this.storeReplacement(sessao, row, arquivo, quem));
  }

  private async storeReplacement(
    sessao: SessaoAtual,
    row: Linha,
    arquivo: ArquivoRecebido,
    quem: Requisitante,
  ): Promise<ResultadoDeMidia<ItemDeMidia>> {
    const prepared = await this.prepare(arquivo.bytes);
    if ('status' in prepared) return prepared;
    const { detected, dados, largura, altura } = prepared;
    if (detected.tipo !== row.tipo)
      return recusa(
        400,
        row.tipo === 'imagem' ? 'Substitua a imagem por outra imagem (JPEG, PNG, WebP ou AVIF).' : 'Substitua o documento por outro PDF.',
        'arquivo',
      );
    const [antes] = await this.db
      .select({
        sha256: arquivos.sha256,
        tamanho: arquivos.tamanho,
        largura: arquivos.largura,
        altura: arquivos.altura,
        mime: arquivos.mime,
      })
      .from(arquivos)
      .where(and(eq(arquivos.tipo, row.tipo), eq(arquivos.nome, row.nome)));
    const now = this.now();
    const depois = { sha256: sha256(dados), tamanho: dados.byteLength, largura, altura, mime: detected.mime };
    await this.db.transaction(async (tx) => {
      // The owner's quota counts the growth (an editor's replacement is not the author's upload).
      if (row.enviadoPorId === sessao.usuario.id)
        await this.checkQuota(tx as unknown as Db, sessao, dados.byteLength - (antes?.tamanho ?? 0));
      // The uploader stays the owner (an editor replacing an author's file does not take it over).
      await tx
        .update(arquivos)
        .set({ ...depois, dados, atualizadoEm: now })
        .where(and(eq(arquivos.tipo, row.tipo), eq(arquivos.nome, row.nome)));
      await registrarMudanca(
        tx,
        {
          acao: 'midia.substituir',
          usuario: sessao.usuario,
          endereco: quem.endereco,
          objetoTipo: 'midia',
          objetoId: row.nome,
          antes,
          depois: { ...depois, nomeOriginal: arquivo.nomeOriginal.slice(0, 300) },
        },
        now,
      );
    });
    const updated = await this.find(row.nome);
    return { tipo: 'ok', item: toItem(updated as Linha) };
  }
}

/**
 * The library's images as the options of the back office's image fields (a news item's images,
 * partners, logos, portraits) before JavaScript runs, and without it: newest first, at most this
 * many. With JavaScript the media picker searches the whole library (Midia.list).
 */
export const IMAGENS_NO_SELETOR = 1000;

export async function imagensDaBiblioteca(db: Db, limite = IMAGENS_NO_SELETOR): Promise<ImagemDaBiblioteca[]> {
  const { nome, alt, focoX, focoY, tipo, atualizadoEm } = tables.arquivos;
  const rows = await db
    .select({ nome, alt, focoX, focoY })
    .from(tables.arquivos)
    .where(eq(tipo, 'imagem'))
    .orderBy(desc(atualizadoEm), asc(nome))
    .limit(limite);
  return rows.map((r) => ({
    nome: r.nome,
    alt: r.alt ?? '',
    foco: r.focoX !== null && r.focoY !== null ? { x: r.focoX, y: r.focoY } : null,
  }));
}

/** Whether `nome` is an image of the library (checked inside the save's transaction). */
export async function imagemDaBibliotecaExiste(db: Pick<Db, 'select'>, nome: string): Promise<boolean> {
  const [row] = await db
    .select({ nome: tables.arquivos.nome })
    .from(tables.arquivos)
    .where(and(eq(tables.arquivos.tipo, 'imagem'), eq(tables.arquivos.nome, nome)));
  return Boolean(row);
}
