/**
 * The small repairs the migration makes to what the source sends (docs/decisions/034-migracao-do-site-atual.md).
 * Each returns the repaired value and, when it changed anything, a sentence for the report.
 */
import { FILE_NAME } from '../bundle/format.ts';

export interface Fixed<T> {
  value: T;
  fix?: string;
}

/** An integer id from a number or a string of digits ("12", Sequelize's BIGINT), or null. */
export function parseId(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : Number.NaN;
  return Number.isSafeInteger(n) && n >= 1 && n <= 2147483647 ? n : null;
}

/** A text trimmed of spaces at both ends (and NUL removed: PostgreSQL refuses it in text). */
export function cleanText(v: unknown, field: string): Fixed<string> | null {
  if (typeof v !== 'string') return typeof v === 'number' ? { value: String(v), fix: `${field}: número convertido em texto` } : null;
  const value = v.replaceAll('\u0000', '').trim();
  return value === v ? { value } : { value, fix: `${field}: espaços nas pontas removidos` };
}

/** The offset the old site's dates without a zone are read in: Brasília (no daylight saving since 2019). */
const BRASILIA = '-03:00';
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

function valid(iso: string): boolean {
  const d = new Date(iso);
  return !Number.isNaN(d.getTime()) && d.getUTCFullYear() >= 1900 && d.getUTCFullYear() <= 2200;
}

/**
 * A date-time with a zone, as the bundle asks (ISO 8601). Accepted: ISO with a zone (kept as is);
 * ISO or "yyyy-mm-dd hh:mm[:ss]" without one (read as Brasília time); "yyyy-mm-dd";
 * "dd/mm/yyyy[ hh:mm[:ss]]"; a Unix time in seconds or milliseconds. Anything else: null.
 */
export function parseDate(v: unknown, field: string): Fixed<string> | null {
  if (typeof v === 'number' && Number.isFinite(v)) {
    const ms = v < 1e11 ? v * 1000 : v;
    const iso = new Date(ms).toISOString();
    return valid(iso) ? { value: iso, fix: `${field}: data em tempo Unix (${v}) convertida` } : null;
  }
  if (typeof v !== 'string') return null;
  const s = v.trim();
  if (ISO_WITH_ZONE.test(s))
    return valid(s) ? (s === v ? { value: s } : { value: s, fix: `${field}: espaços nas pontas removidos` }) : null;
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?)?(?:\s*(Z|[+-]\d{2}:?\d{2}|UTC|GMT))?$/.exec(s);
  if (m) {
    const [, y, mo, d, h = '00', mi = '00', se = '00', frac = '', zone] = m;
    const z = !zone
      ? BRASILIA
      : zone === 'UTC' || zone === 'GMT' || zone === 'Z'
        ? 'Z'
        : zone.includes(':')
          ? zone
          : `${zone.slice(0, 3)}:${zone.slice(3)}`;
    const iso = `${y}-${mo}-${d}T${h}:${mi}:${se}${frac}${z}`;
    return valid(iso) ? { value: iso, fix: `${field}: data "${v}" convertida para ${iso}${zone ? '' : ' (hora de Brasília)'}` } : null;
  }
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(s);
  if (m) {
    const [, d, mo, y, h = '0', mi = '00', se = '00'] = m;
    const pad = (x: string) => x.padStart(2, '0');
    const iso = `${y}-${pad(mo as string)}-${pad(d as string)}T${pad(h)}:${mi}:${se}${BRASILIA}`;
    // 31/02 would roll over into March: refused, not guessed.
    const check = new Date(iso);
    if (!valid(iso) || new Date(check.getTime() - 3 * 3600_000).getUTCDate() !== Number(d)) return null;
    return { value: iso, fix: `${field}: data "${v}" convertida para ${iso} (hora de Brasília)` };
  }
  return null;
}

/**
 * A file name from the source made safe for the bundle (letters, digits, ".", "_", "-", at most
 * 121 characters, never a path): percent-decoded, accents removed, separators and other
 * characters turned into "-". `taken` holds the names already given (lower case),
 * so that two different sources never land in one file. Null when nothing usable is left.
 */
export function safeFileName(original: string, taken: Set<string>): string | null {
  let base = original;
  try {
    base = decodeURIComponent(base);
  } catch {
    // an invalid percent sequence stays as it is and is replaced below
  }
  // Separators become "-" (a name is never a path); runs of dots and dashes ("..") collapse.
  let name = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/-\./g, '.')
    .replace(/\.-/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
    .replace(/[-.]+$/, '');
  const dot = name.lastIndexOf('.');
  let stem = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot).slice(0, 10) : '';
  stem = stem.slice(0, 121 - ext.length - 4).replace(/[-.]+$/, '');
  if (!stem) return null;
  name = `${stem}${ext}`;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${stem}-${n}${ext}`;
  if (!FILE_NAME.test(name)) return null;
  taken.add(name.toLowerCase());
  return name;
}
