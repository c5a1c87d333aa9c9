/**
 * The document tells the truth: every documented operation, called with sample parameters on the
 * demo content (and with a missing id, a malformed one), answers a status the document declares,
 * in a media type it declares for that status, with a JSON body that validates against the
 * declared schema (Ajv, JSON Schema 2020-12, the dialect of OpenAPI 3.1). Files (images, PDFs)
 * are checked for their media type and a non-empty body.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { notifyContentChange, tables } from '@cosems/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../helper.ts';

const api = useTestApi();

interface Operation {
  operationId: string;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

/** A JSON pointer segment. */
const pointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

describe('the OpenAPI document against the answers', () => {
  let doc: Document;
  let ajv: Ajv2020;
  const samples = new Map<string, string>();

  beforeAll(async () => {
    doc = (await api.get<Document>('/api/openapi.json')).body;
    // strict off: the document is added whole, and its OpenAPI keywords (openapi, info, paths) are no JSON Schema.
    ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addFormat('binary', true);
    ajv.addSchema(doc as object, 'openapi.json');

    const image = (await api.get<{ image: string }[]>('/api/presidentes')).body[0]?.image as string;
    const logo = (await api.get<{ imagem: string }>('/api/logos/ativa')).body.imagem;
    const pdf = (await api.get<{ link: string }[]>('/api/publicacoes')).body[0]?.link.split('/').pop() as string;
    const noticia = (await api.get<{ id: number }[]>('/api/noticia')).body[0]?.id as number;
    const regiao = (await api.get<{ id: number }[]>('/api/regioes')).body[0]?.id as number;
    // Two events of this file's own (a timed one with a region, an all-day one), whatever the demo has.
    const agora = Date.now();
    await api.db.database.db.insert(tables.eventos).values([
      {
        id: 9901,
        titulo: 'Evento de exemplo',
        tipo: 'cib',
        inicio: new Date(agora + 86_400_000),
        fim: new Date(agora + 90_000_000),
        regioes: [regiao],
      },
      {
        id: 9902,
        titulo: 'Evento do dia todo',
        tipo: 'webinar',
        inicio: new Date(agora + 2 * 86_400_000),
        diaInteiro: true,
        linkOnline: 'https://exemplo.org.br',
      },
    ]);
    await notifyContentChange(api.db.database.db);
    // One sample address per documented path, on the demo content.
    const values: Record<string, Record<string, string>> = {
      '/api/noticia/{id}': { id: String(noticia) },
      '/api/noticia/regiao/{id}': { id: String(regiao) },
      '/api/regioes/{id}': { id: String(regiao) },
      '/api/municipios/regiao/{id}': { id: String(regiao) },
      '/image/{file}': { file: image },
      '/image/logo/{file}': { file: logo },
      '/arquivo/{file}': { file: pdf },
      '/api/eventos/{id}': { id: '9901' },
      // The demo's first deliberation (issue 30).
      '/api/deliberacoes/{id}': { id: '1' },
    };
    const defaults: Record<string, string> = { page: '1', text: 'saude', section: 'notas' };
    for (const p of Object.keys(doc.paths)) {
      const url = p.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[p]?.[name] ?? (defaults[name] as string)));
      samples.set(p, p === '/api/busca' ? `${url}?q=saude` : p === '/api/municipios' ? `${url}?nome=itabir` : url);
    }
  });

  /** Checks one answer of the operation at `path` against the document; returns its status. */
  async function check(path: string, url: string, headers: Record<string, string> = {}): Promise<number> {
    const op = doc.paths[path]?.get;
    expect(op, `GET ${path} documentado`).toBeDefined();
    const res = await api.app.inject({ url, headers });
    const status = String(res.statusCode);
    const declared = op?.responses[status] ?? op?.responses.default;
    expect(declared, `${url}: status ${status} não documentado para ${op?.operationId}`).toBeDefined();
    const type =
      String(res.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim() ?? '';
    if (!declared?.content) {
      // Declared without a body (304): none sent.
      expect(res.rawPayload.length, `${url}: ${status} sem corpo`).toBe(0);
      return res.statusCode;
    }
    expect(Object.keys(declared.content), `${url}: ${status} em ${type}`).toContain(type);
    if (type === 'application/json') {
      const ref = `openapi.json#/paths/${pointer(path)}/get/responses/${status}/content/${pointer(type)}/schema`;
      const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
      const ok = validate(res.json());
      expect(ok, `${url}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    } else {
      expect(res.rawPayload.length, `${url}: corpo`).toBeGreaterThan(0);
    }
    return res.statusCode;
  }

  it('every documented path answers its sample request with a 200 the document describes', async () => {
    expect(samples.size).toBeGreaterThanOrEqual(28);
    for (const [path, url] of samples) expect(await check(path, url), url).toBe(200);
  });

  it('image variants, revalidations and errors are described too', async () => {
    const image = samples.get('/image/{file}') as string;
    for (const accept of ['image/avif,image/webp,*/*', 'image/webp,*/*', '*/*'])
      expect(await check('/image/{file}', `${image}?w=320`, { accept })).toBe(200);
    const etag = String((await api.app.inject({ url: image })).headers.etag);
    expect(await check('/image/{file}', image, { 'if-none-match': etag })).toBe(304);
    expect(await check('/image/{file}', '/image/nao-existe.jpg')).toBe(404);
    expect(await check('/image/{file}', `${image}?w=13`)).toBe(400);
    expect(await check('/arquivo/{file}', '/arquivo/nao-existe.pdf')).toBe(404);
    expect(await check('/api/noticia/{id}', '/api/noticia/999999')).toBe(404);
    expect(await check('/api/noticia/{id}', '/api/noticia/abc')).toBe(400);
    expect(await check('/api/regioes/{id}', '/api/regioes/999999')).toBe(404);
    expect(await check('/api/juridico/{section}', '/api/juridico/outra')).toBe(400);
    expect(await check('/api/noticia/page/{page}', '/api/noticia/page/1?regiao=1')).toBe(200);
    expect(await check('/api/busca', '/api/busca?q=vacina&page=2')).toBe(200);
    expect(await check('/api/eventos/{id}', '/api/eventos/9902')).toBe(200);
    expect(await check('/api/eventos/{id}', '/api/eventos/999999')).toBe(404);
    expect(await check('/api/eventos/{id}', '/api/eventos/abc')).toBe(400);
    expect(await check('/api/eventos', '/api/eventos?periodo=passados&tipo=cib&page=2')).toBe(200);
    expect(await check('/api/eventos', '/api/eventos?regiao=999999')).toBe(404);
    expect(await check('/api/eventos', '/api/eventos?periodo=ontem')).toBe(400);
  });
});
