/**
 * /admin/equipe/membros/{id} and /admin/diretoria/membros/{id}: one member — name, e-mail (Team) or
 * SMS (Board), and the group or position, whose change moves the member to the end of the other
 * one; and the removal (a position left without members stays, as 'Vaga não preenchida').
 */
import { MembroForm, PALAVRAS_DA_AREA } from '@cosems/contracts';
import { data, Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { BotaoDeAcao } from '../../features/area-restrita/botao-de-acao';
import { CampoTexto } from '../../features/area-restrita/campos';
import { errosComRotulos, ResumoDeErros } from '../../features/area-restrita/erros-de-campo';
import { CsrfField } from '../../features/area-restrita/csrf-field';
import { readForm } from '../../features/area-restrita/forms.server';
import { areaOf, forbidden, idOf, notFound, portOf, requireEditor } from '../../features/area-restrita/pessoas.server';
import { requireSession } from '../../lib/back-office.server';
import type { Route } from './+types/pessoas-membro';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.membro.nome ?? 'Membro'} | ${data ? PALAVRAS_DA_AREA[data.area].titulo : ''} | Área restrita | COSEMS/MG` },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  requireEditor(session);
  const area = areaOf(request);
  const port = portOf(backOffice, area);
  const membro = await port.obterMembro(session, idOf(params.id, 'Membro'));
  if (membro === 'proibido') throw forbidden();
  if (!membro) throw notFound('Membro');
  const grupos = await port.listar(session);
  if (grupos === 'proibido') throw forbidden();
  return {
    area,
    membro: {
      id: membro.id,
      grupoId: membro.grupoId,
      nome: membro.nome,
      contato: 'email' in membro ? membro.email : membro.sms,
    },
    grupos: grupos.map((g) => ({ id: g.id, nome: g.nome })),
    csrf: session.csrf,
  };
}

interface Resposta {
  erro: string | null;
  erros?: Partial<Record<string, string>>;
  mensagem: string | null;
  valores?: Record<string, string>;
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { backOffice, session } = requireSession(context, request);
  requireEditor(session);
  const area = areaOf(request);
  const id = idOf(params.id, 'Membro');
  const form = await readForm(request, MembroForm);
  if (!form.ok) return data<Resposta>({ erro: form.erro, mensagem: null }, { status: 400 });
  const f = form.data;
  if (f.intent === 'excluir') {
    const r = await portOf(backOffice, area).excluirMembro(session, id, backOffice.quem);
    if (r === 'proibido') throw forbidden();
    if (r.tipo === 'recusado') throw notFound('Membro');
    throw redirect(`/admin/${area}/${r.id}?removido=1`);
  }
  const grupoId = Number(f.grupo);
  const valores = { nome: f.nome, grupo: f.grupo, ...(area === 'equipe' ? { email: f.email ?? '' } : { sms: f.sms ?? '' }) };
  const r =
    area === 'equipe'
      ? await backOffice.equipe.editarMembro(session, id, { nome: f.nome, email: f.email ?? '', grupoId }, backOffice.quem)
      : await backOffice.diretoria.editarMembro(session, id, { nome: f.nome, sms: f.sms ?? '', grupoId }, backOffice.quem);
  if (r === 'proibido') throw forbidden();
  if (r.tipo === 'recusado') {
    if (r.status === 404) throw notFound('Membro');
    return data<Resposta>({ erro: r.mensagem, erros: r.erros ?? {}, mensagem: null, valores }, { status: r.status });
  }
  return data<Resposta>({ erro: null, mensagem: r.mensagem });
}

export default function PessoasMembro() {
  const { area, membro, grupos, csrf } = useLoaderData<typeof loader>();
  const resultado = useActionData<typeof action>();
  const p = PALAVRAS_DA_AREA[area];
  const campoContato = area === 'equipe' ? 'email' : 'sms';
  const rotulos: Record<string, string> = {
    nome: 'Nome',
    email: 'E-mail',
    sms: 'Secretaria Municipal de Saúde (município)',
    grupo: p.Grupo,
  };
  const v = resultado?.valores;
  const erros = resultado?.erros;
  const grupoAtual = grupos.find((g) => g.id === membro.grupoId);
  const erroGeral = resultado?.erro && (!erros || Object.keys(erros).length === 0) ? resultado.erro : null;
  return (
    <>
      <nav aria-label="Trilha" className="mb-2">
        <Link to="/admin/conteudo">Conteúdo do site</Link> › <Link to={`/admin/${area}`}>{p.titulo}</Link>
        {grupoAtual ? (
          <>
            {' '}
            › <Link to={`/admin/${area}/${grupoAtual.id}`}>{grupoAtual.nome}</Link>
          </>
        ) : null}
      </nav>
      <h1 className="text-break">{membro.nome}</h1>
      <div role="status">{resultado?.mensagem ? <div className="alert alert-success">{resultado.mensagem}</div> : null}</div>
      {erroGeral ? (
        <div role="alert" className="alert alert-danger">
          {erroGeral}
        </div>
      ) : null}

      <Form
        method="post"
        className="cosems-admin-estreito"
        aria-labelledby="membro-titulo"
        noValidate
        key={`${membro.nome}|${membro.contato}|${membro.grupoId}`}
      >
        <h2 id="membro-titulo" className="h5">
          Dados do membro
        </h2>
        <ResumoDeErros id="membro" prefixo="membro" erros={errosComRotulos(erros, rotulos)} />
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="salvar" />
        <CampoTexto prefixo="membro" nome="nome" rotulo="Nome" valor={v?.nome ?? membro.nome} erro={erros?.nome} obrigatorio />
        {campoContato === 'email' ? (
          <CampoTexto
            prefixo="membro"
            nome="email"
            tipo="email"
            rotulo="E-mail"
            valor={v?.email ?? membro.contato}
            erro={erros?.email}
            ajuda="Opcional. Sem e-mail, a página mostra “Não informado”."
          />
        ) : (
          <CampoTexto
            prefixo="membro"
            nome="sms"
            rotulo={rotulos.sms ?? 'SMS'}
            valor={v?.sms ?? membro.contato}
            erro={erros?.sms}
            ajuda="Opcional. O nome do município; a página mostra “SMS DE …”."
          />
        )}
        <div className="mb-3">
          <label htmlFor="membro-grupo" className="form-label">
            {p.Grupo}
          </label>
          <select
            id="membro-grupo"
            name="grupo"
            className={`form-select${erros?.grupo ? ' is-invalid' : ''}`}
            defaultValue={v?.grupo ?? String(membro.grupoId)}
            aria-describedby={`membro-grupo-ajuda${erros?.grupo ? ' membro-grupo-erro' : ''}`}
            aria-invalid={erros?.grupo ? true : undefined}
          >
            {grupos.map((g) => (
              <option key={g.id} value={g.id}>
                {g.nome}
              </option>
            ))}
          </select>
          <div id="membro-grupo-ajuda" className="form-text">
            Escolher outro {p.grupo} move o membro para o fim dele.
          </div>
          {erros?.grupo ? (
            <div id="membro-grupo-erro" className="invalid-feedback d-block">
              {erros.grupo}
            </div>
          ) : null}
        </div>
        <button type="submit" className="btn btn-primary">
          Salvar
        </button>
      </Form>

      <section className="card mt-4 cosems-admin-estreito" aria-labelledby="remover-titulo">
        <div className="card-body">
          <h2 id="remover-titulo" className="h5 card-title">
            Remover {membro.nome}
          </h2>
          <p>
            {area === 'diretoria'
              ? 'A pessoa sai da Diretoria. Um cargo que fica sem ninguém continua no site, como “Vaga não preenchida”.'
              : 'A pessoa sai da página Equipe.'}
          </p>
          <BotaoDeAcao csrf={csrf} intent="excluir" className="btn btn-outline-danger">
            Remover {membro.nome}
          </BotaoDeAcao>
        </div>
      </section>
    </>
  );
}
