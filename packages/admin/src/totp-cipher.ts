/**
 * TOTP secrets encrypted at rest (issue 25, item 11; docs/decisions/042): AES-256-GCM with a random
 * 96-bit IV, the account's id as associated data (a value copied to another account's row does not
 * decrypt), stored as `v1:<key id>:<iv>:<ciphertext and tag>` (base64url). The first key of
 * TOTP_KEYS encrypts; every key decrypts, so a key can be rotated without a flag day.
 *
 * A value without the prefix is a base32 secret stored in clear (before TOTP_KEYS, or without it):
 * still read, and re-encrypted by its next successful use or by `npm run admin --
 * recifrar-segundo-fator`. Base32 has no ':', so the two forms cannot be confused.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { TotpKey } from '@cosems/db';

const PREFIXO = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class TotpCipher {
  private readonly keys: readonly TotpKey[];

  constructor(keys: readonly TotpKey[] = []) {
    this.keys = keys;
  }

  /** Whether secrets are encrypted at all (TOTP_KEYS set). */
  get active(): boolean {
    return this.keys.length > 0;
  }

  /** The value to store for `secret` of account `usuarioId`: encrypted with the first key, or the secret itself without keys. */
  encrypt(secret: string, usuarioId: number): string {
    const current = this.keys[0];
    if (!current) return secret;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', current.key, iv);
    cipher.setAAD(associatedData(usuarioId));
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${PREFIXO}:${current.id}:${iv.toString('base64url')}:${body.toString('base64url')}`;
  }

  /**
   * The secret a stored value holds, or null when this server cannot read it: its key is not in
   * TOTP_KEYS (removed, or never given to this process), the key under that id is another one, or
   * the value was altered or belongs to another account. Never throws.
   */
  decrypt(stored: string, usuarioId: number): string | null {
    if (!stored.includes(':')) return stored;
    const [prefixo, id, ivText, bodyText, ...rest] = stored.split(':');
    if (prefixo !== PREFIXO || rest.length > 0 || !ivText || !bodyText) return null;
    const key = this.keys.find((k) => k.id === id);
    if (!key) return null;
    const iv = Buffer.from(ivText, 'base64url');
    const body = Buffer.from(bodyText, 'base64url');
    if (iv.length !== IV_BYTES || body.length <= TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key.key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(associatedData(usuarioId));
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  /** Whether a stored value is already as `encrypt` would write it now (same key; in clear when there are no keys). */
  isCurrent(stored: string): boolean {
    const current = this.keys[0];
    return current ? stored.startsWith(`${PREFIXO}:${current.id}:`) : !stored.includes(':');
  }

  /** The key id a stored value names ('' for a value in clear): what an operator is told about an unreadable one. */
  static keyIdOf(stored: string): string {
    return stored.includes(':') ? (stored.split(':')[1] ?? '') : '';
  }
}

function associatedData(usuarioId: number): Buffer {
  return Buffer.from(`cosems-totp:usuario:${usuarioId}`, 'utf8');
}
