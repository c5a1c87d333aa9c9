import type { ReactNode } from 'react';

/** The page's one h1, in the site's heading style. */
export function PageTitle({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <h1 className="cosems-titulo-pagina" id={id}>
      {children}
    </h1>
  );
}
