import { describe, expect, it } from 'vitest';
import { DADOS_VAZIOS, type DadosNoticia, verificarNoticia } from '../src/index.ts';

const base: DadosNoticia = { ...DADOS_VAZIOS, titulo: 'Vacinação' };
const com = (conteudo: string, titulo = 'Vacinação') => verificarNoticia({ ...base, conteudo, titulo });

describe('the checker before publishing', () => {
  it('says in which paragraph each problem is, counting the paragraphs of the text from 1 (list items too)', () => {
    const texto = [
      '<p>Abertura</p>',
      '<p><img src="/image/a.jpg"></p>',
      '<h2>Seção</h2>',
      '<p>Veja o <a href="https://a">link</a>.</p>',
      '<ul><li><p>item</p></li><li><p></p></li></ul>',
      '<p><img src="/image/b.jpg" alt=" "> e <a href="http://b">Portal</a> e <a href="https://c">link</a></p>',
      '<p></p>',
    ].join('');
    expect(com(texto)).toEqual({
      bloqueios: ['2 imagens do texto não têm texto alternativo (2º e 6º parágrafos).'],
      avisos: [
        'Link com texto vago: "link" (3º e 6º parágrafos). Diga para onde o link leva.',
        'Os parágrafos 5º e 7º estão vazios.',
        'Um link usa http:, sem segurança (6º parágrafo); prefira https:.',
      ],
    });
    expect(com('<p>a</p><p>b</p><p><img src="/image/a.jpg"></p>').bloqueios).toEqual([
      'Uma imagem do texto não tem texto alternativo (3º parágrafo).',
    ]);
    // Outside every paragraph: no place to name.
    expect(com('<ul><li><a href="https://a">aqui</a></li></ul>').avisos).toEqual([
      'Link com texto vago: "aqui". Diga para onde o link leva.',
    ]);
  });

  it('blocks a missing title and images without alternative text, counting them', () => {
    expect(com('<p>x</p>', '  ').bloqueios).toEqual(['A notícia não tem título.']);
    expect(com('<p><img src="/image/a.jpg" alt=""><img src="/image/b.jpg"></p>').bloqueios).toEqual([
      '2 imagens do texto não têm texto alternativo (1º parágrafo).',
    ]);
    expect(com('<p><img src="/image/a.jpg" alt="Mesa da plenária"></p>').bloqueios).toEqual([]);
    expect(verificarNoticia(base, null).bloqueios).toEqual([
      'A imagem principal não tem texto alternativo: descreva-a na biblioteca de mídia.',
    ]);
    expect(verificarNoticia(base, 'Foto').bloqueios).toEqual([]);
  });

  it('warns of skipped heading levels and an h1 in the body', () => {
    expect(com('<h2>a</h2><h3>b</h3><h2>c</h2>').avisos).toEqual([]);
    expect(com('<h2>a</h2><h4>Prazos</h4>').avisos).toEqual(['Nível de título pulado: Título 4 (“Prazos”) depois de Título 2.']);
    expect(com('<h1>Abertura</h1>').avisos).toEqual([
      'O texto usa um título de nível 1 (“Abertura”): a página já tem um (o título da notícia). Use Título 2.',
    ]);
  });

  it('warns of vague link texts, whatever their case and accents, once each', () => {
    expect(
      com('<p><a href="https://a">Clique AQUI</a> <a href="https://b">clique aqui</a> <a href="https://c">Saiba mais</a></p>').avisos,
    ).toEqual([
      'Link com texto vago: "Clique AQUI" (1º parágrafo). Diga para onde o link leva.',
      'Link com texto vago: "clique aqui" (1º parágrafo). Diga para onde o link leva.',
      'Link com texto vago: "Saiba mais" (1º parágrafo). Diga para onde o link leva.',
    ]);
    expect(com('<p><a href="https://a">Nota técnica 12/2026</a></p>').avisos).toEqual([]);
  });

  it('warns of empty paragraphs, a title in capitals (8 letters or more) and http: links', () => {
    expect(com('<p>a</p><p></p><p><br /></p>').avisos).toEqual(['Os parágrafos 2º e 3º estão vazios.']);
    expect(com('<p>a</p><p>b</p><p></p><p>c</p>').avisos).toEqual(['O 3º parágrafo está vazio.']);
    expect(com('<p><img src="/image/a.jpg" alt="x"></p>').avisos).toEqual([]);
    expect(com('', 'PORTARIA DO MINISTÉRIO').avisos).toEqual([
      'O título está todo em maiúsculas: leitores de tela soletram e a leitura fica difícil.',
    ]);
    expect(com('', 'SUS E CIB').avisos).toEqual([]);
    expect(com('<p><a href="http://a">Portal</a> <a href="http://b">Outro</a></p>').avisos).toEqual([
      '2 links usam http:, sem segurança (1º parágrafo); prefira https:.',
    ]);
  });
});
