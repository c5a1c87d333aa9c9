/**
 * The legal space's documents as a content type (/admin/juridico, issue 12): for each of the five
 * sections (the type's sub-lists), a list newest first as the public page, a form (date,
 * description, an uploaded PDF or an external link) and deletion; editors and administrators only.
 * docs/decisions/026-juridico-e-publicacoes.md, docs/decisions/048.
 */
import {
  DESCRICAO_DOCUMENTO_MAX,
  type DocumentoJuridicoEditavel,
  DocumentoJuridicoForm,
  parseSecaoJuridico,
  type SecaoJuridico,
} from '@cosems/contracts';
import { PARTES, PROJECOES, tables } from '@cosems/db';
import { desc, eq } from 'drizzle-orm';
import { CONFLITO, type Destino, fileOfLink, normalizeText, resolveDestino, storePdf } from '../documentos.ts';
import { buscarPorId, paginaDe } from './consultas.ts';
import { recusa } from './pipeline.ts';
import type { TipoDeConteudoDeclarado } from './tipo.ts';

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

interface Preparado {
  dia: Date;
  texto: string;
  descricao: string;
  destino: Destino;
}

export const JURIDICO: TipoDeConteudoDeclarado<Linha, DocumentoJuridicoEditavel, Preparado> = {
  pacote: PARTES.juridico,
  publico: PROJECOES.juridico,
  permissoes: { listar: 'conteudo.editar', criar: 'conteudo.editar', editar: 'conteudo.editar', excluir: 'conteudo.editar' },
  mensagens: {
    proibido: 'Só editores e administradores alteram o Espaço Jurídico.',
    naoEncontrado: 'Documento não encontrado.',
    conflito: CONFLITO,
  },
  formulario: DocumentoJuridicoForm,
  auditoria: {
    objetoTipo: 'documento-juridico',
    valores: (r) => ({ secao: r.secao, data: r.date.toISOString(), desc: r.desc, link: r.link }),
  },
  versionado: (r) => [r.id, r.secao, r.date.toISOString(), r.desc, r.link],
  idDe: (r) => r.id,
  editavel: (r, versao) => ({
    id: r.id,
    secao: r.secao,
    data: dayInBrasilia(r.date),
    desc: r.desc,
    link: r.link,
    arquivo: fileOfLink(r.link),
    versao,
  }),
  filtroDe: (r) => r.secao,
  filtroValido: (filtro) => parseSecaoJuridico(filtro ?? undefined) !== null,

  listar: (db, filtro, pedida) =>
    paginaDe(
      db,
      documentosJuridicos,
      eq(documentosJuridicos.secao, filtro as SecaoJuridico),
      [desc(documentosJuridicos.date), desc(documentosJuridicos.id)],
      pedida,
    ),
  buscar: buscarPorId(documentosJuridicos),

  async preparar(campos, arquivo, atual) {
    const texto = campos.data ?? '';
    const dia = parseDay(texto);
    if (!dia) return recusa(400, 'Informe a data do documento (dia, mês e ano).', 'data');
    const descricao = normalizeText(campos.desc ?? '');
    if (!descricao) return recusa(400, 'Escreva a descrição do documento.', 'desc');
    if ([...descricao].length > DESCRICAO_DOCUMENTO_MAX)
      return recusa(400, `A descrição pode ter até ${DESCRICAO_DOCUMENTO_MAX} caracteres.`, 'desc');
    const destino = await resolveDestino(campos.origem === 'link' ? 'link' : 'arquivo', campos.link ?? '', arquivo, atual?.link ?? null);
    if (destino.tipo === 'recusado') return destino;
    return { dia, texto: texto.trim(), descricao, destino };
  },

  async gravar(tx, { dia, texto, descricao, destino }, antes, { filtro, now, usuarioId }) {
    let link: string;
    let arquivoNovo: Record<string, unknown> | null = null;
    if (destino.tipo === 'pdf') {
      const stored = await storePdf(tx, destino.pdf, descricao, usuarioId, now);
      link = `/arquivo/${stored.nome}`;
      arquivoNovo = stored.registro;
    } else link = destino.link;
    // The same day keeps the stored instant (content imported with its own hour stays as it was).
    const date = antes && dayInBrasilia(antes.date) === texto ? antes.date : dia;
    const valores = { secao: filtro as SecaoJuridico, date, desc: descricao, link };
    const [linha] = antes
      ? await tx.update(documentosJuridicos).set(valores).where(eq(documentosJuridicos.id, antes.id)).returning()
      : await tx.insert(documentosJuridicos).values(valores).returning();
    if (!linha) throw new Error('documento jurídico não gravado');
    return {
      linha,
      ...(arquivoNovo ? { auditoriaExtra: { arquivo: arquivoNovo } } : {}),
      pdf: destino.tipo === 'pdf' ? { paginas: destino.pdf.paginas, metadados: destino.pdf.metadados, dados: destino.pdf.dados } : null,
    };
  },

  async apagar(tx, id) {
    await tx.delete(documentosJuridicos).where(eq(documentosJuridicos.id, id));
  },
};
