/** A form's error, announced to screen readers when it appears (role="alert") and linked to the form. */
export function FormError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div id={id} role="alert" className="alert alert-danger">
      {message}
    </div>
  );
}
