/**
 * The statute's PDF as a content type of the registry (/admin/estatuto; issue 12, docs/decisions/030
 * and 048): one item (ESTATUTO_ID), the file arquivos('documento', 'estatuto.pdf') with the page
 * count of the block 'estatuto' (blocos.ts, whose topics are saved as that block, type `blocos`). A new PDF
 * is read by the PDF handling of the legal documents (preparePdf: type from the bytes, page count
 * read, cleaned) before anything changes; then, in the pipeline's transaction, the file is replaced
 * — its address /arquivo/estatuto.pdf stays, so /institucional's link keeps working — and the block
 * takes the new page count, audited 'estatuto.enviar' (objetoId 'estatuto.pdf') and announced.
 */
import { createHash } from 'node:crypto';
import { avisosDoEstatuto, type Blocos, ESTATUTO_ID, type EstatutoEditavel, EstatutoEnvioForm } from '@cosems/contracts';
import { type Db, tables as t } from '@cosems/db';
import { and, eq } from 'drizzle-orm';
import { readBloco, travarBloco } from './blocos.ts';
import { type PdfPronto, preparePdf } from './documentos.ts';
import { recusa } from './conteudo/pipeline.ts';
import { type TipoDeConteudoDeclarado, type Tx, tudoCom } from './conteudo/tipo.ts';

export const ESTATUTO_ARQUIVO = 'estatuto.pdf';

interface Linha {
  bloco: Awaited<ReturnType<typeof readBloco<'estatuto'>>>;
  arquivo: EstatutoEditavel['arquivo'];
}

async function arquivoDoEstatuto(db: Db | Tx): Promise<Linha['arquivo']> {
  const [a] = await db
    .select({ tamanho: t.arquivos.tamanho, atualizadoEm: t.arquivos.atualizadoEm, sha256: t.arquivos.sha256 })
    .from(t.arquivos)
    .where(and(eq(t.arquivos.tipo, 'documento'), eq(t.arquivos.nome, ESTATUTO_ARQUIVO)));
  return a ? { tamanho: a.tamanho, atualizadoEm: a.atualizadoEm.toISOString(), sha256: a.sha256 } : null;
}

async function buscar(db: Db | Tx, id: number, bloquear: boolean): Promise<Linha | undefined> {
  if (id !== ESTATUTO_ID) return undefined;
  // The same lock as a save of the block (blocos.ts): the topics and the file never race.
  if (bloquear) await travarBloco(db, 'estatuto');
  return { bloco: await readBloco(db, 'estatuto'), arquivo: await arquivoDoEstatuto(db) };
}

export const ESTATUTO: TipoDeConteudoDeclarado<Linha, EstatutoEditavel, PdfPronto> = {
  permissoes: tudoCom('conteudo.editar'),
  mensagens: {
    proibido: 'Só editores e administradores alteram o estatuto.',
    naoEncontrado: 'O estatuto é um só: envie uma nova versão do PDF.',
    conflito:
      'Outra pessoa alterou o estatuto depois que você abriu a página. Nada foi gravado: recarregue a página e envie o arquivo de novo.',
  },
  formulario: EstatutoEnvioForm,
  auditoria: {
    objetoTipo: 'estatuto',
    objetoId: () => ESTATUTO_ARQUIVO,
    verbos: { editar: 'enviar' },
    valores: ({ bloco, arquivo }) => ({
      paginas: bloco.dados.paginas,
      ...(arquivo ? { sha256: arquivo.sha256, tamanho: arquivo.tamanho } : {}),
    }),
  },
  // The block's version: the topics' form sends the same one.
  versionado: (r) => r.bloco.dados,
  idDe: () => ESTATUTO_ID,
  editavel: (r, versao) => ({ id: ESTATUTO_ID, bloco: r.bloco, arquivo: r.arquivo, avisos: avisosDoEstatuto(r.bloco.dados), versao }),
  filtroValido: (filtro) => filtro === null,
  listar: async (db) => ({ itens: [(await buscar(db, ESTATUTO_ID, false)) as Linha], total: 1, pagina: 1, paginas: 1 }),
  buscar,
  async preparar(_campos, arquivo, atual) {
    // Never a second statute: only the one there is gets a new version.
    if (!atual) return recusa(404, ESTATUTO.mensagens.naoEncontrado);
    if (!arquivo) return recusa(400, 'Escolha o PDF do estatuto.', 'arquivo');
    return preparePdf(arquivo);
  },
  async gravar(tx, pdf, antes, { now, usuarioId }) {
    if (!antes) return recusa(404, ESTATUTO.mensagens.naoEncontrado);
    const sha256 = createHash('sha256').update(pdf.bytes).digest('hex');
    const valores = {
      mime: 'application/pdf',
      tamanho: pdf.bytes.byteLength,
      sha256,
      dados: pdf.bytes,
      atualizadoEm: now,
      enviadoPor: usuarioId,
    };
    await tx
      .insert(t.arquivos)
      .values({ tipo: 'documento', nome: ESTATUTO_ARQUIVO, alt: 'Estatuto do COSEMS/MG', ...valores })
      .onConflictDoUpdate({ target: [t.arquivos.tipo, t.arquivos.nome], set: valores });
    const dados: Blocos['estatuto'] = { ...antes.bloco.dados, paginas: pdf.paginas };
    await tx
      .insert(t.blocos)
      .values({ chave: 'estatuto', dados, atualizadoEm: now, atualizadoPor: usuarioId })
      .onConflictDoUpdate({ target: t.blocos.chave, set: { dados, atualizadoEm: now, atualizadoPor: usuarioId } });
    return {
      linha: { bloco: { ...antes.bloco, dados }, arquivo: { tamanho: valores.tamanho, atualizadoEm: now.toISOString(), sha256 } },
      auditoriaExtra: { nomeOriginal: pdf.nomeOriginal.slice(0, 300) },
      pdf: { paginas: pdf.paginas, metadados: pdf.metadados, dados: pdf.dados },
      avisos: avisosDoEstatuto(dados, antes.bloco.dados.paginas),
    };
  },
  apagar: async () => recusa(409, ESTATUTO.mensagens.naoEncontrado),
};
