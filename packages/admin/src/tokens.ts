import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token, base64url (43 characters): session cookies and CSRF tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256, hex: what the database keeps of a session token or a recovery code. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The public id of a session: enough of its hash to tell one's own sessions apart, nothing more. */
export function publicSessionId(hash: string): string {
  return hash.slice(0, 16);
}

/**
 * Ten recovery codes of ten characters from an alphabet with no look-alikes (no 0/o, 1/l/i), shown
 * as "xxxxx-xxxxx": 10 × log2(31) ≈ 50 bits each, beyond guessing under the sign-in throttle.
 */
const ALFABETO = 'abcdefghjkmnpqrstuvwxyz23456789';
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => ALFABETO[b % ALFABETO.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A typed code as stored: lower case, without spaces or hyphens. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, '');
}
