/**
 * The site's blocks in the back office (issue 12): the home page's quick links, video and
 * debt-agreement block, the footer, and the institutional texts (@cosems/contracts blocos.ts).
 * Editors and administrators (conteudo.editar) save a block whole; the value is checked by the
 * same rule as a bundle's (problemasDoBloco), the save is refused when the block changed since the
 * page was opened, and every save is audited with before and after and announced (NOTIFY) in its
 * transaction, so the public pages and the API show it at once.
 */
import {
  BLOCOS_PADRAO,
  type BlocoEditavel,
  type Blocos,
  type BlocosPort,
  type ChaveBloco,
  pode,
  problemasDoBloco,
  type Requisitante,
  type ResultadoBloco,
  type SessaoAtual,
} from '@cosems/contracts';
import { type Db, tables as t } from '@cosems/db';
import { eq, sql } from 'drizzle-orm';
import { versaoDe } from './conteudo/versao.ts';
import { registrarMudanca } from './conteudo/pipeline.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export class BlocosDoSite implements BlocosPort {
  private readonly db: Db;
  private readonly now: () => Date;

  constructor(options: { db: Db; now?: () => Date }) {
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
  }

  private pode(sessao: SessaoAtual): boolean {
    return sessao.etapa === 'completa' && pode(sessao.usuario.papel, 'conteudo.editar');
  }

  async obter<K extends ChaveBloco>(sessao: SessaoAtual, chave: K): Promise<BlocoEditavel<K> | 'proibido'> {
    if (!this.pode(sessao)) return 'proibido';
    return readBloco(this.db, chave);
  }

  async salvar<K extends ChaveBloco>(
    sessao: SessaoAtual,
    chave: K,
    dados: Blocos[K],
    versao: string,
    quem: Requisitante,
  ): Promise<ResultadoBloco> {
    if (!this.pode(sessao)) return 'proibido';
    return this.db.transaction((tx) => salvarBloco(tx, sessao, chave, dados, versao, quem, this.now()));
  }
}

/**
 * Saves a block inside `tx`: checked, version-guarded, audited, announced. The statute's page count
 * is the stored file's (set only by an upload, estatuto.ts), whatever the form carried.
 */
async function salvarBloco<K extends ChaveBloco>(
  tx: Tx,
  sessao: SessaoAtual,
  chave: K,
  novos: Blocos[K],
  versao: string,
  quem: Requisitante,
  agora: Date,
): Promise<ResultadoBloco> {
  let dados = novos;
  // One save of a block at a time, also while it has no row yet.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cosems-bloco:${chave}`}))`);
  const antes = await readBloco(tx, chave);
  if (chave === 'estatuto') dados = { ...(dados as Blocos['estatuto']), paginas: (antes.dados as Blocos['estatuto']).paginas } as Blocos[K];
  const problemas = problemasDoBloco(chave, dados);
  if (problemas.length) return { tipo: 'recusado', mensagem: `Nada foi salvo: ${problemas.join('; ')}` };
  if (antes.versao !== versao) {
    return {
      tipo: 'recusado',
      mensagem: 'Outra pessoa salvou este bloco depois que você abriu a página. Nada foi salvo: recarregue a página e refaça a alteração.',
    };
  }
  if (versaoDe(dados) === antes.versao) return { tipo: 'ok', mensagem: 'Nada mudou: o bloco já estava assim.' };
  await tx
    .insert(t.blocos)
    .values({ chave, dados, atualizadoEm: agora, atualizadoPor: sessao.usuario.id })
    .onConflictDoUpdate({ target: t.blocos.chave, set: { dados, atualizadoEm: agora, atualizadoPor: sessao.usuario.id } });
  await registrarMudanca(
    tx,
    {
      acao: 'bloco.editar',
      usuario: sessao.usuario,
      endereco: quem.endereco,
      objetoTipo: chave === 'estatuto' ? 'estatuto' : 'bloco',
      objetoId: chave,
      antes: antes.dados,
      depois: dados,
    },
    agora,
  );
  return { tipo: 'ok', mensagem: 'Salvo. O site e a API já mostram a mudança.' };
}

/** A block as stored (its starting values while it has no valid row), with its version. */
export async function readBloco<K extends ChaveBloco>(db: Db | Tx, chave: K): Promise<BlocoEditavel<K>> {
  const [row] = await db
    .select({ dados: t.blocos.dados, em: t.blocos.atualizadoEm, por: t.usuarios.nome })
    .from(t.blocos)
    .leftJoin(t.usuarios, eq(t.usuarios.id, t.blocos.atualizadoPor))
    .where(eq(t.blocos.chave, chave));
  const valido = row && problemasDoBloco(chave, row.dados).length === 0;
  const dados = (valido ? row.dados : BLOCOS_PADRAO[chave]) as Blocos[K];
  return {
    chave,
    dados,
    versao: versaoDe(dados),
    atualizadoEm: valido ? row.em.toISOString() : null,
    atualizadoPor: valido ? (row.por ?? null) : null,
  };
}
