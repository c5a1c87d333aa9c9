/**
 * How loaders reach the site's data: the typed port the server put in the router context
 * (lib/context.ts). Reads that can miss answer null; `found` turns that into the 404 page.
 */
import type { NoticiaSummary, SiteDataPort } from '@cosems/contracts';
import type { RouterContextProvider } from 'react-router';
import { dataPortContext, type SiteUrls, siteUrlsContext } from './context';
import { type FocosImagens, pickFocos } from './image-focus';
import { getNoticiaImages } from './images';

type LoaderContext = Readonly<RouterContextProvider>;

export function getDataPort(context: LoaderContext): SiteDataPort {
  return context.get(dataPortContext);
}

export function getSiteUrls(context: LoaderContext): SiteUrls {
  return context.get(siteUrlsContext);
}

/** A 404 Response: thrown by a loader, the route's error screen shows the not-found page. */
export function notFound(message = 'Não encontrado'): Response {
  return new Response(message, { status: 404 });
}

/** The value, or the 404 page when the read found nothing. */
export function found<T>(value: T | null, message?: string): T {
  if (value === null) throw notFound(message);
  return value;
}

/** The focal points of the images these news items are drawn with (lib/image-focus.ts). */
export async function getFocosDasNoticias(context: LoaderContext, noticias: readonly NoticiaSummary[]): Promise<FocosImagens> {
  if (noticias.length === 0) return {};
  return pickFocos(await getDataPort(context).listFocosImagens(), noticias.flatMap(getNoticiaImages));
}
