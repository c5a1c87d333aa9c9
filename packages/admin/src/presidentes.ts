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
  type ImagemDaBiblioteca,
  type DadosPresidente,
  isPermutacao,
  type PresidenteEditavel,
  type PresidentesPort,
  pode,
  type Requisitante,
  type ResultadoPresidente,
  type SessaoAtual,
  validatePresidente,
} from '@cosems/contracts';
import { type Db, notifyContentChange, tables } from '@cosems/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { recordAudit } from './audit.ts';
import { versaoDe } from './conteudo/versao.ts';
import { imagemDaBibliotecaExiste, imagensDaBiblioteca } from './midia.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const { presidentes, arquivos } = tables;
type Linha = typeof presidentes.$inferSelect;

const versaoDaLinha = (r: Linha) => versaoDe([r.id, r.name, r.date, r.image]);
const auditado = (r: Pick<Linha, 'name' | 'date' | 'image'>) => ({ name: r.name, date: r.date, image: r.image });

const CONFLITO =
  'Outra pessoa alterou este presidente depois que você abriu a página, e nada foi gravado. Abra-o de novo para ver o que está salvo e refaça a sua alteração.';
const NAO_ENCONTRADO = { tipo: 'recusado', status: 404, mensagem: 'Presidente não encontrado.' } as const;
const ORDEM_INVALIDA =
  'A lista mudou enquanto você ordenava (ou a ordem enviada não corresponde a ela): recarregue a página e tente de novo.';

export interface PresidentesOptions {
  db: Db;
  now?: () => Date;
}

export class PresidentesAdmin implements PresidentesPort {
  private readonly db: Db;
  private readonly now: () => Date;

  constructor(options: PresidentesOptions) {
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
  }

  private pode(sessao: SessaoAtual): boolean {
    return sessao.etapa === 'completa' && pode(sessao.usuario.papel, 'conteudo.editar');
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
    if (!this.pode(sessao)) return 'proibido';
    return this.linhas(this.db);
  }

  async obter(sessao: SessaoAtual, id: number): Promise<PresidenteEditavel | 'proibido' | null> {
    if (!this.pode(sessao)) return 'proibido';
    const [p] = await this.linhas(this.db, id);
    return p ?? null;
  }

  async retratos(sessao: SessaoAtual): Promise<ImagemDaBiblioteca[] | 'proibido'> {
    if (!this.pode(sessao)) return 'proibido';
    return imagensDaBiblioteca(this.db);
  }

  private semRetrato(): ResultadoPresidente {
    return { tipo: 'erro', erros: [{ campo: 'image', mensagem: 'Retrato: essa imagem não está na biblioteca de mídia. Escolha outra.' }] };
  }

  async criar(sessao: SessaoAtual, dados: DadosPresidente, quem: Requisitante): Promise<ResultadoPresidente> {
    if (!this.pode(sessao)) return 'proibido';
    const v = validatePresidente(dados);
    if (!v.ok) return { tipo: 'erro', erros: v.erros };
    const agora = this.now();
    return this.db.transaction(async (tx): Promise<ResultadoPresidente> => {
      // One writer of the list at a time: the next position is read safely.
      await tx.select({ id: presidentes.id }).from(presidentes).for('update');
      if (!(await imagemDaBibliotecaExiste(tx, v.valor.image))) return this.semRetrato();
      const [{ proxima } = { proxima: 0 }] = await tx
        .select({ proxima: sql<number>`coalesce(max(${presidentes.ordem}) + 1, 0)::int` })
        .from(presidentes);
      const [criado] = await tx
        .insert(presidentes)
        .values({ ...v.valor, ordem: proxima })
        .returning({ id: presidentes.id });
      if (!criado) throw new Error('insert sem retorno');
      await recordAudit(
        tx,
        {
          acao: 'presidente.criar',
          usuario: sessao.usuario,
          endereco: quem.endereco,
          objetoTipo: 'presidente',
          objetoId: criado.id,
          depois: auditado(v.valor),
        },
        agora,
      );
      await notifyContentChange(tx);
      return { tipo: 'ok', id: criado.id, mensagem: `${v.valor.name} adicionado à galeria.` };
    });
  }

  async editar(sessao: SessaoAtual, id: number, dados: DadosPresidente, versao: string, quem: Requisitante): Promise<ResultadoPresidente> {
    if (!this.pode(sessao)) return 'proibido';
    const v = validatePresidente(dados);
    if (!v.ok) return { tipo: 'erro', erros: v.erros };
    const agora = this.now();
    return this.db.transaction(async (tx): Promise<ResultadoPresidente> => {
      const [antes] = await tx.select().from(presidentes).where(eq(presidentes.id, id)).for('update');
      if (!antes) return NAO_ENCONTRADO;
      if (versaoDaLinha(antes) !== versao) return { tipo: 'recusado', status: 409, mensagem: CONFLITO };
      if (antes.name === v.valor.name && antes.date === v.valor.date && antes.image === v.valor.image)
        return { tipo: 'ok', id, mensagem: 'Nada mudou: o presidente já estava assim.' };
      if (!(await imagemDaBibliotecaExiste(tx, v.valor.image))) return this.semRetrato();
      await tx.update(presidentes).set(v.valor).where(eq(presidentes.id, id));
      await recordAudit(
        tx,
        {
          acao: 'presidente.editar',
          usuario: sessao.usuario,
          endereco: quem.endereco,
          objetoTipo: 'presidente',
          objetoId: id,
          antes: auditado(antes),
          depois: auditado(v.valor),
        },
        agora,
      );
      await notifyContentChange(tx);
      return { tipo: 'ok', id, mensagem: `${v.valor.name}: salvo. O site e a API já mostram a mudança.` };
    });
  }

  async excluir(sessao: SessaoAtual, id: number, versao: string, quem: Requisitante): Promise<ResultadoPresidente> {
    if (!this.pode(sessao)) return 'proibido';
    const agora = this.now();
    return this.db.transaction(async (tx): Promise<ResultadoPresidente> => {
      const [antes] = await tx.select().from(presidentes).where(eq(presidentes.id, id)).for('update');
      if (!antes) return NAO_ENCONTRADO;
      if (versaoDaLinha(antes) !== versao) return { tipo: 'recusado', status: 409, mensagem: CONFLITO };
      await tx.delete(presidentes).where(eq(presidentes.id, id));
      await recordAudit(
        tx,
        {
          acao: 'presidente.excluir',
          usuario: sessao.usuario,
          endereco: quem.endereco,
          objetoTipo: 'presidente',
          objetoId: id,
          antes: auditado(antes),
        },
        agora,
      );
      await notifyContentChange(tx);
      return { tipo: 'ok', id, mensagem: `${antes.name} removido da galeria. O retrato continua na biblioteca de mídia.` };
    });
  }

  async ordenar(sessao: SessaoAtual, ids: readonly number[], quem: Requisitante): Promise<ResultadoPresidente> {
    if (!this.pode(sessao)) return 'proibido';
    const agora = this.now();
    return this.db.transaction(async (tx): Promise<ResultadoPresidente> => {
      const atuais = await tx
        .select({ id: presidentes.id, name: presidentes.name, date: presidentes.date })
        .from(presidentes)
        .orderBy(asc(presidentes.ordem), asc(presidentes.id))
        .for('update');
      if (
        !isPermutacao(
          atuais.map((p) => p.id),
          ids,
        )
      )
        return { tipo: 'recusado', status: 400, mensagem: ORDEM_INVALIDA };
      const rotulo = new Map(atuais.map((p) => [p.id, `${p.name} (${p.date})`]));
      for (const [ordem, id] of ids.entries()) await tx.update(presidentes).set({ ordem }).where(eq(presidentes.id, id));
      await recordAudit(
        tx,
        {
          acao: 'presidente.ordenar',
          usuario: sessao.usuario,
          endereco: quem.endereco,
          objetoTipo: 'presidente',
          antes: { ordem: atuais.map((p) => rotulo.get(p.id)).join(' · ') },
          depois: { ordem: ids.map((id) => rotulo.get(id)).join(' · ') },
        },
        agora,
      );
      await notifyContentChange(tx);
      return { tipo: 'ok', id: 0, mensagem: 'Nova ordem da galeria salva.' };
    });
  }
}
