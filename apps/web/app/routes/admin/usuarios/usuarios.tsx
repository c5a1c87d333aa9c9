/**
 * /admin/usuarios: the accounts, for administrators — who has one, with which role, whether it is
 * active and has two-factor set up, when they last signed in; the form that invites a person (by
 * e-mail when SMTP is configured, else a link to hand over, with "Copiar") and the pending
 * invitations, each of which can be sent again (a new link; the old one stops working) or cancelled.
 */
import { HORAS_CONVITE, NOME_DO_PAPEL } from '@cosems/contracts';
import { data, Form, Link, useActionData, useLoaderData } from 'react-router';
import { AvisoSiteUrl } from '../../../features/area-restrita/contas/aviso-site-url';
import { BotaoCopiar } from '../../../features/area-restrita/formularios/botao-copiar';
import { BotaoDeAcao } from '../../../features/area-restrita/formularios/botao-de-acao';
import { CsrfField } from '../../../features/area-restrita/formularios/csrf-field';
import { FormError } from '../../../features/area-restrita/formularios/form-error';
import { PapelSelect } from '../../../features/area-restrita/contas/papel-select';
import { readForm, UsuariosForm } from '../../../features/area-restrita/formularios/forms.server';
import { requireSession } from '../../../lib/back-office.server';
import { formatDateTime } from '../../../lib/dates';
import type { Route } from './+types/usuarios';
import { ColunaDeAcoes } from '../../../components/ui/coluna-de-acoes';

export const meta: Route.MetaFunction = () => [{ title: 'Usuários | Área restrita | COSEMS/MG' }];

const proibido = () => new Response('Só administradores gerenciam as contas.', { status: 403 });

export async function loader({ context, request }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  const lista = await backOffice.usuarios.listar(session);
  if (lista === 'proibido') throw proibido();
  return {
    ...lista,
    csrf: session.csrf,
    correio: backOffice.usuarios.correioConfigurado,
    eu: session.usuario.id,
    avisoSiteUrl: backOffice.siteUrlAusente,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const form = await readForm(request, UsuariosForm);
  if (!form.ok) return data({ erro: form.erro, convite: null, campos: null }, { status: 400 });
  // Without JavaScript the button posts "cancelar": the page asks, and its button confirms (issue 27, item 6).
  if (form.data.intent === 'cancelar') return { erro: null, convite: null, campos: null, perguntar: form.data.convite };
  if (form.data.intent === 'cancelar-confirmado') {
    const cancelado = await backOffice.usuarios.cancelarConvite(session, form.data.convite, backOffice.quem);
    if (cancelado === 'proibido') throw proibido();
    if (!cancelado)
      return data(
        { erro: 'Convite não encontrado (talvez já tenha sido usado ou cancelado).', convite: null, campos: null },
        { status: 404 },
      );
    return { erro: null, convite: null, campos: null, cancelado: true };
  }
  if (form.data.intent === 'reenviar') {
    const convite = await backOffice.usuarios.reenviarConvite(session, form.data.convite, backOffice.quem, backOffice.siteUrl);
    if (convite === 'proibido') throw proibido();
    if (!convite || convite.tipo === 'erro')
      return data(
        {
          erro: convite?.mensagem ?? 'Convite não encontrado (talvez já tenha sido usado ou cancelado).',
          convite: null,
          campos: null,
        },
        { status: convite ? 400 : 404 },
      );
    return { erro: null, convite, campos: null, feito: Date.now() };
  }
  const { nome, email, papel } = form.data;
  const convite = await backOffice.usuarios.convidar(session, { nome, email, papel }, backOffice.quem, backOffice.siteUrl);
  if (convite === 'proibido') throw proibido();
  if (convite.tipo === 'erro') return data({ erro: convite.mensagem, convite, campos: { nome, email, papel } }, { status: 400 });
  // `feito` remounts the form: after a sent invitation its fields are empty again, also with JavaScript.
  return { erro: null, convite, campos: null, feito: Date.now() };
}

export default function Usuarios() {
  const { usuarios, convites, csrf, correio, eu, avisoSiteUrl } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const convite = result?.convite && result.convite.tipo !== 'erro' ? result.convite : null;
  const campoComErro = result?.convite?.tipo === 'erro' ? result.convite.campo : null;
  const invalido = (campo: string) =>
    campoComErro === campo
      ? { 'aria-invalid': true as const, 'aria-describedby': 'convite-erro', className: 'form-control is-invalid' }
      : {};
  return (
    <>
      <h1>Usuários</h1>
      <AvisoSiteUrl aviso={avisoSiteUrl} />
      {convite?.tipo === 'enviado' ? (
        <div role="status" className="alert alert-success">
          Convite enviado para {convite.email}. O link vale por {HORAS_CONVITE} horas e uma só vez.
        </div>
      ) : null}
      {convite?.tipo === 'link' ? (
        <div role="status" className="alert alert-info">
          {convite.aviso ? <p className="fw-bold">{convite.aviso}</p> : null}
          <p>
            Convite criado para {convite.email}. Entregue este link à pessoa (vale por {HORAS_CONVITE} horas e uma só vez; ele não será
            mostrado de novo):
          </p>
          <label htmlFor="link-convite" className="form-label">
            Link do convite
          </label>
          <input id="link-convite" className="form-control" readOnly value={convite.link} />
          <BotaoCopiar campo="link-convite" descricao={`o link do convite de ${convite.email}`} />
        </div>
      ) : null}
      {result && 'cancelado' in result ? (
        <div role="status" className="alert alert-success">
          Convite cancelado: o link não vale mais.
        </div>
      ) : null}

      <section aria-labelledby="titulo-convidar" className="card mb-4">
        <div className="card-body">
          <h2 id="titulo-convidar" className="h5 card-title">
            Convidar uma pessoa
          </h2>
          <p className="card-text">
            {correio
              ? 'A pessoa recebe por e-mail um link para criar a senha; na primeira entrada, configura a verificação em duas etapas.'
              : 'Sem servidor de e-mail configurado (SMTP_URL), o convite é um link que você entrega à pessoa; com ele, ela cria a senha e, na primeira entrada, configura a verificação em duas etapas.'}
          </p>
          <FormError id="convite-erro" message={result?.erro} />
          <Form method="post" className="row g-2 align-items-end" noValidate key={result && 'feito' in result ? result.feito : 'novo'}>
            <CsrfField token={csrf} />
            <input type="hidden" name="intent" value="convidar" />
            <div className="col-12 col-md-4">
              <label htmlFor="convite-nome" className="form-label">
                Nome
              </label>
              <input
                id="convite-nome"
                name="nome"
                className="form-control"
                autoComplete="off"
                maxLength={200}
                required
                defaultValue={result?.campos?.nome}
                {...invalido('nome')}
              />
            </div>
            <div className="col-12 col-md-4">
              <label htmlFor="convite-email" className="form-label">
                E-mail
              </label>
              <input
                id="convite-email"
                name="email"
                type="email"
                className="form-control"
                autoComplete="off"
                maxLength={254}
                required
                defaultValue={result?.campos?.email}
                {...invalido('email')}
              />
            </div>
            <div className="col-6 col-md-2">
              <PapelSelect id="convite-papel" valor={result?.campos?.papel ?? 'autor'} />
            </div>
            <div className="col-6 col-md-2">
              <button type="submit" className="btn btn-primary w-100">
                Convidar
              </button>
            </div>
          </Form>
        </div>
      </section>

      <section aria-labelledby="titulo-contas">
        <h2 id="titulo-contas" className="h5">
          Contas
        </h2>
        <div className="table-responsive">
          <table className="table align-middle">
            <caption className="visually-hidden">Contas da área restrita, por nome</caption>
            <thead>
              <tr>
                <th scope="col">Nome</th>
                <th scope="col">E-mail</th>
                <th scope="col">Papel</th>
                <th scope="col">Situação</th>
                <th scope="col">Verificação em duas etapas</th>
                <th scope="col">Última entrada</th>
              </tr>
            </thead>
            <tbody>
              {usuarios.map((u) => (
                <tr key={u.id}>
                  <td>
                    <Link to={`/admin/usuarios/${u.id}`}>{u.nome}</Link>
                    {u.id === eu ? <span className="badge text-bg-secondary ms-2">você</span> : null}
                  </td>
                  <td className="text-break">{u.email}</td>
                  <td>{NOME_DO_PAPEL[u.papel]}</td>
                  <td>{u.ativo ? 'Ativa' : 'Desativada'}</td>
                  <td>{u.segundoFator ? 'Configurada' : 'A configurar na próxima entrada'}</td>
                  <td>{u.ultimaEntrada ? formatDateTime(u.ultimaEntrada) : 'Nunca entrou'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      {convites.length > 0 ? (
        <section aria-labelledby="titulo-convites">
          <h2 id="titulo-convites" className="h5">
            Convites pendentes
          </h2>
          <div className="table-responsive">
            <table className="table align-middle">
              <caption className="visually-hidden">Convites ainda não usados, do mais antigo ao mais recente</caption>
              <thead>
                <tr>
                  <th scope="col">Nome</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Papel</th>
                  <th scope="col">Vale até</th>
                  <ColunaDeAcoes />
                </tr>
              </thead>
              <tbody>
                {convites.map((c) => (
                  <tr key={c.id}>
                    <td>{c.nome}</td>
                    <td className="text-break">{c.email}</td>
                    <td>{NOME_DO_PAPEL[c.papel]}</td>
                    <td>{formatDateTime(c.expiraEm)}</td>
                    <td>
                      <div className="d-flex flex-wrap gap-2">
                        <BotaoDeAcao csrf={csrf} intent="reenviar" campos={{ convite: c.id }} className="btn btn-outline-primary btn-sm">
                          Enviar de novo<span className="visually-hidden"> o convite de {c.email}</span>
                        </BotaoDeAcao>
                        <BotaoDeAcao
                          csrf={csrf}
                          intent="cancelar"
                          campos={{ convite: c.id }}
                          className="btn btn-outline-danger btn-sm"
                          confirmacao={{
                            pergunta: `Cancelar o convite de ${c.email}?`,
                            explicacao: (
                              <p className="mb-0">O link enviado deixa de valer. Para convidar a pessoa depois, faça um convite novo.</p>
                            ),
                            rotuloConfirmar: 'Sim, cancelar o convite',
                            intentConfirmado: 'cancelar-confirmado',
                            rotuloVoltar: 'Manter o convite',
                          }}
                          perguntando={result !== undefined && 'perguntar' in result && result.perguntar === c.id}
                          voltar={<Link to="/admin/usuarios">Não, manter o convite</Link>}
                        >
                          Cancelar<span className="visually-hidden"> o convite de {c.email}</span>
                        </BotaoDeAcao>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </>
  );
}
