/**
 * The editor's video dialog (issue 27, item 5), loaded the first time it opens (editor-texto.tsx
 * imports it lazily); a native modal <dialog> with its own form, as the link dialog.
 *
 * Once the address typed is a YouTube video's (link-e-video.ts idDoVideo), a preview: the video's
 * thumbnail and its title, asked of YouTube's oEmbed. Only here, in the back office (its CSP allows
 * those two origins, the public pages' does not), and only for an address typed in the dialog: no
 * request otherwise (docs/decisions/054). Without an answer in PRAZO_DO_OEMBED_MS (no internet, a
 * private video), the dialog says so and the title keeps its default, editable; a thumbnail that
 * does not load is hidden. The title field takes YouTube's title unless the officer typed one.
 */
import { youtubeOEmbedUrl, youtubeThumbnailUrl, youtubeWatchUrl } from '@cosems/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  ENDERECO_MAX,
  idDoVideo,
  lerTituloDoOEmbed,
  normalizarTitulo,
  PRAZO_DO_OEMBED_MS,
  TITULO_DO_VIDEO_MAX,
  TITULO_PADRAO_DO_VIDEO,
} from './link-e-video';
import type { VideoDoTexto } from './video-no-texto';

type Leitura = { tipo: 'nada' } | { tipo: 'lendo' } | { tipo: 'lido'; titulo: string } | { tipo: 'falhou' };

/** The title of video `id` from YouTube's oEmbed, or null: no answer in time, an error, no title. */
async function lerTitulo(id: string, sinal: AbortSignal): Promise<string | null> {
  try {
    // No cookie and no address of the back office go to YouTube.
    const r = await fetch(youtubeOEmbedUrl(id), { credentials: 'omit', referrerPolicy: 'no-referrer', signal: sinal });
    return r.ok ? lerTituloDoOEmbed(await r.json()) : null;
  } catch {
    return null;
  }
}

export default function DialogoDeVideo({
  atual,
  aoTerminar,
}: {
  /** The card being edited; null: a new video. */
  atual: VideoDoTexto | null;
  aoTerminar: (video: VideoDoTexto | null) => void;
}) {
  const id = useId();
  const dialogo = useRef<HTMLDialogElement>(null);
  const campoEndereco = useRef<HTMLInputElement>(null);
  const campoTitulo = useRef<HTMLInputElement>(null);
  const resposta = useRef<VideoDoTexto | null>(null);
  const [endereco, setEndereco] = useState(atual?.href ?? '');
  const [titulo, setTitulo] = useState(atual?.titulo ?? TITULO_PADRAO_DO_VIDEO);
  /** The officer wrote the title (or it is the card's): YouTube's does not replace it. */
  const tituloEscrito = useRef(atual !== null);
  const [erro, setErro] = useState<string | null>(null);
  const [erroTitulo, setErroTitulo] = useState<string | null>(null);
  const [leitura, setLeitura] = useState<Leitura>({ tipo: 'nada' });
  const [miniaturaFalhou, setMiniaturaFalhou] = useState(false);

  const video = idDoVideo(endereco);
  const idInicial = atual ? idDoVideo(atual.href) : null;

  useEffect(() => {
    if (!dialogo.current?.open) dialogo.current?.showModal();
    campoEndereco.current?.focus();
  }, []);

  // A video typed here: its title, once (the card's own video is not asked again).
  useEffect(() => {
    setMiniaturaFalhou(false);
    if (!video || video === idInicial) {
      setLeitura({ tipo: 'nada' });
      return;
    }
    const controle = new AbortController();
    const prazo = window.setTimeout(() => controle.abort(), PRAZO_DO_OEMBED_MS);
    // Another address typed meanwhile, or the dialog closed: this answer is no one's.
    let cancelado = false;
    setLeitura({ tipo: 'lendo' });
    void lerTitulo(video, controle.signal).then((lido) => {
      window.clearTimeout(prazo);
      if (cancelado) return;
      if (!lido) {
        setLeitura({ tipo: 'falhou' });
        return;
      }
      setLeitura({ tipo: 'lido', titulo: lido });
      if (!tituloEscrito.current) setTitulo(lido);
    });
    return () => {
      cancelado = true;
      window.clearTimeout(prazo);
      controle.abort();
    };
  }, [video, idInicial]);

  const responder = (r: VideoDoTexto | null) => {
    resposta.current = r;
    dialogo.current?.close();
  };

  const enviar = (e: FormEvent<HTMLFormElement>) => {
    // Its own form, drawn outside the news form but inside it for React's events: stopped here.
    e.preventDefault();
    e.stopPropagation();
    if (!video) {
      setErro(
        endereco.trim()
          ? 'Esse endereço não é de um vídeo do YouTube. Use o endereço da página do vídeo: https://www.youtube.com/watch?v=… ou https://youtu.be/….'
          : 'Informe o endereço do vídeo no YouTube.',
      );
      campoEndereco.current?.focus();
      return;
    }
    const final = normalizarTitulo(titulo);
    if (!final) {
      setErroTitulo('Escreva o título do vídeo.');
      campoTitulo.current?.focus();
      return;
    }
    // The card's own address stays as it was written (a youtu.be link keeps its form).
    responder({ href: atual && video === idInicial ? atual.href : youtubeWatchUrl(video), titulo: final });
  };

  const situacao =
    leitura.tipo === 'lendo'
      ? 'Lendo o título do vídeo no YouTube…'
      : leitura.tipo === 'lido'
        ? `Título no YouTube: “${leitura.titulo}”.`
        : leitura.tipo === 'falhou'
          ? 'Não foi possível ler o título do vídeo no YouTube (sem conexão, ou o vídeo não é público). Confira o endereço e escreva o título abaixo.'
          : '';
  const tituloId = `${id}-titulo-dialogo`;
  const ajudaId = `${id}-ajuda`;
  const erroId = `${id}-erro`;
  return (
    <dialog
      ref={dialogo}
      aria-labelledby={tituloId}
      className="cosems-dialogo-editor"
      onClose={() => aoTerminar(resposta.current)}
      // The news form behind listens for changes (its autosave): these fields are no part of it.
      onChange={(e) => e.stopPropagation()}
    >
      <form noValidate onSubmit={enviar}>
        <h2 id={tituloId} className="h5">
          {atual ? 'Editar vídeo do YouTube' : 'Inserir vídeo do YouTube'}
        </h2>
        <div className="mb-3">
          <label htmlFor={`${id}-endereco`} className="form-label">
            Endereço do vídeo no YouTube
          </label>
          <input
            ref={campoEndereco}
            id={`${id}-endereco`}
            type="url"
            className={`form-control${erro ? ' is-invalid' : ''}`}
            value={endereco}
            maxLength={ENDERECO_MAX}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={erro ? true : undefined}
            aria-describedby={erro ? `${erroId} ${ajudaId}` : ajudaId}
            onChange={(e) => {
              setEndereco(e.currentTarget.value);
              setErro(null);
            }}
          />
          {erro ? (
            <div id={erroId} className="invalid-feedback d-block">
              {erro}
            </div>
          ) : null}
          <div id={ajudaId} className="form-text">
            O endereço da página do vídeo (https://www.youtube.com/watch?v=…) ou o do botão “Compartilhar” (https://youtu.be/…).
          </div>
        </div>
        <div className="cosems-video-previa mb-3">
          {video && !miniaturaFalhou ? (
            <img
              src={youtubeThumbnailUrl(video)}
              alt=""
              width={160}
              height={120}
              referrerPolicy="no-referrer"
              onError={() => setMiniaturaFalhou(true)}
            />
          ) : null}
          <p role="status" className={`small mb-0${leitura.tipo === 'falhou' ? ' text-danger' : ''}`}>
            {situacao}
          </p>
        </div>
        <div className="mb-3">
          <label htmlFor={`${id}-titulo`} className="form-label">
            Título do vídeo
          </label>
          <input
            ref={campoTitulo}
            id={`${id}-titulo`}
            type="text"
            className={`form-control${erroTitulo ? ' is-invalid' : ''}`}
            value={titulo}
            maxLength={TITULO_DO_VIDEO_MAX}
            autoComplete="off"
            aria-invalid={erroTitulo ? true : undefined}
            aria-describedby={erroTitulo ? `${id}-titulo-erro ${id}-titulo-ajuda` : `${id}-titulo-ajuda`}
            onChange={(e) => {
              tituloEscrito.current = true;
              setTitulo(e.currentTarget.value);
              setErroTitulo(null);
            }}
          />
          {erroTitulo ? (
            <div id={`${id}-titulo-erro`} className="invalid-feedback d-block">
              {erroTitulo}
            </div>
          ) : null}
          <div id={`${id}-titulo-ajuda`} className="form-text">
            Aparece no botão “Assistir” da notícia.
          </div>
        </div>
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary">
            {atual ? 'Salvar' : 'Inserir'}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={() => responder(null)}>
            Cancelar
          </button>
        </div>
      </form>
    </dialog>
  );
}
