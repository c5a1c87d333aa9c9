import { describe, expect, it } from 'vitest';
import { formatApoiador, filterApoiadores, sortApoiadores } from './apoiadores';

const ap = (name: string, email: string | null = null, regional = 'Unaí') => ({
  nome: name,
  email,
  ApoiadorRegional: { Regional: { nome: regional } },
});

describe('sortApoiadores', () => {
  it('sorts by name, ignoring case and accents, without changing the input', () => {
    const list = [ap('bruno'), ap('Álvaro'), ap('Ana'), ap('Érica'), ap('carla')];
    expect(sortApoiadores(list).map((a) => a.nome)).toEqual(['Álvaro', 'Ana', 'bruno', 'carla', 'Érica']);
    expect(list[0]?.nome).toBe('bruno');
  });
});

describe('filterApoiadores', () => {
  const list = [ap('Paulo Faria'), ap('Eliane Reis'), ap('ADRIANA GOMES')];
  it('keeps names containing the term, case-insensitively', () => {
    expect(filterApoiadores(list, 'rei').map((a) => a.nome)).toEqual(['Eliane Reis']);
    expect(filterApoiadores(list, 'GOMES').map((a) => a.nome)).toEqual(['ADRIANA GOMES']);
    expect(filterApoiadores(list, 'adri').map((a) => a.nome)).toEqual(['ADRIANA GOMES']);
  });
  it('keeps everyone for an empty term and no one when nothing matches', () => {
    expect(filterApoiadores(list, '')).toHaveLength(3);
    expect(filterApoiadores(list, 'xyz')).toHaveLength(0);
  });
});

describe('formatApoiador', () => {
  it('capitalises the name, lower-cases the e-mail and gives the regional name', () => {
    expect(formatApoiador(ap('paulo FARIA', 'Paulo.Faria@Exemplo.ORG.br', 'Belo Horizonte'))).toEqual({
      nome: 'Paulo Faria',
      email: 'paulo.faria@exemplo.org.br',
      regional: 'Belo Horizonte',
    });
  });
  it('gives no e-mail for an empty or invalid one', () => {
    expect(formatApoiador(ap('a', null)).email).toBeNull();
    expect(formatApoiador(ap('a', 'nao possui')).email).toBeNull();
  });
});
