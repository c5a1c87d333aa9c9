/**
 * The home page's partners, useful links and active logo in the back office (issue 12; decision
 * 029). Editors and administrators (conteudo.editar, checked in every method):
 *
 * - partners (nome, a library image, link) and useful links (nome, link): add, edit, remove and
 *   order. Fields are checked by the contracts' rules (validateParceiro, validateLinkUtil: the
 *   link rule checkLink, so `javascript:` never reaches the page); a partner's image must be an
 *   image of the media library.
 * - an edit or a removal carries the version the page showed (a digest of the stored fields); the
 *   row is locked and the digest compared, so two editors never overwrite each other silently.
 * - an order is saved whole: exactly a permutation of the current ids (read with the rows locked).
 * - the logos: one active at a time (the unique partial index logos_uma_ativa_idx), chosen from a
 *   version of the whole list; a logo is added by picking a library image; the active one is not
 *   removed.
 *
 * Each change is audited with before and after and announced inside its transaction — for the
 * partners and links by the content types' save pipeline (docs/decisions/048), for the logos here:
 * the home page, the footer, the header and the API follow at once, in every process.
 */
import {
  type DadosLinkUtil,
  DadosItemHomeForm,
  type DadosParceiro,
  type ErroDeCampo,
  type ImagemDaBiblioteca,
  type LinksUteisPort,
  type LinkUtilListado,
  type LogosDoSite,
  type LogosPort,
  type ParceiroListado,
  type ParceirosPort,
  pode,
  type Requisitante,
  type ResultadoDocumento,
  type ResultadoHome,
  type SessaoAtual,
  validateLinkUtil,
  validateParceiro,
} from '@cosems/contracts';
import { type Db, notifyContentChange, tables as t } from '@cosems/db';
import { type Contexto, comoPorta, excluir, exigir, recusa as recusaDoSalvamento, reordenar, salvar } from './conteudo/pipeline.ts';
import { listaOrdenada } from './conteudo/lista-ordenada.ts';
import { type TipoDeConteudoDeclarado, tudoCom } from './conteudo/tipo.ts';
import { asc, eq, sql } from 'drizzle-orm';
import { imagemDaBibliotecaExiste, imagensDaBiblioteca } from './midia.ts';
import { recordAudit } from './audit.ts';
import { versaoDe } from './conteudo/versao.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const recusa = (status: 400 | 404 | 409, mensagem: string, erros?: ErroDeCampo[]): ResultadoHome => ({
  tipo: 'recusado',
  status,
  mensagem,
  ...(erros ? { erros } : {}),
});

const PROIBIDO = 'Só editores e administradores alteram o conteúdo do site.';
const DESATUALIZADO =
  'Outra pessoa alterou este item depois que você abriu a página. Nada foi salvo: confira o que está salvo e refaça a alteração.';

export interface HomeAdminOptions {
  db: Db;
  now?: () => Date;
}

function podeEditar(sessao: SessaoAtual): boolean {
  return sessao.etapa === 'completa' && pode(sessao.usuario.papel, 'conteudo.editar');
}

/** The media library's images, newest first (the partner's and the logo's choice). */
const IMAGEM_AUSENTE: ErroDeCampo = { campo: 'imagem', mensagem: 'A imagem escolhida não está na biblioteca de mídia: escolha outra.' };

// ---- partners and useful links: one ordered list, two shapes --------------------------------------

type Tabela = typeof t.parceiros | typeof t.linksUteis;
type LinhaDaLista = typeof t.parceiros.$inferSelect | typeof t.linksUteis.$inferSelect;

interface Forma<D, L> {
  tabela: Tabela;
  tipo: 'parceiro' | 'link-util';
  /** "O parceiro", "O link" — messages. */
  artigo: string;
  validar(dados: D): { ok: true; valor: D } | { ok: false; erros: ErroDeCampo[] };
  colunas(dados: D): Record<string, string>;
  listado(row: Record<string, unknown>): L;
  temImagem: boolean;
}

/**
 * A list of the home page (partners, useful links) as a content type of the save pipeline
 * (docs/decisions/048): ordered by hand, audited by the fields that changed.
 */
function declarar<D>(forma: Forma<D, unknown>): TipoDeConteudoDeclarado<LinhaDaLista, unknown, D> {
  const { escrever, ...ordenada } = listaOrdenada<LinhaDaLista>(forma.tabela, (r) => r.nome);
  const valores = (r: LinhaDaLista) => forma.colunas(r as unknown as D);
  return {
    permissoes: tudoCom('conteudo.editar'),
    mensagens: {
      proibido: PROIBIDO,
      naoEncontrado: `${forma.artigo} não foi encontrado: talvez outra pessoa o tenha removido.`,
      conflito: DESATUALIZADO,
    },
    formulario: DadosItemHomeForm,
    auditoria: { objetoTipo: forma.tipo, valores, soMudancas: true },
    versionado: valores,
    idDe: (r) => r.id,
    editavel: (r, versao) => ({ id: r.id, ...valores(r), versao }),
    filtroValido: (filtro) => filtro === null,
    ...ordenada,
    async preparar(campos) {
      const v = forma.validar(campos as unknown as D);
      return v.ok ? v.valor : { ...recusaDoSalvamento(400, 'Confira os campos marcados.'), erros: v.erros };
    },
    semMudanca: (antes, valor) => {
      const novo = forma.colunas(valor);
      const velho = valores(antes);
      return Object.entries(novo).every(([k, v]) => velho[k] === v);
    },
    async gravar(tx, valor, antes) {
      if (forma.temImagem && !(await imagemDaBibliotecaExiste(tx, (valor as unknown as DadosParceiro).imagem)))
        return { ...recusaDoSalvamento(400, 'Confira os campos marcados.'), erros: [IMAGEM_AUSENTE] };
      return { linha: await escrever(tx, forma.colunas(valor), antes) };
    },
  };
}

/**
 * The ParceirosPort and LinksUteisPort the current pages use, over the save pipeline: its results
 * told in the ports' words. Goes when these pages move onto the generic screens (issue 29).
 */
class ListaDaHome<D extends { nome: string; link: string }, L extends { id: number; nome: string; versao: string }> {
  protected readonly db: Db;
  private readonly ctx: Contexto;
  private readonly tipo: TipoDeConteudoDeclarado<LinhaDaLista, LinhaDaLista, D>;

  constructor(
    private readonly forma: Forma<D, L>,
    options: HomeAdminOptions,
  ) {
    this.db = options.db;
    this.ctx = { db: options.db, now: options.now ?? (() => new Date()) };
    this.tipo = (forma.tipo === 'parceiro' ? PARCEIROS : LINKS_UTEIS) as unknown as TipoDeConteudoDeclarado<LinhaDaLista, LinhaDaLista, D>;
  }

  async listar(sessao: SessaoAtual): Promise<L[] | 'proibido'> {
    return comoPorta(async () => {
      exigir(sessao, this.tipo.permissoes.listar, PROIBIDO);
      const { itens } = await this.tipo.listar(this.db, null, 1);
      return itens.map((r) => this.forma.listado(r as unknown as Record<string, unknown>));
    });
  }

  async obter(sessao: SessaoAtual, id: number): Promise<L | 'proibido' | null> {
    return comoPorta(async () => {
      exigir(sessao, this.tipo.permissoes.listar, PROIBIDO);
      const row = await this.tipo.buscar(this.db, id, false);
      return row ? this.forma.listado(row as unknown as Record<string, unknown>) : null;
    });
  }

  criar(sessao: SessaoAtual, dados: D, quem: Requisitante): Promise<ResultadoHome> {
    const v = this.forma.validar(dados);
    const nome = v.ok ? v.valor.nome : dados.nome;
    return resultado(
      () => salvar(this.ctx, this.tipo, sessao, null, null, camposDe(dados), null, quem),
      `“${nome}” incluído no fim da lista. O site e a API já mostram.`,
    );
  }

  editar(sessao: SessaoAtual, id: number, dados: D, versao: string, quem: Requisitante): Promise<ResultadoHome> {
    return resultado(
      () => salvar(this.ctx, this.tipo, sessao, null, id, camposDe(dados, versao), null, quem),
      'Alterações salvas. O site e a API já mostram.',
    );
  }

  async excluir(sessao: SessaoAtual, id: number, versao: string, quem: Requisitante): Promise<ResultadoHome> {
    // The name for the message, read before the row goes; the pipeline reads and locks it again.
    const antes = await this.tipo.buscar(this.db, id, false);
    return resultado(() => excluir(this.ctx, this.tipo, sessao, null, id, versao, quem), `“${antes?.nome ?? ''}” removido.`);
  }

  async ordenar(sessao: SessaoAtual, ids: readonly number[], quem: Requisitante): Promise<ResultadoHome> {
    const r = await resultado(() => reordenar(this.ctx, this.tipo, sessao, ids, quem), 'Nova ordem salva. O site e a API já mostram.');
    // The order's refusal is shown beside the list, as a field's.
    return typeof r === 'object' && r.tipo === 'recusado' && r.status === 400
      ? { ...r, erros: [{ campo: 'ordem', mensagem: r.mensagem }] }
      : r;
  }
}

/** The form's fields as the pipeline checks them (the version only when it is one). */
function camposDe(dados: { nome: string; link: string; imagem?: string }, versao?: string): Record<string, string> {
  return {
    nome: dados.nome,
    link: dados.link,
    ...(dados.imagem !== undefined ? { imagem: dados.imagem } : {}),
    ...(versao && /^[0-9a-f]{16}$/.test(versao) ? { versao } : {}),
  };
}

async function resultado(fazer: () => Promise<ResultadoDocumento>, mensagem: string): Promise<ResultadoHome> {
  return comoPorta(async (): Promise<ResultadoHome> => {
    const r = await fazer();
    if (r.tipo === 'ok') return { tipo: 'ok', id: r.id, mensagem: r.semMudanca ? 'Nada mudou.' : mensagem };
    return recusa(r.status === 404 || r.status === 409 ? r.status : 400, r.mensagem, r.erros);
  });
}

const PARCEIRO: Forma<DadosParceiro, ParceiroListado> = {
  tabela: t.parceiros,
  tipo: 'parceiro',
  artigo: 'O parceiro',
  validar: validateParceiro,
  colunas: (d) => ({ nome: d.nome, imagem: d.imagem, link: d.link }),
  listado: (r) => {
    const campos = { nome: String(r.nome), imagem: String(r.imagem), link: String(r.link) };
    return { id: Number(r.id), ...campos, versao: versaoDe(campos) };
  },
  temImagem: true,
};

const LINK_UTIL: Forma<DadosLinkUtil, LinkUtilListado> = {
  tabela: t.linksUteis,
  tipo: 'link-util',
  artigo: 'O link',
  validar: validateLinkUtil,
  colunas: (d) => ({ nome: d.nome, link: d.link }),
  listado: (r) => {
    const campos = { nome: String(r.nome), link: String(r.link) };
    return { id: Number(r.id), ...campos, versao: versaoDe(campos) };
  },
  temImagem: false,
};

/** The partners and the useful links as content types of the registry (conteudo/conteudos.ts). */
export const PARCEIROS = { ...declarar(PARCEIRO), escolheImagem: true } as unknown as TipoDeConteudoDeclarado<
  LinhaDaLista,
  ParceiroListado,
  DadosParceiro
>;
export const LINKS_UTEIS = declarar(LINK_UTIL) as unknown as TipoDeConteudoDeclarado<LinhaDaLista, LinkUtilListado, DadosLinkUtil>;

/** The partners (home carousel, footer's "Órgãos e parceiros", /api/parceiros). */
export class ParceirosAdmin extends ListaDaHome<DadosParceiro, ParceiroListado> implements ParceirosPort {
  constructor(options: HomeAdminOptions) {
    super(PARCEIRO, options);
  }

  async imagens(sessao: SessaoAtual): Promise<ImagemDaBiblioteca[] | 'proibido'> {
    if (!podeEditar(sessao)) return 'proibido';
    return imagensDaBiblioteca(this.db);
  }
}

/** The useful links (home page: 4 columns of 5, /api/links-uteis). */
export class LinksUteisAdmin extends ListaDaHome<DadosLinkUtil, LinkUtilListado> implements LinksUteisPort {
  constructor(options: HomeAdminOptions) {
    super(LINK_UTIL, options);
  }
}

// ---- the logos -------------------------------------------------------------------------------------

/** The site's logos: one active (header, banner, /api/logos/ativa). */
export class LogosAdmin implements LogosPort {
  private readonly db: Db;
  private readonly now: () => Date;

  constructor(options: HomeAdminOptions) {
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
  }

  private async ler(db: Db | Tx, travar = false): Promise<LogosDoSite> {
    const q = db.select({ id: t.logos.id, imagem: t.logos.imagem, ativa: t.logos.ativa }).from(t.logos).orderBy(asc(t.logos.id));
    const rows = travar ? await q.for('update') : await q;
    const alts = new Map(
      (await db.select({ nome: t.arquivos.nome, alt: t.arquivos.alt }).from(t.arquivos).where(eq(t.arquivos.tipo, 'imagem'))).map((a) => [
        a.nome,
        a.alt,
      ]),
    );
    return {
      logos: rows.map((r) => ({ ...r, alt: alts.get(r.imagem) ?? null })),
      versao: versaoDe(rows.map((r) => [r.id, r.imagem, r.ativa])),
    };
  }

  async listar(sessao: SessaoAtual): Promise<LogosDoSite | 'proibido'> {
    if (!podeEditar(sessao)) return 'proibido';
    return this.ler(this.db);
  }

  async imagens(sessao: SessaoAtual): Promise<ImagemDaBiblioteca[] | 'proibido'> {
    if (!podeEditar(sessao)) return 'proibido';
    return imagensDaBiblioteca(this.db);
  }

  /** The logos' writers take turns (also while the table is empty, when no row can be locked). */
  private async travar(tx: Tx) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cosems-logos'))`);
    return this.ler(tx, true);
  }

  async ativar(sessao: SessaoAtual, id: number, versao: string, quem: Requisitante): Promise<ResultadoHome> {
    if (!podeEditar(sessao)) return 'proibido';
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const atual = await this.travar(tx);
      if (atual.versao !== versao)
        return recusa(409, 'Os logos mudaram depois que você abriu a página. Nada foi salvo: confira e escolha de novo.');
      const alvo = atual.logos.find((l) => l.id === id);
      if (!alvo) return recusa(404, 'Logo não encontrado.', [{ campo: 'logo', mensagem: 'Escolha um dos logos da lista.' }]);
      const antes = atual.logos.find((l) => l.ativa);
      if (antes?.id === id) return { tipo: 'ok', id, mensagem: 'Nada mudou: este já é o logo ativo.' } as const;
      // Off first, then on: the unique partial index never sees two active logos.
      await tx.update(t.logos).set({ ativa: false }).where(eq(t.logos.ativa, true));
      await tx.update(t.logos).set({ ativa: true }).where(eq(t.logos.id, id));
      await recordAudit(
        tx,
        {
          acao: 'logo.ativar',
          usuario: sessao.usuario,
          endereco: quem.endereco,
          objetoTipo: 'logo',
          objetoId: id,
          antes: { ativa: antes?.imagem ?? null },
          depois: { ativa: alvo.imagem },
        },
        now,
      );
      await notifyContentChange(tx);
      return { tipo: 'ok', id, mensagem: 'Logo ativo trocado. O cabeçalho, o banner e a API já mostram.' } as const;
    });
  }

  async adicionar(sessao: SessaoAtual, imagem: string, quem: Requisitante): Promise<ResultadoHome> {
    if (!podeEditar(sessao)) return 'proibido';
    const nome = (imagem ?? '').trim();
    const now = this.now();
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(nome))
      return recusa(400, 'Confira o campo marcado.', [{ campo: 'imagem', mensagem: 'Escolha uma imagem da biblioteca de mídia.' }]);
    return this.db.transaction(async (tx) => {
      if (!(await imagemDaBibliotecaExiste(tx, nome))) return recusa(400, 'Confira o campo marcado.', [IMAGEM_AUSENTE]);
      const atual = await this.travar(tx);
      if (atual.logos.some((l) => l.imagem === nome))
        return recusa(409, 'Confira o campo marcado.', [{ campo: 'imagem', mensagem: 'Esta imagem já é um dos logos.' }]);
      // logos.id is not a serial (the bundle gives ids): the next free one.
      const id = Math.max(0, ...atual.logos.map((l) => l.id)) + 1;
      await tx.insert(t.logos).values({ id, imagem: nome, ativa: false });
      await recordAudit(
        tx,
        {
          acao: 'logo.criar',
          usuario: sessao.usuario,
          endereco: quem.endereco,
          objetoTipo: 'logo',
          objetoId: id,
          depois: { imagem: nome },
        },
        now,
      );
      await notifyContentChange(tx);
      return { tipo: 'ok', id, mensagem: 'Logo incluído na lista. Escolha-o como ativo para mostrá-lo no site.' } as const;
    });
  }

  async excluir(sessao: SessaoAtual, id: number, versao: string, quem: Requisitante): Promise<ResultadoHome> {
    if (!podeEditar(sessao)) return 'proibido';
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const atual = await this.travar(tx);
      if (atual.versao !== versao)
        return recusa(409, 'Os logos mudaram depois que você abriu a página. Nada foi removido: confira e tente de novo.');
      const alvo = atual.logos.find((l) => l.id === id);
      if (!alvo) return recusa(404, 'Logo não encontrado.');
      if (alvo.ativa) return recusa(409, 'O logo ativo não pode ser removido: escolha outro como ativo antes.');
      await tx.delete(t.logos).where(eq(t.logos.id, id));
      await recordAudit(
        tx,
        {
          acao: 'logo.excluir',
          usuario: sessao.usuario,
          endereco: quem.endereco,
          objetoTipo: 'logo',
          objetoId: id,
          antes: { imagem: alvo.imagem },
        },
        now,
      );
      await notifyContentChange(tx);
      return { tipo: 'ok', id, mensagem: 'Logo removido da lista (a imagem continua na biblioteca de mídia).' } as const;
    });
  }
}
