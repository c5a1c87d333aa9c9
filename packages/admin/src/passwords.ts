/**
 * Passwords: argon2id hashes, and the rule of what is accepted (docs/produto.md, "Área restrita").
 * Length 12 to 128 characters of any kind, no composition rules (NIST SP 800-63B, ASVS V2.1);
 * refused when zxcvbn, with its common and Brazilian Portuguese dictionaries and the person's own
 * name and e-mail, scores it below 3 ("safely unguessable": about 10^8 guesses or more).
 */
import { availableParallelism } from 'node:os';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as ptBr from '@zxcvbn-ts/language-pt-br';
import { SENHA_MAX, SENHA_MIN } from '@cosems/contracts';
import { MENSAGENS_DA_SENHA } from './password-feedback.ts';

// The lengths are in @cosems/contracts: the back office's forms show the same rule.
export { SENHA_MAX, SENHA_MIN };
export const SENHA_PONTUACAO_MINIMA = 3;

/**
 * OWASP's argon2id settings (19 MiB, 2 passes, 1 lane): about 30 ms per hash on our 2-core
 * machine, so a sign-in costs little and a guess costs the attacker the same.
 */
// 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const ARGON2 = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/**
 * A limit on the password checks one process runs at once (issue 25): each costs ~30 ms of CPU and
 * 19 MiB, and an anonymous sign-in flood from many addresses (no per-address throttle helps) would
 * otherwise take every core from the public site. `max` run together — half the cores, at least
 * one: on our 2-core servers one check at a time, ~30 sign-ins a second, far above what the staff
 * need — `fila` more wait their turn (at most ~0.25 s), and beyond that the check is not run at
 * all: the caller answers 503 with Retry-After.
 */
export class PasswordGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly max = Math.max(1, Math.floor(availableParallelism() / 2)),
    readonly fila = 8,
  ) {}

  /** fn's result, or 'ocupado' when `max` checks run and `fila` more wait already. */
  async run<T>(fn: () => Promise<T>): Promise<T | 'ocupado'> {
    if (this.running >= this.max) {
      if (this.waiting.length >= this.fila) return 'ocupado';
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await fn();
    } finally {
      // The slot passes straight to the next in line (running stays the same), or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Whether a check asked now would be refused: callers skip their own work before it (a flood costs little). */
  get cheio(): boolean {
    return this.running >= this.max && this.waiting.length >= this.fila;
  }

  /** Checks running now and waiting (tests, metrics). */
  get carga(): { rodando: number; esperando: number } {
    return { rodando: this.running, esperando: this.waiting.length };
  }
}

let zxcvbn: ZxcvbnFactory | undefined;
function estimator(): ZxcvbnFactory {
  zxcvbn ??= new ZxcvbnFactory({
    // Our sentences, not the pack's (password-feedback.ts); the pack still gives its dictionary.
    translations: MENSAGENS_DA_SENHA,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...ptBr.dictionary },
  });
  return zxcvbn;
}

/** Length in characters as a person counts them (an emoji is one), not UTF-16 units. */
export function passwordLength(password: string): number {
  return [...password].length;
}

/**
 * Null when the password is accepted; otherwise the message to show, in Portuguese. `related` are
 * words the person's password must not lean on: their name, their e-mail, the association's name.
 */
export function checkPasswordStrength(password: string, related: string[] = []): string | null {
  const length = passwordLength(password);
  if (length < SENHA_MIN) return `A senha precisa ter pelo menos ${SENHA_MIN} caracteres.`;
  if (length > SENHA_MAX) return `A senha pode ter no máximo ${SENHA_MAX} caracteres.`;
  const words = [
    ...related.flatMap((r) => r.toLowerCase().split(/[^\p{L}\p{N}]+/u)),
    'cosems',
    'cosemsmg',
    'sus',
    'saude',
    'saúde',
    'minas',
    'gerais',
  ].filter((w) => w.length >= 3);
  const result = estimator().check(password, words);
  if (result.score >= SENHA_PONTUACAO_MINIMA) return null;
  const hint = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
  return `Senha fácil de adivinhar: escolha outra.${hint ? ` ${hint}` : ''} Uma frase de quatro ou mais palavras sem relação entre si funciona bem.`;
}
