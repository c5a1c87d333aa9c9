/** The statute's block (topics and page count) and the past presidents' field rules (docs/decisions/030). */
import { avisosDoEstatuto, BLOCOS_PADRAO, lerBloco, problemasDoBloco, validatePresidente } from '@cosems/contracts';
import { describe, expect, it } from 'vitest';

describe('statute block', () => {
  it('starts with the demo statute: 10 pages, 8 topics, no warning', () => {
    expect(BLOCOS_PADRAO.estatuto.paginas).toBe(10);
    expect(BLOCOS_PADRAO.estatuto.topicos.map((t) => t.pagina)).toEqual([1, 2, 2, 3, 4, 6, 7, 8]);
    expect(problemasDoBloco('estatuto', BLOCOS_PADRAO.estatuto)).toEqual([]);
    expect(avisosDoEstatuto(BLOCOS_PADRAO.estatuto)).toEqual([]);
  });

  it('warns of a topic past the last page, and of a page count that changed', () => {
    const dados = {
      paginas: 12,
      topicos: [
        { titulo: 'Anexo', pagina: 15 },
        { titulo: 'Fim', pagina: 12 },
      ],
    };
    expect(avisosDoEstatuto(dados)).toEqual(['O tópico “Anexo” aponta para a página 15, mas o PDF tem 12 páginas.']);
    expect(avisosDoEstatuto(dados, 10)).toEqual([
      'O tópico “Anexo” aponta para a página 15, mas o PDF tem 12 páginas.',
      'O PDF novo tem 12 páginas; o anterior tinha 10. Confira a página de cada tópico.',
    ]);
    expect(avisosDoEstatuto({ paginas: 1, topicos: [{ titulo: 'A', pagina: 2 }] }, 1)).toEqual([
      'O tópico “A” aponta para a página 2, mas o PDF tem 1 página.',
    ]);
    // A topic past the last page is a warning, not a refusal: the block stays valid.
    expect(problemasDoBloco('estatuto', dados)).toEqual([]);
  });

  it('refuses a page that is not a whole number from 1, a blank title, too many topics', () => {
    expect(problemasDoBloco('estatuto', { paginas: 0, topicos: [] })).not.toEqual([]);
    expect(problemasDoBloco('estatuto', { paginas: 3, topicos: [{ titulo: 'A', pagina: 1.5 }] })).not.toEqual([]);
    expect(problemasDoBloco('estatuto', { paginas: 3, topicos: [{ titulo: '', pagina: 1 }] })).not.toEqual([]);
    const r = lerBloco('estatuto', {
      paginas: '10',
      'topico-0-titulo': '',
      'topico-0-pagina': '2',
      'topico-1-titulo': 'B',
      'topico-1-pagina': 'dois',
      'topico-2-titulo': 'C',
      'topico-2-pagina': '0',
    });
    expect(r).toEqual({
      ok: false,
      erros: [
        { campo: 'topico-0-titulo', mensagem: 'Tópico 1: o título, até 200 caracteres.' },
        { campo: 'topico-1-pagina', mensagem: 'Tópico 2: a página, um número inteiro a partir de 1.' },
        { campo: 'topico-2-pagina', mensagem: 'Tópico 3: a página, um número inteiro a partir de 1.' },
      ],
    });
    const muitos: Record<string, string> = { paginas: '10' };
    for (let i = 0; i < 61; i++) Object.assign(muitos, { [`topico-${i}-titulo`]: `T${i}`, [`topico-${i}-pagina`]: '1' });
    expect(lerBloco('estatuto', muitos).ok).toBe(false);
  });

  it('reads the rows in the order of their positions; blank rows and removed ones dropped', () => {
    const r = lerBloco('estatuto', {
      paginas: '10',
      'topico-0-titulo': 'Primeiro',
      'topico-0-pagina': '1',
      'topico-0-posicao': '3',
      'topico-1-titulo': '  Segundo   capítulo ',
      'topico-1-pagina': '4',
      'topico-1-posicao': '1',
      'topico-2-titulo': 'Terceiro',
      'topico-2-pagina': '6',
      'topico-2-posicao': '2',
      'topico-3-titulo': 'Fora',
      'topico-3-pagina': '7',
      'topico-3-remover': '1',
      'topico-4-titulo': '',
      'topico-4-pagina': '',
    });
    expect(r).toEqual({
      ok: true,
      dados: {
        paginas: 10,
        topicos: [
          { titulo: 'Segundo capítulo', pagina: 4 },
          { titulo: 'Terceiro', pagina: 6 },
          { titulo: 'Primeiro', pagina: 1 },
        ],
      },
    });
  });
});

describe('past presidents', () => {
  it('cleans one-line text and checks each field', () => {
    expect(validatePresidente({ name: ' Ana \n Souza ', date: ' 1991 - 1993 ', image: 'ana-souza.jpg' })).toEqual({
      ok: true,
      valor: { name: 'Ana Souza', date: '1991 - 1993', image: 'ana-souza.jpg' },
    });
    const r = validatePresidente({ name: 'x'.repeat(201), date: '', image: '../etc/passwd' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.erros.map((e) => e.campo)).toEqual(['name', 'date', 'image']);
    expect(validatePresidente({ name: 'A', date: 'y'.repeat(101), image: 'a.jpg' }).ok).toBe(false);
  });
});
