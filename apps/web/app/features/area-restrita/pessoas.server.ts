/**
 * The Team's and the Board's back-office pages (/admin/equipe…, /admin/diretoria…) share their
 * route modules: each is registered under both paths (routes.ts), and the path says which area a
 * request is about. Their groups and members are content types of the registry (ConteudoPort,
 * keys in TIPOS_DA_AREA), whose pipeline checks the rights (a refusal is the 403 of
 * lib/back-office.server.ts); what these pages add is the message after a save.
 */
import { type AreaDePessoas, type RecusaDeDocumento, TIPOS_DA_AREA } from '@cosems/contracts';
import { data } from 'react-router';

export function areaOf(request: Request): AreaDePessoas {
  return new URL(request.url).pathname.startsWith('/admin/diretoria') ? 'diretoria' : 'equipe';
}

/** The registry's keys of the area's groups and members. */
export const tiposDe = (area: AreaDePessoas) => TIPOS_DA_AREA[area];

export const notFound = (o: string) => data(`${o} não encontrado.`, { status: 404 });

/** A positive id from the address, else 404. */
export function idOf(param: string | undefined, o: string): number {
  if (!param || !/^[1-9][0-9]{0,8}$/.test(param)) throw notFound(o);
  return Number(param);
}

/** A refusal's messages by field, as these pages show them beside each field. */
export function errosDe(r: RecusaDeDocumento): Partial<Record<string, string>> {
  return Object.fromEntries((r.erros ?? []).map((e) => [e.campo, e.mensagem]));
}
