import { SECOES_JURIDICO } from '@cosems/contracts';
import { describe, expect, it } from 'vitest';
import { parseSecao, SECAO_BUTTON_ORDER, SECOES, getDocumentoUrl, getSecaoUrl } from './secoes';

describe('legal sections', () => {
  it('has the section titles of docs/produto.md', () => {
    expect(SECOES_JURIDICO.map((s) => SECOES[s].titulo)).toEqual([
      'Notas Técnicas',
      'Pareceres',
      'Orientações',
      'Informes',
      'Recomendações',
    ]);
  });
  it("has the documented 'Baixar …' link labels", () => {
    expect(SECOES_JURIDICO.map((s) => SECOES[s].rotuloLink)).toEqual([
      'Baixar Nota',
      'Baixar Parecer',
      'Baixar Orientação',
      'Baixar Informe',
      'Baixar Recomendação',
    ]);
  });
  it('has the documented buttons, in order and spelling', () => {
    expect(SECAO_BUTTON_ORDER.map((s) => SECOES[s].botao)).toEqual(['Notas', 'Pareceres', 'Orientação', 'Recomedações', 'Informes']);
  });
  it('reads the section from the URL: default notas, unknown → null', () => {
    expect(parseSecao(undefined)).toBe('notas');
    expect(parseSecao('')).toBe('notas');
    for (const s of SECOES_JURIDICO) expect(parseSecao(s)).toBe(s);
    expect(parseSecao('recomendacoes')).toBeNull();
    expect(parseSecao('NOTAS')).toBeNull();
    expect(parseSecao('toString')).toBeNull();
  });
  it('builds addresses', () => {
    expect(getSecaoUrl('orientacoes')).toBe('/juridico/orientacoes');
    expect(getDocumentoUrl('', '/arquivo/x.pdf')).toBe('/arquivo/x.pdf');
    expect(getDocumentoUrl('https://api.exemplo.org', '/arquivo/x.pdf')).toBe('https://api.exemplo.org/arquivo/x.pdf');
    expect(getDocumentoUrl('https://api.exemplo.org', 'https://outro.org/y.pdf')).toBe('https://outro.org/y.pdf');
  });
});
