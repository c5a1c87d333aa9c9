/** The audit log's values as people read them (issue 27, item 10). */
import { describe, expect, it } from 'vitest';
import { linhasDasMudancas, nomeDoCampo, valorLegivel } from './auditoria-legivel';

describe('nomeDoCampo', () => {
  it.each([
    ['titulo', 'Título'],
    ['name', 'Nome'],
    ['dataPublicacao', 'Data de publicação'],
    ['falhasSeguidas', 'Falhas seguidas'],
    ['campo_novo', 'Campo novo'],
  ])('%s → %s', (campo, nome) => expect(nomeDoCampo(campo)).toBe(nome));
});

describe('valorLegivel', () => {
  it('instants in Brasília time, dd/mm/aaaa hh:mm', () => {
    expect(valorLegivel('2026-11-20T15:30:00.000Z')).toBe('20/11/2026 12:30');
    expect(valorLegivel('2026-11-20')).toBe('2026-11-20');
  });
  it('none, yes/no, numbers, lists', () => {
    expect(valorLegivel(null)).toBe('—');
    expect(valorLegivel(true)).toBe('sim');
    expect(valorLegivel(false)).toBe('não');
    expect(valorLegivel(12345)).toBe('12.345');
    expect(valorLegivel(['Alfenas', 'Barbacena'])).toBe('Alfenas, Barbacena');
    expect(valorLegivel([])).toBe('(nenhum)');
  });
  it('a file as its name and size, never JSON', () => {
    expect(valorLegivel({ nome: 'nota-30.pdf', sha256: 'ab'.repeat(32), tamanho: 1_258_291, paginas: 3, nomeOriginal: 'x.pdf' })).toBe(
      'nota-30.pdf (1,2 MB, 3 páginas)',
    );
    expect(valorLegivel({ sha256: 'cd'.repeat(32), tamanho: 2048, largura: 800, altura: 600, mime: 'image/jpeg' })).toBe(
      'arquivo (2 KB, 800 × 600 px)',
    );
  });
  it('a summarised text as its length', () => {
    expect(valorLegivel({ sha256: 'ef'.repeat(32), caracteres: 12_345 })).toBe('texto de 12.345 caracteres');
  });
  it('other objects as fields and values; long values cut at 300 characters', () => {
    expect(valorLegivel({ segundoFator: 'totp', etapa: 2 })).toBe('Verificação em duas etapas: totp; Etapa: 2');
    expect(valorLegivel('a'.repeat(400))).toBe(`${'a'.repeat(300)}… (400 caracteres)`);
    expect(valorLegivel({ a: '{"x":1}' })).not.toMatch(/^\{/);
  });
});

describe('linhasDasMudancas', () => {
  it('sizes in bytes and digests shortened, fields named', () => {
    expect(
      linhasDasMudancas([
        { campo: 'tamanho', antes: 1024, depois: 3 * 1024 * 1024 },
        { campo: 'sha256', antes: 'a'.repeat(64), depois: 'b'.repeat(64) },
        { campo: 'paginas', antes: 10, depois: 12 },
      ]),
    ).toEqual([
      { campo: 'Tamanho', antes: '1 KB', depois: '3,0 MB' },
      { campo: 'Conteúdo (impressão digital)', antes: 'aaaaaaaaaaaa…', depois: 'bbbbbbbbbbbb…' },
      { campo: 'Páginas', antes: '10', depois: '12' },
    ]);
  });
});
