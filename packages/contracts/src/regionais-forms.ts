/**
 * The regional council's form as the save pipeline checks it (TypeBox): apart from
 * regionais-port.ts so that the page's client code, which reads the form with lerDadosDaRegional,
 * does not carry TypeBox to the browser.
 */
import { Type } from 'typebox';

/** /admin/regionais/{id}, "Salvar": the council's fields, named as lerDadosDaRegional reads them. */
export const RegionalForm = Type.Record(
  Type.String({ pattern: '^(intent|versao|nome|presidente-(nome|telefone|email)|apoiador-[0-9]{1,2}-(nome|telefone|email|remover))$' }),
  Type.String({ maxLength: 400 }),
  { maxProperties: 140, additionalProperties: false },
);
