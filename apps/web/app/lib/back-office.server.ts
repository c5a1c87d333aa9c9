/**
 * How the back office's loaders and actions reach the server: the BackOfficeValues the back
 * office's context put in the router context (server/back-office.ts). Public pages have none.
 */
import type { SessaoAtual } from '@cosems/contracts';
import { type RouterContextProvider, redirect } from 'react-router';
import { type BackOfficeValues, backOfficeContext } from './context';

type LoaderContext = Readonly<RouterContextProvider>;

export function getBackOffice(context: LoaderContext): BackOfficeValues {
  const values = context.get(backOfficeContext);
  if (!values) throw new Response('Não encontrado', { status: 404 });
  return values;
}

/** Where to come back after signing in: a back-office path of this site, never another host. */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value?.startsWith('/admin') || value.startsWith('//') || /[\\\s]/.test(value)) return '/admin';
  return value;
}

/** The signed-in session; otherwise a redirect to the sign-in page that comes back here. */
export function requireSession(context: LoaderContext, request: Request): { backOffice: BackOfficeValues; session: SessaoAtual } {
  const backOffice = getBackOffice(context);
  const { session } = backOffice;
  if (session?.etapa === 'completa') return { backOffice, session };
  const url = new URL(request.url);
  const back = url.pathname.replace(/\.data$/, '') + url.search;
  throw redirect(`/admin/entrar${back === '/admin' ? '' : `?voltar=${encodeURIComponent(back)}`}`);
}

/** The half-signed-in session at `etapa`; otherwise back to the sign-in page. */
export function requireStep(context: LoaderContext, etapa: SessaoAtual['etapa']): { backOffice: BackOfficeValues; session: SessaoAtual } {
  const backOffice = getBackOffice(context);
  const { session } = backOffice;
  if (session?.etapa === etapa) return { backOffice, session };
  if (session?.etapa === 'completa') throw redirect('/admin');
  throw redirect('/admin/entrar');
}
