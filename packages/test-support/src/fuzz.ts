/**
 * Seeded generators of hostile input, shared by the API fuzz (apps/api/test/fuzz.test.ts, inject)
 * and the page-route fuzz (apps/web/tests/e2e/fuzz-pages.spec.ts, real HTTP). A fixed seed makes
 * every run send the same requests, so a failure names a request that can be replayed.
 * No imports: the Playwright specs load this without the database packages.
 */

/** A small linear congruential generator: reproducible, good enough to pick from lists. */
export function prng(seed: number): () => number {
  return () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
}

/** Helpers bound to one generator. */
export function createPicker(random: () => number) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  /** One hostile value, sometimes two glued together (e.g. an id followed by SQL). */
  const randomValue = (): string => {
    let value = pick(HOSTILE);
    if (random() < 0.3) value += pick(HOSTILE);
    return value;
  };
  return { pick, valor: randomValue };
}

/**
 * Parameter values: negative, zero, huge and non-numeric ids, unicode, SQL and shell
 * meta-characters, path traversal, over-long segments, repeated slashes and bad percent-encoding.
 * Some are sent raw (not encoded) on purpose: the server must cope with what a client can send.
 */
export const HOSTILE: readonly string[] = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '99999999999999999999',
  '2147483648',
  '-0',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  "1' OR '1'='1",
  '1;DROP TABLE noticias',
  '1--',
  "'",
  '"',
  '`id`',
  '$(id)',
  '| cat /etc/passwd',
  '&&',
  ';',
  '\\',
  '\\\\',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f',
  '%252e%252e',
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%ff%fe',
  'ção',
  'São João del-Rei',
  '😀',
  '\u202e',
  '中文',
  'a'.repeat(600),
  '1'.repeat(400),
  '<script>alert(1)</script>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal log4shell probe
  '${jndi:ldap://x}',
  '*',
  '?',
  '#',
  ' ',
  '%20',
  '+',
  '//',
  '///',
  '.',
  '..',
  '~',
  'Get',
  'banner',
  'destque',
];

/**
 * Whole hostile query strings, appended to page routes: repeated and array-style keys, prototype
 * pollution keys, bad encoding, an over-long value and an over-long query.
 */
export const HOSTILE_QUERIES: readonly string[] = [
  '?q=',
  '?q',
  '?q=%',
  '?q=%zz&page=-1',
  '?page=0',
  '?page=99999999999999999999',
  '?page=NaN&page=2',
  '?q[]=1&q[]=2',
  '?q[a]=1',
  '?__proto__[x]=1',
  '?constructor[prototype][x]=1',
  '?q=%00',
  '?q=%C0%AF',
  `?q=${'a'.repeat(2000)}`,
  `?${'a=1&'.repeat(500)}`,
  '?q=<script>alert(1)</script>',
  "?q=1' OR '1'='1",
  '?q=$(id)',
  '?q=..%2F..%2Fetc%2Fpasswd',
  '?=',
  '?&&&',
  '??',
  '?#',
  '?q=😀&regiao=-1',
  '?_data=routes/home',
  '?index',
  '?_routes=root',
];

/**
 * Path values beyond HOSTILE: encodings that decode to traversal, Windows separators, and
 * addresses past the server's URL limit (2 048) and past Node's request-line limit (16 KB).
 */
export const HOSTILE_PATHS: readonly string[] = [
  '..;/',
  '....//....//etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2f%2f',
  '%5c..%5c..',
  '%%32%65',
  '%u002e%u002e',
  '%c0%ae%c0%ae/',
  '/'.repeat(200),
  '%'.repeat(100),
  '9'.repeat(3000),
  'x'.repeat(20_000),
  '.data',
  '_root.data',
  'index.html',
  '.env',
  '.git/config',
];

/** Makes a value safe for the request line: Node's http client refuses bytes outside ! … ÿ. */
export function toRequestLine(value: string): string {
  return value.replace(/[^\u0021-\u007e]/gu, (c) => encodeURIComponent(c));
}
