/**
 * The site's blocks as a content type of the registry (issue 12, docs/decisions/048): the home
 * page's quick links, video and debt-agreement block, the footer, the institutional texts, the
 * menus' external addresses, the agenda's home block and the statute's topics (@cosems/contracts
 * blocos.ts). Each block is one item (idDoBloco), saved whole by editors and administrators
 * (conteudo.editar) through the save pipeline: its form read by lerBloco, its value checked by the
 * same rule as a bundle's (problemasDoBloco), refused when it changed since the page was opened,
 * audited `bloco.editar` with before and after (on the block's key) and announced. None is created
 * or deleted here.
 */
import {
  blocoExibido,
  type BlocoEditavel,
  BlocoForm,
  type Blocos,
  CHAVES_BLOCOS,
  type ChaveBloco,
  chaveDoBloco,
  idDoBloco,
  lerBloco,
  problemasDoBloco,
} from '@cosems/contracts';
import { type Db, PARTES, PROJECOES, tables as t } from '@cosems/db';
import { eq, sql } from 'drizzle-orm';
import { recusa } from './conteudo/pipeline.ts';
import { type TipoDeConteudoDeclarado, type Tx, tudoCom } from './conteudo/tipo.ts';
import { versaoDe } from './conteudo/versao.ts';

/** A block as stored (its starting values while it has no valid row), with its version. */
export async function readBloco<K extends ChaveBloco>(db: Db | Tx, chave: K): Promise<BlocoEditavel<K>> {
  const [row] = await db
    .select({ dados: t.blocos.dados, em: t.blocos.atualizadoEm, por: t.usuarios.nome })
    .from(t.blocos)
    .leftJoin(t.usuarios, eq(t.usuarios.id, t.blocos.atualizadoPor))
    .where(eq(t.blocos.chave, chave));
  const { dados, salvo } = blocoExibido(chave, row?.dados);
  const valido = salvo && row !== undefined;
  return {
    id: idDoBloco(chave),
    chave,
    dados,
    versao: versaoDe(dados),
    atualizadoEm: valido ? row.em.toISOString() : null,
    atualizadoPor: valido ? (row.por ?? null) : null,
  };
}

/** One save of a block at a time, also while it has no row yet (the statute's PDF takes the same lock). */
export const travarBloco = (tx: Db | Tx, chave: ChaveBloco) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cosems-bloco:${chave}`}))`);

interface Preparado {
  chave: ChaveBloco;
  dados: Blocos[ChaveBloco];
}

export const BLOCOS: TipoDeConteudoDeclarado<BlocoEditavel, BlocoEditavel, Preparado> = {
  pacote: PARTES.blocos,
  publico: PROJECOES.blocos,
  permissoes: tudoCom('conteudo.editar'),
  mensagens: {
    proibido: 'Só editores e administradores editam o conteúdo do site.',
    naoEncontrado: 'Bloco não encontrado.',
    conflito: 'Outra pessoa salvou este bloco depois que você abriu a página. Nada foi salvo: recarregue a página e refaça a alteração.',
  },
  formulario: BlocoForm,
  auditoria: {
    objetoTipo: 'bloco',
    objetoId: (b) => b.chave,
    // The statute's topics are named in the log as the statute (its page, /admin/estatuto).
    objetoTipoDe: (b) => (b.chave === 'estatuto' ? 'estatuto' : 'bloco'),
    valores: (b) => b.dados as unknown as Record<string, unknown>,
  },
  versionado: (b) => b.dados,
  idDe: (b) => idDoBloco(b.chave),
  editavel: (b) => b,
  filtroValido: (filtro) => filtro === null,
  async listar(db) {
    const itens = await Promise.all(CHAVES_BLOCOS.map((chave) => readBloco(db, chave)));
    return { itens, total: itens.length, pagina: 1, paginas: 1 };
  },
  async buscar(db, id, bloquear) {
    const chave = chaveDoBloco(id);
    if (!chave) return undefined;
    if (bloquear) await travarBloco(db, chave);
    return readBloco(db, chave);
  },
  async preparar(campos, _arquivo, atual) {
    if (!atual) return recusa(404, 'Bloco não encontrado.');
    const { chave } = atual;
    const lido = lerBloco(chave, campos);
    if (!lido.ok) return { ...recusa(400, 'Confira os campos marcados.'), erros: lido.erros };
    // The statute's page count is the stored file's (set only by an upload, estatuto.ts), whatever the form carried.
    const dados =
      chave === 'estatuto' ? { ...(lido.dados as Blocos['estatuto']), paginas: (atual.dados as Blocos['estatuto']).paginas } : lido.dados;
    const problemas = problemasDoBloco(chave, dados);
    if (problemas.length) return recusa(400, `Nada foi salvo: ${problemas.join('; ')}`);
    return { chave, dados };
  },
  semMudanca: (antes, { dados }) => versaoDe(dados) === antes.versao,
  // `antes` is always there: `preparar` refused a save without a block (none is created here).
  async gravar(tx, { chave, dados }, antes, { now, usuarioId }) {
    await tx
      .insert(t.blocos)
      .values({ chave, dados, atualizadoEm: now, atualizadoPor: usuarioId })
      .onConflictDoUpdate({ target: t.blocos.chave, set: { dados, atualizadoEm: now, atualizadoPor: usuarioId } });
    return { linha: { ...(antes as BlocoEditavel), dados, versao: versaoDe(dados) } };
  },
  apagar: async () => recusa(400, 'Um bloco do site não é excluído: salve-o com outro conteúdo.'),
};
