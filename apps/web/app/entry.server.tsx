/**
 * Server rendering. Unlike React Router's default, every answer waits for the whole document
 * (allReady): the server keeps rendered pages in its cache and sends them whole, compressed, with
 * an ETag, so streaming a shell first would gain nothing. The inline scripts get what the server
 * put in the router context where a nonce goes (lib/context.ts): the back office's nonce, or the
 * public page renderer's marker, by which it hashes the page's own scripts (server/csp.ts).
 *
 * React's web-streams renderer (`react-dom/server.edge`), not its Node one: the Node renderer
 * runs each render inside an AsyncLocalStorage, and on Node 20 the first render turns async_hooks
 * on for the rest of the process, so that every later request — a cached page, an API read the
 * front answers — pays for them (a cached API read went from ~17 to ~23 µs of CPU once any page
 * had been rendered). The web-streams renderer uses an AsyncLocalStorage only where one is a
 * global (edge runtimes), never under Node. docs/decisions/038.
 */
import { renderToReadableStream } from 'react-dom/server.edge';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { nonceContext } from './lib/context';
import { NonceContext } from './lib/nonce';

export const streamTimeout = 5_000;

/**
 * The server builds each request's router context with this (server/page-renderer.ts, through
 * build.entry.module): the contexts must be the build's own objects, not a second copy of
 * lib/context.ts loaded beside the build, or `context.get` finds nothing.
 */
export { createBackOfficeContext, createSiteContext } from './lib/context';

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext);
  let status = responseStatusCode;
  // Let rejected boundaries flush before giving up on a render that hangs.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), streamTimeout + 1000);
  try {
    // Rejects when the shell itself fails (the error boundary then answers).
    const body = await renderToReadableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        signal: controller.signal,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    await body.allReady;
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    return new Response(body, { headers: responseHeaders, status });
  } finally {
    clearTimeout(timer);
  }
}
