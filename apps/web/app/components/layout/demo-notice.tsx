import type { SiteInfo } from '@cosems/contracts';

/** A visible notice while the loaded content is the demo bundle (/api/site says demonstracao). */
export function DemoNotice({ site }: { site: SiteInfo | undefined }) {
  if (!site?.demonstracao) return null;
  return (
    // A named region: every piece of the page sits in a landmark (WCAG 1.3.1; axe "region").
    <section className="cosems-demo" aria-label="Aviso de demonstração">
      <p className="mb-0">
        <strong>Conteúdo de demonstração</strong> – as pessoas, notícias e documentos deste site são fictícios.
      </p>
    </section>
  );
}
