/**
 * The database's content as a bundle that imports back to the same data, produced one entry at a
 * time (`bundleEntries`) for two sinks: a folder (`exportBundle`) and a .tar.gz stream
 * (`bundleArchive`, archive.ts), which the back office sends as a download.
 *
 * The JSON files and the list of images and PDFs are read in one short read-only transaction
 * (REPEATABLE READ: one snapshot, so that news never name an image the list lacks). The files'
 * bytes are then read one row at a time, outside it: a long download must not hold a transaction
 * open (PGlite has one connection; a transaction there would stall the site for its duration), and
 * memory holds one file at a time. A file deleted between the list and its read is left out; one
 * replaced meanwhile is exported with its new bytes (docs/decisions/023-copia-de-seguranca.md).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';

const iso = (d: Date) => d.toISOString();

/** One file of a bundle: its path inside the bundle ("noticias.json", "images/x.jpg") and bytes. */
export interface BundleEntry {
  name: string;
  data: Buffer;
  /** When the record last changed (files), or when the export started (JSON). */
  mtime: Date;
}

/** The folders every bundle has, even when empty. */
export const BUNDLE_FOLDERS = ['images', 'arquivos'] as const;

interface Snapshot {
  json: [string, unknown][];
  files: { tipo: 'imagem' | 'documento'; nome: string; atualizadoEm: Date }[];
}

async function readSnapshot(db: Db): Promise<Snapshot> {
  return db.transaction(
    async (tx) => {
      const out: [string, unknown][] = [];
      const json = (file: string, data: unknown) => {
        out.push([file, data]);
      };
      const [meta] = await tx.select().from(t.conteudoMeta).limit(1);
      if (!meta) throw new Error('O banco não tem conteúdo para exportar.');
      json('meta.json', {
        formato: 1,
        nome: meta.nome,
        descricao: meta.descricao,
        demonstracao: meta.demonstracao,
        importado_em: iso(meta.importadoEm),
      });

      const regioes = await tx.select().from(t.regioes).orderBy(asc(t.regioes.id));
      const pessoas = await tx.select().from(t.pessoasRegionais).orderBy(asc(t.pessoasRegionais.regiaoId), asc(t.pessoasRegionais.ordem));
      const municipios = await tx.select().from(t.municipios).orderBy(asc(t.municipios.id));
      const pessoa = (p: (typeof pessoas)[number]) => ({ nome: p.nome, telefone: p.telefone, email: p.email });
      json(
        'regioes.json',
        regioes.map((r) => {
          const presidente = pessoas.find((p) => p.regiaoId === r.id && p.papel === 'presidente');
          return {
            id: r.id,
            nome: r.nome,
            presidente: presidente ? pessoa(presidente) : null,
            apoiadores: pessoas.filter((p) => p.regiaoId === r.id && p.papel === 'apoiador').map(pessoa),
            municipios: municipios
              .filter((m) => m.regiaoId === r.id)
              .map((m) => (m.ibge === null ? { id: m.id, nome: m.nome } : { id: m.id, nome: m.nome, ibge: m.ibge })),
          };
        }),
      );

      const noticias = await tx
        .select({ n: t.noticias, escritor: t.escritores.nome })
        .from(t.noticias)
        .leftJoin(t.escritores, eq(t.escritores.id, t.noticias.escritorId))
        .orderBy(asc(t.noticias.id));
      const blocos = await tx.select().from(t.noticiaBlocos).orderBy(asc(t.noticiaBlocos.noticiaId), asc(t.noticiaBlocos.ordem));
      const tags = await tx.select().from(t.noticiaRegioes).orderBy(asc(t.noticiaRegioes.noticiaId), asc(t.noticiaRegioes.regiaoId));
      json(
        'noticias.json',
        noticias.map(({ n, escritor }) => ({
          id: n.id,
          title: n.title,
          sub_title: n.subTitle,
          data_criacao: iso(n.dataCriacao),
          data_publicao: iso(n.dataPublicao),
          conteudo: n.conteudo,
          escritor,
          regioes: tags.filter((r) => r.noticiaId === n.id).map((r) => r.regiaoId),
          materia: blocos.filter((b) => b.noticiaId === n.id).map((b) => ({ tipo: b.tipo, value: b.value })),
          banner_image: n.bannerImage,
          destaque_image: n.destaqueImage,
          situacao: n.situacao,
          despublicar_em: n.despublicarEm ? iso(n.despublicarEm) : null,
        })),
      );

      const grupos = await tx.select().from(t.equipeGrupos).orderBy(asc(t.equipeGrupos.ordem));
      const membros = await tx.select().from(t.equipeMembros).orderBy(asc(t.equipeMembros.ordem));
      json(
        'equipe.json',
        grupos.map((g) => ({
          grupo: g.nome,
          membros: membros.filter((m) => m.grupoId === g.id).map(({ nome, email }) => ({ nome, email })),
        })),
      );
      const cargos = await tx.select().from(t.diretoriaCargos).orderBy(asc(t.diretoriaCargos.ordem));
      const diretores = await tx.select().from(t.diretoriaMembros).orderBy(asc(t.diretoriaMembros.ordem));
      json(
        'diretoria.json',
        cargos.map((c) => ({
          cargo: c.nome,
          membros: diretores.filter((m) => m.cargoId === c.id).map(({ nome, sms }) => ({ nome, sms })),
        })),
      );

      const juridico = await tx.select().from(t.documentosJuridicos).orderBy(asc(t.documentosJuridicos.id));
      json(
        'juridico.json',
        juridico.map((d) => ({ secao: d.secao, date: iso(d.date), desc: d.desc, link: d.link })),
      );
      const publicacoes = await tx.select().from(t.publicacoes).orderBy(asc(t.publicacoes.id));
      json(
        'publicacoes.json',
        publicacoes.map((p) => ({ title: p.title, link: p.link, last_update: iso(p.lastUpdate) })),
      );
      const presidentes = await tx.select().from(t.presidentes).orderBy(asc(t.presidentes.ordem), asc(t.presidentes.id));
      json(
        'presidentes.json',
        presidentes.map(({ name, image, date }) => ({ name, image, date })),
      );
      const logos = await tx.select().from(t.logos).orderBy(asc(t.logos.id));
      json('logos.json', logos);
      const parceiros = await tx.select().from(t.parceiros).orderBy(asc(t.parceiros.ordem), asc(t.parceiros.id));
      json(
        'parceiros.json',
        parceiros.map(({ nome, imagem, link }) => ({ nome, imagem, link })),
      );
      const links = await tx.select().from(t.linksUteis).orderBy(asc(t.linksUteis.ordem), asc(t.linksUteis.id));
      json(
        'links-uteis.json',
        links.map(({ nome, link }) => ({ nome, link })),
      );

      const midia = await tx
        .select({ nome: t.arquivos.nome, alt: t.arquivos.alt, foco_x: t.arquivos.focoX, foco_y: t.arquivos.focoY })
        .from(t.arquivos)
        .where(and(eq(t.arquivos.tipo, 'imagem'), or(isNotNull(t.arquivos.alt), isNotNull(t.arquivos.focoX))))
        .orderBy(asc(t.arquivos.nome));
      if (midia.length > 0) json('midia.json', midia);

      const blocosDoSite = await tx.select({ chave: t.blocos.chave, dados: t.blocos.dados }).from(t.blocos).orderBy(asc(t.blocos.chave));
      if (blocosDoSite.length > 0) json('blocos.json', blocosDoSite);

      const files = await tx
        .select({ tipo: t.arquivos.tipo, nome: t.arquivos.nome, atualizadoEm: t.arquivos.atualizadoEm })
        .from(t.arquivos)
        .orderBy(asc(t.arquivos.tipo), asc(t.arquivos.nome));
      return { json: out, files };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Every file of the bundle, JSON first, then each image and PDF read from the database when the
 * consumer asks for it (an async generator: the next row is read only after the last was taken).
 */
export async function* bundleEntries(db: Db): AsyncGenerator<BundleEntry> {
  const started = new Date();
  const snapshot = await readSnapshot(db);
  for (const [name, data] of snapshot.json) {
    yield { name, data: Buffer.from(`${JSON.stringify(data, null, 2)}\n`), mtime: started };
  }
  for (const f of snapshot.files) {
    const [row] = await db
      .select({ dados: t.arquivos.dados })
      .from(t.arquivos)
      .where(and(eq(t.arquivos.tipo, f.tipo), eq(t.arquivos.nome, f.nome)));
    if (!row) continue;
    yield { name: `${f.tipo === 'imagem' ? 'images' : 'arquivos'}/${f.nome}`, data: row.dados, mtime: f.atualizadoEm };
  }
}

/** Writes the bundle into the folder `dir` (created if needed). */
export async function exportBundle(db: Db, dir: string): Promise<void> {
  for (const folder of BUNDLE_FOLDERS) await fs.mkdir(path.join(dir, folder), { recursive: true });
  for await (const entry of bundleEntries(db)) await fs.writeFile(path.join(dir, entry.name), entry.data);
}
