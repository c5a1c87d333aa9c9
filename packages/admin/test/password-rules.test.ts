/**
 * The password rules that docs/asvs.md cites for V6.1.2, 6.2.5, 6.2.8, 6.2.9 and 6.2.11: the
 * context words, no composition rules, long passphrases, and the password checked exactly as typed.
 */
import { BackOffice, checkPasswordStrength, MENSAGENS_DA_SENHA } from '@cosems/admin';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { Options } from '@zxcvbn-ts/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const INICIO = 'Senha fácil de adivinhar: escolha outra. ';
const FIM = ' Uma frase de quatro ou mais palavras sem relação entre si funciona bem.';

describe('what a weak password is told (issue 26, item 4)', () => {
  // Without translations, zxcvbn's options hold its table of keys (each key's value is its name):
  // every warning and suggestion it can give, whatever version is installed.
  const chaves = new Options().translations;

  it('every warning and suggestion zxcvbn can give has a sentence of ours', () => {
    for (const tipo of ['warnings', 'suggestions'] as const) {
      const nossas: Record<string, unknown> = MENSAGENS_DA_SENHA[tipo];
      for (const chave of Object.keys(chaves[tipo])) {
        const frase = nossas[chave];
        expect(typeof frase, `${tipo}.${chave}`).toBe('string');
        // A whole sentence: it is read between two others in the refusal.
        expect(frase, `${tipo}.${chave}`).toMatch(/^\p{Lu}.*\.$/u);
      }
      expect(Object.keys(nossas).sort()).toEqual(Object.keys(chaves[tipo]).sort());
    }
  });

  it("the person's own data: a sentence in Portuguese, not the pack's", () => {
    const mensagem = checkPasswordStrength('wyllamar2026', ['Tarcísio Wyllamar', 'tarcisio@cosems.example']);
    expect(mensagem).not.toContain('não deve haver');
    expect(mensagem).toBe(
      `${INICIO}A senha não deve conter o seu nome, o seu e-mail nem palavras ligadas ao COSEMS/MG, como SUS ou Minas Gerais. ` +
        `Acrescente mais palavras, de preferência pouco comuns.${FIM}`,
    );
  });

  it('every refusal is made of our sentences only', () => {
    const frases = [...Object.values(MENSAGENS_DA_SENHA.warnings), ...Object.values(MENSAGENS_DA_SENHA.suggestions)];
    const vistas = new Set<string>();
    // Each shape gives zxcvbn another warning or suggestion (keyboard row, repeats, a common
    // password, capitals, l33t, a date, a sequence, a word written backwards).
    for (const senha of [
      'qwertyuiop123',
      'aaaaaaaaaaaa',
      'abcabcabcabc',
      '123456789012',
      'Password1234',
      'PASSWORDSENHA',
      'p@ssw0rd2024',
      '10/10/1990aa',
      'drowssapdrowssap',
      'wyllamar2026',
    ]) {
      const mensagem = checkPasswordStrength(senha, ['Tarcísio Wyllamar']);
      expect(mensagem?.startsWith(INICIO) && mensagem.endsWith(FIM), senha).toBe(true);
      let resto = (mensagem as string).slice(INICIO.length, -FIM.length).trim();
      expect(resto, senha).not.toBe('');
      while (resto) {
        const frase = frases.find((f) => resto.startsWith(f));
        expect(frase, `${senha}: "${resto}"`).toBeDefined();
        vistas.add(frase as string);
        resto = resto.slice((frase as string).length).trimStart();
      }
    }
    // The list reaches several of them (a list that reached none would prove nothing).
    expect(vistas.size).toBeGreaterThanOrEqual(8);
  });
});

describe('password rules', () => {
  it("the association's words and the person's own name weaken a password", () => {
    const pessoa = ['Tarcísio Wyllamar', 'tarcisio@cosems.example'];
    // The same shape with a word nobody would guess is accepted…
    expect(checkPasswordStrength('qzvxkotm2026', pessoa)).toBeNull();
    // …with the association's name it is not (the list in passwords.ts, documented in docs/asvs.md).
    expect(checkPasswordStrength('cosemsmg2026', pessoa)).toMatch(/fácil de adivinhar/);
    // The person's own surname: fine for someone else, weak for them.
    expect(checkPasswordStrength('wyllamar2026')).toBeNull();
    expect(checkPasswordStrength('wyllamar2026', pessoa)).toMatch(/fácil de adivinhar/);
  });

  describe('sign-in with a long passphrase', () => {
    let t: TestDatabase;
    let clock = new Date(Date.UTC(2026, 10, 20, 12));
    beforeAll(async () => {
      t = await createTestDatabase({ empty: true });
    });
    afterAll(async () => t?.close());

    it('a 64-character passphrase of lower-case words is accepted and verified exactly as typed', async () => {
      const office = new BackOffice({ db: t.database.db, now: () => clock });
      // Only lower-case letters and spaces: no rule asks for digits, capitals or symbols.
      const senha = 'ponte amarela sobre o rio doce com garças dormindo ao entardecer';
      expect([...senha].length).toBe(64);
      await office.createUser({ email: 'frase@cosems.example', nome: 'Frase Longa', papel: 'autor', senha });
      // Each attempt from its own address, a minute apart: the throttle never answers for the password.
      let n = 0;
      const attempt = (tentativa: string) => {
        n += 1;
        clock = new Date(clock.getTime() + 60_000);
        return office.signIn({ email: 'frase@cosems.example', senha: tentativa }, { endereco: `198.51.100.${n}`, agente: 'teste' });
      };
      for (const wrong of [`${senha} `, ` ${senha}`, senha.toUpperCase(), senha.slice(0, 63), senha.normalize('NFD')]) {
        expect(await attempt(wrong), JSON.stringify(wrong)).toMatchObject({ tipo: 'invalida' });
      }
      expect(await attempt(senha)).toMatchObject({ tipo: 'ok', etapa: 'configurar-segundo-fator' });
    });
  });
});
