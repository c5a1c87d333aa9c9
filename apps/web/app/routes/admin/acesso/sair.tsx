/** /admin/sair: POST only (no state changes on GET); a GET goes back to the start page. */
import { redirect } from 'react-router';
import { getBackOffice } from '../../../lib/back-office.server';
import type { Route } from './+types/sair';

export function loader() {
  return redirect('/admin');
}

export async function action({ context }: Route.ActionArgs) {
  const { port, session, quem, sessionCookie } = getBackOffice(context);
  if (session) await port.signOut(session, quem);
  return redirect('/admin/entrar', { headers: { 'set-cookie': sessionCookie(null) } });
}
