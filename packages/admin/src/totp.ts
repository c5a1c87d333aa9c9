/**
 * Two-factor codes (TOTP, RFC 6238): 6 digits, 30-second steps, SHA-1 (what every authenticator
 * app reads). A code of the step before or after is accepted (clock drift of a phone), and a step
 * already used is refused: each code works once.
 */
import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';

export const TOTP_EMISSOR = 'COSEMS/MG';

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The key as people type it: groups of four letters. */
export function formatTotpSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: TOTP_EMISSOR, label: email, secret });
}

/** The QR code of the key as inline SVG markup (no request to anyone). */
export function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The code an authenticator shows at `epochSeconds` (tests, and the CLI's check). */
export function totpCode(secret: string, epochSeconds = Math.floor(Date.now() / 1000)): string {
  return generateSync({ secret, epoch: epochSeconds });
}

/**
 * The time step a code belongs to, or null when it is wrong or its step is not after `lastStep`.
 * Anything but six digits (spaces allowed, as apps show "123 456") is refused without work.
 */
export function verifyTotp(
  secret: string,
  code: string,
  lastStep: number | null,
  epochSeconds = Math.floor(Date.now() / 1000),
): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = verifySync({ secret, token, epoch: epochSeconds, epochTolerance: 30, afterTimeStep: lastStep ?? undefined });
  // The functional verify types HOTP's and TOTP's results together; only TOTP's carries timeStep.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
