import { describe, expect, it } from 'vitest';
import { formatApoiador, filterApoiadores, sortApoiadores } from './apoiadores';

const ap = (nome: string, email: string | null = null, regional = 'Unaí') => ({
  nome,
  email,
  ApoiadorRegional: { Regional: { nome: regional } },
});

describe('sortApoiadores', () => {
  it('sorts by name, ignoring case and accents, without changing the input', () => {
    const lista = [ap('bruno'), ap('Álvaro'), ap('Ana'), ap('Érica'), ap('carla')];
    expect(sortApoiadores(lista).map((a) => a.nome)).toEqual(['Álvaro', 'Ana', 'bruno', 'carla', 'Érica']);
    expect(lista[0]?.nome).toBe('bruno');
  });
});

describe('filterApoiadores', () => {
  const lista = [ap('Paulo Faria'), ap('Eliane Reis'), ap('ADRIANA GOMES')];
  it('keeps names containing the term, case-insensitively', () => {
    expect(filterApoiadores(lista, 'rei').map((a) => a.nome)).toEqual(['Eliane Reis']);
    expect(filterApoiadores(lista, 'GOMES').map((a) => a.nome)).toEqual(['ADRIANA GOMES']);
    expect(filterApoiadores(lista, 'adri').map((a) => a.nome)).toEqual(['ADRIANA GOMES']);
  });
  it('keeps everyone for an empty term and no one when nothing matches', () => {
    expect(filterApoiadores(lista, '')).toHaveLength(3);
    expect(filterApoiadores(lista, 'xyz')).toHaveLength(0);
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
