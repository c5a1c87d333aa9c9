/**
 * The registry of the content types moved onto the save pipeline, and the one service that serves
 * all of them to the back office (ConteudoPort): a new type is a declaration added here, not a new
 * class, port, result union and set of routes. docs/decisions/048, docs/architecture.md.
 */
import type {
  ArquivoRecebido,
  ConteudoPort,
  EditavelDoTipo,
  ImagemDaBiblioteca,
  MunicipioEncontrado,
  OpcoesDoFormulario,
  PaginaDeDocumentos,
  Requisitante,
  ResultadoDocumento,
  SessaoAtual,
  TipoDeConteudo,
} from '@cosems/contracts';
import type { Db } from '@cosems/db';
import { BLOCOS } from '../blocos.ts';
import { DIRETORIA_CARGOS, DIRETORIA_MEMBROS, EQUIPE_GRUPOS, EQUIPE_MEMBROS } from '../equipe-diretoria.ts';
import { ESTATUTO } from '../estatuto.ts';
import { LINKS_UTEIS, LOGOS, PARCEIROS } from '../home.ts';
import { imagensDaBiblioteca } from '../midia.ts';
import { PRESIDENTES } from '../presidentes.ts';
import { EVENTOS } from './eventos.ts';
import { JURIDICO } from './juridico.ts';
import { DELIBERACOES } from './deliberacoes.ts';
import { REGIONAIS } from '../regionais.ts';
import { ativar, type Contexto, editavelDe, excluir, exigir, mudarMunicipio, noFiltro, recusa, reordenar, salvar } from './pipeline.ts';
import { PUBLICACOES } from './publicacoes.ts';
import type { TipoDeConteudoDeclarado } from './tipo.ts';

// biome-ignore lint/suspicious/noExplicitAny: each declaration has its own row and preparation types; the port's keys type what leaves.
type Declarado = TipoDeConteudoDeclarado<any, any, any>;

export const TIPOS: Record<TipoDeConteudo, Declarado> = {
  juridico: JURIDICO,
  publicacoes: PUBLICACOES,
  presidentes: PRESIDENTES,
  equipe: EQUIPE_GRUPOS,
  'equipe-membros': EQUIPE_MEMBROS,
  diretoria: DIRETORIA_CARGOS,
  'diretoria-membros': DIRETORIA_MEMBROS,
  parceiros: PARCEIROS,
  'links-uteis': LINKS_UTEIS,
  regionais: REGIONAIS,
  logos: LOGOS,
  estatuto: ESTATUTO,
  agenda: EVENTOS, // issue 30
  deliberacoes: DELIBERACOES,
  blocos: BLOCOS,
};

export interface ConteudosOptions {
  db: Db;
  now?: () => Date;
  /** Only for tests: more types than the registry's (a throwaway type proves a declaration is enough). */
  tipos?: Record<string, Declarado>;
}

export class Conteudos implements ConteudoPort {
  private readonly ctx: Contexto;
  private readonly tipos: Record<string, Declarado>;

  constructor(options: ConteudosOptions) {
    this.ctx = { db: options.db, now: options.now ?? (() => new Date()) };
    this.tipos = { ...TIPOS, ...options.tipos };
  }

  private tipo(chave: string): Declarado {
    const tipo = this.tipos[chave];
    if (!tipo) throw new Error(`tipo de conteúdo desconhecido: ${chave}`);
    return tipo;
  }

  async listar<T extends TipoDeConteudo>(
    sessao: SessaoAtual,
    chave: T,
    filtro: string | null,
    pagina: number,
  ): Promise<PaginaDeDocumentos<EditavelDoTipo[T]>> {
    const tipo = this.tipo(chave);
    exigir(sessao, tipo.permissoes.listar, tipo.mensagens.proibido);
    if (!tipo.filtroValido(filtro)) return { itens: [], total: 0, pagina: 1, paginas: 1 };
    const lista = await tipo.listar(this.ctx.db, filtro, pagina);
    return { ...lista, itens: lista.itens.map((linha) => editavelDe(tipo, linha)) };
  }

  async obter<T extends TipoDeConteudo>(
    sessao: SessaoAtual,
    chave: T,
    filtro: string | null,
    id: number,
  ): Promise<EditavelDoTipo[T] | null> {
    const tipo = this.tipo(chave);
    exigir(sessao, tipo.permissoes.listar, tipo.mensagens.proibido);
    const linha = await tipo.buscar(this.ctx.db, id, false);
    return noFiltro(tipo, filtro, linha) ? editavelDe(tipo, linha) : null;
  }

  exigirCriar(sessao: SessaoAtual, chave: TipoDeConteudo): void {
    const tipo = this.tipo(chave);
    exigir(sessao, tipo.permissoes.criar, tipo.mensagens.proibido);
  }

  salvar(
    sessao: SessaoAtual,
    chave: TipoDeConteudo,
    filtro: string | null,
    id: number | null,
    campos: Record<string, string>,
    arquivo: ArquivoRecebido | null,
    quem: Requisitante,
  ): Promise<ResultadoDocumento> {
    const tipo = this.tipo(chave);
    if (!tipo.filtroValido(filtro)) {
      exigir(sessao, id === null ? tipo.permissoes.criar : tipo.permissoes.editar, tipo.mensagens.proibido);
      return Promise.resolve(recusa(404, tipo.mensagens.naoEncontrado));
    }
    return salvar(this.ctx, tipo, sessao, filtro, id, campos, arquivo, quem);
  }

  excluir(
    sessao: SessaoAtual,
    chave: TipoDeConteudo,
    filtro: string | null,
    id: number,
    versao: string,
    quem: Requisitante,
  ): Promise<ResultadoDocumento> {
    return excluir(this.ctx, this.tipo(chave), sessao, filtro, id, versao, quem);
  }

  ordenar(
    sessao: SessaoAtual,
    chave: TipoDeConteudo,
    ids: readonly number[],
    quem: Requisitante,
    filtro: string | null = null,
  ): Promise<ResultadoDocumento> {
    return reordenar(this.ctx, this.tipo(chave), sessao, ids, quem, filtro);
  }

  ativar(sessao: SessaoAtual, chave: TipoDeConteudo, id: number, versao: string, quem: Requisitante): Promise<ResultadoDocumento> {
    return ativar(this.ctx, this.tipo(chave), sessao, id, versao, quem);
  }

  async opcoes(sessao: SessaoAtual, chave: TipoDeConteudo): Promise<OpcoesDoFormulario> {
    const tipo = this.tipo(chave);
    exigir(sessao, tipo.permissoes.listar, tipo.mensagens.proibido);
    return sessao.etapa === 'completa' && tipo.opcoes ? tipo.opcoes(this.ctx.db, sessao.usuario.papel) : {};
  }

  async imagens(sessao: SessaoAtual, chave: TipoDeConteudo): Promise<ImagemDaBiblioteca[]> {
    const tipo = this.tipo(chave);
    exigir(sessao, tipo.permissoes.listar, tipo.mensagens.proibido);
    return tipo.escolheImagem ? imagensDaBiblioteca(this.ctx.db) : [];
  }

  async buscarMunicipios(sessao: SessaoAtual, chave: TipoDeConteudo, texto: string): Promise<MunicipioEncontrado[]> {
    const tipo = this.tipo(chave);
    exigir(sessao, tipo.permissoes.listar, tipo.mensagens.proibido);
    return tipo.municipios ? tipo.municipios.buscar(this.ctx.db, texto) : [];
  }

  mudarMunicipio(
    sessao: SessaoAtual,
    chave: TipoDeConteudo,
    id: number,
    mudanca: { incluir: number } | { retirar: number },
    quem: Requisitante,
  ): Promise<ResultadoDocumento> {
    return mudarMunicipio(this.ctx, this.tipo(chave), sessao, id, mudanca, quem);
  }
}
