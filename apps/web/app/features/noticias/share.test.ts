import { describe, expect, it } from 'vitest';
import { getShareLinks } from './share';

describe('getShareLinks', () => {
  const url = 'https://www.cosems.example/noticia/7';
  const titulo = 'Saúde & "SUS": 100% #MG?';
  const links = Object.fromEntries(getShareLinks(url, titulo).map((l) => [l.rede, l.href]));
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(titulo);

  it('gives the five networks in order', () => {
    expect(getShareLinks(url, titulo).map((l) => l.rede)).toEqual(['WhatsApp', 'Facebook', 'LinkedIn', 'X', 'E-mail']);
  });
  it('encodes the absolute address and the title', () => {
    expect(links.WhatsApp).toBe(`https://wa.me/?text=${encodeURIComponent(`${titulo} ${url}`)}`);
    expect(links.Facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${u}`);
    expect(links.LinkedIn).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${u}`);
    expect(links.X).toBe(`https://x.com/intent/tweet?url=${u}&text=${t}`);
    expect(links['E-mail']).toBe(`mailto:?subject=${t}&body=${encodeURIComponent(`${titulo}\n\n${url}`)}`);
  });
  it('the parameters decode back to the address and title', () => {
    const x = new URL(links.X as string);
    expect(x.searchParams.get('url')).toBe(url);
    expect(x.searchParams.get('text')).toBe(titulo);
    expect(new URL(links.Facebook as string).searchParams.get('u')).toBe(url);
    expect(links.X).not.toMatch(/[ "#&]SUS/);
  });
});
