/**
 * /admin/parceiros and /admin/links-uteis (one module, two routes: routes.ts): the partners or the
 * useful links in the order the home page shows them — reordered by dragging, by keyboard or with
 * the Subir/Descer buttons (ListaOrdenavel) — each linking to its page; and the form that adds a
 * new one at the end. For editors and administrators (conteudo.editar).
 */
import { type ErroDeCampo, ListaHomeForm, parseOrdem } from '@cosems/contracts';
import { data, Form, Link, useActionData, useLoaderData, useSearchParams } from 'react-router';
import { CsrfField } from '../../features/area-restrita/csrf-field';
import { atributosDoCampo, MensagemDoCampo, mensagemDe, ResumoDeErros } from '../../features/area-restrita/erros-de-campo';
import { readForm } from '../../features/area-restrita/forms.server';
import { forbiddenHome, listaOf, requireEditorHome } from '../../features/area-restrita/home.server';
import { AJUDA_DO_LINK, AVISO_ALEM_DE_20, TEXTOS_DA_LISTA } from '../../features/area-restrita/home-textos';
import { CampoDeImagem, PREVIA_DE_LOGO } from '../../features/area-restrita/campo-de-imagem';
import { ListaOrdenavel } from '../../features/area-restrita/lista-ordenavel';
import { requireSession } from '../../lib/back-office.server';
import { getImageUrl, getSizedImageUrl } from '../../lib/images';
import type { Route } from './+types/home-lista';

const VISIVEIS = 20;

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? TEXTOS_DA_LISTA[data.lista].titulo : 'Conteúdo'} | Conteúdo do site | Área restrita | COSEMS/MG` },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  requireEditorHome(session);
  const lista = listaOf(request);
  if (lista === 'parceiros') {
    const [itens, imagens] = await Promise.all([backOffice.parceiros.listar(session), backOffice.parceiros.imagens(session)]);
    if (itens === 'proibido' || imagens === 'proibido') throw forbiddenHome();
    return { lista, itens: itens.map(({ versao: _v, ...i }) => i), imagens, csrf: session.csrf };
  }
  const itens = await backOffice.linksUteis.listar(session);
  if (itens === 'proibido') throw forbiddenHome();
  return { lista, itens: itens.map(({ versao: _v, ...i }) => ({ ...i, imagem: '' })), imagens: [], csrf: session.csrf };
}

interface Resposta {
  erro: string | null;
  erros?: ErroDeCampo[];
  mensagem: string | null;
  valores?: { nome: string; link: string; imagem: string };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { backOffice, session } = requireSession(context, request);
  requireEditorHome(session);
  const lista = listaOf(request);
  const form = await readForm(request, ListaHomeForm);
  if (!form.ok) return data<Resposta>({ erro: form.erro, mensagem: null }, { status: 400 });
  const f = form.data;
  const valores = f.intent === 'criar' ? { nome: f.nome, link: f.link, imagem: f.imagem ?? '' } : undefined;
  const r =
    f.intent === 'ordenar'
      ? await (lista === 'parceiros' ? backOffice.parceiros : backOffice.linksUteis).ordenar(
          session,
          parseOrdem(f.ordem) ?? [],
          backOffice.quem,
        )
      : lista === 'parceiros'
        ? await backOffice.parceiros.criar(session, { nome: f.nome, link: f.link, imagem: f.imagem ?? '' }, backOffice.quem)
        : await backOffice.linksUteis.criar(session, { nome: f.nome, link: f.link }, backOffice.quem);
  if (r === 'proibido') throw forbiddenHome();
  if (r.tipo === 'recusado')
    return data<Resposta>(
      { erro: r.mensagem, erros: r.erros ?? [], mensagem: null, ...(valores ? { valores } : {}) },
      { status: r.status },
    );
  return data<Resposta>({ erro: null, mensagem: r.mensagem });
}

export default function HomeLista() {
  const { lista, itens, imagens, csrf } = useLoaderData<typeof loader>();
  const resultado = useActionData<typeof action>();
  const [params] = useSearchParams();
  const txt = TEXTOS_DA_LISTA[lista];
  const aviso = params.get('removido') === '1' ? 'Item removido.' : null;
  const errosDoForm = resultado?.erros?.filter((e) => e.campo !== 'ordem') ?? [];
  const erroDaOrdem = resultado?.erros?.find((e) => e.campo === 'ordem')?.mensagem;
  const erroGeral = resultado?.erro && !resultado.erros?.length ? resultado.erro : null;
  const v = resultado?.valores;
  return (
    <>
      <nav aria-label="Trilha" className="mb-2">
        <Link to="/admin/conteudo">Conteúdo do site</Link>
      </nav>
      <h1>{txt.titulo}</h1>
      <p>
        {txt.descricao} <a href="/">Ver a página inicial</a>.
      </p>
      {lista === 'links-uteis' ? <p id="aviso-20">{AVISO_ALEM_DE_20}</p> : null}
      <div role="status">
        {resultado?.mensagem || aviso ? <div className="alert alert-success">{resultado?.mensagem ?? aviso}</div> : null}
      </div>
      {erroGeral || erroDaOrdem ? (
        <div role="alert" className="alert alert-danger">
          {erroGeral ?? erroDaOrdem}
        </div>
      ) : null}

      <h2 className="h4 mt-4">Ordem</h2>
      {itens.length === 0 ? (
        <p>Nenhum {txt.item} ainda.</p>
      ) : (
        <ListaOrdenavel
          id={`ordem-${lista}`}
          titulo={`Ordem dos ${lista === 'parceiros' ? 'parceiros' : 'links úteis'}`}
          csrf={csrf}
          itens={itens.map((i, indice) => ({ id: i.id, rotulo: i.nome, imagem: i.imagem, link: i.link, indice }))}
          renderItem={(i) => (
            <>
              {lista === 'parceiros' && i.imagem ? (
                <img
                  src={getSizedImageUrl(getImageUrl('', i.imagem), 64)}
                  alt=""
                  width={64}
                  height={32}
                  className="me-2 cosems-logo-previa"
                />
              ) : null}
              <Link to={`/admin/${lista}/${i.id}`} className="text-break">
                {i.rotulo}
              </Link>{' '}
              <span className="text-body-secondary text-break">({i.link})</span>
              {lista === 'links-uteis' && i.indice >= VISIVEIS ? (
                <span className="badge text-bg-warning ms-2">não aparece na página (além dos 20 primeiros)</span>
              ) : null}
            </>
          )}
        />
      )}

      <Form
        method="post"
        className="card mt-4 cosems-admin-estreito"
        aria-labelledby="novo-titulo"
        noValidate
        key={resultado?.mensagem ?? 'novo'}
      >
        <div className="card-body">
          <h2 id="novo-titulo" className="h5 card-title">
            {txt.novo}
          </h2>
          <ResumoDeErros id="novo-resumo" erros={errosDoForm} />
          <CsrfField token={csrf} />
          <input type="hidden" name="intent" value="criar" />
          <div className="mb-3">
            <label htmlFor="nome" className="form-label">
              Nome<span className="text-body-secondary"> (obrigatório)</span>
            </label>
            <input
              {...atributosDoCampo(errosDoForm, 'nome')}
              type="text"
              defaultValue={v?.nome ?? ''}
              required
              maxLength={200}
              autoComplete="off"
            />
            <MensagemDoCampo erros={errosDoForm} campo="nome" />
          </div>
          <div className="mb-3">
            <label htmlFor="link" className="form-label">
              Link<span className="text-body-secondary"> (obrigatório)</span>
            </label>
            <input
              {...atributosDoCampo(errosDoForm, 'link', 'link-ajuda')}
              type="text"
              inputMode="url"
              defaultValue={v?.link ?? ''}
              required
              maxLength={2000}
              autoComplete="off"
              spellCheck={false}
            />
            <div id="link-ajuda" className="form-text">
              {AJUDA_DO_LINK}
            </div>
            <MensagemDoCampo erros={errosDoForm} campo="link" />
          </div>
          {lista === 'parceiros' ? (
            <CampoDeImagem
              nome="imagem"
              imagens={imagens}
              valor={v?.imagem ?? ''}
              erro={mensagemDe(errosDoForm, 'imagem')}
              rotulo="Logotipo (imagem da biblioteca de mídia)"
              previa={PREVIA_DE_LOGO}
            />
          ) : null}
          <p className="form-text">Entra no fim da lista.{lista === 'links-uteis' ? ` ${AVISO_ALEM_DE_20}` : ''}</p>
          <button type="submit" className="btn btn-primary">
            Incluir {txt.item}
          </button>
        </div>
      </Form>
    </>
  );
}
