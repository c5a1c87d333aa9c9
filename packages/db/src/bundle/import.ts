/**
 * Replaces all content with a bundle's, in one transaction: a failure half-way leaves the
 * previous content as it was. The bundle must come from readBundle() (all in memory) or
 * checkBundle() (checked whole, then read again one news file and one image at a time inside the
 * transaction, each refused if its bytes changed since the check: docs/decisions/055).
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Situacao } from '@cosems/contracts';
import { type Db, notifyContentChange } from '../client.ts';
import { sanitizeNewsHtml } from '../sanitize.ts';
import * as t from '../schema/index.ts';
import { type CheckedBundle, noticiaChunks, readFileRef, sniffMime } from './read.ts';
import type { Bundle, BundleProgress, NoticiaSchema } from './format.ts';
import type { Static } from 'typebox';
import { codigoIbgeDe } from '../registro/municipios.ts';

// Children first, so that foreign keys never object.
const ALL_TABLES = [
  t.noticiaBlocos,
  t.noticiaRegioes,
  t.noticias,
  t.escritores,
  t.pessoasRegionais,
  t.municipios,
  t.regioes,
  t.equipeMembros,
  t.equipeGrupos,
  t.diretoriaMembros,
  t.diretoriaCargos,
  t.documentosJuridicos,
  t.publicacoes,
  t.presidentes,
  t.logos,
  t.parceiros,
  t.linksUteis,
  t.blocos,
  t.arquivos,
  t.conteudoMeta,
];

/** Large inserts go in slices, well below PostgreSQL's 65 535 bind parameters. */
async function insertAll<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

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

export async function importBundle(db: Db, b: Bundle | CheckedBundle, options: { progress?: BundleProgress } = {}): Promise<void> {
  const { progress } = options;
  const pieces = piecesOf(b, 1000);
  await db.transaction(async (tx) => {
    for (const table of ALL_TABLES) await tx.delete(table);

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
    if (b.blocos.length) await tx.insert(t.blocos).values(b.blocos.map((bl) => ({ chave: bl.chave, dados: bl.dados })));
    for (const m of b.midia) {
      await tx
        .update(t.arquivos)
        .set({ alt: m.alt, focoX: m.foco_x, focoY: m.foco_y })
        .where(and(eq(t.arquivos.tipo, 'imagem'), eq(t.arquivos.nome, m.nome)));
    }

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

    for (const [ordem, g] of b.equipe.entries()) {
      const [grupo] = await tx.insert(t.equipeGrupos).values({ nome: g.grupo, ordem }).returning();
      if (grupo && g.membros.length)
        await tx.insert(t.equipeMembros).values(g.membros.map((m, i) => ({ grupoId: grupo.id, ordem: i, ...m })));
    }
    for (const [ordem, c] of b.diretoria.entries()) {
      const [cargo] = await tx.insert(t.diretoriaCargos).values({ nome: c.cargo, ordem }).returning();
      if (cargo && c.membros.length)
        await tx.insert(t.diretoriaMembros).values(c.membros.map((m, i) => ({ cargoId: cargo.id, ordem: i, ...m })));
    }
    await insertAll(
      b.juridico.map((d) => ({ ...d, date: new Date(d.date) })),
      (s) => tx.insert(t.documentosJuridicos).values(s),
    );
    await insertAll(
      b.publicacoes.map((p) => ({ title: p.title, link: p.link, lastUpdate: new Date(p.last_update) })),
      (s) => tx.insert(t.publicacoes).values(s),
    );
    // Serial ids follow the file's order, which is the display order.
    // The bundle's order is the display order.
    await insertAll(
      b.presidentes.map((p, ordem) => ({ ...p, ordem })),
      (s) => tx.insert(t.presidentes).values(s),
    );
    await insertAll(b.logos, (s) => tx.insert(t.logos).values(s));
    await insertAll(
      b.parceiros.map((p, ordem) => ({ ...p, ordem })),
      (s) => tx.insert(t.parceiros).values(s),
    );
    await insertAll(
      b.linksUteis.map((l, ordem) => ({ ...l, ordem })),
      (s) => tx.insert(t.linksUteis).values(s),
    );

    // Fresh statistics for the planner, committed with the rows. PGlite has no autovacuum, so
    // without this its planner knows nothing of the archive's size and sorts the whole news table
    // for every list (issue 28). On PostgreSQL a role that does not own the tables (decision 041)
    // gets a warning, not an error, and the server's autovacuum does it soon anyway.
    await tx.execute(sql`analyze noticias, noticia_blocos, noticia_regioes, escritores`);
    await notifyContentChange(tx);
  });
}
