/**
 * The CIB-SUS/MG's deliberations (issue 30, docs/decisions/059): the back office's form as the save
 * pipeline checks it, and the public shapes (/api/deliberacoes and /api/deliberacoes/{id}).
 */
import { type Static, type TLiteral, type TUnion, Type } from 'typebox';
import { CHAVES_TEMA_DE_DELIBERACAO, type TemaDeDeliberacao } from './agenda.ts';
import { campoDoTema, EMENTA_MAX, NOTA_DELIBERACAO_MAX } from './deliberacoes-port.ts';
import { LINK_DOCUMENTO_MAX } from './documentos-port.ts';
import { DateTime } from './schemas.ts';

const Texto = (max: number) => Type.Optional(Type.String({ maxLength: max }));

/** The deliberation's form (its PDF, if any, travels beside it in the multipart body). */
export const DeliberacaoForm = Type.Object({
  intent: Type.Literal('salvar'),
  numero: Type.String({ maxLength: 20 }),
  ano: Type.String({ maxLength: 10 }),
  data: Type.String({ maxLength: 10 }),
  ementa: Type.String({ maxLength: EMENTA_MAX * 4 }),
  origem: Type.Union([Type.Literal('arquivo'), Type.Literal('link')]),
  link: Texto(LINK_DOCUMENTO_MAX * 2),
  nota: Texto(NOTA_DELIBERACAO_MAX * 2),
  noticias: Texto(500),
  eventos: Texto(500),
  estado: Type.Union([Type.Literal('rascunho'), Type.Literal('publicado')]),
  versao: Type.Optional(Type.String({ pattern: '^[0-9a-f]{16}$' })),
  ...Object.fromEntries(CHAVES_TEMA_DE_DELIBERACAO.map((c) => [campoDoTema(c), Type.Optional(Type.Literal('sim'))])),
});

const Dia = Type.String({ format: 'date', description: 'O dia da assinatura (AAAA-MM-DD)' });
/** One of the themes' keys, typed as their union (a union of a mapped array alone types as never). */
export const temaDeDeliberacaoSchema = (opcoes: { description?: string } = {}) =>
  Type.Union(
    CHAVES_TEMA_DE_DELIBERACAO.map((k) => Type.Literal(k)),
    opcoes,
  ) as unknown as TUnion<[TLiteral<TemaDeDeliberacao>]>;
const TemaChave = temaDeDeliberacaoSchema({ description: CHAVES_TEMA_DE_DELIBERACAO.join(', ') });
const Tema = Type.Object({ chave: TemaChave, nome: Type.String() });

/** A deliberation in a list. */
export const DeliberacaoResumoSchema = Type.Object({
  id: Type.Integer(),
  numero: Type.Integer({ minimum: 1 }),
  ano: Type.Integer({ minimum: 1990, maximum: 2100 }),
  nome: Type.String({ description: 'Deliberação CIB-SUS/MG nº 4.321/2026' }),
  data: Dia,
  ementa: Type.String(),
  temas: Type.Array(Tema),
  link: Type.String({ description: 'O PDF oficial (/arquivo/…) ou a página da SES-MG' }),
});
export type DeliberacaoResumo = Static<typeof DeliberacaoResumoSchema>;

/** One deliberation (/api/deliberacoes/{id}). */
export const DeliberacaoSchema = Type.Object({
  ...DeliberacaoResumoSchema.properties,
  nota: Type.String({ description: 'Nota explicativa do COSEMS/MG: HTML sanitizado; vazio quando não há' }),
  noticias: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })),
  eventos: Type.Array(Type.Object({ id: Type.Integer(), titulo: Type.String() })),
  atualizadoEm: DateTime,
});
export type Deliberacao = Static<typeof DeliberacaoSchema>;

/** A page of /api/deliberacoes: 12 deliberations, newest first, with the total and the years there are. */
export const DeliberacoesPaginaSchema = Type.Object({
  pagina: Type.Integer({ minimum: 1 }),
  paginas: Type.Integer({ minimum: 1 }),
  total: Type.Integer({ minimum: 0 }),
  itens: Type.Array(DeliberacaoResumoSchema),
  anos: Type.Array(Type.Integer(), { description: 'Os anos com deliberações publicadas, do mais recente ao mais antigo' }),
});
export type DeliberacoesPagina = Static<typeof DeliberacoesPaginaSchema>;

/** /api/deliberacoes's query. */
export const DeliberacoesQuerySchema = Type.Object({
  q: Type.Optional(
    Type.String({
      maxLength: 10_000,
      description: 'Texto buscado (regra de busca do site: sem acentos nem maiúsculas, radicais do português)',
    }),
  ),
  ano: Type.Optional(Type.Integer({ minimum: 1990, maximum: 2100 })),
  tema: Type.Optional(TemaChave),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
});
export interface FiltroDeDeliberacoes {
  q?: string;
  ano?: number;
  tema?: TemaDeDeliberacao;
  page?: number;
}
