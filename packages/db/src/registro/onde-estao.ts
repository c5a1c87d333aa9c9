/**
 * Which regional council each municipality of Minas Gerais is in, as the database says: by its
 * IBGE code, or, for a row a bundle brought without a code, by its name (the same municipality).
 * One rule for the back office (adding a municipality elsewhere moves it instead of doubling it)
 * and for the public search (/api/municipios, the "Qual é a minha regional?" field of /secretarios).
 */
import type { MunicipioEncontrado } from '@cosems/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { buscarMunicipiosMg, normalizarNomeMunicipio } from './municipios.ts';

/** A reader of the municipalities' rows: the database or a transaction of it. */
type Leitor = Pick<Db, 'select'>;

/** Reads every municipality row once (853 at most, plus names outside the list); answers where one is. */
export async function ondeEstao(db: Leitor) {
  const linhas = await db
    .select({ id: t.municipios.id, nome: t.municipios.nome, ibge: t.municipios.ibge, regiaoId: t.regioes.id, regiao: t.regioes.nome })
    .from(t.municipios)
    .innerJoin(t.regioes, eq(t.regioes.id, t.municipios.regiaoId));
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
  const onde = await ondeEstao(db);
  return achados.map((m) => ({ ibge: m.ibge, nome: m.nome, regional: onde(m.ibge, m.nome)?.regional ?? null }));
}
