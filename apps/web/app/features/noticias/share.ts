/**
 * Share links of a news item: plain addresses of each network's public share page, with the
 * item's absolute address and title encoded. Nothing is loaded from those networks until the
 * visitor follows a link.
 */
export interface ShareLink {
  rede: 'WhatsApp' | 'Facebook' | 'LinkedIn' | 'X' | 'E-mail';
  href: string;
}

export function getShareLinks(url: string, titulo: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(titulo);
  return [
    { rede: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${titulo} ${url}`)}` },
    { rede: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { rede: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { rede: 'X', href: `https://x.com/intent/tweet?url=${u}&text=${t}` },
    { rede: 'E-mail', href: `mailto:?subject=${t}&body=${encodeURIComponent(`${titulo}\n\n${url}`)}` },
  ];
}

/** What the status line says after 'Copiar link' (the React section and the script of pages without React). */
export const COPY_DONE_MESSAGE = 'Link copiado';
export const copyFailedMessage = (url: string) => `Não foi possível copiar. Endereço da notícia: ${url}`;
/** How long 'Link copiado' stays, in milliseconds. */
export const COPY_MESSAGE_MS = 5000;
