import { SECOES_JURIDICO } from '@cosems/contracts';
import { describe, expect, it } from 'vitest';
import { lerSecao, ORDEM_BOTOES, SECOES, urlDocumento, urlSecao } from './secoes';

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
    expect(ORDEM_BOTOES.map((s) => SECOES[s].botao)).toEqual(['Notas', 'Pareceres', 'Orientação', 'Recomedações', 'Informes']);
  });
  it('reads the section from the URL: default notas, unknown → null', () => {
    expect(lerSecao(undefined)).toBe('notas');
    expect(lerSecao('')).toBe('notas');
    for (const s of SECOES_JURIDICO) expect(lerSecao(s)).toBe(s);
    expect(lerSecao('recomendacoes')).toBeNull();
    expect(lerSecao('NOTAS')).toBeNull();
    expect(lerSecao('toString')).toBeNull();
  });
  it('builds addresses', () => {
    expect(urlSecao('orientacoes')).toBe('/juridico/orientacoes');
    expect(urlDocumento('', '/arquivo/x.pdf')).toBe('/arquivo/x.pdf');
    expect(urlDocumento('https://api.exemplo.org', '/arquivo/x.pdf')).toBe('https://api.exemplo.org/arquivo/x.pdf');
    expect(urlDocumento('https://api.exemplo.org', 'https://outro.org/y.pdf')).toBe('https://outro.org/y.pdf');
  });
});
