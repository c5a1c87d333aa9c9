import { describe, expect, it } from 'vitest';
import { parseDataHoraLocal, toDataHoraLocal } from './datas';
import { COMPARACAO_MAX_CARACTERES, COMPARACAO_MAX_EDICOES, camposDiferentes, diferencaDoTexto, textoDoHtml } from './diferencas';

/** A text of about n characters of made-up words (a seeded generator: the same text every run). */
function textoInventado(n: number, semente: number): string {
  let s = semente >>> 0;
  const proximo = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s;
  };
  const silabas = ['ma', 'ri', 'sa', 'ú', 'de', 'con', 'se', 'lho', 'mu', 'ni', 'cí', 'pio', 'va', 'ci', 'na', 'tra', 'gem', 'por'];
  const partes: string[] = [];
  let tamanho = 0;
  while (tamanho < n) {
    const silabasDaPalavra = 1 + (proximo() % 4);
    let palavra = '';
    for (let i = 0; i < silabasDaPalavra; i++) palavra += silabas[proximo() % silabas.length];
    partes.push(palavra);
    tamanho += palavra.length + 1;
  }
  return partes.join(' ');
}

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
    if (d.tipo !== 'ok') throw new Error(d.tipo);
    expect(d.trechos.filter((p) => p.tipo !== 'igual').map((p) => [p.tipo, p.texto])).toEqual([
      ['removido', 'segunda'],
      ['inserido', 'terça'],
    ]);
    expect(d.trechos.map((p) => p.texto).join('')).toBe('A vacina chega na segundaterça.');
  });

  it('compares a long text edited in a few places (the common start and end are set aside)', () => {
    const base = textoInventado(480_000, 1);
    const meio = base.indexOf(' ', 240_000);
    const editado = `${base.slice(0, meio)} inserida${base.slice(meio)}`;
    const d = diferencaDoTexto(`<p>${base}</p>`, `<p>${editado}</p>`);
    if (d.tipo !== 'ok') throw new Error(d.tipo);
    expect(d.trechos.filter((p) => p.tipo !== 'igual').map((p) => [p.tipo, p.texto.trim()])).toEqual([['inserido', 'inserida']]);
    expect(
      d.trechos
        .filter((p) => p.tipo !== 'inserido')
        .map((p) => p.texto)
        .join(''),
    ).toBe(base);
    expect(diferencaDoTexto('<p>Igual</p>', '<p>Igual</p>')).toEqual({ tipo: 'ok', trechos: [{ texto: 'Igual', tipo: 'igual' }] });
  });

  it(`does not compare word by word past ${COMPARACAO_MAX_CARACTERES} changed characters on a side (issue 25: two unrelated 480 KB bodies)`, () => {
    const a = textoInventado(480_000, 1);
    const b = textoInventado(480_000, 2);
    const inicio = performance.now();
    expect(diferencaDoTexto(`<p>${a}</p>`, `<p>${b}</p>`)).toEqual({
      tipo: 'longo-demais',
      caracteresAntes: a.length,
      caracteresDepois: b.length,
    });
    // Only reading the texts: far under the second the whole page has (not a benchmark, a bound).
    expect(performance.now() - inicio).toBeLessThan(1000);
    // One character under the limit is compared; the limit counts what is left after the common start.
    const curto = diferencaDoTexto('x '.repeat(10) + 'a'.repeat(10), 'x '.repeat(10) + 'b'.repeat(10), {
      caracteres: 10,
      edicoes: COMPARACAO_MAX_EDICOES,
      ms: 1000,
    });
    expect(curto.tipo).toBe('ok');
    const longo = diferencaDoTexto('x '.repeat(10) + 'a'.repeat(11), 'x '.repeat(10) + 'b'.repeat(11), {
      caracteres: 10,
      edicoes: COMPARACAO_MAX_EDICOES,
      ms: 1000,
    });
    expect(longo.tipo).toBe('longo-demais');
  });

  it(`says "too different" past ${COMPARACAO_MAX_EDICOES} words inserted and removed, under the length limit`, () => {
    // 60,000 characters each, unrelated: within the length limit, far past the edit limit.
    const a = textoInventado(60_000, 3);
    const b = textoInventado(60_000, 4);
    const inicio = performance.now();
    expect(diferencaDoTexto(a, b).tipo).toBe('diferente-demais');
    expect(performance.now() - inicio).toBeLessThan(1000);
    // The same rule with a small edit limit, on a few words: 3 edits pass a limit of 3, not of 2.
    const limites = (edicoes: number) => ({ caracteres: COMPARACAO_MAX_CARACTERES, edicoes, ms: 1000 });
    expect(diferencaDoTexto('um dois três', 'um quatro', limites(3)).tipo).toBe('ok');
    expect(diferencaDoTexto('um dois três', 'um quatro', limites(2)).tipo).toBe('diferente-demais');
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
