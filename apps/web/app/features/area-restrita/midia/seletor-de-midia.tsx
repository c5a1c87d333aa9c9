/**
 * The media picker (issue 27, item 3): one dialog for every place the back office takes an image of
 * the library — a news item's main, banner and highlight images, the text editor's "Imagem"
 * button, a partner's logo, a site logo, a president's portrait. docs/decisions/052.
 *
 * `SeletorDeMidia` (in the back office's layout) holds the one dialog of the page and opens it for
 * whoever asks (`useSeletorDeMidia`): it answers the chosen image, or null. The dialog's code
 * (seletor-de-midia-dialogo.tsx) is loaded the first time one opens, and the image field
 * (campo-de-imagem.tsx) only by the pages that have one: every back-office page carries this small
 * module alone (the JS budget, scripts/check-js-budget.ts). The dialog sits outside every form of
 * the page (its own upload form could not be inside another form, and its fields are no part of the
 * form whose field opened it).
 */
import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from 'react';
import type { ImagemEscolhida, PedidoDeImagem } from './seletor-de-midia-estado';

type Abrir = (pedido: PedidoDeImagem) => Promise<ImagemEscolhida | null>;

const SeletorContext = createContext<Abrir | null>(null);

/** Opens the page's media picker; null outside the back office's layout or signed out (no picker: the select stays). */
export function useSeletorDeMidia(): Abrir | null {
  return useContext(SeletorContext);
}

const carregarDialogo = () => import('./seletor-de-midia-dialogo');
const Dialogo = lazy(carregarDialogo);

/** Starts loading the dialog's code before the click (pointer over, or focus on, a button that opens it). */
export function preCarregarSeletor() {
  void carregarDialogo();
}

interface Aberto {
  pedido: PedidoDeImagem;
  terminar: (escolha: ImagemEscolhida | null) => void;
}

export function SeletorDeMidia({ csrf, children }: { csrf: string | undefined; children: ReactNode }) {
  const [aberto, setAberto] = useState<Aberto | null>(null);
  // Mounted at the first opening and kept: its search, results and uploads stay for the next.
  const [montado, setMontado] = useState(false);
  const abrir = useCallback<Abrir>((pedido) => {
    const origem = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return new Promise((resolve) => {
      setMontado(true);
      setAberto({
        pedido,
        terminar: (escolha) => {
          setAberto(null);
          // Back to the button that opened it (WAI-ARIA dialog pattern), before the caller, which
          // may move it on (the editor puts it in the text, where the image went).
          origem?.focus();
          resolve(escolha);
        },
      });
    });
  }, []);
  return (
    <SeletorContext.Provider value={csrf ? abrir : null}>
      {children}
      {montado && csrf ? (
        <Suspense fallback={null}>
          <Dialogo csrf={csrf} pedido={aberto?.pedido ?? null} aoTerminar={(escolha) => aberto?.terminar(escolha)} />
        </Suspense>
      ) : null}
    </SeletorContext.Provider>
  );
}
