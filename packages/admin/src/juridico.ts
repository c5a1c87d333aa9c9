/**
 * The legal space's documents in the back office (/admin/juridico, issue 12): for each of the five
 * sections, a list (newest first, as the public page), a form (date, description, an uploaded PDF
 * or an external link) and deletion. Editors and administrators only (conteudo.editar), checked in
 * every method. Each change is one transaction: the row, the uploaded file (if any), the audit
 * entry with before and after, and the NOTIFY that empties every process's public caches — a
 * refused or failed save changes nothing. docs/decisions/026-juridico-e-publicacoes.md.
 */
import {
  type ArquivoRecebido,
  type DadosDocumentoJuridico,
  DESCRICAO_DOCUMENTO_MAX,
  DOCUMENTOS_POR_PAGINA,
  type DocumentoJuridicoEditavel,
  type JuridicoPort,
  type PaginaDeDocumentos,
  type Requisitante,
  type ResultadoDocumento,
  type SecaoJuridico,
  type SessaoAtual,
} from '@cosems/contracts';
import { type Db, notifyContentChange, tables } from '@cosems/db';
import { count, desc, eq } from 'drizzle-orm';
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

const { documentosJuridicos } = tables;
type Linha = typeof documentosJuridicos.$inferSelect;

/** The day of an instant in Brasília, yyyy-mm-dd. */
export const dayInBrasilia = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

/** A yyyy-mm-dd that is a real day between 1900 and 2100, as noon in Brasília; else null. */
export function parseDay(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d] = m.map(Number) as [number, number, number, number];
  if (y < 1900 || y > 2100) return null;
  const utc = new Date(Date.UTC(y, mo - 1, d));
  if (utc.getUTCFullYear() !== y || utc.getUTCMonth() !== mo - 1 || utc.getUTCDate() !== d) return null;
  return new Date(`${m[1]}-${m[2]}-${m[3]}T12:00:00-03:00`);
}

const versao = (r: Linha) => versionOf([r.id, r.secao, r.date.toISOString(), r.desc, r.link]);

function toEditavel(r: Linha): DocumentoJuridicoEditavel {
  return {
    id: r.id,
    secao: r.secao,
    data: dayInBrasilia(r.date),
    desc: r.desc,
    link: r.link,
    arquivo: fileOfLink(r.link),
    versao: versao(r),
  };
}

const auditado = (r: Pick<Linha, 'secao' | 'date' | 'desc' | 'link'>) => ({
  secao: r.secao,
  data: r.date.toISOString(),
  desc: r.desc,
  link: r.link,
});

export interface JuridicoOptions {
  db: Db;
  now?: () => Date;
}

export class Juridico implements JuridicoPort {
  private readonly db: Db;
  private readonly now: () => Date;

  constructor(options: JuridicoOptions) {
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
  }

  async list(
    sessao: SessaoAtual,
    secao: SecaoJuridico,
    pedida: number,
  ): Promise<PaginaDeDocumentos<DocumentoJuridicoEditavel> | 'proibido'> {
    if (!canEdit(sessao)) return 'proibido';
    const [totalRow] = await this.db.select({ n: count() }).from(documentosJuridicos).where(eq(documentosJuridicos.secao, secao));
    const total = totalRow?.n ?? 0;
    const { pagina, paginas } = clampPage(pedida, total, DOCUMENTOS_POR_PAGINA);
    const rows = await this.db
      .select()
      .from(documentosJuridicos)
      .where(eq(documentosJuridicos.secao, secao))
      .orderBy(desc(documentosJuridicos.date), desc(documentosJuridicos.id))
      .limit(DOCUMENTOS_POR_PAGINA)
      .offset((pagina - 1) * DOCUMENTOS_POR_PAGINA);
    return { itens: rows.map(toEditavel), total, pagina, paginas };
  }

  async get(sessao: SessaoAtual, id: number): Promise<DocumentoJuridicoEditavel | 'proibido' | null> {
    if (!canEdit(sessao)) return 'proibido';
    const [row] = await this.db.select().from(documentosJuridicos).where(eq(documentosJuridicos.id, id));
    return row ? toEditavel(row) : null;
  }

  async save(
    sessao: SessaoAtual,
    secao: SecaoJuridico,
    id: number | null,
    dados: DadosDocumentoJuridico,
    arquivo: ArquivoRecebido | null,
    quem: Requisitante,
  ): Promise<ResultadoDocumento> {
    if (!canEdit(sessao)) return PROIBIDO;
    const dia = parseDay(dados.data);
    if (!dia) return recusa(400, 'Informe a data do documento (dia, mês e ano).', 'data');
    const descricao = normalizeText(dados.desc);
    if (!descricao) return recusa(400, 'Escreva a descrição do documento.', 'desc');
    if ([...descricao].length > DESCRICAO_DOCUMENTO_MAX)
      return recusa(400, `A descrição pode ter até ${DESCRICAO_DOCUMENTO_MAX} caracteres.`, 'desc');

    let atual: Linha | undefined;
    if (id !== null) {
      [atual] = await this.db.select().from(documentosJuridicos).where(eq(documentosJuridicos.id, id));
      if (!atual || atual.secao !== secao) return recusa(404, 'Documento não encontrado.');
      if (dados.versao !== versao(atual)) return recusa(409, CONFLITO);
    }
    // The PDF is read (and refused) before the transaction: a bad file changes nothing.
    const destino = await resolveDestino(dados.origem, dados.link, arquivo, atual?.link ?? null);
    if (destino.tipo === 'recusado') return destino;

    const now = this.now();
    return this.db.transaction(async (tx): Promise<ResultadoDocumento> => {
      let antes: Linha | undefined;
      if (id !== null) {
        // Locked and compared again: a save that landed since the check above wins, this one is refused.
        [antes] = await tx.select().from(documentosJuridicos).where(eq(documentosJuridicos.id, id)).for('update');
        if (!antes || antes.secao !== secao) return recusa(404, 'Documento não encontrado.');
        if (dados.versao !== versao(antes)) return recusa(409, CONFLITO);
      }
      let link: string;
      let arquivoNovo: Record<string, unknown> | null = null;
      if (destino.tipo === 'pdf') {
        const stored = await storePdf(tx, destino.pdf, descricao, sessao.usuario.id, now);
        link = `/arquivo/${stored.nome}`;
        arquivoNovo = stored.registro;
      } else link = destino.link;
      // The same day keeps the stored instant (content imported with its own hour stays as it was).
      const date = antes && dayInBrasilia(antes.date) === dados.data.trim() ? antes.date : dia;
      const valores = { secao, date, desc: descricao, link };
      let salvo: Linha | undefined;
      if (antes) {
        [salvo] = await tx.update(documentosJuridicos).set(valores).where(eq(documentosJuridicos.id, antes.id)).returning();
      } else {
        [salvo] = await tx.insert(documentosJuridicos).values(valores).returning();
      }
      if (!salvo) throw new Error('documento jurídico não gravado');
      await recordAudit(
        tx,
        {
          acao: antes ? 'documento-juridico.editar' : 'documento-juridico.criar',
          usuario: sessao.usuario,
          endereco: quem.endereco,
          objetoTipo: 'documento-juridico',
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
      const [antes] = await tx.select().from(documentosJuridicos).where(eq(documentosJuridicos.id, id)).for('update');
      if (!antes) return recusa(404, 'Documento não encontrado.');
      if (versaoVista !== versao(antes)) return recusa(409, CONFLITO);
      await tx.delete(documentosJuridicos).where(eq(documentosJuridicos.id, id));
      await recordAudit(
        tx,
        {
          acao: 'documento-juridico.excluir',
          usuario: sessao.usuario,
          endereco: quem.endereco,
          objetoTipo: 'documento-juridico',
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
