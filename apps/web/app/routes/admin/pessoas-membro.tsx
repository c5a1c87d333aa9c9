/**
 * /admin/equipe/membros/{id} and /admin/diretoria/membros/{id}: one member — name, e-mail (Team) or
 * SMS (Board), and the group or position, whose change moves the member to the end of the other
 * one; and the removal (a position left without members stays, as 'Vaga não preenchida').
 */
import { cleanLine, MembroForm, PALAVRAS_DA_AREA } from '@cosems/contracts';
import { data, Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { BotaoDeAcao } from '../../features/area-restrita/botao-de-acao';
import { CampoTexto } from '../../features/area-restrita/campos';
import { errosComRotulos, ResumoDeErros } from '../../features/area-restrita/erros-de-campo';
import { CsrfField } from '../../features/area-restrita/csrf-field';
import { readForm } from '../../features/area-restrita/forms.server';
import { areaOf, errosDe, idOf, notFound, tiposDe } from '../../features/area-restrita/pessoas.server';
import { requireSession } from '../../lib/back-office.server';
import type { Route } from './+types/pessoas-membro';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.membro.nome ?? 'Membro'} | ${data ? PALAVRAS_DA_AREA[data.area].titulo : ''} | Área restrita | COSEMS/MG` },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  const area = areaOf(request);
  const tipos = tiposDe(area);
  const membro = await backOffice.conteudo.obter(session, tipos.membros, null, idOf(params.id, 'Membro'));
  if (!membro) throw notFound('Membro');
  const { itens: grupos } = await backOffice.conteudo.listar(session, tipos.grupos, null, 1);
  return {
    area,
    membro: {
      id: membro.id,
      grupoId: membro.grupoId,
      nome: membro.nome,
      contato: 'email' in membro ? membro.email : membro.sms,
      versao: membro.versao,
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
  const area = areaOf(request);
  const tipos = tiposDe(area);
  const { conteudo, quem } = backOffice;
  const id = idOf(params.id, 'Membro');
  const form = await readForm(request, MembroForm);
  if (!form.ok) return data<Resposta>({ erro: form.erro, mensagem: null }, { status: 400 });
  const f = form.data;
  const antes = await conteudo.obter(session, tipos.membros, null, id);
  if (!antes) throw notFound('Membro');
  if (f.intent === 'excluir') {
    const r = await conteudo.excluir(session, tipos.membros, null, id, f.versao ?? '', quem);
    if (r.tipo === 'recusado' && r.status === 404) throw notFound('Membro');
    if (r.tipo === 'recusado') return data<Resposta>({ erro: r.mensagem, mensagem: null }, { status: r.status });
    throw redirect(`/admin/${area}/${antes.grupoId}?removido=1`);
  }
  const valores = { nome: f.nome, grupo: f.grupo, ...(area === 'equipe' ? { email: f.email ?? '' } : { sms: f.sms ?? '' }) };
  const r = await conteudo.salvar(session, tipos.membros, null, id, { ...valores, ...(f.versao ? { versao: f.versao } : {}) }, null, quem);
  if (r.tipo === 'recusado') {
    if (r.status === 404) throw notFound('Membro');
    return data<Resposta>({ erro: r.mensagem, erros: errosDe(r), mensagem: null, valores }, { status: r.status });
  }
  const destino = Number(f.grupo) === antes.grupoId ? null : await conteudo.obter(session, tipos.grupos, null, Number(f.grupo));
  const mensagem = r.semMudanca ? 'Nada mudou.' : destino ? `${cleanLine(f.nome)} movido para “${destino.nome}”.` : 'Alterações salvas.';
  return data<Resposta>({ erro: null, mensagem });
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
        <input type="hidden" name="versao" value={membro.versao} />
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
          <BotaoDeAcao csrf={csrf} intent="excluir" campos={{ versao: membro.versao }} className="btn btn-outline-danger">
            Remover {membro.nome}
          </BotaoDeAcao>
        </div>
      </section>
    </>
  );
}
