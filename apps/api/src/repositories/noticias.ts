/**
 * News queries. A list is three queries whatever its length — the items, then all their blocks,
 * then all their region tags — never one query per item.
 */
import { type Noticia, type NoticiaResumo, PAGE_SIZE, type Vizinha } from '@cosems/contracts';
import { type Db, tables as t } from '@cosems/db';
import { type SQL, asc, count, desc, eq, exists, inArray, isNotNull, sql } from 'drizzle-orm';

const newestFirst = [desc(t.noticias.dataPublicao), desc(t.noticias.id)];

const resumoColumns = {
  id: t.noticias.id,
  title: t.noticias.title,
  sub_title: t.noticias.subTitle,
  data_criacao: t.noticias.dataCriacao,
  data_publicao: t.noticias.dataPublicao,
  banner_image: t.noticias.bannerImage,
  destaque_image: t.noticias.destaqueImage,
  escritorNome: t.escritores.nome,
};

/** Keeps letters (any accent), digits, spaces and hyphens: spec §5's "cleaned of special characters". */
export function cleanSearchText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
}

function byRegion(regiaoId: number): SQL {
  return exists(
    sql`(select 1 from ${t.noticiaRegioes} where ${t.noticiaRegioes.noticiaId} = ${t.noticias.id} and ${t.noticiaRegioes.regiaoId} = ${regiaoId})`,
  );
}

export class NoticiasRepository {
  constructor(private readonly db: Db) {}

  private async withDetails<R extends { id: number; escritorNome: string | null; data_criacao: Date; data_publicao: Date }>(rows: R[]) {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [blocos, regioes] = await Promise.all([
      this.db
        .select({ noticiaId: t.noticiaBlocos.noticiaId, tipo: t.noticiaBlocos.tipo, value: t.noticiaBlocos.value })
        .from(t.noticiaBlocos)
        .where(inArray(t.noticiaBlocos.noticiaId, ids))
        .orderBy(asc(t.noticiaBlocos.noticiaId), asc(t.noticiaBlocos.ordem)),
      this.db
        .select({ noticiaId: t.noticiaRegioes.noticiaId, id: t.regioes.id, nome: t.regioes.nome })
        .from(t.noticiaRegioes)
        .innerJoin(t.regioes, eq(t.regioes.id, t.noticiaRegioes.regiaoId))
        .where(inArray(t.noticiaRegioes.noticiaId, ids))
        .orderBy(asc(sql`cosems_unaccent_lower(${t.regioes.nome})`), asc(t.regioes.nome)),
    ]);
    const group = <T extends { noticiaId: number }>(items: T[]) => {
      const map = new Map<number, Omit<T, 'noticiaId'>[]>();
      for (const { noticiaId, ...rest } of items) {
        const list = map.get(noticiaId) ?? [];
        list.push(rest);
        map.set(noticiaId, list);
      }
      return map;
    };
    const blocosBy = group(blocos);
    const regioesBy = group(regioes);
    return rows.map(({ escritorNome, ...r }) => ({
      ...r,
      data_criacao: r.data_criacao.toISOString(),
      data_publicao: r.data_publicao.toISOString(),
      escritor: escritorNome === null ? null : { nome: escritorNome },
      materia: blocosBy.get(r.id) ?? [],
      regioesNoticias: regioesBy.get(r.id) ?? [],
    }));
  }

  private async list(where: SQL | undefined, page?: number): Promise<NoticiaResumo[]> {
    const query = this.db
      .select(resumoColumns)
      .from(t.noticias)
      .leftJoin(t.escritores, eq(t.escritores.id, t.noticias.escritorId))
      .where(where)
      .orderBy(...newestFirst);
    const rows = page === undefined ? await query : await query.limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE);
    return this.withDetails(rows);
  }

  private async count(where: SQL | undefined): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(t.noticias).where(where);
    return row?.n ?? 0;
  }

  all() {
    return this.list(undefined);
  }

  banner() {
    return this.list(isNotNull(t.noticias.bannerImage));
  }

  destaques() {
    return this.list(isNotNull(t.noticias.destaqueImage));
  }

  byRegion(regiaoId: number) {
    return this.list(byRegion(regiaoId));
  }

  page(page: number) {
    return this.list(undefined, page);
  }

  async pageWithCount(page: number, regiaoId?: number): Promise<{ rows: NoticiaResumo[]; count: number }> {
    const where = regiaoId === undefined ? undefined : byRegion(regiaoId);
    const [rows, total] = await Promise.all([this.list(where, page), this.count(where)]);
    return { rows, count: total };
  }

  /** Titles that contain the text, ignoring case and accents (trigram index). */
  byTitle(text: string) {
    const cleaned = cleanSearchText(text);
    if (!cleaned) return Promise.resolve([]);
    const pattern = `%${cleaned.replace(/[\\%_]/g, '\\$&')}%`;
    return this.list(sql`cosems_unaccent_lower(${t.noticias.title}) like cosems_unaccent_lower(${pattern})`);
  }

  async byId(id: number): Promise<{ response: Noticia; seguinte: Vizinha; anterior: Vizinha } | null> {
    const [row] = await this.db
      .select({ ...resumoColumns, conteudo: t.noticias.conteudo })
      .from(t.noticias)
      .leftJoin(t.escritores, eq(t.escritores.id, t.noticias.escritorId))
      .where(eq(t.noticias.id, id));
    if (!row) return null;
    const key = sql`(${t.noticias.dataPublicao}, ${t.noticias.id})`;
    const current = sql`(${row.data_publicao.toISOString()}::timestamptz, ${row.id}::integer)`;
    const neighbour = { id: t.noticias.id, title: t.noticias.title };
    const [[response], [seguinte], [anterior]] = await Promise.all([
      this.withDetails([row]),
      this.db
        .select(neighbour)
        .from(t.noticias)
        .where(sql`${key} > ${current}`)
        .orderBy(asc(t.noticias.dataPublicao), asc(t.noticias.id))
        .limit(1),
      this.db
        .select(neighbour)
        .from(t.noticias)
        .where(sql`${key} < ${current}`)
        .orderBy(...newestFirst)
        .limit(1),
    ]);
    return { response: response as Noticia, seguinte: seguinte ?? null, anterior: anterior ?? null };
  }
}
