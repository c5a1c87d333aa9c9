import { describe, expect, it } from 'vitest';
import { getFocoStyle, pickFocos, toPercent } from './image-focus';

describe('focal points on the public site', () => {
  const lista = [
    { imagem: 'banner-01.jpg', x: 0.2, y: 0.3 },
    { imagem: 'outra.jpg', x: 0.9, y: 0.1 },
  ];

  it('a page receives only the points of the images it draws', () => {
    expect(pickFocos(lista, ['banner-01.jpg', 'Default.jpg'])).toEqual({ 'banner-01.jpg': [0.2, 0.3] });
    expect(pickFocos(lista, [])).toEqual({});
  });

  it('object-position puts the point where it is in the image, in percent to a tenth', () => {
    expect(getFocoStyle({ 'a.jpg': [0.2, 0.3] }, 'a.jpg')).toEqual({ objectPosition: '20% 30%' });
    expect(getFocoStyle({ 'a.jpg': [0.1234, 1] }, 'a.jpg')).toEqual({ objectPosition: '12.3% 100%' });
    expect(toPercent(0)).toBe('0%');
  });

  it('no point: no style (the CSS centre); a value out of range is clamped', () => {
    expect(getFocoStyle({ 'a.jpg': [0.2, 0.3] }, 'b.jpg')).toBeUndefined();
    expect(toPercent(-1)).toBe('0%');
    expect(toPercent(7)).toBe('100%');
    expect(toPercent(Number.NaN)).toBe('50%');
  });
});
