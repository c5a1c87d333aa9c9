/**
 * The check of the site's INTERNAL_TOKEN (the X-Cosems-Internal header), in constant time: `===`
 * stops at the first differing character, and the time it takes tells a client how much of its
 * guess was right. Both sides are hashed first, so the comparison also takes the same time
 * whatever the length of the guess (timingSafeEqual needs equal lengths).
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Two secrets compared in constant time (the back office's anti-CSRF token); an empty one matches nothing. */
export function secretsMatch(given: string, expected: string): boolean {
  return given.length > 0 && expected.length > 0 && timingSafeEqual(digest(given), digest(expected));
}

/** A check of the header against `token`; an empty token matches nothing. The token's digest is made once. */
export function createInternalTokenCheck(token: string): (given: string | string[] | undefined) => boolean {
  const expected = digest(token);
  return (given) => typeof given === 'string' && given.length > 0 && token.length > 0 && timingSafeEqual(digest(given), expected);
}
