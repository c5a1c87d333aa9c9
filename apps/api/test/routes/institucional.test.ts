import { SECOES_JURIDICO } from '@cosems/contracts';
import { describe, expect, it } from 'vitest';
import { demo } from '../demo.ts';
import { expectError, useTestApi } from '../helper.ts';

const api = useTestApi();
const collator = new Intl.Collator('pt-BR');

describe('institutional calls', () => {
  it('/api/logos/ativa answers the one active logo', async () => {
    const { status, body } = await api.get<{ id: number; imagem: string }>('/api/logos/ativa');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['id', 'imagem']);
    const image = await api.app.inject({ url: `/image/logo/${body.imagem}` });
    expect(image.statusCode).toBe(200);
  });

  it('/api/equipe keys groups in content order, keeping an empty group as an empty list', async () => {
    const { body } = await api.get<Record<string, { nome: string; email: string }[]>>('/api/equipe');
    expect(Object.keys(body)).toEqual(demo.equipe.map((g) => g.grupo));
    for (const g of demo.equipe) expect(body[g.grupo]).toHaveLength(g.membros.length);
    expect(Object.values(body).some((m) => m.length === 0)).toBe(true);
    expect(Object.values(body).some((m) => m.length === 1)).toBe(true);
    expect(
      Object.values(body)
        .flat()
        .some((m) => m.email === ''),
    ).toBe(true);
  });

  it('/api/diretoria keys positions, with Primeiro_Vice_Presidente and an empty position', async () => {
    const { body } = await api.get<Record<string, { nome: string; sms: string }[]>>('/api/diretoria');
    expect(Object.keys(body)).toEqual(demo.diretoria.map((c) => c.cargo));
    expect(body.Primeiro_Vice_Presidente?.length).toBeGreaterThan(0);
    expect(Object.values(body).some((m) => m.length === 0)).toBe(true);
    expect(Object.keys(body.Presidente?.[0] ?? {}).sort()).toEqual(['nome', 'sms']);
  });

  it('/api/regioes lists the 28 regional councils sorted by name', async () => {
    const { body } = await api.get<{ id: number; nome: string }[]>('/api/regioes');
    expect(body).toHaveLength(28);
    expect(body.map((r) => r.nome)).toEqual([...body.map((r) => r.nome)].sort(collator.compare));
    expect(Object.keys(body[0] ?? {}).sort()).toEqual(['id', 'nome']);
  });

  it('/api/regioes/{id} answers president, supporters and municipalities', async () => {
    const source = demo.regioes[0] as (typeof demo.regioes)[number];
    const { status, body } = await api.get<Record<string, unknown[]> & { id: number; nome: string }>(`/api/regioes/${source.id}`);
    expect(status).toBe(200);
    expect(body.nome).toBe(source.nome);
    expect(body.PresidenteRegional).toHaveLength(1);
    expect(Object.keys(body.PresidenteRegional?.[0] ?? {}).sort()).toEqual(['email', 'nome', 'telefone']);
    expect(body.apoiadores).toHaveLength(source.apoiadores.length);
    expect(body.municipios).toEqual(
      source.municipios.map(({ id, nome }) => ({ id, nome })).sort((a, b) => collator.compare(a.nome, b.nome)),
    );
  });

  it('/api/municipios/regiao/{id} lists municipalities by name', async () => {
    const source = demo.regioes[5] as (typeof demo.regioes)[number];
    const { body } = await api.get(`/api/municipios/regiao/${source.id}`);
    expect(body).toEqual(source.municipios.map(({ id, nome }) => ({ id, nome })).sort((a, b) => collator.compare(a.nome, b.nome)));
  });

  it('/api/apoiadoresRegionais lists every supporter by name with its region', async () => {
    const { body } =
      await api.get<{ nome: string; email: string | null; ApoiadorRegional: { Regional: { nome: string } } }[]>('/api/apoiadoresRegionais');
    expect(body).toHaveLength(demo.regioes.reduce((n, r) => n + r.apoiadores.length, 0));
    expect(body.map((a) => a.nome)).toEqual([...body.map((a) => a.nome)].sort(collator.compare));
    const names = new Set(demo.regioes.map((r) => r.nome));
    expect(body.every((a) => names.has(a.ApoiadorRegional.Regional.nome))).toBe(true);
  });

  it.each(SECOES_JURIDICO)('/api/juridico/%s lists that section, newest first', async (secao) => {
    const { status, body } = await api.get<{ date: string; desc: string; link: string }[]>(`/api/juridico/${secao}`);
    expect(status).toBe(200);
    const expected = demo.juridico.filter((d) => d.secao === secao);
    expect(body).toHaveLength(expected.length);
    expect(body.length).toBeGreaterThanOrEqual(5);
    const times = body.map((d) => Date.parse(d.date));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('/api/publicacoes/ (the contract writes it with a slash) lists publications at that spelling, as /api/publicacoes does', async () => {
    const withSlash = await api.get<{ title: string; link: string; last_update: string }[]>('/api/publicacoes/');
    expect(withSlash.status).toBe(200);
    expect(withSlash.headers.location).toBeUndefined();
    expect(withSlash.body.length).toBeGreaterThanOrEqual(8);
    const publicacoes = await api.get<{ title: string; link: string; last_update: string }[]>('/api/publicacoes');
    expect(publicacoes.status).toBe(200);
    expect(publicacoes.body).toEqual(withSlash.body);
  });

  it('past presidents, partners, useful links and the site description', async () => {
    const presidentes = await api.get<{ name: string; image: string; date: string }[]>('/api/presidentes');
    expect(presidentes.body).toHaveLength(15);
    expect(presidentes.body[0]?.date).toMatch(/^1991/);
    expect(presidentes.body.at(-1)?.date).toMatch(/2017$/);
    expect((await api.get<unknown[]>('/api/parceiros')).body).toHaveLength(6);
    expect((await api.get<unknown[]>('/api/links-uteis')).body).toHaveLength(20);
    const site = await api.get<{ demonstracao: boolean }>('/api/site');
    expect(site.body.demonstracao).toBe(true);
  });

  it('/api/municipios?nome= finds municipalities by name (no case, no accents) or IBGE code, each with its council', async () => {
    type Achado = { ibge: number; nome: string; regional: { id: number; nome: string } | null };
    const itabir = (await api.get<Achado[]>('/api/municipios?nome=ITABIR')).body;
    // Names that start with the text first, alphabetically, then those that contain it.
    expect(itabir.slice(0, 3)).toEqual([
      { ibge: 3131703, nome: 'Itabira', regional: { id: 8, nome: 'Itabira' } },
      { ibge: 3131802, nome: 'Itabirinha', regional: { id: 7, nome: 'Governador Valadares' } },
      { ibge: 3131901, nome: 'Itabirito', regional: { id: 3, nome: 'Belo Horizonte' } },
    ]);
    const [sjdr] = (await api.get<Achado[]>(`/api/municipios?nome=${encodeURIComponent('sao joao del')}`)).body;
    expect(sjdr).toEqual({ ibge: 3162500, nome: 'São João del Rei', regional: { id: 21, nome: 'São João del-Rei' } });
    expect((await api.get<Achado[]>('/api/municipios?nome=3106200')).body).toEqual([
      { ibge: 3106200, nome: 'Belo Horizonte', regional: { id: 3, nome: 'Belo Horizonte' } },
    ]);
    // At most 20; fewer than 2 letters, or nothing of Minas Gerais: none.
    expect((await api.get<Achado[]>('/api/municipios?nome=an')).body).toHaveLength(20);
    expect((await api.get<Achado[]>('/api/municipios?nome=a')).body).toEqual([]);
    expect((await api.get<Achado[]>(`/api/municipios?nome=${encodeURIComponent('Florianópolis')}`)).body).toEqual([]);
  });

  it.each([
    ['/api/municipios', 400],
    [`/api/municipios?nome=${'a'.repeat(201)}`, 400],
    ['/api/regioes/999', 404],
    ['/api/regioes/abc', 400],
    ['/api/regioes/0', 400],
    ['/api/municipios/regiao/999', 404],
    ['/api/municipios/regiao/x', 400],
    ['/api/juridico/outros', 400],
    ['/api/juridico/..%2F..%2Fetc', 400],
    ['/api/nao-existe', 404],
    ['/api/noticia/1/extra', 404],
  ])('%s answers %i in the error shape', (url, status) => expectError(api, url, status));
});
