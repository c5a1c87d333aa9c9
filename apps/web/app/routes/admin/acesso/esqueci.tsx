/**
 * /admin/esqueci: "Esqueci minha senha", only when the server can send e-mail (SMTP_URL). The same
 * answer whether or not the e-mail is an account's (the port does the rest after answering).
 */
import { MINUTOS_REDEFINICAO } from '@cosems/contracts';
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { CsrfField } from '../../../features/area-restrita/formularios/csrf-field';
import { FormError } from '../../../features/area-restrita/formularios/form-error';
import { EsqueciForm, readForm } from '../../../features/area-restrita/formularios/forms.server';
import { getBackOffice } from '../../../lib/back-office.server';
import type { Route } from './+types/esqueci';

export const meta: Route.MetaFunction = () => [{ title: 'Esqueci minha senha | Área restrita | COSEMS/MG' }];

const semCorreio = () =>
  new Response('Este servidor não envia e-mail: peça a um administrador que redefina o seu acesso.', { status: 404 });

export async function loader({ context }: Route.LoaderArgs) {
  const { usuarios, session } = getBackOffice(context);
  if (!usuarios.correioConfigurado) throw semCorreio();
  return { csrf: session?.csrf };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { usuarios, quem, siteUrl } = getBackOffice(context);
  if (!usuarios.correioConfigurado) throw semCorreio();
  const form = await readForm(request, EsqueciForm);
  if (!form.ok) return data({ erro: form.erro, enviado: false }, { status: 400 });
  await usuarios.pedirRedefinicao(form.data.email, quem, siteUrl);
  return { erro: null, enviado: true };
}

export default function Esqueci() {
  const { csrf } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="cosems-admin-estreito">
      <h1>Esqueci minha senha</h1>
      {result?.enviado ? (
        <div role="status" className="alert alert-success">
          Se houver uma conta ativa com este e-mail, enviamos para ele um link para escolher uma nova senha. O link vale por{' '}
          {MINUTOS_REDEFINICAO} minutos e uma só vez. Confira também a caixa de spam.
        </div>
      ) : (
        <>
          <p>Digite o e-mail da sua conta: enviamos para ele um link para escolher uma nova senha.</p>
          <FormError id="esqueci-erro" message={result?.erro} />
          <Form method="post">
            <CsrfField token={csrf} />
            <div className="mb-3">
              <label htmlFor="email" className="form-label">
                E-mail
              </label>
              <input id="email" name="email" type="email" className="form-control" autoComplete="username" required maxLength={320} />
            </div>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              Enviar link
            </button>
          </Form>
        </>
      )}
      <p className="mt-3">
        <Link to="/admin/entrar">Voltar para entrar</Link>
      </p>
    </div>
  );
}
