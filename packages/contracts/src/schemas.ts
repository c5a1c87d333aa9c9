/**
 * The API's answer shapes, defined once. The API uses these JSON schemas for validation, fast
 * serialisation and its OpenAPI document; the site imports the static types. Field names are the
 * spec's, kept as they are, because existing clients read them (docs/produto.md §10).
 */
import { type Static, Type } from 'typebox';

export const DateTime = Type.String({ format: 'date-time', description: 'ISO 8601 com fuso horário' });

export const RegiaoRefSchema = Type.Object({ id: Type.Integer(), nome: Type.String() });
export type RegiaoRef = Static<typeof RegiaoRefSchema>;

export const BlocoSchema = Type.Object({
  tipo: Type.String({ description: 'Tipo do bloco; "image" dá a imagem principal' }),
  value: Type.String(),
});
export type Bloco = Static<typeof BlocoSchema>;

const noticiaFields = {
  id: Type.Integer(),
  title: Type.String(),
  sub_title: Type.Union([Type.String(), Type.Null()]),
  data_criacao: DateTime,
  data_publicao: DateTime,
  regioesNoticias: Type.Array(RegiaoRefSchema),
  materia: Type.Array(BlocoSchema),
  escritor: Type.Union([Type.Object({ nome: Type.String() }), Type.Null()]),
  banner_image: Type.Union([Type.String(), Type.Null()]),
  destaque_image: Type.Union([Type.String(), Type.Null()]),
};

/** A news item as lists give it: everything but the HTML body. */
export const NoticiaSummarySchema = Type.Object(noticiaFields);
export type NoticiaSummary = Static<typeof NoticiaSummarySchema>;

/** A news item as the detail gives it, with its sanitised HTML body. */
export const NoticiaSchema = Type.Object({ ...noticiaFields, conteudo: Type.String({ description: 'HTML sanitizado' }) });
export type Noticia = Static<typeof NoticiaSchema>;

export const NeighborSchema = Type.Union([Type.Object({ id: Type.Integer(), title: Type.String() }), Type.Null()]);
export type Neighbor = Static<typeof NeighborSchema>;

export const NoticiaDetailSchema = Type.Object({
  data: Type.Object({
    response: NoticiaSchema,
    seguinte: NeighborSchema,
    anterior: NeighborSchema,
  }),
});
export type NoticiaDetail = Static<typeof NoticiaDetailSchema>;

export const NoticiaListSchema = Type.Array(NoticiaSummarySchema);

export const NoticiasPageContentSchema = Type.Object({
  rows: Type.Array(NoticiaSummarySchema),
  count: Type.Integer({ description: 'Total de notícias (todas as páginas)' }),
});
export type NoticiasPageContent = Static<typeof NoticiasPageContentSchema>;

export const NoticiasPageEnvelopeSchema = Type.Object({ notices: NoticiasPageContentSchema });
export type NoticiasPageEnvelope = Static<typeof NoticiasPageEnvelopeSchema>;

export const PessoaSchema = Type.Object({
  nome: Type.String(),
  telefone: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
});
export type Pessoa = Static<typeof PessoaSchema>;

export const MunicipioSchema = Type.Object({ id: Type.Integer(), nome: Type.String() });
export type Municipio = Static<typeof MunicipioSchema>;

export const RegiaoListSchema = Type.Array(RegiaoRefSchema);

export const RegiaoDetailSchema = Type.Object({
  id: Type.Integer(),
  nome: Type.String(),
  apoiadores: Type.Array(PessoaSchema),
  PresidenteRegional: Type.Array(PessoaSchema),
  municipios: Type.Array(MunicipioSchema),
});
export type RegiaoDetail = Static<typeof RegiaoDetailSchema>;

export const MunicipioListSchema = Type.Array(MunicipioSchema);

/** A municipality of the IBGE list found by name or code, with the regional council it is in (null: none). */
export const MunicipioEncontradoSchema = Type.Object({
  ibge: Type.Integer({ description: 'O código IBGE de 7 dígitos' }),
  nome: Type.String({ description: 'O nome na lista do IBGE' }),
  regional: Type.Union([RegiaoRefSchema, Type.Null()], { description: 'O conselho regional do município; null se ainda não tem' }),
});
export type MunicipioEncontrado = Static<typeof MunicipioEncontradoSchema>;
export const MunicipioEncontradoListSchema = Type.Array(MunicipioEncontradoSchema);

export const ApoiadorRegionalSchema = Type.Object({
  nome: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  ApoiadorRegional: Type.Object({ Regional: Type.Object({ nome: Type.String() }) }),
});
export type ApoiadorRegional = Static<typeof ApoiadorRegionalSchema>;
export const ApoiadorRegionalListSchema = Type.Array(ApoiadorRegionalSchema);

export const MembroEquipeSchema = Type.Object({ nome: Type.String(), email: Type.String() });
export type MembroEquipe = Static<typeof MembroEquipeSchema>;
export const EquipeSchema = Type.Record(Type.String(), Type.Array(MembroEquipeSchema), {
  description: 'Grupo (palavras unidas por _) → membros, na ordem do conteúdo',
});
export type Equipe = Static<typeof EquipeSchema>;

export const MembroDiretoriaSchema = Type.Object({ nome: Type.String(), sms: Type.String() });
export type MembroDiretoria = Static<typeof MembroDiretoriaSchema>;
export const DiretoriaSchema = Type.Record(Type.String(), Type.Array(MembroDiretoriaSchema), {
  description: 'Cargo (palavras unidas por _) → membros; lista vazia = vaga não preenchida',
});
export type Diretoria = Static<typeof DiretoriaSchema>;

export const SECOES_JURIDICO = ['notas', 'pareceres', 'orientacoes', 'informes', 'recomendacao'] as const;
export type SecaoJuridico = (typeof SECOES_JURIDICO)[number];

export const DocumentoJuridicoSchema = Type.Object({ date: DateTime, desc: Type.String(), link: Type.String() });
export type DocumentoJuridico = Static<typeof DocumentoJuridicoSchema>;
export const DocumentoJuridicoListSchema = Type.Array(DocumentoJuridicoSchema);

export const PublicacaoSchema = Type.Object({ title: Type.String(), link: Type.String(), last_update: DateTime });
export type Publicacao = Static<typeof PublicacaoSchema>;
export const PublicacaoListSchema = Type.Array(PublicacaoSchema);

export const LogoSchema = Type.Object({ id: Type.Integer(), imagem: Type.String() });
export type Logo = Static<typeof LogoSchema>;

// Calls beyond the contract's list: the original site kept these as fixed lists in its code; here they
// are content, so the site reads them from the API like everything else.
export const PresidenteSchema = Type.Object({
  name: Type.String(),
  image: Type.String({ description: 'Arquivo em /image/' }),
  date: Type.String({ description: 'Período do mandato, ex.: 1991-1993' }),
  alt: Type.String({
    description:
      'Texto alternativo do retrato: o escrito na biblioteca de mídia da área restrita, ou "{name}, presidente de {date}" enquanto não houver',
  }),
});
/** The portrait's alternative text while the media library has none for its image. */
export const altPadraoDoRetrato = (p: { name: string; date: string }) => `${p.name}, presidente de ${p.date}`;
export type Presidente = Static<typeof PresidenteSchema>;
export const PresidenteListSchema = Type.Array(PresidenteSchema);

export const ParceiroSchema = Type.Object({ nome: Type.String(), imagem: Type.String(), link: Type.String() });
export type Parceiro = Static<typeof ParceiroSchema>;
export const ParceiroListSchema = Type.Array(ParceiroSchema);

// The focal points set in the back office's media library (docs/decisions/021): where the site crops
// an image to fill a box (banner, highlights, cards), it keeps this point in view.
export const FocoImagemSchema = Type.Object({
  imagem: Type.String({ description: 'Arquivo em /image/' }),
  x: Type.Number({ minimum: 0, maximum: 1, description: 'Posição horizontal do ponto focal: 0 é a borda esquerda, 1 a direita' }),
  y: Type.Number({ minimum: 0, maximum: 1, description: 'Posição vertical do ponto focal: 0 é o topo, 1 a base' }),
});
export type FocoImagem = Static<typeof FocoImagemSchema>;
export const FocoImagemListSchema = Type.Array(FocoImagemSchema);

export const LinkUtilSchema = Type.Object({ nome: Type.String(), link: Type.String() });
export type LinkUtil = Static<typeof LinkUtilSchema>;
export const LinkUtilListSchema = Type.Array(LinkUtilSchema);

export const SiteInfoSchema = Type.Object({
  nome: Type.String({ description: 'Nome do pacote de conteúdo carregado' }),
  demonstracao: Type.Boolean({ description: 'Verdadeiro quando o conteúdo é de demonstração' }),
  importado_em: Type.Union([DateTime, Type.Null()]),
});
export type SiteInfo = Static<typeof SiteInfoSchema>;

export const ErrorSchema = Type.Object({ statusCode: Type.Integer(), error: Type.String(), message: Type.String() });
export type ApiError = Static<typeof ErrorSchema>;

/** A search hit: the news item, its rank, and a snippet of HTML whose only tags are <mark>. */
export const BuscaResultSchema = Type.Object({
  ...noticiaFields,
  rank: Type.Number({ description: 'Relevância (maior primeiro)' }),
  snippet: Type.String({ description: 'Trecho em que os termos aparecem entre <mark> e </mark>; o resto é texto escapado' }),
});
export type BuscaResult = Static<typeof BuscaResultSchema>;

export const BuscaSchema = Type.Object({
  q: Type.String({ description: 'O texto buscado, depois de limpo' }),
  page: Type.Integer(),
  count: Type.Integer({ description: 'Total de resultados' }),
  modo: Type.Union([Type.Literal('texto'), Type.Literal('aproximado')], {
    description:
      '"texto": busca por palavras (com radicais, sem acentos); "aproximado": nada encontrado assim, resultados por semelhança do título',
  }),
  rows: Type.Array(BuscaResultSchema),
});
export type Busca = Static<typeof BuscaSchema>;
