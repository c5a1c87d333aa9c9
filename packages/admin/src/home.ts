/**
 * The home page's partners, useful links and active logo in the back office (issue 12; decisions
 * 029 and 048). Editors and administrators (conteudo.editar):
 *
 * - partners (nome, a library image, link) and useful links (nome, link) are content types of the
 *   registry (PARCEIROS, LINKS_UTEIS in conteudo/conteudos.ts), saved by its pipeline: fields by
 *   the contracts' rules (validateParceiro, validateLinkUtil: the link rule checkLink, so
 *   `javascript:` never reaches the page), a partner's image an image of the media library, the
 *   edit version, ordered by hand (`ordem`), an edit audited by the fields that changed.
 * - the logos: one active at a time (the unique partial index logos_uma_ativa_idx), chosen from a
 *   version of the whole list; a logo is added by picking a library image; the active one is not
 *   removed. Still a service of its own (LogosPort, /admin/logos), whose writes are audited and
 *   announced through the pipeline's `registrarMudanca`, inside each transaction.
 */
import {
  type DadosLinkUtil,
  DadosItemHomeForm,
  type DadosParceiro,
  type ErroDeCampo,
  type ImagemDaBiblioteca,
  type LinkUtilEditavel,
  type LogosDoSite,
  type LogosPort,
  type ParceiroEditavel,
  pode,
  type Requisitante,
  type ResultadoHome,
  type SessaoAtual,
  validateLinkUtil,
  validateParceiro,
} from '@cosems/contracts';
import { type Db, tables as t } from '@cosems/db';
import { asc, eq, sql } from 'drizzle-orm';
import { listaOrdenada } from './conteudo/lista-ordenada.ts';
import { recusa as recusaDoSalvamento, registrarMudanca } from './conteudo/pipeline.ts';
import { type TipoDeConteudoDeclarado, type Tx, tudoCom } from './conteudo/tipo.ts';
import { versaoDe } from './conteudo/versao.ts';
import { imagemDaBibliotecaExiste, imagensDaBiblioteca } from './midia.ts';

const recusa = (status: 400 | 404 | 409, mensagem: string, erros?: ErroDeCampo[]): ResultadoHome => ({
  tipo: 'recusado',
  status,
  mensagem,
  ...(erros ? { erros } : {}),
});

export interface HomeAdminOptions {
  db: Db;
  now?: () => Date;
}

function podeEditar(sessao: SessaoAtual): boolean {
  return sessao.etapa === 'completa' && pode(sessao.usuario.papel, 'conteudo.editar');
}

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
      await registrarMudanca(
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
      await registrarMudanca(
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
      await registrarMudanca(
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
      return { tipo: 'ok', id, mensagem: 'Logo removido da lista (a imagem continua na biblioteca de mídia).' } as const;
    });
  }
}
