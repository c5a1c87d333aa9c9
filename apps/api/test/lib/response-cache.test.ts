/** The answer cache itself: bounds, eviction, generations, keys and validators. */
import { describe, expect, it } from 'vitest';
import { buildCacheKey, buildEtag, matchesIfNoneMatch, PROTECTED_SHARE, ResponseCache } from '../../src/lib/response-cache.ts';

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

  it('keeps the answers asked for again while a crawl asks for many others once (segmented LRU)', () => {
    const c = new ResponseCache({ maxEntries: 10, maxBytes: 1e6 });
    c.setListening(true);
    for (const k of ['/', '/lista', '/pesquisa/saude']) {
      c.set(k, entry(k), c.generation);
      c.get(k);
    }
    for (let id = 1; id <= 1000; id++) c.set(`/noticia/${id}`, entry('n'), c.generation);
    expect(['/', '/lista', '/pesquisa/saude'].map((k) => c.get(k)?.body)).toEqual(['/', '/lista', '/pesquisa/saude']);
    expect(c.get('/noticia/1000')).toBeDefined();
    expect(c.get('/noticia/990')).toBeUndefined();
    expect(c.size.entries).toBe(10);

    // A plain LRU would have lost them: what was asked for once, long ago, still goes first.
    const once = new ResponseCache({ maxEntries: 10, maxBytes: 1e6 });
    once.setListening(true);
    once.set('/', entry('/'), once.generation);
    for (let id = 1; id <= 10; id++) once.set(`/noticia/${id}`, entry('n'), once.generation);
    expect(once.get('/')).toBeUndefined();
  });

  it(`gives the answers asked for again at most ${PROTECTED_SHARE * 100}% of each bound`, () => {
    const c = new ResponseCache({ maxEntries: 10, maxBytes: 1e6 });
    c.setListening(true);
    for (let i = 0; i < 10; i++) {
      c.set(`/${i}`, entry('x'), c.generation);
      c.get(`/${i}`);
    }
    // Eight stay protected; the two oldest went back to probation and leave first.
    c.set('/novo', entry('novo'), c.generation);
    expect(c.get('/0')).toBeUndefined();
    expect(c.get('/novo')).toBeDefined();
    expect(c.get('/9')).toBeDefined();
    expect(c.size.entries).toBe(10);

    const bytes = new ResponseCache({ maxEntries: 100, maxBytes: 100_000 });
    bytes.setListening(true);
    for (let i = 0; i < 40; i++) {
      bytes.set(`/${i}`, entry('x'.repeat(1000)), bytes.generation);
      bytes.get(`/${i}`);
    }
    expect(bytes.size.bytes).toBeLessThanOrEqual(100_000);
    bytes.set('/novo', entry('x'.repeat(1000)), bytes.generation);
    expect(bytes.get('/novo')).toBeDefined();
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
