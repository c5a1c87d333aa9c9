/**
 * The CIB-SUS/MG's deliberations as a content type (/admin/deliberacoes, issue 30): number and
 * year (unique together), the day, the summary, the themes, the official PDF (stored like the legal
 * documents') or the state's page, COSEMS/MG's note (the news' sanitiser), related news and events,
 * and the state. Autores draft; editors and administrators publish (`rascunho`).
 * docs/decisions/048, docs/decisions/059.
 */
import {
  CHAVES_TEMA_DE_DELIBERACAO,
  campoDoTema,
  type DeliberacaoEditavel,
  DeliberacaoForm,
  EMENTA_MAX,
  type EstadoDeDeliberacao,
  NOTA_DELIBERACAO_MAX,
  nomeDaDeliberacao,
  type RecusaDeDocumento,
  type TemaDeDeliberacao,
} from '@cosems/contracts';
import { PARTES, sanitizeNewsHtml, tables } from '@cosems/db';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { CONFLITO, type Destino, fileOfLink, normalizeText, resolveDestino, storePdf } from '../documentos.ts';
import { buscarPorId, paginaDe } from './consultas.ts';
import { dayInBrasilia, parseDay } from './juridico.ts';
import type { TipoDeConteudoDeclarado } from './tipo.ts';

const { deliberacoes, noticias, eventos } = tables;
type Linha = typeof deliberacoes.$inferSelect;

interface Preparado {
  numero: number;
  ano: number;
  dia: Date;
  texto: string;
  ementa: string;
  temas: TemaDeDeliberacao[];
  destino: Destino;
  nota: string;
  noticias: number[];
  eventos: number[];
  estado: EstadoDeDeliberacao;
}

/** A refusal beside one field of the form (the summary at the top links to it). */
const recusaNo = (status: RecusaDeDocumento['status'], campo: string, mensagem: string): RecusaDeDocumento => ({
  tipo: 'recusado',
  status,
  mensagem,
  erros: [{ campo, mensagem }],
});

/** "12, 40 7" → [12, 40, 7]; null when something else was typed. */
function ids(texto: string): number[] | null {
  const partes = texto.split(/[\s,;]+/).filter(Boolean);
  if (partes.some((p) => !/^[1-9][0-9]{0,9}$/.test(p) || Number(p) > 2147483647)) return null;
  return [...new Set(partes.map(Number))];
}

/** A whole number typed in the form ("4.321" as the state writes it included). */
const inteiro = (texto: string) =>
  /^[0-9]{1,3}(\.?[0-9]{3})*$|^[0-9]{1,6}$/.test(texto.trim()) ? Number(texto.trim().replaceAll('.', '')) : Number.NaN;

export const DELIBERACOES: TipoDeConteudoDeclarado<Linha, DeliberacaoEditavel, Preparado> = {
  pacote: PARTES.deliberacoes,
  permissoes: { listar: 'conteudo.rascunhar', criar: 'conteudo.rascunhar', editar: 'conteudo.rascunhar', excluir: 'conteudo.rascunhar' },
  rascunho: {
    publicar: 'conteudo.editar',
    eRascunho: (r) => r.estado === 'rascunho',
    pedeRascunho: (p) => p.estado === 'rascunho',
    mensagem: 'Só editores e administradores publicam deliberações ou alteram as já publicadas: salve como rascunho.',
  },
  mensagens: {
    proibido: 'Sem permissão para alterar as deliberações.',
    naoEncontrado: 'Deliberação não encontrada.',
    conflito: CONFLITO,
  },
  formulario: DeliberacaoForm,
  auditoria: {
    objetoTipo: 'deliberacao',
    valores: (r) => ({
      numero: r.numero,
      ano: r.ano,
      data: r.data.toISOString(),
      ementa: r.ementa,
      temas: r.temas,
      link: r.link,
      nota: r.nota,
      noticias: r.noticias,
      eventos: r.eventos,
      estado: r.estado,
    }),
    soMudancas: true,
  },
  versionado: (r) => [r.id, r.numero, r.ano, r.data.toISOString(), r.ementa, r.temas, r.link, r.nota, r.noticias, r.eventos, r.estado],
  idDe: (r) => r.id,
  editavel: (r, versao) => ({
    id: r.id,
    numero: r.numero,
    ano: r.ano,
    data: dayInBrasilia(r.data),
    ementa: r.ementa,
    temas: r.temas as TemaDeDeliberacao[],
    link: r.link,
    arquivo: fileOfLink(r.link),
    nota: r.nota,
    noticias: r.noticias,
    eventos: r.eventos,
    estado: r.estado as EstadoDeDeliberacao,
    versao,
  }),
  filtroValido: (filtro) => filtro === null,
  listar: (db, _filtro, pedida) => paginaDe(db, deliberacoes, undefined, [desc(deliberacoes.data), desc(deliberacoes.id)], pedida),
  buscar: buscarPorId(deliberacoes),

  async preparar(campos, arquivo, atual) {
    const numero = inteiro(campos.numero ?? '');
    if (!Number.isSafeInteger(numero) || numero < 1)
      return recusaNo(400, 'numero', 'Informe o número da deliberação (um número inteiro maior que zero).');
    const ano = inteiro(campos.ano ?? '');
    if (!Number.isInteger(ano) || ano < 1990 || ano > 2100) return recusaNo(400, 'ano', 'Informe o ano da deliberação, de 1990 a 2100.');
    const texto = (campos.data ?? '').trim();
    const dia = parseDay(texto);
    if (!dia) return recusaNo(400, 'data', 'Informe a data da deliberação (dia, mês e ano).');
    const ementa = normalizeText(campos.ementa ?? '');
    if (!ementa) return recusaNo(400, 'ementa', 'Escreva a ementa da deliberação.');
    if ([...ementa].length > EMENTA_MAX)
      return recusaNo(400, 'ementa', `A ementa pode ter até ${EMENTA_MAX.toLocaleString('pt-BR')} caracteres.`);
    const temas = CHAVES_TEMA_DE_DELIBERACAO.filter((c) => campos[campoDoTema(c)] === 'sim');
    if (temas.length === 0) return recusaNo(400, 'temas', 'Marque ao menos um tema.');
    const nota = sanitizeNewsHtml(campos.nota ?? '').trim();
    if (nota.length > NOTA_DELIBERACAO_MAX) return recusaNo(400, 'nota', 'A nota do COSEMS/MG está longa demais.');
    const relacionadas = ids(campos.noticias ?? '');
    if (!relacionadas) return recusaNo(400, 'noticias', 'Notícias relacionadas: escreva os números (ids) separados por vírgula.');
    const relacionados = ids(campos.eventos ?? '');
    if (!relacionados) return recusaNo(400, 'eventos', 'Eventos relacionados: escreva os números (ids) separados por vírgula.');
    const destino = await resolveDestino(campos.origem === 'link' ? 'link' : 'arquivo', campos.link ?? '', arquivo, atual?.link ?? null);
    if (destino.tipo === 'recusado') return destino.campo ? recusaNo(destino.status, destino.campo, destino.mensagem) : destino;
    const estado = campos.estado === 'publicado' ? 'publicado' : 'rascunho';
    return { numero, ano, dia, texto, ementa, temas, destino, nota, noticias: relacionadas, eventos: relacionados, estado };
  },

  async gravar(tx, p, antes, { now, usuarioId }) {
    // Checked here, in the transaction: what the other rows are now.
    const mesmo = await tx
      .select({ id: deliberacoes.id })
      .from(deliberacoes)
      .where(and(eq(deliberacoes.numero, p.numero), eq(deliberacoes.ano, p.ano), antes ? ne(deliberacoes.id, antes.id) : undefined));
    if (mesmo.length > 0) return recusaNo(409, 'numero', `Já existe a ${nomeDaDeliberacao(p.numero, p.ano)}: confira o número e o ano.`);
    if (p.noticias.length > 0) {
      const achadas = new Set(
        (await tx.select({ id: noticias.id }).from(noticias).where(inArray(noticias.id, p.noticias))).map((r) => r.id),
      );
      const faltam = p.noticias.filter((id) => !achadas.has(id));
      if (faltam.length) return recusaNo(400, 'noticias', `Não há notícia com o número ${faltam.join(', ')}.`);
    }
    if (p.eventos.length > 0) {
      const achados = new Set((await tx.select({ id: eventos.id }).from(eventos).where(inArray(eventos.id, p.eventos))).map((r) => r.id));
      const faltam = p.eventos.filter((id) => !achados.has(id));
      if (faltam.length) return recusaNo(400, 'eventos', `Não há evento com o número ${faltam.join(', ')}.`);
    }
    let link: string;
    let arquivoNovo: Record<string, unknown> | null = null;
    if (p.destino.tipo === 'pdf') {
      const stored = await storePdf(tx, p.destino.pdf, nomeDaDeliberacao(p.numero, p.ano), usuarioId, now);
      link = `/arquivo/${stored.nome}`;
      arquivoNovo = stored.registro;
    } else link = p.destino.link;
    // The same day keeps the stored instant (content imported with its own hour stays as it was).
    const data = antes && dayInBrasilia(antes.data) === p.texto ? antes.data : p.dia;
    const valores = {
      numero: p.numero,
      ano: p.ano,
      data,
      ementa: p.ementa,
      temas: p.temas,
      link,
      nota: p.nota,
      noticias: p.noticias,
      eventos: p.eventos,
      estado: p.estado,
      atualizadoEm: now,
    };
    const [linha] = antes
      ? await tx.update(deliberacoes).set(valores).where(eq(deliberacoes.id, antes.id)).returning()
      : await tx.insert(deliberacoes).values(valores).returning();
    if (!linha) throw new Error('deliberação não gravada');
    return {
      linha,
      ...(arquivoNovo ? { auditoriaExtra: { arquivo: arquivoNovo } } : {}),
      pdf:
        p.destino.tipo === 'pdf'
          ? { paginas: p.destino.pdf.paginas, metadados: p.destino.pdf.metadados, dados: p.destino.pdf.dados }
          : null,
    };
  },

  async apagar(tx, id) {
    await tx.delete(deliberacoes).where(eq(deliberacoes.id, id));
  },
};
