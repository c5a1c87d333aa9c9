import { describe, expect, it } from 'vitest';
import { lerFiltrosAuditoria } from '../src/index.ts';

const ler = (q: string) => lerFiltrosAuditoria(new URLSearchParams(q));

describe('the audit log filters from an address', () => {
  it('reads each valid filter, trimmed; page 1 by default', () => {
    expect(ler('pessoa=%20ana@cosems.example%20&objeto=noticia:65&de=2026-11-01&ate=2026-11-24&page=3')).toEqual({
      pessoa: 'ana@cosems.example',
      objeto: 'noticia:65',
      de: '2026-11-01',
      ate: '2026-11-24',
      pagina: 3,
    });
    expect(ler('')).toEqual({ pessoa: undefined, objeto: undefined, de: undefined, ate: undefined, pagina: 1 });
  });

  it('leaves out only what is malformed or too long: the other filters still apply', () => {
    expect(ler(`pessoa=${'a'.repeat(321)}&objeto=usuario:3&de=2026-13-01&ate=ontem&page=0`)).toEqual({
      pessoa: undefined,
      objeto: 'usuario:3',
      de: undefined,
      ate: undefined,
      pagina: 1,
    });
    expect(ler(`objeto=${'x'.repeat(301)}&page=1234567890`).objeto).toBeUndefined();
    expect(ler('page=1234567890').pagina).toBe(1);
  });
});
