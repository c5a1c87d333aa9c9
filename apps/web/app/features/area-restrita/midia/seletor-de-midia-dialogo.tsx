/**
 * The media picker's dialog, loaded the first time a picker opens (seletor-de-midia.tsx imports it
 * lazily: a page that never opens it downloads none of it). A native modal <dialog> (showModal:
 * the page behind is inert, Esc closes it, and the focus goes back where it was), labelled by its
 * heading, with:
 *
 * - a search by file name or alternative text, answered by the server a page at a time
 *   (GET /admin/midia/imagens, "Mais imagens" for the next): the library can be large;
 * - the images as a group of radio buttons drawn as thumbnails, each cropped around its focal point
 *   with the point marked; the arrows move between them, Enter confirms, a double click too;
 * - the chosen image larger, with its alternative text, size and focal point in words;
 * - the upload form of /admin/midia (MidiaEnvio: drop zone and file button, alternative text
 *   required, the same server checks), images only; the image sent is chosen at once.
 */
import type { ImagemDoSeletor, PaginaDoSeletor } from '@cosems/contracts';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { formatDimensions } from './midia-formatos';
import { MidiaEnvio } from './midia-envio';
import { MiniaturaDeImagem } from './miniatura-de-imagem';
import {
  descreverFoco,
  ENDERECO_DA_DESCRICAO,
  enderecoDaBusca,
  type ImagemEscolhida,
  incluirEnviada,
  juntarPagina,
  type PedidoDeImagem,
  type Resultados,
  temMais,
} from './seletor-de-midia-estado';

/** focarEm's value for the button that uses the image (no file name has a space). */
const USAR = 'botão usar';

/** Typing pauses this long before the search goes to the server. */
const ESPERA_DA_BUSCA_MS = 300;

/** The preview's height for 240 px of width: the image's own proportion, from a wide strip to a tall portrait. */
function alturaDaPrevia(imagem: ImagemDoSeletor): number {
  if (!imagem.largura || !imagem.altura) return 160;
  return Math.min(360, Math.max(60, Math.round((240 * imagem.altura) / imagem.largura)));
}

type Carga = { tipo: 'ocioso' } | { tipo: 'carregando' } | { tipo: 'erro'; mensagem: string };

export default function SeletorDeMidiaDialogo({
  csrf,
  pedido,
  aoTerminar,
}: {
  csrf: string;
  /** What is asked now; null: the dialog is closed. */
  pedido: PedidoDeImagem | null;
  aoTerminar: (escolha: ImagemEscolhida | null) => void;
}) {
  const id = useId();
  const dialogo = useRef<HTMLDialogElement>(null);
  const campoDeBusca = useRef<HTMLInputElement>(null);
  const botaoDeUsar = useRef<HTMLButtonElement>(null);
  const grade = useRef<HTMLDivElement>(null);
  const pedidoAtual = useRef<AbortController | null>(null);
  /** What the dialog answers when it closes: set by "Usar", left null by Cancelar and Esc. */
  const resposta = useRef<ImagemEscolhida | null>(null);
  const [busca, setBusca] = useState('');
  const [resultados, setResultados] = useState<Resultados | null>(null);
  const [carga, setCarga] = useState<Carga>({ tipo: 'ocioso' });
  const [escolhida, setEscolhida] = useState<ImagemDoSeletor | null>(null);
  const [alt, setAlt] = useState('');
  /** The image just described in the library (its confirmation is shown while it is the chosen one). */
  const [descritaAgora, setDescritaAgora] = useState<string | null>(null);
  /** What takes the focus once drawn: an image's file name (the first of a page "Mais imagens" brought), or USAR. */
  const [focarEm, setFocarEm] = useState<string | null>(null);

  const carregar = useCallback(async (texto: string, pagina: number) => {
    pedidoAtual.current?.abort();
    const controle = new AbortController();
    pedidoAtual.current = controle;
    setCarga({ tipo: 'carregando' });
    try {
      const r = await fetch(enderecoDaBusca(texto, pagina), { headers: { accept: 'application/json' }, signal: controle.signal });
      const corpo = (await r.json().catch(() => null)) as (PaginaDoSeletor & { erro?: string }) | null;
      if (!r.ok || !corpo || !Array.isArray(corpo.itens)) {
        setCarga({ tipo: 'erro', mensagem: corpo?.erro ?? 'A busca falhou. Feche esta janela, recarregue a página e tente de novo.' });
        return;
      }
      setResultados((atual) => juntarPagina(atual, corpo));
      setCarga({ tipo: 'ocioso' });
      if (pagina > 1) setFocarEm(corpo.itens[0]?.nome ?? null);
    } catch (erro) {
      if ((erro as Error).name !== 'AbortError')
        setCarga({ tipo: 'erro', mensagem: 'A busca falhou: verifique a conexão e tente de novo.' });
    }
  }, []);

  // Opened (a new request): the search starts empty, the current image is the one selected, the
  // first page is asked again (an image may have arrived from another tab).
  useEffect(() => {
    const d = dialogo.current;
    if (!d) return;
    if (!pedido) {
      if (d.open) d.close();
      return;
    }
    resposta.current = null;
    setDescritaAgora(null);
    setBusca('');
    setEscolhida(pedido.atual ? { largura: null, altura: null, ...pedido.atual } : null);
    setAlt(pedido.atual?.alt ?? '');
    void carregar('', 1);
    if (!d.open) d.showModal();
    campoDeBusca.current?.focus();
  }, [pedido, carregar]);

  // The search follows the typing, once it pauses.
  const esperaDaBusca = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(esperaDaBusca.current), []);
  const digitar = (texto: string) => {
    setBusca(texto);
    window.clearTimeout(esperaDaBusca.current);
    esperaDaBusca.current = window.setTimeout(() => void carregar(texto, 1), ESPERA_DA_BUSCA_MS);
  };

  // After the render that drew it: the first image of a page added by "Mais imagens" (the button
  // may be gone), or the button that uses an image just uploaded.
  useEffect(() => {
    if (!focarEm) return;
    if (focarEm === USAR) botaoDeUsar.current?.focus();
    else grade.current?.querySelector<HTMLInputElement>(`input[value="${CSS.escape(focarEm)}"]`)?.focus();
    setFocarEm(null);
  }, [focarEm]);

  const escolher = (imagem: ImagemDoSeletor) => {
    setEscolhida(imagem);
    if (pedido?.rotuloDoAlt) setAlt(imagem.alt);
  };

  /**
   * The answer, and the dialog closes. The alternative text for this place is the one written in
   * the field when `imagem` is the image it was written for; otherwise the library's.
   */
  const confirmar = (imagem: ImagemDoSeletor) => {
    const escrito = pedido?.rotuloDoAlt && escolhida?.nome === imagem.nome ? alt.replace(/\s+/g, ' ').trim() : '';
    resposta.current = { ...imagem, alt: escrito || imagem.alt };
    dialogo.current?.close();
  };

  const enviada = (imagem: ImagemDoSeletor) => {
    setResultados((atual) => incluirEnviada(atual, imagem));
    escolher(imagem);
    // Chosen at once: the next step is to use it (the focus goes once the button is enabled).
    setFocarEm(USAR);
  };

  // Described in the library: the list and the choice show the new text, which the status line
  // confirms; its field goes away, and the focus goes to the next step, using the image.
  const descrita = (imagem: ImagemDoSeletor) => {
    setResultados((atual) => atual && { ...atual, itens: atual.itens.map((i) => (i.nome === imagem.nome ? imagem : i)) });
    setEscolhida(imagem);
    setDescritaAgora(imagem.nome);
    setFocarEm(USAR);
  };

  const teclaNaOpcao = (e: KeyboardEvent<HTMLInputElement>, imagem: ImagemDoSeletor) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    confirmar(imagem);
  };

  const itens = resultados?.itens ?? [];
  // The image chosen, with what the list knows of it (its size, when it came from a field's value).
  const detalhe = (escolhida && itens.find((i) => i.nome === escolhida.nome)) ?? escolhida;
  const tituloId = `${id}-titulo`;
  const situacao =
    carga.tipo === 'carregando'
      ? 'Buscando imagens…'
      : carga.tipo === 'erro'
        ? carga.mensagem
        : resultados === null
          ? ''
          : resultados.total === 0
            ? resultados.busca
              ? `Nenhuma imagem com “${resultados.busca}” no nome ou no texto alternativo.`
              : 'A biblioteca ainda não tem imagens: envie uma abaixo.'
            : `${itens.length} de ${resultados.total} ${resultados.total === 1 ? 'imagem' : 'imagens'}${resultados.busca ? ` com “${resultados.busca}”` : ''}.`;

  return (
    <dialog
      ref={dialogo}
      aria-labelledby={tituloId}
      className="cosems-seletor-de-midia"
      onClose={(e) => {
        // The "close" event is a task of its own: a new request may have opened it again first
        // (the focus is back on the button at once). That opening is not ended by the old event.
        if (e.currentTarget.open) return;
        pedidoAtual.current?.abort();
        aoTerminar(resposta.current);
      }}
    >
      <div className="cosems-seletor-corpo">
        <h2 id={tituloId} className="h4">
          {pedido?.titulo ?? 'Escolher imagem'}
        </h2>
        <div className="cosems-seletor-colunas">
          <div>
            <search aria-label="Buscar na biblioteca de mídia" className="mb-2 d-block">
              <label htmlFor={`${id}-busca`} className="form-label">
                Buscar por nome ou texto alternativo
              </label>
              <input
                ref={campoDeBusca}
                id={`${id}-busca`}
                type="search"
                className="form-control"
                value={busca}
                maxLength={200}
                autoComplete="off"
                aria-describedby={`${id}-situacao`}
                onChange={(e) => digitar(e.currentTarget.value)}
                onKeyDown={(e) => {
                  // Enter searches now (and never submits anything around the dialog).
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    window.clearTimeout(esperaDaBusca.current);
                    void carregar(busca, 1);
                  }
                }}
              />
            </search>
            <p id={`${id}-situacao`} role="status" className={`small mb-2${carga.tipo === 'erro' ? ' text-danger' : ''}`}>
              {situacao}
            </p>
            {itens.length > 0 ? (
              <fieldset>
                <legend className="visually-hidden">Imagens da biblioteca</legend>
                <p id={`${id}-dica`} className="form-text mt-0">
                  Setas mudam a imagem marcada; Enter (ou dois cliques) a usa.
                </p>
                <div ref={grade} className="cosems-seletor-grade">
                  {itens.map((imagem) => (
                    <label key={imagem.nome} className="cosems-seletor-opcao" onDoubleClick={() => confirmar(imagem)}>
                      <input
                        type="radio"
                        name={`${id}-imagem`}
                        value={imagem.nome}
                        className="form-check-input cosems-seletor-radio"
                        checked={escolhida?.nome === imagem.nome}
                        onChange={() => escolher(imagem)}
                        onKeyDown={(e) => teclaNaOpcao(e, imagem)}
                        aria-describedby={`${id}-dica`}
                      />
                      <MiniaturaDeImagem imagem={imagem} largura={160} altura={120} carregar="lazy" fluida />
                      <span className="cosems-seletor-legenda">
                        {imagem.alt ? (
                          <span className="cosems-seletor-alt">{imagem.alt}</span>
                        ) : (
                          <span className="cosems-seletor-alt fst-italic">sem texto alternativo</span>
                        )}
                        <span className="d-block text-body-secondary text-break">{imagem.nome}</span>
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}
            {temMais(resultados) ? (
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm mt-2"
                // aria-disabled, not disabled: the button keeps its place in the Tab order while a
                // page loads (a reopened dialog asks page 1 again while showing the last results).
                aria-disabled={carga.tipo === 'carregando'}
                onClick={() => carga.tipo !== 'carregando' && resultados && void carregar(resultados.busca, resultados.pagina + 1)}
              >
                Mais imagens
              </button>
            ) : null}
          </div>
          <div>
            <section aria-labelledby={`${id}-escolhida`} className="mb-3">
              <h3 id={`${id}-escolhida`} className="h6">
                Imagem escolhida
              </h3>
              {detalhe ? (
                <div className="d-flex flex-wrap gap-3 align-items-start">
                  {/* The whole image when its proportion is known (a box of the same proportion: nothing cut), the point on it. */}
                  <MiniaturaDeImagem imagem={detalhe} largura={240} altura={alturaDaPrevia(detalhe)} className="cosems-seletor-previa" />
                  <dl className="small mb-0 cosems-seletor-detalhes">
                    <dt>Texto alternativo na biblioteca</dt>
                    <dd>{detalhe.alt || <span className="text-danger">nenhum: descreva a imagem em Mídia antes de publicar</span>}</dd>
                    <dt>Arquivo</dt>
                    <dd className="text-break">
                      {detalhe.nome}
                      {formatDimensions(detalhe.largura, detalhe.altura) ? ` (${formatDimensions(detalhe.largura, detalhe.altura)})` : ''}
                    </dd>
                    <dt>Ponto focal</dt>
                    <dd>{descreverFoco(detalhe.foco)}</dd>
                  </dl>
                </div>
              ) : (
                <p className="small text-body-secondary">Nenhuma: marque uma imagem da lista ou envie uma nova.</p>
              )}
              <p role="status" className="small mb-0">
                {detalhe && descritaAgora === detalhe.nome ? 'Texto alternativo salvo na biblioteca.' : null}
              </p>
              {detalhe && !detalhe.alt && !pedido?.rotuloDoAlt ? (
                <DescreverNaBiblioteca
                  key={detalhe.nome}
                  csrf={csrf}
                  nome={detalhe.nome}
                  prefixo={`${id}-descrever`}
                  aoDescrever={descrita}
                />
              ) : null}
              {pedido?.rotuloDoAlt && detalhe ? (
                <div className="mt-2">
                  <label htmlFor={`${id}-alt`} className="form-label">
                    {pedido.rotuloDoAlt}
                  </label>
                  <textarea
                    id={`${id}-alt`}
                    className="form-control"
                    rows={2}
                    maxLength={500}
                    value={alt}
                    onChange={(e) => setAlt(e.currentTarget.value)}
                    aria-describedby={`${id}-alt-ajuda`}
                  />
                  <div id={`${id}-alt-ajuda`} className="form-text">
                    Começa com o texto da biblioteca; o que você escrever aqui vale só neste lugar.
                  </div>
                </div>
              ) : null}
            </section>
            <MidiaEnvio csrf={csrf} prefixo={`${id}-envio`} titulo="Enviar uma imagem nova" nivel={3} aoEnviarImagem={enviada} />
          </div>
        </div>
      </div>
      <div className="cosems-seletor-acoes">
        <button
          ref={botaoDeUsar}
          type="button"
          className="btn btn-primary"
          disabled={!detalhe}
          onClick={() => detalhe && confirmar(detalhe)}
        >
          {pedido?.acao ?? 'Usar esta imagem'}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={() => dialogo.current?.close()}>
          Cancelar
        </button>
      </div>
    </dialog>
  );
}

/**
 * The library's alternative text of the chosen image, when it has none: written here and saved in
 * the library (POST /admin/midia/descrever: the rights and checks of the file's page), so that the
 * image can be used at once. Other changes to a file (its text, its focal point) are made in Mídia.
 */
function DescreverNaBiblioteca({
  csrf,
  nome,
  prefixo,
  aoDescrever,
}: {
  csrf: string;
  nome: string;
  prefixo: string;
  aoDescrever: (imagem: ImagemDoSeletor) => void;
}) {
  const [texto, setTexto] = useState('');
  const [enviando, setEnviando] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const salvar = async () => {
    setEnviando(true);
    setErro(null);
    const corpo = new FormData();
    corpo.set('_csrf', csrf);
    corpo.set('nome', nome);
    corpo.set('alt', texto);
    try {
      const r = await fetch(ENDERECO_DA_DESCRICAO, { method: 'POST', body: corpo, headers: { accept: 'application/json' } });
      const resposta = (await r.json().catch(() => null)) as { ok?: boolean; item?: ImagemDoSeletor; erro?: string } | null;
      if (r.ok && resposta?.ok && resposta.item) aoDescrever(resposta.item);
      else setErro(resposta?.erro ?? 'Não foi possível salvar. Recarregue a página e tente de novo.');
    } catch {
      setErro('Não foi possível salvar: verifique a conexão e tente de novo.');
    } finally {
      setEnviando(false);
    }
  };
  return (
    <div className="mt-2">
      <label htmlFor={`${prefixo}-alt`} className="form-label">
        Texto alternativo na biblioteca
      </label>
      <textarea
        id={`${prefixo}-alt`}
        className={`form-control${erro ? ' is-invalid' : ''}`}
        rows={2}
        maxLength={500}
        value={texto}
        onChange={(e) => setTexto(e.currentTarget.value)}
        aria-describedby={`${prefixo}-ajuda${erro ? ` ${prefixo}-erro` : ''}`}
        aria-invalid={erro ? true : undefined}
      />
      <div id={`${prefixo}-ajuda`} className="form-text">
        Descreva o que a imagem mostra: o texto fica na biblioteca e vale em todo lugar que a usa.
      </div>
      {erro ? (
        <div id={`${prefixo}-erro`} className="invalid-feedback d-block text-danger-emphasis" role="alert">
          {erro}
        </div>
      ) : null}
      <button type="button" className="btn btn-outline-primary btn-sm mt-2" disabled={enviando} onClick={() => void salvar()}>
        Salvar na biblioteca
      </button>
    </div>
  );
}
