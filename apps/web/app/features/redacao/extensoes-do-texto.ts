/**
 * What the body's editor understands (editor-texto.tsx): the formatting a news body may hold
 * (packages/db sanitize.ts keeps the same), images of the library, and the video card
 * (video-no-texto.ts). In a module of its own so that the unit tests build the same editor.
 */
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { NOME_DO_VIDEO, VideoNoTexto } from './video-no-texto';

export const extensoesDoTexto = () => [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    // A text that ends with a video ends there: no empty paragraph is added after the card (the
    // stored text stays as it was, and the checker sees no empty paragraph); the gap cursor, after
    // the card, starts one when something is typed.
    trailingNode: { notAfter: [NOME_DO_VIDEO] },
    // No new tab by default (TipTap's is target=_blank): a link opens where the reader is, unless
    // the link dialog's "Abrir em nova aba" says otherwise (target=_blank, rel="noopener noreferrer").
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ['http', 'https', 'mailto'],
      defaultProtocol: 'https',
      HTMLAttributes: { target: null, rel: null },
    },
  }),
  Image.configure({ inline: false }),
  VideoNoTexto,
];
