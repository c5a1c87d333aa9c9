/**
 * The publications as a content type (/admin/publicacoes, issue 12): a list in the content's order
 * (as /publicacoes and /api/publicacoes show them), a form (title, an uploaded PDF or an external
 * link) and deletion; editors and administrators only. "Ultima Mudança" (last_update) is when the
 * document changed: set on creation and whenever the link changes (a new PDF always gets a new
 * name), never by the title alone. docs/decisions/026-juridico-e-publicacoes.md, docs/decisions/048.
 */
import { type PublicacaoEditavel, PublicacaoForm, TITULO_PUBLICACAO_MAX } from '@cosems/contracts';
import { PARTES, PROJECOES, tables } from '@cosems/db';
import { asc, eq } from 'drizzle-orm';
import { CONFLITO, type Destino, fileOfLink, normalizeText, resolveDestino, storePdf } from '../documentos.ts';
import { buscarPorId, paginaDe } from './consultas.ts';
import { recusa } from './pipeline.ts';
import type { TipoDeConteudoDeclarado } from './tipo.ts';

const { publicacoes } = tables;
type Linha = typeof publicacoes.$inferSelect;

interface Preparado {
  title: string;
  destino: Destino;
}

export const PUBLICACOES: TipoDeConteudoDeclarado<Linha, PublicacaoEditavel, Preparado> = {
  pacote: PARTES.publicacoes,
  publico: PROJECOES.publicacoes,
  permissoes: { listar: 'conteudo.editar', criar: 'conteudo.editar', editar: 'conteudo.editar', excluir: 'conteudo.editar' },
  mensagens: {
    proibido: 'Só editores e administradores alteram as publicações.',
    naoEncontrado: 'Publicação não encontrada.',
    conflito: CONFLITO,
  },
  formulario: PublicacaoForm,
  auditoria: {
    objetoTipo: 'publicacao',
    valores: (r) => ({ title: r.title, link: r.link, lastUpdate: r.lastUpdate.toISOString() }),
  },
  versionado: (r) => [r.id, r.title, r.link, r.lastUpdate.toISOString()],
  idDe: (r) => r.id,
  editavel: (r, versao) => ({
    id: r.id,
    title: r.title,
    link: r.link,
    arquivo: fileOfLink(r.link),
    lastUpdate: r.lastUpdate.toISOString(),
    versao,
  }),
  filtroValido: (filtro) => filtro === null,

  listar: (db, _filtro, pedida) => paginaDe(db, publicacoes, undefined, [asc(publicacoes.id)], pedida),
  buscar: buscarPorId(publicacoes),

  async preparar(campos, arquivo, atual) {
    const title = normalizeText(campos.title ?? '');
    if (!title) return recusa(400, 'Escreva o título da publicação.', 'title');
    if ([...title].length > TITULO_PUBLICACAO_MAX)
      return recusa(400, `O título pode ter até ${TITULO_PUBLICACAO_MAX} caracteres.`, 'title');
    const destino = await resolveDestino(campos.origem === 'link' ? 'link' : 'arquivo', campos.link ?? '', arquivo, atual?.link ?? null);
    if (destino.tipo === 'recusado') return destino;
    return { title, destino };
  },

  async gravar(tx, { title, destino }, antes, { now, usuarioId }) {
    let link: string;
    let arquivoNovo: Record<string, unknown> | null = null;
    if (destino.tipo === 'pdf') {
      const stored = await storePdf(tx, destino.pdf, title, usuarioId, now);
      link = `/arquivo/${stored.nome}`;
      arquivoNovo = stored.registro;
    } else link = destino.link;
    // "Ultima Mudança": the document changed (new file or new link), not its title.
    const lastUpdate = antes && antes.link === link ? antes.lastUpdate : now;
    const [linha] = antes
      ? await tx.update(publicacoes).set({ title, link, lastUpdate }).where(eq(publicacoes.id, antes.id)).returning()
      : await tx.insert(publicacoes).values({ title, link, lastUpdate }).returning();
    if (!linha) throw new Error('publicação não gravada');
    return {
      linha,
      ...(arquivoNovo ? { auditoriaExtra: { arquivo: arquivoNovo } } : {}),
      pdf: destino.tipo === 'pdf' ? { paginas: destino.pdf.paginas, metadados: destino.pdf.metadados, dados: destino.pdf.dados } : null,
    };
  },

  async apagar(tx, id) {
    await tx.delete(publicacoes).where(eq(publicacoes.id, id));
  },
};
