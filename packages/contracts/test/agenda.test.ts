import { describe, expect, it } from 'vitest';
import { CHAVES_TIPO_DE_EVENTO, EventoSchema, nomeDaDeliberacao } from '../src/index.ts';

describe('agenda and deliberations', () => {
  it('names a deliberation as the state writes it', () => {
    expect(nomeDaDeliberacao(4321, 2026)).toBe('Deliberação CIB-SUS/MG nº 4.321/2026');
    expect(nomeDaDeliberacao(87, 2025)).toBe('Deliberação CIB-SUS/MG nº 87/2025');
  });

  it("the public event's kinds are the list's keys, in its order", () => {
    const literais = EventoSchema.properties.tipo.anyOf.map((t: { const: string }) => t.const);
    expect(literais).toEqual(CHAVES_TIPO_DE_EVENTO);
  });
});
