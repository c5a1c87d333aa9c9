import { useEffect } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { AcessibilidadeBar } from './components/acessibilidade/acessibilidade-bar';
import { NavigationFocus } from './components/acessibilidade/navigation-focus';
import { PREFERENCES_SCRIPT } from './components/acessibilidade/preferences';
import { DemoNotice } from './components/layout/demo-notice';
import { NavigationIndicator } from './components/layout/navigation-indicator';
import { InternalErrorView, NotFoundView } from './components/layout/error-views';
import { SiteFooter } from './components/layout/site-footer';
import { SiteHeader } from './components/layout/site-header';
import { OrganizacaoJsonLd } from './components/layout/organizacao-json-ld';
import { getDataPort, getSiteUrls } from './lib/data-port.server';
import { useNonce } from './lib/nonce';
import { getExtraScript, isHydrated } from './lib/page-query';
import { ESTILOS_DO_SITE, getEstilosSemHidratacao, MELHORIAS_SCRIPT, SCRIPTS_EXTRAS } from './sem-hidratacao/script';

/**
 * Data every page shares: where images live, the active logo (null when none is active), the
 * content bundle's info (demo notice), the partner bodies and the contact details shown in the
 * footer, and the external addresses of the menus and the footer's credit (block `enderecos`).
 * Read it anywhere with `useRouteLoaderData<RootData>('root')`.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const port = getDataPort(context);
  const [logo, site, parceiros, rodape, enderecos] = await Promise.all([
    port.getLogoAtiva(),
    port.getSiteInfo(),
    port.listParceiros(),
    port.getBloco('rodape'),
    port.getBloco('enderecos'),
  ]);
  const { publicApiUrl, siteUrl } = getSiteUrls(context);
  return { publicApiUrl, siteUrl, logo, site, parceiros, rodape, enderecos };
}
export type RootData = Awaited<ReturnType<typeof loader>>;

// Logo, site info, partners and footer: read again at each page load, not at each client navigation.
export function shouldRevalidate() {
  return false;
}

// The news feeds, announced on every page (routes/seo/rss.ts, routes/seo/atom.ts).
const FEED_LINKS = [
  { rel: 'alternate', type: 'application/rss+xml', title: 'Notícias do COSEMS/MG (RSS)', href: '/rss.xml' },
  { rel: 'alternate', type: 'application/atom+xml', title: 'Notícias do COSEMS/MG (Atom)', href: '/atom.xml' },
];
export const links: Route.LinksFunction = () => FEED_LINKS;

export const meta: Route.MetaFunction = () => [
  { title: 'COSEMS/MG' },
  { name: 'description', content: 'Conselho de Secretarias Municipais de Saúde de Minas Gerais' },
];

// An inline icon: no extra request, and no /favicon.ico falling through to the 404 page.
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0b4f8a"/><text x="16" y="23" font-family="Arial,sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="#fff">C</text></svg>',
)}`;

// Without JavaScript the collapsed menu and the dropdowns cannot open: show them expanded. The
// home's controls that only a script can work (the banner's and the partners' buttons, the
// video's click-to-load box) are hidden; the partners' logos scroll sideways instead, and the
// video section offers a link (video-preview.tsx).
const NO_JS_CSS = `.navbar-collapse{display:block!important}.dropdown-menu{display:block;position:static!important;border:0}.cosems-busca-inline{display:flex!important}.cosems-busca-icone{display:none!important}.cosems-banner-pausa,.cosems-banner .carousel-control-prev,.cosems-banner .carousel-control-next,.cosems-banner .carousel-indicators,.cosems-banner-seta,.cosems-parceiros-pausa,.cosems-video{display:none!important}.cosems-parceiros-viewport{overflow-x:auto}`;

/** The back office's frame has its <main id="conteudo"> but no site menu, search or footer. */
const ALVOS_DA_AREA_RESTRITA = ['conteudo'] as const;

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<RootData>('root');
  const publicApiUrl = rootData?.publicApiUrl ?? '';
  const nonce = useNonce();
  const matches = useMatches();
  // The back office (routes/admin/layout.tsx, handle.areaRestrita) draws its own frame and <main>.
  const areaRestrita = matches.some((m) => (m.handle as { areaRestrita?: boolean } | undefined)?.areaRestrita === true);
  // Reading pages (handle hidratar: false) are sent without React's scripts and router data: their
  // own small script instead (docs/decisions/032-paginas-de-leitura-sem-hidratacao.md).
  // In the browser the page is a hydrated React app by definition: a hydrated page's link to a
  // reading page navigates on the client and must keep its stylesheets and scripts.
  const hidratar = isHydrated(matches) || typeof document !== 'undefined';
  const extra = getExtraScript(matches);
  // Marks the document once React has hydrated it (end-to-end tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hidratado = 'true';
  }, []);
  return (
    // suppressHydrationWarning: the inline script sets the saved contrast/text size on <html> first.
    <html lang="pt-BR" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* Before any CSS or body: the saved contrast and text size, with no flash (acessibilidade). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PREFERENCES_SCRIPT }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href={FAVICON} />
        <Meta />
        {hidratar ? (
          <>
            {/* The site's CSS, inline (vite.config.ts, estilosInline): the first paint waits for no
                stylesheet. The browser bundle holds '' here; React does not compare an inline HTML
                string when it hydrates, and never rewrites it while the string stays the same, so
                the server's copy stays for every client-side navigation. <Links/> brings only the
                CSS of a page that has its own (the statute's PDF viewer). */}
            <style dangerouslySetInnerHTML={{ __html: ESTILOS_DO_SITE }} suppressHydrationWarning />
            <Links />
          </>
        ) : (
          <>
            {FEED_LINKS.map((l) => (
              <link key={l.href} {...l} />
            ))}
            {/* The whole CSS of the page, inline: no stylesheet request before the first paint. */}
            <style dangerouslySetInnerHTML={{ __html: getEstilosSemHidratacao(extra) }} />
          </>
        )}
        <OrganizacaoJsonLd
          dados={rootData && { siteUrl: rootData.siteUrl, publicApiUrl, logo: rootData.logo?.imagem, rodape: rootData.rodape }}
        />
        <noscript>
          <style>{NO_JS_CSS}</style>
        </noscript>
      </head>
      <body>
        <AcessibilidadeBar alvos={areaRestrita ? ALVOS_DA_AREA_RESTRITA : undefined} />
        <NavigationFocus />
        <NavigationIndicator />
        {areaRestrita ? (
          children
        ) : (
          <>
            <DemoNotice site={rootData?.site} />
            <SiteHeader logo={rootData?.logo ?? null} publicApiUrl={publicApiUrl} enderecos={rootData?.enderecos} />
            <main id="conteudo" className="cosems-main" tabIndex={-1}>
              {children}
            </main>
            <SiteFooter
              orgaos={rootData?.parceiros ?? []}
              rodape={rootData?.rodape}
              credito={rootData?.enderecos}
              publicApiUrl={publicApiUrl}
            />
          </>
        )}
        {hidratar ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <>
            {/* A page's own extra script first: when the common one marks the page ready, all is wired. */}
            {extra ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPTS_EXTRAS[extra] }} /> : null}
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: MELHORIAS_SCRIPT }} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** 404 responses show the not-found page; anything else (an API down included) the 500 page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return <InternalErrorView />;
}
