/**
 * How people's names, group names and e-mail addresses are shown (docs/produto.md §2: Team, Board, Regional
 * supporters). Pure functions, the same on the server and in the browser.
 */

/** docs/produto.md §8: what an empty or invalid e-mail shows. */
export const EMAIL_NOT_GIVEN = 'Não informado';

/**
 * Each word capitalised, the rest of it lower-cased: 'REGINA PINTO freitas' → 'Regina Pinto Freitas'.
 * Words are separated by white space (runs of it collapse to one space); hyphenated parts keep
 * the case rule of a single word ('del-rei' → 'Del-rei').
 */
export function capitalizeWords(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .filter((palavra) => palavra.length > 0)
    .map((palavra) => palavra.charAt(0).toLocaleUpperCase('pt-BR') + palavra.slice(1).toLocaleLowerCase('pt-BR'))
    .join(' ');
}

/** A group key as the API gives it ('Assessoria_Tecnica') → its heading ('Assessoria Tecnica'). */
export function formatGrupoName(chave: string): string {
  return capitalizeWords(chave.replace(/_+/g, ' '));
}

/** docs/produto.md §2 (Board): 'Primeiro Vice Presidente' is shown as 'Primeiro Vice-Presidente'. */
export function formatCargo(chave: string): string {
  const name = formatGrupoName(chave);
  return name === 'Primeiro Vice Presidente' ? 'Primeiro Vice-Presidente' : name;
}

// One '@', no white space, a dot in the domain with something on both sides: enough to tell an
// address from the fillers old records hold ('nao possui', '-', 'x@').
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** True when `email` looks like a real address (settled reading of the 'Não informado' rule). */
export function isValidEmail(email: string | null | undefined): email is string {
  return typeof email === 'string' && EMAIL.test(email.trim());
}

/**
 * The e-mail to show and link (trimmed), or null when the record holds none or a filler, in
 * which case the page shows EMAIL_NOT_GIVEN without a link.
 */
export function formatEmail(email: string | null | undefined): string | null {
  return isValidEmail(email) ? email.trim() : null;
}

/** docs/produto.md §2 (Board): the line under a member's name when sms is not empty. */
export function formatSmsLine(sms: string | null | undefined): string | null {
  const value = sms?.trim() ?? '';
  return value === '' ? null : `SMS DE ${value}`;
}
