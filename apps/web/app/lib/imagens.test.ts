import { describe, expect, it } from 'vitest';
import { imagemDaNoticia, imagemDestaque, imagemPrincipal, urlImagem, urlLogo } from './imagens';

describe('image fallback order', () => {
  it('the first image block wins', () => {
    const materia = [
      { tipo: 'texto', value: 'notice_saude.jpg' },
      { tipo: 'image', value: 'a.jpg' },
      { tipo: 'image', value: 'b.jpg' },
    ];
    expect(imagemPrincipal(materia)).toBe('a.jpg');
    expect(imagemDaNoticia(materia)).toBe('a.jpg');
    expect(imagemDestaque(materia)).toBe('a.jpg');
  });
  it("no image block: main-image lookup gives 'nada'; cards use a notice_ block", () => {
    const materia = [
      { tipo: 'texto', value: 'texto' },
      { tipo: 'outro', value: 'notice_vacina.jpg' },
    ];
    expect(imagemPrincipal(materia)).toBe('nada');
    expect(imagemDaNoticia(materia)).toBe('notice_vacina.jpg');
  });
  it('nothing at all: Default.jpg', () => {
    expect(imagemDaNoticia([])).toBe('Default.jpg');
    expect(imagemDaNoticia([{ tipo: 'texto', value: 'x' }])).toBe('Default.jpg');
    expect(imagemDestaque([{ tipo: 'texto', value: 'notice_x.jpg' }])).toBe('Default.jpg');
  });
  it('builds /image and /image/logo addresses', () => {
    expect(urlImagem('', 'a b.jpg')).toBe('/image/a%20b.jpg');
    expect(urlImagem('https://api.example.org', 'a.jpg')).toBe('https://api.example.org/image/a.jpg');
    expect(urlLogo('', 'logo.png')).toBe('/image/logo/logo.png');
  });
});
