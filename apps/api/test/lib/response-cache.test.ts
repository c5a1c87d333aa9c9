/** The answer cache itself: bounds, eviction, generations, keys and validators. */
import { describe, expect, it } from 'vitest';
import { buildCacheKey, buildEtag, matchesIfNoneMatch, ResponseCache } from '../../src/lib/response-cache.ts';

describe('ResponseCache', () => {
  const entry = (body: string) => ({ status: 200, contentType: 'text/plain', body, etag: buildEtag(body), lastModified: '' });

  it('serves nothing until it listens for content changes, and forgets all when the channel drops', () => {
    const c = new ResponseCache({ maxEntries: 10, maxBytes: 1e6 });
    c.set('/a', entry('a'), c.generation);
    expect(c.get('/a')).toBeUndefined();
    c.setListening(true);
    c.set('/a', entry('a'), c.generation);
    expect(c.get('/a')?.body).toBe('a');
    c.setListening(false);
    expect(c.get('/a')).toBeUndefined();
    c.setListening(true);
    expect(c.get('/a')).toBeUndefined();
  });

  it('evicts the least recently used entry past its entry and byte bounds', () => {
    const c = new ResponseCache({ maxEntries: 3, maxBytes: 1e6 });
    c.setListening(true);
    for (const k of ['/1', '/2', '/3']) c.set(k, entry(k), c.generation);
    c.get('/1');
    c.set('/4', entry('/4'), c.generation);
    expect(c.get('/2')).toBeUndefined();
    expect(c.get('/1')).toBeDefined();
    expect(c.size.entries).toBe(3);

    const bytes = new ResponseCache({ maxEntries: 100, maxBytes: 10_000 });
    bytes.setListening(true);
    for (let i = 0; i < 20; i++) bytes.set(`/${i}`, entry('x'.repeat(1000)), bytes.generation);
    expect(bytes.size.bytes).toBeLessThanOrEqual(10_000);
    expect(bytes.get('/19')).toBeDefined();
    expect(bytes.get('/0')).toBeUndefined();
  });

  it('counts a page’s encoded copies in its size, so pages with them fill the byte bound sooner', () => {
    const plain = new ResponseCache({ maxEntries: 10, maxBytes: 1e6 });
    plain.setListening(true);
    plain.set('/p', entry('x'.repeat(1000)), plain.generation);
    const withCopies = new ResponseCache({ maxEntries: 10, maxBytes: 1e6 });
    withCopies.setListening(true);
    const encoded = { identity: Buffer.alloc(1000), br: Buffer.alloc(100), gzip: Buffer.alloc(120) };
    withCopies.set('/p', { ...entry('x'.repeat(1000)), encoded }, withCopies.generation);
    expect(withCopies.size.bytes - plain.size.bytes).toBe(1220);
  });

  it('does not store an answer begun before a clear (it may hold content read before an import)', () => {
    const c = new ResponseCache({ maxEntries: 10, maxBytes: 1e6 });
    c.setListening(true);
    const before = c.generation;
    c.contentChanged();
    c.set('/velha', entry('velha'), before);
    expect(c.get('/velha')).toBeUndefined();
    c.set('/nova', entry('nova'), c.generation);
    expect(c.get('/nova')).toBeDefined();
  });

  it('keys an answer on its path and the parameters its route reads, in a fixed order', () => {
    expect(buildCacheKey('/lista-noticias', {})).toBe('/lista-noticias');
    expect(buildCacheKey('/lista-noticias', { page: 2 })).toBe('/lista-noticias?page=2');
    expect(buildCacheKey('/api/busca', { q: 'saúde mg', page: 1 })).toBe(buildCacheKey('/api/busca', { page: 1, q: 'saúde mg' }));
    expect(buildCacheKey('/api/busca', { q: 'a&b=c', page: 1 })).toBe('/api/busca?page=1&q=a%26b%3Dc');
    expect(buildCacheKey('/presidentes', { page: undefined })).toBe('/presidentes');
  });

  it('matches If-None-Match lists, weak or strong, and *', () => {
    const tag = buildEtag('corpo');
    expect(matchesIfNoneMatch(`"x", ${tag}`, tag)).toBe(true);
    expect(matchesIfNoneMatch(tag.replace('W/', ''), tag)).toBe(true);
    expect(matchesIfNoneMatch('*', tag)).toBe(true);
    expect(matchesIfNoneMatch('"x"', tag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false);
  });
});
