/**
 * `npm run content -- migrar --de <URL> <pasta>`: reads a running site through the calls of the API
 * contract (docs/produto.md §10.4) and the product's own extra calls (§10.5) when the source answers
 * them, downloads every image and every linked PDF it can, and writes a content bundle that
 * `content import` accepts. Ids and file names are kept (so /noticia/{id}, /CosemsRegional/{id} and
 * /image/{file} keep working); what cannot be kept is fixed or left out, one report entry each.
 *
 * The source is treated as hostile: every answer is bounded in size and checked against the
 * contract's schemas (after the repairs of normalize.ts), every file name is rewritten into the
 * bundle's safe alphabet before it touches the disk, and only http(s) addresses on the source's own
 * host are ever requested (http-client.ts). The bundle is written into a temporary sibling folder,
 * checked with readBundle (what `import` runs), and renamed into place only then; on any failure,
 * or Ctrl+C, the temporary folder is removed. docs/decisions/034-migracao-do-site-atual.md.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import {
  altPadraoDoRetrato,
  BLOCOS_PADRAO,
  CHAVES_BLOCOS,
  checkLink,
  DEFAULT_IMAGE,
  FALLBACK_IMAGE_PREFIX,
  MAIN_IMAGE_BLOCK,
  DocumentoJuridicoSchema,
  FocoImagemSchema,
  LinkUtilSchema,
  LogoSchema,
  MembroDiretoriaSchema,
  MembroEquipeSchema,
  MunicipioSchema,
  NoticiaSchema as ContractNoticiaSchema,
  ParceiroSchema,
  PresidenteSchema,
  PublicacaoSchema,
  RegiaoDetailSchema,
  PAGE_SIZE,
  PessoaSchema,
  problemasDoBloco,
  SECOES_JURIDICO,
  SiteInfoSchema,
  type SecaoJuridico,
} from '@cosems/contracts';
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { Bundle } from '../bundle/partes.ts';
import { FILE_NAME } from '../bundle/format.ts';
import { BundleError, checkBundle, checkImage, MAX_FILE_BYTES, sniffMime } from '../bundle/read.ts';
import { NOTICIAS_DIR } from '../bundle/format.ts';
import { noticiasFiles } from '../bundle/export.ts';
import { DEMO_BUNDLE_DIR } from '../package-paths.ts';
import { codigoIbgeDe } from '../registro/municipios.ts';
import { sanitizeNewsHtml } from '../sanitize.ts';
import { type HttpAnswer, HttpClient, HttpError, TaskQueue } from './http-client.ts';
import { cleanText, type Fixed, parseDate, parseId, safeFileName } from './normalize.ts';
import { type MigrationReport, Progress, ReportBuilder } from './report.ts';

export interface MigrateOptions {
  /** The source's address (its API answers under /api). */
  source: string;
  /** The bundle folder to create (must not exist, or be empty). */
  target: string;
  concurrency?: number;
  timeoutMs?: number;
  retries?: number;
  backoffMs?: number;
  /** Largest JSON answer accepted. */
  maxJsonBytes?: number;
  signal?: AbortSignal;
  progress?: Progress;
  /** Where Default.jpg and estatuto.pdf come from when the source has none (the demo bundle). */
  fallbackDir?: string;
}

/** One news item or region as the detail gives it: a body of at most 500 000 characters, and some fields. */
const MAX_DETAIL_BYTES = 4 * 1024 * 1024;
/** Bounds on what a source may list, so that a lying list cannot make the run endless. */
const MAX_NEWS = 100_000;
const MAX_REGIONS = 10_000;

export const MIGRATION_DEFAULTS = { concurrency: 4, timeoutMs: 15_000, retries: 3, backoffMs: 500, maxJsonBytes: 32 * 1024 * 1024 };

/** A run that wrote nothing: the report says what was read before the failure. */
export class MigrationError extends Error {
  constructor(
    message: string,
    readonly report: MigrationReport,
  ) {
    super(message);
    this.name = 'MigrationError';
  }
}

/** The answer of a call the bundle cannot do without: its failure stops the run. */
class FatalError extends Error {}

const validators = new Map<TSchema, ReturnType<typeof Compile>>();
/** The contract's schema's verdict on a value: null when it fits, else the first problems. */
function schemaProblems(schema: TSchema, value: unknown): string | null {
  let v = validators.get(schema);
  if (!v) {
    v = Compile(schema);
    validators.set(schema, v);
  }
  if (v.Check(value)) return null;
  return [...v.Errors(value)]
    .slice(0, 3)
    .map((e) => `${e.instancePath || '/'} ${e.message}`)
    .join('; ');
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const asArray = (v: unknown): unknown[] | null => (Array.isArray(v) ? v : null);

/** A text field: trimmed, '' → null when nullable; fixes go to `fixes`. */
function text(v: unknown, field: string, fixes: string[]): string | null {
  const r = cleanText(v, field);
  if (r?.fix) fixes.push(r.fix);
  return r?.value ?? null;
}
function date(v: unknown, field: string, fixes: string[]): string | null {
  const r: Fixed<string> | null = parseDate(v, field);
  if (r?.fix) fixes.push(r.fix);
  return r?.value ?? null;
}
function nullableText(v: unknown, field: string, fixes: string[]): string | null {
  if (v === null || v === undefined) return null;
  return text(v, field, fixes);
}

interface ImageWant {
  /** Where the source serves it: /image/{name} or /image/logo/{name}. */
  kind: 'image' | 'logo';
  original: string;
}

export async function migrateSite(options: MigrateOptions): Promise<MigrationReport> {
  const o = { ...MIGRATION_DEFAULTS, ...options };
  const started = new Date();
  const report = new ReportBuilder();
  const progress = o.progress ?? new Progress(null);
  let base: URL;
  try {
    base = new URL(o.source);
  } catch {
    throw new Error(`Endereço de origem inválido: ${o.source}`);
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new Error(`A origem deve ser um endereço http ou https: ${o.source}`);
  if (base.username || base.password) throw new Error('O endereço de origem não pode trazer usuário e senha.');
  const target = path.resolve(o.target);
  const existing = await fs.readdir(target).catch((err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? null : Promise.reject(err)));
  if (existing && existing.length > 0) throw new Error(`A pasta ${target} já existe e não está vazia: escolha outra.`);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temp = await fs.mkdtemp(path.join(path.dirname(target), `.${path.basename(target)}.migrando-`));
  const client = new HttpClient({
    base,
    concurrency: o.concurrency,
    timeoutMs: o.timeoutMs,
    retries: o.retries,
    backoffMs: o.backoffMs,
    signal: o.signal,
  });
  const finish = (concluida: boolean, erro?: string, pacote?: MigrationReport['pacote']): MigrationReport => ({
    origem: base.href,
    destino: target,
    iniciado_em: started.toISOString(),
    duracao_ms: Date.now() - started.getTime(),
    concluida,
    ...(erro ? { erro } : {}),
    ...(pacote ? { pacote } : {}),
    requisicoes: client.requests,
    novas_tentativas: client.retriesDone,
    contagem: report.counts(),
    itens: report.itens,
  });
  try {
    await run(client, temp, o, report, progress);
    progress.start('Conferindo o pacote', 1);
    try {
      await checkBundle(temp);
    } catch (err) {
      if (err instanceof BundleError) throw new FatalError(`o pacote gravado não passou na conferência da importação:\n${err.message}`);
      throw err;
    }
    progress.tick();
    progress.finishLine();
    const pacote = await measureFolder(temp);
    if (existing) await fs.rmdir(target);
    await fs.rename(temp, target);
    return finish(true, undefined, pacote);
  } catch (err) {
    progress.finishLine();
    await fs.rm(temp, { recursive: true, force: true });
    const message = o.signal?.aborted
      ? 'interrompida'
      : err instanceof FatalError || err instanceof HttpError
        ? err.message
        : String((err as Error)?.message ?? err);
    throw new MigrationError(message, finish(false, message));
  }
}

/** Files and bytes of the written bundle, for the report (an operator plans disk and copy time). */
async function measureFolder(dir: string): Promise<{ arquivos: number; bytes: number }> {
  let arquivos = 0;
  let bytes = 0;
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    arquivos++;
    bytes += (await fs.stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { arquivos, bytes };
}

async function run(
  client: HttpClient,
  temp: string,
  o: typeof MIGRATION_DEFAULTS & MigrateOptions,
  report: ReportBuilder,
  progress: Progress,
) {
  const fallbackDir = o.fallbackDir ?? DEMO_BUNDLE_DIR;

  /**
   * The contract's verdict on an item after the repairs (its shape as the API answers it): false,
   * and the item reported as not migrated, when it still does not fit.
   */
  const fits = (schema: TSchema, value: unknown, tipo: Parameters<ReportBuilder['skip']>[0], id: string | number): boolean => {
    const problem = schemaProblems(schema, value);
    if (problem) report.skip(tipo, id, `fora do contrato: ${problem}`);
    return problem === null;
  };

  /** GET a JSON call; 404 gives undefined when `optional`, else stops the run, as any other failure does. */
  async function json(call: string, optional = false): Promise<unknown> {
    let answer: Awaited<ReturnType<HttpClient['get']>>;
    try {
      answer = await client.get(call, o.maxJsonBytes);
    } catch (err) {
      if (optional && err instanceof HttpError) return undefined;
      throw new FatalError(`${call}: ${(err as Error).message}`);
    }
    if (answer.status === 404 || answer.status === 410) {
      if (optional) return undefined;
      throw new FatalError(`${call}: a origem respondeu ${answer.status}`);
    }
    try {
      return JSON.parse(answer.body.toString('utf8'));
    } catch {
      if (optional) return undefined;
      throw new FatalError(`${call}: a resposta não é JSON`);
    }
  }
  async function list(call: string, optional = false): Promise<unknown[] | undefined> {
    const data = await json(call, optional);
    if (data === undefined) return undefined;
    const arr = asArray(data);
    if (!arr) {
      if (optional) return undefined;
      throw new FatalError(`${call}: a resposta não é uma lista`);
    }
    return arr;
  }

  // ── The lists ────────────────────────────────────────────────────────────────────────────────
  // 11 calls below, the legal sections, 4 of the product's own lists, the blocks.
  const calls = 11 + SECOES_JURIDICO.length + 4 + CHAVES_BLOCOS.length;
  progress.start('Lendo as listas', calls);
  const counted = <T>(p: Promise<T>) => p.finally(() => progress.tick());
  const [
    siteInfo,
    logoAtiva,
    regioesRaw,
    noticiasRaw,
    page1,
    bannerRaw,
    destaquesRaw,
    equipeRaw,
    diretoriaRaw,
    apoiadoresRaw,
    publicacoesRaw,
  ] = await Promise.all([
    counted(json('/api/site', true)),
    counted(json('/api/logos/ativa', true)),
    counted(list('/api/regioes')),
    counted(list('/api/noticia')),
    counted(json('/api/noticia/page/1')),
    counted(list('/api/noticia/Get/banner')),
    counted(list('/api/noticia/Get/destque')),
    counted(json('/api/equipe')),
    counted(json('/api/diretoria')),
    counted(list('/api/apoiadoresRegionais')),
    counted(list('/api/publicacoes/')),
  ]);
  const juridicoRaw = await Promise.all(SECOES_JURIDICO.map((s) => counted(list(`/api/juridico/${s}`))));
  const [presidentesRaw, parceirosRaw, linksRaw] = await Promise.all([
    counted(list('/api/presidentes', true)),
    counted(list('/api/parceiros', true)),
    counted(list('/api/links-uteis', true)),
  ]);
  const focosRaw = await counted(list('/api/imagens/focos', true));
  const blocosRaw = await Promise.all(CHAVES_BLOCOS.map((c) => counted(json(`/api/blocos/${c}`, true))));
  progress.finishLine();

  // Every news id: the full list, and every page of the paged list (a source whose full list is
  // cut short still shows all its news page by page), banner and highlights.
  const ids = new Set<number>();
  const idsOf = (items: unknown[] | undefined) =>
    (items ?? []).map((n) => (isObject(n) ? parseId(n.id) : null)).filter((n): n is number => n !== null);
  for (const id of idsOf(noticiasRaw)) ids.add(id);
  const pageContent = (p: unknown) => (isObject(p) && isObject(p.notices) ? p.notices : isObject(p) ? p : {});
  const count = Number(pageContent(page1).count);
  for (const id of idsOf(asArray(pageContent(page1).rows) ?? [])) ids.add(id);
  // At most 5 000 pages (60 000 news): a count that lies cannot make the run endless.
  const pages = Number.isSafeInteger(count) && count > 0 ? Math.min(5000, Math.ceil(count / PAGE_SIZE)) : 1;
  if (pages > 1) {
    progress.start('Lendo as páginas de notícias', pages - 1);
    const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => counted(json(`/api/noticia/page/${i + 2}`))));
    for (const p of rest) for (const id of idsOf(asArray(pageContent(p).rows) ?? [])) ids.add(id);
    progress.finishLine();
  }
  const bannerIds = new Set(idsOf(bannerRaw));
  const destaqueIds = new Set(idsOf(destaquesRaw));
  for (const id of [...bannerIds, ...destaqueIds]) ids.add(id);

  // ── Images and documents wanted (downloaded after the records are read) ──────────────────────
  const imageWants = new Map<string, ImageWant>();
  const wantImage = (name: string, kind: 'image' | 'logo' = 'image') => {
    const key = `${kind}:${name}`;
    if (!imageWants.has(key)) imageWants.set(key, { kind, original: name });
  };
  wantImage(DEFAULT_IMAGE);
  /** The image a body's <img src> names on the source (relative /image/x or absolute on its host), or null. */
  const bodyImage = (src: string): { kind: 'image' | 'logo'; name: string; suffix: string } | null => {
    const url = client.resolve(src);
    if (!url) return null;
    const m = /^\/image\/(logo\/)?([^/]+)$/.exec(url.pathname);
    if (!m) return null;
    let name: string;
    try {
      name = decodeURIComponent(m[2] as string);
    } catch {
      return null;
    }
    return { kind: m[1] ? 'logo' : 'image', name, suffix: url.search };
  };

  // ── Regions ───────────────────────────────────────────────────────────────────────────────────
  const regiaoIds: number[] = [];
  for (const r of regioesRaw ?? []) {
    const id = isObject(r) ? parseId(r.id) : null;
    if (id === null) report.skip('regiao', isObject(r) ? String(r.id) : '?', 'id ausente ou inválido na lista de regiões');
    else if (!regiaoIds.includes(id)) regiaoIds.push(id);
  }
  if (regiaoIds.length > MAX_REGIONS) throw new FatalError(`a origem lista mais de ${MAX_REGIONS} regionais: acima do limite da migração`);
  progress.start('Lendo as regionais', regiaoIds.length);
  const regionReads = await Promise.all(
    regiaoIds.map((id) =>
      counted(
        Promise.all([
          client.get(`/api/regioes/${id}`, MAX_DETAIL_BYTES),
          client.get(`/api/municipios/regiao/${id}`, MAX_DETAIL_BYTES).catch(() => null),
          client.get(`/api/noticia/regiao/${id}`, o.maxJsonBytes).catch(() => null),
        ]).catch((err: Error) => err),
      ),
    ),
  );
  progress.finishLine();
  const parseBody = (a: { status: number; body: Buffer } | null): unknown => {
    if (a?.status !== 200) return undefined;
    try {
      return JSON.parse(a.body.toString('utf8'));
    } catch {
      return undefined;
    }
  };
  type BundleRegiao = Bundle['regioes'][number];
  type Pessoa = BundleRegiao['apoiadores'][number];
  const regioes: BundleRegiao[] = [];
  const regionTags = new Map<number, Set<number>>(); // news id → region ids (from /api/noticia/regiao/{id})
  const usedMunicipioIds = new Set<number>();
  const usedIbge = new Map<number, number>();
  const usedRegionNames = new Set<string>();
  const pessoa = (p: unknown, where: string, fixes: string[]): Pessoa | null => {
    if (!isObject(p)) return null;
    const value = {
      nome: text(p.nome, `${where}.nome`, fixes) ?? '',
      telefone: nullableText(p.telefone, `${where}.telefone`, fixes),
      email: nullableText(p.email, `${where}.email`, fixes),
    };
    if (
      !value.nome ||
      schemaProblems(PessoaSchema, value) ||
      value.nome.length > 200 ||
      (value.telefone?.length ?? 0) > 60 ||
      (value.email?.length ?? 0) > 200
    )
      return null;
    return value;
  };
  regiaoIds.forEach((id, i) => {
    const read = regionReads[i];
    if (read instanceof Error) {
      report.skip('regiao', id, `detalhe não lido: ${read.message}`);
      return;
    }
    const [detailA, municipiosA, noticiasA] = read as [HttpAnswer, HttpAnswer | null, HttpAnswer | null];
    const detail = parseBody(detailA);
    if (!isObject(detail)) {
      report.skip('regiao', id, detailA.status === 404 ? 'a origem respondeu 404 ao detalhe' : 'o detalhe não é um objeto JSON');
      return;
    }
    const fixes: string[] = [];
    let nome = text(detail.nome, 'nome', fixes);
    if (!nome) {
      report.skip('regiao', id, 'sem nome');
      return;
    }
    if (usedRegionNames.has(nome.toLowerCase())) {
      const renamed = `${nome} (${id})`;
      fixes.push(`nome repetido "${nome}": migrada como "${renamed}"`);
      nome = renamed;
    }
    usedRegionNames.add(nome.toLowerCase());
    const presidentes = (asArray(detail.PresidenteRegional) ?? []).map((p, j) => [p, j] as const);
    const people: Pessoa[] = [];
    let presidente: Pessoa | null = null;
    for (const [p, j] of presidentes) {
      const pf: string[] = [];
      const v = pessoa(p, `PresidenteRegional[${j}]`, pf);
      if (!v) {
        report.skip('pessoa', `${id}/presidente/${j}`, 'pessoa sem nome ou fora do formato do contrato');
        continue;
      }
      if (!presidente) {
        presidente = v;
        report.add('pessoa', `${id}/${v.nome}`, pf);
      } else {
        people.push(v);
        report.add('pessoa', `${id}/${v.nome}`, [...pf, 'segundo presidente da mesma regional: migrado como apoiador']);
      }
    }
    for (const [j, p] of (asArray(detail.apoiadores) ?? []).entries()) {
      const pf: string[] = [];
      const v = pessoa(p, `apoiadores[${j}]`, pf);
      if (!v) report.skip('pessoa', `${id}/apoiador/${j}`, 'pessoa sem nome ou fora do formato do contrato');
      else {
        people.push(v);
        report.add('pessoa', `${id}/${v.nome}`, pf);
      }
    }
    const municipios: BundleRegiao['municipios'] = [];
    const fromDetail = asArray(detail.municipios) ?? [];
    const fromList = asArray(parseBody(municipiosA)) ?? [];
    for (const m of [...fromDetail, ...fromList]) {
      if (!isObject(m)) continue;
      const mf: string[] = [];
      const mid = parseId(m.id);
      const mnome = text(m.nome, 'nome', mf);
      if (mid === null || !mnome) {
        report.skip('municipio', `${id}/${String(m.id)}`, 'município sem id ou sem nome');
        continue;
      }
      if (municipios.some((x) => x.id === mid)) continue; // the same one from both calls
      if (usedMunicipioIds.has(mid)) {
        report.skip('municipio', mid, `id repetido: o município ${mid} já está em outra regional`);
        continue;
      }
      const ibge = codigoIbgeDe({ nome: mnome });
      if (ibge !== null && usedIbge.has(ibge)) {
        report.skip('municipio', mid, `"${mnome}" já está na regional ${usedIbge.get(ibge)} (um município pertence a uma regional só)`);
        continue;
      }
      if (mnome.length > 200) {
        report.skip('municipio', mid, 'nome com mais de 200 caracteres');
        continue;
      }
      if (!fits(MunicipioSchema, { id: mid, nome: mnome }, 'municipio', mid)) continue;
      usedMunicipioIds.add(mid);
      if (ibge !== null) usedIbge.set(ibge, id);
      municipios.push({ id: mid, nome: mnome });
      report.add('municipio', mid, mf);
    }
    for (const n of asArray(parseBody(noticiasA)) ?? []) {
      const nid = isObject(n) ? parseId(n.id) : null;
      if (nid === null) continue;
      ids.add(nid);
      if (!regionTags.has(nid)) regionTags.set(nid, new Set());
      regionTags.get(nid)?.add(id);
    }
    if (nome.length > 200) {
      report.skip('regiao', id, 'nome com mais de 200 caracteres');
      return;
    }
    const contractView = { id, nome, apoiadores: people, PresidenteRegional: presidente ? [presidente] : [], municipios };
    if (!fits(RegiaoDetailSchema, contractView, 'regiao', id)) return;
    regioes.push({ id, nome, presidente, apoiadores: people, municipios });
    report.add('regiao', id, fixes);
  });
  // Supporters the region's detail does not list, from /api/apoiadoresRegionais (matched by the region's name).
  for (const a of apoiadoresRaw ?? []) {
    if (!isObject(a)) continue;
    const regionName =
      isObject(a.ApoiadorRegional) && isObject(a.ApoiadorRegional.Regional)
        ? cleanText(a.ApoiadorRegional.Regional.nome, '')?.value
        : undefined;
    const region = regioes.find((r) => r.nome === regionName);
    const pf: string[] = [];
    const v = pessoa({ nome: a.nome, telefone: null, email: a.email ?? null }, 'apoiador', pf);
    if (!region || !v) continue;
    if (region.apoiadores.some((p) => p.nome === v.nome) || region.presidente?.nome === v.nome) continue;
    region.apoiadores.push(v);
    report.add('pessoa', `${region.id}/${v.nome}`, [...pf, 'só na lista de apoiadores regionais: acrescentado à regional (sem telefone)']);
  }
  const knownRegions = new Set(regioes.map((r) => r.id));

  // ── News ──────────────────────────────────────────────────────────────────────────────────────
  if (ids.size > MAX_NEWS) throw new FatalError(`a origem lista mais de ${MAX_NEWS} notícias: acima do limite da migração`);
  const newsIds = [...ids].sort((a, b) => a - b);
  type BundleNoticia = Bundle['noticias'][number];
  const noticias: (BundleNoticia & { fixes: string[]; bodyImages: ReturnType<typeof bodyImage>[] })[] = [];
  // Each detail is read into its record as soon as it arrives: memory holds records, not answers.
  const processNoticia = (id: number, answer: HttpAnswer | Error): void => {
    if (answer instanceof Error) {
      report.skip('noticia', id, `detalhe não lido: ${answer.message}`);
      return;
    }
    if (answer?.status !== 200) {
      report.skip('noticia', id, `a origem respondeu ${answer?.status} ao detalhe`);
      return;
    }
    const body = parseBody(answer);
    const n = isObject(body) && isObject(body.data) && isObject(body.data.response) ? body.data.response : null;
    if (!n) {
      report.skip('noticia', id, 'o detalhe não tem data.response (fora do contrato)');
      return;
    }
    const fixes: string[] = [];
    const title = text(n.title, 'title', fixes);
    if (!title) {
      report.skip('noticia', id, 'sem título');
      return;
    }
    const dataPublicao = date(n.data_publicao, 'data_publicao', fixes);
    let dataCriacao = date(n.data_criacao, 'data_criacao', fixes);
    if (!dataPublicao) {
      report.skip('noticia', id, `data de publicação ilegível: ${JSON.stringify(n.data_publicao)?.slice(0, 60)}`);
      return;
    }
    if (!dataCriacao) {
      fixes.push('data_criacao ilegível: usada a data de publicação');
      dataCriacao = dataPublicao;
    }
    let conteudo = typeof n.conteudo === 'string' ? n.conteudo : '';
    if (typeof n.conteudo !== 'string') fixes.push('conteudo ausente: notícia sem corpo');
    conteudo = conteudo.replaceAll('\u0000', '');
    const escritorRaw = isObject(n.escritor) ? n.escritor.nome : typeof n.escritor === 'string' ? n.escritor : null;
    const escritor = nullableText(escritorRaw, 'escritor', fixes) || null;
    const regioesTag = new Set<number>();
    for (const r of asArray(n.regioesNoticias) ?? []) {
      const rid = isObject(r) ? parseId(r.id) : parseId(r);
      if (rid === null) continue;
      if (knownRegions.has(rid)) regioesTag.add(rid);
      else fixes.push(`região ${rid} não migrada: marcação removida`);
    }
    for (const rid of regionTags.get(id) ?? []) if (knownRegions.has(rid)) regioesTag.add(rid);
    const materia: BundleNoticia['materia'] = [];
    for (const m of asArray(n.materia) ?? []) {
      if (!isObject(m)) continue;
      const tipo = typeof m.tipo === 'string' ? m.tipo.trim() : '';
      const value = typeof m.value === 'string' ? m.value : typeof m.value === 'number' ? String(m.value) : '';
      if (!tipo || tipo.length > 50 || value.length > 10_000) {
        fixes.push('bloco de matéria fora do formato removido');
        continue;
      }
      const isImage = tipo === MAIN_IMAGE_BLOCK || value.startsWith(FALLBACK_IMAGE_PREFIX);
      const v = isImage ? value.trim() : value;
      if (isImage && v !== value) fixes.push(`materia: espaços nas pontas do nome de arquivo "${value}" removidos`);
      materia.push({ tipo, value: v });
    }
    const imageField = (field: 'banner_image' | 'destaque_image', inList: boolean): string | null => {
      const raw = typeof n[field] === 'string' ? (n[field] as string).trim() : null;
      if (!inList) {
        if (raw) fixes.push(`${field} ignorado: a notícia não está ${field === 'banner_image' ? 'no banner' : 'nos destaques'} da origem`);
        return null;
      }
      if (raw) return raw;
      const main = materia.find((m) => m.tipo === MAIN_IMAGE_BLOCK)?.value;
      fixes.push(
        `${field} vazio numa notícia ${field === 'banner_image' ? 'do banner' : 'dos destaques'}: usada ${main ? 'a imagem principal' : DEFAULT_IMAGE}`,
      );
      return main || DEFAULT_IMAGE;
    };
    const banner_image = imageField('banner_image', bannerIds.has(id));
    const destaque_image = imageField('destaque_image', destaqueIds.has(id));
    const contractView = {
      id,
      title,
      sub_title: nullableText(n.sub_title, 'sub_title', fixes),
      data_criacao: dataCriacao,
      data_publicao: dataPublicao,
      conteudo,
      regioesNoticias: [...regioesTag].map((rid) => ({ id: rid, nome: '' })),
      materia,
      escritor: escritor ? { nome: escritor } : null,
      banner_image,
      destaque_image,
    };
    const problem = schemaProblems(ContractNoticiaSchema, contractView);
    if (
      problem ||
      title.length > 1000 ||
      (contractView.sub_title?.length ?? 0) > 1000 ||
      conteudo.length > 500_000 ||
      (escritor?.length ?? 0) > 200
    ) {
      report.skip('noticia', id, `fora do formato: ${problem ?? 'texto longo demais'}`);
      return;
    }
    // Body images, read once now (the sanitiser's parse); rewritten after the downloads.
    const bodyImages: ReturnType<typeof bodyImage>[] = [];
    sanitizeNewsHtml(conteudo, (src) => {
      const ref = bodyImage(src);
      if (ref) {
        bodyImages.push(ref);
        wantImage(ref.name, ref.kind);
      }
      return null;
    });
    for (const name of [
      banner_image,
      destaque_image,
      ...materia.filter((m) => m.tipo === MAIN_IMAGE_BLOCK || m.value.startsWith(FALLBACK_IMAGE_PREFIX)).map((m) => m.value),
    ])
      if (name) wantImage(name);
    noticias.push({
      id,
      title,
      sub_title: contractView.sub_title,
      data_criacao: dataCriacao,
      data_publicao: dataPublicao,
      conteudo,
      escritor,
      regioes: [...regioesTag].sort((a, b) => a - b),
      materia,
      banner_image,
      destaque_image,
      fixes,
      bodyImages,
    });
  };
  progress.start('Lendo as notícias', newsIds.length);
  await Promise.all(
    newsIds.map((id) =>
      counted(
        client.get(`/api/noticia/${id}`, MAX_DETAIL_BYTES).then(
          (a) => processNoticia(id, a),
          (err: Error) => processNoticia(id, err),
        ),
      ),
    ),
  );
  progress.finishLine();
  noticias.sort((a, b) => a.id - b.id);

  // ── Team, board, legal documents, publications ────────────────────────────────────────────────
  const grouped = <F extends string>(raw: unknown, tipo: 'grupo-equipe' | 'cargo-diretoria', field: F) => {
    const out: { key: string; membros: ({ nome: string } & Record<F, string>)[]; fixes: string[] }[] = [];
    if (!isObject(raw)) throw new FatalError(`${tipo === 'grupo-equipe' ? '/api/equipe' : '/api/diretoria'}: a resposta não é um objeto`);
    for (const [k, members] of Object.entries(raw)) {
      const fixes: string[] = [];
      const key = k.trim().replace(/\s+/g, '_');
      if (key !== k) fixes.push(`nome "${k}" escrito como "${key}" (palavras unidas por _)`);
      if (!key || key.length > 200) {
        report.skip(tipo, k, 'nome vazio ou longo demais');
        continue;
      }
      const arr = asArray(members);
      if (!arr) {
        report.skip(tipo, k, 'membros não são uma lista');
        continue;
      }
      const membros: ({ nome: string } & Record<F, string>)[] = [];
      arr.forEach((m, j) => {
        if (!isObject(m)) return;
        const nome = text(m.nome, `membros[${j}].nome`, fixes);
        if (!nome || nome.length > 200) {
          fixes.push(`membro ${j + 1} sem nome (ou longo demais) deixado de fora`);
          return;
        }
        let extra = m[field] === null || m[field] === undefined ? '' : (text(m[field], `membros[${j}].${field}`, fixes) ?? '');
        if (m[field] === null) fixes.push(`membros[${j}].${field}: nulo gravado como vazio`);
        if (extra.length > 200) extra = extra.slice(0, 200);
        const member = { nome, [field]: extra } as { nome: string } & Record<F, string>;
        if (schemaProblems(field === 'email' ? MembroEquipeSchema : MembroDiretoriaSchema, member)) {
          fixes.push(`membro ${j + 1} fora do contrato deixado de fora`);
          return;
        }
        membros.push(member);
      });
      const same = out.find((g) => g.key === key);
      if (same) {
        same.membros.push(...membros);
        same.fixes.push(`nome repetido "${k}": membros juntados ao grupo "${key}"`, ...fixes);
      } else out.push({ key, membros, fixes });
    }
    for (const g of out) report.add(tipo, g.key, g.fixes);
    return out;
  };
  const equipe = grouped(equipeRaw, 'grupo-equipe', 'email').map((g) => ({ grupo: g.key, membros: g.membros }));
  const diretoria = grouped(diretoriaRaw, 'cargo-diretoria', 'sms').map((g) => ({ cargo: g.key, membros: g.membros }));

  // Documents: a link to a PDF on the source's host is downloaded into arquivos/; other links stay.
  interface DocWant {
    url: URL;
    name: string;
  }
  const docWants = new Map<string, DocWant>(); // url → want
  /** A link of the source: kept, made absolute, or refused (null + reason). */
  const linkOf = (raw: unknown, fixes: string[]): { link: string; doc?: DocWant } | { refused: string } => {
    const t = text(raw, 'link', fixes);
    if (!t) return { refused: 'sem link' };
    const url = client.resolve(t);
    if (url && (url.pathname.startsWith('/arquivo/') || /\.pdf$/i.test(url.pathname))) {
      const last = url.pathname.split('/').pop() ?? '';
      let name = last;
      try {
        name = decodeURIComponent(last);
      } catch {
        // an invalid percent sequence: safeFileName replaces what is left
      }
      const want = docWants.get(url.href) ?? { url, name };
      docWants.set(url.href, want);
      return { link: t, doc: want };
    }
    if (checkLink(t) === null) return { link: t };
    // A relative path of the source ("uploads/x.doc") becomes its absolute address.
    if (url) {
      fixes.push(`link relativo "${t}" escrito como ${url.href}`);
      return { link: url.href };
    }
    return { refused: `link não permitido (${checkLink(t)})` };
  };
  interface Doc {
    secao: SecaoJuridico;
    date: string;
    desc: string;
    link: string;
    doc?: DocWant;
    fixes: string[];
    id: string;
  }
  const juridico: Doc[] = [];
  SECOES_JURIDICO.forEach((secao, s) => {
    const items = juridicoRaw[s] ?? [];
    // The API lists newest first (date, then id): written oldest first, the new ids keep the tie order.
    [...items].reverse().forEach((d, r) => {
      const id = `${secao}/${items.length - r}`;
      if (!isObject(d)) {
        report.skip('documento-juridico', id, 'não é um objeto');
        return;
      }
      const fixes: string[] = [];
      const dt = date(d.date, 'date', fixes);
      const desc = text(d.desc, 'desc', fixes);
      if (!dt) {
        report.skip('documento-juridico', id, `data ilegível: ${JSON.stringify(d.date)?.slice(0, 60)}`);
        return;
      }
      if (!desc || desc.length > 1000) {
        report.skip('documento-juridico', id, 'sem descrição (ou longa demais)');
        return;
      }
      const l = linkOf(d.link, fixes);
      if ('refused' in l) {
        report.skip('documento-juridico', id, l.refused);
        return;
      }
      if (!fits(DocumentoJuridicoSchema, { date: dt, desc, link: l.link }, 'documento-juridico', id)) return;
      juridico.push({ secao, date: dt, desc, link: l.link, doc: l.doc, fixes, id });
    });
  });
  interface Pub {
    title: string;
    link: string;
    last_update: string;
    doc?: DocWant;
    fixes: string[];
    id: string;
  }
  const publicacoes: Pub[] = [];
  (publicacoesRaw ?? []).forEach((p, i) => {
    const id = String(i + 1);
    if (!isObject(p)) {
      report.skip('publicacao', id, 'não é um objeto');
      return;
    }
    const fixes: string[] = [];
    const title = text(p.title, 'title', fixes);
    const lu = date(p.last_update, 'last_update', fixes);
    if (!title || title.length > 1000) {
      report.skip('publicacao', id, 'sem título (ou longo demais)');
      return;
    }
    if (!lu) {
      report.skip('publicacao', id, `data ilegível: ${JSON.stringify(p.last_update)?.slice(0, 60)}`);
      return;
    }
    const l = linkOf(p.link, fixes);
    if ('refused' in l) {
      report.skip('publicacao', id, l.refused);
      return;
    }
    if (!fits(PublicacaoSchema, { title, link: l.link, last_update: lu }, 'publicacao', id)) return;
    publicacoes.push({ title, link: l.link, last_update: lu, doc: l.doc, fixes, id });
  });

  // ── The product's own calls, when the source answers them ─────────────────────────────────────
  const presidentes: { name: string; image: string; date: string; alt: string | null; fixes: string[] }[] = [];
  (presidentesRaw ?? []).forEach((p, i) => {
    if (!isObject(p)) return;
    const fixes: string[] = [];
    const name = text(p.name, 'name', fixes);
    const image = text(p.image, 'image', fixes);
    const d = text(p.date, 'date', fixes);
    if (!name || !image || !d || name.length > 200 || d.length > 100) {
      report.skip('presidente', i + 1, 'sem nome, foto ou período');
      return;
    }
    wantImage(image);
    const alt = typeof p.alt === 'string' && p.alt.trim() && p.alt !== altPadraoDoRetrato({ name, date: d }) ? p.alt.slice(0, 500) : null;
    if (!fits(PresidenteSchema, { name, image, date: d, alt: alt ?? altPadraoDoRetrato({ name, date: d }) }, 'presidente', name)) return;
    presidentes.push({ name, image, date: d, alt, fixes });
  });
  const parceiros: { nome: string; imagem: string; link: string; fixes: string[] }[] = [];
  (parceirosRaw ?? []).forEach((p, i) => {
    if (!isObject(p)) return;
    const fixes: string[] = [];
    const nome = text(p.nome, 'nome', fixes);
    const imagem = text(p.imagem, 'imagem', fixes);
    const link = text(p.link, 'link', fixes);
    if (!nome || !imagem || !link || nome.length > 200) {
      report.skip('parceiro', i + 1, 'sem nome, imagem ou link');
      return;
    }
    const problem = checkLink(link);
    if (problem) {
      report.skip('parceiro', nome, `link não permitido (${problem})`);
      return;
    }
    wantImage(imagem);
    if (!fits(ParceiroSchema, { nome, imagem, link }, 'parceiro', nome)) return;
    parceiros.push({ nome, imagem, link, fixes });
  });
  const linksUteis: Bundle['linksUteis'] = [];
  (linksRaw ?? []).forEach((l, i) => {
    if (!isObject(l)) return;
    const fixes: string[] = [];
    const nome = text(l.nome, 'nome', fixes);
    const link = text(l.link, 'link', fixes);
    if (!nome || !link || nome.length > 200) {
      report.skip('link-util', i + 1, 'sem nome ou link');
      return;
    }
    const problem = checkLink(link);
    if (problem) {
      report.skip('link-util', nome, `link não permitido (${problem})`);
      return;
    }
    if (!fits(LinkUtilSchema, { nome, link }, 'link-util', nome)) return;
    linksUteis.push({ nome, link });
    report.add('link-util', nome, fixes);
  });
  // The product's own lists: a source that only answers the contract (the current site) has none.
  for (const [call, raw, tipo] of [
    ['/api/presidentes', presidentesRaw, 'presidente'],
    ['/api/parceiros', parceirosRaw, 'parceiro'],
    ['/api/links-uteis', linksRaw, 'link-util'],
  ] as const) {
    if (raw === undefined)
      report.skip(tipo, call, 'a origem não responde a esta chamada (fora do contrato): a lista começa vazia; preencha-a na área restrita');
  }
  const blocos: Bundle['blocos'] = [];
  CHAVES_BLOCOS.forEach((chave, i) => {
    const dados = blocosRaw[i];
    // A block at its starting values is left out: the new site shows the same, and its back office
    // does not count it as edited.
    if (dados === undefined || isDeepStrictEqual(dados, BLOCOS_PADRAO[chave])) return;
    const problems = problemasDoBloco(chave, dados);
    if (problems.length) {
      report.skip('bloco', chave, `fora do formato: ${problems.slice(0, 3).join('; ')}`);
      return;
    }
    blocos.push({ chave: chave as never, dados });
    report.add('bloco', chave);
  });
  const focos = new Map<string, { x: number; y: number }>();
  for (const f of focosRaw ?? []) {
    if (!isObject(f) || typeof f.imagem !== 'string') continue;
    const x = Number(f.x);
    const y = Number(f.y);
    if (schemaProblems(FocoImagemSchema, { imagem: f.imagem, x, y }) === null) focos.set(f.imagem, { x, y });
  }
  let logo: { id: number; imagem: string } | null = null;
  if (isObject(logoAtiva)) {
    const id = parseId(logoAtiva.id);
    const imagem = typeof logoAtiva.imagem === 'string' ? logoAtiva.imagem.trim() : '';
    if (id !== null && imagem) {
      if (fits(LogoSchema, { id, imagem }, 'logo', id)) {
        logo = { id, imagem };
        wantImage(imagem, 'logo');
      }
    } else report.skip('logo', String(logoAtiva.id), 'logo ativo sem id ou sem imagem');
  }

  // ── Downloads ─────────────────────────────────────────────────────────────────────────────────
  await fs.mkdir(path.join(temp, 'images'));
  await fs.mkdir(path.join(temp, 'arquivos'));
  const taken = new Set<string>();
  /** original (per kind) → the name in images/, or null when it could not be migrated. */
  const finalImage = new Map<string, string | null>();
  const decodeQueue = new TaskQueue(2);
  const writeInto = async (folder: 'images' | 'arquivos', name: string, data: Buffer) => {
    // Belt and braces: a name that passed FILE_NAME has no separator, but the path is checked too.
    const dir = path.join(temp, folder);
    const file = path.resolve(dir, name);
    if (!FILE_NAME.test(name) || path.dirname(file) !== dir) throw new FatalError(`nome de arquivo inseguro: ${name}`);
    await fs.writeFile(file, data, { flag: 'wx' });
  };
  /** Downloads one file; its bytes, or why not. */
  const download = async (address: string, kind: 'image' | 'pdf'): Promise<Buffer | string> => {
    let answer: Awaited<ReturnType<HttpClient['get']>>;
    try {
      answer = await client.get(address, MAX_FILE_BYTES);
    } catch (err) {
      return (err as Error).message;
    }
    if (answer.status !== 200) return `a origem respondeu ${answer.status}`;
    const mime = sniffMime(answer.body);
    if (kind === 'pdf') return mime === 'application/pdf' ? answer.body : 'não é um PDF';
    if (!mime || mime === 'application/pdf') return 'não é uma imagem JPEG, PNG, WebP, GIF ou AVIF';
    const problem = await decodeQueue.run(() => checkImage(answer.body, mime));
    return problem ?? answer.body;
  };
  // Regular images first, in name order (names are given in this order when two collide), then logos.
  const wants = [...imageWants.values()].sort((a, b) =>
    a.kind === b.kind ? a.original.localeCompare(b.original) : a.kind === 'image' ? -1 : 1,
  );
  progress.start('Baixando as imagens', wants.length);
  const imageBytes = new Map<string, Buffer>(); // final name → bytes, only to compare a logo with an image of the same name
  const results = await Promise.all(
    wants.map((w) => counted(download(`/image/${w.kind === 'logo' ? 'logo/' : ''}${encodeURIComponent(w.original)}`, 'image'))),
  );
  progress.finishLine();
  for (const [i, w] of wants.entries()) {
    const result = results[i] as Buffer | string;
    const key = `${w.kind}:${w.original}`;
    if (typeof result === 'string') {
      finalImage.set(key, null);
      if (w.original === DEFAULT_IMAGE && w.kind === 'image') continue; // reported below, with the fallback
      report.skip('imagem', `${w.kind === 'logo' ? 'logo/' : ''}${w.original}`, `${result}: as referências passam a ${DEFAULT_IMAGE}`);
      continue;
    }
    // A logo whose name is also an image's: the same file if the bytes agree, else a name of its own.
    if (w.kind === 'logo' && taken.has(w.original.toLowerCase())) {
      const same = finalImage.get(`image:${w.original}`);
      if (same && imageBytes.get(same)?.equals(result)) {
        finalImage.set(key, same);
        continue;
      }
    }
    const fixes: string[] = [];
    const name = safeFileName(w.original, taken);
    if (!name) {
      finalImage.set(key, null);
      report.skip('imagem', w.original, `nome de arquivo inutilizável: as referências passam a ${DEFAULT_IMAGE}`);
      continue;
    }
    if (name !== w.original)
      fixes.push(
        `nome de arquivo "${w.original}" trocado por "${name}" (${FILE_NAME.test(w.original) ? 'nome repetido' : 'caracteres não permitidos'})`,
      );
    await writeInto('images', name, result);
    finalImage.set(key, name);
    if (w.kind === 'image') imageBytes.set(name, result);
    report.add('imagem', `${w.kind === 'logo' ? 'logo/' : ''}${w.original}`, fixes);
  }
  // Default.jpg: the news' image of last resort; the bundle must have it.
  if (!finalImage.get(`image:${DEFAULT_IMAGE}`)) {
    await writeInto('images', DEFAULT_IMAGE, await fs.readFile(path.join(fallbackDir, 'images', DEFAULT_IMAGE)));
    finalImage.set(`image:${DEFAULT_IMAGE}`, DEFAULT_IMAGE);
    report.add('imagem', DEFAULT_IMAGE, ['a origem não tem Default.jpg: usada a imagem padrão do produto']);
  }
  /** The name to write in a record for an image of the source (Default.jpg when it was not migrated). */
  const imageName = (original: string, kind: 'image' | 'logo', fixes: string[], field: string): string => {
    const name = finalImage.get(`${kind}:${original}`);
    if (name === original) return name;
    if (name) {
      fixes.push(`${field}: imagem "${original}" renomeada para "${name}"`);
      return name;
    }
    fixes.push(`${field}: imagem "${original}" não encontrada na origem: trocada por ${DEFAULT_IMAGE}`);
    return DEFAULT_IMAGE;
  };

  // Documents, then the statute.
  const docList = [...docWants.values()];
  docList.push({ url: client.resolve('/arquivo/estatuto.pdf') as URL, name: 'estatuto.pdf' });
  progress.start('Baixando os documentos', docList.length);
  const docResults = await Promise.all(docList.map((d) => counted(download(d.url.href, 'pdf'))));
  progress.finishLine();
  const finalDoc = new Map<string, string>(); // url → name in arquivos/
  const docTaken = new Set<string>(['estatuto.pdf']);
  const estatutoResult = docResults.pop() as Buffer | string;
  docList.pop();
  for (const [i, d] of docList.entries()) {
    const result = docResults[i] as Buffer | string;
    if (typeof result === 'string') {
      report.skip('documento', d.url.pathname, `${result}: o link passa a apontar para a origem (${d.url.href})`);
      continue;
    }
    if (d.name === 'estatuto.pdf' && typeof estatutoResult !== 'string' && result.equals(estatutoResult)) {
      finalDoc.set(d.url.href, 'estatuto.pdf');
      continue;
    }
    const name = safeFileName(d.name || 'documento.pdf', docTaken);
    if (!name) {
      report.skip('documento', d.url.pathname, `nome de arquivo inutilizável: o link passa a apontar para a origem (${d.url.href})`);
      continue;
    }
    await writeInto('arquivos', name, result);
    finalDoc.set(d.url.href, name);
    report.add('documento', d.url.pathname, name !== d.name ? [`nome de arquivo "${d.name}" trocado por "${name}"`] : []);
  }
  if (typeof estatutoResult === 'string') {
    await writeInto('arquivos', 'estatuto.pdf', await fs.readFile(path.join(fallbackDir, 'arquivos', 'estatuto.pdf')));
    report.add('documento', '/arquivo/estatuto.pdf', [
      `a origem não serviu /arquivo/estatuto.pdf (${estatutoResult}): usado o estatuto de exemplo do produto — troque-o na área restrita (Estatuto)`,
    ]);
  } else {
    await writeInto('arquivos', 'estatuto.pdf', estatutoResult);
    report.add('documento', '/arquivo/estatuto.pdf');
  }
  const docLink = (item: { link: string; doc?: DocWant; fixes: string[] }) => {
    if (!item.doc) return item.link;
    const name = finalDoc.get(item.doc.url.href);
    const link = name ? `/arquivo/${name}` : item.doc.url.href;
    if (link !== item.link)
      item.fixes.push(name ? `link "${item.link}" aponta para o arquivo migrado ${link}` : `documento não baixado: link ${link}`);
    return link;
  };

  // ── The records, with their files' final names ───────────────────────────────────────────────
  const out: Omit<Bundle, 'images' | 'arquivos'> = {
    meta: {
      formato: 1,
      nome: `Conteúdo migrado de ${client.resolve('/')?.host}`,
      descricao: `Migrado de ${client.resolve('/')?.href} por "npm run content -- migrar" em ${new Date().toISOString()}.`,
      demonstracao: false,
    },
    regioes,
    noticias: [],
    equipe,
    diretoria,
    juridico: [],
    publicacoes: [],
    presidentes: [],
    logos: [],
    parceiros: [],
    linksUteis,
    midia: [],
    blocos,
    // The old site has no agenda (issue 30: the migration ignores what it does not have).
    eventos: [],
    // The old site has no CIB-SUS/MG deliberations (issue 30).
    deliberacoes: [],
  };
  if (siteInfo !== undefined) {
    if (schemaProblems(SiteInfoSchema, siteInfo) === null) {
      const s = siteInfo as Static<typeof SiteInfoSchema>;
      const nome = s.nome.trim().slice(0, 200);
      if (nome) out.meta.nome = nome;
      out.meta.demonstracao = s.demonstracao;
      if (s.importado_em && parseDate(s.importado_em, '')?.fix === undefined) out.meta.importado_em = s.importado_em;
      report.add('site', '/api/site');
    } else report.skip('site', '/api/site', 'fora do formato: nome e data de importação não migrados');
  }
  for (const n of noticias) {
    const { fixes, bodyImages, ...record } = n;
    for (const block of record.materia)
      if (block.tipo === MAIN_IMAGE_BLOCK || block.value.startsWith(FALLBACK_IMAGE_PREFIX))
        block.value = imageName(block.value, 'image', fixes, 'materia');
    if (record.banner_image) record.banner_image = imageName(record.banner_image, 'image', fixes, 'banner_image');
    if (record.destaque_image) record.destaque_image = imageName(record.destaque_image, 'image', fixes, 'destaque_image');
    const clean = sanitizeNewsHtml(record.conteudo, (src) => {
      const ref = bodyImage(src);
      if (!ref) return null;
      const name = imageName(ref.name, ref.kind, fixes, 'conteudo');
      const wanted = `/image/${name}${name === ref.name ? ref.suffix : ''}`;
      return wanted === src ? null : { src: wanted };
    });
    if (clean !== record.conteudo) fixes.push('conteudo: HTML sanitizado (estilos, <font>, scripts e atributos fora da lista removidos)');
    record.conteudo = clean;
    out.noticias.push(record);
    report.add('noticia', record.id, [...new Set(fixes)]);
  }
  out.noticias.sort((a, b) => a.id - b.id);
  for (const d of juridico) {
    const link = docLink(d);
    out.juridico.push({ secao: d.secao as never, date: d.date, desc: d.desc, link });
    report.add('documento-juridico', d.id, d.fixes);
  }
  for (const p of publicacoes) {
    const link = docLink(p);
    out.publicacoes.push({ title: p.title, link, last_update: p.last_update });
    report.add('publicacao', p.id, p.fixes);
  }
  const alts = new Map<string, string>();
  for (const p of presidentes) {
    const image = imageName(p.image, 'image', p.fixes, 'image');
    out.presidentes.push({ name: p.name, image, date: p.date });
    if (p.alt && image !== DEFAULT_IMAGE) alts.set(image, p.alt);
    report.add('presidente', p.name, p.fixes);
  }
  for (const p of parceiros) {
    out.parceiros.push({ nome: p.nome, imagem: imageName(p.imagem, 'image', p.fixes, 'imagem'), link: p.link });
    report.add('parceiro', p.nome, p.fixes);
  }
  if (logo) {
    const fixes: string[] = [];
    out.logos.push({ id: logo.id, imagem: imageName(logo.imagem, 'logo', fixes, 'imagem'), ativa: true });
    report.add('logo', logo.id, fixes);
  }
  // Alternative texts and focal points (the media library), for images that were migrated.
  const midia = new Map<string, Bundle['midia'][number]>();
  for (const [image, alt] of alts) midia.set(image, { nome: image, alt, foco_x: null, foco_y: null });
  for (const [original, f] of focos) {
    const name = finalImage.get(`image:${original}`);
    if (!name) continue;
    const entry = midia.get(name) ?? { nome: name, alt: null, foco_x: null, foco_y: null };
    midia.set(name, { ...entry, foco_x: f.x, foco_y: f.y });
  }
  out.midia = [...midia.values()].sort((a, b) => a.nome.localeCompare(b.nome));

  const files: [string, unknown][] = [
    ['meta.json', out.meta],
    ['regioes.json', out.regioes],
    ['equipe.json', out.equipe],
    ['diretoria.json', out.diretoria],
    ['juridico.json', out.juridico],
    ['publicacoes.json', out.publicacoes],
    ['presidentes.json', out.presidentes],
    ['logos.json', out.logos],
    ['parceiros.json', out.parceiros],
    ['links-uteis.json', out.linksUteis],
  ];
  if (out.midia.length) files.push(['midia.json', out.midia]);
  if (out.blocos.length) files.push(['blocos.json', out.blocos]);
  for (const [name, data] of files) await fs.writeFile(path.join(temp, name), `${JSON.stringify(data, null, 2)}\n`, { flag: 'wx' });
  // The news as an export writes them: one noticias.json, or noticias/0001.json… past one part,
  // so that a large site's archive stays within the 20 MB of every file (docs/decisions/055).
  const noticiaFiles = noticiasFiles(out.noticias);
  if (noticiaFiles.length > 1) await fs.mkdir(path.join(temp, NOTICIAS_DIR));
  for (const [name, text] of noticiaFiles) await fs.writeFile(path.join(temp, name), text, { flag: 'wx' });
}
