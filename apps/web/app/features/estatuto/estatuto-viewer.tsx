import { lazy, Suspense, useEffect, useState } from 'react';
import {
  ESTATUTO_TOTAL_PAGINAS,
  clampPage,
  MENSAGENS_PDF,
  getPreviousPage,
  canGoForward,
  canGoBack,
  getNextPage,
  getPageLabel,
  TOPICOS_ESTATUTO,
} from './topicos';
import './estatuto.css';

// Loaded in the browser only, after mount: react-pdf 10 / pdf.js 5 cannot run on the server.
const PdfDocument = lazy(() => import('./pdf-document.client'));

/** True once the component has mounted in the browser (false during SSR and hydration). */
function useMontado(): boolean {
  const [montado, setMontado] = useState(false);
  useEffect(() => setMontado(true), []);
  return montado;
}

/**
 * docs/produto.md §2 (Statute): topics menu (hidden on mobile), the PDF one page at a time with Previous
 * and Next, the page display and a 'Download PDF' link. Without JavaScript (and in the server
 * HTML) the topics and a plain link open the PDF file itself, at the topic's page.
 */
export function EstatutoViewer({ arquivo }: { arquivo: string }) {
  const montado = useMontado();
  const [pagina, setPagina] = useState(1);
  const total = ESTATUTO_TOTAL_PAGINAS;

  const irPara = (p: number) => setPagina(clampPage(p, total));

  return (
    <div className="row g-4">
      <nav className="col-md-4 col-lg-3 d-none d-md-block" aria-label="Tópicos do estatuto">
        <h2 className="h6 text-uppercase text-body-secondary">Tópicos</h2>
        <ul className="list-unstyled mb-0">
          {TOPICOS_ESTATUTO.map((t) => (
            <li key={t.titulo} className="mb-1">
              <a
                href={`${arquivo}#page=${t.pagina}`}
                className="d-block py-1"
                aria-current={montado && pagina === t.pagina ? 'true' : undefined}
                onClick={(e) => {
                  if (!montado) return;
                  e.preventDefault();
                  irPara(t.pagina);
                }}
              >
                {t.titulo}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="col-12 col-md-8 col-lg-9">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          {montado ? (
            <div className="d-flex flex-wrap align-items-center gap-2">
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => setPagina((p) => getPreviousPage(p, total))}
                disabled={!canGoBack(pagina)}
              >
                Anterior
              </button>
              <p className="mb-0 px-2" aria-live="polite" aria-atomic="true">
                {getPageLabel(pagina, total)}
              </p>
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => setPagina((p) => getNextPage(p, total))}
                disabled={!canGoForward(pagina, total)}
              >
                Próximo
              </button>
            </div>
          ) : (
            <a href={arquivo}>Abrir o estatuto (PDF)</a>
          )}
          <a href={arquivo} download="estatuto-cosems-mg.pdf" className="btn btn-primary">
            Download PDF
          </a>
        </div>

        {montado ? (
          <Suspense fallback={<p className="text-center py-5">{MENSAGENS_PDF.documentoCarregando}</p>}>
            <PdfDocument arquivo={arquivo} pagina={pagina} onCarregado={() => setPagina(1)} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
