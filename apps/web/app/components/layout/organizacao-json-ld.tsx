import { jsonLdOrganizacao, jsonLdSeguro } from '../../lib/seo/json-ld';
import type { DadosSeo } from '../../lib/seo/meta';

/** The association as schema.org Organization (JSON-LD), on every page. */
export function OrganizacaoJsonLd({ dados }: { dados: DadosSeo | undefined }) {
  if (!dados?.siteUrl) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdSeguro(jsonLdOrganizacao(dados)) }} />;
}
