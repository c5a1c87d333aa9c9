/**
 * A media file's alternative text and focal point. The focal point is set by clicking on the image
 * (with JavaScript) or by typing it in the two number fields, which are the form's real fields and
 * the keyboard's way; a marker drawn in SVG (no style attribute: the pages' CSP) shows where it is.
 */
import type { ItemDeMidia, RecusaDeMidia } from '@cosems/contracts';
import { type MouseEvent, useState } from 'react';
import { Form } from 'react-router';
import { getImageUrl, getVariantUrl } from '../../../lib/images';

const pct = (v: number | undefined) => (v === undefined ? '' : String(Math.round(v * 1000) / 10));

export function MidiaEdicao({
  item,
  csrf,
  erro,
  campo,
  podeEditar,
  bloqueadoPorUso,
}: {
  item: ItemDeMidia;
  csrf: string;
  erro?: string | null;
  campo?: RecusaDeMidia['campo'];
  podeEditar: boolean;
  /** The session's own file, which published content uses: the reason it cannot be changed. */
  bloqueadoPorUso: boolean;
}) {
  const [x, setX] = useState(pct(item.foco?.x));
  const [y, setY] = useState(pct(item.foco?.y));
  // Drawn as wide as its column (img-fluid), at most about 960 px: the one variant it needs.
  const src = getVariantUrl(getImageUrl('', item.nome), 960);
  const nx = Number(x.replace(',', '.'));
  const ny = Number(y.replace(',', '.'));
  const marcado = x !== '' && y !== '' && Number.isFinite(nx) && Number.isFinite(ny);

  function marcar(event: MouseEvent<HTMLImageElement>) {
    if (!podeEditar) return;
    const box = event.currentTarget.getBoundingClientRect();
    const px = Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100));
    const py = Math.min(100, Math.max(0, ((event.clientY - box.top) / box.height) * 100));
    setX(String(Math.round(px)));
    setY(String(Math.round(py)));
  }

  const erroAlt = campo === 'alt' ? erro : null;
  const erroFoco = campo === 'foco' ? erro : null;

  return (
    <div className="row g-4">
      <div className="col-lg-7">
        <figure className="mb-0">
          <div className="position-relative d-inline-block mw-100">
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: the number fields beside it are the keyboard's way to the same value */}
            <img src={src} alt={item.alt ?? ''} className="img-fluid border" onClick={marcar} />
            {marcado ? (
              <svg className="position-absolute top-0 start-0 w-100 h-100 pe-none" aria-hidden="true" focusable="false">
                <circle cx={`${nx}%`} cy={`${ny}%`} r="14" fill="none" stroke="#000" strokeWidth="5" />
                <circle cx={`${nx}%`} cy={`${ny}%`} r="14" fill="none" stroke="#fff" strokeWidth="2" />
              </svg>
            ) : null}
          </div>
          {podeEditar ? (
            <figcaption className="form-text">
              Clique na imagem para marcar o ponto focal: o ponto que fica visível quando o site recorta a imagem (banner, destaques,
              cartões, compartilhamento).
            </figcaption>
          ) : null}
        </figure>
      </div>
      <div className="col-lg-5">
        {podeEditar ? (
          <Form method="post" aria-labelledby="edicao-titulo" noValidate>
            <h2 id="edicao-titulo" className="h5">
              Texto alternativo e ponto focal
            </h2>
            <input type="hidden" name="_csrf" value={csrf} />
            <input type="hidden" name="intent" value="editar" />
            <div className="mb-3">
              <label htmlFor="edicao-alt" className="form-label">
                Texto alternativo
              </label>
              <textarea
                id="edicao-alt"
                name="alt"
                rows={3}
                maxLength={500}
                defaultValue={item.alt ?? ''}
                className={`form-control${erroAlt ? ' is-invalid' : ''}`}
                aria-invalid={erroAlt ? true : undefined}
                aria-describedby={erroAlt ? 'edicao-alt-erro' : undefined}
              />
              {erroAlt ? (
                <div id="edicao-alt-erro" className="invalid-feedback d-block" role="alert">
                  {erroAlt}
                </div>
              ) : null}
            </div>
            <fieldset className="mb-3" aria-describedby={`foco-ajuda${erroFoco ? ' foco-erro' : ''}`}>
              <legend className="fs-6">Ponto focal</legend>
              <div className="row g-2">
                <CampoDoFoco eixo="x" rotulo="Ponto focal horizontal (%)" valor={x} mudar={setX} invalido={Boolean(erroFoco)} />
                <CampoDoFoco eixo="y" rotulo="Ponto focal vertical (%)" valor={y} mudar={setY} invalido={Boolean(erroFoco)} />
              </div>
              <div id="foco-ajuda" className="form-text">
                De 0 a 100, a partir da esquerda e do topo (50 e 50 é o centro). Deixe os dois em branco para usar o centro.
              </div>
              {erroFoco ? (
                <div id="foco-erro" className="invalid-feedback d-block" role="alert">
                  {erroFoco}
                </div>
              ) : null}
            </fieldset>
            <button type="submit" className="btn btn-primary">
              Salvar
            </button>
          </Form>
        ) : bloqueadoPorUso ? (
          <p>
            Este arquivo é usado em conteúdo publicado: só um editor ou um administrador pode mudar o texto alternativo e o ponto focal.
          </p>
        ) : (
          <p>Só quem enviou este arquivo, um editor ou um administrador pode mudar o texto alternativo e o ponto focal.</p>
        )}
      </div>
    </div>
  );
}

/** One coordinate of the focal point, in percent: the keyboard's way to set what a click sets. */
function CampoDoFoco({
  eixo,
  rotulo,
  valor,
  mudar,
  invalido,
}: {
  eixo: 'x' | 'y';
  rotulo: string;
  valor: string;
  mudar: (valor: string) => void;
  invalido: boolean;
}) {
  return (
    <div className="col-6">
      <label htmlFor={`foco-${eixo}`} className="form-label">
        {rotulo}
      </label>
      <input
        id={`foco-${eixo}`}
        name={eixo === 'x' ? 'focoX' : 'focoY'}
        type="number"
        min={0}
        max={100}
        step="any"
        inputMode="decimal"
        className={`form-control${invalido ? ' is-invalid' : ''}`}
        value={valor}
        onChange={(e) => mudar(e.currentTarget.value)}
      />
    </div>
  );
}
