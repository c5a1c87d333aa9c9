/**
 * The association's name, as the site's metadata, feeds and footer write it. What the staff edit
 * in the back office — the footer's contact details and credit, the menus' external addresses,
 * the home page's links, video and debt-agreement block — are blocks (@cosems/contracts
 * blocos.ts), not here.
 */

export const siteConfig = {
  nome: 'COSEMS/MG',
  nomeCompleto: 'Conselho de Secretarias Municipais de Saúde de Minas Gerais',
} as const;

export type SiteConfig = typeof siteConfig;
