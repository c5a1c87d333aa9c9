/**
 * /admin/regionais/{id}: one regional council, for editors and administrators (conteudo.editar).
 * "Dados da regional": its name, president and supporters (a blank line adds one; "Remover" takes
 * one out), saved together and refused if someone else saved the council since the page was opened.
 * "Municípios": the ones it lists, each with "Retirar", and a search of the official IBGE list by
 * name or code whose results add the municipality here, or move it here from another council.
 * Everything works without JavaScript. The councils are a content type of the registry
 * (ConteudoPort, `regionais`): its pipeline checks the rights, the form, the version, and writes the
 * audit entry and the notice; the municipalities are its `municipios` hook.
 */
import {
  type ErroDeCampo,
  type PessoaRegionalDados,
  RegionalForm,
  type RegionalEditavel,
  type ResultadoDocumento,
} from '@cosems/contracts';
import { data, Form, Link, useActionData, useLoaderData } from 'react-router';
import { BotaoDeAcao } from '../../../features/area-restrita/formularios/botao-de-acao';
import { CsrfField } from '../../../features/area-restrita/formularios/csrf-field';
import { atributosDoCampo, MensagemDoCampo, ResumoDeErros } from '../../../features/area-restrita/formularios/erros-de-campo';
import { FormError } from '../../../features/area-restrita/formularios/form-error';
import { MunicipioDaRegionalForm, readForm } from '../../../features/area-restrita/formularios/forms.server';
import { PessoaCampos } from '../../../features/area-restrita/conteudo/pessoa-campos';
import { requireSession } from '../../../lib/back-office.server';
import type { Route } from './+types/regional';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.regional.nome ?? 'Regional'} | Regionais | Área restrita | COSEMS/MG` },
];

const naoEncontrada = () => new Response('Regional não encontrada.', { status: 404 });

function idDe(param: string | undefined): number {
  if (!param || !/^[1-9][0-9]{0,8}$/.test(param)) throw naoEncontrada();
  return Number(param);
}

const SALVA = 'Regional salva. O site e a API já mostram a mudança.';

/** The search typed in "Buscar município" (?municipio=), bounded. */
const BUSCA_MAX = 100;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  const id = idDe(params.id);
  const regional = await backOffice.conteudo.obter(session, 'regionais', null, id);
  if (!regional) throw naoEncontrada();
  const busca = (new URL(request.url).searchParams.get('municipio') ?? '').slice(0, BUSCA_MAX);
  const encontrados = busca.trim() ? await backOffice.conteudo.buscarMunicipios(session, 'regionais', busca) : null;
  return { regional, csrf: session.csrf, busca, encontrados };
}

type Resposta =
  | { mensagem: string; erro: null; erros: null; campos: null }
  | { mensagem: null; erro: string | null; erros: ErroDeCampo[] | null; campos: Record<string, string> | null };

function resposta(r: ResultadoDocumento, mensagem: string, campos: Record<string, string> | null = null) {
  if (r.tipo === 'ok') return { mensagem: r.mensagem ?? mensagem, erro: null, erros: null, campos: null } satisfies Resposta;
  if (r.status === 404) throw naoEncontrada();
  if (r.erros) return data({ mensagem: null, erro: null, erros: r.erros, campos } satisfies Resposta, { status: 400 });
  return data({ mensagem: null, erro: r.mensagem, erros: null, campos } satisfies Resposta, { status: r.status });
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const id = idDe(params.id);
  const { conteudo, quem } = backOffice;
  const intent = (
    await request
      .clone()
      .formData()
      .catch(() => null)
  )?.get('intent');
  if (intent === 'salvar') {
    const form = await readForm(request, RegionalForm);
    if (!form.ok) return data({ mensagem: null, erro: form.erro, erros: null, campos: null } satisfies Resposta, { status: 400 });
    const campos = form.data as Record<string, string>;
    return resposta(await conteudo.salvar(session, 'regionais', null, id, campos, null, quem), SALVA, campos);
  }
  const form = await readForm(request, MunicipioDaRegionalForm);
  if (!form.ok) return data({ mensagem: null, erro: form.erro, erros: null, campos: null } satisfies Resposta, { status: 400 });
  const mudanca = form.data.intent === 'incluir' ? { incluir: Number(form.data.ibge) } : { retirar: Number(form.data.municipio) };
  return resposta(await conteudo.mudarMunicipio(session, 'regionais', id, mudanca, quem), '');
}

/** The form's people: as typed when a save was refused, else as stored, plus one blank supporter line. */
function pessoasDoFormulario(regional: RegionalEditavel, campos: Record<string, string> | null) {
  const de = (prefixo: string): PessoaRegionalDados => ({
    nome: campos?.[`${prefixo}-nome`] ?? '',
    telefone: campos?.[`${prefixo}-telefone`] ?? '',
    email: campos?.[`${prefixo}-email`] ?? '',
  });
  if (!campos) return { presidente: regional.presidente, apoiadores: [...regional.apoiadores, null] };
  const linhas = new Set(Object.keys(campos).flatMap((k) => /^apoiador-(\d+)-/.exec(k)?.[1] ?? []));
  return {
    presidente: de('presidente'),
    apoiadores: [...linhas].sort((a, b) => Number(a) - Number(b)).map((i) => de(`apoiador-${i}`)),
  };
}

export default function Regional() {
  const { regional, csrf, busca, encontrados } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const campos = result?.campos ?? null;
  const erros = result?.erros ?? null;
  const { presidente, apoiadores } = pessoasDoFormulario(regional, campos);
  const nomeAtributos = atributosDoCampo(erros, 'nome');
  return (
    <>
      <p>
        <Link to="/admin/regionais">Voltar para as regionais</Link>
      </p>
      <h1>Regional {regional.nome}</h1>
      <p>
        <a href={`/CosemsRegional/${regional.id}`}>Ver a página pública desta regional</a>
      </p>
      {result?.mensagem ? (
        <div role="status" className="alert alert-success">
          {result.mensagem}
        </div>
      ) : null}
      <FormError id="regional-erro" message={result?.erro} />

      <section aria-labelledby="titulo-dados" className="mb-5">
        <h2 id="titulo-dados" className="h4">
          Dados da regional
        </h2>
        <ResumoDeErros erros={erros} />
        {/* Remounted after each save (the version changes), so the fields show what was stored. */}
        <Form method="post" noValidate key={regional.versao}>
          <CsrfField token={csrf} />
          <input type="hidden" name="intent" value="salvar" />
          <input type="hidden" name="versao" value={regional.versao} />
          <div className="mb-3 col-md-6">
            <label htmlFor="nome" className="form-label">
              Nome da regional
            </label>
            <input type="text" maxLength={120} required defaultValue={campos?.nome ?? regional.nome} {...nomeAtributos} />
            <MensagemDoCampo erros={erros} campo="nome" />
          </div>
          <PessoaCampos prefixo="presidente" legenda="Presidente" valores={presidente} erros={erros} />
          <h3 className="h5">Apoiadores</h3>
          <p className="form-text mt-0">
            Para incluir um apoiador, preencha a linha em branco e salve; uma nova linha em branco aparece para o próximo.
          </p>
          {apoiadores.map((p, i) => {
            const prefixo = `apoiador-${i}`;
            const novo = p === null || (campos !== null && i === apoiadores.length - 1 && !p.nome && !p.telefone && !p.email);
            return (
              <PessoaCampos
                // biome-ignore lint/suspicious/noArrayIndexKey: the line's number is its field names' number
                key={i}
                prefixo={prefixo}
                legenda={novo ? 'Novo apoiador' : `Apoiador ${i + 1}`}
                valores={p}
                erros={erros}
              >
                {novo ? null : (
                  <div className="form-check mt-2">
                    <input className="form-check-input" type="checkbox" id={`${prefixo}-remover`} name={`${prefixo}-remover`} value="sim" />
                    <label className="form-check-label" htmlFor={`${prefixo}-remover`}>
                      Remover este apoiador ao salvar
                    </label>
                  </div>
                )}
              </PessoaCampos>
            );
          })}
          <button type="submit" className="btn btn-primary">
            Salvar a regional
          </button>
        </Form>
      </section>

      <section aria-labelledby="titulo-municipios" className="mb-4">
        <h2 id="titulo-municipios" className="h4">
          Municípios ({regional.municipios.length})
        </h2>
        {regional.municipios.length ? (
          <div className="table-responsive">
            <table className="table table-sm align-middle">
              <caption className="visually-hidden">Municípios da regional {regional.nome}</caption>
              <thead>
                <tr>
                  <th scope="col">Município</th>
                  <th scope="col">Código IBGE</th>
                  <th scope="col">
                    <span className="visually-hidden">Ação</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {regional.municipios.map((m) => (
                  <tr key={m.id}>
                    <th scope="row" className="fw-normal">
                      {m.nome}
                    </th>
                    <td>{m.ibge ?? 'não encontrado na lista do IBGE'}</td>
                    <td className="text-end">
                      <BotaoDeAcao
                        csrf={csrf}
                        intent="retirar"
                        campos={{ municipio: String(m.id) }}
                        className="btn btn-outline-danger btn-sm"
                      >
                        Retirar <span className="visually-hidden">{m.nome}</span>
                      </BotaoDeAcao>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p>Nenhum município nesta regional.</p>
        )}

        <h3 className="h5 mt-4">Incluir um município</h3>
        <Form method="get" role="search" aria-label="Buscar município" className="row g-2 align-items-end mb-3">
          <div className="col-12 col-md-6">
            <label htmlFor="municipio" className="form-label">
              Município (nome ou código IBGE)
            </label>
            <input id="municipio" name="municipio" type="search" className="form-control" maxLength={BUSCA_MAX} defaultValue={busca} />
          </div>
          <div className="col-auto">
            <button type="submit" className="btn btn-outline-primary">
              Buscar
            </button>
          </div>
        </Form>
        {encontrados ? (
          encontrados.length ? (
            <div className="table-responsive">
              <table className="table table-sm align-middle">
                <caption>
                  {encontrados.length === 1 ? '1 município encontrado' : `${encontrados.length} municípios encontrados`} para “{busca}”
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Município</th>
                    <th scope="col">Código IBGE</th>
                    <th scope="col">Regional atual</th>
                    <th scope="col">
                      <span className="visually-hidden">Ação</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {encontrados.map((m) => (
                    <tr key={m.ibge}>
                      <th scope="row" className="fw-normal">
                        {m.nome}
                      </th>
                      <td>{m.ibge}</td>
                      <td>{m.regional?.nome ?? <span className="text-body-secondary">Nenhuma</span>}</td>
                      <td className="text-end">
                        {m.regional?.id === regional.id ? (
                          <span className="text-body-secondary">Já é desta regional</span>
                        ) : (
                          <BotaoDeAcao csrf={csrf} intent="incluir" campos={{ ibge: String(m.ibge) }} className="btn btn-primary btn-sm">
                            {m.regional ? 'Mover para esta regional' : 'Incluir'} <span className="visually-hidden">{m.nome}</span>
                          </BotaoDeAcao>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p role="status">Nenhum município de Minas Gerais encontrado para “{busca}”.</p>
          )
        ) : null}
      </section>
    </>
  );
}
