import { describe, expect, it } from 'vitest';
import {
  getShortcutTarget,
  increaseFontStep,
  decreaseFontStep,
  getCookie,
  parseFontStep,
  clampFontStep,
  MAX_FONT_STEP,
  MIN_FONT_STEP,
  PREFERENCES_SCRIPT,
  FONT_SIZES,
  serializeCookie,
} from './preferences';

const tecla = (key: string, extra: Partial<Parameters<typeof getShortcutTarget>[0]> = {}) => ({
  key,
  altKey: true,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...extra,
});

describe('preference cookies', () => {
  it('last a year on the whole site, SameSite=Lax, and Secure over HTTPS only', () => {
    expect(serializeCookie('cosems-fonte', '2', true)).toBe('cosems-fonte=2; path=/; max-age=31536000; SameSite=Lax; Secure');
    expect(serializeCookie('cosems-contraste', 'alto', false)).toBe('cosems-contraste=alto; path=/; max-age=31536000; SameSite=Lax');
  });
});

describe('text size', () => {
  it('has 3 steps each way, growing', () => {
    expect(MIN_FONT_STEP).toBe(-3);
    expect(MAX_FONT_STEP).toBe(3);
    const sizes = [-3, -2, -1, 0, 1, 2, 3].map((p) => FONT_SIZES[p] as number);
    expect(sizes[3]).toBe(100);
    expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
  });
  it('A+ and A- stop at the bounds', () => {
    let p = 0;
    for (let i = 0; i < 10; i++) p = increaseFontStep(p);
    expect(p).toBe(3);
    for (let i = 0; i < 10; i++) p = decreaseFontStep(p);
    expect(p).toBe(-3);
    expect(increaseFontStep(-3)).toBe(-2);
    expect(decreaseFontStep(0)).toBe(-1);
  });
  it('clamps and cleans stored values', () => {
    expect(clampFontStep(9)).toBe(3);
    expect(clampFontStep(-9)).toBe(-3);
    expect(clampFontStep(Number.NaN)).toBe(0);
    expect(clampFontStep(1.7)).toBe(1);
    expect(parseFontStep('2')).toBe(2);
    expect(parseFontStep('-1')).toBe(-1);
    expect(parseFontStep('7')).toBe(3);
    expect(parseFontStep('abc')).toBe(0);
    expect(parseFontStep(null)).toBe(0);
  });
  it('reads one cookie out of document.cookie', () => {
    expect(getCookie('a=1; cosems-fonte=2; b=3', 'cosems-fonte')).toBe('2');
    expect(getCookie('a=1', 'cosems-fonte')).toBeNull();
  });
});

describe('shortcuts (Alt+1…Alt+4)', () => {
  it('maps Alt+digit to the four targets', () => {
    expect(['1', '2', '3', '4'].map((k) => getShortcutTarget(tecla(k)))).toEqual(['conteudo', 'menu', 'busca', 'rodape']);
  });
  it('also Alt+Shift (key is then a symbol; code says the digit) and the numeric keypad', () => {
    expect(getShortcutTarget(tecla('!', { shiftKey: true, code: 'Digit1' }))).toBe('conteudo');
    expect(getShortcutTarget(tecla('$', { shiftKey: true, code: 'Digit4' }))).toBe('rodape');
    expect(getShortcutTarget(tecla('¡', { code: 'Digit1' }))).toBe('conteudo');
    expect(getShortcutTarget(tecla('3', { code: 'Numpad3' }))).toBe('busca');
  });
  it('ignores other keys, no Alt, Ctrl and Meta', () => {
    expect(getShortcutTarget(tecla('5', { code: 'Digit5' }))).toBeNull();
    expect(getShortcutTarget(tecla('1', { altKey: false }))).toBeNull();
    expect(getShortcutTarget(tecla('1', { ctrlKey: true }))).toBeNull();
    expect(getShortcutTarget(tecla('1', { metaKey: true }))).toBeNull();
    expect(getShortcutTarget(tecla('a', { code: 'KeyA' }))).toBeNull();
  });
});

describe('inline script of <head>', () => {
  function run(cookie: string) {
    document.documentElement.className = '';
    document.documentElement.removeAttribute('data-fonte');
    document.documentElement.removeAttribute('data-bs-theme');
    for (const c of document.cookie.split(';')) {
      const name = c.split('=')[0]?.trim();
      // biome-ignore lint/suspicious/noDocumentCookie: test set-up
      if (name) document.cookie = `${name}=; max-age=0; path=/`;
    }
    for (const c of cookie.split(';').filter(Boolean)) {
      // biome-ignore lint/suspicious/noDocumentCookie: test set-up
      document.cookie = `${c.trim()}; path=/`;
    }
    new Function(PREFERENCES_SCRIPT)();
    return document.documentElement;
  }
  it('applies high contrast and the text size from the cookies', () => {
    const html = run('cosems-contraste=alto;cosems-fonte=2');
    expect(html.classList.contains('alto-contraste')).toBe(true);
    expect(html.getAttribute('data-bs-theme')).toBe('dark');
    expect(html.getAttribute('data-fonte')).toBe('2');
  });
  it('leaves <html> alone with no or normal choices', () => {
    const html = run('cosems-contraste=normal;cosems-fonte=0');
    expect(html.classList.contains('alto-contraste')).toBe(false);
    expect(html.hasAttribute('data-fonte')).toBe(false);
    expect(run('cosems-fonte=-3').getAttribute('data-fonte')).toBe('-3');
    expect(run('cosems-fonte=9').hasAttribute('data-fonte')).toBe(false);
  });
});
