import { useState } from 'react';
import Container from 'react-bootstrap/Container';
import { ExternalLink } from '../../components/ui/external-link';
import { siteConfig } from '../../lib/site-config';
import { Reveal } from './reveal';

/**
 * The association's video as a click-to-load preview: the video host's player (a third-party
 * request) is loaded only after the visitor clicks.
 */
export function VideoPreview() {
  const [carregado, setCarregado] = useState(false);
  const { video, externos } = siteConfig;
  return (
    <Reveal className="cosems-secao cosems-secao-clara" rotulo="titulo-video">
      <Container fluid="xl">
        <h2 className="cosems-secao-titulo" id="titulo-video">
          Vídeo institucional
        </h2>
        <div className="cosems-video">
          {carregado ? (
            <iframe
              src={video.embedUrl}
              title={video.titulo}
              allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : (
            <button type="button" onClick={() => setCarregado(true)}>
              <span className="cosems-video-play" aria-hidden="true">
                ▶
              </span>
              <span className="fw-bold">Assistir: {video.titulo}</span>
              <small>O vídeo é carregado do serviço externo somente após o clique.</small>
            </button>
          )}
        </div>
        <p className="text-center mt-3 mb-0">
          <ExternalLink href={externos.canalVideo}>Ver mais vídeos no nosso canal</ExternalLink>
        </p>
      </Container>
    </Reveal>
  );
}
