import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@cosems/contracts';
import { sanitizeNewsHtml } from '@cosems/db/sanitize';
import {
  getImageAttributes,
  getNoticiaImages,
  getNoticiaImage,
  getDestaqueImage,
  getMainImage,
  createBodyImageAttributes,
  IMAGE_PROFILES,
  getImageSrcSet,
  getImageUrl,
  getImageWidthFor,
  getLogoUrl,
  getSizedImageUrl,
  getVariantUrl,
} from './images';

describe('image fallback order', () => {
  it('the first image block wins', () => {
    const materia = [
      { tipo: 'texto', value: 'notice_saude.jpg' },
      { tipo: 'image', value: 'a.jpg' },
      { tipo: 'image', value: 'b.jpg' },
    ];
    expect(getMainImage(materia)).toBe('a.jpg');
    expect(getNoticiaImage(materia)).toBe('a.jpg');
    expect(getDestaqueImage(materia)).toBe('a.jpg');
  });
  it("no image block: main-image lookup gives 'nada'; cards use a notice_ block", () => {
    const materia = [
      { tipo: 'texto', value: 'texto' },
      { tipo: 'outro', value: 'notice_vacina.jpg' },
    ];
    expect(getMainImage(materia)).toBe('nada');
    expect(getNoticiaImage(materia)).toBe('notice_vacina.jpg');
  });
  it('nothing at all: Default.jpg', () => {
    expect(getNoticiaImage([])).toBe('Default.jpg');
    expect(getNoticiaImage([{ tipo: 'texto', value: 'x' }])).toBe('Default.jpg');
    expect(getDestaqueImage([{ tipo: 'texto', value: 'notice_x.jpg' }])).toBe('Default.jpg');
  });
  it('builds /image and /image/logo addresses', () => {
    expect(getImageUrl('', 'a b.jpg')).toBe('/image/a%20b.jpg');
    expect(getImageUrl('https://api.example.org', 'a.jpg')).toBe('https://api.example.org/image/a.jpg');
    expect(getLogoUrl('', 'logo.png')).toBe('/image/logo/logo.png');
  });
});

describe('responsive images', () => {
  it('every slot offers only widths the API serves, in increasing order, with sizes', () => {
    for (const [name, perfil] of Object.entries(IMAGE_PROFILES)) {
      expect(perfil.larguras.length, name).toBeGreaterThan(1);
      for (const w of perfil.larguras) expect(IMAGE_WIDTHS, name).toContain(w);
      expect(
        [...perfil.larguras].sort((a, b) => a - b),
        name,
      ).toEqual(perfil.larguras);
      expect(perfil.sizes, name).toMatch(/\d+(px|vw)$/);
    }
  });

  it('builds variant addresses and a srcset from an /image address', () => {
    expect(getVariantUrl('/image/a%20b.jpg', 640)).toBe('/image/a%20b.jpg?w=640');
    expect(getImageSrcSet('https://api.example.org/image/a.jpg', { larguras: [320, 640], sizes: '100vw' })).toBe(
      'https://api.example.org/image/a.jpg?w=320 320w, https://api.example.org/image/a.jpg?w=640 640w',
    );
  });

  it('writes only widths the API serves: a width outside IMAGE_WIDTHS does not compile (issue 26, item 3)', () => {
    // @ts-expect-error 400 is not a variant width: the API answers 400 to ?w=400 (the share-card preview's broken image).
    const recusada = getVariantUrl('/image/a.jpg', 400);
    expect(recusada).toBe('/image/a.jpg?w=400');
  });

  it('picks a served width for an image drawn at a fixed size, sharp at two device pixels per CSS pixel', () => {
    expect(getImageWidthFor(400)).toBe(480);
    expect(getImageWidthFor(480)).toBe(480);
    expect(getImageWidthFor(1)).toBe(IMAGE_WIDTHS[0]);
    expect(getImageWidthFor(10_000)).toBe(IMAGE_WIDTHS.at(-1));
    for (let px = 1; px <= 2500; px++) expect(IMAGE_WIDTHS).toContain(getImageWidthFor(px));
    // The share-card preview of the news form, drawn 400 px wide (features/redacao/cortes.tsx).
    expect(getSizedImageUrl('/image/a.jpg', 400)).toBe('/image/a.jpg?w=960');
    expect(getSizedImageUrl('/image/a.jpg', 36)).toBe('/image/a.jpg?w=160');
  });

  it('loads lazily by default, eagerly with high priority for the main image of the first screen', () => {
    const url = getImageUrl('', 'a.jpg');
    expect(getImageAttributes(url, IMAGE_PROFILES.cartao)).toEqual({
      src: '/image/a.jpg',
      srcSet: getImageSrcSet(url, IMAGE_PROFILES.cartao),
      sizes: IMAGE_PROFILES.cartao.sizes,
      loading: 'lazy',
      decoding: 'async',
    });
    expect(getImageAttributes(url, IMAGE_PROFILES.banner, 'prioritario')).toMatchObject({ loading: 'eager', fetchPriority: 'high' });
    const normal = getImageAttributes(url, IMAGE_PROFILES.logo, 'normal');
    expect(normal.loading).toBe('eager');
    expect(normal).not.toHaveProperty('fetchPriority');
  });

  // What the server does to a body before rendering it (apps/web/server/data-port/site-policies.ts).
  const addResponsiveImages = (html: string) => sanitizeNewsHtml(html, createBodyImageAttributes());

  it('gives the images of a news body a srcset; the first loads with priority, the rest lazily', () => {
    const html = '<p>a</p><img src="/image/um.jpg" alt="Um &gt; dois" /><p>b</p><img src="/image/dois.png" alt="" width="10" height="5" />';
    const out = addResponsiveImages(html);
    const doc = new DOMParser().parseFromString(out, 'text/html');
    const [um, dois] = [...doc.images];
    expect(um?.getAttribute('alt')).toBe('Um > dois');
    expect(um?.getAttribute('srcset')).toBe(getImageSrcSet('/image/um.jpg', IMAGE_PROFILES.corpoNoticia));
    expect(um?.getAttribute('sizes')).toBe(IMAGE_PROFILES.corpoNoticia.sizes);
    expect(um?.getAttribute('loading')).toBe('eager');
    expect(um?.getAttribute('fetchpriority')).toBe('high');
    expect(dois?.getAttribute('loading')).toBe('lazy');
    expect(dois?.getAttribute('decoding')).toBe('async');
    expect(dois?.getAttribute('width')).toBe('10');
    expect(out).toContain('<p>a</p>');
    // The same markup the regular expression wrote before (docs/decisions/015).
    expect(out).toBe(
      `<p>a</p><img src="/image/um.jpg" alt="Um &gt; dois" srcset="${getImageSrcSet('/image/um.jpg', IMAGE_PROFILES.corpoNoticia)}" ` +
        `sizes="${IMAGE_PROFILES.corpoNoticia.sizes}" loading="eager" fetchpriority="high" /><p>b</p>` +
        `<img src="/image/dois.png" alt="" width="10" height="5" srcset="${getImageSrcSet('/image/dois.png', IMAGE_PROFILES.corpoNoticia)}" ` +
        `sizes="${IMAGE_PROFILES.corpoNoticia.sizes}" loading="lazy" decoding="async" />`,
    );
  });

  it('gives nothing to images that are not ours, and replaces what a body says about loading', () => {
    expect(addResponsiveImages('<img src="data:image/png;base64,xx" alt="" /><p>sem imagem</p>')).toBe('<img alt="" /><p>sem imagem</p>');
    const doc = new DOMParser().parseFromString(
      addResponsiveImages('<img src="/image/a.jpg" loading="lazy" srcset="https://outro.example/x.jpg 1w" sizes="1px" alt="" />'),
      'text/html',
    );
    const [a] = [...doc.images];
    expect(a?.getAttribute('loading')).toBe('eager');
    expect(a?.getAttribute('srcset')).toBe(getImageSrcSet('/image/a.jpg', IMAGE_PROFILES.corpoNoticia));
    expect(a?.getAttribute('sizes')).toBe(IMAGE_PROFILES.corpoNoticia.sizes);
  });
});

describe('the images a summary may be drawn with', () => {
  it('the card’s, the highlight’s and the banner’s (the loaders fetch their focal points)', () => {
    const materia = [{ tipo: 'image', value: 'principal.jpg' }];
    expect(getNoticiaImages({ materia, banner_image: 'faixa.jpg' } as never)).toEqual(['principal.jpg', 'principal.jpg', 'faixa.jpg']);
    expect(getNoticiaImages({ materia: [], banner_image: null } as never)).toEqual(['Default.jpg', 'Default.jpg']);
  });
});
