/**
 * The event's form as the save pipeline checks it (TypeBox), apart from agenda-port.ts so that the
 * pages' client code does not carry TypeBox to the browser. Each council and each attachment is a
 * check box of its own (`regiao-{id}`, `anexo-{nome}`), like the councils' numbered supporters.
 * The limits here only bound a forged body; the declaration's `preparar` says what is wrong with a
 * field, in Portuguese, beside it.
 */
import { Type } from 'typebox';

export const EventoForm = Type.Record(
  Type.String({
    pattern:
      '^(intent|versao|titulo|tipo|dia|hora|diaInteiro|fimDia|fimHora|local|linkOnline|descricao|noticias|estado|regiao-[0-9]{1,9}|anexo-[A-Za-z0-9][A-Za-z0-9._-]{0,120})$',
  }),
  Type.String({ maxLength: 400_000 }),
  { maxProperties: 400, additionalProperties: false },
);
