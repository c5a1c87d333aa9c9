/**
 * The accessibility bar's pure pieces: text-size steps and their bounds, the keyboard shortcuts
 * (eMAG: Alt+1…Alt+4) and the inline script that applies the saved choices before first paint.
 *
 * Choices are kept in cookies (readable by the inline script in <head> before the body renders,
 * and sent with every request), one year long.
 */

/** Text size: steps from −3 to +3 around the default (0), as a percentage of the browser's size. */
export const MIN_FONT_STEP = -3;
export const MAX_FONT_STEP = 3;
export const FONT_SIZES: Record<number, number> = { [-3]: 85, [-2]: 90, [-1]: 95, 0: 100, 1: 115, 2: 130, 3: 150 };

export const CONTRAST_COOKIE = 'cosems-contraste';
export const FONT_COOKIE = 'cosems-fonte';
export const CONTRAST_CLASS = 'alto-contraste';
export const FONT_ATTRIBUTE = 'data-fonte';

/** Keeps a step inside the bounds; anything not a number is the default step 0. */
export function clampFontStep(passo: number): number {
  if (!Number.isFinite(passo)) return 0;
  return Math.min(MAX_FONT_STEP, Math.max(MIN_FONT_STEP, Math.trunc(passo)));
}

export function increaseFontStep(passo: number): number {
  return clampFontStep(passo + 1);
}

export function decreaseFontStep(passo: number): number {
  return clampFontStep(passo - 1);
}

/** Reads a step as stored in a cookie ('2', '-1'); garbage is 0. */
export function parseFontStep(value: string | null | undefined): number {
  if (value == null || !/^-?\d+$/.test(value.trim())) return 0;
  return clampFontStep(Number(value));
}

/**
 * A preference cookie as written by the bar: the whole site, a year, not sent on cross-site
 * requests, and Secure when the page came over HTTPS (over plain http, in development, a Secure
 * cookie would not be kept). Not HttpOnly: the inline script in <head> has to read it, and it
 * holds nothing but a display choice.
 */
export function serializeCookie(name: string, value: string, https: boolean): string {
  return `${name}=${encodeURIComponent(value)}; path=/; max-age=${60 * 60 * 24 * 365}; SameSite=Lax${https ? '; Secure' : ''}`;
}

/** Value of one cookie in a `document.cookie` string, or null. */
export function getCookie(cookies: string, name: string): string | null {
  for (const parte of cookies.split(';')) {
    const [chave, ...resto] = parte.trim().split('=');
    if (chave === name) return decodeURIComponent(resto.join('='));
  }
  return null;
}

/** The targets of the bar's links and of Alt+1…Alt+4 (eMAG), in order. */
export const SHORTCUTS = [
  { tecla: '1', alvo: 'conteudo', rotulo: 'Ir para o conteúdo' },
  { tecla: '2', alvo: 'menu', rotulo: 'Ir para o menu' },
  { tecla: '3', alvo: 'busca', rotulo: 'Ir para a busca' },
  { tecla: '4', alvo: 'rodape', rotulo: 'Ir para o rodapé' },
] as const;

export type ShortcutTarget = (typeof SHORTCUTS)[number]['alvo'];

/** The shape of a keydown event the shortcut mapping needs (KeyboardEvent fits). */
export interface ShortcutKey {
  key: string;
  code?: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey?: boolean;
}

/**
 * Alt+1…Alt+4 (also Alt+Shift+1…4, for browsers where Alt+digit is taken) → the target's id;
 * anything else → null. With Shift or another layout `key` is not the digit, so `code` (Digit1,
 * Numpad1) is read too. Ctrl and Meta combinations are left to the browser.
 */
export function getShortcutTarget(e: ShortcutKey): ShortcutTarget | null {
  if (!e.altKey || e.ctrlKey || e.metaKey) return null;
  const digito = /^[1-4]$/.test(e.key) ? e.key : /^(?:Digit|Numpad)([1-4])$/.exec(e.code ?? '')?.[1];
  if (!digito) return null;
  return SHORTCUTS.find((a) => a.tecla === digito)?.alvo ?? null;
}

/**
 * The inline script of <head>: before the body is parsed, puts the high-contrast class and the
 * text-size attribute on <html>, so the first paint already has them (no flash).
 */
export const PREFERENCES_SCRIPT = `(function(){try{var d=document.documentElement,c=document.cookie,m=/(?:^|;\\s*)${CONTRAST_COOKIE}=alto(?:;|$)/.test(c),f=/(?:^|;\\s*)${FONT_COOKIE}=(-?[0-3])(?:;|$)/.exec(c);if(m){d.classList.add('${CONTRAST_CLASS}');d.setAttribute('data-bs-theme','dark')}if(f&&f[1]!=='0'&&f[1]!=='-0')d.setAttribute('${FONT_ATTRIBUTE}',f[1])}catch(e){}})();`;
