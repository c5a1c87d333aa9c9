/**
 * The back office's server side: accounts, sign-in in two steps (password, then a TOTP code or a
 * recovery code; on the first sign-in, the set-up of two-factor), sessions, and the audit of each.
 * Implements the BackOfficePort the /admin pages use, plus what only the server does: turn a
 * cookie's token into the session (`resolveSession`) and create accounts (the CLI).
 *
 * Sessions (ASVS V3): a 256-bit random token in the cookie; the database keeps its SHA-256 only. A
 * new token at every step of the sign-in (no fixation). A session between the password and the
 * second factor lives 10 minutes; a full one ends after `idleMinutes` without use or
 * `absoluteHours` after the sign-in, whichever comes first.
 */
import {
  type BackOfficePort,
  type ConfiguracaoSegundoFator,
  EMAIL_MAX,
  type EtapaSessao,
  emailValido,
  FALHAS_SEGUNDO_FATOR_MAX,
  FALHAS_SEGUNDO_FATOR_RECUPERACAO_MAX,
  type Papel,
  type Requisitante,
  type ResultadoConfiguracao,
  type ResultadoEntrada,
  type ResultadoSegundoFator,
  type SessaoAtual,
  type SessaoListada,
  type SignInOutcome,
  type SignInStep,
} from '@cosems/contracts';
import { type Db, type TotpKey, tables } from '@cosems/db';
import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { recordAudit } from './audit.ts';
import type { Correio } from './correio.ts';
import { describeDevice } from './device.ts';
import { checkPasswordStrength, hashPassword, PasswordGate, SENHA_MAX, verifyPassword } from './passwords.ts';
import { SignInThrottle } from './throttle.ts';
import { newRecoveryCodes, newToken, normalizeRecoveryCode, publicSessionId, sha256 } from './tokens.ts';
import { formatTotpSecret, newTotpSecret, totpQrSvg, totpUri, verifyTotp } from './totp.ts';
import { TotpCipher } from './totp-cipher.ts';

export interface BackOfficeOptions {
  db: Db;
  /** A full session ends after this many minutes without a request (30). */
  idleMinutes?: number;
  /** …and this many hours after its sign-in in any case (12). */
  absoluteHours?: number;
  /** The longest sign-in delay for one address, in seconds (30): throttle.ts. */
  signInDelayMaxSeconds?: number;
  /** The clock (tests move it). */
  now?: () => Date;
  /** Told of every sign-in attempt, by step and outcome (the server's metrics count them). */
  onSignIn?: (step: SignInStep, outcome: SignInOutcome) => void;
  /** Password checks run at once and waiting in this process (half the cores, and 8): passwords.ts, PasswordGate. */
  passwordGate?: PasswordGate;
  /** SMTP (SMTP_URL): the owner is told by e-mail when their second factor is blocked. */
  correio?: Correio | null;
  /** A failed e-mail is logged, never thrown at the person signing in. */
  aoFalharEnvio?: (err: unknown) => void;
  /** TOTP_KEYS: the keys that encrypt the TOTP secrets at rest, the first one encrypting (totp-cipher.ts); none: in clear. */
  totpKeys?: readonly TotpKey[];
}

/** What `reencryptTotpSecrets` did (the CLI's report). */
export interface RecifraSegundoFator {
  /** Values rewritten with the current key (confirmed secrets and set-ups in progress). */
  recifrados: number;
  /** Values already under the current key. */
  atuais: number;
  /** Accounts whose confirmed secret this server cannot read, and the key id it names ('' in clear cannot happen). */
  ilegiveis: { email: string; chave: string }[];
  /** Set-ups in progress whose key could not be read: dropped, the set-up page makes a new one. */
  pendentesDescartados: number;
}

/** The state of the stored TOTP secrets, told at start (apps/web/server/back-office.ts). */
export interface EstadoSegundoFator {
  cifrado: boolean;
  emClaro: number;
  chaveAntiga: number;
  ilegiveis: number;
}

/** Seconds a sign-in refused for a busy server is told to wait (Retry-After). */
export const SEGUNDOS_OCUPADO = 2;

/** Minutes a half-signed-in session (password given, second factor not yet) lasts. */
export const MINUTOS_SEGUNDA_ETAPA = 10;
/** A session's last use is written at most once per this many seconds (not a write per request). */
const TOQUE_SEGUNDOS = 60;

export class AccountError extends Error {}

type UsuarioRow = typeof tables.usuarios.$inferSelect;

export class BackOffice implements BackOfficePort {
  private readonly db: Db;
  private readonly idleMs: number;
  private readonly absoluteMs: number;
  private readonly now: () => Date;
  private readonly throttle: SignInThrottle;
  private readonly onSignIn: (step: SignInStep, outcome: SignInOutcome) => void;
  private readonly gate: PasswordGate;
  private readonly correio: Correio | null;
  private readonly aoFalharEnvio: (err: unknown) => void;
  private readonly cipher: TotpCipher;
  /** Verified when the e-mail is unknown, so that the answer takes as long as a wrong password. */
  private dummyHash: Promise<string> | undefined;

  constructor(options: BackOfficeOptions) {
    this.db = options.db;
    this.idleMs = (options.idleMinutes ?? 30) * 60_000;
    this.absoluteMs = (options.absoluteHours ?? 12) * 3_600_000;
    this.now = options.now ?? (() => new Date());
    this.throttle = new SignInThrottle(this.db, options.signInDelayMaxSeconds ?? 30);
    this.onSignIn = options.onSignIn ?? (() => {});
    this.gate = options.passwordGate ?? new PasswordGate();
    this.correio = options.correio ?? null;
    this.aoFalharEnvio = options.aoFalharEnvio ?? (() => {});
    this.cipher = new TotpCipher(options.totpKeys);
  }

  // ---- accounts ------------------------------------------------------------------------------

  async hasUsers(): Promise<boolean> {
    const [row] = await this.db.select({ n: count() }).from(tables.usuarios);
    return (row?.n ?? 0) > 0;
  }

  /** A new account (the CLI; user management comes with issue 12). Throws AccountError with the reason. */
  async createUser(input: { email: string; nome: string; papel: Papel; senha: string }, quem?: Requisitante): Promise<{ id: number }> {
    const email = input.email.trim();
    const nome = input.nome.trim();
    if (!emailValido(email)) throw new AccountError(`E-mail inválido: ${email}`);
    if (!nome || nome.length > 200) throw new AccountError('Informe o nome (até 200 caracteres).');
    const weak = checkPasswordStrength(input.senha, [nome, email]);
    if (weak) throw new AccountError(weak);
    const existing = await this.db
      .select({ id: tables.usuarios.id })
      .from(tables.usuarios)
      .where(sql`lower(${tables.usuarios.email}) = ${email.toLowerCase()}`);
    if (existing.length > 0) throw new AccountError(`Já existe uma conta com o e-mail ${email}.`);
    const senhaHash = await hashPassword(input.senha);
    const now = this.now();
    const [row] = await this.db
      .insert(tables.usuarios)
      .values({ email, nome, papel: input.papel, senhaHash, criadoEm: now, atualizadoEm: now })
      .returning({ id: tables.usuarios.id });
    if (!row) throw new AccountError('A conta não foi criada.');
    await recordAudit(
      this.db,
      {
        acao: 'usuario-criado',
        usuario: null,
        email,
        endereco: quem?.endereco ?? 'linha de comando',
        objetoTipo: 'usuario',
        objetoId: row.id,
        depois: { email, nome, papel: input.papel },
      },
      now,
    );
    return row;
  }

  private async findByEmail(email: string): Promise<UsuarioRow | undefined> {
    const [row] = await this.db.select().from(tables.usuarios).where(sql`lower(${tables.usuarios.email}) = ${email.trim().toLowerCase()}`);
    return row;
  }

  private async findById(id: number): Promise<UsuarioRow | undefined> {
    const [row] = await this.db.select().from(tables.usuarios).where(eq(tables.usuarios.id, id));
    return row;
  }

  // ---- sign-in -------------------------------------------------------------------------------

  async signIn({ email, senha }: { email: string; senha: string }, quem: Requisitante): Promise<ResultadoEntrada> {
    const now = this.now();
    const typed = email
      .trim()
      .toLowerCase()
      .slice(0, EMAIL_MAX + 1);
    const keys = { endereco: quem.endereco, conta: typed };
    // A flood is refused before any database work too, not only before the hash.
    if (this.gate.cheio) {
      this.onSignIn('senha', 'ocupado');
      return { tipo: 'ocupado', segundos: SEGUNDOS_OCUPADO };
    }
    // Reserved before the hash (throttle.ts): parallel attempts cannot all slip past the check.
    const reserva = await this.throttle.reserve(keys, now);
    if (typeof reserva === 'number') {
      this.onSignIn('senha', 'aguarde');
      return { tipo: 'aguarde', segundos: reserva };
    }

    const user = typed.length <= EMAIL_MAX ? await this.findByEmail(typed) : undefined;
    // Over-long passwords are never hashed (no unbounded work), but cost the same as a wrong one.
    const candidate = [...senha].length <= SENHA_MAX ? senha : '';
    const checked = await this.gate.run(async () => {
      if (user?.ativo) return (await verifyPassword(user.senhaHash, candidate)) && candidate !== '';
      await verifyPassword(await this.getDummyHash(), candidate);
      return false;
    });
    if (checked === 'ocupado') {
      await this.throttle.release(reserva);
      this.onSignIn('senha', 'ocupado');
      return { tipo: 'ocupado', segundos: SEGUNDOS_OCUPADO };
    }
    if (!user || !checked) {
      await recordAudit(
        this.db,
        {
          acao: 'entrada-falhou',
          usuario: user ? { id: user.id, email: user.email } : null,
          email: typed,
          endereco: quem.endereco,
          depois: { etapa: 'senha' },
        },
        now,
      );
      this.onSignIn('senha', 'falha');
      return { tipo: 'invalida' };
    }
    await this.throttle.release(reserva);
    const etapa: EtapaSessao = user.totpConfirmadoEm ? 'segundo-fator' : 'configurar-segundo-fator';
    const token = await this.createSession(user.id, etapa, quem, now);
    this.onSignIn('senha', 'ok');
    return { tipo: 'ok', token, etapa };
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= hashPassword(newToken());
    return this.dummyHash;
  }

  async verifySecondFactor(sessao: SessaoAtual, codigo: string, quem: Requisitante): Promise<ResultadoSegundoFator> {
    // A key this server cannot decrypt (TOTP_KEYS lost, or missing from this process) is said as
    // such, before the throttle and the cap: no code could ever match it, and counting the owner's
    // right codes as failures would block the account for nothing. Recovery codes still work.
    if (sessao.etapa === 'segundo-fator') {
      const user = await this.findById(sessao.usuario.id);
      if (user?.ativo && user.totpSegredo && this.cipher.decrypt(user.totpSegredo, user.id) === null) {
        await recordAudit(
          this.db,
          {
            acao: 'segundo-fator-ilegivel',
            usuario: user,
            endereco: quem.endereco,
            depois: { chave: TotpCipher.keyIdOf(user.totpSegredo) },
          },
          this.now(),
        );
        this.onSignIn('segundo-fator', 'falha');
        return { tipo: 'chave-ilegivel' };
      }
    }
    return this.secondStep(sessao, quem, 'totp', async (user, now) => {
      const stored = user.totpSegredo;
      const secret = stored && this.cipher.decrypt(stored, user.id);
      if (!stored || !secret || !user.totpConfirmadoEm) return false;
      const step = verifyTotp(secret, codigo, user.totpUltimoPasso, Math.floor(now.getTime() / 1000));
      if (step === null) return false;
      // Conditional on the last step, so that two requests racing with one code cannot both pass.
      // A secret in clear or under an older key is rewritten with the current one in the same
      // statement (only if still the value read: a reset in between wins).
      const recifrar = !this.cipher.isCurrent(stored);
      const updated = await this.db
        .update(tables.usuarios)
        .set(recifrar ? { totpUltimoPasso: step, totpSegredo: this.cipher.encrypt(secret, user.id) } : { totpUltimoPasso: step })
        .where(
          and(
            eq(tables.usuarios.id, user.id),
            eq(tables.usuarios.totpSegredo, stored),
            sql`(${tables.usuarios.totpUltimoPasso} is null or ${tables.usuarios.totpUltimoPasso} < ${step})`,
          ),
        )
        .returning({ id: tables.usuarios.id });
      return updated.length === 1;
    });
  }

  async redeemRecoveryCode(sessao: SessaoAtual, codigo: string, quem: Requisitante): Promise<ResultadoSegundoFator> {
    return this.secondStep(sessao, quem, 'codigo-recuperacao', async (user, now) => {
      const normalized = normalizeRecoveryCode(codigo);
      if (!/^[a-z0-9]{10}$/.test(normalized)) return false;
      const used = await this.db
        .update(tables.codigosRecuperacao)
        .set({ usadoEm: now })
        .where(
          and(
            eq(tables.codigosRecuperacao.usuarioId, user.id),
            eq(tables.codigosRecuperacao.codigoHash, sha256(normalized)),
            isNull(tables.codigosRecuperacao.usadoEm),
          ),
        )
        .returning({ id: tables.codigosRecuperacao.id });
      if (used.length === 0) return false;
      const [left] = await this.db
        .select({ n: count() })
        .from(tables.codigosRecuperacao)
        .where(and(eq(tables.codigosRecuperacao.usuarioId, user.id), isNull(tables.codigosRecuperacao.usadoEm)));
      await recordAudit(
        this.db,
        { acao: 'codigo-recuperacao-usado', usuario: user, endereco: quem.endereco, depois: { restantes: left?.n ?? 0 } },
        now,
      );
      return true;
    });
  }

  /**
   * The second step's common part: throttle, the account's cap on consecutive wrong codes
   * (docs/decisions/043), check, then a new full session in place of the half one.
   */
  private async secondStep(
    sessao: SessaoAtual,
    quem: Requisitante,
    meio: 'totp' | 'codigo-recuperacao',
    check: (user: UsuarioRow, now: Date) => Promise<boolean>,
  ): Promise<ResultadoSegundoFator> {
    const now = this.now();
    if (sessao.etapa !== 'segundo-fator') return { tipo: 'invalido' };
    const user = await this.findById(sessao.usuario.id);
    if (!user?.ativo) return { tipo: 'invalido' };
    const keys = { endereco: quem.endereco, conta: user.email };
    const reserva = await this.throttle.reserve(keys, now);
    if (typeof reserva === 'number') {
      this.onSignIn('segundo-fator', 'aguarde');
      return { tipo: 'aguarde', segundos: reserva };
    }
    // The account's count is reserved too, conditionally: parallel guesses cannot pass the cap.
    const limite = meio === 'totp' ? FALHAS_SEGUNDO_FATOR_MAX : FALHAS_SEGUNDO_FATOR_RECUPERACAO_MAX;
    const [reservada] = await this.db
      .update(tables.usuarios)
      .set({ falhasSegundoFator: sql`${tables.usuarios.falhasSegundoFator} + 1` })
      .where(
        and(
          eq(tables.usuarios.id, user.id),
          sql`${tables.usuarios.falhasSegundoFator} < ${limite}`,
          meio === 'totp' ? isNull(tables.usuarios.segundoFatorBloqueadoEm) : undefined,
        ),
      )
      .returning({ falhas: tables.usuarios.falhasSegundoFator });
    if (!reservada) {
      await this.throttle.release(reserva);
      this.onSignIn('segundo-fator', 'bloqueado');
      return { tipo: 'bloqueado', recuperacao: user.falhasSegundoFator < FALHAS_SEGUNDO_FATOR_RECUPERACAO_MAX };
    }
    if (!(await check(user, now))) {
      await recordAudit(
        this.db,
        { acao: 'entrada-falhou', usuario: user, endereco: quem.endereco, depois: { etapa: meio, falhasSeguidas: reservada.falhas } },
        now,
      );
      this.onSignIn('segundo-fator', 'falha');
      if (reservada.falhas >= FALHAS_SEGUNDO_FATOR_MAX) await this.blockSecondFactor(user, reservada.falhas, quem, now);
      return reservada.falhas >= FALHAS_SEGUNDO_FATOR_MAX
        ? { tipo: 'bloqueado', recuperacao: reservada.falhas < FALHAS_SEGUNDO_FATOR_RECUPERACAO_MAX }
        : { tipo: 'invalido' };
    }
    await this.throttle.release(reserva);
    const [antes] = await this.db
      .update(tables.usuarios)
      .set({ falhasSegundoFator: 0, segundoFatorBloqueadoEm: null })
      .where(eq(tables.usuarios.id, user.id))
      .returning({ id: tables.usuarios.id });
    if (user.segundoFatorBloqueadoEm && antes) {
      await recordAudit(this.db, { acao: 'segundo-fator-desbloqueado', usuario: user, endereco: quem.endereco, depois: { meio } }, now);
    }
    const token = await this.completeSignIn(sessao, user, quem, now, meio, reservada.falhas - 1);
    this.onSignIn('segundo-fator', 'ok');
    return { tipo: 'ok', token };
  }

  /**
   * The app's codes of this account stop being checked (once: the first process to set the mark
   * audits and writes). The owner is told by e-mail when SMTP is set, and at their next sign-in.
   */
  private async blockSecondFactor(user: UsuarioRow, falhas: number, quem: Requisitante, now: Date): Promise<void> {
    const marcado = await this.db
      .update(tables.usuarios)
      .set({ segundoFatorBloqueadoEm: now })
      .where(and(eq(tables.usuarios.id, user.id), isNull(tables.usuarios.segundoFatorBloqueadoEm)))
      .returning({ id: tables.usuarios.id });
    if (marcado.length === 0) return;
    await recordAudit(
      this.db,
      { acao: 'segundo-fator-bloqueado', usuario: user, endereco: quem.endereco, depois: { falhasSeguidas: falhas } },
      now,
    );
    if (!this.correio) return;
    const quando = now.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });
    this.correio
      .enviar({
        para: user.email,
        assunto: 'COSEMS/MG: códigos de verificação bloqueados na sua conta',
        texto: [
          `Olá, ${user.nome}.`,
          '',
          `Em ${quando}, alguém digitou a senha correta da sua conta na área restrita do site do COSEMS/MG e errou ${falhas} vezes seguidas o código de verificação (a segunda etapa da entrada), a partir do endereço ${quem.endereco}.`,
          '',
          'Por segurança, os códigos do aplicativo autenticador deixaram de ser aceitos nessa conta. Para entrar, use um dos seus códigos de recuperação; ou peça a um administrador que refaça a sua verificação em duas etapas.',
          '',
          'Se não foi você, alguém conhece a sua senha: depois de entrar, encerre as outras sessões (página "Minhas sessões") e troque a senha ("Esqueci minha senha", na página de entrada, ou com um administrador).',
        ].join('\n'),
      })
      .catch(this.aoFalharEnvio);
  }

  private async completeSignIn(
    sessao: SessaoAtual,
    user: UsuarioRow,
    quem: Requisitante,
    now: Date,
    meio: string,
    falhasAntes: number,
  ): Promise<string> {
    await this.endSessionById(sessao.id, user.id, now);
    await this.throttle.clearAccount(user.email);
    const token = await this.createSession(user.id, 'completa', quem, now, { falhasAntes });
    await recordAudit(this.db, { acao: 'entrada', usuario: user, endereco: quem.endereco, depois: { segundoFator: meio } }, now);
    return token;
  }

  /** The live half-session row behind `sessao` at the set-up step, or undefined. */
  private async setupSessionRow(sessao: SessaoAtual, now: Date) {
    if (sessao.etapa !== 'configurar-segundo-fator' || !/^[0-9a-f]{16}$/.test(sessao.id)) return undefined;
    const [row] = await this.db
      .select()
      .from(tables.sessoes)
      .where(
        and(
          sql`left(${tables.sessoes.id}, 16) = ${sessao.id}`,
          eq(tables.sessoes.usuarioId, sessao.usuario.id),
          eq(tables.sessoes.etapa, 'configurar-segundo-fator'),
        ),
      );
    return row && this.isLive(row, now) ? row : undefined;
  }

  async startSecondFactorSetup(sessao: SessaoAtual, quem: Requisitante): Promise<ConfiguracaoSegundoFator | null> {
    const now = this.now();
    // Read again, not taken from the request's start: a confirmation earlier in the same request
    // (a form post without JavaScript runs the action and then this loader) has ended it.
    const row = await this.setupSessionRow(sessao, now);
    const user = row && (await this.findById(sessao.usuario.id));
    if (!row || !user?.ativo || user.totpConfirmadoEm) return null;
    // The key shown stays the same across reloads of this session's page until it is confirmed.
    // One this server cannot decrypt (TOTP_KEYS changed since) is replaced: nobody confirmed it.
    const stored = row.totpPendente;
    let chave = stored ? this.cipher.decrypt(stored, user.id) : null;
    if (!chave) {
      chave = newTotpSecret();
      const guardada = await this.db
        .update(tables.sessoes)
        .set({ totpPendente: this.cipher.encrypt(chave, user.id) })
        .where(and(eq(tables.sessoes.id, row.id), stored ? eq(tables.sessoes.totpPendente, stored) : isNull(tables.sessoes.totpPendente)))
        .returning({ id: tables.sessoes.id });
      // Two loads at once: the one that stored its key first wins, the other shows it.
      if (guardada.length === 0) return this.startSecondFactorSetup(sessao, quem);
      await recordAudit(this.db, { acao: 'segundo-fator-chave-gerada', usuario: user, endereco: quem.endereco }, now);
    }
    const uri = totpUri(chave, user.email);
    return { chave, chaveFormatada: formatTotpSecret(chave), uri, qrSvg: await totpQrSvg(uri) };
  }

  async confirmSecondFactorSetup(sessao: SessaoAtual, codigo: string, quem: Requisitante): Promise<ResultadoConfiguracao> {
    const now = this.now();
    const row = await this.setupSessionRow(sessao, now);
    const user = row && (await this.findById(sessao.usuario.id));
    const pendente = row?.totpPendente && user ? this.cipher.decrypt(row.totpPendente, user.id) : null;
    if (!pendente || !user?.ativo || user.totpConfirmadoEm) return { tipo: 'invalido' };
    const keys = { endereco: quem.endereco, conta: user.email };
    const reserva = await this.throttle.reserve(keys, now);
    if (typeof reserva === 'number') {
      this.onSignIn('segundo-fator', 'aguarde');
      return { tipo: 'aguarde', segundos: reserva };
    }
    const step = verifyTotp(pendente, codigo, null, Math.floor(now.getTime() / 1000));
    if (step === null) {
      await recordAudit(
        this.db,
        { acao: 'entrada-falhou', usuario: user, endereco: quem.endereco, depois: { etapa: 'configurar-segundo-fator' } },
        now,
      );
      this.onSignIn('segundo-fator', 'falha');
      return { tipo: 'invalido' };
    }
    const chave = this.cipher.encrypt(pendente, user.id);
    const confirmada = await this.db.transaction(async (tx) => {
      // Only while no key is confirmed: of two half-sessions confirming at once, one wins.
      const feita = await tx
        .update(tables.usuarios)
        .set({
          totpSegredo: chave,
          totpConfirmadoEm: now,
          totpUltimoPasso: step,
          falhasSegundoFator: 0,
          segundoFatorBloqueadoEm: null,
          atualizadoEm: now,
        })
        .where(and(eq(tables.usuarios.id, user.id), isNull(tables.usuarios.totpConfirmadoEm)))
        .returning({ id: tables.usuarios.id });
      if (feita.length === 0) return false;
      // Every other half-session of the account ends: whoever else signed in during the set-up
      // window (with the password) must sign in again, and now meets the confirmed key.
      await tx
        .update(tables.sessoes)
        .set({ encerradaEm: now, totpPendente: null })
        .where(and(eq(tables.sessoes.usuarioId, user.id), ne(tables.sessoes.etapa, 'completa'), isNull(tables.sessoes.encerradaEm)));
      return true;
    });
    if (!confirmada) return { tipo: 'invalido' };
    await this.throttle.release(reserva);
    await recordAudit(this.db, { acao: 'segundo-fator-configurado', usuario: user, endereco: quem.endereco }, now);
    await this.throttle.clearAccount(user.email);
    const token = await this.createSession(user.id, 'completa', quem, now, { codigosPendentes: true });
    await recordAudit(this.db, { acao: 'entrada', usuario: user, endereco: quem.endereco, depois: { segundoFator: 'totp' } }, now);
    this.onSignIn('segundo-fator', 'ok');
    return { tipo: 'ok', token };
  }

  async takeRecoveryCodes(sessao: SessaoAtual, quem: Requisitante): Promise<string[] | null> {
    if (sessao.etapa !== 'completa' || !/^[0-9a-f]{16}$/.test(sessao.id)) return null;
    const now = this.now();
    const codigos = newRecoveryCodes();
    const feitos = await this.db.transaction(async (tx) => {
      // Taken once: the mark goes in the same statement that reads it.
      const tomada = await tx
        .update(tables.sessoes)
        .set({ codigosPendentes: false })
        .where(
          and(
            sql`left(${tables.sessoes.id}, 16) = ${sessao.id}`,
            eq(tables.sessoes.usuarioId, sessao.usuario.id),
            eq(tables.sessoes.codigosPendentes, true),
            isNull(tables.sessoes.encerradaEm),
          ),
        )
        .returning({ id: tables.sessoes.id });
      if (tomada.length === 0) return false;
      await tx.delete(tables.codigosRecuperacao).where(eq(tables.codigosRecuperacao.usuarioId, sessao.usuario.id));
      await tx
        .insert(tables.codigosRecuperacao)
        .values(codigos.map((c) => ({ usuarioId: sessao.usuario.id, codigoHash: sha256(normalizeRecoveryCode(c)) })));
      return true;
    });
    if (!feitos) return null;
    await recordAudit(this.db, { acao: 'codigos-recuperacao-gerados', usuario: sessao.usuario, endereco: quem.endereco }, now);
    return codigos;
  }

  // ---- sessions ------------------------------------------------------------------------------

  private async createSession(
    usuarioId: number,
    etapa: EtapaSessao,
    quem: Requisitante,
    now: Date,
    extra: { falhasAntes?: number; codigosPendentes?: boolean } = {},
  ): Promise<string> {
    const token = newToken();
    const lifetime = etapa === 'completa' ? this.absoluteMs : MINUTOS_SEGUNDA_ETAPA * 60_000;
    await this.db.insert(tables.sessoes).values({
      id: sha256(token),
      usuarioId,
      etapa,
      csrf: newToken(),
      criadaEm: now,
      ultimoUsoEm: now,
      expiraEm: new Date(now.getTime() + lifetime),
      endereco: quem.endereco.slice(0, 100),
      agente: quem.agente.slice(0, 500),
      falhasAntes: Math.max(0, extra.falhasAntes ?? 0),
      codigosPendentes: extra.codigosPendentes ?? false,
    });
    return token;
  }

  /**
   * The session a cookie's token names, or null (unknown, ended, expired, or its account disabled).
   * Records the use (at most once a minute): the idle timeout counts from there.
   */
  async resolveSession(token: string): Promise<SessaoAtual | null> {
    if (!/^[\w-]{43}$/.test(token)) return null;
    const now = this.now();
    const id = sha256(token);
    const [row] = await this.db
      .select({ sessao: tables.sessoes, usuario: tables.usuarios })
      .from(tables.sessoes)
      .innerJoin(tables.usuarios, eq(tables.usuarios.id, tables.sessoes.usuarioId))
      .where(eq(tables.sessoes.id, id));
    if (!row || !this.isLive(row.sessao, now) || !row.usuario.ativo) return null;
    if (now.getTime() - row.sessao.ultimoUsoEm.getTime() > TOQUE_SEGUNDOS * 1000) {
      await this.db.update(tables.sessoes).set({ ultimoUsoEm: now }).where(eq(tables.sessoes.id, id));
    }
    const { usuario } = row;
    return {
      id: publicSessionId(id),
      usuario: { id: usuario.id, nome: usuario.nome, email: usuario.email, papel: usuario.papel },
      etapa: row.sessao.etapa,
      csrf: row.sessao.csrf,
      falhasAntes: row.sessao.falhasAntes,
    };
  }

  private isLive(s: typeof tables.sessoes.$inferSelect, now: Date): boolean {
    if (s.encerradaEm) return false;
    if (s.expiraEm.getTime() <= now.getTime()) return false;
    return s.etapa !== 'completa' || now.getTime() - s.ultimoUsoEm.getTime() < this.idleMs;
  }

  /** Ends the session whose public id is `id`, if it belongs to `usuarioId`. */
  private async endSessionById(id: string, usuarioId: number, now: Date): Promise<boolean> {
    if (!/^[0-9a-f]{16}$/.test(id)) return false;
    const ended = await this.db
      .update(tables.sessoes)
      .set({ encerradaEm: now })
      .where(and(sql`left(${tables.sessoes.id}, 16) = ${id}`, eq(tables.sessoes.usuarioId, usuarioId), isNull(tables.sessoes.encerradaEm)))
      .returning({ id: tables.sessoes.id });
    return ended.length > 0;
  }

  async signOut(sessao: SessaoAtual, quem: Requisitante): Promise<void> {
    const now = this.now();
    await this.endSessionById(sessao.id, sessao.usuario.id, now);
    await recordAudit(this.db, { acao: 'saida', usuario: sessao.usuario, endereco: quem.endereco }, now);
  }

  async signOutEverywhere(sessao: SessaoAtual, quem: Requisitante): Promise<void> {
    const now = this.now();
    const ended = await this.db
      .update(tables.sessoes)
      .set({ encerradaEm: now })
      .where(and(eq(tables.sessoes.usuarioId, sessao.usuario.id), isNull(tables.sessoes.encerradaEm)))
      .returning({ id: tables.sessoes.id });
    await recordAudit(
      this.db,
      { acao: 'saida-de-todos', usuario: sessao.usuario, endereco: quem.endereco, depois: { sessoesEncerradas: ended.length } },
      now,
    );
  }

  async listSessions(sessao: SessaoAtual): Promise<SessaoListada[]> {
    const now = this.now();
    const rows = await this.db
      .select()
      .from(tables.sessoes)
      .where(and(eq(tables.sessoes.usuarioId, sessao.usuario.id), eq(tables.sessoes.etapa, 'completa'), isNull(tables.sessoes.encerradaEm)))
      .orderBy(desc(tables.sessoes.ultimoUsoEm));
    return rows
      .filter((s) => this.isLive(s, now))
      .map((s) => ({
        id: publicSessionId(s.id),
        dispositivo: describeDevice(s.agente),
        endereco: s.endereco,
        criadaEm: s.criadaEm.toISOString(),
        ultimoUsoEm: s.ultimoUsoEm.toISOString(),
        atual: publicSessionId(s.id) === sessao.id,
      }));
  }

  async revokeSession(sessao: SessaoAtual, id: string, quem: Requisitante): Promise<boolean> {
    const now = this.now();
    const ended = await this.endSessionById(id, sessao.usuario.id, now);
    if (ended)
      await recordAudit(
        this.db,
        { acao: 'sessao-encerrada', usuario: sessao.usuario, endereco: quem.endereco, objetoTipo: 'sessao', objetoId: id },
        now,
      );
    return ended;
  }

  // ---- TOTP secrets at rest (docs/decisions/042) ------------------------------------------------

  /** How many stored secrets are in clear, under an older key, or unreadable here: told at start. */
  async describeTotpSecrets(): Promise<EstadoSegundoFator> {
    const rows = await this.db
      .select({ id: tables.usuarios.id, segredo: tables.usuarios.totpSegredo })
      .from(tables.usuarios)
      .where(sql`${tables.usuarios.totpSegredo} is not null`);
    const estado: EstadoSegundoFator = { cifrado: this.cipher.active, emClaro: 0, chaveAntiga: 0, ilegiveis: 0 };
    for (const { id, segredo } of rows) {
      if (!segredo) continue;
      if (this.cipher.decrypt(segredo, id) === null) estado.ilegiveis += 1;
      else if (!segredo.includes(':')) estado.emClaro += 1;
      else if (!this.cipher.isCurrent(segredo)) estado.chaveAntiga += 1;
    }
    return estado;
  }

  /**
   * Rewrites every stored TOTP secret (confirmed, and of set-ups in progress) with the first key of
   * TOTP_KEYS: the step of a rotation between adding the new key and removing the old one. Each
   * row is rewritten only if it still holds the value read (a sign-in or a reset in between wins).
   * Secrets it cannot read are left as they are and named: those accounts need a reset.
   */
  async reencryptTotpSecrets(quem: Requisitante = { endereco: 'linha de comando', agente: '' }): Promise<RecifraSegundoFator> {
    if (!this.cipher.active) throw new AccountError('Defina TOTP_KEYS: sem chave, não há com o que cifrar.');
    const now = this.now();
    const resultado: RecifraSegundoFator = { recifrados: 0, atuais: 0, ilegiveis: [], pendentesDescartados: 0 };
    const contas = await this.db
      .select({ id: tables.usuarios.id, email: tables.usuarios.email, segredo: tables.usuarios.totpSegredo })
      .from(tables.usuarios)
      .where(sql`${tables.usuarios.totpSegredo} is not null`)
      .orderBy(tables.usuarios.id);
    for (const { id, email, segredo } of contas) {
      if (!segredo) continue;
      // Decrypted even when it names the current key: a different key under a reused id is caught.
      const claro = this.cipher.decrypt(segredo, id);
      if (claro === null) {
        resultado.ilegiveis.push({ email, chave: TotpCipher.keyIdOf(segredo) });
        continue;
      }
      if (this.cipher.isCurrent(segredo)) {
        resultado.atuais += 1;
        continue;
      }
      const feito = await this.db
        .update(tables.usuarios)
        .set({ totpSegredo: this.cipher.encrypt(claro, id) })
        .where(and(eq(tables.usuarios.id, id), eq(tables.usuarios.totpSegredo, segredo)))
        .returning({ id: tables.usuarios.id });
      resultado.recifrados += feito.length;
    }
    const pendentes = await this.db
      .select({ id: tables.sessoes.id, usuarioId: tables.sessoes.usuarioId, segredo: tables.sessoes.totpPendente })
      .from(tables.sessoes)
      .where(sql`${tables.sessoes.totpPendente} is not null`);
    for (const { id, usuarioId, segredo } of pendentes) {
      if (!segredo) continue;
      const claro = this.cipher.decrypt(segredo, usuarioId);
      if (claro !== null && this.cipher.isCurrent(segredo)) {
        resultado.atuais += 1;
        continue;
      }
      const feito = await this.db
        .update(tables.sessoes)
        .set({ totpPendente: claro === null ? null : this.cipher.encrypt(claro, usuarioId) })
        .where(and(eq(tables.sessoes.id, id), eq(tables.sessoes.totpPendente, segredo)))
        .returning({ id: tables.sessoes.id });
      if (claro === null) resultado.pendentesDescartados += feito.length;
      else resultado.recifrados += feito.length;
    }
    await recordAudit(
      this.db,
      {
        acao: 'segundo-fator-recifrado',
        usuario: null,
        endereco: quem.endereco,
        depois: {
          recifrados: resultado.recifrados,
          atuais: resultado.atuais,
          ilegiveis: resultado.ilegiveis.length,
          pendentesDescartados: resultado.pendentesDescartados,
        },
      },
      now,
    );
    return resultado;
  }
}
