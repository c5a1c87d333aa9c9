/** /admin/sessoes: where I am signed in (device, address, last use), with a way to end any of them. */
import { data, redirect, useActionData, useLoaderData } from 'react-router';
import { BotaoDeAcao } from '../../../features/area-restrita/formularios/botao-de-acao';
import { FormError } from '../../../features/area-restrita/formularios/form-error';
import { readForm, SessoesForm } from '../../../features/area-restrita/formularios/forms.server';
import { requireSession } from '../../../lib/back-office.server';
import { formatDateTime } from '../../../lib/dates';
import type { Route } from './+types/sessoes';
import { ColunaDeAcoes } from '../../../components/ui/coluna-de-acoes';

export const meta: Route.MetaFunction = () => [{ title: 'Minhas sessões | Área restrita | COSEMS/MG' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  return { sessoes: await backOffice.port.listSessions(session), csrf: session.csrf };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const form = await readForm(request, SessoesForm);
  if (!form.ok) return data({ erro: form.erro }, { status: 400 });
  if (form.data.intent === 'encerrar-todas') {
    await backOffice.port.signOutEverywhere(session, backOffice.quem);
    return redirect('/admin/entrar', { headers: { 'set-cookie': backOffice.sessionCookie(null) } });
  }
  const ended = await backOffice.port.revokeSession(session, form.data.sessao, backOffice.quem);
  if (!ended) return data({ erro: 'Sessão não encontrada (talvez já tenha sido encerrada).' }, { status: 404 });
  if (form.data.sessao === session.id) return redirect('/admin/entrar', { headers: { 'set-cookie': backOffice.sessionCookie(null) } });
  return { erro: null };
}

export default function Sessoes() {
  const { sessoes, csrf } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <h1>Minhas sessões</h1>
      <FormError id="sessoes-erro" message={result?.erro} />
      <div className="table-responsive">
        <table className="table align-middle">
          <caption>Dispositivos conectados à sua conta, do uso mais recente ao mais antigo.</caption>
          <thead>
            <tr>
              <th scope="col">Dispositivo</th>
              <th scope="col">Endereço</th>
              <th scope="col">Entrada</th>
              <th scope="col">Último uso</th>
              <ColunaDeAcoes />
            </tr>
          </thead>
          <tbody>
            {sessoes.map((s) => (
              <tr key={s.id}>
                <td>
                  {s.dispositivo}
                  {s.atual ? <span className="badge text-bg-success ms-2">esta sessão</span> : null}
                </td>
                <td>{s.endereco}</td>
                <td>{formatDateTime(s.criadaEm)}</td>
                <td>{formatDateTime(s.ultimoUsoEm)}</td>
                <td>
                  <BotaoDeAcao csrf={csrf} intent="encerrar" campos={{ sessao: s.id }} className="btn btn-outline-danger btn-sm">
                    Encerrar
                    <span className="visually-hidden">
                      {' '}
                      a sessão {s.dispositivo}, último uso {formatDateTime(s.ultimoUsoEm)}
                    </span>
                  </BotaoDeAcao>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <BotaoDeAcao csrf={csrf} intent="encerrar-todas" className="btn btn-danger">
        Sair de todos os dispositivos
      </BotaoDeAcao>
    </>
  );
}
