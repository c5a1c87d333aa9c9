/**
 * The CIB-SUS/MG's published deliberations (issue 30): a page of the list, newest first, searched
 * with the site's one rule (cleanBusca, then the news' Portuguese configuration `cosems_pt` over the
 * generated column `busca`, migration 0019: "vacinacao" finds "vacinação") and filtered by year and
 * theme; and one deliberation with its related news and events (those that are public; an id
 * deleted since is skipped).
 */
import {
  cleanBusca,
  type Deliberacao,
  DELIBERACOES_POR_PAGINA,
  type DeliberacaoResumo,
  type DeliberacoesPagina,
  type FiltroDeDeliberacoes,
  FUSO_DA_AGENDA,
  nomeDaDeliberacao,
  TEMAS_DE_DELIBERACAO,
  type TemaDeDeliberacao,
} from '@cosems/contracts';
import { type Db, tables as t } from '@cosems/db';
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { visivel } from './noticias.ts';

const publicada = eq(t.deliberacoes.estado, 'publicado');
const dia = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: FUSO_DA_AGENDA });
type Linha = typeof t.deliberacoes.$inferSelect;

function resumo(r: Linha): DeliberacaoResumo {
  return {
    id: r.id,
    numero: r.numero,
    ano: r.ano,
    nome: nomeDaDeliberacao(r.numero, r.ano),
    data: dia(r.data),
    ementa: r.ementa,
    // A theme no longer in the list (none today) is left out rather than break the answer's schema.
    temas: r.temas
      .filter((c) => Object.hasOwn(TEMAS_DE_DELIBERACAO, c))
      .map((c) => ({ chave: c as TemaDeDeliberacao, nome: TEMAS_DE_DELIBERACAO[c as TemaDeDeliberacao] })),
    link: r.link,
  };
}

export class DeliberacoesRepository {
  constructor(private readonly db: Db) {}

  async pagina({ q, ano, tema, page = 1 }: FiltroDeDeliberacoes): Promise<DeliberacoesPagina> {
    const texto = q === undefined ? '' : cleanBusca(q);
    const condicoes: (SQL | undefined)[] = [
      publicada,
      texto ? sql`busca @@ plainto_tsquery('cosems_pt', ${texto})` : undefined,
      ano === undefined ? undefined : eq(t.deliberacoes.ano, ano),
      tema === undefined ? undefined : sql`${tema} = any(${t.deliberacoes.temas})`,
    ];
    const onde = and(...condicoes);
    const [[totalRow], anos] = await Promise.all([
      this.db.select({ n: count() }).from(t.deliberacoes).where(onde),
      this.db.selectDistinct({ ano: t.deliberacoes.ano }).from(t.deliberacoes).where(publicada).orderBy(desc(t.deliberacoes.ano)),
    ]);
    const total = totalRow?.n ?? 0;
    const paginas = Math.max(1, Math.ceil(total / DELIBERACOES_POR_PAGINA));
    const linhas =
      page > paginas
        ? []
        : await this.db
            .select()
            .from(t.deliberacoes)
            .where(onde)
            .orderBy(desc(t.deliberacoes.data), desc(t.deliberacoes.id))
            .limit(DELIBERACOES_POR_PAGINA)
            .offset((page - 1) * DELIBERACOES_POR_PAGINA);
    return { pagina: page, paginas, total, itens: linhas.map(resumo), anos: anos.map((a) => a.ano) };
  }

  /** Every published one's id (the sitemap), by id. */
  async ids(): Promise<{ id: number }[]> {
    return this.db.select({ id: t.deliberacoes.id }).from(t.deliberacoes).where(publicada).orderBy(asc(t.deliberacoes.id));
  }

  async porId(id: number): Promise<Deliberacao | null> {
    const [r] = await this.db
      .select()
      .from(t.deliberacoes)
      .where(and(eq(t.deliberacoes.id, id), publicada));
    if (!r) return null;
    const [noticias, eventos] = await Promise.all([
      r.noticias.length
        ? this.db
            .select({ id: t.noticias.id, title: t.noticias.title })
            .from(t.noticias)
            .where(and(inArray(t.noticias.id, r.noticias), visivel))
            .orderBy(desc(t.noticias.dataPublicao), desc(t.noticias.id))
        : [],
      r.eventos.length
        ? this.db
            .select({ id: t.eventos.id, titulo: t.eventos.titulo })
            .from(t.eventos)
            .where(and(inArray(t.eventos.id, r.eventos), ne(t.eventos.estado, 'rascunho')))
            .orderBy(asc(t.eventos.inicio), asc(t.eventos.id))
        : [],
    ]);
    return { ...resumo(r), nota: r.nota, noticias, eventos, atualizadoEm: r.atualizadoEm.toISOString() };
  }
}
