/**
 * /admin/redefinir/{token}: the page a password-reset e-mail's link opens, without a session. The
 * new password ends every session of the account; then the person signs in with it (and their
 * two-factor, which does not change).
 */
import { MINUTOS_REDEFINICAO } from '@cosems/contracts';
import { data, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { FormularioSenhaNova } from '../../../features/area-restrita/contas/senha-nova';
import { lerSenhaNova } from '../../../features/area-restrita/contas/senha-nova.server';
import { getBackOffice } from '../../../lib/back-office.server';
import type { Route } from './+types/redefinir';

export const meta: Route.MetaFunction = () => [{ title: 'Nova senha | Área restrita | COSEMS/MG' }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const { usuarios, session } = getBackOffice(context);
  const dados = await usuarios.redefinicao(params.token ?? '');
  return dados ? { dados, csrf: session?.csrf } : data({ dados: null, csrf: session?.csrf }, { status: 410 });
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { usuarios, quem } = getBackOffice(context);
  const r = await lerSenhaNova(request, (senha) => usuarios.redefinirSenha(params.token ?? '', senha, quem));
  if ('ok' in r) return redirect('/admin/entrar?aviso=senha-redefinida');
  return r;
}

export default function Redefinir() {
  const { dados, csrf } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (!dados) {
    return (
      <div className="cosems-admin-estreito">
        <h1>Link inválido</h1>
        <p>
          Este link de redefinição de senha não vale mais: ele já foi usado, passou dos {MINUTOS_REDEFINICAO} minutos ou um link mais novo
          foi pedido. <Link to="/admin/esqueci">Peça outro link</Link>.
        </p>
      </div>
    );
  }
  return (
    <div className="cosems-admin-estreito">
      <h1>Escolher uma nova senha</h1>
      <p>
        Conta <strong className="text-break">{dados.email}</strong>. Ao salvar, todas as sessões abertas desta conta são encerradas.
      </p>
      <FormularioSenhaNova email={dados.email} erro={result?.erro} botao="Salvar nova senha" csrf={csrf} />
    </div>
  );
}
