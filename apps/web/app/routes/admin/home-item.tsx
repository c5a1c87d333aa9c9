/**
 * /admin/parceiros/{id} and /admin/links-uteis/{id} (one module, two routes): one partner (name,
 * link, logo from the media library) or one useful link (name, link) — saved with the version the
 * page showed (a save from an older page is refused, with what is stored) — and its removal.
 */
import { type ErroDeCampo, ItemHomeForm } from '@cosems/contracts';
import { data, Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { BotaoDeAcao } from '../../features/area-restrita/botao-de-acao';
import { CsrfField } from '../../features/area-restrita/csrf-field';
import { atributosDoCampo, MensagemDoCampo, mensagemDe, ResumoDeErros } from '../../features/area-restrita/erros-de-campo';
import { readForm } from '../../features/area-restrita/forms.server';
import { forbiddenHome, idHomeOf, listaOf, notFoundHome, requireEditorHome } from '../../features/area-restrita/home.server';
import { AJUDA_DO_LINK, TEXTOS_DA_LISTA } from '../../features/area-restrita/home-textos';
import { CampoDeImagem, PREVIA_DE_LOGO } from '../../features/area-restrita/campo-de-imagem';
import { requireSession } from '../../lib/back-office.server';
import type { Route } from './+types/home-item';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.item.nome ?? 'Item'} | ${data ? TEXTOS_DA_LISTA[data.lista].titulo : ''} | Área restrita | COSEMS/MG` },
];

const rotuloDe = (lista: 'parceiros' | 'links-uteis') => (lista === 'parceiros' ? 'Parceiro' : 'Link útil');

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  requireEditorHome(session);
  const lista = listaOf(request);
  const id = idHomeOf(params.id, rotuloDe(lista));
  if (lista === 'parceiros') {
    const [item, imagens] = await Promise.all([backOffice.parceiros.obter(session, id), backOffice.parceiros.imagens(session)]);
    if (item === 'proibido' || imagens === 'proibido') throw forbiddenHome();
    if (!item) throw notFoundHome(rotuloDe(lista));
    return { lista, item, imagens, csrf: session.csrf };
  }
  const item = await backOffice.linksUteis.obter(session, id);
  if (item === 'proibido') throw forbiddenHome();
  if (!item) throw notFoundHome(rotuloDe(lista));
  return { lista, item: { ...item, imagem: '' }, imagens: [], csrf: session.csrf };
}

interface Resposta {
  erro: string | null;
  erros?: ErroDeCampo[];
  mensagem: string | null;
  valores?: { nome: string; link: string; imagem: string };
  desatualizado?: boolean;
  /** On a stale save: what is stored now (a refused action does not reload the page's data). */
  salvo?: { nome: string; link: string; imagem: string; versao: string };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { backOffice, session } = requireSession(context, request);
  requireEditorHome(session);
  const lista = listaOf(request);
  const id = idHomeOf(params.id, rotuloDe(lista));
  const form = await readForm(request, ItemHomeForm);
  if (!form.ok) return data<Resposta>({ erro: form.erro, mensagem: null }, { status: 400 });
  const f = form.data;
  const port = lista === 'parceiros' ? backOffice.parceiros : backOffice.linksUteis;
  if (f.intent === 'excluir') {
    const r = await port.excluir(session, id, f.versao, backOffice.quem);
    if (r === 'proibido') throw forbiddenHome();
    if (r.tipo === 'recusado') {
      if (r.status === 404) throw notFoundHome(rotuloDe(lista));
      return data<Resposta>({ erro: r.mensagem, mensagem: null, desatualizado: true }, { status: r.status });
    }
    throw redirect(`/admin/${lista}?removido=1`);
  }
  const valores = { nome: f.nome, link: f.link, imagem: f.imagem ?? '' };
  const r =
    lista === 'parceiros'
      ? await backOffice.parceiros.editar(session, id, valores, f.versao, backOffice.quem)
      : await backOffice.linksUteis.editar(session, id, { nome: f.nome, link: f.link }, f.versao, backOffice.quem);
  if (r === 'proibido') throw forbiddenHome();
  if (r.tipo === 'recusado') {
    if (r.status === 404) throw notFoundHome(rotuloDe(lista));
    const atual = r.status === 409 ? await port.obter(session, id) : null;
    const salvo =
      atual && atual !== 'proibido'
        ? { nome: atual.nome, link: atual.link, imagem: 'imagem' in atual ? String(atual.imagem) : '', versao: atual.versao }
        : undefined;
    return data<Resposta>(
      { erro: r.mensagem, erros: r.erros ?? [], mensagem: null, valores, desatualizado: r.status === 409, ...(salvo ? { salvo } : {}) },
      { status: r.status },
    );
  }
  return data<Resposta>({ erro: null, mensagem: r.mensagem });
}

export default function HomeItem() {
  const { lista, item, imagens, csrf } = useLoaderData<typeof loader>();
  const resultado = useActionData<typeof action>();
  const txt = TEXTOS_DA_LISTA[lista];
  const erros = resultado?.erros ?? [];
  const erroGeral = resultado?.erro && !erros.length ? resultado.erro : null;
  // After a refusal the form keeps what was typed; a stale save shows what is stored beside it.
  const v = resultado?.valores;
  return (
    <>
      <nav aria-label="Trilha" className="mb-2">
        <Link to="/admin/conteudo">Conteúdo do site</Link> › <Link to={`/admin/${lista}`}>{txt.titulo}</Link>
      </nav>
      <h1 className="text-break">{item.nome}</h1>
      <div role="status">{resultado?.mensagem ? <div className="alert alert-success">{resultado.mensagem}</div> : null}</div>
      {erroGeral ? (
        <div role="alert" className="alert alert-danger">
          <p className="mb-0">{erroGeral}</p>
          {resultado?.desatualizado ? (
            <p className="mb-0 mt-2 text-break">
              Salvo agora: “{(resultado.salvo ?? item).nome}”, {(resultado.salvo ?? item).link}
              {(resultado.salvo ?? item).imagem ? `, imagem ${(resultado.salvo ?? item).imagem}` : ''}. Salvar de novo grava o que está no
              formulário.
            </p>
          ) : null}
        </div>
      ) : null}

      <Form method="post" className="cosems-admin-estreito" aria-labelledby="item-titulo" noValidate key={item.versao}>
        <h2 id="item-titulo" className="h5">
          Dados do {txt.item}
        </h2>
        <ResumoDeErros id="item-resumo" erros={erros} />
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="salvar" />
        {/* After a stale save, saving again knowingly replaces what is stored now. */}
        <input type="hidden" name="versao" value={resultado?.salvo?.versao ?? item.versao} />
        <div className="mb-3">
          <label htmlFor="nome" className="form-label">
            Nome<span className="text-body-secondary"> (obrigatório)</span>
          </label>
          <input
            {...atributosDoCampo(erros, 'nome')}
            type="text"
            defaultValue={v?.nome ?? item.nome}
            required
            maxLength={200}
            autoComplete="off"
          />
          <MensagemDoCampo erros={erros} campo="nome" />
        </div>
        <div className="mb-3">
          <label htmlFor="link" className="form-label">
            Link<span className="text-body-secondary"> (obrigatório)</span>
          </label>
          <input
            {...atributosDoCampo(erros, 'link', 'link-ajuda')}
            type="text"
            inputMode="url"
            defaultValue={v?.link ?? item.link}
            required
            maxLength={2000}
            autoComplete="off"
            spellCheck={false}
          />
          <div id="link-ajuda" className="form-text">
            {AJUDA_DO_LINK}
          </div>
          <MensagemDoCampo erros={erros} campo="link" />
        </div>
        {lista === 'parceiros' ? (
          <CampoDeImagem
            nome="imagem"
            imagens={imagens}
            valor={v?.imagem ?? item.imagem}
            erro={mensagemDe(erros, 'imagem')}
            rotulo="Logotipo (imagem da biblioteca de mídia)"
            previa={PREVIA_DE_LOGO}
          />
        ) : null}
        <button type="submit" className="btn btn-primary">
          Salvar
        </button>
      </Form>

      <section className="card mt-4 cosems-admin-estreito" aria-labelledby="remover-titulo">
        <div className="card-body">
          <h2 id="remover-titulo" className="h5 card-title text-break">
            Remover “{item.nome}”
          </h2>
          <p>
            {lista === 'parceiros'
              ? 'O parceiro sai do carrossel da página inicial, do rodapé e da API; a imagem continua na biblioteca de mídia.'
              : 'O link sai da página inicial e da API.'}
          </p>
          <BotaoDeAcao csrf={csrf} intent="excluir" campos={{ versao: item.versao }} className="btn btn-outline-danger">
            Remover “{item.nome}”
          </BotaoDeAcao>
        </div>
      </section>
    </>
  );
}
