/**
 * Sign-in throttling (docs/decisions/020 and 039): growing delays, never a lockout at the password
 * step. Failed passwords and second-factor codes are counted per client address and per account,
 * in the database (every process sees the same counts). After three failures, the next attempt on
 * that key is refused until 2^(n−4) seconds after the last failure: 1, 2, 4, 8, 16 s…, up to
 * `maxSeconds` (30 by default) for an address and at most 5 s for an account. So an attacker slows
 * down their own address as much as they like, but everyone else who knows the password waits at
 * most 5 s for the account's count; an attempt that is refused is not checked, and not counted. A
 * count is forgotten 15 minutes after its last failure; a successful sign-in clears the account's
 * count (not the address's: a valid account of one's own must not reset the throttle of one's
 * guesses).
 *
 * Atomic (issue 25): an attempt is *reserved* before it is checked — counted as a failure, in one
 * transaction that locks both keys' rows — and given back when it succeeds. Checking the wait and
 * recording the failure after the (30 ms) hash let 40 parallel attempts from one new address all
 * pass the check; with the reservation only the free ones do.
 *
 * An IPv6 client is counted by its /64: one home or one server gets a whole /64 and could
 * otherwise take a fresh address for every guess.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { type Db, tables } from '@cosems/db';
import { asc, eq, inArray, sql } from 'drizzle-orm';

export const FALHAS_LIVRES = 3;
export const ESPERA_MAXIMA_CONTA_SEGUNDOS = 5;
export const JANELA_FALHAS_MINUTOS = 15;

/** Seconds to wait after the n-th failure on a key, before the cap. */
export function delayAfterFailures(failures: number): number {
  return failures <= FALHAS_LIVRES ? 0 : 2 ** (failures - FALHAS_LIVRES - 1);
}

/** The throttle's key of a client address: an IPv4 address as it is, an IPv6 one as its /64 prefix. */
export function addressKey(endereco: string): string {
  const ip = endereco.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip.slice(0, 100);
  const semZona = ip.split('%')[0] ?? ip;
  const [cabeca = '', cauda = ''] = semZona.split('::');
  const partes = (s: string) => (s ? s.split(':') : []);
  // An embedded IPv4 tail (a.b.c.d) is in the last 64 bits: it never changes the /64.
  const antes = partes(cabeca);
  const depois = partes(cauda);
  const grupos = semZona.includes('::') ? [...antes, ...Array(Math.max(0, 8 - antes.length - depois.length)).fill('0'), ...depois] : antes;
  const prefixo = grupos.slice(0, 4).map((g) => (Number.parseInt(g, 16) || 0).toString(16));
  return `${prefixo.join(':')}::/64`;
}

export interface ThrottleKeys {
  endereco: string;
  /** The e-mail as typed, in lower case (an unknown e-mail is counted as well). */
  conta: string;
}

function keysOf({ endereco, conta }: ThrottleKeys) {
  return { endereco: `endereco:${addressKey(endereco)}`, conta: `conta:${conta.toLowerCase().slice(0, 320)}` };
}

type Row = typeof tables.tentativasEntrada.$inferSelect;

/** An attempt counted before it is checked: the keys' counts as they were, to give it back. */
export interface Reserva {
  em: Date;
  anteriores: { chave: string; falhas: number; ultimaEm: Date }[];
}

export class SignInThrottle {
  constructor(
    private readonly db: Db,
    private readonly maxSeconds: number,
  ) {}

  private waitMs(rows: Row[], contaKey: string, now: Date): number {
    let waitMs = 0;
    for (const row of rows) {
      if (now.getTime() - row.ultimaEm.getTime() > JANELA_FALHAS_MINUTOS * 60_000) continue;
      const cap = row.chave === contaKey ? Math.min(ESPERA_MAXIMA_CONTA_SEGUNDOS, this.maxSeconds) : this.maxSeconds;
      const until = row.ultimaEm.getTime() + Math.min(cap, delayAfterFailures(row.falhas)) * 1000;
      waitMs = Math.max(waitMs, until - now.getTime());
    }
    return waitMs;
  }

  /** Whole seconds to wait before this attempt may be checked; 0 when it may be now. Reads only. */
  async secondsToWait(keys: ThrottleKeys, now: Date): Promise<number> {
    const k = keysOf(keys);
    const rows = await this.db
      .select()
      .from(tables.tentativasEntrada)
      .where(inArray(tables.tentativasEntrada.chave, [k.endereco, k.conta]));
    return Math.ceil(this.waitMs(rows, k.conta, now) / 1000);
  }

  /**
   * Reserves one attempt: a Reserva when it may be checked now (it is already counted as a
   * failure on both keys; `release` gives it back if it does not fail), or the whole seconds to
   * wait (nothing counted).
   */
  async reserve(keys: ThrottleKeys, now: Date): Promise<Reserva | number> {
    const k = keysOf(keys);
    const t = tables.tentativasEntrada;
    const cutoff = now.getTime() - JANELA_FALHAS_MINUTOS * 60_000;
    return this.db.transaction(async (tx) => {
      // The rows exist before they are locked; sorted, so two attempts never lock in opposite orders.
      const chaves = [k.endereco, k.conta].sort();
      await tx
        .insert(t)
        .values(chaves.map((chave) => ({ chave, falhas: 0, ultimaEm: new Date(0) })))
        .onConflictDoNothing();
      const rows = await tx.select().from(t).where(inArray(t.chave, chaves)).orderBy(asc(t.chave)).for('update');
      const waitMs = this.waitMs(rows, k.conta, now);
      if (waitMs > 0) return Math.ceil(waitMs / 1000);
      for (const row of rows) {
        const falhas = row.ultimaEm.getTime() < cutoff ? 1 : row.falhas + 1;
        await tx.update(t).set({ falhas, ultimaEm: now }).where(eq(t.chave, row.chave));
      }
      return { em: now, anteriores: rows.map((r) => ({ chave: r.chave, falhas: r.falhas, ultimaEm: r.ultimaEm })) };
    });
  }

  /**
   * Gives back a reservation whose attempt did not fail (it succeeded, or was never checked): each
   * key as it was before, unless another attempt has counted on it since (then one less). So a
   * right password does not restart the account's delay for the code that follows. A full sign-in
   * then clears the account's count (clearAccount).
   */
  async release(reserva: Reserva): Promise<void> {
    const t = tables.tentativasEntrada;
    for (const antes of reserva.anteriores) {
      await this.db
        .update(t)
        .set({
          falhas: sql`case when ${t.ultimaEm} = ${reserva.em.toISOString()}::timestamptz then ${antes.falhas} else greatest(${t.falhas} - 1, 0) end`,
          ultimaEm: sql`case when ${t.ultimaEm} = ${reserva.em.toISOString()}::timestamptz then ${antes.ultimaEm.toISOString()}::timestamptz else ${t.ultimaEm} end`,
        })
        .where(eq(t.chave, antes.chave));
    }
  }

  async clearAccount(conta: string): Promise<void> {
    await this.db.delete(tables.tentativasEntrada).where(inArray(tables.tentativasEntrada.chave, [keysOf({ endereco: '', conta }).conta]));
  }
}
