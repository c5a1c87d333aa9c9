/**
 * /admin/entrar/codigo: the second step, a code from the authenticator app ("Código"), or one of
 * the recovery codes when the phone is not at hand. A new session token on success.
 */
import { FALHAS_SEGUNDO_FATOR_MAX } from '@cosems/contracts';
import { data, Form, redirect, useActionData, useLoaderData } from 'react-router';
import { CampoCodigo } from '../../../features/area-restrita/contas/campo-codigo';
import { CsrfField } from '../../../features/area-restrita/formularios/csrf-field';
import { FormError } from '../../../features/area-restrita/formularios/form-error';
import { CodigoForm, readForm } from '../../../features/area-restrita/formularios/forms.server';
import { requireStep, safeReturnPath } from '../../../lib/back-office.server';
import type { Route } from './+types/entrar-codigo';

export const meta: Route.MetaFunction = () => [{ title: 'Verificação em duas etapas | Área restrita | COSEMS/MG' }];

/** A document request's answer carries the action's Retry-After (429) too. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('retry-after') ? actionHeaders : loaderHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { session } = requireStep(context, 'segundo-fator');
  return { csrf: session.csrf, voltar: safeReturnPath(new URL(request.url).searchParams.get('voltar')) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { backOffice, session } = requireStep(context, 'segundo-fator');
  const form = await readForm(request, CodigoForm);
  if (!form.ok) return data({ erro: form.erro, intent: 'totp' }, { status: 400 });
  const { intent, codigo } = form.data;
  const result =
    intent === 'totp'
      ? await backOffice.port.verifySecondFactor(session, codigo, backOffice.quem)
      : await backOffice.port.redeemRecoveryCode(session, codigo, backOffice.quem);
  if (result.tipo === 'aguarde') {
    return data(
      { erro: `Muitas tentativas. Aguarde ${result.segundos} segundo${result.segundos === 1 ? '' : 's'} e tente de novo.`, intent },
      { status: 429, headers: { 'retry-after': String(result.segundos) } },
    );
  }
  if (result.tipo === 'bloqueado') {
    const erro = result.recuperacao
      ? `Depois de ${FALHAS_SEGUNDO_FATOR_MAX} códigos errados seguidos, os códigos do aplicativo deixaram de ser aceitos nesta conta, por segurança. Entre com um código de recuperação, ou peça a um administrador que refaça a sua verificação em duas etapas.`
      : 'A verificação em duas etapas desta conta está bloqueada depois de muitos códigos errados seguidos. Peça a um administrador que a refaça.';
    return data({ erro, intent: 'recuperacao' as const }, { status: 403 });
  }
  if (result.tipo === 'chave-ilegivel') {
    // The server's fault, not the person's: 503, and the recovery form opened (docs/decisions/042).
    const erro =
      'O servidor não consegue ler a chave da sua verificação em duas etapas (a chave de cifra foi trocada ou removida). Entre com um código de recuperação, ou peça a um administrador que refaça a sua verificação em duas etapas.';
    return data({ erro, intent: 'recuperacao' as const }, { status: 503 });
  }
  if (result.tipo === 'invalido') {
    const erro =
      intent === 'totp'
        ? 'Código incorreto ou já usado. Digite o código que o aplicativo mostra agora.'
        : 'Código de recuperação incorreto ou já usado.';
    return data({ erro, intent }, { status: 400 });
  }
  return redirect(safeReturnPath(form.data.voltar), { headers: { 'set-cookie': backOffice.sessionCookie(result.token) } });
}

export default function EntrarCodigo() {
  const { csrf, voltar } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="cosems-admin-estreito">
      <h1>Verificação em duas etapas</h1>
      <FormError id="codigo-erro" message={result?.erro} />
      <Form method="post" className="mb-4">
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="totp" />
        <input type="hidden" name="voltar" value={voltar} />
        <CampoCodigo ajuda="Os 6 dígitos que o aplicativo autenticador mostra para COSEMS/MG." />
        <button type="submit" className="btn btn-primary">
          Confirmar
        </button>
      </Form>
      <details open={result?.intent === 'recuperacao'}>
        <summary>Sem acesso ao aplicativo? Use um código de recuperação</summary>
        <Form method="post" className="mt-3">
          <CsrfField token={csrf} />
          <input type="hidden" name="intent" value="recuperacao" />
          <input type="hidden" name="voltar" value={voltar} />
          <div className="mb-3">
            <label htmlFor="codigo-recuperacao" className="form-label">
              Código de recuperação
            </label>
            <input id="codigo-recuperacao" name="codigo" className="form-control" autoComplete="off" maxLength={64} required />
            <div className="form-text">Cada código de recuperação funciona uma vez só.</div>
          </div>
          <button type="submit" className="btn btn-outline-primary">
            Entrar com código de recuperação
          </button>
        </Form>
      </details>
    </div>
  );
}
