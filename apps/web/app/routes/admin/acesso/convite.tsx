/**
 * /admin/convite/{token}: the page an invitation's link opens, without a session. The person sets
 * a password (the account is created with the invited role); two-factor is set up at the first
 * sign-in, as for every account. A used, expired or cancelled link says so (410).
 */
import { HORAS_CONVITE } from '@cosems/contracts';
import { data, redirect, useActionData, useLoaderData } from 'react-router';
import { FormularioSenhaNova } from '../../../features/area-restrita/contas/senha-nova';
import { lerSenhaNova } from '../../../features/area-restrita/contas/senha-nova.server';
import { getBackOffice } from '../../../lib/back-office.server';
import type { Route } from './+types/convite';

export const meta: Route.MetaFunction = () => [{ title: 'Convite | Área restrita | COSEMS/MG' }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const { usuarios, session } = getBackOffice(context);
  const convite = await usuarios.convite(params.token ?? '');
  return convite ? { convite, csrf: session?.csrf } : data({ convite: null, csrf: session?.csrf }, { status: 410 });
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { usuarios, quem, emailDeEntradaCookie } = getBackOffice(context);
  const token = params.token ?? '';
  const convite = await usuarios.convite(token);
  const r = await lerSenhaNova(request, (senha) => usuarios.aceitarConvite(token, senha, quem));
  // The sign-in form opens with the new account's e-mail filled in.
  if ('ok' in r)
    return redirect(
      '/admin/entrar?aviso=conta-criada',
      convite ? { headers: { 'set-cookie': emailDeEntradaCookie(convite.email) } } : undefined,
    );
  return r;
}

export default function Convite() {
  const { convite, csrf } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (!convite) {
    return (
      <div className="cosems-admin-estreito">
        <h1>Convite inválido</h1>
        <p>
          Este link de convite não vale mais: ele já foi usado, passou das {HORAS_CONVITE} horas ou foi cancelado. Peça um novo convite a
          quem administra a área restrita.
        </p>
      </div>
    );
  }
  return (
    <div className="cosems-admin-estreito">
      <h1>Criar a sua senha</h1>
      <p>
        Olá, {convite.nome}. Esta é a conta <strong className="text-break">{convite.email}</strong> na área restrita do site do COSEMS/MG.
        Depois de criar a senha, entre e configure a verificação em duas etapas com um aplicativo autenticador no celular.
      </p>
      <FormularioSenhaNova email={convite.email} erro={result?.erro} botao="Criar conta" csrf={csrf} />
    </div>
  );
}
