/**
 * The check of the site's INTERNAL_TOKEN (the X-Cosems-Internal header), in constant time: `===`
 * stops at the first differing character, and the time it takes tells a client how much of its
 * guess was right. Both sides are hashed first, so the comparison also takes the same time
 * whatever the length of the guess (timingSafeEqual needs equal lengths).
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** A check of the header against `token`; an empty token matches nothing. */
export function createInternalTokenCheck(token: string): (given: string | string[] | undefined) => boolean {
  const expected = digest(token);
  return (given) => typeof given === 'string' && given.length > 0 && token.length > 0 && timingSafeEqual(digest(given), expected);
}
