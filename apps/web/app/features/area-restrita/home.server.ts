/**
 * The home page's lists in the back office (/admin/parceiros…, /admin/links-uteis…) share their
 * route modules: each is registered under both paths (routes.ts), and the path says which list a
 * request is about. The refusals every one of those pages answers.
 */
import { pode, type SessaoAtual } from '@cosems/contracts';
import { data } from 'react-router';

export type ListaDaHome = 'parceiros' | 'links-uteis';

export function listaOf(request: Request): ListaDaHome {
  return new URL(request.url).pathname.startsWith('/admin/links-uteis') ? 'links-uteis' : 'parceiros';
}

export const forbiddenHome = () => data('Só editores e administradores editam os parceiros, os links úteis e o logo.', { status: 403 });

/** Refuses (403) before reading anything when the role may not edit the site's content. */
export function requireEditorHome(session: SessaoAtual): void {
  if (!pode(session.usuario.papel, 'conteudo.editar')) throw forbiddenHome();
}

export const notFoundHome = (o: string) => data(`${o} não encontrado.`, { status: 404 });

/** A positive id from the address, else 404. */
export function idHomeOf(param: string | undefined, o: string): number {
  if (!param || !/^[1-9][0-9]{0,8}$/.test(param)) throw notFoundHome(o);
  return Number(param);
}
