/**
 * The media picker's query schema, apart from midia-port.ts: that module reaches the browser (the
 * upload form reads MIDIA_MAX_BYTES), and a TypeBox schema built at its top level would take
 * TypeBox along with it (13 KB compressed on every page that uploads). Only the server reads this.
 */
import { type Static, Type } from 'typebox';
import { BUSCA_DE_MIDIA_MAX } from './midia-port.ts';

/**
 * The query of GET /admin/midia/imagens: `q` (optional, up to 200 characters) and `pagina` (a
 * positive integer in decimal). Anything else, another parameter included, is a 400: the picker is
 * the only caller, and a parameter it never sends is a mistake to report, not to ignore.
 */
export const ConsultaDoSeletorQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: BUSCA_DE_MIDIA_MAX })),
    pagina: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
  },
  { additionalProperties: false },
);
export type ConsultaDoSeletor = Static<typeof ConsultaDoSeletorQuery>;
