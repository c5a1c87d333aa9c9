// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildPageCsp, createNonce, hashMarkedScripts, nonceSource } from './csp.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('createNonce', () => {
  it('gives 128 random bits in base64, never the same twice, across refills of its reserve', () => {
    // 2 000 nonces use the 4 KiB reserve almost eight times over.
    const nonces = Array.from({ length: 2000 }, createNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const n of nonces) {
      expect(n).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(n, 'base64')).toHaveLength(16);
    }
  });

  it('is not a counter: consecutive nonces share no long run of bytes', () => {
    const [a, b] = [Buffer.from(createNonce(), 'base64'), Buffer.from(createNonce(), 'base64')];
    let equal = 0;
    for (let i = 0; i < 16; i++) if (a[i] === b[i]) equal++;
    expect(equal).toBeLessThan(8);
  });
});

describe('buildPageCsp', () => {
  it('lists the script sources after self, and none means only the site files', () => {
    const csp = buildPageCsp('');
    expect(csp([])).toContain("script-src 'self';");
    expect(csp(["'sha256-abc='", "'sha256-def='"])).toContain("script-src 'self' 'sha256-abc=' 'sha256-def=';");
    expect(csp([nonceSource('N0nce')])).toContain("script-src 'self' 'nonce-N0nce';");
    expect(csp([])).not.toContain('unsafe-inline;');
  });

  /** The directives of a policy, by name. */
  const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

  it("the back office's video preview: YouTube's thumbnail host for images and its oEmbed origin for fetch, nothing else changes", () => {
    const publica = directives(buildPageCsp('https://api.cosems.example')([]));
    const admin = directives(buildPageCsp('https://api.cosems.example', { videoPreview: true })([]));
    expect(admin.get('img-src')).toEqual(["'self'", 'https://api.cosems.example', 'https://i.ytimg.com', 'data:']);
    expect(admin.get('connect-src')).toEqual(["'self'", 'https://api.cosems.example', 'https://www.youtube.com']);
    for (const [nome, valor] of publica) if (nome !== 'img-src' && nome !== 'connect-src') expect(admin.get(nome), nome).toEqual(valor);
  });

  it('public pages reach no YouTube host but the player frame (decision 054: the preview is the back office only)', () => {
    const policy = buildPageCsp('')([]);
    expect(directives(policy).get('img-src')).toEqual(["'self'", 'data:']);
    expect(directives(policy).get('connect-src')).toEqual(["'self'"]);
    expect(policy).not.toContain('ytimg');
    expect(policy.match(/youtube/g)).toEqual(['youtube']);
    expect(directives(policy).get('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
  });
});

describe('hashMarkedScripts', () => {
  const marker = 'm4rk3r0123456789abcdef';
  const preferences = 'document.documentElement.dataset.contraste="alto"';
  // Accents: the hash is over the UTF-8 bytes, as a browser computes it.
  const context = 'window.__reactRouterContext={"titulo":"Saúde \\u003c/script\\u003e"};';
  const page = [
    '<!DOCTYPE html><html><head>',
    `<script nonce="${marker}">${preferences}</script>`,
    `<link rel="modulepreload" href="/assets/a.js" nonce="${marker}"/>`,
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '</head><body><main><p>texto</p>',
    // From content: no marker, so no hash.
    '<script>alert(1)</script><SCRIPT src="x.js"></SCRIPT>',
    '</main>',
    `<script nonce="${marker}">${context}</script>`,
    `<script type="module" async="" nonce="${marker}">import "/assets/a.js";</script>`,
    `<script nonce="${marker}">${preferences}</script>`,
    '</body></html>',
  ].join('');

  it('hashes exactly the scripts that carry the marker, once each, in order', () => {
    const { sources } = hashMarkedScripts(page, marker);
    expect(sources).toEqual([sha256(preferences), sha256(context), sha256('import "/assets/a.js";')]);
    expect(sources).not.toContain(sha256('alert(1)'));
  });

  it('removes every marker attribute and leaves the rest of the page as it was', () => {
    const { html } = hashMarkedScripts(page, marker);
    expect(html).not.toContain(marker);
    expect(html).not.toContain('nonce=');
    expect(html).toBe(page.split(` nonce="${marker}"`).join(''));
  });

  it('a script from content cannot get a hash by copying a nonce attribute with another value', () => {
    const forged = page.replace('<script>alert(1)</script>', '<script nonce="adivinhado">alert(2)</script>');
    expect(hashMarkedScripts(forged, marker).sources).not.toContain(sha256('alert(2)'));
  });

  it('refuses a page where the marker appears outside a nonce attribute (it must never leave the process)', () => {
    expect(() => hashMarkedScripts(`${page}<p>${marker}</p>`, marker)).toThrow(/Marcador/);
  });

  it('a page with no inline script gets no hash', () => {
    expect(hashMarkedScripts('<p>só texto</p>', marker)).toEqual({ html: '<p>só texto</p>', sources: [] });
  });
});
