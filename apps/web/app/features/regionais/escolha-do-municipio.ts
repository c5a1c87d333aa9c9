/**
 * "Qual é a minha regional?" on /secretarios (issue 30, item 4): a municipality typed by a visitor
 * (`?municipio=`, no case or accents) leads to its regional council; on a council's page, the same
 * field narrows its list of municipalities. The rules of both.
 */
import { type MunicipioEncontrado, MUNICIPIO_BUSCA_MAX, normalizarNomeMunicipio } from '@cosems/contracts';

/** The query parameter of the form (a GET form: it works without JavaScript). */
export const PARAMETRO_MUNICIPIO = 'municipio';

/** What the visitor typed, as the search reads it: trimmed, and never longer than the API accepts. */
export function textoDoMunicipio(valor: string | null): string {
  return (valor ?? '').trim().slice(0, MUNICIPIO_BUSCA_MAX);
}

export type EscolhaDoMunicipio =
  | { tipo: 'nenhum' }
  | { tipo: 'achado'; municipio: MunicipioEncontrado }
  | { tipo: 'varios'; municipios: MunicipioEncontrado[] };

/**
 * The one municipality the text names: the found one whose name (or IBGE code) is the text, or the
 * only one found; several found without one named exactly, the visitor chooses among them.
 */
export function escolherMunicipio(texto: string, achados: readonly MunicipioEncontrado[]): EscolhaDoMunicipio {
  const alvo = normalizarNomeMunicipio(texto);
  const exato = achados.find((m) => normalizarNomeMunicipio(m.nome) === alvo || String(m.ibge) === alvo);
  if (exato) return { tipo: 'achado', municipio: exato };
  const [unico] = achados;
  if (unico && achados.length === 1) return { tipo: 'achado', municipio: unico };
  return achados.length ? { tipo: 'varios', municipios: [...achados] } : { tipo: 'nenhum' };
}

/** The address of the answer for one municipality (the choices among several link to it). */
export function getMinhaRegionalUrl(nome: string): string {
  return `/secretarios?${PARAMETRO_MUNICIPIO}=${encodeURIComponent(nome)}#minha-regional`;
}

/** Whether a council's municipality is shown for what was typed in its page's field: its name contains the text (none: all). */
export function municipioCombina(nome: string, texto: string): boolean {
  const alvo = normalizarNomeMunicipio(texto);
  return !alvo || normalizarNomeMunicipio(nome).includes(alvo);
}

/** What the council's page says of its list: how many municipalities, and how many the text leaves. */
export function contagemDosMunicipios(visiveis: number, total: number, texto: string): string {
  const municipios = (n: number) => (n === 1 ? '1 município' : `${n} municípios`);
  return texto.trim() ? `${visiveis} de ${municipios(total)} com “${texto.trim()}”.` : `${municipios(total)}.`;
}

/** The ids by which the council page's script (sem-hidratacao/regional.ts) finds the field, the count and the list. */
export const CAMPO_MUNICIPIO_DA_REGIONAL = 'municipio-da-regional';
export const CONTAGEM_MUNICIPIOS_DA_REGIONAL = 'municipios-da-regional-contagem';
export const LISTA_MUNICIPIOS_DA_REGIONAL = 'municipios-da-regional';

/** The ids of the field of "Qual é a minha regional?" and of its suggestions (sem-hidratacao/sugestoes-de-municipio.ts). */
export const CAMPO_MINHA_REGIONAL = 'minha-regional-municipio';
export const SUGESTOES_MINHA_REGIONAL = 'minha-regional-sugestoes';
/** Suggestions are asked this long after the last key. */
export const ESPERA_DAS_SUGESTOES_MS = 250;
