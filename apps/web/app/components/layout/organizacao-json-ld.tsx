import { buildOrganizacaoJsonLd, serializeJsonLd } from '../../lib/seo/json-ld';
import type { SeoData } from '../../lib/seo/meta';

/** The association as schema.org Organization (JSON-LD), on every page. */
export function OrganizacaoJsonLd({ dados: data }: { dados: SeoData | undefined }) {
  if (!data?.siteUrl) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(buildOrganizacaoJsonLd(data)) }} />;
}
