/**
 * The "Código" field of two-factor sign-in and set-up: the 6 digits of the authenticator app (a
 * space in the middle allowed, as some apps show it), offered by the phone's keyboard and by the
 * browser's one-time-code autofill. The server reads and checks it (packages/admin).
 */
export function CampoCodigo({ ajuda }: { ajuda?: string }) {
  return (
    <div className="mb-3">
      <label htmlFor="codigo" className="form-label">
        Código
      </label>
      <input
        id="codigo"
        name="codigo"
        className="form-control"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]{6,7}"
        maxLength={7}
        required
        aria-describedby={ajuda ? 'codigo-ajuda' : undefined}
      />
      {ajuda ? (
        <div id="codigo-ajuda" className="form-text">
          {ajuda}
        </div>
      ) : null}
    </div>
  );
}
