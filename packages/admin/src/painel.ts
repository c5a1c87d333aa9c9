/**
 * The back office's start page as a dashboard (issue 27, item 8; docs/decisions/051): the items in
 * review for whoever may publish them, my items in progress, what enters or leaves the site in the
 * next DIAS_AGENDADOS_NO_PAINEL days, and the last changes to news from the audit log. Every list
 * has a LIMIT and every query, counts included, reads an index (migrations 0015 and 0017): the work in
 * progress, an account's own items, the published items' dates, the news events of the audit log.
 * At 15,000 items and 300,000 audit events it costs about as much as with 64 (the decision's figures).
 *
 * An autor sees only the items they created, as in the news list (Redacao.listar): nothing here
 * lists an item its reader may not open.
 */
import {
  ACOES_NO_PAINEL,
  type AcaoNoPainel,
  type AgendamentoNoPainel,
  DIAS_AGENDADOS_NO_PAINEL,
  ITENS_DO_PAINEL,
  type ListaDoPainel,
  type MudancaNoPainel,
  type NoticiaNoPainel,
  type PainelDaRedacaoDados,
  type PainelPort,
  pode,
  type SessaoAtual,
  situacaoExibida,
} from '@cosems/contracts';
import { type Db, tables as t } from '@cosems/db';
import { type SQL, and, asc, count, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { temVersaoPendente } from './redacao.ts';

// Qualified by hand, as temVersaoPendente: Drizzle writes a lone table's columns without its name.
const criador = sql<string | null>`(select nome from usuarios u where u.id = noticias.criado_por)`;
const atualizador = sql<string | null>`(select nome from usuarios u where u.id = noticias.atualizado_por)`;

export class PainelDaRedacao implements PainelPort {
  private readonly db: Db;
  private readonly now: () => Date;

  constructor(options: { db: Db; now?: () => Date }) {
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
  }

  async ler(sessao: SessaoAtual): Promise<PainelDaRedacaoDados> {
    const agora = this.now();
    // The news list's rule: an autor reads only their own items (Redacao.podeVer).
    const meu = eq(t.noticias.criadoPor, sessao.usuario.id);
    const escopo = sessao.usuario.papel === 'autor' ? meu : undefined;
    // Who may publish an item reviews it: the editors' list of what waits.
    const revisa = sessao.etapa === 'completa' && pode(sessao.usuario.papel, 'noticia.publicar');
    // PGlite answers one query at a time anyway; on PostgreSQL these four run side by side.
    const [revisao, meus, agendadas, mudancas] = await Promise.all([
      revisa ? this.noticias(and(eq(t.noticias.situacao, 'revisao'), escopo), agora) : null,
      this.noticias(and(meu, or(inArray(t.noticias.situacao, ['rascunho', 'revisao']), temVersaoPendente)), agora),
      this.agendadas(escopo, agora),
      this.mudancas(sessao),
    ]);
    return { revisao, meus, agendadas, mudancas };
  }

  /** The newest changed first, as in the news list. */
  private async noticias(onde: SQL | undefined, agora: Date): Promise<ListaDoPainel<NoticiaNoPainel>> {
    const [linhas, [{ n } = { n: 0 }]] = await Promise.all([
      this.db
        .select({
          id: t.noticias.id,
          titulo: t.noticias.title,
          situacao: t.noticias.situacao,
          dataPublicao: t.noticias.dataPublicao,
          pendente: temVersaoPendente,
          criadoPor: criador,
          atualizadoEm: t.noticias.atualizadoEm,
          atualizadoPor: atualizador,
        })
        .from(t.noticias)
        .where(onde)
        .orderBy(desc(t.noticias.atualizadoEm), desc(t.noticias.id))
        .limit(ITENS_DO_PAINEL),
      this.db.select({ n: count() }).from(t.noticias).where(onde),
    ]);
    return {
      total: n,
      itens: linhas.map((l) => ({
        id: l.id,
        titulo: l.titulo,
        situacao: situacaoExibida(l.situacao, l.dataPublicao, agora),
        pendente: l.pendente,
        criadoPor: l.criadoPor,
        atualizadoEm: l.atualizadoEm.toISOString(),
        atualizadoPor: l.atualizadoPor,
      })),
    };
  }

  /**
   * Publications and departures within the window, soonest first: the published items' partial
   * indexes (noticias_publicadas_idx by data_publicao, noticias_saida_idx by despublicar_em).
   */
  private async agendadas(escopo: SQL | undefined, agora: Date): Promise<ListaDoPainel<AgendamentoNoPainel>> {
    const ate = new Date(agora.getTime() + DIAS_AGENDADOS_NO_PAINEL * 86_400_000);
    const proximas = async (
      tipo: AgendamentoNoPainel['tipo'],
      coluna: typeof t.noticias.dataPublicao | typeof t.noticias.despublicarEm,
    ) => {
      const onde = and(eq(t.noticias.situacao, 'publicada'), gt(coluna, agora), lte(coluna, ate), escopo);
      const [linhas, [{ n } = { n: 0 }]] = await Promise.all([
        this.db
          .select({ id: t.noticias.id, titulo: t.noticias.title, em: coluna })
          .from(t.noticias)
          .where(onde)
          .orderBy(asc(coluna), asc(t.noticias.id))
          .limit(ITENS_DO_PAINEL),
        this.db.select({ n: count() }).from(t.noticias).where(onde),
      ]);
      // The column is not null here (the filter); flatMap says so to the types.
      return { n, itens: linhas.flatMap((l) => (l.em ? [{ id: l.id, titulo: l.titulo, tipo, em: l.em }] : [])) };
    };
    const [entram, saem] = await Promise.all([proximas('entra', t.noticias.dataPublicao), proximas('sai', t.noticias.despublicarEm)]);
    const itens = [...entram.itens, ...saem.itens]
      .sort((a, b) => a.em.getTime() - b.em.getTime() || a.id - b.id)
      .slice(0, ITENS_DO_PAINEL)
      .map((a) => ({ ...a, em: a.em.toISOString() }));
    return { itens, total: entram.n + saem.n };
  }

  /**
   * The last changes to news in the audit log (the actions of ACOES_NO_PAINEL), newest first (by id:
   * the order they were written). An autor's: those to the items they created, by anyone ("Edna
   * publicou…" is what they wait for); a deleted item's creator is no longer known, so an autor does
   * not see its deletion. Names and titles are read after, for the ten events only.
   */
  private async mudancas(sessao: SessaoAtual): Promise<MudancaNoPainel[]> {
    const a = t.auditoria;
    const campos = {
      id: a.id,
      em: a.em,
      acao: a.acao,
      objetoId: a.objetoId,
      usuarioId: a.usuarioId,
      email: a.usuarioEmail,
      tituloAntes: sql<unknown>`${a.antes}->'titulo'`.as('titulo_antes'),
    };
    const deNoticia = and(eq(a.objetoTipo, 'noticia'), inArray(a.acao, [...ACOES_NO_PAINEL]));
    let eventos: {
      id: number;
      em: Date;
      acao: string;
      objetoId: string | null;
      usuarioId: number | null;
      email: string | null;
      tituloAntes: unknown;
    }[];
    if (sessao.usuario.papel === 'autor') {
      // Each of their items' last events (auditoria_objeto_idx), then the newest of those: the cost
      // follows the autor's own items, never the size of the log. Inside the subquery the bare
      // column names are the audit log's (its own FROM comes first); the item is named in full.
      const porItem = this.db
        .select(campos)
        .from(a)
        .where(and(deNoticia, sql`${a.objetoId} = noticias.id::text`))
        .orderBy(desc(a.id))
        .limit(ITENS_DO_PAINEL)
        .as('eventos');
      eventos = await this.db
        .select({
          id: porItem.id,
          em: porItem.em,
          acao: porItem.acao,
          objetoId: porItem.objetoId,
          usuarioId: porItem.usuarioId,
          email: porItem.email,
          tituloAntes: porItem.tituloAntes,
        })
        .from(t.noticias)
        .crossJoinLateral(porItem)
        .where(eq(t.noticias.criadoPor, sessao.usuario.id))
        .orderBy(desc(porItem.id))
        .limit(ITENS_DO_PAINEL);
    } else {
      // The news events' partial index (auditoria_noticias_idx), walked from the newest.
      eventos = await this.db.select(campos).from(a).where(deNoticia).orderBy(desc(a.id)).limit(ITENS_DO_PAINEL);
    }
    const ids = [...new Set(eventos.map((e) => Number(e.objetoId)).filter(Number.isSafeInteger))];
    const pessoas = [...new Set(eventos.flatMap((e) => (e.usuarioId === null ? [] : [e.usuarioId])))];
    const [noticias, usuarios] = await Promise.all([
      ids.length ? this.db.select({ id: t.noticias.id, titulo: t.noticias.title }).from(t.noticias).where(inArray(t.noticias.id, ids)) : [],
      pessoas.length
        ? this.db.select({ id: t.usuarios.id, nome: t.usuarios.nome }).from(t.usuarios).where(inArray(t.usuarios.id, pessoas))
        : [],
    ]);
    const titulos = new Map(noticias.map((n) => [n.id, n.titulo]));
    const nomes = new Map(usuarios.map((u) => [u.id, u.nome]));
    return eventos.flatMap((e) => {
      const noticiaId = Number(e.objetoId);
      if (!Number.isSafeInteger(noticiaId)) return [];
      const acao = e.acao as AcaoNoPainel;
      const atual = titulos.get(noticiaId);
      return [
        {
          id: e.id,
          em: e.em.toISOString(),
          quem: (e.usuarioId === null ? undefined : nomes.get(e.usuarioId)) ?? e.email,
          acao,
          noticiaId,
          titulo: atual ?? (typeof e.tituloAntes === 'string' ? e.tituloAntes : ''),
          existe: atual !== undefined,
        },
      ];
    });
  }
}
