import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { extensoesDoTexto } from './extensoes-do-texto';
import { lerParagrafoDeVideo, NOME_DO_VIDEO } from './video-no-texto';

const VIDEO = '<p><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Como funciona a vacinação nas UBS</a></p>';

/** The first element of `html`. */
function elemento(html: string): Element {
  const caixa = document.createElement('div');
  caixa.innerHTML = html;
  return caixa.firstElementChild as Element;
}

const editores: Editor[] = [];
afterEach(() => {
  for (const e of editores.splice(0)) e.destroy();
});

/** The editor of the news body, with or without the video card. */
function editor(html: string, semCartao = false): Editor {
  const extensoes = extensoesDoTexto().filter((e) => !semCartao || e.name !== NOME_DO_VIDEO);
  const e = new Editor({ extensions: extensoes, content: html });
  editores.push(e);
  return e;
}

describe('lerParagrafoDeVideo: which paragraph is a video card', () => {
  it.each([
    [VIDEO, { href: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', titulo: 'Como funciona a vacinação nas UBS' }],
    ['<p><a href="https://youtu.be/dQw4w9WgXcQ">Curto</a></p>', { href: 'https://youtu.be/dQw4w9WgXcQ', titulo: 'Curto' }],
    [
      '<p><a href="https://www.youtube.com/shorts/dQw4w9WgXcQ">A &amp; B</a></p>',
      { href: 'https://www.youtube.com/shorts/dQw4w9WgXcQ', titulo: 'A & B' },
    ],
  ])('%s is a card', (html, video) => {
    expect(lerParagrafoDeVideo(elemento(html))).toEqual(video);
  });

  it.each([
    // Not YouTube, or not a video of it.
    '<p><a href="https://vimeo.com/123">Vídeo</a></p>',
    '<p><a href="https://www.youtube.com/watch?v=curto">Vídeo</a></p>',
    '<p><a href="/noticia/2">Vídeo</a></p>',
    // Text around the link, a second link, a line break.
    '<p>Veja: <a href="https://youtu.be/dQw4w9WgXcQ">Vídeo</a></p>',
    '<p><a href="https://youtu.be/dQw4w9WgXcQ">Vídeo</a> </p>',
    '<p><a href="https://youtu.be/dQw4w9WgXcQ">A</a><a href="https://youtu.be/dQw4w9WgXcQ">B</a></p>',
    '<p><a href="https://youtu.be/dQw4w9WgXcQ">Vídeo</a><br></p>',
    // A link the card would not keep as it is: other attributes, formatting, spaces the editor rewrites.
    '<p><a href="https://youtu.be/dQw4w9WgXcQ" target="_blank" rel="noopener noreferrer">Vídeo</a></p>',
    '<p><a href="https://youtu.be/dQw4w9WgXcQ" title="x">Vídeo</a></p>',
    '<p><a href="https://youtu.be/dQw4w9WgXcQ"><strong>Vídeo</strong></a></p>',
    '<p><a href="https://youtu.be/dQw4w9WgXcQ"> Vídeo</a></p>',
    '<p><a href="https://youtu.be/dQw4w9WgXcQ">Vídeo  do dia</a></p>',
    '<p><a href="https://youtu.be/dQw4w9WgXcQ"></a></p>',
    // Not a paragraph.
    '<h2><a href="https://youtu.be/dQw4w9WgXcQ">Vídeo</a></h2>',
  ])('%s is not', (html) => {
    expect(lerParagrafoDeVideo(elemento(html))).toBeNull();
  });
});

describe('the video card in the editor', () => {
  it('reads the stored paragraph as a card and writes it back byte for byte', () => {
    const e = editor(VIDEO);
    expect(e.getJSON().content?.[0]).toEqual({
      type: NOME_DO_VIDEO,
      attrs: { href: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', titulo: 'Como funciona a vacinação nas UBS' },
    });
    expect(e.getHTML()).toBe(VIDEO);
  });

  // What the editor wrote before the card existed comes back the same: opening and saving an old
  // news item changes nothing.
  it.each([
    VIDEO,
    `<p>A campanha vai até o fim do mês.</p>${VIDEO}<h2>Onde se vacinar</h2><p><strong>Todas</strong> as unidades.</p>`,
    '<p><a href="https://youtu.be/dQw4w9WgXcQ">Título com &amp;, &lt;tags&gt; e "aspas"</a></p>',
    '<p><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=42">Do minuto 42</a></p>',
    '<p><a target="_blank" rel="noopener noreferrer" href="https://youtu.be/dQw4w9WgXcQ">Em nova aba</a></p>',
    '<p><a href="https://youtu.be/dQw4w9WgXcQ"><strong>Negrito</strong></a></p>',
    '<p> <a href="https://youtu.be/dQw4w9WgXcQ">Espaços  no meio </a></p>',
    '<p>Veja <a href="https://youtu.be/dQw4w9WgXcQ">o vídeo</a>.</p>',
    '<ul><li><p><a href="https://youtu.be/dQw4w9WgXcQ">Num item de lista</a></p></li></ul>',
    '<blockquote><p><a href="https://youtu.be/dQw4w9WgXcQ">Numa citação</a></p></blockquote>',
    '<p><img src="/image/foto.jpg" alt="Foto"></p>',
  ])('%s: the same HTML as the editor without the card', (html) => {
    const antes = editor(html, true).getHTML();
    expect(editor(html).getHTML()).toBe(antes);
    // And a second round changes nothing more.
    expect(editor(antes).getHTML()).toBe(antes);
  });

  it('a new video is written as the paragraph the public page turns into a player, after the block of the cursor', () => {
    const url = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    const card = `<p><a href="${url}">Vídeo do YouTube</a></p>`;
    // At the end of the text: nothing added after it (no empty paragraph for the checker to flag).
    const e = editor('<p>Antes.</p>');
    e.chain().setTextSelection(7).gravarVideo({ href: url, titulo: 'Vídeo do YouTube' }).run();
    expect(e.getHTML()).toBe(`<p>Antes.</p>${card}`);
    e.commands.insertContentAt(0, '<p>Início.</p>');
    expect(e.getHTML()).toBe(`<p>Início.</p><p>Antes.</p>${card}`);
    // In the middle of a paragraph: after it, the paragraph whole.
    const meio = editor('<p>Antes e depois.</p><p>Fim.</p>');
    meio.chain().setTextSelection(6).gravarVideo({ href: url, titulo: 'Vídeo do YouTube' }).run();
    expect(meio.getHTML()).toBe(`<p>Antes e depois.</p>${card}<p>Fim.</p>`);
    // An empty paragraph becomes the card.
    const vazio = editor('<p>Antes.</p><p></p><p>Fim.</p>');
    vazio.chain().setTextSelection(9).gravarVideo({ href: url, titulo: 'Vídeo do YouTube' }).run();
    expect(vazio.getHTML()).toBe(`<p>Antes.</p>${card}<p>Fim.</p>`);
    // In a list: after the list.
    const lista = editor('<ul><li><p>Um</p></li><li><p>Dois</p></li></ul>');
    lista.chain().setTextSelection(4).gravarVideo({ href: url, titulo: 'Vídeo do YouTube' }).run();
    expect(lista.getHTML()).toBe(`<ul><li><p>Um</p></li><li><p>Dois</p></li></ul>${card}`);
  });

  it('a selected card is changed in place, and deleted as a whole', () => {
    const e = editor(`<p>Antes.</p>${VIDEO}<p>Depois.</p>`);
    e.commands.setNodeSelection(8);
    e.commands.gravarVideo({ href: 'https://www.youtube.com/watch?v=aaaaaaaaaaa', titulo: 'Outro' });
    expect(e.getHTML()).toBe('<p>Antes.</p><p><a href="https://www.youtube.com/watch?v=aaaaaaaaaaa">Outro</a></p><p>Depois.</p>');
    e.commands.setNodeSelection(8);
    e.commands.deleteSelection();
    expect(e.getHTML()).toBe('<p>Antes.</p><p>Depois.</p>');
  });
});
