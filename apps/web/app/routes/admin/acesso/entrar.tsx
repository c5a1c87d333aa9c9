/**
 * /admin/entrar: e-mail and password, the first of the two steps. The same message for an unknown
 * e-mail and a wrong password; a throttled attempt says how long to wait (429).
 */
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { FormError } from '../../../features/area-restrita/formularios/form-error';
import { EntrarForm, readForm } from '../../../features/area-restrita/formularios/forms.server';
import { getBackOffice, safeReturnPath } from '../../../lib/back-office.server';
import type { Route } from './+types/entrar';

export const meta: Route.MetaFunction = () => [{ title: 'Entrar | Área restrita | COSEMS/MG' }];

/** A document request's answer carries the action's Retry-After (429, 503) too. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('retry-after') ? actionHeaders : loaderHeaders;

/** What the pages that send people here (an accepted invitation, a new password) want said. */
const AVISOS: Record<string, string> = {
  'conta-criada': 'Conta criada. Entre com o seu e-mail e a senha que acabou de criar.',
  'senha-redefinida': 'Senha alterada, e todas as sessões da conta foram encerradas. Entre com a nova senha.',
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const { session, usuarios, emailDeEntrada } = getBackOffice(context);
  const query = new URL(request.url).searchParams;
  const voltar = safeReturnPath(query.get('voltar'));
  if (session?.etapa === 'completa') throw redirect(voltar);
  // After an accepted invitation, the new account's e-mail is already there (convite.tsx).
  return { voltar, aviso: AVISOS[query.get('aviso') ?? ''] ?? null, esqueci: usuarios.correioConfigurado, email: emailDeEntrada };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { port, quem, sessionCookie, emailDeEntrada, emailDeEntradaCookie } = getBackOffice(context);
  const form = await readForm(request, EntrarForm);
  if (!form.ok) return data({ erro: form.erro, email: '' }, { status: 400 });
  const { email, senha } = form.data;
  const result = await port.signIn({ email, senha }, quem);
  if (result.tipo === 'aguarde') {
    return data(
      {
        erro: `Muitas tentativas de entrada. Aguarde ${result.segundos} segundo${result.segundos === 1 ? '' : 's'} e tente de novo.`,
        email,
      },
      { status: 429, headers: { 'retry-after': String(result.segundos) } },
    );
  }
  if (result.tipo === 'ocupado') {
    return data(
      { erro: `O servidor está recebendo muitas tentativas de entrada agora. Aguarde ${result.segundos} segundos e tente de novo.`, email },
      { status: 503, headers: { 'retry-after': String(result.segundos) } },
    );
  }
  if (result.tipo === 'invalida') return data({ erro: 'E-mail ou senha incorretos.', email }, { status: 400 });
  const voltar = safeReturnPath(form.data.voltar);
  const next = result.etapa === 'segundo-fator' ? '/admin/entrar/codigo' : '/admin/entrar/configurar';
  const headers = new Headers([['set-cookie', sessionCookie(result.token)]]);
  if (emailDeEntrada) headers.append('set-cookie', emailDeEntradaCookie(null));
  return redirect(voltar === '/admin' ? next : `${next}?voltar=${encodeURIComponent(voltar)}`, { headers });
}

export default function Entrar() {
  const { voltar, aviso, esqueci, email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="cosems-admin-estreito">
      <h1>Entrar na área restrita</h1>
      {aviso ? (
        <div role="status" className="alert alert-success">
          {aviso}
        </div>
      ) : null}
      <FormError id="entrar-erro" message={result?.erro} />
      <Form method="post" aria-describedby={result?.erro ? 'entrar-erro' : undefined}>
        <input type="hidden" name="voltar" value={voltar} />
        <div className="mb-3">
          <label htmlFor="email" className="form-label">
            E-mail
          </label>
          <input
            id="email"
            name="email"
            type="email"
            className="form-control"
            autoComplete="username"
            required
            maxLength={320}
            defaultValue={result?.email ?? email ?? undefined}
          />
        </div>
        <div className="mb-3">
          <label htmlFor="senha" className="form-label">
            Senha
          </label>
          <input
            id="senha"
            name="senha"
            type="password"
            className="form-control"
            autoComplete="current-password"
            required
            maxLength={1024}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Entrar
        </button>
      </Form>
      {esqueci ? (
        <p className="mt-3">
          <Link to="/admin/esqueci">Esqueci minha senha</Link>
        </p>
      ) : null}
    </div>
  );
}
