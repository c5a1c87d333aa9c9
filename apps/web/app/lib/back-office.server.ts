/**
 * How the back office's loaders and actions reach the server: the BackOfficeValues the back
 * office's context put in the router context (server/back-office.ts). Public pages have none.
 */
import { type ConteudoPort, isAcessoNegado, type SessaoAtual } from '@cosems/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { type BackOfficeValues, backOfficeContext } from './context';

type LoaderContext = Readonly<RouterContextProvider>;

export function getBackOffice(context: LoaderContext): BackOfficeValues {
  const values = context.get(backOfficeContext);
  if (!values) throw new Response('Não encontrado', { status: 404 });
  return { ...values, conteudo: guardado(values.conteudo) };
}

/**
 * The one place where the content pipeline's guard becomes an answer: an AcessoNegado thrown by
 * any method of the port is a 403 page with the type's message (each route's ErrorBoundary shows
 * it), so no route tests for a refusal of rights itself (docs/decisions/048).
 */
function guardado(port: ConteudoPort): ConteudoPort {
  const em403 = (erro: unknown): never => {
    if (isAcessoNegado(erro)) throw data(erro.message, { status: 403 });
    throw erro;
  };
  return {
    listar: (...args) => port.listar(...args).catch(em403),
    obter: (...args) => port.obter(...args).catch(em403),
    exigirCriar: (...args) => {
      try {
        port.exigirCriar(...args);
      } catch (erro) {
        em403(erro);
      }
    },
    salvar: (...args) => port.salvar(...args).catch(em403),
    excluir: (...args) => port.excluir(...args).catch(em403),
    ordenar: (...args) => port.ordenar(...args).catch(em403),
    ativar: (...args) => port.ativar(...args).catch(em403),
    opcoes: (...args) => port.opcoes(...args).catch(em403),
    imagens: (...args) => port.imagens(...args).catch(em403),
    buscarMunicipios: (...args) => port.buscarMunicipios(...args).catch(em403),
    mudarMunicipio: (...args) => port.mudarMunicipio(...args).catch(em403),
  };
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
