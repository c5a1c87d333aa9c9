import { describe, expect, it } from 'vitest';
import { type EstadoDaNoticia, linhaDeEstado, quando } from './estado';

// 27/11/2026 15:00 in Brasília (UTC−3).
const agora = new Date('2026-11-27T18:00:00Z');
const base: EstadoDaNoticia = {
  id: 7,
  situacaoExibida: 'publicada',
  dataPublicacao: '2026-11-27T13:10:00Z',
  atualizadoEm: '2026-11-27T13:10:00Z',
  despublicarEm: null,
  pendente: null,
  pode: { publicar: true },
};

describe('the news form status line (Brasília time)', () => {
  it('says "hoje" on the same day in Brasília, the date otherwise, and "para" for what is to come', () => {
    expect(quando('2026-11-27T13:10:00Z', agora)).toBe('hoje às 10:10');
    // 02:30 UTC on the 27th is still the 26th in Brasília.
    expect(quando('2026-11-27T02:30:00Z', agora)).toBe('em 26/11/2026 às 23:30');
    expect(quando('2026-11-28T12:00:00Z', agora, 'para')).toBe('para 28/11/2026 às 09:00');
  });

  it('names each status with its time', () => {
    expect(linhaDeEstado(base, agora)).toBe('Publicada hoje às 10:10.');
    expect(linhaDeEstado({ ...base, situacaoExibida: 'agendada', dataPublicacao: '2026-11-28T12:00:00Z' }, agora)).toBe(
      'Agendada para 28/11/2026 às 09:00.',
    );
    expect(linhaDeEstado({ ...base, situacaoExibida: 'agendada', dataPublicacao: '2026-11-27T21:00:00Z' }, agora)).toBe(
      'Agendada para hoje às 18:00.',
    );
    expect(linhaDeEstado({ ...base, situacaoExibida: 'rascunho', atualizadoEm: '2026-11-27T17:55:00Z' }, agora)).toBe(
      'Rascunho salvo hoje às 14:55 — ainda não publicado.',
    );
    expect(linhaDeEstado({ ...base, situacaoExibida: 'revisao', atualizadoEm: '2026-11-26T17:55:00Z' }, agora)).toBe(
      'Em revisão — salva em 26/11/2026 às 14:55, ainda não publicada.',
    );
    expect(linhaDeEstado({ ...base, situacaoExibida: 'despublicada', atualizadoEm: '2026-11-20T12:00:00Z' }, agora)).toBe(
      'Despublicada — fora do site desde 20/11/2026 às 09:00.',
    );
    expect(linhaDeEstado({ ...base, despublicarEm: '2026-12-01T12:00:00Z' }, agora)).toBe(
      'Publicada hoje às 10:10. Sai do site em 01/12/2026 às 09:00.',
    );
  });

  it('says when saved changes are not on the site yet, and who publishes them', () => {
    const pendente = { em: '2026-11-27T17:20:00Z', por: 'Ana Autora', automatico: false };
    expect(linhaDeEstado({ ...base, pendente }, agora)).toBe(
      'Publicada hoje às 10:10. Alterações salvas hoje às 14:20 por Ana Autora ainda não estão no site: publique-as com “Publicar alterações”.',
    );
    expect(linhaDeEstado({ ...base, pendente: { ...pendente, automatico: true, por: null }, pode: { publicar: false } }, agora)).toBe(
      'Publicada hoje às 10:10. Alterações salvas automaticamente hoje às 14:20 ainda não estão no site: um editor as publica.',
    );
  });

  it('says a new item is not saved yet, whatever its placeholder status', () => {
    expect(linhaDeEstado({ ...base, id: null, situacaoExibida: 'rascunho' }, agora)).toBe('Nova notícia — ainda não salva.');
  });
});
