/**
 * The body's rich-text editor (TipTap 3 on ProseMirror). Without JavaScript the form still works:
 * the server renders a plain textarea of HTML; once the page is interactive the editor takes its
 * place and keeps a hidden field of the same name in step, so the form posts the same thing either
 * way. The server sanitises whatever arrives (packages/db sanitize.ts).
 *
 * Keyboard: the toolbar is one tab stop (role="toolbar"; arrows move between its buttons, as the
 * WAI-ARIA toolbar pattern says), then the text; the usual shortcuts work (Ctrl+B, Ctrl+I,
 * Ctrl+Shift+7/8, Ctrl+Alt+2…4).
 */
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { youtubeId, youtubeWatchUrl } from '@cosems/contracts';

export interface ImagemDaBiblioteca {
  nome: string;
  alt: string | null;
}

interface Props {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  imagens: ImagemDaBiblioteca[];
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

function EditorRico({ id, name, label, defaultValue, imagens, onChange, describedBy }: Props) {
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
  const dialogo = useRef<HTMLDialogElement>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const [imagem, setImagem] = useState('');
  const [alt, setAlt] = useState('');

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

  const inserirImagem = () => {
    if (!editor || !imagem) return;
    editor
      .chain()
      .focus()
      .setImage({ src: `/image/${imagem}`, alt: alt.trim() })
      .run();
    dialogo.current?.close();
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
        {botao('Inserir imagem da biblioteca', 'Imagem', null, () => dialogo.current?.showModal())}
        {botao('Inserir vídeo do YouTube', 'Vídeo', null, video)}
        {botao('Desfazer', '↶', null, () => editor?.chain().focus().undo().run())}
        {botao('Refazer', '↷', null, () => editor?.chain().focus().redo().run())}
      </div>
      <EditorContent editor={editor} />
      <input type="hidden" name={name} value={html} />
      <dialog ref={dialogo} aria-labelledby={`${id}-dialogo-titulo`} className="cosems-dialogo-editor">
        <h2 id={`${id}-dialogo-titulo`} className="h5">
          Inserir imagem da biblioteca
        </h2>
        <label htmlFor={`${id}-imagem`} className="form-label">
          Imagem
        </label>
        <select
          id={`${id}-imagem`}
          className="form-select mb-2"
          value={imagem}
          onChange={(e) => {
            setImagem(e.currentTarget.value);
            setAlt(imagens.find((i) => i.nome === e.currentTarget.value)?.alt ?? '');
          }}
        >
          <option value="">Escolha…</option>
          {imagens.map((i) => (
            <option key={i.nome} value={i.nome}>
              {i.nome}
              {i.alt ? ` — ${i.alt}` : ''}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-alt`} className="form-label">
          Texto alternativo
        </label>
        <input id={`${id}-alt`} className="form-control mb-3" value={alt} onChange={(e) => setAlt(e.currentTarget.value)} />
        <div className="d-flex gap-2">
          <button type="button" className="btn btn-primary" onClick={inserirImagem} disabled={!imagem}>
            Inserir
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={() => dialogo.current?.close()}>
            Cancelar
          </button>
        </div>
      </dialog>
    </div>
  );
}
