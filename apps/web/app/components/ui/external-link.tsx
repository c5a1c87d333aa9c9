import type { ReactNode } from 'react';

/** Text read by screen readers after every link that opens a new tab. */
export const NEW_TAB_TEXT = '(abre em nova aba)';

export function NewTabNotice() {
  return <span className="visually-hidden"> {NEW_TAB_TEXT}</span>;
}

/** A link to another site, opened in a new tab (target=_blank, rel="noopener noreferrer"). */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <NewTabNotice />
    </a>
  );
}
