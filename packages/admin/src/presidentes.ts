/**
 * The gallery of past presidents as a content type of the registry (/admin/presidentes; issue 12,
 * docs/decisions/030 and 048): list, add, edit, remove and order; editors and administrators only
 * (conteudo.editar), by the save pipeline's guard.
 *
 * - The portrait is an image of the media library (arquivos, tipo 'imagem'), chosen by name
 *   (`escolheImagem`); its alternative text is the library's (the public page and /api/presidentes
 *   show it, the back office's pages receive it as `alt`).
 * - A save or removal carries the version the page was opened with (a digest of the stored row,
 *   the table has no version column); a save that changes nothing writes nothing (`semMudanca`).
 * - An order is saved whole (`ordem`, lista-ordenada.ts): exactly a permutation of the current ids.
 */
import { type DadosPresidente, type PresidenteEditavel, PresidenteSalvarForm, validatePresidente } from '@cosems/contracts';
import { type Db, PARTES, PROJECOES, tables } from '@cosems/db';
import { and, eq, inArray } from 'drizzle-orm';
import { listaOrdenada } from './conteudo/lista-ordenada.ts';
import { recusa } from './conteudo/pipeline.ts';
import { type TipoDeConteudoDeclarado, type Tx, tudoCom } from './conteudo/tipo.ts';
import { imagemDaBibliotecaExiste } from './midia.ts';

const { presidentes, arquivos } = tables;
/** The stored row; `alt`, the portrait's text in the library, where it was read (never on a locked read). */
type Linha = typeof presidentes.$inferSelect & { alt?: string };

const SEM_RETRATO = 'Retrato: essa imagem não está na biblioteca de mídia. Escolha outra.';

const { escrever, ...ordenada } = listaOrdenada<Linha>(presidentes, (r) => `${r.name} (${r.date})`);

/** The rows with their portraits' alternative text, in one read of the library. */
async function comAlt(db: Db | Tx, linhas: Linha[]): Promise<Linha[]> {
  const nomes = [...new Set(linhas.map((r) => r.image))];
  const alts = nomes.length
    ? await db
        .select({ nome: arquivos.nome, alt: arquivos.alt })
        .from(arquivos)
        .where(and(eq(arquivos.tipo, 'imagem'), inArray(arquivos.nome, nomes)))
    : [];
  const porNome = new Map(alts.map((a) => [a.nome, a.alt ?? '']));
  return linhas.map((r) => ({ ...r, alt: porNome.get(r.image) ?? '' }));
}

export const PRESIDENTES: TipoDeConteudoDeclarado<Linha, PresidenteEditavel, DadosPresidente> = {
  pacote: PARTES.presidentes,
  publico: PROJECOES.presidentes,
  permissoes: tudoCom('conteudo.editar'),
  mensagens: {
    proibido: 'Só editores e administradores editam a galeria dos presidentes.',
    naoEncontrado: 'Presidente não encontrado.',
    conflito:
      'Outra pessoa alterou este presidente depois que você abriu a página, e nada foi gravado. Abra-o de novo para ver o que está salvo e refaça a sua alteração.',
  },
  formulario: PresidenteSalvarForm,
  auditoria: { objetoTipo: 'presidente', valores: (r) => ({ name: r.name, date: r.date, image: r.image }) },
  versionado: (r) => [r.id, r.name, r.date, r.image],
  idDe: (r) => r.id,
  editavel: (r, versao) => ({ id: r.id, name: r.name, date: r.date, image: r.image, alt: r.alt ?? '', versao }),
  filtroValido: (filtro) => filtro === null,
  escolheImagem: true,
  ...ordenada,
  async listar(db, filtro, pagina) {
    const lista = await ordenada.listar(db, filtro, pagina);
    return { ...lista, itens: await comAlt(db, lista.itens) };
  },
  async buscar(db, id, bloquear) {
    const linha = await ordenada.buscar(db, id, bloquear);
    return linha && !bloquear ? (await comAlt(db, [linha]))[0] : linha;
  },
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
