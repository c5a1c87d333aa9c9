/**
 * The statute in the back office (/admin/estatuto; issue 12, docs/decisions/030): a new version of
 * its PDF and the topics menu. The menu and the page count are the block 'estatuto' (blocos.ts;
 * the topics are saved through BlocosDoSite). A new PDF is checked to open (checkPdf: type from the
 * bytes, page count read) before anything changes; then, in one transaction, the file
 * arquivos('documento', 'estatuto.pdf') is replaced — its address /arquivo/estatuto.pdf stays, so
 * /institucional's link keeps working — and the block takes the new page count; audited
 * ('estatuto.enviar', objetoTipo 'estatuto') and announced (NOTIFY) in that transaction.
 */
import { createHash } from 'node:crypto';
import {
  type ArquivoRecebido,
  avisosDoEstatuto,
  type Blocos,
  type EstatutoEditavel,
  type EstatutoPort,
  pode,
  type Requisitante,
  type ResultadoEstatuto,
  type SessaoAtual,
} from '@cosems/contracts';
import { type Db, tables as t } from '@cosems/db';
import { and, eq, sql } from 'drizzle-orm';
import { readBloco } from './blocos.ts';
import { preparePdf } from './documentos.ts';
import { registrarMudanca } from './conteudo/pipeline.ts';

export const ESTATUTO_ARQUIVO = 'estatuto.pdf';

const CONFLITO =
  'Outra pessoa alterou o estatuto depois que você abriu a página. Nada foi gravado: recarregue a página e envie o arquivo de novo.';

export interface EstatutoOptions {
  db: Db;
  now?: () => Date;
}

export class EstatutoAdmin implements EstatutoPort {
  private readonly db: Db;
  private readonly now: () => Date;

  constructor(options: EstatutoOptions) {
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
  }

  private pode(sessao: SessaoAtual): boolean {
    return sessao.etapa === 'completa' && pode(sessao.usuario.papel, 'conteudo.editar');
  }

  private async arquivo(db: Db | Parameters<Parameters<Db['transaction']>[0]>[0]) {
    const [a] = await db
      .select({ tamanho: t.arquivos.tamanho, atualizadoEm: t.arquivos.atualizadoEm, sha256: t.arquivos.sha256 })
      .from(t.arquivos)
      .where(and(eq(t.arquivos.tipo, 'documento'), eq(t.arquivos.nome, ESTATUTO_ARQUIVO)));
    return a ? { tamanho: a.tamanho, atualizadoEm: a.atualizadoEm.toISOString(), sha256: a.sha256 } : null;
  }

  async obter(sessao: SessaoAtual): Promise<EstatutoEditavel | 'proibido'> {
    if (!this.pode(sessao)) return 'proibido';
    const [bloco, arquivo] = await Promise.all([readBloco(this.db, 'estatuto'), this.arquivo(this.db)]);
    return { bloco, arquivo, avisos: avisosDoEstatuto(bloco.dados) };
  }

  async enviar(sessao: SessaoAtual, recebido: ArquivoRecebido, versao: string, quem: Requisitante): Promise<ResultadoEstatuto> {
    if (!this.pode(sessao)) return 'proibido';
    // Checked before the transaction: a refused file changes nothing.
    const pdf = await preparePdf(recebido);
    if ('tipo' in pdf) return { tipo: 'recusado', status: pdf.status === 413 ? 413 : 400, mensagem: pdf.mensagem, campo: 'arquivo' };
    const sha256 = createHash('sha256').update(pdf.bytes).digest('hex');
    const agora = this.now();
    return this.db.transaction(async (tx): Promise<ResultadoEstatuto> => {
      // The same lock as a save of the block (blocos.ts): the topics and the file never race.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'cosems-bloco:estatuto'}))`);
      const antes = await readBloco(tx, 'estatuto');
      if (antes.versao !== versao) return { tipo: 'recusado', status: 409, mensagem: CONFLITO };
      const arquivoAntes = await this.arquivo(tx);
      const valores = {
        mime: 'application/pdf',
        tamanho: pdf.bytes.byteLength,
        sha256,
        dados: pdf.bytes,
        atualizadoEm: agora,
        enviadoPor: sessao.usuario.id,
      };
      await tx
        .insert(t.arquivos)
        .values({ tipo: 'documento', nome: ESTATUTO_ARQUIVO, alt: 'Estatuto do COSEMS/MG', ...valores })
        .onConflictDoUpdate({ target: [t.arquivos.tipo, t.arquivos.nome], set: valores });
      const dados: Blocos['estatuto'] = { ...antes.dados, paginas: pdf.paginas };
      await tx
        .insert(t.blocos)
        .values({ chave: 'estatuto', dados, atualizadoEm: agora, atualizadoPor: sessao.usuario.id })
        .onConflictDoUpdate({ target: t.blocos.chave, set: { dados, atualizadoEm: agora, atualizadoPor: sessao.usuario.id } });
      await registrarMudanca(
        tx,
        {
          acao: 'estatuto.enviar',
          usuario: sessao.usuario,
          endereco: quem.endereco,
          objetoTipo: 'estatuto',
          objetoId: ESTATUTO_ARQUIVO,
          antes: {
            paginas: antes.dados.paginas,
            ...(arquivoAntes ? { sha256: arquivoAntes.sha256, tamanho: arquivoAntes.tamanho } : {}),
          },
          depois: {
            paginas: pdf.paginas,
            sha256,
            tamanho: pdf.bytes.byteLength,
            nomeOriginal: pdf.nomeOriginal.slice(0, 300),
          },
        },
        agora,
      );
      const avisos = avisosDoEstatuto(dados, antes.dados.paginas);
      return {
        tipo: 'ok',
        paginas: pdf.paginas,
        avisos,
        metadados: pdf.metadados,
        dados: pdf.dados,
        mensagem: `Estatuto novo publicado (${pdf.paginas} ${pdf.paginas === 1 ? 'página' : 'páginas'}). O site já mostra o arquivo novo.`,
      };
    });
  }
}
