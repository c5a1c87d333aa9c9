import { lazy, Suspense, useEffect, useState } from 'react';
import type { TopicoDoEstatuto } from '@cosems/contracts';
import { clampPage, PDF_MESSAGES, getPreviousPage, canGoForward, canGoBack, getNextPage, getPageLabel } from './topicos';
import './estatuto.css';

// Loaded in the browser only, after mount: react-pdf 10 / pdf.js 5 cannot run on the server.
const PdfDocument = lazy(() => import('./pdf-document.client'));

/** True once the component has mounted in the browser (false during SSR and hydration). */
function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/**
 * docs/produto.md §2 (Statute): topics menu (hidden on mobile), the PDF one page at a time with Previous
 * and Next, the page display and a 'Download PDF' link. Without JavaScript (and in the server
 * HTML) the topics and a plain link open the PDF file itself, at the topic's page.
 */
export function EstatutoViewer({ file, paginas, topicos }: { file: string; paginas: number; topicos: readonly TopicoDoEstatuto[] }) {
  const mounted = useMounted();
  const [page, setPage] = useState(1);
  // The stored page count (set when the PDF was uploaded); the file, once open, has the last word
  // (a browser may still hold the previous version of the file for a while).
  const [aberto, setAberto] = useState<number | null>(null);
  const total = aberto ?? paginas;

  const goTo = (p: number) => setPage(clampPage(p, total));

  return (
    <div className="row g-4">
      <nav className="col-md-4 col-lg-3 d-none d-md-block" aria-label="Tópicos do estatuto">
        <h2 className="h6 text-uppercase text-body-secondary">Tópicos</h2>
        <ul className="list-unstyled mb-0">
          {topicos.map((t) => (
            <li key={`${t.pagina}-${t.titulo}`} className="mb-1">
              <a
                href={`${file}#page=${t.pagina}`}
                className="d-block py-1"
                aria-current={mounted && page === t.pagina ? 'true' : undefined}
                onClick={(e) => {
                  if (!mounted) return;
                  e.preventDefault();
                  goTo(t.pagina);
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
          {mounted ? (
            <div className="d-flex flex-wrap align-items-center gap-2">
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => setPage((p) => getPreviousPage(p, total))}
                disabled={!canGoBack(page)}
              >
                Anterior
              </button>
              <p className="mb-0 px-2" aria-live="polite" aria-atomic="true">
                {getPageLabel(page, total)}
              </p>
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => setPage((p) => getNextPage(p, total))}
                disabled={!canGoForward(page, total)}
              >
                Próximo
              </button>
            </div>
          ) : (
            <a href={file}>Abrir o estatuto (PDF)</a>
          )}
          <a href={file} download="estatuto-cosems-mg.pdf" className="btn btn-primary">
            Download PDF
          </a>
        </div>

        {mounted ? (
          <Suspense fallback={<p className="text-center py-5">{PDF_MESSAGES.documentoCarregando}</p>}>
            <PdfDocument
              file={file}
              page={page}
              onLoaded={(n) => {
                setAberto(n);
                setPage(1);
              }}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
