/**
 * The password rules that docs/asvs.md cites for V6.1.2, 6.2.5, 6.2.8, 6.2.9 and 6.2.11: the
 * context words, no composition rules, long passphrases, and the password checked exactly as typed.
 */
import { BackOffice, checkPasswordStrength } from '@cosems/admin';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
