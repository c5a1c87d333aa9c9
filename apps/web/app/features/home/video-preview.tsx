import { type Blocos, youtubeEmbedUrl, youtubeId, youtubeWatchUrl } from '@cosems/contracts';
import { useState } from 'react';
import Container from 'react-bootstrap/Container';
import { ExternalLink } from '../../components/ui/external-link';
import { VIDEO_FRAME_ALLOW } from '../../lib/videos';
import { Reveal } from './reveal';

/**
 * The association's video (block "video") as a click-to-load preview: the video host's player (a
 * third-party request) is loaded only after the visitor clicks. Without a video address, the
 * section offers only the channel; without either, it is not shown.
 */
export function VideoPreview({ bloco }: { bloco: Blocos['video'] }) {
  const [carregado, setCarregado] = useState(false);
  const id = youtubeId(bloco.url);
  if (!id && !bloco.canal) return null;
  return (
    <Reveal className="cosems-secao cosems-secao-clara" rotulo="titulo-video">
      <Container fluid="xl">
        <h2 className="cosems-secao-titulo" id="titulo-video">
          Vídeo institucional
        </h2>
        {id ? (
          // data-video-…: what the home's script reads when the page is served without React
          // (showHomeVideoOnClick, the same click-to-load).
          <div className="cosems-video" data-video-id={id} data-video-titulo={bloco.titulo}>
            {carregado ? (
              <iframe
                src={youtubeEmbedUrl(id)}
                title={bloco.titulo}
                allow={VIDEO_FRAME_ALLOW}
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            ) : (
              <button type="button" onClick={() => setCarregado(true)}>
                <span className="cosems-video-play" aria-hidden="true">
                  ▶
                </span>
                <span className="fw-bold">Assistir: {bloco.titulo}</span>
                <small>O vídeo é carregado do serviço externo somente após o clique.</small>
              </button>
            )}
          </div>
        ) : null}
        {id ? (
          // Without JavaScript the button could load nothing (root.tsx hides it): a plain link instead.
          <noscript>
            <p className="text-center mb-0">
              <ExternalLink href={youtubeWatchUrl(id)}>Assistir no YouTube: {bloco.titulo}</ExternalLink>
            </p>
          </noscript>
        ) : null}
        {bloco.canal ? (
          <p className="text-center mt-3 mb-0">
            <ExternalLink href={bloco.canal}>Ver mais vídeos no nosso canal</ExternalLink>
          </p>
        ) : null}
      </Container>
    </Reveal>
  );
}
