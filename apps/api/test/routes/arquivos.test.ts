import { createHash } from 'node:crypto';
import { tables } from '@cosems/db';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../helper.ts';

const api = useTestApi();

describe('image and document routes', () => {
  it('serves an image with its type, an ETag and caching headers, and answers 304 to a revalidation', async () => {
    const res = await api.app.inject({ url: '/image/Default.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const again = await api.app.inject({ url: '/image/Default.jpg', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('serves the statute PDF, revalidated at every use (its name outlives its bytes: a new statute replaces it in place)', async () => {
    const res = await api.app.inject({ url: '/arquivo/estatuto.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const again = await api.app.inject({ url: '/arquivo/estatuto.pdf', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('serves a PDF that still carries active content (JavaScript, launch, embedded files) as an attachment, an inert one inline (issue 25, item 10)', async () => {
    const pdf = (catalogo: string) =>
      Buffer.from(
        `%PDF-1.7\n1 0 obj\n<< /Type /Catalog ${catalogo} /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
        'latin1',
      );
    const casos: [string, Buffer, 'inline' | 'attachment'][] = [
      ['inerte.pdf', pdf(''), 'inline'],
      ['abre-js.pdf', pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'), 'attachment'],
      ['escapado.pdf', pdf('/Names << /J#61vaScript 3 0 R >>'), 'attachment'],
      ['anexo.pdf', pdf('/Names << /EmbeddedFiles 3 0 R >>'), 'attachment'],
      ['lanca.pdf', pdf('/AA << /WC << /S /Launch /F (cmd.exe) >> >>'), 'attachment'],
      ['comprimido.pdf', pdf('/Extra 5 0 R >>\n5 0 obj << /Type /ObjStm /N 1 /First 4 >>'), 'attachment'],
    ];
    const agora = new Date();
    await api.db.database.db.insert(tables.arquivos).values(
      casos.map(([nome, dados]) => ({
        nome,
        tipo: 'documento' as const,
        mime: 'application/pdf',
        tamanho: dados.length,
        sha256: createHash('sha256').update(dados).digest('hex'),
        dados,
        atualizadoEm: agora,
      })),
    );
    for (const [nome, , como] of casos) {
      const res = await api.app.inject({ url: `/arquivo/${nome}` });
      expect([nome, res.statusCode, res.headers['content-disposition']]).toEqual([nome, 200, `${como}; filename="${nome}"`]);
    }
    // The demo's statute (written by pdfkit, no object streams) stays inline.
    expect((await api.app.inject({ url: '/arquivo/estatuto.pdf' })).headers['content-disposition']).toBe('inline; filename="estatuto.pdf"');
  });

  it.each([
    '/image/nao-existe.jpg',
    '/image/logo/nao-existe.png',
    '/arquivo/nao-existe.pdf',
    '/image/estatuto.pdf', // a document is not an image
  ])('%s answers 404', async (url) => {
    const res = await api.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404 });
  });

  it.each([
    '/image/..%2F..%2Fetc%2Fpasswd',
    '/image/%2e%2e',
    '/image/%2e%2e%2fpackage.json',
    '/image/..',
    '/image/.hidden',
    '/image/a%00b.jpg',
    '/image/%2Fetc%2Fpasswd',
    '/image/%5C..%5Cwindows',
    '/image/logo/..%2F..%2Fpackage.json',
    '/image/../../package.json',
    '/image//etc/passwd',
    '/arquivo/..%2Fdrizzle%2F0000_extensions.sql',
    '/arquivo/%252e%252e%252fetc',
    `/image/${'a'.repeat(300)}`,
  ])('%s never reaches outside the store (400 or 404, JSON)', async (url) => {
    const res = await api.app.inject({ url });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).not.toMatch(/root:|"name":|CREATE EXTENSION/);
  });
});
