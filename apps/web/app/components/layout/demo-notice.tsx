import type { SiteInfo } from '@cosems/contracts';

/** A visible notice while the loaded content is the demo bundle (/api/site says demonstracao). */
export function DemoNotice({ site }: { site: SiteInfo | undefined }) {
  if (!site?.demonstracao) return null;
  return (
    <p className="cosems-demo mb-0" role="note">
      <strong>Conteúdo de demonstração</strong> – as pessoas, notícias e documentos deste site são fictícios.
    </p>
  );
}
