/**
 * The Team's and the Board's back-office pages (/admin/equipe…, /admin/diretoria…) share their
 * route modules: each is registered under both paths (routes.ts), and the path says which area a
 * request is about. The port of that area, and the refusals every one of those pages answers.
 */
import { type AreaDePessoas, type DiretoriaPort, type EquipePort, pode, type SessaoAtual } from '@cosems/contracts';
import { data } from 'react-router';
import type { BackOfficeValues } from '../../lib/context';

export function areaOf(request: Request): AreaDePessoas {
  return new URL(request.url).pathname.startsWith('/admin/diretoria') ? 'diretoria' : 'equipe';
}

export function portOf(backOffice: BackOfficeValues, area: AreaDePessoas): EquipePort | DiretoriaPort {
  return area === 'equipe' ? backOffice.equipe : backOffice.diretoria;
}

export const forbidden = () => data('Só editores e administradores editam a equipe e a diretoria.', { status: 403 });
export const notFound = (o: string) => data(`${o} não encontrado.`, { status: 404 });

/** A positive id from the address, else 404. */
export function idOf(param: string | undefined, o: string): number {
  if (!param || !/^[1-9][0-9]{0,8}$/.test(param)) throw notFound(o);
  return Number(param);
}

/** Refuses (403) before reading anything when the role may not edit the site's content. */
export function requireEditor(session: SessaoAtual): void {
  if (!pode(session.usuario.papel, 'conteudo.editar')) throw forbidden();
}
