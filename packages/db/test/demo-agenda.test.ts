/**
 * The demo agenda (issue 30): the facts the agenda's pages, feed and tests rely on. Relative to a
 * fixed date (the demo's today), not the clock, so that the test means the same next year.
 */
import { CHAVES_TIPO_DE_EVENTO } from '@cosems/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Bundle, DEMO_BUNDLE_DIR, readBundle } from '../src/index.ts';

const HOJE = Date.parse('2026-11-28T12:00:00-03:00');
let demo: Bundle;
beforeAll(async () => {
  demo = await readBundle(DEMO_BUNDLE_DIR);
});

describe('demo bundle: agenda', () => {
  it('has a year of at least 30 events, ids 1… in order of start, past and upcoming', () => {
    const e = demo.eventos;
    expect(e.length).toBeGreaterThanOrEqual(30);
    expect(e.map((x) => x.id)).toEqual(e.map((_, i) => i + 1));
    const inicios = e.map((x) => Date.parse(x.inicio));
    expect(inicios).toEqual([...inicios].sort((a, b) => a - b));
    expect(e.filter((x) => Date.parse(x.inicio) < HOJE).length).toBeGreaterThanOrEqual(10);
    expect(e.filter((x) => Date.parse(x.inicio) > HOJE).length).toBeGreaterThanOrEqual(10);
    expect(Math.min(...inicios)).toBeGreaterThanOrEqual(Date.parse('2026-06-01T00:00:00-03:00'));
    expect(Math.max(...inicios)).toBeLessThan(Date.parse('2027-07-01T00:00:00-03:00'));
  });

  it('has every kind, a monthly CIB meeting, regional meetings naming their councils, webinars on-line only', () => {
    const porTipo = (k: string) => demo.eventos.filter((x) => x.tipo === k);
    for (const k of CHAVES_TIPO_DE_EVENTO) expect(porTipo(k).length, k).toBeGreaterThan(0);
    expect(porTipo('cib').length).toBeGreaterThanOrEqual(12);
    expect(porTipo('regional').every((x) => x.regioes.length > 0)).toBe(true);
    expect(new Set(porTipo('regional').flatMap((x) => x.regioes)).size).toBeGreaterThanOrEqual(6);
    expect(porTipo('webinar').every((x) => x.local === '' && x.link_online?.startsWith('https://'))).toBe(true);
  });

  it('has all-day events (midnight in São Paulo), one cancelled with a raised SEQUENCE, one draft', () => {
    const inteiros = demo.eventos.filter((x) => x.dia_inteiro);
    expect(inteiros.length).toBeGreaterThanOrEqual(2);
    for (const x of inteiros) expect(new Date(x.inicio).toISOString(), x.titulo).toMatch(/T03:00:00\.000Z$/);
    const cancelados = demo.eventos.filter((x) => x.estado === 'cancelado');
    expect(cancelados).toHaveLength(1);
    expect(cancelados[0]?.sequencia).toBeGreaterThan(0);
    expect(demo.eventos.filter((x) => x.estado === 'rascunho')).toHaveLength(1);
  });

  it('some carry attachments from the demo PDFs and related demo news that exist', () => {
    const comAnexos = demo.eventos.filter((x) => x.anexos.length > 0);
    const comNoticias = demo.eventos.filter((x) => x.noticias.length > 0);
    expect(comAnexos.length).toBeGreaterThanOrEqual(5);
    expect(comNoticias.length).toBeGreaterThanOrEqual(5);
    for (const x of comAnexos) for (const a of x.anexos) expect(demo.arquivos.has(a), a).toBe(true);
    const noticias = new Set(demo.noticias.map((n) => n.id));
    for (const x of comNoticias) for (const n of x.noticias) expect(noticias.has(n)).toBe(true);
    const regioes = new Set(demo.regioes.map((r) => r.id));
    for (const x of demo.eventos) for (const r of x.regioes) expect(regioes.has(r)).toBe(true);
  });
});
