/**
 * What the server hands every loader, as React Router contexts (read with `context.get(...)`):
 * the data port (the site's typed reads: in the same process over the API's repositories, or over
 * HTTP when API_URL names an API on another host), the public addresses, and the CSP nonce marker.
 * The server builds the provider per request (apps/web/server/page-renderer.ts, createSiteContext).
 */
import type {
  AuditoriaPort,
  BackOfficePort,
  ConteudoPort,
  MidiaPort,
  PainelPort,
  RedacaoPort,
  Requisitante,
  SessaoAtual,
  SiteDataPort,
  UsuariosPort,
} from '@cosems/contracts';
import { createContext, RouterContextProvider } from 'react-router';

export const dataPortContext = createContext<SiteDataPort>();

export interface SiteUrls {
  /** Base address browsers use for /image and /arquivo; '' when the API shares the site's host. */
  publicApiUrl: string;
  /** Public base address of the site (SITE_URL): every absolute URL starts with it. */
  siteUrl: string;
}
export const siteUrlsContext = createContext<SiteUrls>();

/**
 * Written where a CSP nonce goes on every inline script: in the back office a fresh nonce per
 * answer; on public pages the renderer's marker, by which it finds and hashes the page's own
 * scripts and which it then removes (server/csp.ts).
 */
export const nonceContext = createContext<string>();

export interface SiteContextValues extends SiteUrls {
  dataPort: SiteDataPort;
  nonce: string;
}

export function createSiteContext({ dataPort, publicApiUrl, siteUrl, nonce }: SiteContextValues): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(dataPortContext, dataPort);
  context.set(siteUrlsContext, { publicApiUrl, siteUrl });
  context.set(nonceContext, nonce);
  return context;
}

/**
 * The back office's part of the context (only under /admin; null on public pages): the port, the
 * request's session (null when signed out), who is asking, and how to write the session cookie
 * (its name and attributes are the server's: `__Host-` and Secure over HTTPS).
 */
export interface BackOfficeValues {
  port: BackOfficePort;
  /** The media library (/admin/midia). */
  midia: MidiaPort;
  /** The audit log's reader (administrators). */
  auditoria: AuditoriaPort;
  /** The newsroom: news items as the back office edits them. */
  redacao: RedacaoPort;
  /** The start page's dashboard: what waits for review, my items, what is scheduled, the last changes. */
  painel: PainelPort;
  /** Accounts: invitations, roles, disabling, two-factor resets, forgotten passwords. */
  usuarios: UsuariosPort;
  /**
   * The content types of the registry (/admin/juridico, /admin/publicacoes, /admin/presidentes,
   * /admin/parceiros, /admin/links-uteis, /admin/logos, the statute's PDF, the Team's and the Board's groups and members, the regional councils, the agenda, the deliberations, the site's blocks): one port for all, whose
   * guard throws AcessoNegado (turned into 403 by lib/back-office.server.ts, the one place).
   */
  conteudo: ConteudoPort;
  /** The site's address as people reach it: links sent by e-mail start with it. */
  siteUrl: string;
  /**
   * Not null when SITE_URL is unset and this request reached the site at another origin than the
   * one links use (`linksEm`, http://localhost:PORT): the invitation and password-reset links
   * would then not open for the people who get them. The back office tells administrators.
   */
  siteUrlAusente: { linksEm: string; acessoEm: string } | null;
  session: SessaoAtual | null;
  quem: Requisitante;
  /** The Set-Cookie value that stores `token`, or that removes the cookie (null). */
  sessionCookie(token: string | null): string;
  /** The e-mail an accepted invitation left for the sign-in form (a cookie, server/back-office.ts), or null. */
  emailDeEntrada: string | null;
  /** The Set-Cookie value that keeps `email` for the sign-in form for 10 minutes, or removes it (null). */
  emailDeEntradaCookie(email: string | null): string;
}
export const backOfficeContext = createContext<BackOfficeValues | null>(null);

export function createBackOfficeContext(site: SiteContextValues, backOffice: BackOfficeValues): RouterContextProvider {
  const context = createSiteContext(site);
  context.set(backOfficeContext, backOffice);
  return context;
}
