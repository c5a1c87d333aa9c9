/**
 * /admin/presidentes/novo and /admin/presidentes/{id}: a past president's form — name, period and
 * the portrait, chosen among the media library's images (its alternative text is the library's) —
 * and, for an existing one, its removal (confirmed by a check box: no dialog, works without
 * JavaScript). A refusal keeps what was typed and says why beside each field.
 */
import { type ErroDeCampo, PresidenteForm, type PresidenteFormData } from '@cosems/contracts';
import { data, Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { CsrfField } from '../../features/area-restrita/csrf-field';
import { ImagemDaBibliotecaCampo } from '../../features/area-restrita/imagem-da-biblioteca';
import { atributosDoCampo, MensagemDoCampo, ResumoDeErros } from '../../features/area-restrita/erros-de-campo';
import { readForm } from '../../features/area-restrita/forms.server';
import { requireSession } from '../../lib/back-office.server';
import type { Route } from './+types/presidente';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.presidente ? `Editar ${loaderData.presidente.name}` : 'Adicionar presidente'} | Galeria dos Presidentes | Área restrita | COSEMS/MG`,
  },
];

const proibido = () => data('Só editores e administradores editam a galeria dos presidentes.', { status: 403 });
const naoEncontrado = () => data('Presidente não encontrado.', { status: 404 });

function idDe(param: string | undefined): number | null {
  if (param === undefined) return null;
  if (!/^[1-9][0-9]{0,8}$/.test(param)) throw naoEncontrado();
  return Number(param);
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  const id = idDe(params.id);
  const retratos = await backOffice.presidentes.retratos(session);
  if (retratos === 'proibido') throw proibido();
  if (id === null) return { presidente: null, retratos, csrf: session.csrf };
  const presidente = await backOffice.presidentes.obter(session, id);
  if (presidente === 'proibido') throw proibido();
  if (!presidente) throw naoEncontrado();
  return { presidente, retratos, csrf: session.csrf };
}

interface Resposta {
  erro: string | null;
  erros: ErroDeCampo[] | null;
  campos: Record<string, string> | null;
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const id = idDe(params.id);
  const form = await readForm(request, PresidenteForm);
  if (!form.ok) return data<Resposta>({ erro: form.erro, erros: null, campos: null }, { status: 400 });
  const f: PresidenteFormData = form.data;
  const port = backOffice.presidentes;
  if (f.intent === 'excluir') {
    if (id === null) throw naoEncontrado();
    if (f.confirmar !== 'sim') {
      const erros = [{ campo: 'confirmar', mensagem: 'Marque a confirmação para remover o presidente da galeria.' }];
      return data<Resposta>({ erro: null, erros, campos: null }, { status: 400 });
    }
    const r = await port.excluir(session, id, f.versao, backOffice.quem);
    if (r === 'proibido') throw proibido();
    if (r.tipo === 'ok') return redirect('/admin/presidentes?excluido=1');
    if (r.tipo === 'recusado' && r.status === 404) throw naoEncontrado();
    return data<Resposta>({ erro: r.tipo === 'recusado' ? r.mensagem : 'Não removido.', erros: null, campos: null }, { status: 409 });
  }
  const dados = { name: f.name, date: f.date, image: f.image };
  const r =
    id === null
      ? await port.criar(session, dados, backOffice.quem)
      : await port.editar(session, id, dados, f.versao ?? '', backOffice.quem);
  if (r === 'proibido') throw proibido();
  if (r.tipo === 'ok') return redirect(`/admin/presidentes?salvo=${r.id}`);
  if (r.tipo === 'erro') return data<Resposta>({ erro: null, erros: r.erros, campos: dados }, { status: 400 });
  if (r.status === 404) throw naoEncontrado();
  return data<Resposta>({ erro: r.mensagem, erros: null, campos: dados }, { status: r.status });
}

export default function Presidente() {
  const { presidente, retratos, csrf } = useLoaderData<typeof loader>();
  const resposta = useActionData<typeof action>();
  const erros = resposta?.erros ?? null;
  const valor = (campo: 'name' | 'date' | 'image') => resposta?.campos?.[campo] ?? presidente?.[campo] ?? '';
  const imagem = valor('image');
  const titulo = presidente ? `Editar ${presidente.name}` : 'Adicionar presidente';
  return (
    <>
      <nav aria-label="Trilha" className="mb-2">
        <Link to="/admin/conteudo">Conteúdo do site</Link> › <Link to="/admin/presidentes">Galeria dos Presidentes</Link>
      </nav>
      <h1>{titulo}</h1>
      {resposta?.erro ? (
        <div role="alert" className="alert alert-danger">
          {resposta.erro}
        </div>
      ) : null}
      <ResumoDeErros erros={erros?.filter((e) => e.campo !== 'confirmar')} />
      <Form method="post" noValidate className="cosems-admin-estreito" key={presidente?.versao ?? 'novo'}>
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="salvar" />
        {presidente ? <input type="hidden" name="versao" value={presidente.versao} /> : null}
        <div className="mb-3">
          <label htmlFor="name" className="form-label">
            Nome
          </label>
          <input {...atributosDoCampo(erros, 'name')} defaultValue={valor('name')} maxLength={200} required autoComplete="off" />
          <MensagemDoCampo erros={erros} campo="name" />
        </div>
        <div className="mb-3">
          <label htmlFor="date" className="form-label">
            Período
          </label>
          <input
            {...atributosDoCampo(erros, 'date', 'date-dica')}
            defaultValue={valor('date')}
            maxLength={100}
            required
            autoComplete="off"
          />
          <div id="date-dica" className="form-text">
            Como aparece no texto alternativo padrão, por exemplo 1991-1993.
          </div>
          <MensagemDoCampo erros={erros} campo="date" />
        </div>
        <ImagemDaBibliotecaCampo
          imagens={retratos}
          valor={imagem}
          erros={erros}
          nome="image"
          rotulo="Retrato (imagem da biblioteca de mídia)"
          previa={{ largura: 120, altura: 160, className: 'rounded object-fit-cover' }}
          semAlt="nenhum: o site usa “nome, presidente de período”"
          dica={
            <>
              Envie a foto em <Link to="/admin/midia">Mídia</Link> primeiro, com o texto alternativo: é ele que o site lê para quem não vê a
              imagem. Sem texto alternativo, o site usa “nome, presidente de período”.
            </>
          }
        />
        <button type="submit" className="btn btn-primary">
          {presidente ? 'Salvar' : 'Adicionar à galeria'}
        </button>
      </Form>

      {presidente ? (
        <Form method="post" noValidate className="card mt-5 cosems-admin-estreito border-danger" aria-labelledby="remover-titulo">
          <div className="card-body">
            <h2 id="remover-titulo" className="h5 card-title">
              Remover da galeria
            </h2>
            <p>O retrato continua na biblioteca de mídia.</p>
            <CsrfField token={csrf} />
            <input type="hidden" name="intent" value="excluir" />
            <input type="hidden" name="versao" value={presidente.versao} />
            <div className="form-check mb-3">
              <input
                type="checkbox"
                id="confirmar"
                name="confirmar"
                value="sim"
                className={erros?.some((e) => e.campo === 'confirmar') ? 'form-check-input is-invalid' : 'form-check-input'}
                aria-invalid={erros?.some((e) => e.campo === 'confirmar') ? true : undefined}
                aria-describedby={erros?.some((e) => e.campo === 'confirmar') ? 'confirmar-erro' : undefined}
              />
              <label htmlFor="confirmar" className="form-check-label">
                Sim, remover {presidente.name} da galeria
              </label>
              <MensagemDoCampo erros={erros} campo="confirmar" />
            </div>
            <button type="submit" className="btn btn-outline-danger">
              Remover
            </button>
          </div>
        </Form>
      ) : null}
    </>
  );
}
