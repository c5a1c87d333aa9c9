/**
 * /admin/estatuto: the statute — a new version of its PDF (checked to open, its page count read;
 * replaces /arquivo/estatuto.pdf and the page count at once) and the topics menu (title, page and
 * position of each). Warns when a topic points past the last page and when a new file's page count
 * differs from the previous one's. For editors and administrators (conteudo.editar); both forms
 * work without JavaScript. The file is the content registry's type 'estatuto', the topics its type
 * 'blocos' (the block 'estatuto'): ConteudoPort, its refusal of rights the 403 of lib/back-office.server.ts.
 */
import { AVISO_DADOS_DO_PDF, type DadosDoPdf, ESTATUTO_ID, type ErroDeCampo, idDoBloco, MIDIA_MAX_BYTES } from '@cosems/contracts';
import { data, Form, Link, useActionData, useLoaderData } from 'react-router';
import { avisoDoBlocoSalvo, CamposDoBloco } from '../../../features/area-restrita/conteudo/bloco-campos';
import { CsrfField } from '../../../features/area-restrita/formularios/csrf-field';
import { atributosDoCampo, MensagemDoCampo, ResumoDeErros } from '../../../features/area-restrita/formularios/erros-de-campo';
import { readMidiaForm } from '../../../features/area-restrita/midia/midia-forms.server';
import { requireSession } from '../../../lib/back-office.server';
import { formatDateTime } from '../../../lib/dates';
import type { Route } from './+types/estatuto';

export const meta: Route.MetaFunction = () => [{ title: 'Estatuto | Conteúdo do site | Área restrita | COSEMS/MG' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  const estatuto = await backOffice.conteudo.obter(session, 'estatuto', null, ESTATUTO_ID);
  if (!estatuto) throw data('Não encontrado.', { status: 404 });
  return { estatuto, csrf: session.csrf };
}

interface Resposta {
  form: 'enviar' | 'topicos' | null;
  mensagem: string | null;
  erro: string | null;
  erros: ErroDeCampo[] | null;
  /** Warnings of this save (a new file's page count that changed). */
  avisos: string[];
  /** The metadata the new file carried, and what became of it. */
  metadados: string[];
  dados: DadosDoPdf | null;
  campos: Record<string, string> | null;
}

const vazia: Resposta = { form: null, mensagem: null, erro: null, erros: null, avisos: [], metadados: [], dados: null, campos: null };

export async function action({ context, request }: Route.ActionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const form = await readMidiaForm(request);
  if (!form.ok) return data<Resposta>({ ...vazia, erro: form.erro }, { status: 400 });
  const { campos } = form;
  if (campos.intent === 'enviar') {
    if (!form.arquivo) {
      const erros = [{ campo: 'arquivo', mensagem: 'Arquivo: escolha o PDF do estatuto.' }];
      return data<Resposta>({ ...vazia, form: 'enviar', erros }, { status: 400 });
    }
    // The content registry's save: rights, the form's schema, the version, the PDF read once, audit and notice.
    const r = await backOffice.conteudo.salvar(session, 'estatuto', null, ESTATUTO_ID, campos, form.arquivo, backOffice.quem);
    if (r.tipo === 'recusado') {
      if (r.campo !== 'arquivo') return data<Resposta>({ ...vazia, form: 'enviar', erro: r.mensagem }, { status: r.status });
      return data<Resposta>(
        { ...vazia, form: 'enviar', erros: [{ campo: 'arquivo', mensagem: `Arquivo: ${r.mensagem}` }] },
        { status: r.status },
      );
    }
    const paginas = r.pdf?.paginas ?? 0;
    const mensagem = `Estatuto novo publicado (${paginas} ${paginas === 1 ? 'página' : 'páginas'}). O site já mostra o arquivo novo.`;
    return {
      ...vazia,
      form: 'enviar',
      mensagem,
      avisos: r.avisos ?? [],
      metadados: r.pdf?.metadados ?? [],
      dados: r.pdf?.dados ?? null,
    } satisfies Resposta;
  }
  const { intent: _, ...resto } = campos;
  if (campos.intent !== 'topicos')
    return data<Resposta>({ ...vazia, erro: 'Formulário inválido: confira os campos e envie de novo.' }, { status: 400 });
  // The topics are the block 'estatuto' of the content registry: its form read by lerBloco, the page count kept the file's.
  const r = await backOffice.conteudo.salvar(session, 'blocos', null, idDoBloco('estatuto'), resto, null, backOffice.quem);
  if (r.tipo === 'ok') return { ...vazia, form: 'topicos', mensagem: avisoDoBlocoSalvo(r.semMudanca) } satisfies Resposta;
  const erros = r.erros ?? null;
  return data<Resposta>({ ...vazia, form: 'topicos', erro: erros ? null : r.mensagem, erros, campos: resto }, { status: r.status });
}

export default function Estatuto() {
  const { estatuto, csrf } = useLoaderData<typeof loader>();
  const resposta = useActionData<typeof action>();
  const { bloco, arquivo } = estatuto;
  const avisos = [...new Set([...(resposta?.avisos ?? []), ...estatuto.avisos])];
  const errosEnvio = resposta?.form === 'enviar' ? resposta.erros : null;
  const errosTopicos = resposta?.form === 'topicos' ? resposta.erros : null;
  const limiteMb = MIDIA_MAX_BYTES / (1024 * 1024);
  return (
    <>
      <nav aria-label="Trilha" className="mb-2">
        <Link to="/admin/conteudo">Conteúdo do site</Link>
      </nav>
      <h1>Estatuto</h1>
      <p>
        O PDF que a página <a href="/estatuto">Estatuto</a> mostra e que a página Institucional oferece para baixar, e o menu de tópicos ao
        lado dele.{' '}
        {bloco.atualizadoEm
          ? `Última alteração: ${formatDateTime(bloco.atualizadoEm)}${bloco.atualizadoPor ? `, por ${bloco.atualizadoPor}` : ''}.`
          : ''}
      </p>
      <div role="status">{resposta?.mensagem ? <div className="alert alert-success mb-3">{resposta.mensagem}</div> : null}</div>
      {resposta?.erro ? (
        <div role="alert" className="alert alert-danger">
          {resposta.erro}
        </div>
      ) : null}
      {avisos.length ? (
        <section className="alert alert-warning" aria-labelledby="avisos-titulo">
          <h2 id="avisos-titulo" className="h6">
            Confira os tópicos
          </h2>
          <ul className="mb-0">
            {avisos.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {resposta?.metadados.length && resposta.dados ? (
        <div className="alert alert-info">
          {AVISO_DADOS_DO_PDF[resposta.dados]} ({resposta.metadados.join('; ')})
        </div>
      ) : null}

      <section aria-labelledby="arquivo-titulo" className="card mb-4 cosems-admin-estreito">
        <div className="card-body">
          <h2 id="arquivo-titulo" className="h5 card-title">
            Arquivo do estatuto
          </h2>
          <p>
            {arquivo ? (
              <>
                <a href="/arquivo/estatuto.pdf">estatuto.pdf</a>: {bloco.dados.paginas} {bloco.dados.paginas === 1 ? 'página' : 'páginas'},{' '}
                {(arquivo.tamanho / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 0 })} KB, enviado em{' '}
                {formatDateTime(arquivo.atualizadoEm)}.
              </>
            ) : (
              'Nenhum arquivo ainda.'
            )}
          </p>
          <ResumoDeErros erros={errosEnvio} />
          <Form method="post" encType="multipart/form-data" noValidate>
            <CsrfField token={csrf} />
            <input type="hidden" name="intent" value="enviar" />
            <input type="hidden" name="versao" value={bloco.versao} />
            <div className="mb-3">
              <label htmlFor="arquivo" className="form-label">
                Nova versão do estatuto (PDF)
              </label>
              <input {...atributosDoCampo(errosEnvio, 'arquivo', 'arquivo-dica')} type="file" accept="application/pdf,.pdf" required />
              <div id="arquivo-dica" className="form-text">
                Até {limiteMb} MB. O conteúdo é conferido: o PDF precisa abrir, inteiro e sem senha. Substitui o arquivo atual no mesmo
                endereço; o número de páginas é lido do arquivo.
              </div>
              <MensagemDoCampo erros={errosEnvio} campo="arquivo" />
            </div>
            <button type="submit" className="btn btn-primary">
              Enviar nova versão
            </button>
          </Form>
        </div>
      </section>

      <section aria-labelledby="topicos-titulo">
        <h2 id="topicos-titulo" className="h4">
          Tópicos
        </h2>
        <p>
          O menu ao lado do PDF: cada tópico abre o estatuto na sua página (de 1 a {bloco.dados.paginas}). Deixe o título e a página em
          branco no “Novo tópico” para não incluir nenhum; a posição ordena o menu.
        </p>
        <ResumoDeErros erros={errosTopicos} />
        <Form method="post" noValidate key={bloco.versao}>
          <CsrfField token={csrf} />
          <input type="hidden" name="intent" value="topicos" />
          <input type="hidden" name="versao" value={bloco.versao} />
          <CamposDoBloco
            chave="estatuto"
            dados={bloco.dados}
            campos={resposta?.form === 'topicos' ? resposta.campos : null}
            erros={errosTopicos}
          />
          <button type="submit" className="btn btn-primary">
            Salvar os tópicos
          </button>
        </Form>
      </section>
    </>
  );
}
