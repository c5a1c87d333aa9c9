/** Loading indicator; `texto` is what screen readers (and the visible label) say. */
export function Loading({ texto: text = 'carregando...' }: { texto?: string }) {
  return (
    <div className="d-flex align-items-center justify-content-center gap-2 py-5" role="status">
      {/* Bootstrap's spinner class, no react-bootstrap Spinner: this renders on many pages. */}
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
