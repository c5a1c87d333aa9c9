/**
 * Active content in a PDF: what a reader may run or open by itself (JavaScript, an action run on
 * opening or on a page event, a launched program, a form posted elsewhere, embedded files, Flash or
 * 3D "rich media"). The upload's cleaner (@cosems/admin pdf-limpeza.ts) takes these entries out of
 * the copy it publishes; the file route (@cosems/api) serves a PDF that still carries any of them
 * (a signed one, kept byte for byte, or one the rewrite failed on) as an attachment, never inline
 * from the site's origin (docs/decisions/040).
 */

/** Names whose presence makes a PDF active (the dictionary keys and the action types). */
export const NOMES_ATIVOS_DO_PDF = [
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'SubmitForm',
  'ImportData',
  'EmbeddedFiles',
  'RichMedia',
  'RichMediaContent',
  'RichMediaExecute',
  'GoToE',
  'XFA',
] as const;

const ATIVOS = new Set<string>(NOMES_ATIVOS_DO_PDF);
// The objects inside an object stream are compressed, so their names cannot be read here.
const OBJECT_STREAM = 'ObjStm';

// A PDF name: `/` then regular characters, a `#xx` escape standing for any byte ("/J#61vaScript"
// is /JavaScript). Ended by whitespace, a delimiter or the end of the file.
const NAME = /\/((?:[A-Za-z0-9]|#[0-9A-Fa-f]{2}){2,40})(?=[\s/<>[\]()%{}]|$)/g;

/**
 * What in `bytes` may be active, read from the raw bytes (no parsing: this runs where the file is
 * served): the active names found, and "ObjStm" when the file has object streams, whose objects
 * cannot be checked without decompressing them. An empty list: nothing active. It errs on the
 * side of "active" (a name inside a compressed content stream counts as well).
 */
export function listPdfActiveContent(bytes: Uint8Array): string[] {
  // windows-1252 for 'latin1': only ASCII matters to the names.
  const text = new TextDecoder('latin1').decode(bytes);
  const found = new Set<string>();
  for (const match of text.matchAll(NAME)) {
    const raw = match[1] as string;
    const name = raw.includes('#')
      ? raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
      : raw;
    if (ATIVOS.has(name) || name === OBJECT_STREAM) found.add(name);
  }
  return [...found].sort();
}
