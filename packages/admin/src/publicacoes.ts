/**
 * The publications in the back office (/admin/publicacoes, issue 12): a list in the content's order
 * (as /publicacoes and /api/publicacoes show them), a form (title, an uploaded PDF or an external
 * link) and deletion; editors and administrators only (conteudo.editar). "Ultima Mudança"
 * (last_update) is when the document changed: it is set on creation and whenever the link changes
 * (a new PDF always gets a new name, so a replaced file changes it), never by the title alone.
 * Same transaction, audit and NOTIFY as the legal documents (juridico.ts).
 */
import {
  type ArquivoRecebido,
  type DadosPublicacao,
  DOCUMENTOS_POR_PAGINA,
  type PaginaDeDocumentos,
  type PublicacaoEditavel,
  type PublicacoesPort,
  type Requisitante,
  type ResultadoDocumento,
  type SessaoAtual,
  TITULO_PUBLICACAO_MAX,
} from '@cosems/contracts';
import { type Db, notifyContentChange, tables } from '@cosems/db';
import { asc, count, eq } from 'drizzle-orm';
import { recordAudit } from './audit.ts';
import {
  CONFLITO,
  canEdit,
  clampPage,
  fileOfLink,
  normalizeText,
  PROIBIDO,
  recusa,
  resolveDestino,
  storePdf,
  versionOf,
} from './documentos.ts';

const { publicacoes } = tables;
type Linha = typeof publicacoes.$inferSelect;

const versao = (r: Linha) => versionOf([r.id, r.title, r.link, r.lastUpdate.toISOString()]);

function toEditavel(r: Linha): PublicacaoEditavel {
  return { id: r.id, title: r.title, link: r.link, arquivo: fileOfLink(r.link), lastUpdate: r.lastUpdate.toISOString(), versao: versao(r) };
}

const auditado = (r: Linha) => ({ title: r.title, link: r.link, lastUpdate: r.lastUpdate.toISOString() });

export interface PublicacoesOptions {
  db: Db;
  now?: () => Date;
}

export class Publicacoes implements PublicacoesPort {
  private readonly db: Db;
  private readonly now: () => Date;

  constructor(options: PublicacoesOptions) {
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
  }

  async list(sessao: SessaoAtual, pedida: number): Promise<PaginaDeDocumentos<PublicacaoEditavel> | 'proibido'> {
    if (!canEdit(sessao)) return 'proibido';
    const [totalRow] = await this.db.select({ n: count() }).from(publicacoes);
    const total = totalRow?.n ?? 0;
    const { pagina, paginas } = clampPage(pedida, total, DOCUMENTOS_POR_PAGINA);
    const rows = await this.db
      .select()
      .from(publicacoes)
      .orderBy(asc(publicacoes.id))
      .limit(DOCUMENTOS_POR_PAGINA)
      .offset((pagina - 1) * DOCUMENTOS_POR_PAGINA);
    return { itens: rows.map(toEditavel), total, pagina, paginas };
  }

  async get(sessao: SessaoAtual, id: number): Promise<PublicacaoEditavel | 'proibido' | null> {
    if (!canEdit(sessao)) return 'proibido';
    const [row] = await this.db.select().from(publicacoes).where(eq(publicacoes.id, id));
    return row ? toEditavel(row) : null;
  }

  async save(
    sessao: SessaoAtual,
    id: number | null,
    dados: DadosPublicacao,
    arquivo: ArquivoRecebido | null,
    quem: Requisitante,
  ): Promise<ResultadoDocumento> {
    if (!canEdit(sessao)) return PROIBIDO;
    const title = normalizeText(dados.title);
    if (!title) return recusa(400, 'Escreva o título da publicação.', 'title');
    if ([...title].length > TITULO_PUBLICACAO_MAX)
      return recusa(400, `O título pode ter até ${TITULO_PUBLICACAO_MAX} caracteres.`, 'title');
    let atual: Linha | undefined;
    if (id !== null) {
      [atual] = await this.db.select().from(publicacoes).where(eq(publicacoes.id, id));
      if (!atual) return recusa(404, 'Publicação não encontrada.');
      if (dados.versao !== versao(atual)) return recusa(409, CONFLITO);
    }
    const destino = await resolveDestino(dados.origem, dados.link, arquivo, atual?.link ?? null);
    if (destino.tipo === 'recusado') return destino;

    const now = this.now();
    return this.db.transaction(async (tx): Promise<ResultadoDocumento> => {
      let antes: Linha | undefined;
      if (id !== null) {
        [antes] = await tx.select().from(publicacoes).where(eq(publicacoes.id, id)).for('update');
        if (!antes) return recusa(404, 'Publicação não encontrada.');
        if (dados.versao !== versao(antes)) return recusa(409, CONFLITO);
      }
      let link: string;
      let arquivoNovo: Record<string, unknown> | null = null;
      if (destino.tipo === 'pdf') {
        const stored = await storePdf(tx, destino.pdf, title, sessao.usuario.id, now);
        link = `/arquivo/${stored.nome}`;
        arquivoNovo = stored.registro;
      } else link = destino.link;
      // "Ultima Mudança": the document changed (new file or new link), not its title.
      const lastUpdate = antes && antes.link === link ? antes.lastUpdate : now;
      let salvo: Linha | undefined;
      if (antes) {
        [salvo] = await tx.update(publicacoes).set({ title, link, lastUpdate }).where(eq(publicacoes.id, antes.id)).returning();
      } else {
        [salvo] = await tx.insert(publicacoes).values({ title, link, lastUpdate }).returning();
      }
      if (!salvo) throw new Error('publicação não gravada');
      await recordAudit(
        tx,
        {
          acao: antes ? 'publicacao.editar' : 'publicacao.criar',
          usuario: sessao.usuario,
          endereco: quem.endereco,
          objetoTipo: 'publicacao',
          objetoId: salvo.id,
          ...(antes ? { antes: auditado(antes) } : {}),
          depois: { ...auditado(salvo), ...(arquivoNovo ? { arquivo: arquivoNovo } : {}) },
        },
        now,
      );
      await notifyContentChange(tx);
      return {
        tipo: 'ok',
        id: salvo.id,
        pdf: destino.tipo === 'pdf' ? { paginas: destino.pdf.paginas, metadados: destino.pdf.metadados, dados: destino.pdf.dados } : null,
      };
    });
  }

  async delete(sessao: SessaoAtual, id: number, versaoVista: string, quem: Requisitante): Promise<ResultadoDocumento> {
    if (!canEdit(sessao)) return PROIBIDO;
    const now = this.now();
    return this.db.transaction(async (tx): Promise<ResultadoDocumento> => {
      const [antes] = await tx.select().from(publicacoes).where(eq(publicacoes.id, id)).for('update');
      if (!antes) return recusa(404, 'Publicação não encontrada.');
      if (versaoVista !== versao(antes)) return recusa(409, CONFLITO);
      await tx.delete(publicacoes).where(eq(publicacoes.id, id));
      await recordAudit(
        tx,
        {
          acao: 'publicacao.excluir',
          usuario: sessao.usuario,
          endereco: quem.endereco,
          objetoTipo: 'publicacao',
          objetoId: id,
          antes: auditado(antes),
        },
        now,
      );
      await notifyContentChange(tx);
      return { tipo: 'ok', id, pdf: null };
    });
  }
}
