/**
 * The public agenda (issue 30): published and cancelled events (a draft is never public), by
 * period, kind and regional council, and one event with its regions, attachments and related
 * news resolved (what was deleted since is skipped).
 */
import { type Evento, type EventosPage, FUSO_DA_AGENDA, type FiltroDeEventos, PAGE_SIZE, type TipoDeEvento } from '@cosems/contracts';
import { type Db, tables as t } from '@cosems/db';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { visivel } from './noticias.ts';

/** Public: published or cancelled (a cancelled event stays, marked, and in the calendar as CANCELLED). */
const publico = sql`${t.eventos.estado} in ('publicado', 'cancelado')`;

/**
 * When an event stops being "upcoming": its end; an all-day event's end is the midnight after its
 * last day (the row keeps midnight of that day); a timed event without an end stays upcoming to
 * the end of its day, in São Paulo (an afternoon meeting is still on the list while it happens).
 */
export const termino = sql`(case
  when ${t.eventos.diaInteiro} then coalesce(${t.eventos.fim}, ${t.eventos.inicio}) + interval '1 day'
  when ${t.eventos.fim} is not null then ${t.eventos.fim}
  else (date_trunc('day', ${t.eventos.inicio} at time zone ${FUSO_DA_AGENDA}) + interval '1 day') at time zone ${FUSO_DA_AGENDA}
end)`;

const naoTerminou = sql`${termino} > now()`;

/** Events of the council and those of every council (no region given). */
function daRegiao(regiao: number): SQL {
  return sql`(cardinality(${t.eventos.regioes}) = 0 or ${regiao} = any(${t.eventos.regioes}))`;
}

const diaEmSaoPaulo = new Intl.DateTimeFormat('en-CA', { timeZone: FUSO_DA_AGENDA, year: 'numeric', month: '2-digit', day: '2-digit' });

type Linha = typeof t.eventos.$inferSelect;

export class EventosRepository {
  constructor(private readonly db: Db) {}

  async page(filtro: FiltroDeEventos): Promise<EventosPage> {
    const page = filtro.page ?? 1;
    const passados = filtro.periodo === 'passados';
    const where = and(
      publico,
      passados ? sql`not ${naoTerminou}` : naoTerminou,
      filtro.regiao === undefined ? undefined : daRegiao(filtro.regiao),
      filtro.tipo === undefined ? undefined : eq(t.eventos.tipo, filtro.tipo),
    );
    const ordem = passados ? [desc(t.eventos.inicio), desc(t.eventos.id)] : [asc(t.eventos.inicio), asc(t.eventos.id)];
    const [linhas, [total]] = await Promise.all([
      this.db
        .select()
        .from(t.eventos)
        .where(where)
        .orderBy(...ordem)
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE),
      this.db.select({ n: sql<number>`count(*)::int` }).from(t.eventos).where(where),
    ]);
    return { rows: await this.completar(linhas), count: total?.n ?? 0, page };
  }

  async byId(id: number): Promise<Evento | null> {
    const linhas = await this.db
      .select()
      .from(t.eventos)
      .where(and(eq(t.eventos.id, id), publico));
    const [evento] = await this.completar(linhas);
    return evento ?? null;
  }

  /** Every public event's id and last change (the sitemap), by id. */
  async sitemap(): Promise<{ id: number; atualizadoEm: string }[]> {
    const linhas = await this.db
      .select({ id: t.eventos.id, atualizadoEm: t.eventos.atualizadoEm })
      .from(t.eventos)
      .where(publico)
      .orderBy(asc(t.eventos.id));
    return linhas.map((l) => ({ id: l.id, atualizadoEm: l.atualizadoEm.toISOString() }));
  }

  /** The next moment a public event stops being upcoming (the caches are emptied then). */
  async proximoTermino(): Promise<Date | null> {
    const [row] = await this.db
      .select({ quando: sql<Date | string | null>`min(${termino})` })
      .from(t.eventos)
      .where(and(publico, naoTerminou));
    return row?.quando ? new Date(row.quando) : null;
  }

  /** The rows with their regions, attachments and news read in one query each. */
  private async completar(linhas: Linha[]): Promise<Evento[]> {
    if (linhas.length === 0) return [];
    const regioesIds = [...new Set(linhas.flatMap((l) => l.regioes))];
    const nomesDeArquivo = [...new Set(linhas.flatMap((l) => l.anexos))];
    const noticiasIds = [...new Set(linhas.flatMap((l) => l.noticias))];
    const [regioes, arquivos, noticias] = await Promise.all([
      regioesIds.length === 0
        ? []
        : this.db.select({ id: t.regioes.id, nome: t.regioes.nome }).from(t.regioes).where(inArray(t.regioes.id, regioesIds)),
      nomesDeArquivo.length === 0
        ? []
        : this.db
            .select({ nome: t.arquivos.nome, tipo: t.arquivos.tipo, alt: t.arquivos.alt })
            .from(t.arquivos)
            .where(inArray(t.arquivos.nome, nomesDeArquivo)),
      noticiasIds.length === 0
        ? []
        : this.db
            .select({ id: t.noticias.id, title: t.noticias.title })
            .from(t.noticias)
            .where(and(inArray(t.noticias.id, noticiasIds), visivel)),
    ]);
    const regiaoPorId = new Map(regioes.map((r) => [r.id, r]));
    const noticiaPorId = new Map(noticias.map((n) => [n.id, n]));
    // A name may be both a document and an image: the document is the attachment one downloads.
    const anexoPorNome = new Map<string, { nome: string; url: string }>();
    for (const a of arquivos) {
      if (a.tipo === 'documento' || !anexoPorNome.has(a.nome)) {
        anexoPorNome.set(a.nome, {
          nome: a.tipo === 'imagem' && a.alt ? a.alt : a.nome,
          url: `/${a.tipo === 'documento' ? 'arquivo' : 'image'}/${encodeURIComponent(a.nome)}`,
        });
      }
    }
    return linhas.map((l) => ({
      id: l.id,
      titulo: l.titulo,
      tipo: l.tipo as TipoDeEvento,
      diaInteiro: l.diaInteiro,
      inicio: l.diaInteiro ? diaEmSaoPaulo.format(l.inicio) : l.inicio.toISOString(),
      fim: l.fim === null ? null : l.diaInteiro ? diaEmSaoPaulo.format(l.fim) : l.fim.toISOString(),
      local: l.local,
      linkOnline: l.linkOnline,
      cancelado: l.estado === 'cancelado',
      regioes: l.regioes.flatMap((id) => regiaoPorId.get(id) ?? []),
      descricao: l.descricao,
      anexos: l.anexos.flatMap((nome) => anexoPorNome.get(nome) ?? []),
      noticias: l.noticias.flatMap((id) => noticiaPorId.get(id) ?? []),
      sequencia: l.sequencia,
      atualizadoEm: l.atualizadoEm.toISOString(),
    }));
  }
}
