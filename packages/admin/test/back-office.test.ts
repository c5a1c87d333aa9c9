/**
 * Accounts, the two-step sign-in, sessions and the audit log, against the real database (PGlite
 * and PostgreSQL projects), with a clock the test moves.
 */
import { AccountError, BackOffice, PasswordGate, SEGUNDOS_OCUPADO, totpCode } from '@cosems/admin';
import { FALHAS_SEGUNDO_FATOR_MAX, FALHAS_SEGUNDO_FATOR_RECUPERACAO_MAX, type SessaoAtual } from '@cosems/contracts';
import { tables } from '@cosems/db';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const SENHA = 'cavalo correto bateria grampo';
const quem = {
  endereco: '203.0.113.7',
  agente: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
};

let t: TestDatabase;
let clock: Date;
let office: BackOffice;
let emailSeq = 0;

beforeAll(async () => {
  t = await createTestDatabase({ empty: true });
});
afterAll(async () => t?.close());
let testSeq = 0;
beforeEach(() => {
  // A day apart: the failures an earlier test recorded (same addresses) are long forgotten.
  testSeq += 1;
  clock = new Date(Date.UTC(2026, 10, 1 + testSeq, 12));
  office = new BackOffice({ db: t.database.db, now: () => clock });
});

const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
const epoch = () => Math.floor(clock.getTime() / 1000);

async function newAccount(papel: 'autor' | 'editor' | 'administrador' = 'editor') {
  emailSeq += 1;
  const email = `pessoa${emailSeq}@cosems.example`;
  await office.createUser({ email, nome: `Pessoa ${emailSeq}`, papel, senha: SENHA });
  return email;
}

async function session(token: string): Promise<SessaoAtual> {
  const s = await office.resolveSession(token);
  if (!s) throw new Error('sessão não encontrada');
  return s;
}

/** Password, set-up of two-factor, confirmation: a full session and the secret and codes. */
async function enrol(email: string) {
  const first = await office.signIn({ email, senha: SENHA }, quem);
  if (first.tipo !== 'ok') throw new Error(first.tipo);
  expect(first.etapa).toBe('configurar-segundo-fator');
  const half = await session(first.token);
  const setup = await office.startSecondFactorSetup(half, quem);
  if (!setup) throw new Error('nada a configurar');
  const done = await office.confirmSecondFactorSetup(half, totpCode(setup.chave, epoch()), quem);
  if (done.tipo !== 'ok') throw new Error(done.tipo);
  const codes = await office.takeRecoveryCodes(await session(done.token), quem);
  if (!codes) throw new Error('sem códigos de recuperação');
  return { secret: setup.chave, token: done.token, codes, setup };
}

describe('accounts', () => {
  it('refuses a weak, short or common password, and a second account with the same e-mail in other case', async () => {
    const base = { email: 'fraca@cosems.example', nome: 'Maria Fraca', papel: 'autor' as const };
    await expect(office.createUser({ ...base, senha: 'curta' })).rejects.toThrow('pelo menos 12 caracteres');
    // Scored below 3 by zxcvbn with the common and pt-BR dictionaries.
    for (const senha of ['123456789012', 'qwertyuiop123', 'minhasenhaforte', 'aaaaaaaaaaaa']) {
      await expect(office.createUser({ ...base, senha })).rejects.toThrow('Senha fácil de adivinhar');
    }
    await expect(office.createUser({ ...base, senha: 'x'.repeat(129) })).rejects.toThrow('no máximo 128');
    await office.createUser({ ...base, senha: SENHA });
    await expect(office.createUser({ ...base, email: 'FRACA@cosems.example', senha: SENHA })).rejects.toBeInstanceOf(AccountError);
    const [row] = await t.database.db.select().from(tables.usuarios).where(eq(tables.usuarios.email, base.email));
    expect(row?.senhaHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.senhaHash).not.toContain(SENHA);
  });
});

describe('sign-in', () => {
  it('takes the password, then sets up two-factor on the first sign-in and gives 10 recovery codes', async () => {
    const email = await newAccount();
    const { token, codes, setup } = await enrol(email);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/COSEMS%2FMG:pessoa\d+%40cosems\.example\?secret=[A-Z2-7]+/);
    expect(setup.qrSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    expect(setup.chaveFormatada.replace(/ /g, '')).toBe(setup.chave);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}$/);
    const s = await session(token);
    expect(s.etapa).toBe('completa');
    expect(s.usuario.email).toBe(email);
    const stored = await t.database.db.select().from(tables.codigosRecuperacao);
    for (const c of codes) expect(JSON.stringify(stored)).not.toContain(c.replace('-', ''));
  });

  it('asks for the code on later sign-ins; each code is accepted once; a new token at every step', async () => {
    const email = await newAccount();
    const { secret } = await enrol(email);
    advance(90);
    const r = await office.signIn({ email: email.toUpperCase(), senha: SENHA }, quem);
    if (r.tipo !== 'ok') throw new Error(r.tipo);
    expect(r.etapa).toBe('segundo-fator');
    const half = await session(r.token);
    const code = totpCode(secret, epoch());
    expect((await office.verifySecondFactor(half, '000000', quem)).tipo).toBe('invalido');
    const ok = await office.verifySecondFactor(half, code, quem);
    if (ok.tipo !== 'ok') throw new Error(ok.tipo);
    expect(ok.token).not.toBe(r.token);
    expect(await office.resolveSession(r.token)).toBeNull();
    // The same code again, in a new sign-in within the same 30 s: refused.
    const again = await office.signIn({ email, senha: SENHA }, quem);
    if (again.tipo !== 'ok') throw new Error(again.tipo);
    expect((await office.verifySecondFactor(await session(again.token), code, quem)).tipo).toBe('invalido');
  });

  it('accepts a recovery code once', async () => {
    const email = await newAccount();
    const { codes } = await enrol(email);
    const signIn = async () => {
      const r = await office.signIn({ email, senha: SENHA }, { ...quem, endereco: '198.51.100.1' });
      if (r.tipo !== 'ok') throw new Error(r.tipo);
      return session(r.token);
    };
    const code = codes[3] as string;
    const first = await office.redeemRecoveryCode(await signIn(), ` ${code.toUpperCase()} `, quem);
    expect(first.tipo).toBe('ok');
    expect((await office.redeemRecoveryCode(await signIn(), code, quem)).tipo).toBe('invalido');
    expect((await office.redeemRecoveryCode(await signIn(), codes[4] as string, quem)).tipo).toBe('ok');
  });

  it('answers an unknown e-mail exactly as a wrong password, in about the same time', async () => {
    const email = await newAccount();
    const times = { desconhecido: [] as number[], errada: [] as number[] };
    for (let i = 0; i < 3; i++) {
      for (const [kind, input] of [
        ['desconhecido', { email: `ninguem${i}@cosems.example`, senha: SENHA }],
        ['errada', { email, senha: `${SENHA} ${i}` }],
      ] as const) {
        const start = performance.now();
        const r = await office.signIn(input, { ...quem, endereco: `192.0.2.${i * 2 + (kind === 'errada' ? 1 : 0)}` });
        times[kind].push(performance.now() - start);
        expect(r).toEqual({ tipo: 'invalida' });
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1] as number;
    // Both verify an argon2id hash (tens of ms); without the dummy hash, an unknown e-mail answers in ~1 ms.
    expect(median(times.desconhecido)).toBeGreaterThan(median(times.errada) / 3);
  });

  it('slows down wrong passwords with growing delays, and never locks out the right person from another address', async () => {
    const email = await newAccount();
    const attacker = { ...quem, endereco: '198.51.100.66' };
    const waits: number[] = [];
    for (let i = 0; i < 20; i++) {
      let r = await office.signIn({ email, senha: `errada ${i} ${SENHA}` }, attacker);
      if (r.tipo === 'aguarde') {
        waits.push(r.segundos);
        advance(r.segundos);
        r = await office.signIn({ email, senha: `errada ${i} ${SENHA}` }, attacker);
      }
      expect(r.tipo).toBe('invalida');
    }
    // Free for three, then 1, 2, 4, 8, 16 s, then the address's cap of 30 s.
    expect(waits.slice(0, 6)).toEqual([1, 2, 4, 8, 16, 30]);
    expect(Math.max(...waits)).toBe(30);
    // The right person, elsewhere: the account's delay is at most 5 s.
    const elsewhere = await office.signIn({ email, senha: SENHA }, quem);
    expect(elsewhere).toEqual({ tipo: 'aguarde', segundos: 5 });
    advance(5);
    const r = await office.signIn({ email, senha: SENHA }, quem);
    expect(r.tipo).toBe('ok');
  });

  it('tells onSignIn (the metrics) each step and outcome: wrong password, throttled, right one, wrong and right codes', async () => {
    const told: string[] = [];
    office = new BackOffice({ db: t.database.db, now: () => clock, onSignIn: (step, outcome) => told.push(`${step}:${outcome}`) });
    const email = await newAccount();
    const { secret } = await enrol(email);
    expect(told).toEqual(['senha:ok', 'segundo-fator:ok']);
    told.length = 0;
    const attacker = { ...quem, endereco: '198.51.100.99' };
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) answers.push((await office.signIn({ email, senha: `errada ${i} ${SENHA}` }, attacker)).tipo);
    // Each answer told once, as given: a wrong password is a failure, a throttled try a wait.
    expect(answers).toContain('aguarde');
    expect(told).toEqual(answers.map((tipo) => (tipo === 'aguarde' ? 'senha:aguarde' : 'senha:falha')));
    told.length = 0;
    advance(86_400); // the failures above are forgotten
    const r = await office.signIn({ email, senha: SENHA }, quem);
    if (r.tipo !== 'ok') throw new Error(r.tipo);
    const half = await session(r.token);
    await office.verifySecondFactor(half, '000000', quem);
    await office.verifySecondFactor(half, totpCode(secret, epoch()), quem);
    expect(told).toEqual(['senha:ok', 'segundo-fator:falha', 'segundo-fator:ok']);
  });

  it('refuses a disabled account and ends its sessions at the next request', async () => {
    const email = await newAccount();
    const { token } = await enrol(email);
    await t.database.db.update(tables.usuarios).set({ ativo: false }).where(eq(tables.usuarios.email, email));
    expect(await office.resolveSession(token)).toBeNull();
    expect((await office.signIn({ email, senha: SENHA }, { ...quem, endereco: '192.0.2.99' })).tipo).toBe('invalida');
  });
});

describe('sessions', () => {
  it('ends after 30 minutes without use and 12 hours after sign-in', async () => {
    const email = await newAccount();
    const { token } = await enrol(email);
    advance(29 * 60);
    expect(await office.resolveSession(token)).not.toBeNull();
    advance(29 * 60);
    expect(await office.resolveSession(token)).not.toBeNull();
    advance(31 * 60);
    expect(await office.resolveSession(token)).toBeNull();

    // Used every 20 minutes: alive until 12 hours after sign-in, then ended.
    const other = (await enrol(await newAccount())).token;
    for (let i = 1; i < 36; i++) {
      advance(20 * 60);
      expect(await office.resolveSession(other)).not.toBeNull();
    }
    advance(20 * 60);
    expect(await office.resolveSession(other)).toBeNull();
  });

  it('a half-signed-in session lasts 10 minutes and cannot be used as a full one', async () => {
    const email = await newAccount();
    const r = await office.signIn({ email, senha: SENHA }, quem);
    if (r.tipo !== 'ok') throw new Error(r.tipo);
    expect((await session(r.token)).etapa).toBe('configurar-segundo-fator');
    advance(11 * 60);
    expect(await office.resolveSession(r.token)).toBeNull();
  });

  it('lists my sessions with device and address, revokes one, and signs out of all', async () => {
    const email = await newAccount();
    const a = await enrol(email);
    advance(60);
    const phone = { endereco: '192.0.2.50', agente: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/605.1.15' };
    const r = await office.signIn({ email, senha: SENHA }, phone);
    if (r.tipo !== 'ok') throw new Error(r.tipo);
    const b = await office.verifySecondFactor(await session(r.token), totpCode(a.secret, epoch()), phone);
    if (b.tipo !== 'ok') throw new Error(b.tipo);
    const mine = await session(a.token);
    const list = await office.listSessions(mine);
    expect(list.map((s) => [s.dispositivo, s.atual])).toEqual(
      expect.arrayContaining([
        ['Chrome em Linux', true],
        ['Safari em iOS', false],
      ]),
    );
    expect(list).toHaveLength(2);
    const other = list.find((s) => !s.atual);
    expect(await office.revokeSession(mine, other?.id ?? '', quem)).toBe(true);
    expect(await office.resolveSession(b.token)).toBeNull();
    expect(await office.revokeSession(mine, 'ffffffffffffffff', quem)).toBe(false);
    await office.signOutEverywhere(mine, quem);
    expect(await office.resolveSession(a.token)).toBeNull();
  });

  it('never resolves a malformed or unknown token', async () => {
    for (const token of ['', 'x', 'a'.repeat(43), 'a'.repeat(44), `${'a'.repeat(42)}/`])
      expect(await office.resolveSession(token)).toBeNull();
  });
});

describe('two-factor set-up (issue 25, item 1)', () => {
  const halfSession = async (email: string, de = quem) => {
    const r = await office.signIn({ email, senha: SENHA }, de);
    if (r.tipo !== 'ok') throw new Error(r.tipo);
    return session(r.token);
  };

  it('never replaces a confirmed key: the set-up page loaded again with the old half-session gets nothing', async () => {
    const email = await newAccount();
    const half = await halfSession(email);
    const setup = await office.startSecondFactorSetup(half, quem);
    if (!setup) throw new Error('nada a configurar');
    // The same key on a reload, until confirmed.
    expect((await office.startSecondFactorSetup(half, quem))?.chave).toBe(setup.chave);
    const done = await office.confirmSecondFactorSetup(half, totpCode(setup.chave, epoch()), quem);
    expect(done.tipo).toBe('ok');
    // What a form post without JavaScript did: the loader ran after the action with the request's
    // first session object, and made and stored a new key.
    expect(await office.startSecondFactorSetup(half, quem)).toBeNull();
    const [row] = await t.database.db.select().from(tables.usuarios).where(eq(tables.usuarios.email, email));
    expect(row?.totpSegredo).toBe(setup.chave);
    advance(60);
    const later = await halfSession(email);
    expect(later.etapa).toBe('segundo-fator');
    expect((await office.verifySecondFactor(later, totpCode(setup.chave, epoch()), quem)).tipo).toBe('ok');
  });

  it('refuses the two-client takeover: another half-session neither sees the owner key nor gets in after the owner confirms', async () => {
    const email = await newAccount();
    const owner = await halfSession(email);
    const intruder = await halfSession(email, { ...quem, endereco: '198.51.100.200' });
    const ownerKey = await office.startSecondFactorSetup(owner, quem);
    const intruderKey = await office.startSecondFactorSetup(intruder, { ...quem, endereco: '198.51.100.200' });
    if (!ownerKey || !intruderKey) throw new Error('nada a configurar');
    // Each half-session has its own key: the intruder's page never shows the owner's.
    expect(intruderKey.chave).not.toBe(ownerKey.chave);
    expect((await office.confirmSecondFactorSetup(owner, totpCode(ownerKey.chave, epoch()), quem)).tipo).toBe('ok');
    // The owner's confirmation ended every other half-session of the account.
    const intruderToken = await office.signIn({ email, senha: SENHA }, { ...quem, endereco: '198.51.100.201' });
    expect(intruderToken.tipo).toBe('ok');
    expect(await office.startSecondFactorSetup(intruder, quem)).toBeNull();
    expect((await office.confirmSecondFactorSetup(intruder, totpCode(intruderKey.chave, epoch()), quem)).tipo).toBe('invalido');
    const sessoes = await t.database.db.select().from(tables.sessoes).where(sql`left(${tables.sessoes.id}, 16) = ${intruder.id}`);
    expect(sessoes[0]?.encerradaEm).not.toBeNull();
    const [row] = await t.database.db.select().from(tables.usuarios).where(eq(tables.usuarios.email, email));
    expect(row?.totpSegredo).toBe(ownerKey.chave);
    const acoes = (
      await t.database.db
        .select()
        .from(tables.auditoria)
        .where(sql`${tables.auditoria.usuarioEmail} = ${email}`)
        .orderBy(asc(tables.auditoria.id))
    ).map((r) => r.acao);
    expect(acoes.filter((a) => a === 'segundo-fator-chave-gerada')).toHaveLength(2);
    expect(acoes.filter((a) => a === 'segundo-fator-configurado')).toHaveLength(1);
  });

  it('shows the recovery codes once, to the session the set-up made', async () => {
    const email = await newAccount();
    const { token, codes } = await enrol(email);
    expect(codes).toHaveLength(10);
    expect(await office.takeRecoveryCodes(await session(token), quem)).toBeNull();
  });

  it('throttles the set-up confirmation like the other steps', async () => {
    const email = await newAccount();
    const half = await halfSession(email);
    if (!(await office.startSecondFactorSetup(half, quem))) throw new Error('nada a configurar');
    const answers: string[] = [];
    for (let i = 0; i < 8; i++) answers.push((await office.confirmSecondFactorSetup(half, '000000', quem)).tipo);
    expect(answers.slice(0, 3)).toEqual(['invalido', 'invalido', 'invalido']);
    expect(answers).toContain('aguarde');
  });
});

describe('sign-in under load (issue 25, item 5)', () => {
  it('reserves before hashing: 40 parallel wrong passwords from one new address hash at most 4', async () => {
    const email = await newAccount();
    const de = { ...quem, endereco: '198.51.100.140' };
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => office.signIn({ email: `x${i}@cosems.example`, senha: `errada ${i}` }, de)),
    );
    const hashed = answers.filter((a) => a.tipo === 'invalida').length;
    expect(hashed).toBeGreaterThanOrEqual(1);
    expect(hashed).toBeLessThanOrEqual(4);
    expect(answers.filter((a) => a.tipo === 'aguarde')).toHaveLength(40 - hashed);
    // The right person from elsewhere is not held up by that address.
    expect((await office.signIn({ email, senha: SENHA }, quem)).tipo).toBe('ok');
  });

  it('counts an IPv6 client by its /64: new addresses in the same /64 share one delay', async () => {
    const answers: string[] = [];
    for (let i = 1; i <= 8; i++) {
      const r = await office.signIn(
        { email: `v6-${i}@cosems.example`, senha: 'errada' },
        { ...quem, endereco: `2001:db8:1:2::${i.toString(16)}` },
      );
      answers.push(r.tipo);
    }
    expect(answers.slice(0, 4)).toEqual(['invalida', 'invalida', 'invalida', 'invalida']);
    expect(answers.slice(4)).toEqual(['aguarde', 'aguarde', 'aguarde', 'aguarde']);
    // Another /64 is another client.
    const outra = await office.signIn({ email: 'v6-x@cosems.example', senha: 'errada' }, { ...quem, endereco: '2001:db8:1:3::1' });
    expect(outra.tipo).toBe('invalida');
  });

  it('answers "ocupado" (503) instead of queueing password checks without end, and gives the reservation back', async () => {
    const gate = new PasswordGate(1, 1);
    office = new BackOffice({ db: t.database.db, now: () => clock, passwordGate: gate });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        office.signIn({ email: `ocupado${i}@cosems.example`, senha: 'errada' }, { ...quem, endereco: `192.0.2.${100 + i}` }),
      ),
    );
    const tipos = answers.map((a) => a.tipo).sort();
    expect(tipos.filter((x) => x === 'ocupado').length).toBeGreaterThanOrEqual(1);
    expect(answers.find((a) => a.tipo === 'ocupado')).toEqual({ tipo: 'ocupado', segundos: SEGUNDOS_OCUPADO });
    // A refused check is not a failure: the address may try again at once.
    const i = answers.findIndex((a) => a.tipo === 'ocupado');
    const again = await office.signIn(
      { email: `ocupado${i}@cosems.example`, senha: 'errada' },
      { ...quem, endereco: `192.0.2.${100 + i}` },
    );
    expect(again.tipo).toBe('invalida');
  });
});

describe('second factor against a phished password (issue 25, item 6)', () => {
  it(`after ${FALHAS_SEGUNDO_FATOR_MAX} wrong codes the app's codes are refused, a recovery code gets in, the owner is told`, async () => {
    const enviados: { para: string; assunto: string; texto: string }[] = [];
    office = new BackOffice({
      db: t.database.db,
      now: () => clock,
      correio: { enviar: async (m) => void enviados.push(m) },
    });
    const email = await newAccount();
    const { secret, codes } = await enrol(email);
    const answers: string[] = [];
    for (let i = 0; i < 14; i++) {
      advance(3600); // past every delay: only the cap stops the guesses
      const half = await (async () => {
        const r = await office.signIn({ email, senha: SENHA }, { ...quem, endereco: `198.51.100.${i + 1}` });
        if (r.tipo !== 'ok') throw new Error(r.tipo);
        return session(r.token);
      })();
      answers.push((await office.verifySecondFactor(half, String(100000 + i), quem)).tipo);
    }
    expect(answers.slice(0, FALHAS_SEGUNDO_FATOR_MAX - 1).every((a) => a === 'invalido')).toBe(true);
    expect(answers.slice(FALHAS_SEGUNDO_FATOR_MAX - 1).every((a) => a === 'bloqueado')).toBe(true);
    const acoes = (await t.database.db.select().from(tables.auditoria).where(sql`${tables.auditoria.usuarioEmail} = ${email}`)).map(
      (r) => r.acao,
    );
    expect(acoes.filter((a) => a === 'segundo-fator-bloqueado')).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 10));
    expect(enviados).toHaveLength(1);
    expect(enviados[0]?.para).toBe(email);
    expect(enviados[0]?.texto).toContain(`errou ${FALHAS_SEGUNDO_FATOR_MAX} vezes seguidas`);
    // The owner, with the right code from the app: still refused.
    advance(3600);
    const r = await office.signIn({ email, senha: SENHA }, quem);
    if (r.tipo !== 'ok') throw new Error(r.tipo);
    const half = await session(r.token);
    expect(await office.verifySecondFactor(half, totpCode(secret, epoch()), quem)).toEqual({ tipo: 'bloqueado', recuperacao: true });
    // A recovery code gets in, unblocks the app's codes, and the new session carries the warning.
    const ok = await office.redeemRecoveryCode(half, codes[0] as string, quem);
    if (ok.tipo !== 'ok') throw new Error(ok.tipo);
    expect((await session(ok.token)).falhasAntes).toBe(FALHAS_SEGUNDO_FATOR_MAX);
    advance(60);
    const next = await office.signIn({ email, senha: SENHA }, quem);
    if (next.tipo !== 'ok') throw new Error(next.tipo);
    const ok2 = await office.verifySecondFactor(await session(next.token), totpCode(secret, epoch()), quem);
    expect(ok2.tipo).toBe('ok');
    if (ok2.tipo === 'ok') expect((await session(ok2.token)).falhasAntes).toBe(0);
  });

  it(`stops checking recovery codes too after ${FALHAS_SEGUNDO_FATOR_RECUPERACAO_MAX} failures: only an administrator's reset`, async () => {
    const email = await newAccount();
    const { codes } = await enrol(email);
    const tipos: string[] = [];
    for (let i = 0; i < FALHAS_SEGUNDO_FATOR_RECUPERACAO_MAX + 2; i++) {
      advance(3600);
      const r = await office.signIn({ email, senha: SENHA }, quem);
      if (r.tipo !== 'ok') throw new Error(r.tipo);
      tipos.push((await office.redeemRecoveryCode(await session(r.token), `aaaaa-${String(i).padStart(5, 'b')}`, quem)).tipo);
    }
    expect(tipos.at(-1)).toBe('bloqueado');
    advance(3600);
    const r = await office.signIn({ email, senha: SENHA }, quem);
    if (r.tipo !== 'ok') throw new Error(r.tipo);
    expect(await office.redeemRecoveryCode(await session(r.token), codes[0] as string, quem)).toEqual({
      tipo: 'bloqueado',
      recuperacao: false,
    });
  });

  it('parallel wrong codes cannot pass the cap', async () => {
    const email = await newAccount();
    await enrol(email);
    advance(3600);
    const halves: SessaoAtual[] = [];
    for (let i = 0; i < 30; i++) {
      const r = await office.signIn({ email, senha: SENHA }, { ...quem, endereco: `203.0.113.${i + 1}` });
      if (r.tipo !== 'ok') throw new Error(r.tipo);
      halves.push(await session(r.token));
    }
    // Different addresses, so only the account's delay (at most 5 s) and the cap stand in the way.
    await Promise.all(halves.map((h, i) => office.verifySecondFactor(h, String(200000 + i), { ...quem, endereco: `203.0.113.${i + 1}` })));
    const [row] = await t.database.db.select().from(tables.usuarios).where(eq(tables.usuarios.email, email));
    expect(row?.falhasSegundoFator).toBeLessThanOrEqual(FALHAS_SEGUNDO_FATOR_MAX);
  });
});

describe('TOTP secrets encrypted at rest (issue 25, item 11; docs/decisions/042)', () => {
  const chave = (byte: number) => ({ id: `k${byte}`, key: Buffer.alloc(32, byte) });
  const K1 = chave(1);
  const K2 = chave(2);
  const officeWith = (totpKeys: { id: string; key: Buffer }[]) => new BackOffice({ db: t.database.db, now: () => clock, totpKeys });
  const stored = async (email: string) => {
    const [row] = await t.database.db.select().from(tables.usuarios).where(eq(tables.usuarios.email, email));
    return row?.totpSegredo ?? null;
  };
  /** Password, then the app's code of `secret` now: the outcome of the second step with `o`. */
  const signInWith = async (o: BackOffice, email: string, secret: string) => {
    advance(60);
    const r = await o.signIn({ email, senha: SENHA }, quem);
    if (r.tipo !== 'ok') throw new Error(r.tipo);
    const half = await o.resolveSession(r.token);
    if (!half) throw new Error('sem sessão');
    return { half, result: await o.verifySecondFactor(half, totpCode(secret, epoch()), quem) };
  };

  it('stores neither the confirmed key nor the one being set up in clear, and signs in with them', async () => {
    office = officeWith([K1]);
    const email = await newAccount();
    const first = await office.signIn({ email, senha: SENHA }, quem);
    if (first.tipo !== 'ok') throw new Error(first.tipo);
    const half = await session(first.token);
    const setup = await office.startSecondFactorSetup(half, quem);
    if (!setup) throw new Error('nada a configurar');
    const [pendente] = await t.database.db.select().from(tables.sessoes).where(eq(tables.sessoes.usuarioId, half.usuario.id));
    expect(pendente?.totpPendente).toMatch(/^v1:k1:[\w-]{16}:[\w-]+$/);
    expect(pendente?.totpPendente).not.toContain(setup.chave);
    // The same key on a reload of the page, read back from its encrypted form.
    expect((await office.startSecondFactorSetup(half, quem))?.chave).toBe(setup.chave);
    const done = await office.confirmSecondFactorSetup(half, totpCode(setup.chave, epoch()), quem);
    expect(done.tipo).toBe('ok');
    const value = await stored(email);
    expect(value).toMatch(/^v1:k1:/);
    expect(value).not.toContain(setup.chave);
    expect((await signInWith(office, email, setup.chave)).result.tipo).toBe('ok');
    // Bound to the account: the same value copied to another account does not decrypt there.
    const other = await newAccount();
    const { secret: otherSecret } = await enrol(other);
    await t.database.db.update(tables.usuarios).set({ totpSegredo: value }).where(eq(tables.usuarios.email, other));
    expect((await signInWith(office, other, setup.chave)).result.tipo).toBe('chave-ilegivel');
    expect((await signInWith(office, other, otherSecret)).result.tipo).toBe('chave-ilegivel');
  });

  it('still reads a key stored in clear before TOTP_KEYS, and encrypts it at its next sign-in', async () => {
    const email = await newAccount();
    const { secret } = await enrol(email);
    expect(await stored(email)).toBe(secret);
    office = officeWith([K1]);
    // Told at start (the database is shared by this file's tests: at least this one).
    expect((await office.describeTotpSecrets()).emClaro).toBeGreaterThanOrEqual(1);
    // A wrong code leaves it as it was.
    advance(60);
    const r = await office.signIn({ email, senha: SENHA }, quem);
    if (r.tipo !== 'ok') throw new Error(r.tipo);
    expect((await office.verifySecondFactor(await session(r.token), '000000', quem)).tipo).toBe('invalido');
    expect(await stored(email)).toBe(secret);
    expect((await signInWith(office, email, secret)).result.tipo).toBe('ok');
    expect(await stored(email)).toMatch(/^v1:k1:/);
    expect((await signInWith(office, email, secret)).result.tipo).toBe('ok');
  });

  it('rotates: the new key first and the old one after; re-encrypting moves every secret to the new key; then the old key can go', async () => {
    office = officeWith([K1]);
    const a = await newAccount();
    const b = await newAccount();
    const clear = await newAccount();
    const { secret: sa } = await enrol(a);
    const { secret: sb } = await enrol(b);
    // One more enrolled before TOTP_KEYS: in clear.
    office = new BackOffice({ db: t.database.db, now: () => clock });
    const { secret: sc } = await enrol(clear);
    // A set-up in progress, under the old key.
    office = officeWith([K1]);
    const pending = await newAccount();
    const p = await office.signIn({ email: pending, senha: SENHA }, quem);
    if (p.tipo !== 'ok') throw new Error(p.tipo);
    const pendingHalf = await session(p.token);
    const pendingSetup = await office.startSecondFactorSetup(pendingHalf, quem);
    if (!pendingSetup) throw new Error('nada a configurar');

    office = officeWith([K2, K1]);
    // Both keys read; a sign-in moves its account to the new key.
    expect((await signInWith(office, a, sa)).result.tipo).toBe('ok');
    expect(await stored(a)).toMatch(/^v1:k2:/);
    expect(await stored(b)).toMatch(/^v1:k1:/);
    const r = await office.reencryptTotpSecrets();
    expect(r.recifrados).toBeGreaterThanOrEqual(3);
    expect(r.ilegiveis.map((i) => i.email).filter((e) => [a, b, clear].includes(e))).toEqual([]);
    for (const email of [a, b, clear]) expect(await stored(email)).toMatch(/^v1:k2:/);

    office = officeWith([K2]);
    expect((await signInWith(office, b, sb)).result.tipo).toBe('ok');
    expect((await signInWith(office, clear, sc)).result.tipo).toBe('ok');
    // The set-up started under the old key is confirmed under the new one.
    const done = await office.confirmSecondFactorSetup(await session(p.token), totpCode(pendingSetup.chave, epoch()), quem);
    expect(done.tipo).toBe('ok');
    expect(await stored(pending)).toMatch(/^v1:k2:/);
    const [audit] = await t.database.db
      .select()
      .from(tables.auditoria)
      .where(eq(tables.auditoria.acao, 'segundo-fator-recifrado'))
      .orderBy(sql`id desc`)
      .limit(1);
    expect(audit?.depois).toMatchObject({ recifrados: r.recifrados, ilegiveis: r.ilegiveis.length });
  });

  it('a key this server cannot read is refused as such (not counted as a wrong code); a recovery code still gets in; the command names the account', async () => {
    office = officeWith([K1]);
    const email = await newAccount();
    const { secret, codes } = await enrol(email);
    for (const keys of [[], [K2], [{ id: 'k1', key: Buffer.alloc(32, 9) }]]) {
      office = officeWith(keys);
      const { result } = await signInWith(office, email, secret);
      expect(result.tipo).toBe('chave-ilegivel');
      const [row] = await t.database.db.select().from(tables.usuarios).where(eq(tables.usuarios.email, email));
      expect(row?.falhasSegundoFator).toBe(0);
    }
    expect((await office.describeTotpSecrets()).ilegiveis).toBeGreaterThanOrEqual(1);
    const r = await office.reencryptTotpSecrets();
    expect(r.ilegiveis).toContainEqual({ email, chave: 'k1' });
    expect(await stored(email)).toMatch(/^v1:k1:/);
    const again = await office.signIn({ email, senha: SENHA }, quem);
    if (again.tipo !== 'ok') throw new Error(again.tipo);
    expect((await office.redeemRecoveryCode(await session(again.token), codes[0] as string, quem)).tipo).toBe('ok');
    const [audit] = await t.database.db
      .select()
      .from(tables.auditoria)
      .where(eq(tables.auditoria.acao, 'segundo-fator-ilegivel'))
      .orderBy(sql`id desc`)
      .limit(1);
    expect(audit?.usuarioEmail).toBe(email);
  });

  it('refuses to re-encrypt without TOTP_KEYS', async () => {
    await expect(office.reencryptTotpSecrets()).rejects.toThrow(/TOTP_KEYS/);
  });
});

describe('audit log', () => {
  it('records sign-ins, failures and sign-outs, and refuses changes to what it holds', async () => {
    const email = await newAccount('administrador');
    const { token } = await enrol(email);
    await office.signIn({ email, senha: 'senha errada de verdade' }, { ...quem, endereco: '192.0.2.77' });
    await office.signOut(await session(token), quem);
    const rows = await t.database.db
      .select()
      .from(tables.auditoria)
      .where(sql`${tables.auditoria.usuarioEmail} = ${email}`)
      .orderBy(asc(tables.auditoria.id));
    expect(rows.map((r) => r.acao)).toEqual([
      'usuario-criado',
      'segundo-fator-chave-gerada',
      'segundo-fator-configurado',
      'entrada',
      'codigos-recuperacao-gerados',
      'entrada-falhou',
      'saida',
    ]);
    expect(rows.find((r) => r.acao === 'entrada-falhou')?.endereco).toBe('192.0.2.77');
    await expect(t.database.db.update(tables.auditoria).set({ acao: 'x' })).rejects.toThrow();
    await expect(t.database.db.delete(tables.auditoria)).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate auditoria`)).rejects.toThrow();
    const [{ n } = { n: 0 }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(tables.auditoria);
    expect(n).toBeGreaterThanOrEqual(rows.length);
  });
});
