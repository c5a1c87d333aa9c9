/**
 * /admin/logos: the refusal its pages answer (the partners and the useful links are types of the
 * content registry, refused by the save pipeline's guard).
 */
import { pode, type SessaoAtual } from '@cosems/contracts';
import { data } from 'react-router';

export const forbiddenHome = () => data('Só editores e administradores editam os parceiros, os links úteis e o logo.', { status: 403 });

/** Refuses (403) before reading anything when the role may not edit the site's content. */
export function requireEditorHome(session: SessaoAtual): void {
  if (!pode(session.usuario.papel, 'conteudo.editar')) throw forbiddenHome();
}
