/**
 * Which regional council each municipality of Minas Gerais is in, as the database says: by its
 * IBGE code, or, for a row a bundle brought without a code, by its name (the same municipality).
 * One rule for the back office (adding a municipality elsewhere moves it instead of doubling it)
 * and for the public search (/api/municipios, the "Qual é a minha regional?" field of /secretarios).
 */
import type { MunicipioEncontrado } from '@cosems/contracts';
import { eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { buscarMunicipiosMg, normalizarNomeMunicipio } from './municipios.ts';

/** A reader of the municipalities' rows: the database or a transaction of it. */
type Leitor = Pick<Db, 'select'>;

/**
 * Reads the municipality rows once and answers where one is: every row (853, plus names outside
 * the list), or, given `codigos`, only those codes' rows and the rows without a code (a public
 * search asks for its 20 at most: a read of the whole table per request cost 70 ms uncached).
 */
export async function ondeEstao(db: Leitor, codigos?: readonly number[]) {
  const linhas = await db
    .select({ id: t.municipios.id, nome: t.municipios.nome, ibge: t.municipios.ibge, regiaoId: t.regioes.id, regiao: t.regioes.nome })
    .from(t.municipios)
    .innerJoin(t.regioes, eq(t.regioes.id, t.municipios.regiaoId))
    .where(codigos ? or(inArray(t.municipios.ibge, [...codigos]), isNull(t.municipios.ibge)) : undefined);
  const porCodigo = new Map(linhas.filter((l) => l.ibge !== null).map((l) => [l.ibge, l]));
  const porNome = new Map(linhas.filter((l) => l.ibge === null).map((l) => [normalizarNomeMunicipio(l.nome), l]));
  return (ibge: number, nome: string) => {
    const l = porCodigo.get(ibge) ?? porNome.get(normalizarNomeMunicipio(nome));
    return l ? { id: l.id, regional: { id: l.regiaoId, nome: l.regiao } } : undefined;
  };
}

/**
 * The official municipalities matching a name or an IBGE code (buscarMunicipiosMg: at most 20, names
 * that start with the text first), each with the council it is in now (null: none).
 */
export async function buscarMunicipiosNasRegionais(db: Leitor, texto: string): Promise<MunicipioEncontrado[]> {
  const achados = buscarMunicipiosMg(texto);
  if (!achados.length) return [];
  const onde = await ondeEstao(
    db,
    achados.map((m) => m.ibge),
  );
  return achados.map((m) => ({ ibge: m.ibge, nome: m.nome, regional: onde(m.ibge, m.nome)?.regional ?? null }));
}
