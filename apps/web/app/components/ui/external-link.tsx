import type { ReactNode } from 'react';

/** Text read by screen readers after every link that opens a new tab. */
export const NOVA_ABA = '(abre em nova aba)';

export function NovaAba() {
  return <span className="visually-hidden"> {NOVA_ABA}</span>;
}

/** A link to another site, opened in a new tab (target=_blank, rel="noopener noreferrer"). */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <NovaAba />
    </a>
  );
}
