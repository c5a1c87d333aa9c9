/**
 * The body's rich-text editor (TipTap 3 on ProseMirror). Without JavaScript the form still works:
 * the server renders a plain textarea of HTML; once the page is interactive the editor takes its
 * place and keeps a hidden field of the same name in step, so the form posts the same thing either
 * way. The server sanitises whatever arrives (packages/db sanitize.ts).
 *
 * Keyboard: the toolbar is one tab stop (role="toolbar"; arrows move between its buttons, as the
 * WAI-ARIA toolbar pattern says), then the text; the usual shortcuts work (Ctrl+B, Ctrl+I,
 * Ctrl+Shift+7/8, Ctrl+Alt+2…4).
 *
 * "Imagem" asks the page for an image (`escolherImagem`: the route hands it the back office's media
 * picker, a feature this one does not import) and puts it where the cursor is, with its
 * alternative text.
 */
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { youtubeId, youtubeWatchUrl } from '@cosems/contracts';

/** An image for the text: its file in the media library and its alternative text here. */
export interface ImagemParaOTexto {
  nome: string;
  alt: string;
}

interface Props {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  /** Asks for an image (null: none chosen); without it the toolbar has no "Imagem" button. */
  escolherImagem?: () => Promise<ImagemParaOTexto | null>;
  onChange?: (html: string) => void;
  describedBy?: string;
}

export function EditorTexto(props: Props) {
  const [interativo, setInterativo] = useState(false);
  useEffect(() => setInterativo(true), []);
  if (!interativo) {
    return (
      <>
        <label htmlFor={props.id} className="form-label">
          {props.label} (HTML)
        </label>
        <textarea
          id={props.id}
          name={props.name}
          className="form-control font-monospace"
          rows={16}
          defaultValue={props.defaultValue}
          aria-describedby={props.describedBy}
          onChange={(e) => props.onChange?.(e.currentTarget.value)}
        />
      </>
    );
  }
  return <EditorRico {...props} />;
}

function EditorRico({ id, name, label, defaultValue, escolherImagem, onChange, describedBy }: Props) {
  const [html, setHtml] = useState(defaultValue);
  const labelId = `${id}-rotulo`;
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        // No new tab by default (TipTap's is target=_blank): a link opens where the reader is.
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto'],
          defaultProtocol: 'https',
          HTMLAttributes: { target: null, rel: null },
        },
      }),
      Image.configure({ inline: false }),
    ],
    content: defaultValue,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: 'form-control cosems-editor-texto',
      },
    },
    onUpdate: ({ editor: e }) => {
      const value = e.getHTML();
      setHtml(value);
      onChange?.(value);
    },
  });
  const estado = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      negrito: e?.isActive('bold') ?? false,
      italico: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      h4: e?.isActive('heading', { level: 4 }) ?? false,
      lista: e?.isActive('bulletList') ?? false,
      numerada: e?.isActive('orderedList') ?? false,
      citacao: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  const toolbar = useRef<HTMLDivElement>(null);

  const link = () => {
    if (!editor) return;
    const atual = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt('Endereço do link (https://…). Deixe em branco para remover o link.', atual ?? 'https://');
    if (href === null) return;
    if (!href.trim() || href.trim() === 'https://') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };

  // A paragraph with only the video's link: the public page shows it as a click-to-load player.
  const video = () => {
    if (!editor) return;
    const endereco = window.prompt('Endereço do vídeo no YouTube (https://www.youtube.com/watch?v=… ou https://youtu.be/…)');
    if (endereco === null) return;
    const id = youtubeId(endereco.trim());
    if (!id) {
      window.alert('Esse endereço não é de um vídeo do YouTube.');
      return;
    }
    const titulo = window.prompt('Título do vídeo (aparece no botão "Assistir")', '')?.trim();
    if (!titulo) return;
    // After the selection: a selected image (say) stays, it is not replaced.
    editor
      .chain()
      .focus()
      .insertContentAt(editor.state.selection.to, {
        type: 'paragraph',
        content: [{ type: 'text', text: titulo, marks: [{ type: 'link', attrs: { href: youtubeWatchUrl(id) } }] }],
      })
      .run();
  };

  // Where the cursor was: the picker takes the focus while it is open, and gives it back after.
  const inserirImagem = async () => {
    if (!editor || !escolherImagem) return;
    const imagem = await escolherImagem();
    if (!imagem || editor.isDestroyed) return;
    editor
      .chain()
      .focus()
      .setImage({ src: `/image/${imagem.nome}`, alt: imagem.alt })
      .run();
  };

  // Roving focus inside the toolbar: one tab stop, arrows move (WAI-ARIA toolbar pattern).
  const onToolbarKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(toolbar.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (i < 0) return;
    const next =
      e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? buttons.length - 1 : null;
    if (next === null) return;
    e.preventDefault();
    const target = buttons[(next + buttons.length) % buttons.length];
    for (const b of buttons) b.tabIndex = b === target ? 0 : -1;
    target?.focus();
  };

  const botao = (rotulo: string, texto: string, ativo: boolean | null, acao: () => void, primeiro = false) => (
    <button
      type="button"
      className={`btn btn-sm ${ativo ? 'btn-dark' : 'btn-outline-dark'}`}
      aria-label={rotulo}
      title={rotulo}
      {...(ativo === null ? {} : { 'aria-pressed': ativo })}
      tabIndex={primeiro ? 0 : -1}
      onClick={acao}
    >
      {texto}
    </button>
  );

  return (
    <div className="cosems-editor">
      <span id={labelId} className="form-label d-block">
        {label}
      </span>
      <div
        ref={toolbar}
        role="toolbar"
        aria-label="Formatação do texto"
        // Only once the text area exists: the editor mounts after the first render (immediatelyRender:
        // false), and a reference to a missing id is invalid (axe aria-valid-attr-value).
        aria-controls={editor ? id : undefined}
        className="d-flex flex-wrap gap-1 mb-1"
        onKeyDown={onToolbarKey}
      >
        {botao('Negrito', 'N', estado?.negrito ?? false, () => editor?.chain().focus().toggleBold().run(), true)}
        {botao('Itálico', 'I', estado?.italico ?? false, () => editor?.chain().focus().toggleItalic().run())}
        {botao('Título 2', 'T2', estado?.h2 ?? false, () => editor?.chain().focus().toggleHeading({ level: 2 }).run())}
        {botao('Título 3', 'T3', estado?.h3 ?? false, () => editor?.chain().focus().toggleHeading({ level: 3 }).run())}
        {botao('Título 4', 'T4', estado?.h4 ?? false, () => editor?.chain().focus().toggleHeading({ level: 4 }).run())}
        {botao('Lista com marcadores', '• Lista', estado?.lista ?? false, () => editor?.chain().focus().toggleBulletList().run())}
        {botao('Lista numerada', '1. Lista', estado?.numerada ?? false, () => editor?.chain().focus().toggleOrderedList().run())}
        {botao('Citação', '“ ”', estado?.citacao ?? false, () => editor?.chain().focus().toggleBlockquote().run())}
        {botao('Link', 'Link', estado?.link ?? false, link)}
        {escolherImagem ? botao('Inserir imagem da biblioteca', 'Imagem', null, inserirImagem) : null}
        {botao('Inserir vídeo do YouTube', 'Vídeo', null, video)}
        {botao('Desfazer', '↶', null, () => editor?.chain().focus().undo().run())}
        {botao('Refazer', '↷', null, () => editor?.chain().focus().redo().run())}
      </div>
      <EditorContent editor={editor} />
      <input type="hidden" name={name} value={html} />
    </div>
  );
}
