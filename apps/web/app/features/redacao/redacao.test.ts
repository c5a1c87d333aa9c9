import { describe, expect, it } from 'vitest';
import { parseDataHoraLocal, toDataHoraLocal } from './datas';
import { camposDiferentes, diferencaDoTexto, textoDoHtml } from './diferencas';

describe('publication dates (Brasília time, UTC−3)', () => {
  it('reads the datetime-local field, with or without seconds', () => {
    expect(parseDataHoraLocal('2026-11-24T15:30')).toBe('2026-11-24T18:30:00.000Z');
    expect(parseDataHoraLocal('2026-11-24T15:30:05')).toBe('2026-11-24T18:30:05.000Z');
    expect(parseDataHoraLocal('')).toBeNull();
    expect(parseDataHoraLocal('24/11/2026 15:30')).toBeUndefined();
    expect(parseDataHoraLocal('2026-13-40T99:99')).toBeUndefined();
  });
  it('writes it back for the field', () => {
    expect(toDataHoraLocal('2026-11-24T18:30:05.000Z')).toBe('2026-11-24T15:30:05');
  });
});

describe('differences between revisions', () => {
  it('compares the body as text, word by word', () => {
    expect(textoDoHtml('<h2>Título</h2><p>Um &amp; dois</p><p><img src="/image/x.jpg" alt="Foto"></p>')).toBe(
      'Título\nUm & dois\n[imagem: Foto]',
    );
    const d = diferencaDoTexto('<p>A vacina chega na segunda.</p>', '<p>A vacina chega na terça.</p>');
    expect(d.filter((p) => p.tipo !== 'igual').map((p) => [p.tipo, p.texto])).toEqual([
      ['removido', 'segunda'],
      ['inserido', 'terça'],
    ]);
  });
  it('names the fields that changed', () => {
    const a = {
      titulo: 'A',
      subtitulo: '',
      conteudo: '',
      autor: 'Ana',
      regioes: [1],
      imagem: null,
      bannerImagem: null,
      destaqueImagem: null,
    };
    const b = { ...a, titulo: 'B', regioes: [1, 2], bannerImagem: 'x.jpg' };
    expect(camposDiferentes(a, b, (id) => `R${id}`)).toEqual([
      { campo: 'Título', antes: 'A', depois: 'B' },
      { campo: 'Regiões', antes: 'R1', depois: 'R1, R2' },
      { campo: 'No banner', antes: 'não', depois: 'sim' },
    ]);
  });
});
