/**
 * The newsroom's server side (issue 11): news items as the back office edits them — statuses,
 * saves with conflict detection, autosaves, revisions, edit locks, previews — each action checked
 * against the roles' table (contracts permissoes.ts) and written to the audit log with the fields
 * before and after, through the save pipeline's writer (registrarMudanca, `auditar`). A change that
 * the public can see is also announced inside its transaction, so every process empties its caches
 * when (and only if) it commits.
 */
import {
  AUTOSALVAMENTOS_POR_MINUTO,
  AUTOR_MAX,
  type Acao,
  cleanBusca,
  CONTEUDO_MAX,
  DADOS_VAZIOS,
  type DadosNoticia,
  type EdicaoEmCurso,
  type ItemDaLixeira,
  type FiltrosRedacao,
  ITENS_POR_PAGINA_REDACAO,
  type ItemListaRedacao,
  type LinkPreviaListado,
  type ListaRedacao,
  type NoticiaDetail,
  type NoticiaNoFormulario,
  type OpcoesRedacao,
  type PedidoSalvar,
  pode,
  type RedacaoPort,
  type Requisitante,
  type ResultadoSalvar,
  type ResultadoVerificacao,
  type RevisaoCompleta,
  type RevisaoListada,
  type SessaoAtual,
  SUBTITULO_MAX,
  type TipoRevisao,
  type Situacao,
  situacaoExibida,
  TITULO_MAX,
  verificarNoticia,
} from '@cosems/contracts';
import { type Db, sanitizeNewsHtml, tables as t } from '@cosems/db';
import { type SQL, and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { type AuditEvent, summarizeTexto } from './audit.ts';
import { registrarMudanca } from './conteudo/pipeline.ts';
import { guardarNaLixeira, listarLixeira, restaurarDaLixeira } from './lixeira.ts';
import { newToken, publicSessionId, sha256 } from './tokens.ts';
import { imagensDaBiblioteca } from './midia.ts';

/** An edit mark not refreshed for this long is free to take (the form refreshes it every 30 s). */
const EDICAO_VALIDA_MS = 2 * 60_000;
/** A preview link works this long. */
export const HORAS_LINK_PREVIA = 48;

/**
 * A list search with more matches than this, on a page before this offset, walks the list's index
 * from the newest item (each item tested); any other search sorts its matches (listar).
 */
const BUSCA_PERCORRIDA_MIN = 2000;
const BUSCA_PERCORRIDA_OFFSET_MAX = 10 * ITENS_POR_PAGINA_REDACAO;

/** The revisions that make a published item's pending version (versaoPendente). */
const TIPOS_PENDENTES: TipoRevisao[] = ['pendente', 'autosalvamento'];
/** The newest links listed on an item's page. */
const LINKS_PREVIA_LISTADOS = 20;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Linha = typeof t.noticias.$inferSelect;

/** What a revision keeps: the fields, and the status and dates at that save. */
interface Instantaneo extends DadosNoticia {
  situacao: Situacao;
  dataPublicacao: string;
  despublicarEm: string | null;
}

/** Neither a title nor any text, picture or video: deleting it loses nothing anyone wrote. */
function vazia(linha: { title?: string; conteudo?: string }): boolean {
  return (
    (linha.title ?? '').trim() === '' &&
    !/<(img|iframe|video)\b/i.test(linha.conteudo ?? '') &&
    (linha.conteudo ?? '').replace(/<[^>]*>|&nbsp;|\s/g, '') === ''
  );
}

const nomeUsuario = sql<string | null>`(select nome from usuarios u where u.id = ${t.noticias.atualizadoPor})`;
/**
 * The list's mark: a published item with a pending version (the same rule as versaoPendente); the
 * dashboard's too. Qualified by hand: with one table in its FROM, Drizzle writes a column without
 * its table, and inside the subquery "id" and "versao" would be the revision's own.
 */
export const temVersaoPendente = sql<boolean>`(noticias.situacao = 'publicada' and exists (select 1 from noticia_revisoes r where r.noticia_id = noticias.id and r.versao = noticias.versao and r.tipo in ('pendente', 'autosalvamento') and r.em >= noticias.atualizado_em))`;

/** Thrown to roll back the first save of a new item that was refused (salvarNova). */
class Recusada extends Error {
  constructor(readonly resultado: ResultadoSalvar) {
    super(resultado.tipo);
  }
}

export class Redacao implements RedacaoPort {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
    /** Told after an item sent to review has committed (the editors' e-mail, aviso-revisao.ts); must not throw. */
    private readonly aoEnviarRevisao?: (noticiaId: number, remetenteId: number) => void,
  ) {}

  private permite(
    sessao: SessaoAtual,
    acao: Acao,
    linha?: Pick<Linha, 'criadoPor' | 'situacao'> & Partial<Pick<Linha, 'title' | 'conteudo'>>,
  ): boolean {
    if (sessao.etapa !== 'completa') return false;
    const alvo = linha
      ? {
          donoId: linha.criadoPor,
          situacao: linha.situacao,
          vazia: linha.title !== undefined && linha.conteudo !== undefined && vazia(linha),
        }
      : {};
    return pode(sessao.usuario.papel, acao, alvo, sessao.usuario.id);
  }

  /** autor: only their own items; editors see all. */
  private podeVer(sessao: SessaoAtual, linha: Pick<Linha, 'criadoPor'>): boolean {
    return sessao.usuario.papel !== 'autor' || linha.criadoPor === sessao.usuario.id;
  }

  // ---- list ----------------------------------------------------------------------------------

  async listar(sessao: SessaoAtual, filtros: FiltrosRedacao): Promise<ListaRedacao> {
    const where: SQL[] = [];
    if (sessao.usuario.papel === 'autor') where.push(eq(t.noticias.criadoPor, sessao.usuario.id));
    // The site's Portuguese search (the full-text column of /api/busca: title, sub-title and body,
    // stems, no accents), or the text inside a title (a partial word, a name). cleanBusca leaves
    // no LIKE wildcard in the text. titulo_busca is the title as that rule reads it, a generated
    // column with a trigram index (migration 0014).
    const busca = filtros.q ? cleanBusca(filtros.q) : '';
    if (busca)
      where.push(
        sql`(${sql.raw('busca')} @@ plainto_tsquery('cosems_pt', ${busca}) or ${sql.raw('titulo_busca')} like cosems_unaccent_lower(${`%${busca}%`}))`,
      );
    switch (filtros.situacao) {
      case undefined:
        break;
      case 'agendada':
        where.push(eq(t.noticias.situacao, 'publicada'), gt(t.noticias.dataPublicao, sql`now()`));
        break;
      case 'publicada':
        where.push(eq(t.noticias.situacao, 'publicada'), lte(t.noticias.dataPublicao, sql`now()`));
        break;
      default:
        where.push(eq(t.noticias.situacao, filtros.situacao));
    }
    if (filtros.regiao !== undefined)
      where.push(sql`exists (select 1 from ${t.noticiaRegioes} r where r.noticia_id = noticias.id and r.regiao_id = ${filtros.regiao})`);
    // By the author's id (escritores.nome is unique): the count and the page need no join, and an
    // author's items are read from noticias_escritor_idx.
    if (filtros.autor) where.push(eq(t.noticias.escritorId, sql`(select e.id from ${t.escritores} e where e.nome = ${filtros.autor})`));
    const condicao = where.length ? and(...where) : undefined;
    // Read from the indexes of migration 0018 (issue 28, item 4; docs/decisions/056): the count
    // from the entries alone where the filter's columns are in the index, the page's 20 ids in
    // the list's order (an OFFSET skips index entries, not rows), and only then those 20 rows with
    // their author, last editor and pending mark (a subquery each, 20 times, not once per skipped row).
    const [{ n } = { n: 0 }] = await this.db.select({ n: count() }).from(t.noticias).where(condicao);
    const paginas = Math.max(1, Math.ceil(n / ITENS_POR_PAGINA_REDACAO));
    const pagina = Math.min(Math.max(1, filtros.pagina), paginas);
    const offset = (pagina - 1) * ITENS_POR_PAGINA_REDACAO;
    // A search: walking the list's index from the newest and testing each item finds the first
    // page of a common word at once, but a rarer one only after most of the archive (the planner
    // guesses the matches of the two indexes of the search badly, and "arquivo 7" took 75 ms
    // on PGlite at 15,000); so, unless the word is common and the page one of the first, the
    // matches are taken from the search's own indexes and sorted (no more rows than the count read).
    const percorrer = !busca || (n > BUSCA_PERCORRIDA_MIN && offset < BUSCA_PERCORRIDA_OFFSET_MAX);
    const ids = (
      await this.db
        .select({ id: t.noticias.id })
        .from(t.noticias)
        .where(condicao)
        .orderBy(
          // "+ interval '0'": the same order, which the index cannot give, so the planner does not walk it.
          percorrer ? desc(t.noticias.atualizadoEm) : sql`${t.noticias.atualizadoEm} + interval '0 seconds' desc`,
          desc(t.noticias.id),
        )
        .limit(ITENS_POR_PAGINA_REDACAO)
        .offset(offset)
    ).map((r) => r.id);
    const lidas = ids.length
      ? await this.db
          .select({
            id: t.noticias.id,
            titulo: t.noticias.title,
            situacao: t.noticias.situacao,
            dataPublicao: t.noticias.dataPublicao,
            autor: t.escritores.nome,
            atualizadoEm: t.noticias.atualizadoEm,
            atualizadoPor: nomeUsuario,
            pendente: temVersaoPendente,
          })
          .from(t.noticias)
          .leftJoin(t.escritores, eq(t.escritores.id, t.noticias.escritorId))
          .where(inArray(t.noticias.id, ids))
      : [];
    const porId = new Map(lidas.map((l) => [l.id, l]));
    // An item deleted between the two reads is left out (the next page load counts again).
    const linhas = ids.flatMap((i) => porId.get(i) ?? []);
    const regioes = await this.regioesDe(linhas.map((l) => l.id));
    const agora = this.now();
    const itens: ItemListaRedacao[] = linhas.map((l) => ({
      id: l.id,
      titulo: l.titulo,
      situacao: situacaoExibida(l.situacao, l.dataPublicao, agora),
      autor: l.autor,
      regioes: regioes.get(l.id)?.map((r) => r.nome) ?? [],
      dataPublicacao: l.dataPublicao.toISOString(),
      atualizadoEm: l.atualizadoEm.toISOString(),
      atualizadoPor: l.atualizadoPor,
      pendente: l.pendente,
    }));
    return { itens, total: n, pagina, paginas };
  }

  private async regioesDe(ids: number[]): Promise<Map<number, { id: number; nome: string }[]>> {
    const map = new Map<number, { id: number; nome: string }[]>();
    if (ids.length === 0) return map;
    const rows = await this.db
      .select({ noticiaId: t.noticiaRegioes.noticiaId, id: t.regioes.id, nome: t.regioes.nome })
      .from(t.noticiaRegioes)
      .innerJoin(t.regioes, eq(t.regioes.id, t.noticiaRegioes.regiaoId))
      .where(inArray(t.noticiaRegioes.noticiaId, ids))
      .orderBy(asc(t.regioes.nome));
    for (const { noticiaId, ...r } of rows) map.set(noticiaId, [...(map.get(noticiaId) ?? []), r]);
    return map;
  }

  async opcoes(): Promise<OpcoesRedacao> {
    const [regioes, autores, imagens] = await Promise.all([
      this.db.select({ id: t.regioes.id, nome: t.regioes.nome }).from(t.regioes).orderBy(asc(t.regioes.nome)),
      this.db.select({ nome: t.escritores.nome }).from(t.escritores).orderBy(asc(t.escritores.nome)),
      imagensDaBiblioteca(this.db, 500),
    ]);
    return { regioes, autores: autores.map((a) => a.nome), imagens };
  }

  // ---- one item ------------------------------------------------------------------------------

  /**
   * The empty form of "Nova notícia" (issue 27, item 6): nothing is stored until its first save
   * (`salvar` with id null), so a click that is never followed by typing leaves no empty draft.
   */
  async emBranco(sessao: SessaoAtual): Promise<NoticiaNoFormulario | 'proibido'> {
    if (!this.permite(sessao, 'noticia.criar')) return 'proibido';
    const agora = this.now().toISOString();
    const linha = { criadoPor: sessao.usuario.id, situacao: 'rascunho' as const, title: '', conteudo: '' };
    return {
      id: null,
      versao: 0,
      situacao: 'rascunho',
      situacaoExibida: 'rascunho',
      dados: { ...DADOS_VAZIOS },
      dataPublicacao: agora,
      despublicarEm: null,
      criadoPor: { id: sessao.usuario.id, nome: sessao.usuario.nome },
      atualizadoEm: agora,
      atualizadoPor: null,
      pendente: null,
      edicao: null,
      pode: { ...this.podeNa(sessao, linha), excluir: false },
    };
  }

  /** A new draft row, owned by the session's account, inside the first save's transaction. */
  private async inserirRascunho(tx: Tx, sessao: SessaoAtual, quem: Requisitante, agora: Date): Promise<Linha> {
    // Ids come from the bundles (kept so that shared links keep working): the next is max + 1.
    const [linha] = await tx
      .insert(t.noticias)
      .values({
        id: sql`(select coalesce(max(id), 0) + 1 from noticias)`,
        title: '',
        conteudo: '',
        dataCriacao: agora,
        dataPublicao: agora,
        situacao: 'rascunho',
        criadoPor: sessao.usuario.id,
        atualizadoEm: agora,
        atualizadoPor: sessao.usuario.id,
      })
      .returning();
    if (!linha) throw new Error('not created');
    await this.auditar(tx, sessao, quem, { acao: 'noticia.criar', objetoId: linha.id }, agora);
    return linha;
  }

  /**
   * The item's audit entry, written by the save pipeline's writer (registrarMudanca); `publica`: the
   * change reaches the site, so every process's caches are told too (only if the transaction commits).
   */
  private auditar(
    tx: Db | Tx,
    sessao: SessaoAtual,
    quem: Requisitante,
    evento: Pick<AuditEvent, 'acao' | 'objetoId' | 'antes' | 'depois'>,
    agora: Date,
    publica = false,
  ): Promise<void> {
    return registrarMudanca(
      tx,
      { ...evento, objetoTipo: 'noticia', usuario: { id: sessao.usuario.id, email: sessao.usuario.email }, endereco: quem.endereco },
      agora,
      { publica },
    );
  }

  private async linha(id: number, tx: Db | Tx = this.db): Promise<Linha | undefined> {
    const [row] = await tx.select().from(t.noticias).where(eq(t.noticias.id, id));
    return row;
  }

  private async dadosDe(linha: Linha, tx: Db | Tx = this.db): Promise<DadosNoticia> {
    const [escritor, regioes, imagem] = await Promise.all([
      linha.escritorId === null
        ? Promise.resolve([])
        : tx.select({ nome: t.escritores.nome }).from(t.escritores).where(eq(t.escritores.id, linha.escritorId)),
      tx
        .select({ id: t.noticiaRegioes.regiaoId })
        .from(t.noticiaRegioes)
        .where(eq(t.noticiaRegioes.noticiaId, linha.id))
        .orderBy(asc(t.noticiaRegioes.regiaoId)),
      tx
        .select({ value: t.noticiaBlocos.value })
        .from(t.noticiaBlocos)
        .where(and(eq(t.noticiaBlocos.noticiaId, linha.id), eq(t.noticiaBlocos.tipo, 'image')))
        .orderBy(asc(t.noticiaBlocos.ordem))
        .limit(1),
    ]);
    return {
      titulo: linha.title,
      subtitulo: linha.subTitle ?? '',
      conteudo: linha.conteudo,
      autor: escritor[0]?.nome ?? '',
      regioes: regioes.map((r) => r.id),
      imagem: imagem[0]?.value ?? null,
      bannerImagem: linha.bannerImage,
      destaqueImagem: linha.destaqueImage,
    };
  }

  async obter(sessao: SessaoAtual, id: number): Promise<NoticiaNoFormulario | null | 'proibido'> {
    const linha = await this.linha(id);
    if (!linha) return null;
    if (!this.podeVer(sessao, linha)) return 'proibido';
    const [aoVivo, criador, atualizador, pendente, edicao] = await Promise.all([
      this.dadosDe(linha),
      linha.criadoPor === null ? null : this.nomeDe(linha.criadoPor),
      linha.atualizadoPor === null ? null : this.nomeDe(linha.atualizadoPor),
      this.versaoPendente(this.db, linha),
      this.edicaoAtual(sessao, id),
    ]);
    return {
      id,
      versao: linha.versao,
      situacao: linha.situacao,
      situacaoExibida: situacaoExibida(linha.situacao, linha.dataPublicao, this.now()),
      // The form opens on the newest text: a public item's pending version when it has one.
      dados: pendente?.dados ?? aoVivo,
      dataPublicacao: linha.dataPublicao.toISOString(),
      despublicarEm: linha.despublicarEm?.toISOString() ?? null,
      criadoPor: linha.criadoPor === null ? null : { id: linha.criadoPor, nome: criador ?? '' },
      atualizadoEm: linha.atualizadoEm.toISOString(),
      atualizadoPor: atualizador,
      pendente: pendente
        ? {
            em: pendente.em.toISOString(),
            por: pendente.usuarioId === null ? null : await this.nomeDe(pendente.usuarioId),
            automatico: pendente.tipo === 'autosalvamento',
          }
        : null,
      edicao,
      pode: this.podeNa(sessao, linha),
    };
  }

  private podeNa(sessao: SessaoAtual, linha: Pick<Linha, 'criadoPor' | 'situacao' | 'title' | 'conteudo'>): NoticiaNoFormulario['pode'] {
    return {
      editar: this.permite(sessao, 'noticia.editar', linha),
      enviarRevisao: this.permite(sessao, 'noticia.enviar-revisao', linha),
      voltarRascunho:
        this.permite(sessao, 'noticia.voltar-rascunho', linha) && (linha.situacao === 'revisao' || linha.situacao === 'despublicada'),
      publicar: this.permite(sessao, 'noticia.publicar', linha),
      despublicar: this.permite(sessao, 'noticia.despublicar', linha) && linha.situacao === 'publicada',
      excluir: this.permite(sessao, 'noticia.excluir', linha),
    };
  }

  private async nomeDe(usuarioId: number, tx: Db | Tx = this.db): Promise<string | null> {
    const [u] = await tx.select({ nome: t.usuarios.nome }).from(t.usuarios).where(eq(t.usuarios.id, usuarioId));
    return u?.nome ?? null;
  }

  // ---- saving --------------------------------------------------------------------------------

  private async validar(dados: DadosNoticia, tx: Db | Tx): Promise<ResultadoSalvar | null> {
    const erros: Extract<ResultadoSalvar, { tipo: 'invalido' }>['erros'] = {};
    if (dados.titulo.length > TITULO_MAX) erros.titulo = `O título tem mais de ${TITULO_MAX} caracteres.`;
    if (dados.subtitulo.length > SUBTITULO_MAX) erros.subtitulo = `O subtítulo tem mais de ${SUBTITULO_MAX} caracteres.`;
    if (dados.conteudo.length > CONTEUDO_MAX) erros.conteudo = `O texto tem mais de ${CONTEUDO_MAX} caracteres.`;
    if (dados.autor.trim().length > AUTOR_MAX) erros.autor = `O nome do autor tem mais de ${AUTOR_MAX} caracteres.`;
    const regioes = [...new Set(dados.regioes)];
    if (regioes.length > 0) {
      const found = await tx.select({ id: t.regioes.id }).from(t.regioes).where(inArray(t.regioes.id, regioes));
      if (found.length !== regioes.length) erros.regioes = 'Uma das regiões escolhidas não existe.';
    }
    const imagens = [dados.imagem, dados.bannerImagem, dados.destaqueImagem].filter((n): n is string => n !== null);
    if (imagens.length > 0) {
      const found = await tx
        .select({ nome: t.arquivos.nome })
        .from(t.arquivos)
        .where(and(eq(t.arquivos.tipo, 'imagem'), inArray(t.arquivos.nome, [...new Set(imagens)])));
      const existe = new Set(found.map((f) => f.nome));
      if (dados.imagem !== null && !existe.has(dados.imagem)) erros.imagem = 'Imagem não encontrada na biblioteca de mídia.';
      if (dados.bannerImagem !== null && !existe.has(dados.bannerImagem))
        erros.bannerImagem = 'Imagem do banner não encontrada na biblioteca de mídia.';
      if (dados.destaqueImagem !== null && !existe.has(dados.destaqueImagem))
        erros.destaqueImagem = 'Imagem do destaque não encontrada na biblioteca de mídia.';
    }
    return Object.keys(erros).length ? { tipo: 'invalido', erros } : null;
  }

  verificar(dados: DadosNoticia): Promise<ResultadoVerificacao> {
    return this.verificarEm(this.db, dados);
  }

  /** Inside a transaction, every query must go through it (PGlite has one connection). */
  private async verificarEm(tx: Db | Tx, dados: DadosNoticia): Promise<ResultadoVerificacao> {
    const limpo = { ...dados, conteudo: sanitizeNewsHtml(dados.conteudo) };
    let alt: string | null | undefined;
    if (dados.imagem !== null) {
      const [f] = await tx
        .select({ alt: t.arquivos.alt })
        .from(t.arquivos)
        .where(and(eq(t.arquivos.tipo, 'imagem'), eq(t.arquivos.nome, dados.imagem)));
      alt = f?.alt ?? null;
    }
    return verificarNoticia(limpo, alt);
  }

  /**
   * Seconds until this account may autosave again (0: now). An account's accepted autosaves are
   * its 'noticia.autosalvar' events in the audit log (index by account and time), so the limit
   * holds across processes and across the account's sessions: signing in again does not reset it.
   */
  private async esperaAutosalvar(usuarioId: number, agora: Date): Promise<number> {
    const janelaMs = 60_000;
    const recentes = await this.db
      .select({ em: t.auditoria.em })
      .from(t.auditoria)
      .where(
        and(
          eq(t.auditoria.usuarioId, usuarioId),
          eq(t.auditoria.acao, 'noticia.autosalvar'),
          gt(t.auditoria.em, new Date(agora.getTime() - janelaMs)),
        ),
      )
      .orderBy(desc(t.auditoria.em))
      .limit(AUTOSALVAMENTOS_POR_MINUTO);
    const maisAntigo = recentes[AUTOSALVAMENTOS_POR_MINUTO - 1];
    if (!maisAntigo) return 0;
    return Math.max(1, Math.ceil((maisAntigo.em.getTime() + janelaMs - agora.getTime()) / 1000));
  }

  /**
   * Keeps one autosave per account between two saves someone asked for: when an account
   * autosaves, its older autosaves of the item made after the item's newest named save (or
   * restore) go. Named saves, restores and status changes (always named) stay forever, and so does
   * the newest autosave of each account before each named save. The conflict check still sees
   * someone else's autosave of a draft: their newest one has the highest version of theirs.
   */
  /** One revision of a save; an autosave's replaces the same person's previous one (compactarAutosalvamentos). */
  private async gravarRevisao(
    tx: Tx,
    noticiaId: number,
    usuarioId: number,
    em: Date,
    tipo: TipoRevisao,
    versao: number,
    dados: Instantaneo,
  ): Promise<void> {
    const [rev] = await tx
      .insert(t.noticiaRevisoes)
      .values({ noticiaId, em, usuarioId, tipo, versao, dados })
      .returning({ id: t.noticiaRevisoes.id });
    if ((tipo === 'autosalvamento' || tipo === 'autosalvamento-aplicado') && rev)
      await this.compactarAutosalvamentos(tx, noticiaId, usuarioId, rev.id);
  }

  private async compactarAutosalvamentos(tx: Tx, noticiaId: number, usuarioId: number, novaId: number): Promise<void> {
    const r = t.noticiaRevisoes;
    await tx
      .delete(r)
      .where(
        and(
          eq(r.noticiaId, noticiaId),
          eq(r.usuarioId, usuarioId),
          inArray(r.tipo, ['autosalvamento', 'autosalvamento-aplicado']),
          lt(r.id, novaId),
          sql`${r.id} > coalesce((select max(n.id) from noticia_revisoes n where n.noticia_id = ${noticiaId} and n.tipo in ('salvamento', 'restauracao', 'pendente')), 0)`,
        ),
      );
  }

  /**
   * A published (or scheduled) item's pending version: the newest save of it that the public does
   * not see yet — "Salvar" ('pendente') or an autosave ('autosalvamento') made at the item's
   * current version, which "Publicar alterações" puts on the site. Any change of the public row
   * raises the version, so older pending versions stop counting.
   */
  private async versaoPendente(
    tx: Db | Tx,
    linha: Linha,
  ): Promise<{ dados: DadosNoticia; em: Date; usuarioId: number | null; tipo: TipoRevisao } | null> {
    if (linha.situacao !== 'publicada') return null;
    const [rev] = await tx
      .select({
        dados: t.noticiaRevisoes.dados,
        em: t.noticiaRevisoes.em,
        usuarioId: t.noticiaRevisoes.usuarioId,
        tipo: t.noticiaRevisoes.tipo,
      })
      .from(t.noticiaRevisoes)
      .where(
        and(
          eq(t.noticiaRevisoes.noticiaId, linha.id),
          inArray(t.noticiaRevisoes.tipo, TIPOS_PENDENTES),
          eq(t.noticiaRevisoes.versao, linha.versao),
          gte(t.noticiaRevisoes.em, linha.atualizadoEm),
        ),
      )
      .orderBy(desc(t.noticiaRevisoes.id))
      .limit(1);
    return rev ? { ...rev, dados: pickDados(rev.dados as Instantaneo) } : null;
  }

  async salvar(sessao: SessaoAtual, quem: Requisitante, pedido: PedidoSalvar): Promise<ResultadoSalvar> {
    const agora = this.now();
    // Checked before the body is cleaned: a refused autosave costs one indexed read.
    if (pedido.automatico) {
      const segundos = await this.esperaAutosalvar(sessao.usuario.id, agora);
      if (segundos > 0) return { tipo: 'limite', segundos };
    }
    const dados = normalizar(pedido.dados);
    const { id } = pedido;
    const resultado =
      id === null
        ? await this.salvarNova(sessao, quem, { ...pedido, id }, dados, agora)
        : await this.db.transaction(async (tx) => {
            // Row lock: two saves of one item are serialised, so the version check below is exact.
            const [linha] = await tx.select().from(t.noticias).where(eq(t.noticias.id, id)).for('update');
            if (!linha) return { tipo: 'nao-encontrada' } as const;
            return this.salvarEm(tx, sessao, quem, { ...pedido, id }, dados, agora, linha);
          });
    // After the commit, never inside: a rolled-back transition tells no one (docs/decisions/051).
    if (resultado.tipo === 'ok' && resultado.id !== null && !pedido.automatico && pedido.transicao === 'enviar-revisao')
      this.aoEnviarRevisao?.(resultado.id, sessao.usuario.id);
    return resultado;
  }

  /**
   * The first save of "Nova notícia": the row is inserted and saved in one transaction, and a save
   * that is refused (invalid, the checker) rolls the insertion back, so nothing half-made stays.
   * An autosave of a form still empty creates nothing.
   */
  private async salvarNova(
    sessao: SessaoAtual,
    quem: Requisitante,
    pedido: PedidoSalvar & { id: null },
    dados: DadosNoticia,
    agora: Date,
  ): Promise<ResultadoSalvar> {
    if (!this.permite(sessao, 'noticia.criar')) return { tipo: 'proibido' };
    if (pedido.automatico && Object.keys(diferenca(DADOS_VAZIOS, dados).depois).length === 0)
      return { tipo: 'ok', id: null, versao: 0, situacao: 'rascunho' };
    for (let tentativa = 0; ; tentativa++) {
      try {
        return await this.db.transaction(async (tx) => {
          const linha = await this.inserirRascunho(tx, sessao, quem, agora);
          const r = await this.salvarEm(tx, sessao, quem, { ...pedido, id: linha.id, versaoBase: linha.versao }, dados, agora, linha);
          if (r.tipo !== 'ok') throw new Recusada(r);
          return r;
        });
      } catch (err) {
        if (err instanceof Recusada) return err.resultado;
        // Two creations at once on PostgreSQL may pick the same id: the loser tries again.
        if (tentativa < 3 && /duplicate key|unique/i.test(String((err as Error).message))) continue;
        throw err;
      }
    }
  }

  /** One save of the locked row `linha` (an existing item, or the one `salvarNova` just inserted). */
  private async salvarEm(
    tx: Tx,
    sessao: SessaoAtual,
    quem: Requisitante,
    pedido: PedidoSalvar & { id: number },
    dados: DadosNoticia,
    agora: Date,
    linha: Linha,
  ): Promise<ResultadoSalvar> {
    if (!this.podeVer(sessao, linha) || !this.permite(sessao, 'noticia.editar', linha)) return { tipo: 'proibido' } as const;
    const transicao = pedido.automatico ? undefined : pedido.transicao;
    if (transicao && !this.transicaoPermitida(sessao, linha, transicao)) return { tipo: 'proibido' } as const;
    const antes = await this.dadosDe(linha, tx);
    // A conflict is someone else's save since the form was loaded. My own later saves (an
    // autosave still in flight, another tab of mine) are not: the newest text of mine wins.
    const outroSalvou =
      pedido.versaoBase !== linha.versao &&
      (pedido.versaoBase > linha.versao ||
        (
          await tx
            .select({ id: t.noticiaRevisoes.id })
            .from(t.noticiaRevisoes)
            .where(
              and(
                eq(t.noticiaRevisoes.noticiaId, linha.id),
                gt(t.noticiaRevisoes.versao, pedido.versaoBase),
                sql`${t.noticiaRevisoes.tipo} <> 'autosalvamento'`,
                sql`${t.noticiaRevisoes.usuarioId} is distinct from ${sessao.usuario.id}`,
              ),
            )
            .limit(1)
        ).length > 0);
    if (outroSalvou) {
      return {
        tipo: 'conflito',
        versao: linha.versao,
        por: linha.atualizadoPor === null ? null : await this.nomeDe(linha.atualizadoPor, tx),
        em: linha.atualizadoEm.toISOString(),
        atual: antes,
      } as const;
    }
    // A published (or scheduled) item is changed only by "Publicar alterações" (which runs the
    // checker) or another status change: "Salvar" and autosaves keep a pending version aside.
    const publica = linha.situacao === 'publicada';
    const pendente = publica && !transicao;
    // A save of what the newest version already holds (the form autosaves after any key, an
    // arrow key too; "Salvar" clicked twice) records nothing: no revision, no audit event.
    const base = publica ? ((await this.versaoPendente(tx, linha))?.dados ?? antes) : antes;
    const mudancas = diferenca(base, dados);
    if ((pedido.automatico || pendente) && Object.keys(mudancas.depois).length === 0)
      return {
        tipo: 'ok',
        id: linha.id,
        versao: linha.versao,
        situacao: situacaoExibida(linha.situacao, linha.dataPublicao, agora),
      } as const;

    const invalido = await this.validar(dados, tx);
    if (invalido) return invalido;

    if (pendente) {
      // "Salvar" raises the version (a colleague's form opened before it gets a conflict, as
      // with any save); an autosave does not (it never did). The public columns stay.
      const versao = pedido.automatico ? linha.versao : linha.versao + 1;
      if (!pedido.automatico) await tx.update(t.noticias).set({ versao }).where(eq(t.noticias.id, linha.id));
      await this.gravarRevisao(
        tx,
        linha.id,
        sessao.usuario.id,
        agora,
        pedido.automatico ? 'autosalvamento' : 'pendente',
        versao,
        instantaneo(dados, linha.situacao, linha.dataPublicao, linha.despublicarEm),
      );
      await this.auditar(
        tx,
        sessao,
        quem,
        {
          acao: pedido.automatico ? 'noticia.autosalvar' : 'noticia.salvar',

          objetoId: linha.id,
          ...paraAuditoria(mudancas),
        },
        agora,
      );
      // No content notice: nothing public changed.
      return { tipo: 'ok', id: linha.id, versao, situacao: situacaoExibida(linha.situacao, linha.dataPublicao, agora) } as const;
    }

    // Status and dates after this save.
    let situacao = linha.situacao;
    let dataPublicao = linha.dataPublicao;
    let despublicarEm = linha.despublicarEm;
    if (transicao === 'publicar') {
      // "Publicar alterações" on an item already on the site keeps its date unless one is given:
      // fixing a typo does not make old news new.
      const noAr = linha.situacao === 'publicada' && linha.dataPublicao <= agora;
      const quando = pedido.dataPublicacao ? new Date(pedido.dataPublicacao) : noAr ? linha.dataPublicao : agora;
      const ate = pedido.despublicarEm ? new Date(pedido.despublicarEm) : null;
      if (Number.isNaN(quando.getTime())) return { tipo: 'invalido', erros: { dataPublicacao: 'Data de publicação inválida.' } } as const;
      if (ate && (Number.isNaN(ate.getTime()) || ate <= quando))
        return { tipo: 'invalido', erros: { despublicarEm: 'A data para despublicar deve ser depois da publicação.' } } as const;
      const verificacao = await this.verificarEm(tx, dados);
      if (verificacao.bloqueios.length > 0 || (verificacao.avisos.length > 0 && !pedido.ignorarAvisos))
        return { tipo: 'verificacao', verificacao } as const;
      situacao = 'publicada';
      dataPublicao = quando;
      despublicarEm = ate;
    } else if (transicao === 'enviar-revisao') {
      if (!dados.titulo.trim()) return { tipo: 'invalido', erros: { titulo: 'Dê um título antes de enviar para revisão.' } } as const;
      situacao = 'revisao';
    } else if (transicao === 'voltar-rascunho') situacao = 'rascunho';
    else if (transicao === 'despublicar') {
      situacao = 'despublicada';
      despublicarEm = null;
    }
    // A draft's date follows its last save until it is published with a date of its own.
    if (situacao === 'rascunho' || situacao === 'revisao') dataPublicao = agora;

    const escritorId = await this.escritor(tx, dados.autor);
    const versao = linha.versao + 1;
    await tx
      .update(t.noticias)
      .set({
        title: dados.titulo,
        subTitle: dados.subtitulo || null,
        conteudo: dados.conteudo,
        escritorId,
        bannerImage: dados.bannerImagem,
        destaqueImage: dados.destaqueImagem,
        situacao,
        dataPublicao,
        despublicarEm,
        atualizadoEm: agora,
        atualizadoPor: sessao.usuario.id,
        versao,
      })
      .where(eq(t.noticias.id, linha.id));
    await this.gravarRegioesEImagem(tx, linha.id, dados);
    await this.gravarRevisao(
      tx,
      linha.id,
      sessao.usuario.id,
      agora,
      pedido.automatico ? 'autosalvamento-aplicado' : 'salvamento',
      versao,
      instantaneo(dados, situacao, dataPublicao, despublicarEm),
    );
    // A draft's date only follows its saves: not a change anyone made, so not in the audit entry.
    const datasDeRascunho =
      (situacao === 'rascunho' || situacao === 'revisao') && (linha.situacao === 'rascunho' || linha.situacao === 'revisao');
    const mudou = paraAuditoria(
      diferenca(
        instantaneo(antes, linha.situacao, linha.dataPublicao, linha.despublicarEm),
        instantaneo(dados, situacao, datasDeRascunho ? linha.dataPublicao : dataPublicao, despublicarEm),
      ),
    );
    await this.auditar(
      tx,
      sessao,
      quem,
      {
        acao: transicao ? `noticia.${transicao}` : pedido.automatico ? 'noticia.autosalvar' : 'noticia.salvar',

        objetoId: linha.id,
        antes: mudou.antes,
        depois: mudou.depois,
      },
      agora,
      publica || situacao === 'publicada',
    );
    return { tipo: 'ok', id: linha.id, versao, situacao: situacaoExibida(situacao, dataPublicao, agora) } as const;
  }

  private transicaoPermitida(sessao: SessaoAtual, linha: Linha, transicao: PedidoSalvar['transicao']): boolean {
    switch (transicao) {
      case 'enviar-revisao':
        return this.permite(sessao, 'noticia.enviar-revisao', linha);
      case 'voltar-rascunho':
        return (
          this.permite(sessao, 'noticia.voltar-rascunho', linha) && (linha.situacao === 'revisao' || linha.situacao === 'despublicada')
        );
      case 'publicar':
        return this.permite(sessao, 'noticia.publicar', linha);
      case 'despublicar':
        return this.permite(sessao, 'noticia.despublicar', linha) && linha.situacao === 'publicada';
      default:
        return true;
    }
  }

  private async escritor(tx: Tx, nome: string): Promise<number | null> {
    const n = nome.trim();
    if (!n) return null;
    await tx.insert(t.escritores).values({ nome: n }).onConflictDoNothing();
    const [row] = await tx.select({ id: t.escritores.id }).from(t.escritores).where(eq(t.escritores.nome, n));
    return row?.id ?? null;
  }

  private async gravarRegioesEImagem(tx: Tx, id: number, dados: DadosNoticia): Promise<void> {
    await tx.delete(t.noticiaRegioes).where(eq(t.noticiaRegioes.noticiaId, id));
    const regioes = [...new Set(dados.regioes)];
    if (regioes.length) await tx.insert(t.noticiaRegioes).values(regioes.map((regiaoId) => ({ noticiaId: id, regiaoId })));
    // The main image is the first "image" block; other blocks (from bundles) stay as they were.
    const blocos = await tx.select().from(t.noticiaBlocos).where(eq(t.noticiaBlocos.noticiaId, id)).orderBy(asc(t.noticiaBlocos.ordem));
    const outros = blocos.filter((b) => b.tipo !== 'image');
    const novos = [
      ...(dados.imagem ? [{ tipo: 'image', value: dados.imagem }] : []),
      ...outros.map((b) => ({ tipo: b.tipo, value: b.value })),
    ];
    await tx.delete(t.noticiaBlocos).where(eq(t.noticiaBlocos.noticiaId, id));
    if (novos.length) await tx.insert(t.noticiaBlocos).values(novos.map((b, ordem) => ({ noticiaId: id, ordem, ...b })));
  }

  async excluir(sessao: SessaoAtual, quem: Requisitante, id: number): Promise<'ok' | 'proibido' | 'nao-encontrada'> {
    const agora = this.now();
    return this.db.transaction(async (tx) => {
      const [linha] = await tx.select().from(t.noticias).where(eq(t.noticias.id, id)).for('update');
      if (!linha) return 'nao-encontrada';
      if (!this.permite(sessao, 'noticia.excluir', linha) || sessao.etapa !== 'completa') return 'proibido';
      const antes = await this.dadosDe(linha, tx);
      await guardarNaLixeira(tx, id, sessao.usuario.id, agora);
      await this.auditar(tx, sessao, quem, { acao: 'noticia.excluir', objetoId: id, antes: semTexto(antes) }, agora);
      return 'ok';
    });
  }

  async lixeira(sessao: SessaoAtual): Promise<ItemDaLixeira[] | 'proibido'> {
    if (!this.permite(sessao, 'noticia.lixeira')) return 'proibido';
    const itens = await listarLixeira(this.db, this.now());
    return itens.map((i) => ({ ...i, excluidaEm: i.excluidaEm.toISOString(), expiraEm: i.expiraEm.toISOString() }));
  }

  async restaurarDaLixeira(
    sessao: SessaoAtual,
    quem: Requisitante,
    id: number,
  ): Promise<{ tipo: 'ok'; titulo: string } | { tipo: 'proibido' | 'nao-encontrada' | 'ocupado' }> {
    if (!this.permite(sessao, 'noticia.lixeira')) return { tipo: 'proibido' };
    const agora = this.now();
    return this.db.transaction(async (tx) => {
      const r = await restaurarDaLixeira(tx, id, agora);
      if (typeof r === 'string') return { tipo: r };
      await this.auditar(
        tx,
        sessao,
        quem,
        {
          acao: 'noticia.restaurar-da-lixeira',

          objetoId: id,
          depois: { titulo: r.titulo },
        },
        agora,
      );
      return { tipo: 'ok', titulo: r.titulo };
    });
  }

  // ---- revisions -----------------------------------------------------------------------------

  async revisoes(sessao: SessaoAtual, id: number): Promise<RevisaoListada[] | 'proibido' | null> {
    const linha = await this.linha(id);
    if (!linha) return null;
    if (!this.podeVer(sessao, linha)) return 'proibido';
    const rows = await this.db
      .select({
        id: t.noticiaRevisoes.id,
        em: t.noticiaRevisoes.em,
        usuario: t.usuarios.nome,
        tipo: t.noticiaRevisoes.tipo,
        versao: t.noticiaRevisoes.versao,
        // From the snapshot, not the whole body: the history labels status changes (issue 27, item 9).
        situacao: sql<Situacao>`${t.noticiaRevisoes.dados}->>'situacao'`,
        dataPublicacao: sql<string>`${t.noticiaRevisoes.dados}->>'dataPublicacao'`,
      })
      .from(t.noticiaRevisoes)
      .leftJoin(t.usuarios, eq(t.usuarios.id, t.noticiaRevisoes.usuarioId))
      .where(eq(t.noticiaRevisoes.noticiaId, id))
      .orderBy(desc(t.noticiaRevisoes.id))
      .limit(500);
    return rows.map((r) => ({ ...r, em: r.em.toISOString() }));
  }

  async revisao(sessao: SessaoAtual, id: number, revisaoId: number): Promise<RevisaoCompleta | 'proibido' | null> {
    const linha = await this.linha(id);
    if (!linha) return null;
    if (!this.podeVer(sessao, linha)) return 'proibido';
    const [r] = await this.db
      .select({ rev: t.noticiaRevisoes, usuario: t.usuarios.nome })
      .from(t.noticiaRevisoes)
      .leftJoin(t.usuarios, eq(t.usuarios.id, t.noticiaRevisoes.usuarioId))
      .where(and(eq(t.noticiaRevisoes.noticiaId, id), eq(t.noticiaRevisoes.id, revisaoId)));
    if (!r) return null;
    return {
      id: r.rev.id,
      em: r.rev.em.toISOString(),
      usuario: r.usuario,
      tipo: r.rev.tipo,
      versao: r.rev.versao,
      situacao: (r.rev.dados as Instantaneo).situacao,
      dataPublicacao: (r.rev.dados as Instantaneo).dataPublicacao,
      dados: pickDados(r.rev.dados as Instantaneo),
    };
  }

  /** Brings back a revision's fields as a new save (the status stays as it is now). */
  async restaurar(sessao: SessaoAtual, quem: Requisitante, id: number, revisaoId: number): Promise<ResultadoSalvar> {
    const rev = await this.revisao(sessao, id, revisaoId);
    if (rev === null) return { tipo: 'nao-encontrada' };
    if (rev === 'proibido') return { tipo: 'proibido' };
    const linha = await this.linha(id);
    if (!linha) return { tipo: 'nao-encontrada' };
    const r = await this.salvar(sessao, quem, { id, versaoBase: linha.versao, dados: rev.dados });
    // The same version back: nothing was recorded (the text is already the newest), nothing to name.
    if (r.tipo === 'ok' && r.versao !== linha.versao) {
      await this.db
        .update(t.noticiaRevisoes)
        .set({ tipo: 'restauracao' })
        .where(and(eq(t.noticiaRevisoes.noticiaId, id), eq(t.noticiaRevisoes.versao, r.versao), eq(t.noticiaRevisoes.tipo, 'salvamento')));
    }
    return r;
  }

  // ---- who is editing ------------------------------------------------------------------------

  private async edicaoAtual(sessao: SessaoAtual, id: number): Promise<EdicaoEmCurso | null> {
    const [e] = await this.db
      .select({
        usuarioId: t.noticiaEdicoes.usuarioId,
        desde: t.noticiaEdicoes.desde,
        vistoEm: t.noticiaEdicoes.vistoEm,
        nome: t.usuarios.nome,
      })
      .from(t.noticiaEdicoes)
      .innerJoin(t.usuarios, eq(t.usuarios.id, t.noticiaEdicoes.usuarioId))
      .where(eq(t.noticiaEdicoes.noticiaId, id));
    if (!e || this.now().getTime() - e.vistoEm.getTime() > EDICAO_VALIDA_MS) return null;
    return { usuario: e.nome, desde: e.desde.toISOString(), minha: e.usuarioId === sessao.usuario.id };
  }

  async marcarEdicao(sessao: SessaoAtual, id: number): Promise<EdicaoEmCurso | null> {
    const linha = await this.linha(id);
    if (!linha || !this.podeVer(sessao, linha) || !this.permite(sessao, 'noticia.editar', linha)) return null;
    const atual = await this.edicaoAtual(sessao, id);
    if (atual && !atual.minha) return atual;
    const agora = this.now();
    await this.db
      .insert(t.noticiaEdicoes)
      .values({ noticiaId: id, usuarioId: sessao.usuario.id, desde: agora, vistoEm: agora })
      .onConflictDoUpdate({
        target: t.noticiaEdicoes.noticiaId,
        set: atual ? { vistoEm: agora } : { usuarioId: sessao.usuario.id, desde: agora, vistoEm: agora, tomadaPor: null },
      });
    return { usuario: sessao.usuario.nome, desde: atual?.desde ?? agora.toISOString(), minha: true };
  }

  async tomarEdicao(sessao: SessaoAtual, quem: Requisitante, id: number): Promise<'ok' | 'proibido' | 'nao-encontrada'> {
    const linha = await this.linha(id);
    if (!linha) return 'nao-encontrada';
    if (!this.podeVer(sessao, linha) || !this.permite(sessao, 'noticia.editar', linha)) return 'proibido';
    const agora = this.now();
    const [antes] = await this.db.select().from(t.noticiaEdicoes).where(eq(t.noticiaEdicoes.noticiaId, id));
    await this.db
      .insert(t.noticiaEdicoes)
      .values({ noticiaId: id, usuarioId: sessao.usuario.id, desde: agora, vistoEm: agora, tomadaPor: antes?.usuarioId ?? null })
      .onConflictDoUpdate({
        target: t.noticiaEdicoes.noticiaId,
        set: { usuarioId: sessao.usuario.id, desde: agora, vistoEm: agora, tomadaPor: antes?.usuarioId ?? null },
      });
    await this.auditar(
      this.db,
      sessao,
      quem,
      {
        acao: 'noticia.assumir-edicao',

        objetoId: id,
        antes: { editando: antes?.usuarioId ?? null },
      },
      agora,
    );
    return 'ok';
  }

  // ---- previews ------------------------------------------------------------------------------

  private async detalhe(linha: Linha): Promise<NoticiaDetail> {
    // A public item's pending version is what its editor is looking at.
    const dados = (await this.versaoPendente(this.db, linha))?.dados ?? (await this.dadosDe(linha));
    const regioes = dados.regioes.length
      ? await this.db
          .select({ id: t.regioes.id, nome: t.regioes.nome })
          .from(t.regioes)
          .where(inArray(t.regioes.id, dados.regioes))
          .orderBy(asc(t.regioes.nome))
      : [];
    return {
      data: {
        response: {
          id: linha.id,
          title: dados.titulo,
          sub_title: dados.subtitulo || null,
          data_criacao: linha.dataCriacao.toISOString(),
          data_publicao: linha.dataPublicao.toISOString(),
          regioesNoticias: regioes,
          materia: dados.imagem ? [{ tipo: 'image', value: dados.imagem }] : [],
          escritor: dados.autor ? { nome: dados.autor } : null,
          banner_image: dados.bannerImagem,
          destaque_image: dados.destaqueImagem,
          conteudo: sanitizeNewsHtml(dados.conteudo),
        },
        seguinte: null,
        anterior: null,
      },
    };
  }

  async previa(sessao: SessaoAtual, id: number): Promise<NoticiaDetail | 'proibido' | null> {
    const linha = await this.linha(id);
    if (!linha) return null;
    if (!this.podeVer(sessao, linha)) return 'proibido';
    return this.detalhe(linha);
  }

  async criarLinkPrevia(
    sessao: SessaoAtual,
    quem: Requisitante,
    id: number,
  ): Promise<{ token: string; expiraEm: string } | 'proibido' | null> {
    const linha = await this.linha(id);
    if (!linha) return null;
    if (!this.podeVer(sessao, linha)) return 'proibido';
    const token = newToken();
    const agora = this.now();
    const expiraEm = new Date(agora.getTime() + HORAS_LINK_PREVIA * 3_600_000);
    const hash = sha256(token);
    await this.db.insert(t.noticiaPrevias).values({ id: hash, noticiaId: id, criadaPor: sessao.usuario.id, criadaEm: agora, expiraEm });
    await this.auditar(
      this.db,
      sessao,
      quem,
      {
        acao: 'noticia.link-previa',

        objetoId: id,
        depois: { link: publicSessionId(hash), expiraEm },
      },
      agora,
    );
    return { token, expiraEm: expiraEm.toISOString() };
  }

  /**
   * Opens a link: the item, if the link exists, has not expired and was not revoked. Every opening
   * is counted on the link and written to the audit log (one row each: links are opened by people,
   * a few times, and the log is where an administrator asks "who saw this draft").
   */
  async previaPorLink(sessao: SessaoAtual, token: string, quem: Requisitante): Promise<NoticiaDetail | null> {
    if (sessao.etapa !== 'completa' || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const agora = this.now();
    // Counted in the statement that checks it is still valid: a revocation in between wins.
    const [p] = await this.db
      .update(t.noticiaPrevias)
      .set({ aberturas: sql`${t.noticiaPrevias.aberturas} + 1`, ultimaAberturaEm: agora })
      .where(and(eq(t.noticiaPrevias.id, sha256(token)), gt(t.noticiaPrevias.expiraEm, agora), isNull(t.noticiaPrevias.revogadaEm)))
      .returning({ id: t.noticiaPrevias.id, noticiaId: t.noticiaPrevias.noticiaId, aberturas: t.noticiaPrevias.aberturas });
    if (!p) return null;
    await this.auditar(
      this.db,
      sessao,
      quem,
      {
        acao: 'noticia.link-previa-aberto',

        objetoId: p.noticiaId,
        depois: { link: publicSessionId(p.id), aberturas: p.aberturas },
      },
      agora,
    );
    const linha = await this.linha(p.noticiaId);
    return linha ? this.detalhe(linha) : null;
  }

  async linksPrevia(sessao: SessaoAtual, id: number): Promise<LinkPreviaListado[] | 'proibido' | null> {
    const linha = await this.linha(id);
    if (!linha) return null;
    if (sessao.etapa !== 'completa' || !this.podeVer(sessao, linha)) return 'proibido';
    const criador = sql<string | null>`(select nome from usuarios u where u.id = ${t.noticiaPrevias.criadaPor})`;
    const revogador = sql<string | null>`(select nome from usuarios u where u.id = ${t.noticiaPrevias.revogadaPor})`;
    const rows = await this.db
      .select({ link: t.noticiaPrevias, criador, revogador })
      .from(t.noticiaPrevias)
      .where(eq(t.noticiaPrevias.noticiaId, id))
      .orderBy(desc(t.noticiaPrevias.criadaEm))
      .limit(LINKS_PREVIA_LISTADOS);
    const agora = this.now().getTime();
    const podeEditar = this.permite(sessao, 'noticia.editar', linha);
    return rows.map(({ link, criador: nome, revogador: quemRevogou }) => {
      const estado = link.revogadaEm ? 'revogado' : link.expiraEm.getTime() <= agora ? 'expirado' : 'ativo';
      return {
        id: publicSessionId(link.id),
        criadaPor: nome,
        criadaEm: link.criadaEm.toISOString(),
        expiraEm: link.expiraEm.toISOString(),
        revogadaEm: link.revogadaEm?.toISOString() ?? null,
        revogadaPor: quemRevogou,
        aberturas: link.aberturas,
        ultimaAberturaEm: link.ultimaAberturaEm?.toISOString() ?? null,
        estado,
        podeRevogar: estado === 'ativo' && (podeEditar || link.criadaPor === sessao.usuario.id),
      };
    });
  }

  async revogarLinkPrevia(
    sessao: SessaoAtual,
    quem: Requisitante,
    id: number,
    linkId: string,
  ): Promise<'ok' | 'proibido' | 'nao-encontrado' | null> {
    const linha = await this.linha(id);
    if (!linha) return null;
    if (sessao.etapa !== 'completa' || !this.podeVer(sessao, linha)) return 'proibido';
    if (!/^[0-9a-f]{16}$/.test(linkId)) return 'nao-encontrado';
    const agora = this.now();
    const qual = and(
      sql`left(${t.noticiaPrevias.id}, 16) = ${linkId}`,
      eq(t.noticiaPrevias.noticiaId, id),
      isNull(t.noticiaPrevias.revogadaEm),
      gt(t.noticiaPrevias.expiraEm, agora),
    );
    const [link] = await this.db.select({ criadaPor: t.noticiaPrevias.criadaPor }).from(t.noticiaPrevias).where(qual);
    if (!link) return 'nao-encontrado';
    // Who may edit the item, or who made the link (an autor withdrawing their own link).
    if (!this.permite(sessao, 'noticia.editar', linha) && link.criadaPor !== sessao.usuario.id) return 'proibido';
    const feita = await this.db
      .update(t.noticiaPrevias)
      .set({ revogadaEm: agora, revogadaPor: sessao.usuario.id })
      .where(qual)
      .returning({ aberturas: t.noticiaPrevias.aberturas });
    if (feita.length === 0) return 'nao-encontrado';
    await this.auditar(
      this.db,
      sessao,
      quem,
      {
        acao: 'noticia.link-previa-revogado',

        objetoId: id,
        depois: { link: linkId, aberturas: feita[0]?.aberturas ?? 0 },
      },
      agora,
    );
    return 'ok';
  }
}

/** Trims what the form sends and sanitises the body: what is stored is what the public would get. */
function normalizar(dados: DadosNoticia): DadosNoticia {
  return {
    titulo: dados.titulo.trim(),
    subtitulo: dados.subtitulo.trim(),
    // Editors leave empty paragraphs around the text (TipTap keeps one after a final image): they
    // show nothing, so they go; an empty paragraph inside the text is the checker's business.
    conteudo: sanitizeNewsHtml(dados.conteudo)
      .replace(/^(\s*<p>(\s|&nbsp;|<br\s*\/?>)*<\/p>)+/, '')
      .replace(/(<p>(\s|&nbsp;|<br\s*\/?>)*<\/p>\s*)+$/, '')
      .trim(),
    autor: dados.autor.trim(),
    regioes: [...new Set(dados.regioes)].sort((a, b) => a - b),
    imagem: dados.imagem || null,
    bannerImagem: dados.bannerImagem || null,
    destaqueImagem: dados.destaqueImagem || null,
  };
}

function instantaneo(dados: DadosNoticia, situacao: Situacao, dataPublicao: Date, despublicarEm: Date | null): Instantaneo {
  return { ...dados, situacao, dataPublicacao: dataPublicao.toISOString(), despublicarEm: despublicarEm?.toISOString() ?? null };
}

function pickDados(i: Instantaneo): DadosNoticia {
  return {
    titulo: i.titulo,
    subtitulo: i.subtitulo,
    conteudo: i.conteudo,
    autor: i.autor,
    regioes: i.regioes,
    imagem: i.imagem,
    bannerImagem: i.bannerImagem,
    destaqueImagem: i.destaqueImagem,
  };
}

/** The body goes to the audit log as its hash and length, always (other fields stay in clear). */
function semTexto<T extends { conteudo?: string }>(v: T): Omit<T, 'conteudo'> & { conteudo?: ReturnType<typeof summarizeTexto> } {
  const { conteudo, ...resto } = v;
  return conteudo === undefined ? resto : { ...resto, conteudo: summarizeTexto(conteudo) };
}

function paraAuditoria<T extends { conteudo?: string }>(m: { antes: T; depois: T }) {
  return { antes: semTexto(m.antes), depois: semTexto(m.depois) };
}

/** Only the fields that changed, before and after (the audit log's record of a save). */
function diferenca<T extends object>(antes: T, depois: T): { antes: Partial<T>; depois: Partial<T> } {
  const a: Partial<T> = {};
  const d: Partial<T> = {};
  for (const k of Object.keys(depois) as (keyof T)[]) {
    if (JSON.stringify(antes[k]) !== JSON.stringify(depois[k])) {
      a[k] = antes[k];
      d[k] = depois[k];
    }
  }
  return { antes: a, depois: d };
}
