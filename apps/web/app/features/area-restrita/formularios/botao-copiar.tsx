/**
 * "Copiar" beside something to hand over — an invitation's link (a read-only field), the recovery
 * codes (a list): copies its text to the clipboard and says so. Shown once JavaScript runs, since it
 * needs it; before that, and when the browser refuses the clipboard, the text is there to select
 * (the refusal selects it and says Ctrl+C). `imprimir` adds "Imprimir" (the browser's print dialog;
 * the back office's print style leaves only the page's content).
 */
import { useEffect, useState } from 'react';

export function BotaoCopiar({
  campo,
  descricao,
  copiado = 'Link copiado.',
  imprimir = false,
}: {
  /** The id of the field (its value) or of the element (its text, line by line) to copy. */
  campo: string;
  /** What is copied, for screen readers ("o link do convite de …"). */
  descricao: string;
  copiado?: string;
  imprimir?: boolean;
}) {
  const [comScript, setComScript] = useState(false);
  const [resultado, setResultado] = useState<'copiado' | 'recusado' | null>(null);
  useEffect(() => setComScript(true), []);
  if (!comScript) return null;

  async function copiar() {
    const alvo = document.getElementById(campo);
    if (!alvo) return;
    const texto = alvo instanceof HTMLInputElement ? alvo.value : alvo.innerText.trim();
    try {
      await navigator.clipboard.writeText(texto);
      setResultado('copiado');
    } catch {
      if (alvo instanceof HTMLInputElement) alvo.select();
      else {
        const faixa = document.createRange();
        faixa.selectNodeContents(alvo);
        window.getSelection()?.removeAllRanges();
        window.getSelection()?.addRange(faixa);
      }
      setResultado('recusado');
    }
  }

  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mt-2 d-print-none">
      <button type="button" className="btn btn-primary btn-sm" onClick={copiar}>
        Copiar<span className="visually-hidden"> {descricao}</span>
      </button>
      {imprimir ? (
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => window.print()}>
          Imprimir<span className="visually-hidden"> {descricao}</span>
        </button>
      ) : null}
      <span role="status">
        {resultado === 'copiado'
          ? copiado
          : resultado === 'recusado'
            ? 'O navegador não deixou copiar: o texto está selecionado, use Ctrl+C.'
            : ''}
      </span>
    </div>
  );
}
