/**
 * The official list of Minas Gerais' municipalities (IBGE), for the back office's search and for
 * filling the IBGE code of municipalities that a content bundle names without it. The list itself
 * is generated (municipios-mg.ts); the rules to read it live here.
 */
import { normalizarNomeMunicipio } from '@cosems/contracts';
import { MUNICIPIOS_MG_IBGE } from './municipios-mg.ts';

export { normalizarNomeMunicipio };

export interface MunicipioMg {
  /** The 7-digit IBGE code (31xxxxx). */
  ibge: number;
  nome: string;
}

export const MUNICIPIOS_MG: readonly MunicipioMg[] = MUNICIPIOS_MG_IBGE.map(([ibge, nome]) => ({ ibge, nome }));

const porCodigo = new Map(MUNICIPIOS_MG.map((m) => [m.ibge, m]));
const porNome = new Map(MUNICIPIOS_MG.map((m) => [normalizarNomeMunicipio(m.nome), m]));
const normalizados = MUNICIPIOS_MG.map((m) => ({ m, n: normalizarNomeMunicipio(m.nome) }));

export function municipioMgPorCodigo(ibge: number): MunicipioMg | undefined {
  return porCodigo.get(ibge);
}

/** The municipality whose name is `nome`, however it is accented or capitalised. */
export function municipioMgPorNome(nome: string): MunicipioMg | undefined {
  return porNome.get(normalizarNomeMunicipio(nome));
}

/**
 * The IBGE check digit of a 6-digit municipality code: digits weighted 1, 2, 1, 2, 1, 2; a product
 * of two digits counts as the sum of its digits; the digit completes the sum to a multiple of 10.
 * The IBGE kept a few older codes that do not follow it (in Minas Gerais: 3117836 Cônego Marinho
 * and 3152131 Ponto Chique), so this is a typing check, not the definition of a valid code.
 */
export function digitoVerificadorIbge(seisDigitos: string): number {
  let soma = 0;
  for (let i = 0; i < 6; i++) {
    const produto = Number(seisDigitos[i]) * (i % 2 === 0 ? 1 : 2);
    soma += produto >= 10 ? produto - 9 : produto;
  }
  return (10 - (soma % 10)) % 10;
}

/** At most this many answers to one search. */
export const RESULTADOS_BUSCA_MUNICIPIO = 20;

/**
 * Municipalities matching what a person typed: digits search the IBGE code (its start: "31062"
 * or the whole code, with or without the check digit); words search the name, names that start with
 * them first, then names that contain them, each group alphabetical.
 */
export function buscarMunicipiosMg(texto: string, limite = RESULTADOS_BUSCA_MUNICIPIO): MunicipioMg[] {
  const busca = texto.trim().slice(0, 100);
  if (/^\d{2,7}$/.test(busca)) {
    return MUNICIPIOS_MG.filter((m) => String(m.ibge).startsWith(busca))
      .sort((a, b) => a.ibge - b.ibge)
      .slice(0, limite);
  }
  const n = normalizarNomeMunicipio(busca);
  if (n.length < 2) return [];
  const comeca: MunicipioMg[] = [];
  const contem: MunicipioMg[] = [];
  for (const { m, n: nome } of normalizados) {
    if (nome.startsWith(n)) comeca.push(m);
    else if (nome.includes(n)) contem.push(m);
  }
  return [...comeca, ...contem].slice(0, limite);
}

/** A bundle's municipality's IBGE code: the one it gives, or the official one of its name (null: not found). */
export function codigoIbgeDe(m: { nome: string; ibge?: number }): number | null {
  return m.ibge ?? municipioMgPorNome(m.nome)?.ibge ?? null;
}
