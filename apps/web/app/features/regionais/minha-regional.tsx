/**
 * "Qual é a minha regional?" (issue 30, item 4): a GET form on /secretarios that answers, for the
 * municipality typed, its regional council with the president's and the supporters' contacts and a
 * link to the council's page. Served without React (the page's script, sem-hidratacao/sugestoes-de-municipio.ts,
 * fills the <datalist> with the IBGE list's names as one types): the form is the whole of it.
 */
import type { Pessoa } from '@cosems/contracts';
import { Link } from 'react-router';
import { ApoiadoresDaRegional, PresidenteDaRegional } from './contatos';
import {
  CAMPO_MINHA_REGIONAL,
  type EscolhaDoMunicipio,
  getMinhaRegionalUrl,
  PARAMETRO_MUNICIPIO,
  SUGESTOES_MINHA_REGIONAL,
} from './escolha-do-municipio';
import { getRegiaoUrl } from './regiao';

/** The regional council of the municipality found: who to call. */
export interface RegionalDoMunicipio {
  id: number;
  nome: string;
  presidente: Pessoa | null;
  apoiadores: Pessoa[];
}

export interface RespostaMinhaRegional {
  texto: string;
  escolha: EscolhaDoMunicipio;
  regional: RegionalDoMunicipio | null;
}

export function MinhaRegional({ resposta, publicApiUrl }: { resposta: RespostaMinhaRegional | null; publicApiUrl: string }) {
  return (
    <section id="minha-regional" aria-labelledby="minha-regional-titulo" className="mb-4 p-3 border rounded">
      <h2 id="minha-regional-titulo" className="h4">
        Qual é a minha regional?
      </h2>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role=search is the landmark screen readers know; <search> is newer. */}
      <form method="get" action="/secretarios" role="search" aria-label="Qual é a minha regional?">
        <label htmlFor={CAMPO_MINHA_REGIONAL} className="form-label">
          Seu município
        </label>
        <div className="input-group" style={{ maxWidth: '32rem' }}>
          <input
            id={CAMPO_MINHA_REGIONAL}
            name={PARAMETRO_MUNICIPIO}
            className="form-control"
            list={SUGESTOES_MINHA_REGIONAL}
            autoComplete="off"
            maxLength={200}
            required
            aria-describedby="minha-regional-ajuda"
            defaultValue={resposta?.texto ?? ''}
            // Where the page's script asks for suggestions (sem-hidratacao/sugestoes-de-municipio.ts).
            data-api={publicApiUrl}
          />
          <button type="submit" className="btn btn-primary">
            Encontrar
          </button>
        </div>
        <p id="minha-regional-ajuda" className="form-text">
          O nome, com ou sem acentos, ou o código IBGE.
        </p>
        <datalist id={SUGESTOES_MINHA_REGIONAL} />
      </form>
      {resposta ? <Resposta resposta={resposta} /> : null}
    </section>
  );
}

function Resposta({ resposta: { texto, escolha, regional } }: { resposta: RespostaMinhaRegional }) {
  if (escolha.tipo === 'nenhum') {
    return (
      <p className="mb-0 text-break">Nenhum município de Minas Gerais encontrado para “{texto}”. Confira o nome ou digite o código IBGE.</p>
    );
  }
  if (escolha.tipo === 'varios') {
    return (
      <>
        <p className="text-break">
          {escolha.municipios.length} municípios encontrados para “{texto}”. Escolha o seu:
        </p>
        <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-1 ps-3 mb-0">
          {escolha.municipios.map((m) => (
            <li key={m.ibge} className="col">
              <Link to={getMinhaRegionalUrl(m.nome)}>{m.nome}</Link>
            </li>
          ))}
        </ul>
      </>
    );
  }
  const { municipio } = escolha;
  if (!regional) {
    return (
      <p className="mb-0">{municipio.nome} ainda não está em nenhuma regional no site. Fale com o COSEMS/MG pelos contatos no rodapé.</p>
    );
  }
  return (
    <>
      <p className="fs-5">
        <strong>{municipio.nome}</strong> é da regional <Link to={getRegiaoUrl(regional.id)}>{regional.nome}</Link>.
      </p>
      <div className="row g-3">
        <div className="col-12 col-lg-4">
          <h3 className="h6">Presidente</h3>
          <PresidenteDaRegional presidente={regional.presidente} />
        </div>
        <div className="col-12 col-lg-8">
          <h3 className="h6">Apoiadores</h3>
          <ApoiadoresDaRegional apoiadores={regional.apoiadores} />
        </div>
      </div>
      <p className="mt-3 mb-0">
        <Link to={getRegiaoUrl(regional.id)}>Ver a página da regional {regional.nome}: notícias e todos os municípios</Link>
      </p>
    </>
  );
}
