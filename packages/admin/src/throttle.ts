/**
 * Sign-in throttling (docs/decisions/020): growing delays, never a lockout. Failed passwords and
 * second-factor codes are counted per client address and per account, in the database (every
 * process sees the same counts). After three failures, the next attempt on that key is refused
 * until 2^(n−4) seconds after the last failure: 1, 2, 4, 8, 16 s…, up to `maxSeconds` (30 by
 * default) for an address and at most 5 s for an account. So an attacker slows down their own
 * address as much as they like, but everyone else who knows the password waits at most 5 s for
 * the account's count; an attempt that is refused is not checked, and not counted. A count is
 * forgotten 15 minutes after its last failure; a successful sign-in clears the account's count
 * (not the address's: a valid account of one's own must not reset the throttle of one's guesses).
 */
import { type Db, tables } from '@cosems/db';
import { inArray, sql } from 'drizzle-orm';

export const FALHAS_LIVRES = 3;
export const ESPERA_MAXIMA_CONTA_SEGUNDOS = 5;
export const JANELA_FALHAS_MINUTOS = 15;

/** Seconds to wait after the n-th failure on a key, before the cap. */
export function delayAfterFailures(failures: number): number {
  return failures <= FALHAS_LIVRES ? 0 : 2 ** (failures - FALHAS_LIVRES - 1);
}

export interface ThrottleKeys {
  endereco: string;
  /** The e-mail as typed, in lower case (an unknown e-mail is counted as well). */
  conta: string;
}

function keysOf({ endereco, conta }: ThrottleKeys) {
  return { endereco: `endereco:${endereco}`, conta: `conta:${conta.toLowerCase().slice(0, 320)}` };
}

export class SignInThrottle {
  constructor(
    private readonly db: Db,
    private readonly maxSeconds: number,
  ) {}

  /** Whole seconds to wait before this attempt may be checked; 0 when it may be now. */
  async secondsToWait(keys: ThrottleKeys, now: Date): Promise<number> {
    const k = keysOf(keys);
    const rows = await this.db
      .select()
      .from(tables.tentativasEntrada)
      .where(inArray(tables.tentativasEntrada.chave, [k.endereco, k.conta]));
    let waitMs = 0;
    for (const row of rows) {
      if (now.getTime() - row.ultimaEm.getTime() > JANELA_FALHAS_MINUTOS * 60_000) continue;
      const cap = row.chave === k.conta ? Math.min(ESPERA_MAXIMA_CONTA_SEGUNDOS, this.maxSeconds) : this.maxSeconds;
      const until = row.ultimaEm.getTime() + Math.min(cap, delayAfterFailures(row.falhas)) * 1000;
      waitMs = Math.max(waitMs, until - now.getTime());
    }
    return Math.ceil(waitMs / 1000);
  }

  async recordFailure(keys: ThrottleKeys, now: Date): Promise<void> {
    const cutoff = new Date(now.getTime() - JANELA_FALHAS_MINUTOS * 60_000);
    const t = tables.tentativasEntrada;
    for (const chave of Object.values(keysOf(keys))) {
      await this.db
        .insert(t)
        .values({ chave, falhas: 1, ultimaEm: now })
        .onConflictDoUpdate({
          target: t.chave,
          set: {
            falhas: sql`case when ${t.ultimaEm} < ${cutoff.toISOString()}::timestamptz then 1 else ${t.falhas} + 1 end`,
            ultimaEm: now,
          },
        });
    }
  }

  async clearAccount(conta: string): Promise<void> {
    await this.db.delete(tables.tentativasEntrada).where(inArray(tables.tentativasEntrada.chave, [keysOf({ endereco: '', conta }).conta]));
  }
}
