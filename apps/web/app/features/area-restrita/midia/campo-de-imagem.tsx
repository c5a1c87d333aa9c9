/**
 * The image field of the back office (a news item's main, banner and highlight images, a partner's
 * logo, a site logo, a president's portrait): before JavaScript runs, and without it, the select of
 * the library's images it always was (the value goes with the form, as it did); once the page is
 * interactive inside the back office's media picker (seletor-de-midia.tsx), the chosen image drawn
 * small with its focal point, its alternative text, and "Escolher na biblioteca", which opens the
 * picker; a hidden field carries the value. docs/decisions/052.
 */
import type { ImagemDaBiblioteca } from '@cosems/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { MiniaturaDeImagem } from './miniatura-de-imagem';
import { preCarregarSeletor, useSeletorDeMidia } from './seletor-de-midia';

/** The field's thumbnail: its box, and how the image fills it. */
export interface PreviaDoCampo {
  largura: number;
  altura: number;
  /** 'contain' for logos (never cut); 'cover' (default) crops around the focal point. */
  ajuste?: 'cover' | 'contain';
}

/** A logo's thumbnail: a strip, the whole logo shown (never cut). */
export const PREVIA_DE_LOGO: PreviaDoCampo = { largura: 160, altura: 80, ajuste: 'contain' };

export function CampoDeImagem({
  nome,
  rotulo,
  valor,
  imagens,
  vazio,
  erro,
  dica,
  comoEnviar = true,
  previa = { largura: 160, altura: 90 },
  semAlt = 'Esta imagem não tem texto alternativo: descreva-a em Mídia.',
  pequeno = false,
  desativado = false,
  aoMudar,
}: {
  /** The form field's name, and the id of its control (an error's link leads there). */
  nome: string;
  rotulo: string;
  /** The file name chosen when the page was drawn ('' for none). */
  valor: string;
  /** The library's images, for the select before JavaScript (and without it). */
  imagens: readonly ImagemDaBiblioteca[];
  /**
   * When "no image" is a choice: what it means ("Nenhuma (a imagem padrão do site)") and the button
   * that goes back to it ("Remover a imagem"). Without it the field is required.
   */
  vazio?: { rotulo: string; remover: string };
  /** The message of a refused save, beside the field (its id is `<nome>-erro`). */
  erro?: string | null;
  /** A hint under the field, before the one on uploading a new image. */
  dica?: ReactNode;
  /** Whether the hint says how to bring a new image (not under each of several fields of one form). */
  comoEnviar?: boolean;
  previa?: PreviaDoCampo;
  /** What the field says of a chosen image without alternative text. */
  semAlt?: string;
  pequeno?: boolean;
  desativado?: boolean;
  /** After the choice changed and the hidden field holds it (the news form saves then). */
  aoMudar?: (nome: string) => void;
}) {
  const abrir = useSeletorDeMidia();
  const [interativo, setInterativo] = useState(false);
  useEffect(() => setInterativo(true), []);
  const [escolhida, setEscolhida] = useState<ImagemDaBiblioteca | null>(() =>
    valor ? (imagens.find((i) => i.nome === valor) ?? { nome: valor, alt: '', foco: null }) : null,
  );
  // Told after the render that put the new value in the hidden field (the form is read then).
  const mudou = useRef(false);
  const aoMudarAtual = useRef(aoMudar);
  aoMudarAtual.current = aoMudar;
  useEffect(() => {
    if (!mudou.current) return;
    mudou.current = false;
    aoMudarAtual.current?.(escolhida?.nome ?? '');
  }, [escolhida]);
  const trocar = (imagem: ImagemDaBiblioteca | null) => {
    mudou.current = true;
    setEscolhida(imagem);
  };
  const botaoDeEscolher = useRef<HTMLButtonElement>(null);
  const remover = () => {
    trocar(null);
    // The button pressed goes away with the image: the focus stays in the field, on its other button.
    botaoDeEscolher.current?.focus();
  };

  const comSeletor = interativo && abrir !== null;
  const obrigatorio = !vazio;
  const ids = { rotulo: `${nome}-rotulo`, escolhida: `${nome}-escolhida`, dica: `${nome}-ajuda`, erro: `${nome}-erro` };
  const ajuda =
    dica || comoEnviar ? (
      <>
        {dica}
        {dica && comoEnviar ? ' ' : null}
        {!comoEnviar ? null : comSeletor ? (
          'Uma imagem nova pode ser enviada na própria janela de escolha, com o texto alternativo.'
        ) : (
          <>
            Uma imagem nova vai antes para a <Link to="/admin/midia">biblioteca de mídia</Link>, com o texto alternativo; depois, volte a
            esta página.
          </>
        )}
      </>
    ) : null;
  const descritores =
    [comSeletor ? ids.escolhida : null, ajuda ? ids.dica : null, erro ? ids.erro : null].filter(Boolean).join(' ') || undefined;
  const marca = obrigatorio ? <span className="text-body-secondary"> (obrigatório)</span> : null;
  // An image that left the library still shows as the current choice (the save then asks for another).
  const opcoes = valor && !imagens.some((i) => i.nome === valor) ? [{ nome: valor, alt: '', foco: null }, ...imagens] : imagens;

  const escolher = async () => {
    if (!abrir) return;
    const r = await abrir({ titulo: rotulo, acao: 'Usar esta imagem', atual: escolhida });
    if (r) trocar({ nome: r.nome, alt: r.alt, foco: r.foco });
  };

  return (
    <div className="mb-3 cosems-campo-de-imagem" {...(comSeletor ? { role: 'group', 'aria-labelledby': ids.rotulo } : {})}>
      {comSeletor ? (
        <div id={ids.rotulo} className={`form-label${pequeno ? ' small' : ''}`}>
          {rotulo}
          {marca}
        </div>
      ) : (
        <label htmlFor={nome} className={`form-label${pequeno ? ' small' : ''}`}>
          {rotulo}
          {marca}
        </label>
      )}
      {comSeletor ? (
        <input type="hidden" name={nome} value={escolhida?.nome ?? ''} />
      ) : (
        <select
          id={nome}
          name={nome}
          className={`form-select${pequeno ? ' form-select-sm' : ''}${erro ? ' is-invalid' : ''}`}
          defaultValue={valor}
          required={obrigatorio}
          disabled={desativado}
          aria-invalid={erro ? true : undefined}
          aria-describedby={descritores}
          onChange={(e) => setEscolhida(opcoes.find((i) => i.nome === e.currentTarget.value) ?? null)}
        >
          <option value="">{vazio?.rotulo ?? 'Escolha uma imagem…'}</option>
          {opcoes.map((i) => (
            <option key={i.nome} value={i.nome}>
              {i.alt ? `${i.alt} (${i.nome})` : `${i.nome} (sem texto alternativo)`}
            </option>
          ))}
        </select>
      )}
      <div className="d-flex flex-wrap gap-3 align-items-start mt-2">
        {escolhida ? (
          <MiniaturaDeImagem
            imagem={escolhida}
            largura={previa.largura}
            altura={previa.altura}
            ajuste={previa.ajuste}
            className="img-thumbnail"
          />
        ) : null}
        <div className="cosems-campo-de-imagem-texto">
          <p id={ids.escolhida} className="mb-2 text-break">
            {escolhida ? (
              <>
                {escolhida.alt ? escolhida.alt : <em>{semAlt}</em>} <span className="small text-body-secondary">({escolhida.nome})</span>
              </>
            ) : (
              <span className="text-body-secondary">{vazio?.rotulo ?? 'Nenhuma imagem escolhida.'}</span>
            )}
          </p>
          {comSeletor ? (
            <div className="d-flex flex-wrap gap-2">
              <button
                ref={botaoDeEscolher}
                id={nome}
                type="button"
                className={`btn btn-outline-primary${pequeno ? ' btn-sm' : ''}`}
                disabled={desativado}
                aria-describedby={descritores}
                onClick={escolher}
                onPointerEnter={preCarregarSeletor}
                onFocus={preCarregarSeletor}
              >
                Escolher na biblioteca <span className="visually-hidden">({rotulo})</span>
              </button>
              {vazio && escolhida ? (
                <button
                  type="button"
                  className={`btn btn-outline-secondary${pequeno ? ' btn-sm' : ''}`}
                  disabled={desativado}
                  onClick={remover}
                >
                  {vazio.remover} <span className="visually-hidden">({rotulo})</span>
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
      {ajuda ? (
        <div id={ids.dica} className="form-text">
          {ajuda}
        </div>
      ) : null}
      {erro ? (
        <div id={ids.erro} className="invalid-feedback d-block">
          {erro}
        </div>
      ) : null}
    </div>
  );
}
