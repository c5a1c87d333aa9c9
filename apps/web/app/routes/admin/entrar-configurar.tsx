/**
 * /admin/entrar/configurar: the first sign-in sets up two-factor, required for every account. The
 * key as a QR code and written out for typing; a code from the app confirms it; then the 10
 * recovery codes are shown this once (the database keeps only their hashes).
 */
import { data, Form, Link, useActionData, useLoaderData } from 'react-router';
import { CampoCodigo } from '../../features/area-restrita/campo-codigo';
import { CsrfField } from '../../features/area-restrita/csrf-field';
import { FormError } from '../../features/area-restrita/form-error';
import { ConfigurarForm, readForm } from '../../features/area-restrita/forms.server';
import { getBackOffice, requireStep } from '../../lib/back-office.server';
import type { Route } from './+types/entrar-configurar';

export const meta: Route.MetaFunction = () => [{ title: 'Configurar a verificação em duas etapas | Área restrita | COSEMS/MG' }];

export async function loader({ context }: Route.LoaderArgs) {
  const backOffice = getBackOffice(context);
  // After the confirmation the session is a full one: the page (with its codes) came from the action.
  if (backOffice.session?.etapa === 'completa') return { configuracao: null, csrf: backOffice.session.csrf };
  const { session } = requireStep(context, 'configurar-segundo-fator');
  const setup = await backOffice.port.startSecondFactorSetup(session);
  const qr = `data:image/svg+xml;base64,${Buffer.from(setup.qrSvg).toString('base64')}`;
  return { configuracao: { qr, chaveFormatada: setup.chaveFormatada }, csrf: session.csrf };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { backOffice, session } = requireStep(context, 'configurar-segundo-fator');
  const form = await readForm(request, ConfigurarForm);
  if (!form.ok) return data({ erro: form.erro, codigos: null }, { status: 400 });
  const result = await backOffice.port.confirmSecondFactorSetup(session, form.data.codigo, backOffice.quem);
  if (result.tipo === 'invalido') {
    return data(
      { erro: 'Código incorreto. Confira a hora do celular e digite o código que o aplicativo mostra agora.', codigos: null },
      { status: 400 },
    );
  }
  return data({ erro: null, codigos: result.codigosRecuperacao }, { headers: { 'set-cookie': backOffice.sessionCookie(result.token) } });
}

export default function EntrarConfigurar() {
  const { configuracao, csrf } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (result?.codigos) {
    return (
      <div className="cosems-admin-estreito">
        <h1>Verificação em duas etapas configurada</h1>
        <p>
          Guarde estes <strong>10 códigos de recuperação</strong> num lugar seguro (impressos, ou num gerenciador de senhas). Cada um
          permite entrar uma vez sem o aplicativo, se o celular for perdido. Eles não serão mostrados de novo.
        </p>
        <ol className="cosems-codigos-recuperacao font-monospace fs-5" aria-label="Códigos de recuperação">
          {result.codigos.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ol>
        <Link to="/admin" className="btn btn-primary">
          Continuar para a área restrita
        </Link>
      </div>
    );
  }
  if (!configuracao) {
    return (
      <div className="cosems-admin-estreito">
        <p>
          A verificação em duas etapas já está configurada. <Link to="/admin">Continuar para a área restrita</Link>.
        </p>
      </div>
    );
  }
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
