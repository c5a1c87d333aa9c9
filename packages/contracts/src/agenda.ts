/**
 * The lists and names the agenda and the CIB-SUS/MG's deliberations share between the database
 * (checked there too, migration 0019), the back office, the public pages, the API and the bundles
 * (issue 30, docs/decisions/059), and the public shape of an event (the API's answer, and what the
 * site's pages and iCalendar feed are made of).
 */
import { type Static, Type } from 'typebox';
import { DateTime, RegiaoRefSchema } from './schemas.ts';

/** An event's kind, by key, with the name the pages show. */
export const TIPOS_DE_EVENTO = {
  cib: 'CIB',
  assembleia: 'Assembleia',
  conselho: 'Conselho de Representantes',
  regional: 'Regional',
  congresso: 'Congresso/Mostra',
  webinar: 'Webinar',
  outro: 'Outro',
} as const;
export type TipoDeEvento = keyof typeof TIPOS_DE_EVENTO;
export const CHAVES_TIPO_DE_EVENTO = Object.keys(TIPOS_DE_EVENTO) as TipoDeEvento[];

/** rascunho: not public; publicado; cancelado: public, marked cancelled, kept in the calendar (STATUS:CANCELLED). */
export const ESTADOS_DE_EVENTO = { rascunho: 'Rascunho', publicado: 'Publicado', cancelado: 'Cancelado' } as const;
export type EstadoDeEvento = keyof typeof ESTADOS_DE_EVENTO;

export const ESTADOS_DE_DELIBERACAO = { rascunho: 'Rascunho', publicado: 'Publicada' } as const;
export type EstadoDeDeliberacao = keyof typeof ESTADOS_DE_DELIBERACAO;

/**
 * The themes a deliberation is filed under: a fixed list, so that the filter offers the same
 * few words to every visitor (a free tag would split "APS" and "Atenção Primária").
 */
export const TEMAS_DE_DELIBERACAO = {
  'atencao-primaria': 'Atenção Primária',
  'atencao-especializada': 'Atenção Especializada',
  'urgencia-emergencia': 'Urgência e Emergência',
  'saude-mental': 'Saúde Mental',
  vigilancia: 'Vigilância em Saúde',
  'assistencia-farmaceutica': 'Assistência Farmacêutica',
  financiamento: 'Financiamento',
  regionalizacao: 'Regionalização',
  gestao: 'Gestão e Planejamento',
  outros: 'Outros',
} as const;
export type TemaDeDeliberacao = keyof typeof TEMAS_DE_DELIBERACAO;
export const CHAVES_TEMA_DE_DELIBERACAO = Object.keys(TEMAS_DE_DELIBERACAO) as TemaDeDeliberacao[];

/** "Deliberação CIB-SUS/MG nº 4.321/2026": the number with the thousands' dot, as the state writes it. */
export function nomeDaDeliberacao(numero: number, ano: number): string {
  return `Deliberação CIB-SUS/MG nº ${numero.toLocaleString('pt-BR')}/${ano}`;
}

/** The time zone events are entered and shown in. */
export const FUSO_DA_AGENDA = 'America/Sao_Paulo';

const Dia = Type.String({ format: 'date', description: 'Dia em America/Sao_Paulo (AAAA-MM-DD)' });

/**
 * A public event (/api/eventos/{id}). A timed event has `inicio` (and `fim`, or null) as instants;
 * an all-day one has days in São Paulo, `fim` its last day (inclusive; null: one day).
 */
export const EventoSchema = Type.Object({
  id: Type.Integer(),
  titulo: Type.String(),
  tipo: Type.Union(
    [
      Type.Literal('cib'),
      Type.Literal('assembleia'),
      Type.Literal('conselho'),
      Type.Literal('regional'),
      Type.Literal('congresso'),
      Type.Literal('webinar'),
      Type.Literal('outro'),
    ],
    { description: 'cib, assembleia, conselho, regional, congresso, webinar ou outro' },
  ),
  diaInteiro: Type.Boolean(),
  inicio: Type.Union([DateTime, Dia]),
  fim: Type.Union([DateTime, Dia, Type.Null()]),
  local: Type.String({ description: 'Onde acontece; vazio quando só on-line' }),
  linkOnline: Type.Union([Type.String(), Type.Null()], { description: 'A sala ou transmissão on-line; null quando só presencial' }),
  cancelado: Type.Boolean({ description: 'Cancelado: continua publicado, marcado como cancelado' }),
  regioes: Type.Array(RegiaoRefSchema, { description: 'Os conselhos regionais a que diz respeito; vazio: todos' }),
  descricao: Type.String({ description: 'HTML sanitizado' }),
  anexos: Type.Array(Type.Object({ nome: Type.String(), url: Type.String() })),
  noticias: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })),
  /** The iCalendar SEQUENCE: raised by every change. */
  sequencia: Type.Integer({ minimum: 0 }),
  atualizadoEm: DateTime,
});
export type Evento = Static<typeof EventoSchema>;
