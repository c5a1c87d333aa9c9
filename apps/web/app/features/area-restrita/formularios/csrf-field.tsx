/** The session's anti-CSRF token, in every form of the back office (checked by the server). */
export function CsrfField({ token }: { token: string | undefined }) {
  return token ? <input type="hidden" name="_csrf" value={token} /> : null;
}
