/**
 * Every address the sitemap lists: /sitemap.xml is an index of files (docs/decisions/049), each
 * read in turn. `get` fetches a path of the site and gives its text.
 */
export async function readSitemap(
  get: (path: string) => Promise<string>,
): Promise<{ index: string; files: string[]; xml: string[]; locs: string[] }> {
  const index = await get('/sitemap.xml');
  const files = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
  const xml = await Promise.all(files.map((file) => get(file)));
  const locs = xml.flatMap((x) => [...x.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string));
  return { index, files, xml, locs };
}
