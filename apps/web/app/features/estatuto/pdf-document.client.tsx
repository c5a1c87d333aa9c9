/**
 * The statute's PDF view: react-pdf (pdf.js) in the browser only. The `.client` suffix keeps this
 * module, react-pdf and pdf.js out of the server build; the page loads it after mount. The
 * worker is pdf.js's own file, copied into the site's assets by Vite (`?url`), never a CDN.
 */
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';
import { getPageWidth, PDF_MESSAGES } from './topicos';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

export interface PdfDocumentProps {
  file: string;
  page: number;
  /** Called when the document has loaded, with its page count. */
  onLoaded(pageCount: number): void;
}

export default function PdfDocument({ file, page, onLoaded }: PdfDocumentProps) {
  const caixa = useRef<HTMLDivElement>(null);
  const [largura, setLargura] = useState<number | null>(null);

  // The page is drawn as wide as its container allows, at most 800 px.
  useEffect(() => {
    const el = caixa.current;
    if (!el) return;
    const measure = () => setLargura(getPageWidth(el.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={caixa} className="cosems-estatuto__pdf">
      <Document
        file={file}
        onLoadSuccess={(pdf) => onLoaded(pdf.numPages)}
        error={PDF_MESSAGES.documentoErro}
        loading={PDF_MESSAGES.documentoCarregando}
        noData={PDF_MESSAGES.documentoSemArquivo}
      >
        {largura !== null && (
          <Page
            pageNumber={page}
            width={largura}
            error={PDF_MESSAGES.paginaErro}
            loading={PDF_MESSAGES.paginaCarregando}
            noData={PDF_MESSAGES.paginaSemNumero}
          />
        )}
      </Document>
    </div>
  );
}
