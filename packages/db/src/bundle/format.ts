/**
 * The content bundle: a folder of JSON files, one per kind of record, plus `images/` (pictures
 * and logos) and `arquivos/` (PDFs: the statute, legal documents, publications). Documented in
 * docs/content-bundle.md. Every file is validated against these schemas before anything is
 * written, so a bad bundle changes nothing.
 */
import { SITUACOES } from '@cosems/contracts';
import { type Static, Type } from 'typebox';

export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const Text = (max = 500) => Type.String({ minLength: 1, maxLength: max });
export const DateTime = Type.String({ format: 'date-time' });
export const Nullable = <T extends Type.TSchema>(t: T) => Type.Union([t, Type.Null()]);
/** A file in the bundle's images/ or arquivos/ folder: a plain name, never a path. */
export const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;
export const FileName = Type.String({ pattern: FILE_NAME.source });

export const MetaSchema = Type.Object(
  {
    formato: Type.Literal(1),
    nome: Text(200),
    descricao: Type.String({ maxLength: 2000 }),
    demonstracao: Type.Boolean(),
    /**
     * When this content first entered a database (/api/site's importado_em). An export writes it
     * and an import keeps it, so that a restored site answers exactly as before; without it, the
     * time of the import (docs/decisions/023-copia-de-seguranca.md).
     */
    importado_em: Type.Optional(DateTime),
  },
  { additionalProperties: false },
);

const Pessoa = Type.Object(
  { nome: Text(200), telefone: Nullable(Type.String({ maxLength: 60 })), email: Nullable(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);

export const RegiaoSchema = Type.Object(
  {
    id: Id,
    nome: Text(200),
    presidente: Nullable(Pessoa),
    apoiadores: Type.Array(Pessoa),
    municipios: Type.Array(
      Type.Object(
        // ibge: optional (bundles from the first API have none; the import finds it by the name).
        { id: Id, nome: Text(200), ibge: Type.Optional(Type.Integer({ minimum: 1_000_000, maximum: 9_999_999 })) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export const NoticiaSchema = Type.Object(
  {
    id: Id,
    // A draft may have no title yet (the back office's "Nova notícia"); readBundle requires one
    // of every item that can be public (publicada, despublicada).
    title: Type.String({ maxLength: 1000 }),
    sub_title: Nullable(Type.String({ maxLength: 1000 })),
    data_criacao: DateTime,
    data_publicao: DateTime,
    conteudo: Type.String({ maxLength: 500_000 }),
    escritor: Nullable(Text(200)),
    regioes: Type.Array(Id, { description: 'ids de regioes.json' }),
    materia: Type.Array(Type.Object({ tipo: Text(50), value: Type.String({ maxLength: 10_000 }) }, { additionalProperties: false })),
    banner_image: Nullable(FileName),
    destaque_image: Nullable(FileName),
    // Since the back office (issue 11); a bundle without them holds published items. Revisions,
    // edit locks and preview links are working data of the back office and are not exported.
    situacao: Type.Optional(Type.Union(SITUACOES.map((s) => Type.Literal(s)))),
    despublicar_em: Type.Optional(Nullable(DateTime)),
  },
  { additionalProperties: false },
);

// The simple types' files (equipe.json, parceiros.json, blocos.json…): partes.ts.

/**
 * The news of a large archive (issue 28, item 6; docs/decisions/055-copia-em-memoria-limitada.md):
 * instead of one noticias.json, the folder noticias/ holds 0001.json, 0002.json… in order, each a
 * list like noticias.json, of at most NOTICIAS_CHUNK_ITEMS items and NOTICIAS_CHUNK_BYTES bytes as
 * written by an export. A bundle has one form or the other, never both. Each file stays under the
 * 20 MB every file of a bundle has, so that a reader needs one chunk in memory at a time.
 */
export const NOTICIAS_DIR = 'noticias';
export const NOTICIAS_CHUNK_NAME = /^\d{4,6}\.json$/;
export const NOTICIAS_CHUNK_ITEMS = 1000;
export const NOTICIAS_CHUNK_BYTES = 8 * 1024 * 1024;
/** The name of the n-th (from 1) news file of a split bundle. */
export const noticiasChunkName = (n: number) => `${NOTICIAS_DIR}/${String(n).padStart(4, '0')}.json`;

export type Meta = Static<typeof MetaSchema>;

/**
 * Progress of a long export, check or import: what is being done (pt-BR, shown to a person), how
 * many done, and of how many (null when not known beforehand).
 */
export type BundleProgress = (etapa: string, feitos: number, total: number | null) => void;
