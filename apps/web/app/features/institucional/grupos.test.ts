import { describe, expect, it } from 'vitest';
import { groupDiretoria, groupEquipe, VACANT_SEAT_LABEL } from './grupos';

const m = (name: string) => ({ nome: name, email: `${name}@exemplo.org` });

describe('groupEquipe', () => {
  const grupos = groupEquipe({ Secretaria_Executiva: [m('a'), m('b')], Assessoria_Juridica: [m('c')], Ouvidoria: [] });

  it('keeps the content order and formats the headings', () => {
    expect(grupos.map((g) => g.titulo)).toEqual(['Secretaria Executiva', 'Assessoria Juridica']);
  });
  it('uses an accordion for several members and a single block for one', () => {
    expect(grupos.map((g) => g.layout)).toEqual(['acordeao', 'unico']);
  });
  it('omits empty groups', () => {
    expect(grupos.find((g) => g.chave === 'Ouvidoria')).toBeUndefined();
  });
});

describe('groupDiretoria', () => {
  const grupos = groupDiretoria({
    Presidente: [{ nome: 'a', sms: 'Unaí' }],
    Primeiro_Vice_Presidente: [{ nome: 'b', sms: '' }],
    Conselho_Fiscal: [
      { nome: 'c', sms: '' },
      { nome: 'd', sms: '' },
    ],
    Suplentes_Conselho_Fiscal: [],
  });

  it("names the first vice-president 'Primeiro Vice-Presidente'", () => {
    expect(grupos.map((g) => g.titulo)).toEqual(['Presidente', 'Primeiro Vice-Presidente', 'Conselho Fiscal', 'Suplentes Conselho Fiscal']);
  });
  it('keeps an empty position as vacant', () => {
    expect(grupos.map((g) => g.layout)).toEqual(['unico', 'unico', 'acordeao', 'vago']);
    expect(VACANT_SEAT_LABEL).toBe('Vaga não preenchida');
  });
});
