import type { NoticiaSummary } from '@cosems/contracts';
import { describe, expect, it } from 'vitest';
import { CAROUSEL_INTERVAL, ARROW_SCROLL } from './banner';
import { splitLinkColumns } from './link-columns';
import { getGalleryItems, GALLERY_MIN } from './gallery';
import { EMBLA_OPTIONS, PARCEIROS } from './parceiros';

function noticia(id: number, criacao: string): NoticiaSummary {
  return {
    id,
    title: `N${id}`,
    sub_title: null,
    data_criacao: criacao,
    data_publicao: criacao,
    regioesNoticias: [],
    materia: [],
    escritor: null,
    banner_image: null,
    destaque_image: null,
  };
}

describe('highlighted gallery', () => {
  it('needs 4 items', () => {
    expect(GALLERY_MIN).toBe(4);
    expect(
      getGalleryItems([noticia(1, '2026-01-01T00:00:00Z'), noticia(2, '2026-01-02T00:00:00Z'), noticia(3, '2026-01-03T00:00:00Z')]),
    ).toEqual([]);
  });
  it('sorts by creation date, newest first, and keeps 4', () => {
    const items = [
      noticia(1, '2026-01-01T00:00:00Z'),
      noticia(2, '2026-03-01T00:00:00Z'),
      noticia(3, '2026-02-01T00:00:00Z'),
      noticia(4, '2026-05-01T00:00:00Z'),
      noticia(5, '2026-04-01T00:00:00Z'),
    ];
    expect(getGalleryItems(items).map((n) => n.id)).toEqual([4, 5, 2, 3]);
  });
});

describe('useful links', () => {
  it('4 columns of 5', () => {
    const links = Array.from({ length: 23 }, (_, i) => i);
    const columns = splitLinkColumns(links);
    expect(columns).toHaveLength(4);
    expect(columns.map((c) => c.length)).toEqual([5, 5, 5, 5]);
    expect(splitLinkColumns(links.slice(0, 7)).map((c) => c.length)).toEqual([5, 2]);
    expect(splitLinkColumns([])).toEqual([]);
  });
});

describe('carousel constants', () => {
  it('banner: 5000 ms, arrow scrolls 600 px', () => {
    expect(CAROUSEL_INTERVAL).toBe(5000);
    expect(ARROW_SCROLL).toBe(600);
  });
  it('partners: 4 slides, scroll 1, 2000 ms, loop; 3/2/1 slides at 1024/600/480, 2nd slide first at 600', () => {
    expect(PARCEIROS.slides).toBe(4);
    expect(PARCEIROS.intervalo).toBe(2000);
    expect(PARCEIROS.breakpoints.map((b) => [b.maxWidth, b.slides])).toEqual([
      [1024, 3],
      [600, 2],
      [480, 1],
    ]);
    expect(EMBLA_OPTIONS.loop).toBe(true);
    expect(EMBLA_OPTIONS.slidesToScroll).toBe(1);
    expect(EMBLA_OPTIONS.breakpoints['(max-width: 600px)'].startIndex).toBe(1);
    expect(EMBLA_OPTIONS.breakpoints['(max-width: 480px)'].startIndex).toBe(0);
  });
});
