import type { RevisaoListada } from '@cosems/contracts';
import { describe, expect, it } from 'vitest';
import { historico } from './historico';

let proximo = 1;
/** A revision at Brasília time `hora` of 27/11/2026 (UTC−3). */
function rev(hora: string, parte: Partial<RevisaoListada> = {}): RevisaoListada {
  const em = new Date(`2026-11-27T${hora}:00-03:00`).toISOString();
  return { id: proximo++, em, usuario: 'Ana', tipo: 'salvamento', versao: 1, situacao: 'rascunho', dataPublicacao: em, ...parte };
}
/** The history as the page lists it (newest first), from revisions given oldest first. */
const linhas = (...revs: RevisaoListada[]) => historico([...revs].reverse()).map((l) => l.rotulo);

describe('the revisions as a history (issue 27, item 9)', () => {
  it('names each status change and leaves plain saves as saves', () => {
    const agenda = new Date('2026-11-28T09:00:00-03:00').toISOString();
    expect(
      linhas(
        rev('09:00'),
        rev('09:05'),
        rev('09:10', { situacao: 'revisao' }),
        rev('09:20', { situacao: 'rascunho' }),
        rev('09:30', { situacao: 'revisao' }),
        rev('09:40', { situacao: 'publicada', dataPublicacao: agenda }),
        rev('09:50', { situacao: 'publicada', dataPublicacao: new Date('2026-11-27T09:50:00-03:00').toISOString() }),
        rev('10:00', { situacao: 'publicada', dataPublicacao: new Date('2026-11-27T09:50:00-03:00').toISOString(), tipo: 'pendente' }),
        rev('10:05', { situacao: 'publicada', dataPublicacao: new Date('2026-11-27T09:50:00-03:00').toISOString() }),
        rev('10:10', { situacao: 'despublicada', dataPublicacao: new Date('2026-11-27T09:50:00-03:00').toISOString() }),
      ),
    ).toEqual([
      'Despublicada',
      'Alterações publicadas',
      'Salvamento (ainda não publicado)',
      'Publicada',
      'Agendada para 28/11/2026 às 09:00',
      'Enviada para revisão',
      'Voltou a ser rascunho',
      'Enviada para revisão',
      'Salvamento',
      'Salvamento',
    ]);
  });

  it('the first revision is a save: nothing before it tells what it changed (an item from a bundle was already on the site)', () => {
    expect(linhas(rev('09:00', { situacao: 'publicada', tipo: 'pendente' }), rev('09:10', { situacao: 'publicada' }))).toEqual([
      'Alterações publicadas',
      'Salvamento (ainda não publicado)',
    ]);
  });

  it('a scheduled item whose time came is not "published" again by the next save', () => {
    const agenda = new Date('2026-11-27T09:30:00-03:00').toISOString();
    expect(
      linhas(
        rev('08:50'),
        rev('09:00', { situacao: 'publicada', dataPublicacao: agenda }),
        rev('10:00', { situacao: 'publicada', dataPublicacao: agenda, tipo: 'pendente' }),
        rev('10:05', { situacao: 'publicada', dataPublicacao: agenda }),
      ),
    ).toEqual(['Alterações publicadas', 'Salvamento (ainda não publicado)', 'Agendada para 27/11/2026 às 09:30', 'Salvamento']);
  });

  it('collapses autosaves by the same person within 10 minutes of each other, standing for the newest', () => {
    const revs = [
      rev('14:02', { tipo: 'autosalvamento-aplicado' }),
      rev('14:05', { tipo: 'autosalvamento-aplicado' }),
      rev('14:09', { tipo: 'autosalvamento-aplicado' }),
      // 11 minutes later: a new row.
      rev('14:20', { tipo: 'autosalvamento-aplicado' }),
      // Someone else: a new row.
      rev('14:22', { tipo: 'autosalvamento-aplicado', usuario: 'Beto' }),
      rev('14:25', { tipo: 'salvamento' }),
      rev('14:26', { tipo: 'autosalvamento-aplicado' }),
    ];
    const h = historico([...revs].reverse());
    expect(h.map((l) => l.rotulo)).toEqual([
      'Salvamento automático',
      'Salvamento',
      'Salvamento automático',
      'Salvamento automático',
      '3 salvamentos automáticos, 14:02–14:09',
    ]);
    expect(h.at(-1)?.revisao.id).toBe(revs[2]?.id);
    expect(h.at(-1)?.quantas).toBe(3);
  });
});
