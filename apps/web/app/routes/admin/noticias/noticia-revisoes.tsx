/**
 * /admin/noticias/:id/revisoes: every save of the item (who, when), the difference between any two
 * (fields, and the body's text word by word), and "Restaurar", which saves an old revision's fields
 * as a new revision (nothing is lost: the current one stays in the list).
 */
import { Form, Link, redirect, useLoaderData } from 'react-router';
import { Type } from 'typebox';
import { CsrfField } from '../../../features/area-restrita/formularios/csrf-field';
import { FormError } from '../../../features/area-restrita/formularios/form-error';
import { readForm } from '../../../features/area-restrita/formularios/forms.server';
import { parseNoticiaId } from '../../../features/noticias/rules';
import { camposDiferentes, diferencaDoTexto } from '../../../features/redacao/diferencas';
import { historico } from '../../../features/redacao/historico';
import { requireSession } from '../../../lib/back-office.server';
import { formatDateTime } from '../../../lib/dates';
import type { Route } from './+types/noticia-revisoes';
import { ColunaDeAcoes } from '../../../components/ui/coluna-de-acoes';

export const meta: Route.MetaFunction = () => [{ title: 'Revisões da notícia | Área restrita | COSEMS/MG' }];

const RestaurarForm = Type.Object({ revisao: Type.String({ pattern: '^[1-9][0-9]{0,15}$' }) });
const revisaoId = (v: string | null) => (v && /^[1-9][0-9]{0,15}$/.test(v) ? Number(v) : null);

function idOf(params: { id?: string }): number {
  const id = parseNoticiaId(params.id);
  if (id === null) throw new Response('Notícia não encontrada', { status: 404 });
  return id;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  const id = idOf(params);
  const { redacao } = backOffice;
  const [revisoes, noticia, opcoes] = await Promise.all([redacao.revisoes(session, id), redacao.obter(session, id), redacao.opcoes()]);
  if (revisoes === null || noticia === null) throw new Response('Notícia não encontrada', { status: 404 });
  if (revisoes === 'proibido' || noticia === 'proibido') throw new Response('Você não pode abrir esta notícia.', { status: 403 });
  const url = new URL(request.url);
  // By default: the newest save against the one before it.
  const para = revisaoId(url.searchParams.get('para')) ?? revisoes[0]?.id ?? null;
  const de = revisaoId(url.searchParams.get('de')) ?? revisoes[1]?.id ?? null;
  const [a, b] = await Promise.all([
    de === null ? null : redacao.revisao(session, id, de),
    para === null ? null : redacao.revisao(session, id, para),
  ]);
  const nomes = new Map(opcoes.regioes.map((r) => [r.id, r.nome]));
  const comparacao =
    a && b && a !== 'proibido' && b !== 'proibido'
      ? {
          de: { id: a.id, em: a.em, usuario: a.usuario },
          para: { id: b.id, em: b.em, usuario: b.usuario },
          campos: camposDiferentes(a.dados, b.dados, (r) => nomes.get(r) ?? `região ${r}`),
          texto: diferencaDoTexto(a.dados.conteudo, b.dados.conteudo),
        }
      : null;
  return { id, titulo: noticia.dados.titulo, podeEditar: noticia.pode.editar, revisoes, comparacao, de, para, csrf: session.csrf };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const id = idOf(params);
  const form = await readForm(request, RestaurarForm);
  if (!form.ok) return { erro: form.erro };
  const r = await backOffice.redacao.restaurar(session, backOffice.quem, id, Number(form.data.revisao));
  if (r.tipo === 'ok') return redirect(`/admin/noticias/${id}?salvo=restaurar#estado`);
  if (r.tipo === 'proibido') throw new Response('Você não pode editar esta notícia.', { status: 403 });
  if (r.tipo === 'nao-encontrada') throw new Response('Revisão não encontrada', { status: 404 });
  return { erro: 'A revisão não pôde ser restaurada (a notícia mudou enquanto isso). Tente de novo.' };
}

export default function RevisoesNoticia({ actionData }: Route.ComponentProps) {
  const { id, titulo, podeEditar, revisoes, comparacao, de, para, csrf } = useLoaderData<typeof loader>();
  return (
    <>
      <nav aria-label="Trilha" className="mb-2">
        <Link to={`/admin/noticias/${id}`}>← {titulo || 'Notícia sem título'}</Link>
      </nav>
      <h1>Revisões</h1>
      <FormError id="revisoes-erro" message={actionData?.erro} />
      {revisoes.length === 0 ? <p>Esta notícia ainda não foi salva pela área restrita.</p> : null}
      {revisoes.length > 0 ? (
        <Form method="get" aria-label="Comparar revisões">
          <div className="table-responsive">
            <table className="table align-middle">
              <caption>
                O histórico da notícia, do mais recente ao mais antigo: mudanças de situação em destaque, salvamentos automáticos seguidos
                de uma pessoa numa linha só. Escolha duas linhas para comparar.
              </caption>
              <thead>
                <tr>
                  <th scope="col">De</th>
                  <th scope="col">Para</th>
                  <th scope="col">Quando</th>
                  <th scope="col">Quem</th>
                  <th scope="col">O que houve</th>
                  <ColunaDeAcoes />
                </tr>
              </thead>
              <tbody>
                {historico(revisoes).map(({ revisao: r, rotulo, mudouSituacao }) => (
                  <tr key={r.id} className={mudouSituacao ? 'table-info' : undefined}>
                    <td>
                      <input
                        type="radio"
                        className="form-check-input"
                        name="de"
                        value={r.id}
                        defaultChecked={r.id === de}
                        aria-label={`Comparar de: ${formatDateTime(r.em)}`}
                      />
                    </td>
                    <td>
                      <input
                        type="radio"
                        className="form-check-input"
                        name="para"
                        value={r.id}
                        defaultChecked={r.id === para}
                        aria-label={`Comparar para: ${formatDateTime(r.em)}`}
                      />
                    </td>
                    <td>{formatDateTime(r.em)}</td>
                    <td>{r.usuario ?? '—'}</td>
                    <td>{mudouSituacao ? <strong>{rotulo}</strong> : rotulo}</td>
                    <td>
                      {podeEditar ? (
                        <button
                          type="submit"
                          form="form-restaurar"
                          name="revisao"
                          value={r.id}
                          className="btn btn-outline-dark btn-sm"
                          aria-label={`Restaurar a revisão de ${formatDateTime(r.em)}`}
                        >
                          Restaurar
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button type="submit" className="btn btn-primary">
            Comparar
          </button>
        </Form>
      ) : null}
      {/* The restore buttons above post this form (a form cannot hold another; the token never goes in a GET address). */}
      <Form method="post" id="form-restaurar">
        <CsrfField token={csrf} />
      </Form>
      {comparacao ? (
        <section aria-labelledby="diferencas" className="mt-4">
          <h2 id="diferencas" className="h4">
            Diferenças: {formatDateTime(comparacao.de.em)} → {formatDateTime(comparacao.para.em)}
          </h2>
          {comparacao.campos.length === 0 ? <p>Nenhum campo mudou além do texto.</p> : null}
          {comparacao.campos.length > 0 ? (
            <table className="table">
              <caption className="visually-hidden">Campos que mudaram</caption>
              <thead>
                <tr>
                  <th scope="col">Campo</th>
                  <th scope="col">Antes</th>
                  <th scope="col">Depois</th>
                </tr>
              </thead>
              <tbody>
                {comparacao.campos.map((c) => (
                  <tr key={c.campo}>
                    <th scope="row">{c.campo}</th>
                    <td>
                      <del>{c.antes}</del>
                    </td>
                    <td>
                      <ins>{c.depois}</ins>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <h3 className="h5">Texto</h3>
          {comparacao.texto.tipo === 'ok' ? (
            comparacao.texto.trechos.length === 0 ? (
              <p>O texto não mudou.</p>
            ) : (
              <div className="cosems-diferenca border rounded p-3">
                {comparacao.texto.trechos.map((t, i) =>
                  t.tipo === 'inserido' ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff, in order, never reordered
                    <ins key={i}>{t.texto}</ins>
                  ) : t.tipo === 'removido' ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: as above
                    <del key={i}>{t.texto}</del>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: as above
                    <span key={i}>{t.texto}</span>
                  ),
                )}
              </div>
            )
          ) : (
            <div className="alert alert-warning" role="status">
              <p className="mb-1">
                {comparacao.texto.tipo === 'longo-demais'
                  ? 'Os textos destas duas revisões são longos demais para comparar palavra por palavra.'
                  : 'Os textos destas duas revisões são diferentes demais para comparar palavra por palavra.'}
              </p>
              <p className="mb-0">
                Antes: {comparacao.texto.caracteresAntes.toLocaleString('pt-BR')} caracteres; depois:{' '}
                {comparacao.texto.caracteresDepois.toLocaleString('pt-BR')} caracteres. Os campos acima foram comparados; para ver o texto
                palavra por palavra, compare revisões mais próximas uma da outra.
              </p>
            </div>
          )}
        </section>
      ) : null}
    </>
  );
}
