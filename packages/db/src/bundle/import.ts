/**
 * Replaces all content with a bundle's, in one transaction: a failure half-way leaves the
 * previous content as it was. The bundle must come from readBundle() (all in memory) or
 * checkBundle() (checked whole, then read again one news file and one image at a time inside the
 * transaction, each refused if its bytes changed since the check: docs/decisions/055).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Situacao } from '@cosems/contracts';
import { type Db, notifyContentChange } from '../client.ts';
import { sanitizeNewsHtml } from '../sanitize.ts';
import * as t from '../schema/index.ts';
import { type CheckedBundle, noticiaChunks, readFileRef, sniffMime } from './read.ts';
import type { BundleProgress, NoticiaSchema } from './format.ts';
import { type Bundle, insertAll, type ParteDoPacote, partesCom } from './partes.ts';
import type { Static } from 'typebox';
import { codigoIbgeDe } from '../registro/municipios.ts';

// Children first, so that foreign keys never object: these, the parts' tables, then the files and meta.
const TABLES = [t.noticiaBlocos, t.noticiaRegioes, t.noticias, t.escritores, t.pessoasRegionais, t.municipios, t.regioes];

export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: t.conteudoMeta.id }).from(t.conteudoMeta).limit(1);
  return rows.length === 0;
}

type Noticia = Static<typeof NoticiaSchema>;

/** The news and files of either kind of bundle, as the import reads them: a piece at a time. */
interface Pieces {
  noticias: { total: number; escritores: string[]; chunks: () => AsyncIterable<Noticia[]> };
  files: { tipo: 'imagem' | 'documento'; nome: string; load: () => Promise<Buffer> }[];
}

function piecesOf(b: Bundle | CheckedBundle, chunkSize: number): Pieces {
  const refs = (tipo: 'imagem' | 'documento', folder: string, m: Map<string, Buffer> | CheckedBundle['images']) =>
    [...m].map(([nome, v]) => ({
      tipo,
      nome,
      load: async () => (Buffer.isBuffer(v) ? v : readFileRef(v, `${folder}/${nome}`)),
    }));
  const files = [...refs('imagem', 'images', b.images), ...refs('documento', 'arquivos', b.arquivos)];
  if (!Array.isArray(b.noticias)) {
    const n = b.noticias;
    return { noticias: { total: n.total, escritores: n.escritores, chunks: () => noticiaChunks(n) }, files };
  }
  const list = b.noticias;
  return {
    noticias: {
      total: list.length,
      escritores: [...new Set(list.flatMap((n) => (n.escritor ? [n.escritor] : [])))],
      chunks: async function* () {
        for (let i = 0; i < list.length; i += chunkSize) yield list.slice(i, i + chunkSize);
      },
    },
    files,
  };
}

/** Files go into the database in groups of at most this many bytes (and 20 files). */
const FILE_GROUP_BYTES = 32 * 1024 * 1024;

export async function importBundle(
  db: Db,
  b: Bundle | CheckedBundle,
  options: { progress?: BundleProgress; partes?: Record<string, ParteDoPacote> } = {},
): Promise<void> {
  const { progress } = options;
  const pieces = piecesOf(b, 1000);
  const partes = partesCom(options.partes);
  await db.transaction(async (tx) => {
    for (const table of [...TABLES, ...partes.flatMap(([, p]) => p.tabelas), t.arquivos, t.conteudoMeta]) await tx.delete(table);

    await tx.insert(t.conteudoMeta).values({
      id: 1,
      nome: b.meta.nome,
      descricao: b.meta.descricao,
      demonstracao: b.meta.demonstracao,
      importadoEm: b.meta.importado_em ? new Date(b.meta.importado_em) : new Date(),
    });

    // One group of files in memory at a time.
    let group: (typeof t.arquivos.$inferInsert)[] = [];
    let groupBytes = 0;
    let filesDone = 0;
    const flush = async () => {
      if (group.length) await tx.insert(t.arquivos).values(group);
      filesDone += group.length;
      group = [];
      groupBytes = 0;
      progress?.('imagens e arquivos', filesDone, pieces.files.length);
    };
    for (const f of pieces.files) {
      const dados = await f.load();
      group.push({
        tipo: f.tipo,
        nome: f.nome,
        dados,
        mime: sniffMime(dados) ?? 'application/octet-stream',
        tamanho: dados.length,
        sha256: createHash('sha256').update(dados).digest('hex'),
      });
      groupBytes += dados.length;
      if (group.length >= 20 || groupBytes >= FILE_GROUP_BYTES) await flush();
    }
    await flush();

    if (b.regioes.length) await tx.insert(t.regioes).values(b.regioes.map(({ id, nome }) => ({ id, nome })));
    await insertAll(
      b.regioes.flatMap((r) => r.municipios.map((m) => ({ id: m.id, nome: m.nome, regiaoId: r.id, ibge: codigoIbgeDe(m) }))),
      (s) => tx.insert(t.municipios).values(s),
    );
    await insertAll(
      b.regioes.flatMap((r) =>
        [
          ...(r.presidente ? [{ ...r.presidente, papel: 'presidente' as const, ordem: 0 }] : []),
          ...r.apoiadores.map((p, ordem) => ({ ...p, papel: 'apoiador' as const, ordem })),
        ].map((p) => ({ regiaoId: r.id, ...p })),
      ),
      (s) => tx.insert(t.pessoasRegionais).values(s),
    );

    const writerIds = new Map<string, number>();
    await insertAll(pieces.noticias.escritores, async (slice) => {
      const rows = await tx
        .insert(t.escritores)
        .values(slice.map((nome) => ({ nome })))
        .returning();
      for (const r of rows) writerIds.set(r.nome, r.id);
    });
    // The news one file (or slice) at a time: only one in memory.
    let noticiasDone = 0;
    for await (const chunk of pieces.noticias.chunks()) {
      await insertAll(
        chunk.map((n) => ({
          id: n.id,
          title: n.title,
          subTitle: n.sub_title,
          dataCriacao: new Date(n.data_criacao),
          dataPublicao: new Date(n.data_publicao),
          conteudo: sanitizeNewsHtml(n.conteudo),
          escritorId: n.escritor ? (writerIds.get(n.escritor) ?? null) : null,
          bannerImage: n.banner_image,
          destaqueImage: n.destaque_image,
          situacao: (n.situacao as Situacao | undefined) ?? 'publicada',
          despublicarEm: n.despublicar_em ? new Date(n.despublicar_em) : null,
        })),
        (s) => tx.insert(t.noticias).values(s),
        200,
      );
      await insertAll(
        chunk.flatMap((n) => n.materia.map((m, ordem) => ({ noticiaId: n.id, ordem, tipo: m.tipo, value: m.value }))),
        (s) => tx.insert(t.noticiaBlocos).values(s),
      );
      await insertAll(
        chunk.flatMap((n) => n.regioes.map((regiaoId) => ({ noticiaId: n.id, regiaoId }))),
        (s) => tx.insert(t.noticiaRegioes).values(s),
      );
      noticiasDone += chunk.length;
      progress?.('notícias', noticiasDone, pieces.noticias.total);
    }

    const itens = b as unknown as Record<string, unknown[] | undefined>;
    for (const [chave, p] of partes) await p.importar(tx, itens[chave] ?? []);

    // Fresh statistics for the planner, committed with the rows. PGlite has no autovacuum, so
    // without this its planner knows nothing of the archive's size and sorts the whole news table
    // for every list (issue 28). On PostgreSQL a role that does not own the tables (decision 041)
    // gets a warning, not an error, and the server's autovacuum does it soon anyway.
    await tx.execute(sql`analyze noticias, noticia_blocos, noticia_regioes, escritores`);
    await notifyContentChange(tx);
  });
}
