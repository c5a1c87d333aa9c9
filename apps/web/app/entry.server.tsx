/**
 * Server rendering. Unlike React Router's default, every answer waits for the whole document
 * (onAllReady): the server keeps rendered pages in its cache and sends them whole, compressed, with
 * an ETag, so streaming a shell first would gain nothing. The inline scripts get what the server
 * put in the router context where a nonce goes (lib/context.ts): the back office's nonce, or the
 * public page renderer's marker, by which it hashes the page's own scripts (server/csp.ts).
 */
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
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

export default function handleRequest(
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
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          clearTimeout(timer);
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    // Let rejected boundaries flush before giving up on a render that hangs.
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}
