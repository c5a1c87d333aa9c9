/**
 * A video in the text, as the editor shows it (issue 27, item 5): the stored HTML stays a paragraph
 * with only a link to the video (`<p><a href="https://www.youtube.com/watch?v=ID">título</a></p>`,
 * which the public page turns into a click-to-load player, app/lib/videos.ts), and the editor reads
 * that paragraph as one block, drawn as a card (thumbnail, "Vídeo do YouTube", the title, the
 * address) that is selected, deleted and moved as a whole. Written back, it is the same paragraph,
 * byte for byte: content saved before the card existed is unchanged by opening and saving it.
 *
 * Only the exact shape is a card: a paragraph whose one child is a link with nothing but its
 * address (`href`, to a YouTube video) and plain text on one line. Anything else (a bold title, a
 * link that opens in a new tab, text around it) stays text with a link, as before, so the round
 * trip never drops a detail the card would not keep.
 */
import { mergeAttributes, Node } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';
import { youtubeId, youtubeThumbnailUrl } from '@cosems/contracts';

/** What a video card holds: the link's address as written, and the text of the link. */
export interface VideoDoTexto {
  href: string;
  titulo: string;
}

/** What "Vídeo do YouTube" cards say above the title (and the title a new video starts with). */
export const ROTULO_DO_VIDEO = 'Vídeo do YouTube';

/**
 * The video of a paragraph of stored HTML, or null when it is not exactly the card's shape: one
 * child, an `<a>` whose only attribute is an `href` youtubeId reads, holding only text that is
 * non-empty, on one line, without spaces at the ends or doubled (the editor would rewrite such
 * text, and the paragraph would not come back the same).
 */
export function lerParagrafoDeVideo(p: Element): VideoDoTexto | null {
  if (p.tagName !== 'P' || p.childNodes.length !== 1) return null;
  const link = p.firstElementChild;
  if (!link || p.firstChild !== link || link.tagName !== 'A') return null;
  const href = link.getAttribute('href');
  if (link.attributes.length !== 1 || !href || !youtubeId(href)) return null;
  if (link.childNodes.length !== 1 || link.firstChild?.nodeType !== 3) return null;
  const titulo = link.textContent ?? '';
  if (!titulo || titulo !== titulo.replace(/[ \t\n\r\f]+/g, ' ').trim()) return null;
  return { href, titulo };
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    videoDoTexto: {
      /** Puts a video after the selection's block (a selected image stays), or in an empty paragraph; on a selected card, changes it. */
      gravarVideo: (video: VideoDoTexto) => ReturnType;
    };
  }
}

export const NOME_DO_VIDEO = 'videoDoTexto';

/** The card, in the editor only: plain DOM (no React), so the editor's bundle grows by little. */
function desenharCartao(video: VideoDoTexto): HTMLElement {
  const cartao = document.createElement('div');
  cartao.className = 'cosems-video-cartao';
  cartao.contentEditable = 'false';
  const id = youtubeId(video.href);
  if (id) {
    const img = document.createElement('img');
    img.src = youtubeThumbnailUrl(id);
    img.alt = '';
    img.width = 160;
    img.height = 120;
    img.loading = 'lazy';
    img.referrerPolicy = 'no-referrer';
    // No internet, a removed video: no broken image, the text says it all.
    img.addEventListener('error', () => img.remove());
    cartao.append(img);
  }
  const texto = document.createElement('span');
  texto.className = 'cosems-video-cartao-texto';
  const rotulo = document.createElement('span');
  rotulo.className = 'cosems-video-cartao-rotulo';
  rotulo.textContent = `${ROTULO_DO_VIDEO}: `;
  const titulo = document.createElement('strong');
  titulo.textContent = video.titulo;
  const endereco = document.createElement('span');
  endereco.className = 'cosems-video-cartao-endereco';
  endereco.textContent = video.href;
  const dica = document.createElement('span');
  dica.className = 'cosems-video-cartao-dica';
  dica.textContent = 'Enter ou clique: editar. Delete: remover.';
  texto.append(rotulo, titulo, endereco, dica);
  cartao.append(texto);
  return cartao;
}

export const VideoNoTexto = Node.create({
  name: NOME_DO_VIDEO,
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,

  addAttributes() {
    return { href: { default: '' }, titulo: { default: '' } };
  },

  parseHTML() {
    return [
      {
        tag: 'p',
        // Before the paragraph's own rule (50), which takes whatever this one leaves.
        priority: 60,
        // In the text or a quotation; a list item's paragraph stays one (an item starts with a paragraph).
        context: 'doc/|blockquote/',
        getAttrs: (p) => lerParagrafoDeVideo(p) ?? false,
      },
    ];
  },

  renderHTML({ node }) {
    return ['p', ['a', mergeAttributes({ href: node.attrs.href }), node.attrs.titulo]];
  },

  renderText({ node }) {
    return node.attrs.titulo;
  },

  addNodeView() {
    return ({ node }) => ({ dom: desenharCartao(node.attrs as VideoDoTexto) });
  },

  addCommands() {
    return {
      gravarVideo:
        (video) =>
        ({ state, chain }) => {
          const { selection } = state;
          const { $to } = selection;
          if (selection instanceof NodeSelection && selection.node.type.name === this.name)
            return chain().updateAttributes(this.name, video).setNodeSelection(selection.from).run();
          const conteudo = { type: this.name, attrs: video };
          // A selected block of the text (an image): after it.
          if ($to.depth === 0) return chain().insertContentAt(selection.to, conteudo).run();
          // An empty paragraph (made for the video) becomes the card; otherwise, after the text's block
          // the cursor is in (a paragraph is not split, a list or a quotation is not entered).
          const bloco = $to.node(1);
          if (bloco.isTextblock && bloco.content.size === 0)
            return chain()
              .insertContentAt({ from: $to.before(1), to: $to.after(1) }, conteudo)
              .run();
          return chain().insertContentAt($to.after(1), conteudo).run();
        },
    };
  },
});
