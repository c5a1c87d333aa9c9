import { describe, expect, it } from 'vitest';
import { EMAIL_MAX, emailValido, formatarTelefone } from '../src/index.ts';

describe('phones of the regional councils (formatarTelefone)', () => {
  it.each([
    ['3133334444', '(31) 3333-4444'],
    ['(31) 3333-4444', '(31) 3333-4444'],
    ['31 99876 5432', '(31) 99876-5432'],
    ['+55 31 99876-5432', '(31) 99876-5432'],
    ['031 3333-4444', '(31) 3333-4444'],
    ['(035) 99876-5432', '(35) 99876-5432'],
    ['31.3333.4444', '(31) 3333-4444'],
  ])('%s → %s', (typed, shown) => expect(formatarTelefone(typed)).toBe(shown));

  it.each(['3333-4444', '313333444', '319987654321', '0000000000', 'ramal 31 3333-4444', '31 3333-4444 #2', `31${'3'.repeat(40)}`])(
    'refuses %s (no area code, too short or long, letters)',
    (typed) => expect(formatarTelefone(typed)).toBeNull(),
  );
});

describe('e-mail addresses (emailValido)', () => {
  it('one @, a dot in the domain, no spaces, at most 254 characters', () => {
    expect(emailValido('maria@exemplo.org.br')).toBe(true);
    expect(emailValido('maria@exemplo')).toBe(false);
    expect(emailValido('maria silva@exemplo.org.br')).toBe(false);
    expect(emailValido('@exemplo.org.br')).toBe(false);
    expect(emailValido(`${'a'.repeat(EMAIL_MAX - 12)}@exemplo.org`)).toBe(true);
    expect(emailValido(`${'a'.repeat(EMAIL_MAX - 11)}@exemplo.org`)).toBe(false);
  });
});
