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
import { getPageWidth, MENSAGENS_PDF } from './topicos';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

export interface PdfDocumentProps {
  arquivo: string;
  pagina: number;
  /** Called when the document has loaded, with its page count. */
  onCarregado(totalPaginas: number): void;
}

export default function PdfDocument({ arquivo, pagina, onCarregado }: PdfDocumentProps) {
  const caixa = useRef<HTMLDivElement>(null);
  const [largura, setLargura] = useState<number | null>(null);

  // The page is drawn as wide as its container allows, at most 800 px.
  useEffect(() => {
    const el = caixa.current;
    if (!el) return;
    const medir = () => setLargura(getPageWidth(el.clientWidth));
    medir();
    const observador = new ResizeObserver(medir);
    observador.observe(el);
    return () => observador.disconnect();
  }, []);

  return (
    <div ref={caixa} className="cosems-estatuto__pdf">
      <Document
        file={arquivo}
        onLoadSuccess={(pdf) => onCarregado(pdf.numPages)}
        error={MENSAGENS_PDF.documentoErro}
        loading={MENSAGENS_PDF.documentoCarregando}
        noData={MENSAGENS_PDF.documentoSemArquivo}
      >
        {largura !== null && (
          <Page
            pageNumber={pagina}
            width={largura}
            error={MENSAGENS_PDF.paginaErro}
            loading={MENSAGENS_PDF.paginaCarregando}
            noData={MENSAGENS_PDF.paginaSemNumero}
          />
        )}
      </Document>
    </div>
  );
}
