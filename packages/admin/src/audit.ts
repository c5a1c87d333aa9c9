/** The audit log's one writer (table `auditoria`, append-only: migration 0005). */
import {
  type AuditoriaPort,
  EVENTOS_POR_PAGINA_AUDITORIA,
  type EventoAuditoria,
  type FiltrosAuditoria,
  type PaginaAuditoria,
  pode,
  type Requisitante,
  type SessaoAtual,
} from '@cosems/contracts';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { type Db, tables } from '@cosems/db';
import { type SQL, and, asc, count, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';

export interface AuditEvent {
  acao: string;
  usuario?: { id: number; email: string } | null;
  /** For events without an account (a failed sign-in with an unknown e-mail): what was typed. */
  email?: string;
  endereco?: string;
  objetoTipo?: string;
  objetoId?: string | number;
  antes?: unknown;
  depois?: unknown;
}

/**
 * Texts longer than this go to the log as their SHA-256 and length, not in full: a news body of up
 * to 500,000 characters, before and after, on every save, grew the database by tens of megabytes
 * per minute of autosaves (issue 25, item 7). The log still tells that the text changed, and
 * whether two events saw the same text; the revisions keep the texts themselves.
 */
export const AUDITORIA_TEXTO_MAX = 1_000;

export interface TextoResumido {
  sha256: string;
  caracteres: number;
}

export function summarizeTexto(texto: string): TextoResumido {
  return { sha256: createHash('sha256').update(texto).digest('hex'), caracteres: texto.length };
}

/** The event's values with every long text (at any depth) summarised; the rest stays in clear. */
function summarizeTextosLongos(valor: unknown): unknown {
  if (typeof valor === 'string') return valor.length > AUDITORIA_TEXTO_MAX ? summarizeTexto(valor) : valor;
  if (Array.isArray(valor)) return valor.map(summarizeTextosLongos);
  if (valor !== null && typeof valor === 'object' && !(valor instanceof Date))
    return Object.fromEntries(Object.entries(valor).map(([k, v]) => [k, summarizeTextosLongos(v)]));
  return valor;
}

export async function recordAudit(db: Db, event: AuditEvent, now: Date): Promise<void> {
  await db.insert(tables.auditoria).values({
    em: now,
    acao: event.acao,
    usuarioId: event.usuario?.id ?? null,
    usuarioEmail: (event.usuario?.email ?? event.email ?? null)?.slice(0, 320) ?? null,
    endereco: event.endereco ?? null,
    objetoTipo: event.objetoTipo ?? null,
    objetoId: event.objetoId === undefined ? null : String(event.objetoId),
    antes: summarizeTextosLongos(event.antes ?? null),
    depois: summarizeTextosLongos(event.depois ?? null),
  });
}

/**
 * Reading the log (/admin/auditoria): newest first, filtered by person, object and days (Brasília
 * time), 50 per page. Only for those the roles' table lets read it.
 */
export class Auditoria implements AuditoriaPort {
  constructor(private readonly db: Db) {}

  async listar(sessao: SessaoAtual, filtros: FiltrosAuditoria): Promise<PaginaAuditoria | 'proibido'> {
    if (sessao.etapa !== 'completa' || !pode(sessao.usuario.papel, 'auditoria.ver')) return 'proibido';
    const a = tables.auditoria;
    const condicao = condicaoDe(filtros);
    const [[{ n } = { n: 0 }], pessoas] = await Promise.all([
      this.db.select({ n: count() }).from(a).where(condicao),
      this.db.selectDistinct({ email: a.usuarioEmail }).from(a).where(isNotNull(a.usuarioEmail)).orderBy(asc(a.usuarioEmail)).limit(500),
    ]);
    const paginas = Math.max(1, Math.ceil(n / EVENTOS_POR_PAGINA_AUDITORIA));
    const pagina = Math.min(Math.max(1, filtros.pagina), paginas);
    const rows = await this.db
      .select()
      .from(a)
      .where(condicao)
      .orderBy(desc(a.id))
      .limit(EVENTOS_POR_PAGINA_AUDITORIA)
      .offset((pagina - 1) * EVENTOS_POR_PAGINA_AUDITORIA);
    const titulos = await this.titulos(rows);
    return {
      eventos: rows.map((r) => ({
        id: r.id,
        em: r.em.toISOString(),
        usuario: r.usuarioEmail,
        endereco: r.endereco,
        acao: r.acao,
        objeto: r.objetoTipo ? `${r.objetoTipo}${r.objetoId ? `:${r.objetoId}` : ''}` : null,
        objetoTipo: r.objetoTipo,
        objetoId: r.objetoId,
        titulo: r.objetoTipo && r.objetoId ? (titulos.get(chave(r.objetoTipo, r.objetoId)) ?? null) : null,
        mudancas: mudancas(r.antes, r.depois),
      })),
      total: n,
      pagina,
      paginas,
      pessoas: pessoas.flatMap((p) => (p.email ? [p.email] : [])),
    };
  }

  /**
   * The names of the items a page of events is about (at most one page's worth, so a few bounded
   * reads): a news item's and an account's current title from their tables; a media file is its
   * name; anything else (and a deleted news item or account) takes the newest title the log itself
   * recorded for it, in the event or an earlier one (auditoria_objeto_idx).
   */
  private async titulos(rows: readonly (typeof tables.auditoria.$inferSelect)[]): Promise<Map<string, string>> {
    const achados = new Map<string, string>();
    const faltam = new Map<string, { tipo: string; id: string }>();
    for (const r of rows) {
      if (!r.objetoTipo || !r.objetoId) continue;
      const k = chave(r.objetoTipo, r.objetoId);
      if (r.objetoTipo === 'midia') achados.set(k, r.objetoId);
      else faltam.set(k, { tipo: r.objetoTipo, id: r.objetoId });
    }
    const ids = (tipo: string) =>
      [...faltam.values()].flatMap((o) => (o.tipo === tipo && /^[1-9][0-9]{0,8}$/.test(o.id) ? [Number(o.id)] : []));
    // The kinds whose current name is one indexed read away (a regional is "Regional Alfenas").
    const tabelas = [
      ['noticia', tables.noticias, tables.noticias.title, ''],
      ['usuario', tables.usuarios, tables.usuarios.nome, ''],
      ['regional', tables.regioes, tables.regioes.nome, 'Regional '],
    ] as const;
    const lidos = await Promise.all(
      tabelas.map(([tipo, tabela, coluna]) => {
        const lista = ids(tipo);
        return lista.length ? this.db.select({ id: tabela.id, titulo: coluna }).from(tabela).where(inArray(tabela.id, lista)) : [];
      }),
    );
    tabelas.forEach(([tipo, , , prefixo], i) => {
      for (const l of lidos[i] ?? []) {
        achados.set(chave(tipo, String(l.id)), `${prefixo}${l.titulo}`);
        faltam.delete(chave(tipo, String(l.id)));
      }
    });
    if (faltam.size === 0) return achados;
    const a = tables.auditoria;
    const titulo = sql<string | null>`coalesce(${sql.join(
      CAMPOS_DE_TITULO.flatMap((c) => [sql`${a.depois}->>${c}`, sql`${a.antes}->>${c}`]),
      sql`, `,
    )})`;
    const pares = sql.join(
      [...faltam.values()].map((o) => sql`(${o.tipo}, ${o.id})`),
      sql`, `,
    );
    const historico = await this.db
      .selectDistinctOn([a.objetoTipo, a.objetoId], { tipo: a.objetoTipo, id: a.objetoId, titulo })
      .from(a)
      .where(and(sql`(${a.objetoTipo}, ${a.objetoId}) in (${pares})`, sql`${titulo} is not null`))
      .orderBy(a.objetoTipo, a.objetoId, desc(a.id));
    for (const h of historico) if (h.tipo && h.id && h.titulo) achados.set(chave(h.tipo, h.id), h.titulo);
    return achados;
  }

  /**
   * The log as CSV, newest first, with the page's filters: one line per changed field (an event
   * without fields is one line), read 500 events at a time and written as the client takes them.
   * The export itself is recorded. 'proibido' as for the page.
   */
  async exportarCsv(
    sessao: SessaoAtual,
    filtros: FiltrosAuditoria,
    quem: Requisitante,
    agora = new Date(),
  ): Promise<Readable | 'proibido'> {
    if (sessao.etapa !== 'completa' || !pode(sessao.usuario.papel, 'auditoria.ver')) return 'proibido';
    const { pagina: _pagina, ...semPagina } = filtros;
    await recordAudit(
      this.db,
      { acao: 'auditoria-exportada', usuario: sessao.usuario, endereco: quem.endereco, depois: { filtros: semPagina } },
      agora,
    );
    const db = this.db;
    const a = tables.auditoria;
    const condicao = condicaoDe(filtros);
    async function* linhas() {
      // A byte-order mark: spreadsheets in Portuguese then read the accents as UTF-8.
      yield `\uFEFF${CSV_CABECALHO.join(CSV_SEPARADOR)}\r\n`;
      let antesDe: number | null = null;
      for (;;) {
        const where: SQL | undefined = antesDe === null ? condicao : and(condicao, lt(a.id, antesDe));
        const rows: (typeof a.$inferSelect)[] = await db.select().from(a).where(where).orderBy(desc(a.id)).limit(CSV_LOTE);
        if (rows.length === 0) return;
        let bloco = '';
        for (const r of rows) {
          const objeto = r.objetoTipo ? `${r.objetoTipo}${r.objetoId ? `:${r.objetoId}` : ''}` : '';
          const base = [String(r.id), emBrasilia(r.em), r.usuarioEmail ?? '', r.endereco ?? '', r.acao, objeto];
          const campos = mudancas(r.antes, r.depois);
          for (const m of campos.length ? campos : [null])
            bloco += `${[...base, m?.campo ?? '', m ? textoDoValor(m.antes) : '', m ? textoDoValor(m.depois) : ''].map(celulaCsv).join(CSV_SEPARADOR)}\r\n`;
        }
        yield bloco;
        antesDe = rows[rows.length - 1]?.id ?? null;
        if (rows.length < CSV_LOTE) return;
      }
    }
    return Readable.from(linhas(), { objectMode: false });
  }
}

const chave = (tipo: string, id: string) => `${tipo}:${id}`;

/**
 * The fields in which the events record an item's name (the types write them in either language),
 * best first: a logo is known by its image's name, and only when nothing better was recorded.
 */
const CAMPOS_DE_TITULO = ['titulo', 'title', 'nome', 'name', 'desc', 'descricao', 'imagem'];

/** Before and after, field by field (a value that is not an object counts as one field, "valor"). */
function mudancas(antes: unknown, depois: unknown): EventoAuditoria['mudancas'] {
  const obj = (v: unknown): Record<string, unknown> =>
    v === null || v === undefined ? {} : typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : { valor: v };
  const a = obj(antes);
  const d = obj(depois);
  return [...new Set([...Object.keys(a), ...Object.keys(d)])].map((campo) => ({
    campo,
    antes: a[campo] ?? null,
    depois: d[campo] ?? null,
  }));
}

function condicaoDe(filtros: FiltrosAuditoria): SQL | undefined {
  const a = tables.auditoria;
  const where: SQL[] = [];
  if (filtros.pessoa) where.push(sql`lower(${a.usuarioEmail}) = ${filtros.pessoa.toLowerCase()}`);
  if (filtros.objeto) {
    const [tipo, ...resto] = filtros.objeto.split(':');
    where.push(eq(a.objetoTipo, tipo ?? ''));
    if (resto.length) where.push(eq(a.objetoId, resto.join(':')));
  }
  if (filtros.de) where.push(gte(a.em, new Date(`${filtros.de}T00:00:00-03:00`)));
  if (filtros.ate) where.push(lt(a.em, new Date(new Date(`${filtros.ate}T00:00:00-03:00`).getTime() + 86_400_000)));
  return where.length ? and(...where) : undefined;
}

/** Semicolons: what spreadsheets in Brazil split on (the comma is the decimal mark there). */
export const CSV_SEPARADOR = ';';
export const CSV_CABECALHO = ['id', 'em (horário de Brasília)', 'pessoa', 'endereço', 'ação', 'item', 'campo', 'antes', 'depois'];
const CSV_LOTE = 500;

/** 2026-11-24 06:52:00, in Brasília: sortable as text and read as a date by spreadsheets. */
const emBrasilia = (d: Date) => d.toLocaleString('sv-SE', { timeZone: 'America/Sao_Paulo' });

const textoDoValor = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));

/**
 * One CSV cell (RFC 4180): quoted when it holds the separator, a quote or a line break. A cell that
 * a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start: "CSV injection") gets a
 * leading apostrophe, since titles and texts in the log were typed by people.
 */
export function celulaCsv(valor: string): string {
  const seguro = /^[=+\-@\t\r]/.test(valor) ? `'${valor}` : valor;
  return /[;"\r\n]/.test(seguro) ? `"${seguro.replaceAll('"', '""')}"` : seguro;
}
