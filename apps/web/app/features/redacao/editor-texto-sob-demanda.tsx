/**
 * The news' rich-text editor for the back office's other forms (an event's description, a
 * deliberation's note), fetched once the page runs. Imported statically it would weigh on every
 * page of the content registry (one chunk serves them all) past the back office's JS budget. Until
 * it arrives, and without JavaScript, the textarea of HTML it starts as; the text typed there
 * meanwhile is what the editor opens with.
 */
import { useEffect, useRef, useState } from 'react';
import type { EditorTexto as Editor } from './editor-texto';

export function EditorTextoSobDemanda({
  id,
  name,
  label,
  defaultValue,
  describedBy,
  rows = 10,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  describedBy?: string | undefined;
  rows?: number;
}) {
  const [editor, setEditor] = useState<{ Editor: typeof Editor; texto: string } | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    let vivo = true;
    void import('./editor-texto').then((m) => {
      if (vivo) setEditor({ Editor: m.EditorTexto, texto: area.current?.value ?? defaultValue });
    });
    return () => {
      vivo = false;
    };
  }, [defaultValue]);
  if (editor)
    return <editor.Editor id={id} name={name} label={label} defaultValue={editor.texto} {...(describedBy ? { describedBy } : {})} />;
  return (
    <>
      <label htmlFor={id} className="form-label">
        {label} (HTML)
      </label>
      <textarea
        ref={area}
        id={id}
        name={name}
        className="form-control font-monospace"
        rows={rows}
        defaultValue={defaultValue}
        aria-describedby={describedBy}
      />
    </>
  );
}
