/**
 * The back office over plain HTTP, as a script (or an attacker) would use it: sign in with the
 * password and the two-factor set-up, read the anti-CSRF token of a page. Shared by the specs that
 * drive the server without a browser (permissoes.spec.ts, redacao-postgres.spec.ts).
 */
import { totpCode } from '@cosems/admin';
import { type APIRequestContext, expect } from '@playwright/test';

/** The anti-CSRF token of a back-office page's forms. */
export const csrfDe = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** First sign-in (password, then two-factor set-up) over HTTP; returns the session's anti-CSRF token. */
export async function entrarPorHttp(cliente: APIRequestContext, email: string, senha: string): Promise<string> {
  const r1 = await cliente.post('/admin/entrar', { form: { email, senha } });
  expect(r1.url()).toContain('/admin/entrar/configurar');
  const html = await r1.text();
  const chave = (/<code[^>]*>([A-Z2-7 ]+)<\/code>/.exec(html)?.[1] ?? '').replace(/\s+/g, '');
  expect(chave).toMatch(/^[A-Z2-7]{32}$/);
  const r2 = await cliente.post('/admin/entrar/configurar', {
    form: { _csrf: csrfDe(html), codigo: totpCode(chave, Math.floor(Date.now() / 1000)) },
  });
  expect(r2.status()).toBe(200);
  return csrfDe(await (await cliente.get('/admin/noticias')).text());
}
