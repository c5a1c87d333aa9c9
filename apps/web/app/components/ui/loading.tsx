import Spinner from 'react-bootstrap/Spinner';

/** Loading indicator; `texto` is what screen readers (and the visible label) say. */
export function Loading({ texto = 'carregando...' }: { texto?: string }) {
  return (
    <div className="d-flex align-items-center justify-content-center gap-2 py-5" role="status">
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <span>{texto}</span>
    </div>
  );
}
