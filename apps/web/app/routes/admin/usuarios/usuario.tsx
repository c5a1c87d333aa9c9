/**
 * /admin/usuarios/{id}: one account, for administrators — change its role, disable it (every one of
 * its sessions ends at once) or enable it again, reset its two-factor (set up again at the next
 * sign-in). The server refuses what would leave no active administrator.
 */
import { NOME_DO_PAPEL, PAPEIS, type Papel } from '@cosems/contracts';
import { data, Form, Link, useActionData, useLoaderData } from 'react-router';
import { BotaoDeAcao } from '../../../features/area-restrita/formularios/botao-de-acao';
import { CsrfField } from '../../../features/area-restrita/formularios/csrf-field';
import { FormError } from '../../../features/area-restrita/formularios/form-error';
import { PapelSelect } from '../../../features/area-restrita/contas/papel-select';
import { readForm, UsuarioForm } from '../../../features/area-restrita/formularios/forms.server';
import { requireSession } from '../../../lib/back-office.server';
import { formatDateTime } from '../../../lib/dates';
import type { Route } from './+types/usuario';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.usuario.nome ?? 'Conta'} | Usuários | Área restrita | COSEMS/MG` },
];

const proibido = () => new Response('Só administradores gerenciam as contas.', { status: 403 });
const naoEncontrada = () => new Response('Conta não encontrada.', { status: 404 });

function idDe(param: string | undefined): number {
  if (!param || !/^[1-9][0-9]{0,8}$/.test(param)) throw naoEncontrada();
  return Number(param);
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  const usuario = await backOffice.usuarios.obter(session, idDe(params.id));
  if (usuario === 'proibido') throw proibido();
  if (!usuario) throw naoEncontrada();
  return { usuario, csrf: session.csrf, eu: session.usuario.id };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const id = idDe(params.id);
  const form = await readForm(request, UsuarioForm);
  if (!form.ok) return data({ erro: form.erro, mensagem: null }, { status: 400 });
  const alteracao =
    form.data.intent === 'papel'
      ? (PAPEIS as readonly string[]).includes(form.data.papel)
        ? { tipo: 'papel' as const, papel: form.data.papel as Papel }
        : null
      : { tipo: form.data.intent };
  if (!alteracao) return data({ erro: 'Escolha um dos papéis.', mensagem: null }, { status: 400 });
  const r = await backOffice.usuarios.alterar(session, id, alteracao, backOffice.quem);
  if (r === 'proibido') throw proibido();
  if (!r) throw naoEncontrada();
  if (r.tipo === 'recusado') return data({ erro: r.mensagem, mensagem: null }, { status: 409 });
  return { erro: null, mensagem: r.mensagem };
}

export default function Usuario() {
  const { usuario, csrf, eu } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const acao = (intent: string, rotulo: string, classe: string) => (
    <BotaoDeAcao csrf={csrf} intent={intent} className={`btn ${classe}`} formClassName="d-inline">
      {rotulo}
    </BotaoDeAcao>
  );
  return (
    <>
      <p>
        <Link to="/admin/usuarios">Voltar para os usuários</Link>
      </p>
      <h1>{usuario.nome}</h1>
      {result?.mensagem ? (
        <div role="status" className="alert alert-success">
          {result.mensagem}
        </div>
      ) : null}
      <FormError id="usuario-erro" message={result?.erro} />
      <dl className="row">
        <dt className="col-sm-4">E-mail</dt>
        <dd className="col-sm-8 text-break">{usuario.email}</dd>
        <dt className="col-sm-4">Papel</dt>
        <dd className="col-sm-8">{NOME_DO_PAPEL[usuario.papel]}</dd>
        <dt className="col-sm-4">Situação</dt>
        <dd className="col-sm-8">{usuario.ativo ? 'Ativa' : 'Desativada: não entra, e as sessões foram encerradas'}</dd>
        <dt className="col-sm-4">Verificação em duas etapas</dt>
        <dd className="col-sm-8">{usuario.segundoFator ? 'Configurada' : 'A configurar na próxima entrada'}</dd>
        <dt className="col-sm-4">Última entrada</dt>
        <dd className="col-sm-8">{usuario.ultimaEntrada ? formatDateTime(usuario.ultimaEntrada) : 'Nunca entrou'}</dd>
        <dt className="col-sm-4">Conta criada em</dt>
        <dd className="col-sm-8">{formatDateTime(usuario.criadoEm)}</dd>
      </dl>

      <section aria-labelledby="titulo-papel" className="mb-4">
        <h2 id="titulo-papel" className="h5">
          Papel
        </h2>
        <Form method="post" className="row g-2 align-items-end">
          <CsrfField token={csrf} />
          <input type="hidden" name="intent" value="papel" />
          <div className="col-sm-6 col-md-4">
            <PapelSelect id="papel" valor={usuario.papel} />
          </div>
          <div className="col-auto">
            <button type="submit" className="btn btn-primary">
              Salvar papel
            </button>
          </div>
        </Form>
        <p className="form-text">
          Autor escreve as próprias notícias e as envia para revisão; editor publica e cuida da mídia; administrador também gerencia as
          contas e lê o registro de auditoria. A mudança vale a partir do próximo clique da pessoa.
        </p>
      </section>

      <section aria-labelledby="titulo-acesso" className="mb-4">
        <h2 id="titulo-acesso" className="h5">
          Acesso
        </h2>
        <div className="d-flex flex-wrap gap-2">
          {usuario.ativo
            ? usuario.id === eu
              ? null
              : acao('desativar', 'Desativar conta', 'btn-danger')
            : acao('reativar', 'Reativar conta', 'btn-outline-primary')}
          {acao('redefinir-segundo-fator', 'Redefinir verificação em duas etapas', 'btn-outline-danger')}
        </div>
        <p className="form-text">
          Desativar encerra na hora todas as sessões da conta, e ela não entra mais até ser reativada. Redefinir a verificação em duas
          etapas (celular perdido ou trocado) encerra as sessões, apaga os códigos de recuperação e pede uma nova configuração na próxima
          entrada.
        </p>
      </section>
    </>
  );
}
