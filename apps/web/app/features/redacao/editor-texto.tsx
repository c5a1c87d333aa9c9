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
 *
 * "Link" and "Vídeo" open a dialog each (dialogo-de-link.tsx, dialogo-de-video.tsx: loaded the
 * first time one opens, so the form's first visit does not download them; issue 27, item 5,
 * docs/decisions/054). A video is a card in the text (video-no-texto.ts), stored as the paragraph
 * with only its link that the public page turns into a player; Enter or a click on a card opens
 * its dialog.
 */
import { NodeSelection } from '@tiptap/pm/state';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { PedidoDeLink, RespostaDoLink } from './dialogo-de-link';
import { extensoesDoTexto } from './extensoes-do-texto';
import { NOME_DO_VIDEO, type VideoDoTexto } from './video-no-texto';

const carregarDialogoDeLink = () => import('./dialogo-de-link');
const carregarDialogoDeVideo = () => import('./dialogo-de-video');
const DialogoDeLink = lazy(carregarDialogoDeLink);
const DialogoDeVideo = lazy(carregarDialogoDeVideo);

/** The dialog open over the editor, if any. */
type Dialogo = { tipo: 'link'; pedido: PedidoDeLink } | { tipo: 'video'; atual: VideoDoTexto | null };

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
  // `vez` counts the openings: each one mounts a new dialog (its effect calls showModal). Without it, an
  // Enter on the toolbar's button right after Esc closed the dialog could land before React drew the
  // closed state: both updates in one render kept the closed <dialog> mounted, and nothing opened.
  const [dialogo, setDialogo] = useState<(Dialogo & { vez: number }) | null>(null);
  const aberturas = useRef(0);
  /** Where the focus was when a dialog opened: it goes back there when the dialog closes. */
  const origemDoDialogo = useRef<HTMLElement | null>(null);
  const labelId = `${id}-rotulo`;
  // A card's Enter and click open its dialog (the editor's handlers are set once: a ref reaches the latest).
  const abrirVideoRef = useRef<() => void>(() => {});
  const editor = useEditor({
    immediatelyRender: false,
    extensions: extensoesDoTexto(),
    content: defaultValue,
    editorProps: {
      handleKeyDown: (view, event) => {
        const { selection } = view.state;
        if (event.key !== 'Enter' || !(selection instanceof NodeSelection) || selection.node.type.name !== NOME_DO_VIDEO) return false;
        event.preventDefault();
        abrirVideoRef.current();
        return true;
      },
      handleClickOn: (view, pos, node, _nodePos, _event, direct) => {
        if (!direct || node.type.name !== NOME_DO_VIDEO) return false;
        view.dispatch(view.state.tr.setSelection(NodeSelection.create(view.state.doc, pos)));
        abrirVideoRef.current();
        return true;
      },
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

  const abrir = (d: Dialogo) => {
    origemDoDialogo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    aberturas.current += 1;
    setDialogo({ ...d, vez: aberturas.current });
  };
  /** The dialog closed: the focus back where it was (WAI-ARIA dialog pattern), then the change, which puts it in the text. */
  /** A dialog's answer counts only while it is the open one: the "close" event of one closed by Esc is a
   * task of its own, and a new opening can come first (an Enter on the button the focus went back to). */
  const daVez =
    <T,>(vez: number, aoTerminar: (resposta: T | null) => void) =>
    (resposta: T | null) => {
      if (vez === aberturas.current) aoTerminar(resposta);
    };
  const fechar = () => {
    setDialogo(null);
    origemDoDialogo.current?.focus();
  };

  // The link at the cursor (all of it) or the selection; with nothing selected, the dialog asks for the text.
  const link = () => {
    if (!editor) return;
    const existente = editor.isActive('link');
    if (existente) editor.chain().extendMarkRange('link').run();
    const atual = editor.getAttributes('link');
    const { empty } = editor.state.selection;
    abrir({
      tipo: 'link',
      pedido: {
        href: (atual.href as string | undefined) ?? '',
        novaAba: atual.target === '_blank',
        existente,
        pedirTexto: empty && !existente,
      },
    });
  };

  const gravarLink = (resposta: RespostaDoLink | null) => {
    fechar();
    if (!resposta || !editor || editor.isDestroyed) return;
    if (resposta.acao === 'remover') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return;
    }
    const attrs = { href: resposta.href, target: resposta.novaAba ? '_blank' : null, rel: resposta.novaAba ? 'noopener noreferrer' : null };
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // The typed text (or the address), linked; what is typed next is not part of the link.
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: resposta.texto || resposta.href, marks: [{ type: 'link', attrs }] })
        .unsetMark('link')
        .run();
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink(attrs).run();
  };

  // The selected card's video, or a new one.
  const video = () => {
    if (!editor) return;
    const { selection } = editor.state;
    const atual =
      selection instanceof NodeSelection && selection.node.type.name === NOME_DO_VIDEO ? (selection.node.attrs as VideoDoTexto) : null;
    abrir({ tipo: 'video', atual: atual ? { href: atual.href, titulo: atual.titulo } : null });
  };
  abrirVideoRef.current = video;

  // After the selection (a selected image stays), or in place of the selected card.
  const gravarVideo = (resposta: VideoDoTexto | null) => {
    fechar();
    if (!resposta || !editor || editor.isDestroyed) return;
    editor.chain().focus().gravarVideo(resposta).run();
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
        // The dialogs' code starts loading before the click.
        onFocus={preCarregarDialogos}
        onPointerEnter={preCarregarDialogos}
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
      {dialogo
        ? // Out of the news form in the page (a form of its own inside would be invalid HTML).
          createPortal(
            <Suspense key={dialogo.vez} fallback={null}>
              {dialogo.tipo === 'link' ? (
                <DialogoDeLink pedido={dialogo.pedido} aoTerminar={daVez(dialogo.vez, gravarLink)} />
              ) : (
                <DialogoDeVideo atual={dialogo.atual} aoTerminar={daVez(dialogo.vez, gravarVideo)} />
              )}
            </Suspense>,
            document.body,
          )
        : null}
    </div>
  );
}

function preCarregarDialogos() {
  void carregarDialogoDeLink();
  void carregarDialogoDeVideo();
}
