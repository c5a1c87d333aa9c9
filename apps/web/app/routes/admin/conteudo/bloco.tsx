/**
 * /admin/blocos/{chave}: one of the site's blocks (@cosems/contracts blocos.ts) — the home page's
 * quick links, video or debt-agreement block, the footer, the institutional texts, or the menus'
 * external addresses — for
 * editors and administrators (conteudo.editar). One form, saved whole by the content registry's
 * pipeline (type `blocos`: rights, the form read by lerBloco, the version, audit and notice; a
 * refusal of rights is the 403 of lib/back-office.server.ts); refused (and kept on the screen) when
 * someone else saved the block since the page was opened. Works without JavaScript.
 */
import { BlocoForm, CHAVES_BLOCOS, type ChaveBloco, type ErroDeCampo, idDoBloco, NOME_DO_BLOCO } from '@cosems/contracts';
import { data, Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { avisoDoBlocoSalvo, CamposDoBloco } from '../../../features/area-restrita/conteudo/bloco-campos';
import { CsrfField } from '../../../features/area-restrita/formularios/csrf-field';
import { ResumoDeErros } from '../../../features/area-restrita/formularios/erros-de-campo';
import { FormError } from '../../../features/area-restrita/formularios/form-error';
import { readForm } from '../../../features/area-restrita/formularios/forms.server';
import { requireSession } from '../../../lib/back-office.server';
import { formatDateTime } from '../../../lib/dates';
import type { Route } from './+types/bloco';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? NOME_DO_BLOCO[data.bloco.chave] : 'Bloco'} | Conteúdo do site | Área restrita | COSEMS/MG` },
];

/** Where a visitor sees each block. */
const ONDE_APARECE: Record<ChaveBloco, { url: string; nome: string }> = {
  'acesso-rapido': { url: '/', nome: 'a página inicial' },
  video: { url: '/', nome: 'a página inicial' },
  'acordo-divida': { url: '/', nome: 'a página inicial' },
  rodape: { url: '/', nome: 'o rodapé de qualquer página' },
  missao: { url: '/missao-valores', nome: 'Missão, Visão e Valores' },
  institucional: { url: '/institucional', nome: 'Institucional' },
  estatuto: { url: '/estatuto', nome: 'Estatuto' },
  enderecos: { url: '/', nome: 'o menu de qualquer página, o Espaço Jurídico e o rodapé' },
  'agenda-inicial': { url: '/', nome: 'a página inicial' },
};

const naoEncontrado = () => new Response('Bloco não encontrado.', { status: 404 });

function chaveDe(param: string | undefined): ChaveBloco {
  if (!param || !(CHAVES_BLOCOS as readonly string[]).includes(param)) throw naoEncontrado();
  return param as ChaveBloco;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  // The statute's topics are edited beside its PDF.
  if (params.chave === 'estatuto') throw redirect('/admin/estatuto');
  const bloco = await backOffice.conteudo.obter(session, 'blocos', null, idDoBloco(chaveDe(params.chave)));
  if (!bloco) throw naoEncontrado();
  return { bloco, csrf: session.csrf };
}

type Resposta = { mensagem: string | null; erro: string | null; erros: ErroDeCampo[] | null; campos: Record<string, string> | null };

export async function action({ context, request, params }: Route.ActionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const chave = chaveDe(params.chave);
  const form = await readForm(request, BlocoForm);
  if (!form.ok) return data({ mensagem: null, erro: form.erro, erros: null, campos: null } satisfies Resposta, { status: 400 });
  const campos = form.data as Record<string, string>;
  const r = await backOffice.conteudo.salvar(session, 'blocos', null, idDoBloco(chave), campos, null, backOffice.quem);
  if (r.tipo === 'ok') return { mensagem: avisoDoBlocoSalvo(r.semMudanca), erro: null, erros: null, campos: null } satisfies Resposta;
  if (r.status === 404) throw naoEncontrado();
  const erros = r.erros ?? null;
  return data({ mensagem: null, erro: erros ? null : r.mensagem, erros, campos } satisfies Resposta, { status: r.status });
}

export default function Bloco() {
  const { bloco, csrf } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const onde = ONDE_APARECE[bloco.chave];
  return (
    <>
      <p>
        <Link to="/admin/conteudo">Voltar para o conteúdo do site</Link>
      </p>
      <h1>{NOME_DO_BLOCO[bloco.chave]}</h1>
      <p>
        Aparece em <a href={onde.url}>{onde.nome}</a>.{' '}
        {bloco.atualizadoEm
          ? `Última alteração: ${formatDateTime(bloco.atualizadoEm)}${bloco.atualizadoPor ? `, por ${bloco.atualizadoPor}` : ''}.`
          : 'Ainda com o texto inicial do site.'}
      </p>
      {result?.mensagem ? (
        <div role="status" className="alert alert-success">
          {result.mensagem}
        </div>
      ) : null}
      <FormError id="bloco-erro" message={result?.erro} />
      <ResumoDeErros erros={result?.erros} />
      {/* Remounted after each save (the version changes), so the fields show what was stored. */}
      <Form method="post" noValidate key={bloco.versao}>
        <CsrfField token={csrf} />
        <input type="hidden" name="versao" value={bloco.versao} />
        <CamposDoBloco chave={bloco.chave} dados={bloco.dados} campos={result?.campos ?? null} erros={result?.erros} />
        <button type="submit" className="btn btn-primary">
          Salvar
        </button>
      </Form>
    </>
  );
}
