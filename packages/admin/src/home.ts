/**
 * The home page's partners, useful links and active logo in the back office (issue 12; decisions
 * 029 and 048). Editors and administrators (conteudo.editar):
 *
 * - partners (nome, a library image, link) and useful links (nome, link) are content types of the
 *   registry (PARCEIROS, LINKS_UTEIS in conteudo/conteudos.ts), saved by its pipeline: fields by
 *   the contracts' rules (validateParceiro, validateLinkUtil: the link rule checkLink, so
 *   `javascript:` never reaches the page), a partner's image an image of the media library, the
 *   edit version, ordered by hand (`ordem`), an edit audited by the fields that changed.
 * - the logos (LOGOS), a type of the registry too: one active at a time, chosen on the list (the
 *   `ativo` hook, the pipeline's `ativar`) from a version of the whole list; a logo is added by
 *   picking a library image; the active one is not removed.
 */
import {
  type DadosLinkUtil,
  DadosItemHomeForm,
  type DadosParceiro,
  type ErroDeCampo,
  type LinkUtilEditavel,
  type LogoEditavel,
  LogoForm,
  type ParceiroEditavel,
  validateLinkUtil,
  validateParceiro,
} from '@cosems/contracts';
import { type Db, PARTES, PROJECOES, tables as t } from '@cosems/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { listaOrdenada } from './conteudo/lista-ordenada.ts';
import { recusa as recusaDoSalvamento } from './conteudo/pipeline.ts';
import { type TipoDeConteudoDeclarado, type Tx, tudoCom } from './conteudo/tipo.ts';
import { imagemDaBibliotecaExiste } from './midia.ts';

const IMAGEM_AUSENTE: ErroDeCampo = { campo: 'imagem', mensagem: 'A imagem escolhida não está na biblioteca de mídia: escolha outra.' };

// ---- partners and useful links: one ordered list, two shapes --------------------------------------

type Linha = typeof t.parceiros.$inferSelect | typeof t.linksUteis.$inferSelect;

/** A list of the home page as a content type: ordered by hand, audited by the fields that changed. */
function declarar<D extends { nome: string; link: string }, E>(forma: {
  tabela: typeof t.parceiros | typeof t.linksUteis;
  objetoTipo: 'parceiro' | 'link-util';
  /** "O parceiro", "O link" — messages. */
  artigo: string;
  validar(dados: D): { ok: true; valor: D } | { ok: false; erros: ErroDeCampo[] };
  colunas(dados: D): Record<string, string>;
  temImagem: boolean;
}): TipoDeConteudoDeclarado<Linha, E, D> {
  const { escrever, ...ordenada } = listaOrdenada<Linha>(forma.tabela, (r) => r.nome);
  const valores = (r: Linha) => forma.colunas(r as unknown as D);
  const invalido = (erros: ErroDeCampo[]) => ({ ...recusaDoSalvamento(400, 'Confira os campos marcados.'), erros });
  return {
    pacote: forma.tabela === t.parceiros ? PARTES.parceiros : PARTES.linksUteis,
    publico: forma.tabela === t.parceiros ? PROJECOES.parceiros : PROJECOES.linksUteis,
    permissoes: tudoCom('conteudo.editar'),
    mensagens: {
      proibido: 'Só editores e administradores alteram o conteúdo do site.',
      naoEncontrado: `${forma.artigo} não foi encontrado: talvez outra pessoa o tenha removido.`,
      conflito:
        'Outra pessoa alterou este item depois que você abriu a página. Nada foi salvo: confira o que está salvo e refaça a alteração.',
    },
    formulario: DadosItemHomeForm,
    auditoria: { objetoTipo: forma.objetoTipo, valores, soMudancas: true },
    versionado: valores,
    idDe: (r) => r.id,
    editavel: (r, versao) => ({ id: r.id, ...valores(r), versao }) as E,
    filtroValido: (filtro) => filtro === null,
    ...(forma.temImagem ? { escolheImagem: true as const } : {}),
    ...ordenada,
    async preparar(campos) {
      const v = forma.validar(campos as unknown as D);
      return v.ok ? v.valor : invalido(v.erros);
    },
    semMudanca: (antes, valor) => {
      const velho = valores(antes);
      return Object.entries(forma.colunas(valor)).every(([k, v]) => velho[k] === v);
    },
    async gravar(tx, valor, antes) {
      if (forma.temImagem && !(await imagemDaBibliotecaExiste(tx, (valor as unknown as DadosParceiro).imagem)))
        return invalido([IMAGEM_AUSENTE]);
      return { linha: await escrever(tx, forma.colunas(valor), antes) };
    },
  };
}

/** The partners (home carousel, footer's "Órgãos e parceiros", /api/parceiros). */
export const PARCEIROS = declarar<DadosParceiro, ParceiroEditavel>({
  tabela: t.parceiros,
  objetoTipo: 'parceiro',
  artigo: 'O parceiro',
  validar: validateParceiro,
  colunas: (d) => ({ nome: d.nome, imagem: d.imagem, link: d.link }),
  temImagem: true,
});

/** The useful links (home page: 4 columns of 5, /api/links-uteis). */
export const LINKS_UTEIS = declarar<DadosLinkUtil, LinkUtilEditavel>({
  tabela: t.linksUteis,
  objetoTipo: 'link-util',
  artigo: 'O link',
  validar: validateLinkUtil,
  colunas: (d) => ({ nome: d.nome, link: d.link }),
  temImagem: false,
});

// ---- the logos -------------------------------------------------------------------------------------

const LOGO_FORA = 'Confira o campo marcado.';
type Logo = typeof t.logos.$inferSelect;
/**
 * A logo with its image's alternative text and every logo's stored values: the active one is a
 * choice among them all, so a logo's version is the whole list's, and a page opened before any
 * change to the list is refused, whatever logo it names.
 */
type LinhaLogo = Logo & { alt: string | null; lista: unknown[] };

/** Every logo, in id order, with the alt texts; locked (and the writers in turn, also on an empty list) when asked. */
async function logosDoSite(db: Db | Tx, travar: boolean): Promise<LinhaLogo[]> {
  if (travar) await db.execute(sql`select pg_advisory_xact_lock(hashtext('cosems-logos'))`);
  const q = db.select().from(t.logos).orderBy(asc(t.logos.id));
  const rows = travar ? await q.for('update') : await q;
  const alts = new Map(
    (await db.select({ nome: t.arquivos.nome, alt: t.arquivos.alt }).from(t.arquivos).where(eq(t.arquivos.tipo, 'imagem'))).map((a) => [
      a.nome,
      a.alt,
    ]),
  );
  const lista = rows.map((r) => [r.id, r.imagem, r.ativa]);
  return rows.map((r) => ({ ...r, alt: alts.get(r.imagem) ?? null, lista }));
}

/**
 * The site's logos (header, banner, /api/logos/ativa): one active at a time (the unique partial
 * index logos_uma_ativa_idx), chosen on the list (`ativo`); a logo is added by picking a library
 * image, never twice; the active one is not removed.
 */
export const LOGOS: TipoDeConteudoDeclarado<LinhaLogo, LogoEditavel, string> = {
  pacote: PARTES.logos,
  publico: PROJECOES.logo,
  permissoes: tudoCom('conteudo.editar'),
  mensagens: {
    proibido: 'Só editores e administradores editam os parceiros, os links úteis e o logo.',
    naoEncontrado: 'Logo não encontrado.',
    conflito: 'Os logos mudaram depois que você abriu a página. Nada foi removido: confira e tente de novo.',
  },
  formulario: LogoForm,
  auditoria: { objetoTipo: 'logo', valores: (r) => ({ imagem: r.imagem }) },
  versionado: (r) => r.lista,
  idDe: (r) => r.id,
  editavel: (r, versao) => ({ id: r.id, imagem: r.imagem, ativa: r.ativa, alt: r.alt, versao }),
  filtroValido: (filtro) => filtro === null,
  escolheImagem: true,
  async listar(db, _filtro, pagina) {
    const itens = await logosDoSite(db, false);
    return { itens, total: itens.length, pagina, paginas: 1 };
  },
  buscar: async (db, id, bloquear) => (await logosDoSite(db, bloquear)).find((l) => l.id === id),
  async preparar(campos) {
    const nome = (campos.imagem ?? '').trim();
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(nome))
      return {
        ...recusaDoSalvamento(400, LOGO_FORA),
        erros: [{ campo: 'imagem', mensagem: 'Escolha uma imagem da biblioteca de mídia.' }],
      };
    return nome;
  },
  async gravar(tx, nome, antes) {
    if (!(await imagemDaBibliotecaExiste(tx, nome))) return { ...recusaDoSalvamento(400, LOGO_FORA), erros: [IMAGEM_AUSENTE] };
    const todos = await logosDoSite(tx, true);
    if (todos.some((l) => l.imagem === nome && l.id !== antes?.id))
      return { ...recusaDoSalvamento(409, LOGO_FORA), erros: [{ campo: 'imagem', mensagem: 'Esta imagem já é um dos logos.' }] };
    // logos.id is not a serial (the bundle gives ids): the next free one.
    const [linha] = antes
      ? await tx.update(t.logos).set({ imagem: nome }).where(eq(t.logos.id, antes.id)).returning()
      : await tx
          .insert(t.logos)
          .values({ id: Math.max(0, ...todos.map((l) => l.id)) + 1, imagem: nome, ativa: false })
          .returning();
    if (!linha) throw new Error('logo não gravado');
    return { linha: { ...linha, alt: null, lista: [] } };
  },
  async apagar(tx, id) {
    const [removido] = await tx
      .delete(t.logos)
      .where(and(eq(t.logos.id, id), eq(t.logos.ativa, false)))
      .returning();
    if (!removido) return recusaDoSalvamento(409, 'O logo ativo não pode ser removido: escolha outro como ativo antes.');
  },
  ativo: {
    eAtivo: (r) => r.ativa,
    async marcar(tx, id) {
      // Off first, then on: the unique partial index never sees two active logos.
      const [antes] = await tx.update(t.logos).set({ ativa: false }).where(eq(t.logos.ativa, true)).returning();
      await tx.update(t.logos).set({ ativa: true }).where(eq(t.logos.id, id));
      return antes && { ...antes, alt: null, lista: [] };
    },
    valores: (ativa) => ({ ativa: ativa?.imagem ?? null }),
    conflito: 'Os logos mudaram depois que você abriu a página. Nada foi salvo: confira e escolha de novo.',
  },
};
