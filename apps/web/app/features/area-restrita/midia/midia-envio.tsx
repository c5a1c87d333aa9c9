/**
 * The media library's upload form, also inside the media picker (seletor-de-midia-dialogo.tsx).
 * Without JavaScript it is a plain multipart POST to the page's action. With JavaScript the same
 * form is sent by XMLHttpRequest to /admin/midia/enviar, which gives a progress bar, and a file can
 * also be dropped onto the form's drop zone; keyboard users choose the file with the "Arquivo"
 * field and send with the button, as without JavaScript. One upload path for both places: the
 * same endpoint, the same checks on the server (MidiaPort.upload), the same size check here.
 */
import { type ImagemDoSeletor, MIDIA_MAX_BYTES, type RecusaDeMidia } from '@cosems/contracts';
import { type DragEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';

export const ENDERECO_DE_ENVIO = '/admin/midia/enviar';
const LIMITE_MB = MIDIA_MAX_BYTES / (1024 * 1024);
const GRANDE_DEMAIS = `Arquivo grande demais: o limite é de ${LIMITE_MB} MB.`;

type Mensagem = { tipo: 'ok'; texto: string; nome: string } | { tipo: 'erro'; texto: string; campo?: RecusaDeMidia['campo'] };

interface RespostaDoEnvio {
  ok: boolean;
  nome?: string;
  item?: ImagemDoSeletor;
  erro?: string;
  campo?: RecusaDeMidia['campo'];
}

const TIPOS_DE_IMAGEM = 'image/jpeg,image/png,image/webp,image/avif';

export function MidiaEnvio({
  csrf,
  erro,
  campo,
  prefixo = 'envio',
  titulo = 'Enviar arquivo',
  nivel = 2,
  aoEnviarImagem,
}: {
  csrf: string;
  erro?: string | null;
  campo?: RecusaDeMidia['campo'];
  /** The ids of the form's fields start with it (two forms could share a page). */
  prefixo?: string;
  titulo?: string;
  /** The heading's level: 2 on /admin/midia, 3 inside the picker's dialog (its heading is the 2). */
  nivel?: 2 | 3;
  /**
   * The media picker's form: images only (`apenas=imagem`: a PDF is refused by the server before
   * it is stored), and the image sent goes to this function instead of a link to its page.
   */
  aoEnviarImagem?: (imagem: ImagemDoSeletor) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  const [js, setJs] = useState(false);
  const [arrastando, setArrastando] = useState(false);
  const [escolhido, setEscolhido] = useState('');
  const [progresso, setProgresso] = useState<number | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [mensagem, setMensagem] = useState<Mensagem | null>(erro ? { tipo: 'erro', texto: erro, campo } : null);
  useEffect(() => setJs(true), []);
  const Titulo = nivel === 3 ? 'h3' : 'h2';

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
        setMensagem({ tipo: 'ok', texto: aoEnviarImagem ? 'Imagem enviada e escolhida:' : 'Arquivo enviado:', nome: body.nome });
        form.reset();
        setEscolhido('');
        // In the picker the page stays as it is (a news form being written): only the picker learns of it.
        if (aoEnviarImagem && body.item) aoEnviarImagem(body.item);
        else revalidator.revalidate();
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
    <form
      method="post"
      encType="multipart/form-data"
      onSubmit={enviar}
      aria-labelledby={`${prefixo}-titulo`}
      className="card mb-4"
      noValidate
    >
      <div className="card-body">
        <Titulo id={`${prefixo}-titulo`} className="h5 card-title">
          {titulo}
        </Titulo>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="enviar" />
        {aoEnviarImagem ? <input type="hidden" name="apenas" value="imagem" /> : null}
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
          <label htmlFor={`${prefixo}-arquivo`} className="form-label">
            Arquivo
          </label>
          <input
            ref={input}
            id={`${prefixo}-arquivo`}
            name="arquivo"
            type="file"
            className={`form-control${erroArquivo ? ' is-invalid' : ''}`}
            accept={aoEnviarImagem ? TIPOS_DE_IMAGEM : `${TIPOS_DE_IMAGEM},application/pdf`}
            aria-describedby={`${prefixo}-arquivo-ajuda${erroArquivo ? ` ${prefixo}-arquivo-erro` : ''}`}
            aria-invalid={erroArquivo ? true : undefined}
            onChange={(e) => setEscolhido(e.currentTarget.files?.[0]?.name ?? '')}
          />
          <div id={`${prefixo}-arquivo-ajuda`} className="form-text">
            JPEG, PNG, WebP ou AVIF (até 40 megapixels){aoEnviarImagem ? '' : ', ou PDF'}; até {LIMITE_MB} MB.
            {js ? ' Você também pode arrastar o arquivo e soltá-lo nesta área.' : null}
            {escolhido ? ` Escolhido: ${escolhido}.` : null}
          </div>
          {erroArquivo ? (
            <div id={`${prefixo}-arquivo-erro`} className="invalid-feedback d-block text-danger-emphasis" role="alert">
              {erroArquivo}
            </div>
          ) : null}
        </div>
        <div className="mb-3">
          <label htmlFor={`${prefixo}-nome`} className="form-label">
            Nome do arquivo (opcional)
          </label>
          <input
            id={`${prefixo}-nome`}
            name="nome"
            className="form-control"
            maxLength={120}
            autoComplete="off"
            placeholder={escolhido ? escolhido.replace(/\.[^.]*$/, '') : undefined}
            aria-describedby={`${prefixo}-nome-ajuda`}
          />
          <div id={`${prefixo}-nome-ajuda`} className="form-text">
            Vazio, fica o nome do arquivo escolhido. O nome vai para o endereço do arquivo sem acentos nem espaços (“Reunião Plenária” vira
            reuniao-plenaria.jpg); se já houver um arquivo com esse nome, ele ganha um sufixo curto.
          </div>
        </div>
        <div className="mb-3">
          <label htmlFor={`${prefixo}-alt`} className="form-label">
            Texto alternativo
          </label>
          <textarea
            id={`${prefixo}-alt`}
            name="alt"
            rows={2}
            maxLength={500}
            className={`form-control${erroAlt ? ' is-invalid' : ''}`}
            aria-describedby={`${prefixo}-alt-ajuda${erroAlt ? ` ${prefixo}-alt-erro` : ''}`}
            aria-invalid={erroAlt ? true : undefined}
          />
          <div id={`${prefixo}-alt-ajuda`} className="form-text">
            Obrigatório para imagens: descreva o que a imagem mostra, para quem não pode vê-la.
          </div>
          {erroAlt ? (
            <div id={`${prefixo}-alt-erro`} className="invalid-feedback d-block text-danger-emphasis" role="alert">
              {erroAlt}
            </div>
          ) : null}
        </div>
        <button type="submit" className="btn btn-primary" disabled={enviando}>
          Enviar
        </button>
        {progresso !== null ? (
          <div className="mt-3">
            <label htmlFor={`${prefixo}-progresso`} className="form-label d-block">
              Progresso do envio
            </label>
            <progress id={`${prefixo}-progresso`} className="w-100" max={100} value={progresso}>
              {progresso}%
            </progress>
            <span className="small">{progresso}%</span>
          </div>
        ) : null}
        <div role="status" className="mt-3">
          {mensagem?.tipo === 'ok' ? (
            <div className="alert alert-success mb-0">
              {mensagem.texto}{' '}
              {aoEnviarImagem ? (
                <span className="text-break">{mensagem.nome}</span>
              ) : (
                <Link to={`/admin/midia/${encodeURIComponent(mensagem.nome)}`}>{mensagem.nome}</Link>
              )}
            </div>
          ) : mensagem?.tipo === 'erro' && mensagem.campo === undefined ? (
            <div className="alert alert-danger mb-0">{mensagem.texto}</div>
          ) : null}
        </div>
      </div>
    </form>
  );
}
