// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createNonce } from './page-renderer.ts';

describe('createNonce', () => {
  it('gives 128 random bits in base64, never the same twice, across refills of its reserve', () => {
    // 2 000 nonces use the 4 KiB reserve almost eight times over.
    const nonces = Array.from({ length: 2000 }, createNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const n of nonces) {
      expect(n).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(n, 'base64')).toHaveLength(16);
    }
  });

  it('is not a counter: consecutive nonces share no long run of bytes', () => {
    const [a, b] = [Buffer.from(createNonce(), 'base64'), Buffer.from(createNonce(), 'base64')];
    let equal = 0;
    for (let i = 0; i < 16; i++) if (a[i] === b[i]) equal++;
    expect(equal).toBeLessThan(8);
  });
});
