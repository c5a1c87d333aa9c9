/** The INTERNAL_TOKEN check (src/lib/internal-token.ts): constant-time, and only the exact token passes. */
import { describe, expect, it } from 'vitest';
import { createInternalTokenCheck } from '../../src/lib/internal-token.ts';

describe('createInternalTokenCheck', () => {
  const token = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4';
  const matches = createInternalTokenCheck(token);

  it('the right token passes', () => {
    expect(matches(token)).toBe(true);
  });

  it('a wrong, shorter, longer, empty or missing one fails', () => {
    for (const given of [
      `${token.slice(0, -1)}0`,
      token.slice(0, -1),
      token.slice(0, 1),
      `${token}0`,
      token.toUpperCase(),
      '',
      undefined,
      [token, token],
    ]) {
      expect(matches(given), String(given)).toBe(false);
    }
  });

  it('an empty token matches nothing, not even an empty header', () => {
    const none = createInternalTokenCheck('');
    expect(none('')).toBe(false);
    expect(none('x')).toBe(false);
  });
});
