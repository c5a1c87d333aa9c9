import { describe, expect, it } from 'vitest';
import { BLOCOS_PADRAO, blocoExibido, CHAVES_BLOCOS, lerBloco, linhasDe, paragrafosDe, problemasDoBloco } from '../src/index.ts';

describe('the starting values of the blocks', () => {
  it('every block starts valid by its own rule', () => {
    for (const chave of CHAVES_BLOCOS) expect(problemasDoBloco(chave, BLOCOS_PADRAO[chave]), chave).toEqual([]);
  });
  it('the texts of docs/produto.md: 6 quick links, 4 mission texts, 10 accordion items', () => {
    expect(BLOCOS_PADRAO['acesso-rapido'].links).toHaveLength(6);
    expect(BLOCOS_PADRAO.missao.itens.map((i) => i.titulo)).toEqual(['Missão', 'Visão', 'Valores', 'Negócio']);
    expect(BLOCOS_PADRAO.institucional.itens).toHaveLength(10);
  });
});

describe('what the site shows of a block (blocoExibido): the public read and the form share it', () => {
  const salvo = { titulo: 'Acordo da dívida', texto: 'Parcela paga.', url: '/lista-noticias' };
  it('the stored value while it fits, marked as saved', () => {
    expect(blocoExibido('acordo-divida', salvo)).toEqual({ dados: salvo, salvo: true });
  });
  it('the starting values while nobody saved it, or when the stored row no longer fits the schema', () => {
    expect(blocoExibido('acordo-divida', undefined)).toEqual({ dados: BLOCOS_PADRAO['acordo-divida'], salvo: false });
    expect(blocoExibido('acordo-divida', { titulo: 'Sem texto' })).toEqual({ dados: BLOCOS_PADRAO['acordo-divida'], salvo: false });
    expect(blocoExibido('acordo-divida', { ...salvo, url: 'javascript:alert(1)' }).salvo).toBe(false);
  });
});

describe('checking a block (problemasDoBloco): the import and the back office share it', () => {
  it('refuses an unknown key, a wrong shape, a javascript: link and a video that is not on YouTube', () => {
    expect(problemasDoBloco('cabecalho', {})).toEqual(['bloco desconhecido: cabecalho']);
    expect(problemasDoBloco('video', { titulo: 'x' })).not.toEqual([]);
    expect(problemasDoBloco('acesso-rapido', { links: [{ titulo: 'Ataque', url: 'javascript:alert(1)' }] })).toEqual([
      '/links/0/url: esquema javascript: não permitido (use http, https ou mailto, ou um caminho do site começando com /)',
    ]);
    expect(problemasDoBloco('video', { titulo: 'Vídeo', url: 'https://vimeo.com/1', canal: '' })).toEqual([
      '/url: não é um endereço de vídeo do YouTube',
    ]);
    expect(problemasDoBloco('rodape', { ...BLOCOS_PADRAO.rodape, redesSociais: [{ titulo: 'X', url: '//evil.example' }] })).toHaveLength(1);
  });
});

describe('reading a block form (lerBloco)', () => {
  it('text areas: one item per line, paragraphs split by a blank line, white space tidied', () => {
    expect(linhasDe(' Rua A, 1 \r\n\r\n  Centro\n')).toEqual(['Rua A, 1', 'Centro']);
    expect(paragrafosDe('Primeiro\nainda o primeiro.\n\n  \nSegundo.')).toEqual(['Primeiro ainda o primeiro.', 'Segundo.']);
  });

  it('the quick links: rows in order, blank and removed rows dropped, each checked', () => {
    const r = lerBloco('acesso-rapido', {
      'link-0-titulo': 'Notícias',
      'link-0-url': '/lista-noticias',
      'link-1-titulo': 'Removido',
      'link-1-url': '/x',
      'link-1-remover': 'sim',
      'link-2-titulo': 'Cursos',
      'link-2-url': 'https://cursos.example.org',
      'link-3-titulo': '',
      'link-3-url': '',
    });
    expect(r).toEqual({
      ok: true,
      dados: {
        links: [
          { titulo: 'Notícias', url: '/lista-noticias' },
          { titulo: 'Cursos', url: 'https://cursos.example.org' },
        ],
      },
    });
    const ruim = lerBloco('acesso-rapido', {
      'link-0-titulo': 'Ataque',
      'link-0-url': 'javascript:alert(1)',
      'link-1-titulo': '',
      'link-1-url': '/x',
    });
    expect(ruim.ok).toBe(false);
    if (!ruim.ok) expect(ruim.erros.map((e) => e.campo)).toEqual(['link-0-url', 'link-1-titulo']);
    const vazio = lerBloco('acesso-rapido', {});
    expect(vazio.ok || vazio.erros[0]?.mensagem).toBe('Link: ao menos 1.');
  });

  it('the video: any YouTube address is stored in one form; another host is refused; empty means no video', () => {
    const r = lerBloco('video', { titulo: 'Quem somos', url: 'https://youtu.be/dQw4w9WgXcQ', canal: '' });
    expect(r).toEqual({ ok: true, dados: { titulo: 'Quem somos', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', canal: '' } });
    const outro = lerBloco('video', { titulo: 'Quem somos', url: 'https://vimeo.com/123', canal: '' });
    expect(outro.ok || outro.erros[0]?.campo).toBe('url');
    expect(lerBloco('video', { titulo: 'Sem vídeo', url: '', canal: '' }).ok).toBe(true);
  });

  it('the footer: phones in the one format, a bad one named; e-mail checked; address required', () => {
    const r = lerBloco('rodape', {
      sobre: 'Associação.',
      endereco: 'Rua A, 1\nBelo Horizonte',
      horarios: '',
      telefones: '31 3333 4444\n(31) 98888-7777',
      email: 'contato@cosems.example',
    });
    expect(r.ok && r.dados.telefones).toEqual(['(31) 3333-4444', '(31) 98888-7777']);
    expect(r.ok && r.dados.horarios).toEqual([]);
    const ruim = lerBloco('rodape', { sobre: 'x', endereco: '', telefones: '3333-4444', email: 'sem arroba' });
    expect(ruim.ok).toBe(false);
    if (!ruim.ok)
      expect(ruim.erros).toEqual([
        { campo: 'telefones', mensagem: 'Telefones: "3333-4444" — use o DDD e o número, como (31) 3333-4444.' },
        { campo: 'email', mensagem: 'E-mail: informe um endereço como contato@exemplo.org.br.' },
        { campo: 'endereco', mensagem: 'Endereço: preencha ao menos uma linha.' },
      ]);
  });

  it('mission texts: four, each with title and text; the institutional items: rows of title and paragraphs', () => {
    const campos: Record<string, string> = {};
    for (let i = 0; i < 4; i++) Object.assign(campos, { [`item-${i}-titulo`]: `T${i}`, [`item-${i}-texto`]: `Texto ${i}.\n\nOutro.` });
    const m = lerBloco('missao', campos);
    expect(m.ok && m.dados.itens[3]).toEqual({ titulo: 'T3', paragrafos: ['Texto 3.', 'Outro.'] });
    const faltando = lerBloco('missao', { ...campos, 'item-2-texto': '  ' });
    expect(faltando.ok || faltando.erros).toEqual([{ campo: 'item-2-texto', mensagem: 'Texto 3: escreva o texto.' }]);
    const inst = lerBloco('institucional', {
      introducao: 'Apresentação.',
      'item-0-titulo': 'Assembleia',
      'item-0-texto': 'Instância máxima.',
      'item-1-titulo': 'Sai',
      'item-1-texto': 'x',
      'item-1-remover': 'sim',
      'item-2-titulo': '',
      'item-2-texto': '',
    });
    expect(inst).toEqual({
      ok: true,
      dados: { introducao: ['Apresentação.'], itens: [{ titulo: 'Assembleia', paragrafos: ['Instância máxima.'] }] },
    });
  });
});

describe('the external addresses (block enderecos)', () => {
  const campos = (mudancas: Record<string, string>) => ({ ...BLOCOS_PADRAO.enderecos, ...mudancas }) as Record<string, string>;

  it('one address per destination of the menus, the TCC folder and the credit, read as typed', () => {
    const r = lerBloco('enderecos', campos({ forum: '  https://forum.cosemsmg.example/  ', transparenciaMG: '/publicacoes' }));
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.dados.forum).toBe('https://forum.cosemsmg.example/');
      expect(r.dados.transparenciaMG).toBe('/publicacoes');
      expect(problemasDoBloco('enderecos', r.dados)).toEqual([]);
    }
  });

  it('a blank, a javascript: or a scheme-relative address is refused beside its field, under the menu’s label', () => {
    const r = lerBloco(
      'enderecos',
      campos({ forum: '', comissoes: 'javascript:alert(1)', contato: '//evil.example', desenvolvedorNome: ' ' }),
    );
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.erros.map((e) => e.campo)).toEqual(['comissoes', 'forum', 'contato', 'desenvolvedorNome']);
      expect(r.erros[0]?.mensagem).toMatch(/^Comissões: esquema javascript: não permitido/);
      expect(r.erros[1]?.mensagem).toBe('Fórum: informe o endereço.');
      expect(r.erros[3]?.mensagem).toBe('Nome no crédito do rodapé: obrigatório, até 120 caracteres.');
    }
    expect(problemasDoBloco('enderecos', { ...BLOCOS_PADRAO.enderecos, logistica: 'data:text/html,x' })).toHaveLength(1);
    expect(problemasDoBloco('enderecos', { ...BLOCOS_PADRAO.enderecos, outro: 'https://x.example' })).not.toEqual([]);
  });
});
