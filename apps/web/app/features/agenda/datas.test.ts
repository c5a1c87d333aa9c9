import { FUSO_DA_AGENDA as FUSO_DO_CONTRATO } from '@cosems/contracts';
import { describe, expect, it } from 'vitest';
import { agruparPorMes, dataComFuso, diaPorExtenso, FUSO_DA_AGENDA, horaEmSaoPaulo, mesDoEvento, quandoAcontece } from './datas';

describe('the agenda’s dates, in São Paulo', () => {
  it('the zone is the contract’s', () => {
    expect(FUSO_DA_AGENDA).toBe(FUSO_DO_CONTRATO);
  });

  it('hours and days in São Paulo whatever the instant’s zone', () => {
    expect(horaEmSaoPaulo('2027-03-18T17:00:00.000Z')).toBe('14:00');
    expect(horaEmSaoPaulo('2027-03-19T02:30:00.000Z')).toBe('23:30');
    expect(diaPorExtenso('2027-03-19T02:30:00.000Z')).toBe('18 de março de 2027');
    expect(diaPorExtenso('2027-01-01')).toBe('1 de janeiro de 2027');
  });

  it('the month an event starts in, with its Portuguese name', () => {
    expect(mesDoEvento({ inicio: '2027-03-01T02:00:00.000Z' })).toEqual({ chave: '2027-02', nome: 'Fevereiro de 2027' });
    expect(mesDoEvento({ inicio: '2026-12-31' })).toEqual({ chave: '2026-12', nome: 'Dezembro de 2026' });
  });

  it('groups consecutive events by month, in the order given', () => {
    const eventos = [
      { id: 1, inicio: '2026-12-30T13:00:00.000Z' },
      { id: 2, inicio: '2026-12-31' },
      { id: 3, inicio: '2027-01-01T02:59:00.000Z' }, // still 31 December in São Paulo
      { id: 4, inicio: '2027-01-01T03:00:00.000Z' },
      { id: 5, inicio: '2027-03-02' },
    ];
    expect(agruparPorMes(eventos).map((g) => [g.nome, g.eventos.map((e) => e.id)])).toEqual([
      ['Dezembro de 2026', [1, 2, 3]],
      ['Janeiro de 2027', [4]],
      ['Março de 2027', [5]],
    ]);
    // The archive, newest first.
    expect(agruparPorMes([...eventos].reverse()).map((g) => g.nome)).toEqual(['Março de 2027', 'Janeiro de 2027', 'Dezembro de 2026']);
    expect(agruparPorMes([])).toEqual([]);
  });

  it('writes when an event happens', () => {
    const timed = (inicio: string, fim: string | null) => quandoAcontece({ diaInteiro: false, inicio, fim });
    const allDay = (inicio: string, fim: string | null) => quandoAcontece({ diaInteiro: true, inicio, fim });
    expect(timed('2027-03-18T17:00:00.000Z', '2027-03-18T20:00:00.000Z')).toBe('18 de março de 2027, das 14:00 às 17:00');
    expect(timed('2027-03-18T17:00:00.000Z', null)).toBe('18 de março de 2027, às 14:00');
    expect(timed('2027-03-18T17:00:00.000Z', '2027-03-19T15:00:00.000Z')).toBe('18 de março de 2027, 14:00, a 19 de março de 2027, 12:00');
    expect(allDay('2027-03-18', null)).toBe('18 de março de 2027, o dia todo');
    expect(allDay('2027-03-18', '2027-03-18')).toBe('18 de março de 2027, o dia todo');
    expect(allDay('2027-03-18', '2027-03-20')).toBe('18 a 20 de março de 2027, o dia todo');
    expect(allDay('2027-03-30', '2027-04-02')).toBe('30 de março a 2 de abril de 2027, o dia todo');
    expect(allDay('2026-12-30', '2027-01-02')).toBe('30 de dezembro de 2026 a 2 de janeiro de 2027, o dia todo');
  });

  it('gives schema.org dates with São Paulo’s offset of that date', () => {
    expect(dataComFuso('2027-03-18T17:00:00.000Z')).toBe('2027-03-18T14:00:00-03:00');
    // Summer time, before 2019: UTC−2.
    expect(dataComFuso('2018-01-10T12:00:00.000Z')).toBe('2018-01-10T10:00:00-02:00');
    expect(dataComFuso('2027-03-18')).toBe('2027-03-18');
  });
});
