/**
 * /admin/noticias/lixeira: the deleted drafts, for editors and administrators (issue 27, item 6;
 * docs/decisions/053). Each stays 30 days after its deletion, with who deleted it and when it
 * leaves for good; "Restaurar" puts it back in the list of news, as the draft it was.
 */
import { LIXEIRA_DIAS } from '@cosems/contracts';
import { data, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { ColunaDeAcoes } from '../../../components/ui/coluna-de-acoes';
import { BotaoDeAcao } from '../../../features/area-restrita/formularios/botao-de-acao';
import { FormError } from '../../../features/area-restrita/formularios/form-error';
import { LixeiraForm, readForm } from '../../../features/area-restrita/formularios/forms.server';
import { requireSession } from '../../../lib/back-office.server';
import { formatDateTime } from '../../../lib/dates';
import type { Route } from './+types/noticias-lixeira';

export const meta: Route.MetaFunction = () => [{ title: 'Lixeira | Notícias | Área restrita | COSEMS/MG' }];

const proibido = () => new Response('Só editores e administradores abrem a lixeira.', { status: 403 });

export async function loader({ context, request }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  const itens = await backOffice.redacao.lixeira(session);
  if (itens === 'proibido') throw proibido();
  const restaurada = new URL(request.url).searchParams.get('restaurada');
  return { itens, csrf: session.csrf, restaurada: restaurada && /^[1-9][0-9]{0,8}$/.test(restaurada) ? Number(restaurada) : null };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const form = await readForm(request, LixeiraForm);
  if (!form.ok) return data({ erro: form.erro }, { status: 400 });
  const r = await backOffice.redacao.restaurarDaLixeira(session, backOffice.quem, Number(form.data.id));
  switch (r.tipo) {
    case 'proibido':
      throw proibido();
    case 'nao-encontrada':
      return data(
        { erro: `Este rascunho não está mais na lixeira (restaurado por outra pessoa, ou passados os ${LIXEIRA_DIAS} dias).` },
        { status: 404 },
      );
    case 'ocupado':
      return data(
        {
          erro: 'Já existe uma notícia com o número deste rascunho (o conteúdo foi importado de uma cópia depois da exclusão): ele não pode voltar.',
        },
        { status: 409 },
      );
    default:
      return redirect(`/admin/noticias/lixeira?restaurada=${form.data.id}`);
  }
}

export default function Lixeira() {
  const { itens, csrf, restaurada } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <p className="mb-1">
        <Link to="/admin/noticias">← Notícias</Link>
      </p>
      <h1>Lixeira</h1>
      <p>
        Rascunhos excluídos ficam aqui por {LIXEIRA_DIAS} dias e podem ser restaurados, com o texto, as regiões e as revisões. Depois disso,
        são apagados de vez.
      </p>
      {restaurada !== null ? (
        <div role="status" className="alert alert-success">
          Rascunho restaurado: <Link to={`/admin/noticias/${restaurada}`}>abrir o rascunho</Link>.
        </div>
      ) : null}
      <FormError id="lixeira-erro" message={result?.erro} />
      {itens.length === 0 ? (
        <p>A lixeira está vazia.</p>
      ) : (
        <table className="table align-middle cosems-tabela-cartoes">
          <caption className="visually-hidden">Rascunhos excluídos, do mais recente ao mais antigo</caption>
          <thead>
            <tr>
              <th scope="col">Título</th>
              <th scope="col">Excluído por</th>
              <th scope="col">Em</th>
              <th scope="col">Apagado de vez em</th>
              <ColunaDeAcoes />
            </tr>
          </thead>
          <tbody>
            {itens.map((i) => (
              <tr key={i.id}>
                <td data-rotulo="Título">{i.titulo || '(sem título)'}</td>
                <td data-rotulo="Excluído por">{i.excluidaPor ?? '—'}</td>
                <td data-rotulo="Em">{formatDateTime(i.excluidaEm)}</td>
                <td data-rotulo="Apagado de vez em">{formatDateTime(i.expiraEm)}</td>
                <td>
                  <BotaoDeAcao csrf={csrf} intent="restaurar" campos={{ id: String(i.id) }} className="btn btn-outline-primary btn-sm">
                    Restaurar<span className="visually-hidden"> o rascunho “{i.titulo || 'sem título'}”</span>
                  </BotaoDeAcao>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
