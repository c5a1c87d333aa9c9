/**
 * The content bundle: a folder of JSON files, one per kind of record, plus `images/` (pictures
 * and logos) and `arquivos/` (PDFs: the statute, legal documents, publications). Documented in
 * docs/content-bundle.md. Every file is validated against these schemas before anything is
 * written, so a bad bundle changes nothing.
 */
import { CHAVES_BLOCOS, SECOES_JURIDICO, SITUACOES } from '@cosems/contracts';
import { type Static, Type } from 'typebox';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Text = (max = 500) => Type.String({ minLength: 1, maxLength: max });
const DateTime = Type.String({ format: 'date-time' });
const Nullable = <T extends Type.TSchema>(t: T) => Type.Union([t, Type.Null()]);
/** A file in the bundle's images/ or arquivos/ folder: a plain name, never a path. */
export const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;
const FileName = Type.String({ pattern: FILE_NAME.source });

// The link rule lives in @cosems/contracts (the back office's forms use it too).
export { checkLink, LINK_SCHEMES } from '@cosems/contracts';

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

export const GrupoEquipeSchema = Type.Object(
  {
    grupo: Type.String({ pattern: '^[^\\s]{1,200}$', description: 'palavras unidas por _' }),
    membros: Type.Array(Type.Object({ nome: Text(200), email: Type.String({ maxLength: 200 }) }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);

export const CargoDiretoriaSchema = Type.Object(
  {
    cargo: Type.String({ pattern: '^[^\\s]{1,200}$', description: 'palavras unidas por _' }),
    membros: Type.Array(Type.Object({ nome: Text(200), sms: Type.String({ maxLength: 200 }) }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);

export const DocumentoJuridicoSchema = Type.Object(
  {
    secao: Type.Union(SECOES_JURIDICO.map((s) => Type.Literal(s))),
    date: DateTime,
    desc: Text(1000),
    link: Text(2000),
  },
  { additionalProperties: false },
);

export const PublicacaoSchema = Type.Object(
  { title: Text(1000), link: Text(2000), last_update: DateTime },
  { additionalProperties: false },
);

export const PresidenteSchema = Type.Object({ name: Text(200), image: FileName, date: Text(100) }, { additionalProperties: false });

export const LogoSchema = Type.Object({ id: Id, imagem: FileName, ativa: Type.Boolean() }, { additionalProperties: false });

export const ParceiroSchema = Type.Object({ nome: Text(200), imagem: FileName, link: Text(2000) }, { additionalProperties: false });

export const LinkUtilSchema = Type.Object({ nome: Text(200), link: Text(2000) }, { additionalProperties: false });

/**
 * midia.json (optional, since the media library of issue 11): what the back office knows of an
 * image beyond its bytes — alternative text and focal point (0–1 from the left and the top).
 */
export const MidiaSchema = Type.Object(
  {
    nome: FileName,
    alt: Nullable(Type.String({ maxLength: 500 })),
    foco_x: Nullable(Type.Number({ minimum: 0, maximum: 1 })),
    foco_y: Nullable(Type.Number({ minimum: 0, maximum: 1 })),
  },
  { additionalProperties: false },
);

/**
 * blocos.json (optional, since issue 12): the site's blocks (@cosems/contracts blocos.ts), each
 * `{ chave, dados }`; `dados` is checked against its block's schema by readBundle. A block the
 * bundle does not bring shows its starting values.
 */
export const BlocoSchema = Type.Object(
  { chave: Type.Union(CHAVES_BLOCOS.map((c) => Type.Literal(c))), dados: Type.Unknown() },
  { additionalProperties: false },
);

/** Optional files: a bundle without them imports as it did before they existed. */
export const OPTIONAL_BUNDLE_FILES = { 'midia.json': MidiaSchema, 'blocos.json': BlocoSchema } as const;

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

/** File name → schema of one record (each file holds an array, except meta.json). */
export const BUNDLE_FILES = {
  'regioes.json': RegiaoSchema,
  'noticias.json': NoticiaSchema,
  'equipe.json': GrupoEquipeSchema,
  'diretoria.json': CargoDiretoriaSchema,
  'juridico.json': DocumentoJuridicoSchema,
  'publicacoes.json': PublicacaoSchema,
  'presidentes.json': PresidenteSchema,
  'logos.json': LogoSchema,
  'parceiros.json': ParceiroSchema,
  'links-uteis.json': LinkUtilSchema,
} as const;

export type Meta = Static<typeof MetaSchema>;
export interface Bundle {
  meta: Meta;
  regioes: Static<typeof RegiaoSchema>[];
  noticias: Static<typeof NoticiaSchema>[];
  equipe: Static<typeof GrupoEquipeSchema>[];
  diretoria: Static<typeof CargoDiretoriaSchema>[];
  juridico: Static<typeof DocumentoJuridicoSchema>[];
  publicacoes: Static<typeof PublicacaoSchema>[];
  presidentes: Static<typeof PresidenteSchema>[];
  logos: Static<typeof LogoSchema>[];
  parceiros: Static<typeof ParceiroSchema>[];
  linksUteis: Static<typeof LinkUtilSchema>[];
  midia: Static<typeof MidiaSchema>[];
  blocos: Static<typeof BlocoSchema>[];
  /** images/ and arquivos/ contents, by file name. */
  images: Map<string, Buffer>;
  arquivos: Map<string, Buffer>;
}

/**
 * Progress of a long export, check or import: what is being done (pt-BR, shown to a person), how
 * many done, and of how many (null when not known beforehand).
 */
export type BundleProgress = (etapa: string, feitos: number, total: number | null) => void;
