import { describe, expect, it } from 'vitest';
import { lerMunicipiosMgDoIbge } from '../scripts/build-municipios-mg.ts';
import {
  buscarMunicipiosMg,
  codigoIbgeDe,
  digitoVerificadorIbge,
  MUNICIPIOS_MG,
  municipioMgPorCodigo,
  municipioMgPorNome,
  normalizarNomeMunicipio,
} from '../src/index.ts';

describe('the official list of Minas Gerais municipalities (IBGE)', () => {
  it('has the 853 municipalities, each with a distinct 7-digit code starting with 31 and a distinct name', () => {
    expect(MUNICIPIOS_MG).toHaveLength(853);
    expect(new Set(MUNICIPIOS_MG.map((m) => m.ibge)).size).toBe(853);
    expect(new Set(MUNICIPIOS_MG.map((m) => normalizarNomeMunicipio(m.nome))).size).toBe(853);
    for (const m of MUNICIPIOS_MG) expect(String(m.ibge)).toMatch(/^31\d{5}$/);
  });

  it('is exactly what the IBGE table of the registry package gives (the committed file is not edited by hand)', async () => {
    expect(await lerMunicipiosMgDoIbge()).toEqual(MUNICIPIOS_MG);
  });

  it('every code carries its IBGE check digit, except the two old codes the IBGE kept (Cônego Marinho, Ponto Chique)', () => {
    const fora = MUNICIPIOS_MG.filter((m) => digitoVerificadorIbge(String(m.ibge).slice(0, 6)) !== m.ibge % 10);
    expect(fora.map((m) => `${m.ibge} ${m.nome}`)).toEqual(['3117836 Cônego Marinho', '3152131 Ponto Chique']);
  });

  it('knows well-known codes', () => {
    expect(municipioMgPorCodigo(3106200)?.nome).toBe('Belo Horizonte');
    expect(municipioMgPorCodigo(3170206)?.nome).toBe('Uberlândia');
    expect(municipioMgPorCodigo(3136702)?.nome).toBe('Juiz de Fora');
    expect(municipioMgPorCodigo(3550308)).toBeUndefined(); // São Paulo (SP)
  });

  it('finds a name however it is accented, capitalised or hyphenated', () => {
    expect(municipioMgPorNome('SAO JOAO DEL REI')?.ibge).toBe(3162500);
    expect(municipioMgPorNome("olhos d'agua")?.nome).toBe("Olhos-d'Água");
    expect(municipioMgPorNome('Brasília')).toBeUndefined();
    expect(codigoIbgeDe({ nome: 'alfenas' })).toBe(3101607);
    expect(codigoIbgeDe({ nome: 'Alfenas', ibge: 3105608 })).toBe(3105608);
    expect(codigoIbgeDe({ nome: 'Cidade Inventada' })).toBeNull();
  });
});

describe('searching the list (back office)', () => {
  it('by name: names that start with the words first, then those that contain them, at most 20', () => {
    const r = buscarMunicipiosMg('uberl');
    expect(r.map((m) => m.nome)).toEqual(['Uberlândia']);
    const santa = buscarMunicipiosMg('santa');
    expect(santa).toHaveLength(20);
    expect(santa.every((m) => m.nome.startsWith('Santa'))).toBe(true);
    const fora = buscarMunicipiosMg('fora');
    expect(fora.map((m) => m.nome)).toContain('Juiz de Fora');
    expect(buscarMunicipiosMg('são joão del')[0]?.nome).toBe('São João del Rei');
  });

  it('by IBGE code: the whole code, or its start', () => {
    expect(buscarMunicipiosMg('3106200').map((m) => m.nome)).toEqual(['Belo Horizonte']);
    expect(buscarMunicipiosMg('310620').map((m) => m.nome)).toEqual(['Belo Horizonte']);
    expect(buscarMunicipiosMg('3106').every((m) => String(m.ibge).startsWith('3106'))).toBe(true);
  });

  it('answers nothing to one letter, and bounds what it reads', () => {
    expect(buscarMunicipiosMg('a')).toEqual([]);
    expect(buscarMunicipiosMg('   ')).toEqual([]);
    expect(buscarMunicipiosMg('x'.repeat(100_000))).toEqual([]);
  });
});
