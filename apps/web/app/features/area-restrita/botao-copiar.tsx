/**
 * "Copiar" beside a read-only field (an invitation's link): copies its text to the clipboard and
 * says so. Shown once JavaScript runs, since it needs it; before that, and when the browser refuses
 * the clipboard, the field's text is there to select (the refusal selects it and says Ctrl+C).
 */
import { useEffect, useState } from 'react';

export function BotaoCopiar({ campo, descricao }: { campo: string; descricao: string }) {
  const [comScript, setComScript] = useState(false);
  const [resultado, setResultado] = useState<'copiado' | 'recusado' | null>(null);
  useEffect(() => setComScript(true), []);
  if (!comScript) return null;

  async function copiar() {
    const input = document.getElementById(campo);
    if (!(input instanceof HTMLInputElement)) return;
    try {
      await navigator.clipboard.writeText(input.value);
      setResultado('copiado');
    } catch {
      input.select();
      setResultado('recusado');
    }
  }

  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
      <button type="button" className="btn btn-primary btn-sm" onClick={copiar}>
        Copiar<span className="visually-hidden"> {descricao}</span>
      </button>
      <span role="status">
        {resultado === 'copiado'
          ? 'Link copiado.'
          : resultado === 'recusado'
            ? 'O navegador não deixou copiar: o link está selecionado, use Ctrl+C.'
            : ''}
      </span>
    </div>
  );
}
