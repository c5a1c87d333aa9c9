/**
 * /admin/logos: the site's logos (header, banner, /api/logos/ativa). A radio list with previews
 * chooses the active one (one at a time: the database's unique partial index); a logo is added by
 * picking an image of the media library; a logo that is not the active one may be removed. For
 * editors and administrators (conteudo.editar).
 */
import { type ErroDeCampo, LogosForm } from '@cosems/contracts';
import { data, Form, Link, useActionData, useLoaderData } from 'react-router';
import { BotaoDeAcao } from '../../features/area-restrita/botao-de-acao';
import { CsrfField } from '../../features/area-restrita/csrf-field';
import { mensagemDe, ResumoDeErros } from '../../features/area-restrita/erros-de-campo';
import { readForm } from '../../features/area-restrita/forms.server';
import { forbiddenHome, requireEditorHome } from '../../features/area-restrita/home.server';
import { CampoDeImagem, PREVIA_DE_LOGO } from '../../features/area-restrita/campo-de-imagem';
import { requireSession } from '../../lib/back-office.server';
import { getImageUrl, getSizedImageUrl } from '../../lib/images';
import type { Route } from './+types/logos';

export const meta: Route.MetaFunction = () => [{ title: 'Logo do site | Conteúdo do site | Área restrita | COSEMS/MG' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  requireEditorHome(session);
  const [logos, imagens] = await Promise.all([backOffice.logos.listar(session), backOffice.logos.imagens(session)]);
  if (logos === 'proibido' || imagens === 'proibido') throw forbiddenHome();
  const usadas = new Set(logos.logos.map((l) => l.imagem));
  return { ...logos, imagens: imagens.filter((i) => !usadas.has(i.nome)), csrf: session.csrf };
}

interface Resposta {
  intent: 'ativar' | 'adicionar' | 'excluir' | null;
  erro: string | null;
  erros?: ErroDeCampo[];
  mensagem: string | null;
  imagem?: string;
}

export async function action({ context, request }: Route.ActionArgs) {
  const { backOffice, session } = requireSession(context, request);
  requireEditorHome(session);
  const form = await readForm(request, LogosForm);
  if (!form.ok) return data<Resposta>({ intent: null, erro: form.erro, mensagem: null }, { status: 400 });
  const f = form.data;
  const r =
    f.intent === 'ativar'
      ? await backOffice.logos.ativar(session, Number(f.logo), f.versao, backOffice.quem)
      : f.intent === 'adicionar'
        ? await backOffice.logos.adicionar(session, f.imagem, backOffice.quem)
        : await backOffice.logos.excluir(session, Number(f.logo), f.versao, backOffice.quem);
  if (r === 'proibido') throw forbiddenHome();
  if (r.tipo === 'recusado')
    return data<Resposta>(
      {
        intent: f.intent,
        erro: r.mensagem,
        erros: r.erros ?? [],
        mensagem: null,
        ...(f.intent === 'adicionar' ? { imagem: f.imagem } : {}),
      },
      { status: r.status },
    );
  return data<Resposta>({ intent: f.intent, erro: null, mensagem: r.mensagem });
}

export default function Logos() {
  const { logos, versao, imagens, csrf } = useLoaderData<typeof loader>();
  const resultado = useActionData<typeof action>();
  const errosAdicionar = resultado?.intent === 'adicionar' ? (resultado.erros ?? []) : [];
  const erroGeral = resultado?.erro && !errosAdicionar.length ? resultado.erro : null;
  const inativas = logos.filter((l) => !l.ativa);
  return (
    <>
      <nav aria-label="Trilha" className="mb-2">
        <Link to="/admin/conteudo">Conteúdo do site</Link>
      </nav>
      <h1>Logo do site</h1>
      <p>
        O logo ativo aparece no cabeçalho de todas as páginas e no banner da página inicial, e é o que /api/logos/ativa responde. Só um logo
        fica ativo por vez. <a href="/">Ver a página inicial</a>.
      </p>
      <div role="status">{resultado?.mensagem ? <div className="alert alert-success">{resultado.mensagem}</div> : null}</div>
      {erroGeral ? (
        <div role="alert" className="alert alert-danger">
          {erroGeral}
        </div>
      ) : null}

      {logos.length === 0 ? (
        <p>Nenhum logo ainda: inclua um abaixo.</p>
      ) : (
        <Form method="post" className="cosems-admin-estreito" key={versao}>
          <CsrfField token={csrf} />
          <input type="hidden" name="intent" value="ativar" />
          <input type="hidden" name="versao" value={versao} />
          <fieldset>
            <legend className="h5">Logo ativo</legend>
            {logos.map((l) => (
              <div className="form-check mb-3 d-flex align-items-center gap-3" key={l.id}>
                <input
                  className="form-check-input"
                  type="radio"
                  name="logo"
                  id={`logo-${l.id}`}
                  value={l.id}
                  defaultChecked={l.ativa}
                  required
                />
                <label className="form-check-label d-flex align-items-center gap-3" htmlFor={`logo-${l.id}`}>
                  <img
                    src={getSizedImageUrl(getImageUrl('', l.imagem), 160)}
                    alt=""
                    width={160}
                    height={60}
                    className="img-thumbnail cosems-logo-previa"
                  />
                  <span className="text-break">
                    {l.alt || l.imagem}
                    {l.ativa ? <strong> (ativo agora)</strong> : null}
                  </span>
                </label>
              </div>
            ))}
          </fieldset>
          <button type="submit" className="btn btn-primary">
            Usar o logo escolhido
          </button>
        </Form>
      )}

      {inativas.length > 0 ? (
        <section className="mt-4 cosems-admin-estreito" aria-labelledby="remover-titulo">
          <h2 id="remover-titulo" className="h5">
            Remover um logo
          </h2>
          <p>O logo ativo não pode ser removido. A imagem continua na biblioteca de mídia.</p>
          <ul className="list-unstyled">
            {inativas.map((l) => (
              <li key={l.id} className="mb-2">
                <BotaoDeAcao
                  csrf={csrf}
                  intent="excluir"
                  campos={{ versao, logo: String(l.id) }}
                  className="btn btn-sm btn-outline-danger text-break"
                >
                  Remover o logo {l.alt || l.imagem}
                </BotaoDeAcao>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <Form method="post" className="card mt-4 cosems-admin-estreito" aria-labelledby="novo-logo-titulo" noValidate key={`novo-${versao}`}>
        <div className="card-body">
          <h2 id="novo-logo-titulo" className="h5 card-title">
            Incluir um logo
          </h2>
          <ResumoDeErros id="novo-logo-resumo" erros={errosAdicionar} />
          <CsrfField token={csrf} />
          <input type="hidden" name="intent" value="adicionar" />
          <CampoDeImagem
            nome="imagem"
            rotulo="Imagem (da biblioteca de mídia)"
            imagens={imagens}
            valor={resultado?.imagem ?? ''}
            erro={mensagemDe(errosAdicionar, 'imagem')}
            previa={PREVIA_DE_LOGO}
          />
          <p className="form-text">O logo entra na lista acima; escolha-o como ativo para mostrá-lo no site.</p>
          <button type="submit" className="btn btn-primary">
            Incluir logo
          </button>
        </div>
      </Form>
    </>
  );
}
