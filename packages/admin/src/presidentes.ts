/**
 * The gallery of past presidents in the back office (/admin/presidentes; issue 12,
 * docs/decisions/030): list, add, edit, remove and order; editors and administrators only
 * (conteudo.editar), checked in every method.
 *
 * - The portrait is an image of the media library (arquivos, tipo 'imagem'), chosen by name; its
 *   alternative text is the library's (the public page and /api/presidentes show it).
 * - A save or removal carries the version the page was opened with (a digest of the stored row,
 *   the table has no version column): the row is locked and compared, and a stale page is refused
 *   (409) with nothing written.
 * - An order is saved whole: exactly a permutation of the current ids, read with the rows locked.
 * - Each change is audited (objetoTipo 'presidente') with before and after, and announced
 *   (notifyContentChange) inside its transaction.
 */
import {
  type DadosPresidente,
  type ImagemDaBiblioteca,
  type PresidenteEditavel,
  PresidenteSalvarForm,
  type PresidentesPort,
  type Requisitante,
  type ResultadoDocumento,
  type ResultadoPresidente,
  type SessaoAtual,
  validatePresidente,
} from '@cosems/contracts';
import { type Db, tables } from '@cosems/db';
import { and, asc, eq } from 'drizzle-orm';
import { type Contexto, comoPorta, excluir, exigir, recusa, reordenar, salvar } from './conteudo/pipeline.ts';
import { listaOrdenada } from './conteudo/lista-ordenada.ts';
import type { TipoDeConteudoDeclarado, Tx } from './conteudo/tipo.ts';
import { versaoDe } from './conteudo/versao.ts';
import { imagemDaBibliotecaExiste, imagensDaBiblioteca } from './midia.ts';

const { presidentes, arquivos } = tables;
type Linha = typeof presidentes.$inferSelect;

const versaoDaLinha = (r: Linha) => versaoDe([r.id, r.name, r.date, r.image]);

const PROIBIDO = 'Só editores e administradores editam a galeria dos presidentes.';

const { escrever, ...ordenada } = listaOrdenada<Linha>(presidentes, (r) => `${r.name} (${r.date})`);

/** The presidents as a content type of the save pipeline (docs/decisions/048). */
export const PRESIDENTES: TipoDeConteudoDeclarado<Linha, Linha, DadosPresidente> = {
  permissoes: {
    listar: 'conteudo.editar',
    criar: 'conteudo.editar',
    editar: 'conteudo.editar',
    excluir: 'conteudo.editar',
    ordenar: 'conteudo.editar',
  },
  mensagens: {
    proibido: PROIBIDO,
    naoEncontrado: 'Presidente não encontrado.',
    conflito:
      'Outra pessoa alterou este presidente depois que você abriu a página, e nada foi gravado. Abra-o de novo para ver o que está salvo e refaça a sua alteração.',
  },
  formulario: PresidenteSalvarForm,
  auditoria: { objetoTipo: 'presidente', valores: (r) => ({ name: r.name, date: r.date, image: r.image }) },
  versionado: (r) => [r.id, r.name, r.date, r.image],
  idDe: (r) => r.id,
  editavel: (r) => r,
  filtroValido: (filtro) => filtro === null,
  ...ordenada,
  async preparar(campos) {
    const v = validatePresidente(campos);
    return v.ok ? v.valor : { ...recusa(400, v.erros[0]?.mensagem ?? 'Dados inválidos.'), erros: v.erros };
  },
  semMudanca: (antes, valor) => antes.name === valor.name && antes.date === valor.date && antes.image === valor.image,
  async gravar(tx, valor, antes) {
    if (!(await imagemDaBibliotecaExiste(tx, valor.image)))
      return { ...recusa(400, SEM_RETRATO), erros: [{ campo: 'image', mensagem: SEM_RETRATO }] };
    return { linha: await escrever(tx, { ...valor }, antes) };
  },
};

const SEM_RETRATO = 'Retrato: essa imagem não está na biblioteca de mídia. Escolha outra.';

export interface PresidentesOptions {
  db: Db;
  now?: () => Date;
}

/**
 * The PresidentesPort the current pages use, over the save pipeline: its results are the
 * pipeline's, told in the port's words. Goes when the presidents' pages move onto the generic
 * screens (issue 29).
 */
export class PresidentesAdmin implements PresidentesPort {
  private readonly ctx: Contexto;

  constructor(options: PresidentesOptions) {
    this.ctx = { db: options.db, now: options.now ?? (() => new Date()) };
  }

  private async linhas(db: Db | Tx, id?: number): Promise<PresidenteEditavel[]> {
    const rows = await db
      .select({ p: presidentes, alt: arquivos.alt })
      .from(presidentes)
      .leftJoin(arquivos, and(eq(arquivos.tipo, 'imagem'), eq(arquivos.nome, presidentes.image)))
      .where(id === undefined ? undefined : eq(presidentes.id, id))
      .orderBy(asc(presidentes.ordem), asc(presidentes.id));
    return rows.map(({ p, alt }) => ({ id: p.id, name: p.name, date: p.date, image: p.image, alt: alt ?? '', versao: versaoDaLinha(p) }));
  }

  async listar(sessao: SessaoAtual): Promise<PresidenteEditavel[] | 'proibido'> {
    return comoPorta(async () => {
      exigir(sessao, PRESIDENTES.permissoes.listar, PROIBIDO);
      return this.linhas(this.ctx.db);
    });
  }

  async obter(sessao: SessaoAtual, id: number): Promise<PresidenteEditavel | 'proibido' | null> {
    return comoPorta(async () => {
      exigir(sessao, PRESIDENTES.permissoes.listar, PROIBIDO);
      const [p] = await this.linhas(this.ctx.db, id);
      return p ?? null;
    });
  }

  async retratos(sessao: SessaoAtual): Promise<ImagemDaBiblioteca[] | 'proibido'> {
    return comoPorta(async () => {
      exigir(sessao, PRESIDENTES.permissoes.listar, PROIBIDO);
      return imagensDaBiblioteca(this.ctx.db);
    });
  }

  criar(sessao: SessaoAtual, dados: DadosPresidente, quem: Requisitante): Promise<ResultadoPresidente> {
    return resultado(
      () => salvar(this.ctx, PRESIDENTES, sessao, null, null, campos(dados), null, quem),
      `${nomeSalvo(dados)} adicionado à galeria.`,
    );
  }

  editar(sessao: SessaoAtual, id: number, dados: DadosPresidente, versao: string, quem: Requisitante): Promise<ResultadoPresidente> {
    return resultado(
      () => salvar(this.ctx, PRESIDENTES, sessao, null, id, campos(dados, versao), null, quem),
      `${nomeSalvo(dados)}: salvo. O site e a API já mostram a mudança.`,
    );
  }

  async excluir(sessao: SessaoAtual, id: number, versao: string, quem: Requisitante): Promise<ResultadoPresidente> {
    return comoPorta(async () => {
      // The name for the message, read before the row goes; the pipeline reads and locks it again.
      const [antes] = await this.ctx.db.select({ name: presidentes.name }).from(presidentes).where(eq(presidentes.id, id));
      const r = await excluir(this.ctx, PRESIDENTES, sessao, null, id, versao, quem);
      return r.tipo === 'ok'
        ? { tipo: 'ok', id, mensagem: `${antes?.name ?? 'Presidente'} removido da galeria. O retrato continua na biblioteca de mídia.` }
        : recusado(r);
    });
  }

  ordenar(sessao: SessaoAtual, ids: readonly number[], quem: Requisitante): Promise<ResultadoPresidente> {
    return resultado(() => reordenar(this.ctx, PRESIDENTES, sessao, ids, quem), 'Nova ordem da galeria salva.');
  }
}

/** The form's fields as the pipeline checks them (the version only when the page sent one). */
const campos = (dados: DadosPresidente, versao?: string): Record<string, string> => ({
  intent: 'salvar',
  name: dados.name,
  date: dados.date,
  image: dados.image,
  ...(versao ? { versao } : {}),
});

function recusado(r: Exclude<ResultadoDocumento, { tipo: 'ok' }>): ResultadoPresidente {
  if (r.erros) return { tipo: 'erro', erros: r.erros };
  return { tipo: 'recusado', status: r.status === 404 || r.status === 409 ? r.status : 400, mensagem: r.mensagem };
}

async function resultado(fazer: () => Promise<ResultadoDocumento>, mensagem: string): Promise<ResultadoPresidente> {
  return comoPorta(async (): Promise<ResultadoPresidente> => {
    const r = await fazer();
    if (r.tipo !== 'ok') return recusado(r);
    return { tipo: 'ok', id: r.id, mensagem: r.semMudanca ? 'Nada mudou: o presidente já estava assim.' : mensagem };
  });
}

/** The name as it is stored (the message after a save says it). */
function nomeSalvo(dados: DadosPresidente): string {
  const v = validatePresidente(dados);
  return v.ok ? v.valor.name : dados.name;
}
