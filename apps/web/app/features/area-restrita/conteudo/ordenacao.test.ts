import { describe, expect, it } from 'vitest';
import { ANUNCIOS, moveId, orderAfterStep, serializeOrdem } from './ordenacao';

describe('ordering a back-office list', () => {
  it('moves one id, clamping the destination, and never changes the input', () => {
    const ids = [7, 3, 12, 5];
    expect(moveId(ids, 0, 2)).toEqual([3, 12, 7, 5]);
    expect(moveId(ids, 3, 0)).toEqual([5, 7, 3, 12]);
    expect(moveId(ids, 1, 99)).toEqual([7, 12, 5, 3]);
    expect(moveId(ids, 1, -4)).toEqual([3, 7, 12, 5]);
    expect(moveId(ids, 9, 0)).toEqual(ids);
    expect(ids).toEqual([7, 3, 12, 5]);
  });

  it('gives the order of each step button, none at the edges', () => {
    const ids = [7, 3, 12];
    expect(orderAfterStep(ids, 1, -1)).toEqual([3, 7, 12]);
    expect(orderAfterStep(ids, 1, 1)).toEqual([7, 12, 3]);
    expect(orderAfterStep(ids, 0, -1)).toBeNull();
    expect(orderAfterStep(ids, 2, 1)).toBeNull();
    expect(orderAfterStep([], 0, 1)).toBeNull();
    // Every step result is a permutation of the list (what the server accepts).
    for (let i = 0; i < ids.length; i++)
      for (const p of [-1, 1] as const) {
        const r = orderAfterStep(ids, i, p);
        if (r) expect([...r].sort()).toEqual([...ids].sort());
      }
  });

  it('serialises an order as the form field the server reads', () => {
    expect(serializeOrdem([7, 3, 12])).toBe('7,3,12');
    expect(serializeOrdem([])).toBe('');
  });

  it('announces in Portuguese, with the position out of the total', () => {
    expect(ANUNCIOS.pego('Ana', 2, 5)).toBe('Ana pego, na posição 2 de 5.');
    expect(ANUNCIOS.sobre('Ana', 3, 5)).toBe('Ana está na posição 3 de 5.');
    expect(ANUNCIOS.solto('Ana', 1, 5)).toBe('Ana solto na posição 1 de 5. Salvando a nova ordem…');
    expect(ANUNCIOS.cancelado('Ana', 2, 5)).toBe('Movimento cancelado: Ana voltou à posição 2 de 5.');
    expect(ANUNCIOS.movido('Ana', 4, 5)).toBe('Ana movido para a posição 4 de 5. Salvando a nova ordem…');
    expect(ANUNCIOS.noLimite('Ana', -1)).toBe('Ana já é o primeiro da lista.');
    expect(ANUNCIOS.noLimite('Ana', 1)).toBe('Ana já é o último da lista.');
    expect(ANUNCIOS.falhou('recarregue.')).toBe('A ordem não foi salva: recarregue.');
  });
});
