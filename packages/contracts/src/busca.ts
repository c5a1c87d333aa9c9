/**
 * The one search rule, shared by the site (what it puts in /pesquisa/{texto} and sends to the API)
 * and the API (what /api/busca and /api/noticia/name/{text} search for).
 *
 * Every character that is not a letter, a combining mark, a digit, a space or a hyphen becomes a
 * space; runs of spaces become one; the text is cut to BUSCA_MAX_LENGTH characters. So
 * "saúde/sus" is searched as "saúde sus" (two words, as written), never "saúdesus", and
 * "COSEMS/MG" as "COSEMS MG". Hyphens stay: PostgreSQL's parser keeps "CIB-SUS", "e-SUS" and
 * "covid-19" as compound words, which is what makes them precise.
 *
 * The database applies the same rule to the text it indexes (SQL function cosems_busca_texto,
 * migration 0003): PostgreSQL's parser would otherwise read "COSEMS/MG" as a file path and
 * "1.000" as a number, words a search could never reach.
 */

/** The longest search text, in characters: longer texts are cut, on the site and in the API. */
export const BUSCA_MAX_LENGTH = 100;

/** The text a search looks for ('' when nothing searchable is left). */
export function cleanBusca(texto: string): string {
  return texto
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}\s-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, BUSCA_MAX_LENGTH)
    .trim();
}
