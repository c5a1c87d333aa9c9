/**
 * /admin/entrar/configurar: the first sign-in sets up two-factor, required for every account. The
 * key as a QR code and written out for typing (each half-session its own key, kept across reloads);
 * a code from the app confirms it; then a redirect to /admin/entrar/codigos-de-recuperacao, which
 * shows the 10 recovery codes once. The redirect matters (issue 25): a form post without JavaScript
 * runs the action and then this loader in one request, with the session the request started with.
 */
import { data, Form, redirect, useActionData, useLoaderData } from 'react-router';
import { CampoCodigo } from '../../../features/area-restrita/contas/campo-codigo';
import { CsrfField } from '../../../features/area-restrita/formularios/csrf-field';
import { FormError } from '../../../features/area-restrita/formularios/form-error';
import { ConfigurarForm, readForm } from '../../../features/area-restrita/formularios/forms.server';
import { requireStep } from '../../../lib/back-office.server';
import type { Route } from './+types/entrar-configurar';

export const meta: Route.MetaFunction = () => [{ title: 'Configurar a verificação em duas etapas | Área restrita | COSEMS/MG' }];

/** A document request's answer carries the action's Retry-After (429) too. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('retry-after') ? actionHeaders : loaderHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const { backOffice, session } = requireStep(context, 'configurar-segundo-fator');
  const setup = await backOffice.port.startSecondFactorSetup(session, backOffice.quem);
  // Nothing to set up for this session any more (ended, or the account's key is confirmed): sign in again.
  if (!setup) throw redirect('/admin/entrar');
  const qr = `data:image/svg+xml;base64,${Buffer.from(setup.qrSvg).toString('base64')}`;
  return { configuracao: { qr, chaveFormatada: setup.chaveFormatada }, csrf: session.csrf };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { backOffice, session } = requireStep(context, 'configurar-segundo-fator');
  const form = await readForm(request, ConfigurarForm);
  if (!form.ok) return data({ erro: form.erro }, { status: 400 });
  const result = await backOffice.port.confirmSecondFactorSetup(session, form.data.codigo, backOffice.quem);
  if (result.tipo === 'aguarde') {
    return data(
      { erro: `Muitas tentativas. Aguarde ${result.segundos} segundo${result.segundos === 1 ? '' : 's'} e tente de novo.` },
      { status: 429, headers: { 'retry-after': String(result.segundos) } },
    );
  }
  if (result.tipo === 'invalido') {
    return data({ erro: 'Código incorreto. Confira a hora do celular e digite o código que o aplicativo mostra agora.' }, { status: 400 });
  }
  return redirect('/admin/entrar/codigos-de-recuperacao', { headers: { 'set-cookie': backOffice.sessionCookie(result.token) } });
}

export default function EntrarConfigurar() {
  const { configuracao, csrf } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="cosems-admin-estreito">
      <h1>Configurar a verificação em duas etapas</h1>
      <p>Toda conta da área restrita usa um segundo passo ao entrar: um código de 6 dígitos gerado por um aplicativo no celular.</p>
      <ol>
        <li>Instale um aplicativo autenticador (por exemplo, Google Authenticator, Microsoft Authenticator, FreeOTP ou Aegis).</li>
        <li>
          No aplicativo, leia o código QR abaixo, ou digite a chave.
          <div className="my-3">
            <img src={configuracao.qr} alt="Código QR da chave da verificação em duas etapas para COSEMS/MG" width={220} height={220} />
          </div>
          <p>
            Chave: <code className="fs-5">{configuracao.chaveFormatada}</code>
          </p>
        </li>
        <li>Digite o código de 6 dígitos que o aplicativo mostra.</li>
      </ol>
      <FormError id="configurar-erro" message={result?.erro} />
      <Form method="post">
        <CsrfField token={csrf} />
        <CampoCodigo />
        <button type="submit" className="btn btn-primary">
          Confirmar e entrar
        </button>
      </Form>
    </div>
  );
}
