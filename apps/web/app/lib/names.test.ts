import { describe, expect, it } from 'vitest';
import { capitalizarPalavras, EMAIL_NAO_INFORMADO, emailExibido, emailValido, formatarCargo, formatarNomeGrupo, linhaSms } from './names';

describe('capitalizarPalavras', () => {
  it('capitalises each word and lower-cases the rest', () => {
    expect(capitalizarPalavras('REGINA PINTO FREITAS')).toBe('Regina Pinto Freitas');
    expect(capitalizarPalavras('tatiane araújo')).toBe('Tatiane Araújo');
    expect(capitalizarPalavras('Sandra Tavares carvalho')).toBe('Sandra Tavares Carvalho');
  });
  it('handles accented initials and extra white space', () => {
    expect(capitalizarPalavras('  élcio   ÁVILA ')).toBe('Élcio Ávila');
    expect(capitalizarPalavras('')).toBe('');
  });
});

describe('formatarNomeGrupo', () => {
  it('turns underscores into spaces and capitalises each word', () => {
    expect(formatarNomeGrupo('Assessoria_Tecnica')).toBe('Assessoria Tecnica');
    expect(formatarNomeGrupo('apoio_administrativo')).toBe('Apoio Administrativo');
    expect(formatarNomeGrupo('SECRETARIA__EXECUTIVA')).toBe('Secretaria Executiva');
  });
});

describe('formatarCargo', () => {
  it("shows 'Primeiro Vice Presidente' as 'Primeiro Vice-Presidente'", () => {
    expect(formatarCargo('Primeiro_Vice_Presidente')).toBe('Primeiro Vice-Presidente');
    expect(formatarCargo('primeiro_vice_presidente')).toBe('Primeiro Vice-Presidente');
  });
  it('formats other positions like group names', () => {
    expect(formatarCargo('Presidente')).toBe('Presidente');
    expect(formatarCargo('Conselho_Fiscal')).toBe('Conselho Fiscal');
  });
});

describe('e-mail placeholder', () => {
  it('accepts real addresses', () => {
    expect(emailValido('marcos.oliveira@cosemsmg.exemplo.org.br')).toBe(true);
    expect(emailExibido(' ana@exemplo.org ')).toBe('ana@exemplo.org');
  });
  it.each(['', '   ', 'nao possui', '-', 'x@', '@exemplo.org', 'ana@exemplo', 'a b@c.d', null, undefined])(
    'treats %j as not informed',
    (valor) => {
      expect(emailValido(valor)).toBe(false);
      expect(emailExibido(valor)).toBeNull();
    },
  );
  it("names the placeholder 'Não informado'", () => {
    expect(EMAIL_NAO_INFORMADO).toBe('Não informado');
  });
});

describe('linhaSms', () => {
  it("gives 'SMS DE {sms}' when sms is not empty", () => {
    expect(linhaSms('Divinópolis')).toBe('SMS DE Divinópolis');
  });
  it('gives nothing for an empty sms', () => {
    expect(linhaSms('')).toBeNull();
    expect(linhaSms('  ')).toBeNull();
    expect(linhaSms(null)).toBeNull();
  });
});
