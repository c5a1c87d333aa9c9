import { describe, expect, it } from 'vitest';
import { exibirApoiador, filtrarApoiadores, ordenarApoiadores } from './apoiadores';

const ap = (nome: string, email: string | null = null, regional = 'Unaí') => ({
  nome,
  email,
  ApoiadorRegional: { Regional: { nome: regional } },
});

describe('ordenarApoiadores', () => {
  it('sorts by name, ignoring case and accents, without changing the input', () => {
    const lista = [ap('bruno'), ap('Álvaro'), ap('Ana'), ap('Érica'), ap('carla')];
    expect(ordenarApoiadores(lista).map((a) => a.nome)).toEqual(['Álvaro', 'Ana', 'bruno', 'carla', 'Érica']);
    expect(lista[0]?.nome).toBe('bruno');
  });
});

describe('filtrarApoiadores', () => {
  const lista = [ap('Paulo Faria'), ap('Eliane Reis'), ap('ADRIANA GOMES')];
  it('keeps names containing the term, case-insensitively', () => {
    expect(filtrarApoiadores(lista, 'rei').map((a) => a.nome)).toEqual(['Eliane Reis']);
    expect(filtrarApoiadores(lista, 'GOMES').map((a) => a.nome)).toEqual(['ADRIANA GOMES']);
    expect(filtrarApoiadores(lista, 'adri').map((a) => a.nome)).toEqual(['ADRIANA GOMES']);
  });
  it('keeps everyone for an empty term and no one when nothing matches', () => {
    expect(filtrarApoiadores(lista, '')).toHaveLength(3);
    expect(filtrarApoiadores(lista, 'xyz')).toHaveLength(0);
  });
});

describe('exibirApoiador', () => {
  it('capitalises the name, lower-cases the e-mail and gives the regional name', () => {
    expect(exibirApoiador(ap('paulo FARIA', 'Paulo.Faria@Exemplo.ORG.br', 'Belo Horizonte'))).toEqual({
      nome: 'Paulo Faria',
      email: 'paulo.faria@exemplo.org.br',
      regional: 'Belo Horizonte',
    });
  });
  it('gives no e-mail for an empty or invalid one', () => {
    expect(exibirApoiador(ap('a', null)).email).toBeNull();
    expect(exibirApoiador(ap('a', 'nao possui')).email).toBeNull();
  });
});
