import { describe, expect, it } from 'vitest';
import { capitalizeWords, EMAIL_NOT_GIVEN, formatEmail, isValidEmail, formatCargo, formatGrupoName, formatSmsLine } from './names';

describe('capitalizeWords', () => {
  it('capitalises each word and lower-cases the rest', () => {
    expect(capitalizeWords('REGINA PINTO FREITAS')).toBe('Regina Pinto Freitas');
    expect(capitalizeWords('tatiane araújo')).toBe('Tatiane Araújo');
    expect(capitalizeWords('Sandra Tavares carvalho')).toBe('Sandra Tavares Carvalho');
  });
  it('handles accented initials and extra white space', () => {
    expect(capitalizeWords('  élcio   ÁVILA ')).toBe('Élcio Ávila');
    expect(capitalizeWords('')).toBe('');
  });
});

describe('formatGrupoName', () => {
  it('turns underscores into spaces and capitalises each word', () => {
    expect(formatGrupoName('Assessoria_Tecnica')).toBe('Assessoria Tecnica');
    expect(formatGrupoName('apoio_administrativo')).toBe('Apoio Administrativo');
    expect(formatGrupoName('SECRETARIA__EXECUTIVA')).toBe('Secretaria Executiva');
  });
});

describe('formatCargo', () => {
  it("shows 'Primeiro Vice Presidente' as 'Primeiro Vice-Presidente'", () => {
    expect(formatCargo('Primeiro_Vice_Presidente')).toBe('Primeiro Vice-Presidente');
    expect(formatCargo('primeiro_vice_presidente')).toBe('Primeiro Vice-Presidente');
  });
  it('formats other positions like group names', () => {
    expect(formatCargo('Presidente')).toBe('Presidente');
    expect(formatCargo('Conselho_Fiscal')).toBe('Conselho Fiscal');
  });
});

describe('e-mail placeholder', () => {
  it('accepts real addresses', () => {
    expect(isValidEmail('marcos.oliveira@cosemsmg.exemplo.org.br')).toBe(true);
    expect(formatEmail(' ana@exemplo.org ')).toBe('ana@exemplo.org');
  });
  it.each(['', '   ', 'nao possui', '-', 'x@', '@exemplo.org', 'ana@exemplo', 'a b@c.d', null, undefined])(
    'treats %j as not informed',
    (value) => {
      expect(isValidEmail(value)).toBe(false);
      expect(formatEmail(value)).toBeNull();
    },
  );
  it("names the placeholder 'Não informado'", () => {
    expect(EMAIL_NOT_GIVEN).toBe('Não informado');
  });
});

describe('formatSmsLine', () => {
  it("gives 'SMS DE {sms}' when sms is not empty", () => {
    expect(formatSmsLine('Divinópolis')).toBe('SMS DE Divinópolis');
  });
  it('gives nothing for an empty sms', () => {
    expect(formatSmsLine('')).toBeNull();
    expect(formatSmsLine('  ')).toBeNull();
    expect(formatSmsLine(null)).toBeNull();
  });
});
