import { describe, expect, it } from 'vitest';
import {
  idDoVideo,
  lerTituloDoOEmbed,
  normalizarTitulo,
  PRAZO_DO_OEMBED_MS,
  TITULO_PADRAO_DO_VIDEO,
  verificarEnderecoDoLink,
} from './link-e-video';
import { ROTULO_DO_VIDEO } from './video-no-texto';

describe('verificarEnderecoDoLink: the server’s link rule in the link dialog', () => {
  it.each([
    ['https://www.saude.mg.gov.br/vacina', 'https://www.saude.mg.gov.br/vacina'],
    ['  https://cosems.org.br  ', 'https://cosems.org.br'],
    ['http://exemplo.org', 'http://exemplo.org'],
    ['mailto:contato@cosemsmg.org.br', 'mailto:contato@cosemsmg.org.br'],
    ['/noticia/2', '/noticia/2'],
  ])('%s is accepted as %s', (texto, href) => {
    expect(verificarEnderecoDoLink(texto)).toEqual({ href });
  });

  it('an address without its scheme is offered with https://', () => {
    expect(verificarEnderecoDoLink('www.saude.mg.gov.br/vacina')).toEqual({
      erro: 'Falta o https:// no começo do endereço: quis dizer https://www.saude.mg.gov.br/vacina?',
      sugestao: 'https://www.saude.mg.gov.br/vacina',
    });
  });

  it.each([
    ['', 'Informe o endereço do link.'],
    ['   ', 'Informe o endereço do link.'],
    [
      'javascript:alert(1)',
      'Endereço não aceito: esquema javascript: não permitido (use http, https ou mailto, ou um caminho do site começando com /).',
    ],
    ['//evil.example/x', 'Endereço não aceito: endereço sem esquema (//) não permitido.'],
    ['noticia', 'Endereço não aceito: não é um endereço absoluto (http, https ou mailto) nem um caminho do site começando com /.'],
    [`https://x.org/${'a'.repeat(2000)}`, 'O endereço pode ter até 2000 caracteres.'],
  ])('%s is refused: %s', (texto, erro) => {
    expect(verificarEnderecoDoLink(texto)).toEqual({ erro, sugestao: null });
  });
});

describe('idDoVideo: the address typed in the video dialog', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    [' https://youtu.be/dQw4w9WgXcQ ', 'dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['www.youtube.com/watch?v=dQw4w9WgXcQ&t=42', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXc', null],
    ['https://vimeo.com/123', null],
    ['', null],
    ['vídeo da campanha', null],
  ])('%s → %s', (texto, id) => {
    expect(idDoVideo(texto)).toBe(id);
  });
});

describe("the video's title", () => {
  it('starts as "Vídeo do YouTube", and YouTube is given 4 s to answer', () => {
    expect(TITULO_PADRAO_DO_VIDEO).toBe('Vídeo do YouTube');
    expect(ROTULO_DO_VIDEO).toBe(TITULO_PADRAO_DO_VIDEO);
    expect(PRAZO_DO_OEMBED_MS).toBe(4000);
  });

  it('takes the oEmbed answer’s title on one line, up to 300 characters', () => {
    expect(lerTituloDoOEmbed({ title: '  Campanha de\nvacinação  2026 ', author_name: 'COSEMS/MG' })).toBe('Campanha de vacinação 2026');
    expect(lerTituloDoOEmbed({ title: 'é'.repeat(400) })).toBe('é'.repeat(300));
    expect(normalizarTitulo(`${'a'.repeat(299)} b`)).toBe('a'.repeat(299));
  });

  it.each([[null], [{}], [{ title: 42 }], [{ title: '   ' }], ['texto']])('no title in %j', (resposta) => {
    expect(lerTituloDoOEmbed(resposta)).toBeNull();
  });
});
