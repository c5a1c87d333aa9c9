/**
 * The media library's upload form. Without JavaScript it is a plain multipart POST to the page's
 * action. With JavaScript the same form is sent by XMLHttpRequest to /admin/midia/enviar, which
 * gives a progress bar, and a file can also be dropped onto the form's drop zone; keyboard users
 * choose the file with the "Arquivo" field and send with the button, as without JavaScript.
 */
import { MIDIA_MAX_BYTES, type RecusaDeMidia } from '@cosems/contracts';
import { type DragEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';

export const ENDERECO_DE_ENVIO = '/admin/midia/enviar';
const LIMITE_MB = MIDIA_MAX_BYTES / (1024 * 1024);
const GRANDE_DEMAIS = `Arquivo grande demais: o limite é de ${LIMITE_MB} MB.`;

type Mensagem = { tipo: 'ok'; texto: string; nome: string } | { tipo: 'erro'; texto: string; campo?: RecusaDeMidia['campo'] };

interface RespostaDoEnvio {
  ok: boolean;
  nome?: string;
  erro?: string;
  campo?: RecusaDeMidia['campo'];
}

export function MidiaEnvio({ csrf, erro, campo }: { csrf: string; erro?: string | null; campo?: RecusaDeMidia['campo'] }) {
  const input = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  const [js, setJs] = useState(false);
  const [arrastando, setArrastando] = useState(false);
  const [escolhido, setEscolhido] = useState('');
  const [progresso, setProgresso] = useState<number | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [mensagem, setMensagem] = useState<Mensagem | null>(erro ? { tipo: 'erro', texto: erro, campo } : null);
  useEffect(() => setJs(true), []);

  const erroDe = (c: RecusaDeMidia['campo']) => (mensagem?.tipo === 'erro' && mensagem.campo === c ? mensagem.texto : null);
  const erroArquivo = erroDe('arquivo');
  const erroAlt = erroDe('alt');

  function falhou(texto: string, c?: RecusaDeMidia['campo']) {
    setEnviando(false);
    setProgresso(null);
    setMensagem({ tipo: 'erro', texto, campo: c });
  }

  function enviar(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const file = input.current?.files?.[0];
    if (!file) return falhou('Escolha um arquivo para enviar.', 'arquivo');
    if (file.size > MIDIA_MAX_BYTES) return falhou(GRANDE_DEMAIS, 'arquivo');
    const xhr = new XMLHttpRequest();
    xhr.open('POST', ENDERECO_DE_ENVIO);
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable) setProgresso(Math.min(99, Math.round((e.loaded / e.total) * 100)));
    });
    xhr.addEventListener('load', () => {
      const body = xhr.response as RespostaDoEnvio | null;
      if (xhr.status === 200 && body?.ok && body.nome) {
        setEnviando(false);
        setProgresso(100);
        setMensagem({ tipo: 'ok', texto: 'Arquivo enviado:', nome: body.nome });
        form.reset();
        setEscolhido('');
        revalidator.revalidate();
        return;
      }
      if (body?.erro) return falhou(body.erro, body.campo);
      if (xhr.status === 413) return falhou(GRANDE_DEMAIS, 'arquivo');
      // 403 (the session ended or the form expired), 5xx: the page itself says more after a reload.
      falhou('O envio falhou. Recarregue a página e tente de novo.');
    });
    xhr.addEventListener('error', () => falhou('O envio falhou: verifique a conexão e tente de novo.'));
    setMensagem(null);
    setEnviando(true);
    setProgresso(0);
    xhr.send(new FormData(form));
  }

  function soltar(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setArrastando(false);
    const files = event.dataTransfer.files;
    if (files.length > 0 && input.current) {
      input.current.files = files;
      setEscolhido(files[0]?.name ?? '');
      setMensagem(null);
    }
  }

  return (
    <form method="post" encType="multipart/form-data" onSubmit={enviar} aria-labelledby="envio-titulo" className="card mb-4" noValidate>
      <div className="card-body">
        <h2 id="envio-titulo" className="h5 card-title">
          Enviar arquivo
        </h2>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="enviar" />
        {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a pointer's shortcut; the "Arquivo" field inside is everyone's way */}
        <div
          className={`rounded border border-2 p-3 mb-3 ${arrastando ? 'border-primary bg-primary-subtle' : 'bg-light'}`}
          onDragEnter={(e) => {
            e.preventDefault();
            setArrastando(true);
          }}
          onDragOver={(e) => e.preventDefault()}
          onDragLeave={() => setArrastando(false)}
          onDrop={soltar}
          data-zona-de-soltar=""
        >
          <label htmlFor="envio-arquivo" className="form-label">
            Arquivo
          </label>
          <input
            ref={input}
            id="envio-arquivo"
            name="arquivo"
            type="file"
            className={`form-control${erroArquivo ? ' is-invalid' : ''}`}
            accept="image/jpeg,image/png,image/webp,image/avif,application/pdf"
            aria-describedby={`envio-arquivo-ajuda${erroArquivo ? ' envio-arquivo-erro' : ''}`}
            aria-invalid={erroArquivo ? true : undefined}
            onChange={(e) => setEscolhido(e.currentTarget.files?.[0]?.name ?? '')}
          />
          <div id="envio-arquivo-ajuda" className="form-text">
            JPEG, PNG, WebP ou AVIF (até 40 megapixels), ou PDF; até {LIMITE_MB} MB.
            {js ? ' Você também pode arrastar o arquivo e soltá-lo nesta área.' : null}
            {escolhido ? ` Escolhido: ${escolhido}.` : null}
          </div>
          {erroArquivo ? (
            <div id="envio-arquivo-erro" className="invalid-feedback d-block" role="alert">
              {erroArquivo}
            </div>
          ) : null}
        </div>
        <div className="mb-3">
          <label htmlFor="envio-nome" className="form-label">
            Nome do arquivo (opcional)
          </label>
          <input
            id="envio-nome"
            name="nome"
            className="form-control"
            maxLength={120}
            autoComplete="off"
            placeholder={escolhido ? escolhido.replace(/\.[^.]*$/, '') : undefined}
            aria-describedby="envio-nome-ajuda"
          />
          <div id="envio-nome-ajuda" className="form-text">
            Vazio, fica o nome do arquivo escolhido. O nome vai para o endereço do arquivo sem acentos nem espaços (“Reunião Plenária” vira
            reuniao-plenaria.jpg); se já houver um arquivo com esse nome, ele ganha um sufixo curto.
          </div>
        </div>
        <div className="mb-3">
          <label htmlFor="envio-alt" className="form-label">
            Texto alternativo
          </label>
          <textarea
            id="envio-alt"
            name="alt"
            rows={2}
            maxLength={500}
            className={`form-control${erroAlt ? ' is-invalid' : ''}`}
            aria-describedby={`envio-alt-ajuda${erroAlt ? ' envio-alt-erro' : ''}`}
            aria-invalid={erroAlt ? true : undefined}
          />
          <div id="envio-alt-ajuda" className="form-text">
            Obrigatório para imagens: descreva o que a imagem mostra, para quem não pode vê-la.
          </div>
          {erroAlt ? (
            <div id="envio-alt-erro" className="invalid-feedback d-block" role="alert">
              {erroAlt}
            </div>
          ) : null}
        </div>
        <button type="submit" className="btn btn-primary" disabled={enviando}>
          Enviar
        </button>
        {progresso !== null ? (
          <div className="mt-3">
            <label htmlFor="envio-progresso" className="form-label d-block">
              Progresso do envio
            </label>
            <progress id="envio-progresso" className="w-100" max={100} value={progresso}>
              {progresso}%
            </progress>
            <span className="small">{progresso}%</span>
          </div>
        ) : null}
        <div role="status" className="mt-3">
          {mensagem?.tipo === 'ok' ? (
            <div className="alert alert-success mb-0">
              {mensagem.texto} <Link to={`/admin/midia/${encodeURIComponent(mensagem.nome)}`}>{mensagem.nome}</Link>
            </div>
          ) : mensagem?.tipo === 'erro' && mensagem.campo === undefined ? (
            <div className="alert alert-danger mb-0">{mensagem.texto}</div>
          ) : null}
        </div>
      </div>
    </form>
  );
}
