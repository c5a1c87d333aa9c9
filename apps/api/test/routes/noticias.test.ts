import { cleanBusca, PAGE_SIZE } from '@cosems/contracts';
import { describe, expect, it } from 'vitest';
import { demo, newestFirst } from '../demo.ts';
import { expectError, useTestApi } from '../helper.ts';

type Item = { id: number; title: string; conteudo?: string; regioesNoticias: { id: number; nome: string }[]; [k: string]: unknown };
const api = useTestApi();
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const total = demo.noticias.length;
const lastPage = Math.ceil(total / PAGE_SIZE);

describe('/api/noticia lists', () => {
  it('all news, newest first by publication date then id, without the HTML body', async () => {
    const { status, body } = await api.get<Item[]>('/api/noticia');
    expect(status).toBe(200);
    expect(ids(body)).toEqual(ids(newestFirst));
    expect(body.every((n) => !('conteudo' in n))).toBe(true);
  });

  it('each item has the contract fields', async () => {
    const { body } = await api.get<Item[]>('/api/noticia/site/1');
    expect(Object.keys(body[0] ?? {}).sort()).toEqual(
      [
        'banner_image',
        'data_criacao',
        'data_publicao',
        'destaque_image',
        'escritor',
        'id',
        'materia',
        'regioesNoticias',
        'sub_title',
        'title',
      ].sort(),
    );
    const item = body[0] as Item;
    expect(item.data_publicao).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/);
  });

  it('banner and highlighted lists hold exactly the marked items, each with its image', async () => {
    const banner = await api.get<Item[]>('/api/noticia/Get/banner');
    expect(ids(banner.body)).toEqual(ids(newestFirst.filter((n) => n.banner_image)));
    expect(banner.body.every((n) => typeof n.banner_image === 'string')).toBe(true);
    const destaque = await api.get<Item[]>('/api/noticia/Get/destque');
    expect(ids(destaque.body)).toEqual(ids(newestFirst.filter((n) => n.destaque_image)));
    expect(destaque.body.length).toBeGreaterThanOrEqual(6);
  });

  it('site pages are 12 items, in order, and empty past the end', async () => {
    const p1 = await api.get<Item[]>('/api/noticia/site/1');
    const p2 = await api.get<Item[]>('/api/noticia/site/2');
    expect(ids(p1.body)).toEqual(ids(newestFirst.slice(0, PAGE_SIZE)));
    expect(ids(p2.body)).toEqual(ids(newestFirst.slice(PAGE_SIZE, 2 * PAGE_SIZE)));
    expect((await api.get<Item[]>(`/api/noticia/site/${lastPage + 1}`)).body).toEqual([]);
  });

  it('paged answer has notices.rows and the true count, on every page', async () => {
    for (const page of [1, 2, lastPage]) {
      const { status, body } = await api.get<{ notices: { rows: Item[]; count: number } }>(`/api/noticia/page/${page}`);
      expect(status).toBe(200);
      expect(body.notices.count).toBe(total);
      expect(ids(body.notices.rows)).toEqual(ids(newestFirst.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)));
    }
    const past = await api.get<{ notices: { rows: Item[]; count: number } }>(`/api/noticia/page/${lastPage + 5}`);
    expect(past.body).toEqual({ notices: { rows: [], count: total } });
  });

  it('/api/notices/page/{page} answers the same as /api/noticia/page/{page}', async () => {
    expect((await api.get('/api/notices/page/2')).body).toEqual((await api.get('/api/noticia/page/2')).body);
  });

  it('filters a page by region, with that region count and no envelope', async () => {
    const regiao = demo.regioes.find((r) => demo.noticias.filter((n) => n.regioes.includes(r.id)).length > 1);
    if (!regiao) throw new Error('demo bundle lacks a region with several news');
    const expected = newestFirst.filter((n) => n.regioes.includes(regiao.id));
    const { status, body } = await api.get<{ rows: Item[]; count: number }>(`/api/noticia/page/1?regiao=${regiao.id}`);
    expect(status).toBe(200);
    expect(body.count).toBe(expected.length);
    expect(ids(body.rows)).toEqual(ids(expected.slice(0, PAGE_SIZE)));
    expect(body.rows.every((n) => n.regioesNoticias.some((r) => r.id === regiao.id))).toBe(true);
  });

  it('news by region', async () => {
    const regiao = demo.regioes[2] as { id: number };
    const { body } = await api.get<Item[]>(`/api/noticia/regiao/${regiao.id}`);
    expect(ids(body)).toEqual(ids(newestFirst.filter((n) => n.regioes.includes(regiao.id))));
  });

  it('region tags carry id and nome, and items without tags have an empty list', async () => {
    const { body } = await api.get<Item[]>('/api/noticia');
    const many = body.find((n) => n.regioesNoticias.length > 5);
    expect(many).toBeDefined();
    expect(body.some((n) => n.regioesNoticias.length === 0)).toBe(true);
    const source = demo.noticias.find((n) => n.id === many?.id);
    expect(many?.regioesNoticias.map((r) => r.id).sort((a, b) => a - b)).toEqual([...(source?.regioes ?? [])].sort((a, b) => a - b));
  });
});

describe('/api/noticia/{id}', () => {
  it('answers the item with its body and both neighbours', async () => {
    const middle = newestFirst[10] as { id: number; title: string };
    const { status, body } = await api.get<{ data: { response: Item; seguinte: Item | null; anterior: Item | null } }>(
      `/api/noticia/${middle.id}`,
    );
    expect(status).toBe(200);
    expect(body.data.response.id).toBe(middle.id);
    expect(body.data.response.title).toBe(middle.title);
    expect(typeof body.data.response.conteudo).toBe('string');
    // seguinte = next newer, anterior = next older (docs/produto.md §10).
    expect(body.data.seguinte).toEqual({ id: newestFirst[9]?.id, title: newestFirst[9]?.title });
    expect(body.data.anterior).toEqual({ id: newestFirst[11]?.id, title: newestFirst[11]?.title });
  });

  it('has no newer neighbour at the newest end and no older one at the oldest end', async () => {
    const newest = await api.get<{ data: { seguinte: unknown; anterior: { id: number } } }>(`/api/noticia/${newestFirst[0]?.id}`);
    expect(newest.body.data.seguinte).toBeNull();
    expect(newest.body.data.anterior.id).toBe(newestFirst[1]?.id);
    const oldest = await api.get<{ data: { seguinte: { id: number }; anterior: unknown } }>(`/api/noticia/${newestFirst.at(-1)?.id}`);
    expect(oldest.body.data.anterior).toBeNull();
    expect(oldest.body.data.seguinte.id).toBe(newestFirst.at(-2)?.id);
  });

  it('walks items with the same publication date by id', async () => {
    const i = newestFirst.findIndex((n, k) => k > 0 && n.data_publicao === newestFirst[k - 1]?.data_publicao);
    expect(i).toBeGreaterThan(0);
    const { body } = await api.get<{ data: { seguinte: { id: number } } }>(`/api/noticia/${newestFirst[i]?.id}`);
    expect(body.data.seguinte.id).toBe(newestFirst[i - 1]?.id);
  });

  it('serves bodies without scripts, event handlers or javascript: links', async () => {
    for (const n of await api.get<Item[]>('/api/noticia').then((r) => r.body)) {
      const { body } = await api.get<{ data: { response: Item } }>(`/api/noticia/${n.id}`);
      const html = body.data.response.conteudo ?? '';
      expect(html).not.toMatch(/<script|\son\w+\s*=|javascript:/i);
    }
  });

  it.each([
    ['/api/noticia/999999', 404],
    ['/api/noticia/99999999999', 404],
    ['/api/noticia/abc', 400],
    ['/api/noticia/0', 400],
    ['/api/noticia/-3', 400],
    ['/api/noticia/1.5', 400],
    ['/api/noticia/site/0', 400],
    ['/api/noticia/site/x', 400],
    ['/api/noticia/page/0', 400],
    ['/api/noticia/page/-1', 400],
    ['/api/noticia/page/abc', 400],
    ['/api/noticia/page/1?regiao=abc', 400],
    ['/api/noticia/page/1?regiao=0', 400],
    ['/api/noticia/page/1?regiao=999', 404],
    ['/api/noticia/regiao/999', 404],
    ['/api/noticia/regiao/x', 400],
  ])('%s answers %i in the error shape', (url, status) => expectError(api, url, status));
});

describe('/api/noticia/name/{text}', () => {
  const matching = (q: string) => ids(newestFirst.filter((n) => n.title.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().includes(q)));

  it('matches titles ignoring case and accents', async () => {
    const word = 'saude';
    const expected = matching(word);
    expect(expected.length).toBeGreaterThan(0);
    for (const q of ['saude', 'SAÚDE', 'Saúde']) {
      const { status, body } = await api.get<Item[]>(`/api/noticia/name/${encodeURIComponent(q)}`);
      expect(status).toBe(200);
      expect(ids(body)).toEqual(expected);
    }
  });

  it('cleans special characters and never fails on hostile text', async () => {
    for (const q of ["%' OR 1=1 --", '%%%', '_', '\\', '"&|!:*()', 'a'.repeat(200)]) {
      const { status, body } = await api.get<Item[]>(`/api/noticia/name/${encodeURIComponent(q)}`);
      expect(status).toBe(200);
      expect(Array.isArray(body)).toBe(true);
    }
    // Wildcards are literal text after cleaning: '%' alone matches nothing rather than everything.
    expect((await api.get<Item[]>('/api/noticia/name/%25')).body).toEqual([]);
  });

  it('finds the titles that contain "COSEMS/MG", written with the slash (%2F) or a space', async () => {
    // The title and the text are both read by the search rule: "COSEMS/MG" is "cosems mg".
    const rule = (s: string) => cleanBusca(s).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const expected = ids(newestFirst.filter((n) => ` ${rule(n.title)} `.includes(' cosems mg ')));
    const startsWith = newestFirst.filter((n) => n.title.startsWith('COSEMS/MG')).map((n) => n.id);
    expect(startsWith.length).toBeGreaterThan(0);
    expect(expected.length).toBeGreaterThan(startsWith.length);
    for (const url of ['/api/noticia/name/COSEMS%2FMG', '/api/noticia/name/cosems%20mg', '/api/noticia/name/COSEMS%2Fmg']) {
      const { status, body } = await api.get<Item[]>(url);
      expect(status, url).toBe(200);
      expect(ids(body), url).toEqual(expected);
    }
    const cib = await api.get<Item[]>('/api/noticia/name/CIB-SUS%2FMG');
    expect(ids(cib.body)).toEqual(ids(newestFirst.filter((n) => n.title.includes('CIB-SUS/MG'))));
  });

  it('answers 400 for text over 200 characters', async () => {
    expect((await api.get(`/api/noticia/name/${'a'.repeat(201)}`)).status).toBe(400);
  });
});

describe('numbers that are not finite integers', () => {
  it.each([
    '/api/noticia/site/Infinity',
    '/api/noticia/page/1e400',
    '/api/noticia/-Infinity',
    '/api/busca?q=saude&page=Infinity',
    '/api/noticia/page/1?regiao=Infinity',
  ])('%s answers 400', (url) => expectError(api, url, 400));

  it.each(['/api/noticia/page/%zz', '/api/regioes/%ff%fe', `/api/noticia/site/${'9'.repeat(600)}`])(
    'a malformed or over-long path %s answers 400 in the error shape',
    (url) => expectError(api, url, 400),
  );
});
