/**
 * Issue 11: roles are enforced on the server for every action, not by hiding buttons. This walks a
 * table of every back-office action × every role × no session, over HTTP against the built server
 * (what a hand-made request can do, whatever the page shows), and expects exactly the allowed ones
 * to succeed: the others answer 403, or, without a session, send to the sign-in page. The table of
 * rights is packages/contracts/src/permissoes.ts; the expectations below are written out again on
 * purpose, as the issue states them, so that a change there that the issue does not allow fails.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { makePdf } from '@cosems/test-support/pdf';
import { REPO_ROOT, type SiteProcess, startSite } from '@cosems/test-support/site-process';
import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test';
import sharp from 'sharp';
import { entrarPorHttp } from './admin-http';

const SENHA = 'cavalo correto bateria grampo azul';
const PAPEIS = ['autor', 'editor', 'administrador'] as const;
type Papel = (typeof PAPEIS)[number];
type Quem = Papel | 'sem sessão';

let site: SiteProcess;
let dataDir: string;
const clientes = {} as Record<Quem, APIRequestContext>;
const csrfs = {} as Record<Papel, string>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-permissoes-e2e-'));
  for (const papel of PAPEIS) {
    execFileSync(
      process.execPath,
      [
        path.join(REPO_ROOT, 'packages/admin/build/cli.js'),
        'criar-usuario',
        '--email',
        `${papel}@cosems.example`,
        '--nome',
        `Pessoa ${papel}`,
        '--papel',
        papel,
      ],
      { input: `${SENHA}\n`, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
    );
  }
  site = await startSite({ dataDir, env: { HSTS_MAX_AGE: '0', RENDER_LIMIT_MAX: '10000', RATE_LIMIT_MAX: '100000' } });
  await site.waitUntilReady(120_000);
  for (const papel of PAPEIS) {
    clientes[papel] = await playwrightRequest.newContext({ baseURL: site.url, extraHTTPHeaders: { origin: site.url } });
    csrfs[papel] = await entrar(clientes[papel], papel);
  }
  clientes['sem sessão'] = await playwrightRequest.newContext({ baseURL: site.url, extraHTTPHeaders: { origin: site.url } });
});

test.afterAll(async () => {
  for (const c of Object.values(clientes)) await c?.dispose();
  await site?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Password, then two-factor set-up, over plain HTTP; returns the session's anti-CSRF token. */
const entrar = (cliente: APIRequestContext, papel: Papel) => entrarPorHttp(cliente, `${papel}@cosems.example`, SENHA);

/** A news item owned by `dono`, brought to `situacao` by the editor. */
async function noticia(dono: Papel, situacao: 'rascunho' | 'revisao' | 'publicada'): Promise<number> {
  // "Nova notícia": the first save creates the draft.
  const r = await clientes[dono].post('/admin/noticias/nova', {
    form: { _csrf: csrfs[dono], intent: 'salvar', versao: '0', titulo: `Notícia de ${dono}` },
    maxRedirects: 0,
  });
  const id = Number(/\/admin\/noticias\/(\d+)/.exec(r.headers().location ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  if (situacao !== 'rascunho') await salvar(dono, id, 'enviar-revisao', { titulo: `Notícia de ${dono}` });
  if (situacao === 'publicada') await salvar('editor', id, 'publicar', { titulo: `Notícia de ${dono}` });
  return id;
}

async function versao(id: number): Promise<string> {
  const html = await (await clientes.editor.get(`/admin/noticias/${id}`)).text();
  return /name="versao" value="(\d+)"/.exec(html)?.[1] ?? '1';
}

async function salvar(quem: Quem, id: number, intent: string, campos: Record<string, string> = {}) {
  const csrf = quem === 'sem sessão' ? '' : csrfs[quem];
  return clientes[quem].post(`/admin/noticias/${id}`, {
    form: { _csrf: csrf, intent, versao: await versao(id), titulo: 'Título', ...campos },
    maxRedirects: 0,
  });
}

async function imagemDe(dono: Papel): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
  const r = await clientes[dono].post('/admin/midia', {
    multipart: { _csrf: csrfs[dono], alt: `Imagem de ${dono}`, arquivo: { name: 'quadro.png', mimeType: 'image/png', buffer: png } },
    maxRedirects: 0,
  });
  expect(r.status()).toBe(302);
  return decodeURIComponent(/\/admin\/midia\/([^?]+)/.exec(r.headers().location ?? '')?.[1] ?? '');
}

interface Caso {
  acao: string;
  /** Allowed for these roles (never without a session). */
  permitido: Papel[];
  /** Does it as `quem`; `alvo` was prepared once per role, before any of them ran. */
  fazer(quem: Quem, alvo: unknown): Promise<{ status: () => number; headers: () => Record<string, string> }>;
  preparar?(): Promise<unknown>;
}

const TODOS: Papel[] = ['autor', 'editor', 'administrador'];
const EDITORES: Papel[] = ['editor', 'administrador'];

const CASOS: Caso[] = [
  { acao: 'ver a lista de notícias', permitido: TODOS, fazer: (q) => clientes[q].get('/admin/noticias', { maxRedirects: 0 }) },
  {
    acao: 'criar uma notícia',
    permitido: TODOS,
    fazer: (q) =>
      clientes[q].post('/admin/noticias/nova', {
        form: { _csrf: q === 'sem sessão' ? '' : csrfs[q], intent: 'salvar', versao: '0', titulo: 'Criada na tabela de permissões' },
        maxRedirects: 0,
      }),
  },
  {
    acao: 'abrir uma notícia de outra pessoa',
    permitido: EDITORES,
    preparar: () => noticia('editor', 'rascunho'),
    fazer: (q, id) => clientes[q].get(`/admin/noticias/${id}`, { maxRedirects: 0 }),
  },
  { acao: 'editar o próprio rascunho', permitido: TODOS, fazer: (q) => salvarProprio(q, 'salvar') },
  {
    acao: 'editar o rascunho de outra pessoa',
    permitido: EDITORES,
    preparar: () => noticia('editor', 'rascunho'),
    fazer: (q, id) => salvar(q, id as number, 'salvar'),
  },
  { acao: 'enviar o próprio rascunho para revisão', permitido: TODOS, fazer: (q) => salvarProprio(q, 'enviar-revisao') },
  {
    acao: 'voltar para rascunho uma notícia de outra pessoa em revisão',
    permitido: EDITORES,
    preparar: () => noticia('editor', 'revisao'),
    fazer: (q, id) => salvar(q, id as number, 'voltar-rascunho'),
  },
  { acao: 'publicar', permitido: EDITORES, fazer: (q) => salvarProprio(q, 'publicar', 'revisao') },
  {
    acao: 'agendar',
    permitido: EDITORES,
    fazer: (q) =>
      salvarProprio(q, 'publicar', 'revisao', {
        dataPublicacao: new Date(Date.now() + 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 19),
      }),
  },
  {
    acao: 'despublicar',
    permitido: EDITORES,
    preparar: () => noticia('editor', 'publicada'),
    fazer: (q, id) => salvar(q, id as number, 'despublicar-confirmado'),
  },
  {
    acao: 'excluir o rascunho de outra pessoa',
    permitido: ['administrador'],
    preparar: () => noticia('autor', 'rascunho'),
    fazer: (q, id) => salvar(q, id as number, 'excluir-confirmado'),
  },
  { acao: 'excluir o próprio rascunho', permitido: EDITORES, fazer: (q) => salvarProprio(q, 'excluir-confirmado') },
  // The questions a browser without JavaScript gets first are asked only of whoever may act.
  {
    acao: 'ser perguntado se despublica',
    permitido: EDITORES,
    preparar: () => noticia('editor', 'publicada'),
    fazer: (q, id) => salvar(q, id as number, 'despublicar'),
  },
  {
    acao: 'ser perguntado se exclui o rascunho de outra pessoa',
    permitido: ['administrador'],
    preparar: () => noticia('autor', 'rascunho'),
    fazer: (q, id) => salvar(q, id as number, 'excluir'),
  },
  { acao: 'ver a lixeira', permitido: EDITORES, fazer: (q) => clientes[q].get('/admin/noticias/lixeira', { maxRedirects: 0 }) },
  {
    acao: 'restaurar um rascunho da lixeira',
    permitido: EDITORES,
    preparar: async () => {
      const id = await noticia('administrador', 'rascunho');
      expect((await salvar('administrador', id, 'excluir-confirmado')).status()).toBe(302);
      return id;
    },
    fazer: (q, id) =>
      clientes[q].post('/admin/noticias/lixeira', { form: { _csrf: csrfOf(q), intent: 'restaurar', id: String(id) }, maxRedirects: 0 }),
  },
  {
    acao: 'assumir a edição de outra pessoa',
    permitido: EDITORES,
    preparar: () => noticia('editor', 'rascunho'),
    fazer: (q, id) => salvar(q, id as number, 'tomar'),
  },
  {
    acao: 'criar link de prévia de outra pessoa',
    permitido: EDITORES,
    preparar: () => noticia('editor', 'rascunho'),
    fazer: (q, id) => salvar(q, id as number, 'link-previa'),
  },
  {
    acao: 'pré-visualizar a notícia de outra pessoa',
    permitido: EDITORES,
    preparar: () => noticia('editor', 'rascunho'),
    fazer: (q, id) => clientes[q].get(`/admin/previa/${id}`, { maxRedirects: 0 }),
  },
  {
    acao: 'restaurar uma revisão de outra pessoa',
    permitido: EDITORES,
    preparar: async () => {
      const id = await noticia('editor', 'rascunho');
      const html = await (await clientes.editor.get(`/admin/noticias/${id}/revisoes`)).text();
      return { id, revisao: /name="revisao" value="(\d+)"/.exec(html)?.[1] };
    },
    fazer: (q, alvo) => {
      const { id, revisao } = alvo as { id: number; revisao: string };
      return clientes[q].post(`/admin/noticias/${id}/revisoes`, {
        form: { _csrf: q === 'sem sessão' ? '' : csrfs[q], revisao },
        maxRedirects: 0,
      });
    },
  },
  { acao: 'ver o índice do conteúdo do site', permitido: EDITORES, fazer: (q) => clientes[q].get('/admin/conteudo', { maxRedirects: 0 }) },
  { acao: 'ver as regionais', permitido: EDITORES, fazer: (q) => clientes[q].get('/admin/regionais/4', { maxRedirects: 0 }) },
  {
    acao: 'salvar uma regional',
    permitido: EDITORES,
    fazer: async (q) => {
      // The current version, read by an editor: the refusal must come from the role, not from a stale page.
      const versao = /name="versao" value="([0-9a-f]+)"/.exec(await (await clientes.editor.get('/admin/regionais/4')).text())?.[1] ?? '';
      return clientes[q].post('/admin/regionais/4', {
        form: { _csrf: q === 'sem sessão' ? '' : csrfs[q], intent: 'salvar', versao, nome: 'Coronel Fabriciano' },
        maxRedirects: 0,
      });
    },
  },
  {
    acao: 'salvar um bloco do site',
    permitido: EDITORES,
    fazer: async (q) => {
      const versao = /name="versao" value="([0-9a-f]+)"/.exec(await (await clientes.editor.get('/admin/blocos/video')).text())?.[1] ?? '';
      return clientes[q].post('/admin/blocos/video', {
        form: { _csrf: q === 'sem sessão' ? '' : csrfs[q], versao, titulo: `Vídeo salvo por ${q}`, url: '', canal: '' },
        maxRedirects: 0,
      });
    },
  },
  {
    acao: 'incluir um município numa regional',
    permitido: EDITORES,
    fazer: (q) =>
      clientes[q].post('/admin/regionais/4', {
        form: { _csrf: q === 'sem sessão' ? '' : csrfs[q], intent: 'incluir', ibge: q === 'editor' ? '3100203' : '3100302' },
        maxRedirects: 0,
      }),
  },
  { acao: 'ver os grupos da equipe', permitido: EDITORES, fazer: (q) => clientes[q].get('/admin/equipe', { maxRedirects: 0 }) },
  { acao: 'ver os cargos da diretoria', permitido: EDITORES, fazer: (q) => clientes[q].get('/admin/diretoria', { maxRedirects: 0 }) },
  {
    acao: 'criar um grupo da equipe',
    permitido: EDITORES,
    fazer: (q) =>
      clientes[q].post('/admin/equipe', {
        form: { _csrf: csrfOf(q), intent: 'criar-grupo', nome: `Grupo de ${q}` },
        maxRedirects: 0,
      }),
  },
  {
    acao: 'ordenar os grupos da equipe',
    permitido: EDITORES,
    preparar: () => idsDe('/admin/equipe', /href="\/admin\/equipe\/(\d+)"/g),
    fazer: (q, ids) =>
      clientes[q].post('/admin/equipe', {
        form: { _csrf: csrfOf(q), intent: 'ordenar', ordem: (ids as string[]).join(',') },
        maxRedirects: 0,
      }),
  },
  {
    acao: 'adicionar um membro a um cargo da diretoria',
    permitido: EDITORES,
    preparar: async () => (await idsDe('/admin/diretoria', /href="\/admin\/diretoria\/(\d+)"/g))[0],
    fazer: (q, id) =>
      clientes[q].post(`/admin/diretoria/${id}`, {
        form: { _csrf: csrfOf(q), intent: 'criar-membro', nome: `Membro de ${q}`, sms: 'Ouro Preto' },
        maxRedirects: 0,
      }),
  },
  {
    acao: 'editar um membro da equipe',
    permitido: EDITORES,
    preparar: async () => {
      const grupo = (await idsDe('/admin/equipe', /href="\/admin\/equipe\/(\d+)"/g))[0];
      const membro = (await idsDe(`/admin/equipe/${grupo}`, /href="\/admin\/equipe\/membros\/(\d+)"/g))[0];
      return { grupo, membro };
    },
    fazer: (q, alvo) => {
      const { grupo, membro } = alvo as { grupo: string; membro: string };
      return clientes[q].post(`/admin/equipe/membros/${membro}`, {
        form: { _csrf: csrfOf(q), intent: 'salvar', nome: `Nome dado por ${q}`, email: '', grupo },
        maxRedirects: 0,
      });
    },
  },
  {
    acao: 'remover um membro da diretoria',
    permitido: EDITORES,
    preparar: async () => {
      const cargo = (await idsDe('/admin/diretoria', /href="\/admin\/diretoria\/(\d+)"/g))[0];
      const r = await clientes.editor.post(`/admin/diretoria/${cargo}`, {
        form: { _csrf: csrfs.editor, intent: 'criar-membro', nome: 'A remover', sms: '' },
      });
      expect(r.status()).toBe(200);
      return (await idsDe(`/admin/diretoria/${cargo}`, /href="\/admin\/diretoria\/membros\/(\d+)"/g)).at(-1);
    },
    fazer: (q, id) =>
      clientes[q].post(`/admin/diretoria/membros/${id}`, { form: { _csrf: csrfOf(q), intent: 'excluir' }, maxRedirects: 0 }),
  },
  {
    acao: 'ver os documentos do Espaço Jurídico',
    permitido: EDITORES,
    fazer: (q) => clientes[q].get('/admin/juridico/notas', { maxRedirects: 0 }),
  },
  {
    acao: 'criar um documento jurídico',
    permitido: EDITORES,
    fazer: (q) => salvarDocumento(q, '/admin/juridico/notas/novo', { data: '2026-11-20', desc: `Nota de ${q}` }),
  },
  {
    acao: 'editar um documento jurídico',
    permitido: EDITORES,
    preparar: () => documentoDoEditor('/admin/juridico/notas/novo', { data: '2026-11-20', desc: 'Nota do editor' }),
    fazer: async (q, id) =>
      salvarDocumento(q, `/admin/juridico/notas/${id}`, {
        data: '2026-11-21',
        desc: `Nota editada por ${q}`,
        versao: await versaoDoDocumento(`/admin/juridico/notas/${id}`),
      }),
  },
  {
    acao: 'excluir um documento jurídico',
    permitido: EDITORES,
    preparar: () => documentoDoEditor('/admin/juridico/notas/novo', { data: '2026-11-20', desc: 'Nota a excluir' }),
    fazer: async (q, id) =>
      clientes[q].post(`/admin/juridico/notas/${id}/excluir`, {
        form: { _csrf: csrfOf(q), intent: 'excluir', versao: await versaoDoDocumento(`/admin/juridico/notas/${id}`) },
        maxRedirects: 0,
      }),
  },
  { acao: 'ver as publicações', permitido: EDITORES, fazer: (q) => clientes[q].get('/admin/publicacoes', { maxRedirects: 0 }) },
  {
    acao: 'criar uma publicação',
    permitido: EDITORES,
    fazer: (q) => salvarDocumento(q, '/admin/publicacoes/nova', { title: `Publicação de ${q}` }),
  },
  {
    acao: 'editar uma publicação',
    permitido: EDITORES,
    preparar: () => documentoDoEditor('/admin/publicacoes/nova', { title: 'Publicação do editor' }),
    fazer: async (q, id) =>
      salvarDocumento(q, `/admin/publicacoes/${id}`, {
        title: `Publicação editada por ${q}`,
        versao: await versaoDoDocumento(`/admin/publicacoes/${id}`),
      }),
  },
  {
    acao: 'excluir uma publicação',
    permitido: EDITORES,
    preparar: () => documentoDoEditor('/admin/publicacoes/nova', { title: 'Publicação a excluir' }),
    fazer: async (q, id) =>
      clientes[q].post(`/admin/publicacoes/${id}/excluir`, {
        form: { _csrf: csrfOf(q), intent: 'excluir', versao: await versaoDoDocumento(`/admin/publicacoes/${id}`) },
        maxRedirects: 0,
      }),
  },
  // Issue 30: the agenda. Autores draft; publishing, and changing or deleting a published event, are an editor's.
  { acao: 'ver a agenda', permitido: TODOS, fazer: (q) => clientes[q].get('/admin/agenda', { maxRedirects: 0 }) },
  { acao: 'criar um rascunho de evento', permitido: TODOS, fazer: (q) => salvarEvento(q, '/admin/agenda/novo', {}) },
  { acao: 'publicar um evento', permitido: EDITORES, fazer: (q) => salvarEvento(q, '/admin/agenda/novo', { estado: 'publicado' }) },
  {
    acao: 'editar um evento publicado',
    permitido: EDITORES,
    preparar: () => eventoDoEditor(),
    fazer: async (q, id) =>
      salvarEvento(q, `/admin/agenda/${id}`, {
        estado: 'publicado',
        titulo: `Editado por ${q}`,
        versao: await versaoDoDocumento(`/admin/agenda/${id}`),
      }),
  },
  {
    acao: 'excluir um evento publicado',
    permitido: EDITORES,
    preparar: () => eventoDoEditor(),
    fazer: async (q, id) =>
      clientes[q].post(`/admin/agenda/${id}/excluir`, {
        form: { _csrf: csrfOf(q), intent: 'excluir', versao: await versaoDoDocumento(`/admin/agenda/${id}`) },
        maxRedirects: 0,
      }),
  },
  // Issue 30: the deliberations, like the agenda.
  { acao: 'ver as deliberações', permitido: TODOS, fazer: (q) => clientes[q].get('/admin/deliberacoes', { maxRedirects: 0 }) },
  { acao: 'criar um rascunho de deliberação', permitido: TODOS, fazer: (q) => salvarDeliberacao(q, '/admin/deliberacoes/nova', {}) },
  {
    acao: 'publicar uma deliberação',
    permitido: EDITORES,
    fazer: (q) => salvarDeliberacao(q, '/admin/deliberacoes/nova', { estado: 'publicado' }),
  },
  {
    acao: 'editar uma deliberação publicada',
    permitido: EDITORES,
    preparar: () => deliberacaoDoEditor(),
    fazer: async (q, id) =>
      salvarDeliberacao(q, `/admin/deliberacoes/${id}`, {
        estado: 'publicado',
        ementa: `Editada por ${q}`,
        versao: await versaoDoDocumento(`/admin/deliberacoes/${id}`),
      }),
  },
  {
    acao: 'excluir uma deliberação publicada',
    permitido: EDITORES,
    preparar: () => deliberacaoDoEditor(),
    fazer: async (q, id) =>
      clientes[q].post(`/admin/deliberacoes/${id}/excluir`, {
        form: { _csrf: csrfOf(q), intent: 'excluir', versao: await versaoDoDocumento(`/admin/deliberacoes/${id}`) },
        maxRedirects: 0,
      }),
  },
  { acao: 'ver a galeria dos presidentes', permitido: EDITORES, fazer: (q) => clientes[q].get('/admin/presidentes', { maxRedirects: 0 }) },
  {
    acao: 'adicionar um presidente',
    permitido: EDITORES,
    preparar: async () => (await idsDe('/admin/presidentes/novo', /<option value="([^"]+)"/g))[0],
    fazer: (q, imagem) =>
      salvarPresidente(q, '/admin/presidentes/novo', { name: `Presidente de ${q}`, date: '2027-2029', image: imagem as string }),
  },
  {
    acao: 'editar um presidente',
    permitido: EDITORES,
    preparar: async () => (await idsDe('/admin/presidentes', /href="\/admin\/presidentes\/(\d+)"/g))[0],
    fazer: async (q, id) => {
      const html = await (await clientes.editor.get(`/admin/presidentes/${id}`)).text();
      const image = /<option value="([^"]+)" selected=""/.exec(html)?.[1] ?? '';
      const versao = /name="versao" value="([0-9a-f]{16})"/.exec(html)?.[1] ?? '';
      return salvarPresidente(q, `/admin/presidentes/${id}`, { name: `Nome dado por ${q}`, date: '1991-1993', image, versao });
    },
  },
  {
    acao: 'ordenar a galeria dos presidentes',
    permitido: EDITORES,
    preparar: () => idsDe('/admin/presidentes', /href="\/admin\/presidentes\/(\d+)"/g),
    fazer: (q, ids) =>
      clientes[q].post('/admin/presidentes', {
        form: { _csrf: csrfOf(q), intent: 'ordenar', ordem: [...(ids as string[])].reverse().join(',') },
        maxRedirects: 0,
      }),
  },
  {
    acao: 'remover um presidente',
    permitido: EDITORES,
    preparar: async () => {
      const imagem = (await idsDe('/admin/presidentes/novo', /<option value="([^"]+)"/g))[0] as string;
      const r = await salvarPresidente('editor', '/admin/presidentes/novo', { name: 'A remover', date: '2030', image: imagem });
      const id = /[?&]salvo=(\d+)/.exec(r.headers().location ?? '')?.[1];
      expect(id).toBeDefined();
      return id;
    },
    fazer: async (q, id) => {
      const versao =
        /name="versao" value="([0-9a-f]{16})"/.exec(await (await clientes.editor.get(`/admin/presidentes/${id}`)).text())?.[1] ?? '';
      return clientes[q].post(`/admin/presidentes/${id}`, {
        form: { _csrf: csrfOf(q), intent: 'excluir', versao, confirmar: 'sim' },
        maxRedirects: 0,
      });
    },
  },
  { acao: 'ver o estatuto', permitido: EDITORES, fazer: (q) => clientes[q].get('/admin/estatuto', { maxRedirects: 0 }) },
  {
    acao: 'salvar os tópicos do estatuto',
    permitido: EDITORES,
    fazer: async (q) => {
      const versao = /name="versao" value="([0-9a-f]{16})"/.exec(await (await clientes.editor.get('/admin/estatuto')).text())?.[1] ?? '';
      return clientes[q].post('/admin/estatuto', {
        form: { _csrf: csrfOf(q), intent: 'topicos', versao, paginas: '10', 'topico-0-titulo': `Tópico de ${q}`, 'topico-0-pagina': '1' },
        maxRedirects: 0,
      });
    },
  },
  {
    acao: 'enviar um estatuto novo',
    permitido: EDITORES,
    fazer: async (q) => {
      const versao = /name="versao" value="([0-9a-f]{16})"/.exec(await (await clientes.editor.get('/admin/estatuto')).text())?.[1] ?? '';
      return clientes[q].post('/admin/estatuto', {
        multipart: {
          _csrf: csrfOf(q),
          intent: 'enviar',
          versao,
          arquivo: { name: 'estatuto.pdf', mimeType: 'application/pdf', buffer: await pdfDeUmaPagina(`Estatuto enviado por ${q}`) },
        },
        maxRedirects: 0,
      });
    },
  },
  { acao: 'ver os parceiros', permitido: EDITORES, fazer: (q) => clientes[q].get('/admin/parceiros', { maxRedirects: 0 }) },
  {
    acao: 'ordenar os parceiros',
    permitido: EDITORES,
    fazer: async (q) => {
      const html = await (await clientes.editor.get('/admin/parceiros')).text();
      const ids = [...new Set([...html.matchAll(/href="\/admin\/parceiros\/(\d+)"/g)].map((m) => m[1]))];
      return clientes[q].post('/admin/parceiros', { form: { _csrf: csrfOf(q), intent: 'ordenar', ordem: ids.join(',') }, maxRedirects: 0 });
    },
  },
  {
    acao: 'incluir um link útil',
    permitido: EDITORES,
    fazer: (q) =>
      clientes[q].post('/admin/links-uteis', {
        form: { _csrf: csrfOf(q), intent: 'criar', nome: `Link de ${q}`, link: 'https://exemplo.org.br/' },
        maxRedirects: 0,
      }),
  },
  {
    acao: 'escolher o logo ativo',
    permitido: EDITORES,
    fazer: async (q) => {
      const html = await (await clientes.editor.get('/admin/logos')).text();
      const versao = /name="versao" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '';
      const logo = /name="logo" id="logo-\d+" value="(\d+)" checked/.exec(html)?.[1] ?? '1';
      return clientes[q].post('/admin/logos', { form: { _csrf: csrfOf(q), intent: 'ativar', versao, logo }, maxRedirects: 0 });
    },
  },
  { acao: 'ver a biblioteca de mídia', permitido: TODOS, fazer: (q) => clientes[q].get('/admin/midia', { maxRedirects: 0 }) },
  {
    acao: 'enviar uma imagem',
    permitido: TODOS,
    fazer: async (q) =>
      clientes[q].post('/admin/midia', {
        multipart: {
          _csrf: q === 'sem sessão' ? '' : csrfs[q],
          alt: 'Quadrado azul',
          arquivo: {
            name: 'q.png',
            mimeType: 'image/png',
            buffer: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00f' } })
              .png()
              .toBuffer(),
          },
        },
        maxRedirects: 0,
      }),
  },
  {
    acao: 'editar a imagem de outra pessoa',
    permitido: EDITORES,
    preparar: () => imagemDe('editor'),
    fazer: (q, nome) =>
      clientes[q].post(`/admin/midia/${nome}`, {
        form: { _csrf: q === 'sem sessão' ? '' : csrfs[q], intent: 'editar', alt: 'Outro texto alternativo' },
        maxRedirects: 0,
      }),
  },
  {
    // The media picker's description (/admin/midia/descrever): the same right as the file's page.
    acao: 'descrever pelo seletor de mídia a imagem de outra pessoa',
    permitido: EDITORES,
    preparar: () => imagemDe('editor'),
    fazer: (q, nome) =>
      clientes[q].post('/admin/midia/descrever', {
        form: { _csrf: q === 'sem sessão' ? '' : csrfs[q], nome: nome as string, alt: 'Texto escrito no seletor' },
        maxRedirects: 0,
      }),
  },
  {
    acao: 'ler o registro de auditoria',
    permitido: ['administrador'],
    fazer: (q) => clientes[q].get('/admin/auditoria', { maxRedirects: 0 }),
  },
  {
    acao: 'exportar o registro de auditoria em CSV',
    permitido: ['administrador'],
    fazer: (q) => clientes[q].get('/admin/auditoria/exportar?objeto=noticia', { maxRedirects: 0 }),
  },
  { acao: 'ver as contas', permitido: ['administrador'], fazer: (q) => clientes[q].get('/admin/usuarios', { maxRedirects: 0 }) },
  {
    acao: 'convidar uma pessoa',
    permitido: ['administrador'],
    fazer: (q) =>
      clientes[q].post('/admin/usuarios', {
        form: {
          _csrf: csrfOf(q),
          intent: 'convidar',
          nome: `Convite de ${q}`,
          email: `convite.${q.replace(' ', '-')}@cosems.example`,
          papel: 'autor',
        },
        maxRedirects: 0,
      }),
  },
  {
    acao: 'enviar de novo um convite',
    permitido: ['administrador'],
    preparar: () => convitePendente(),
    fazer: (q, id) =>
      clientes[q].post('/admin/usuarios', { form: { _csrf: csrfOf(q), intent: 'reenviar', convite: String(id) }, maxRedirects: 0 }),
  },
  {
    acao: 'cancelar um convite',
    permitido: ['administrador'],
    preparar: () => convitePendente(),
    fazer: (q, id) =>
      clientes[q].post('/admin/usuarios', {
        form: { _csrf: csrfOf(q), intent: 'cancelar-confirmado', convite: String(id) },
        maxRedirects: 0,
      }),
  },
  {
    acao: 'mudar o papel de uma conta',
    permitido: ['administrador'],
    preparar: () => idDaConta('editor@cosems.example'),
    fazer: (q, id) =>
      clientes[q].post(`/admin/usuarios/${id}`, { form: { _csrf: csrfOf(q), intent: 'papel', papel: 'editor' }, maxRedirects: 0 }),
  },
  {
    acao: 'desativar uma conta',
    permitido: ['administrador'],
    preparar: () => contaConvidada(),
    fazer: (q, id) => clientes[q].post(`/admin/usuarios/${id}`, { form: { _csrf: csrfOf(q), intent: 'desativar' }, maxRedirects: 0 }),
  },
  {
    acao: 'ver a página da cópia de segurança',
    permitido: ['administrador'],
    fazer: (q) => clientes[q].get('/admin/copia', { maxRedirects: 0 }),
  },
  {
    acao: 'baixar a cópia de segurança',
    permitido: ['administrador'],
    fazer: async (q) => {
      const r = await clientes[q].get('/admin/copia/baixar', { maxRedirects: 0 });
      if (r.status() === 200) {
        // The archive itself: gzip, as an attachment, never stored by a cache.
        expect(r.headers()['content-type']).toBe('application/gzip');
        expect(r.headers()['content-disposition']).toMatch(/^attachment; filename="cosems-conteudo-\d{4}-\d{2}-\d{2}\.tar\.gz"$/);
        expect(r.headers()['cache-control']).toBe('no-store');
        const corpo = await r.body();
        expect(corpo.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
        expect(gunzipSync(corpo).includes('noticias.json')).toBe(true);
      }
      return r;
    },
  },
];

function csrfOf(q: Quem): string {
  return q === 'sem sessão' ? '' : csrfs[q];
}

/** The ids an editor's page links to (groups, positions, members), in the page's order. */
async function idsDe(pagina: string, padrao: RegExp): Promise<string[]> {
  const html = await (await clientes.editor.get(pagina)).text();
  const ids = [...html.matchAll(padrao)].map((m) => m[1] as string);
  expect(ids.length, pagina).toBeGreaterThan(0);
  return ids;
}

/** A legal document's or publication's form sent as `quem` (multipart, an external link). */
function salvarDocumento(quem: Quem, url: string, campos: Record<string, string>) {
  return clientes[quem].post(url, {
    multipart: { _csrf: csrfOf(quem), intent: 'salvar', origem: 'link', link: 'https://www.saude.mg.gov.br/', ...campos },
    maxRedirects: 0,
  });
}

/** A past president's form sent as `quem`. */
function salvarPresidente(quem: Quem, url: string, campos: Record<string, string>) {
  return clientes[quem].post(url, { form: { _csrf: csrfOf(quem), intent: 'salvar', ...campos }, maxRedirects: 0 });
}

const pdfDeUmaPagina = (texto: string) => makePdf(1, { linha: () => texto });

/** A legal document or publication saved by the editor; its id, from the list's address. */
async function documentoDoEditor(url: string, campos: Record<string, string>): Promise<number> {
  const r = await salvarDocumento('editor', url, campos);
  const id = Number(/[?&]salvo=(\d+)/.exec(r.headers().location ?? '')?.[1]);
  expect(id, url).toBeGreaterThan(0);
  return id;
}

/** An event's form sent as `quem` (a draft unless `campos` says otherwise). */
function salvarEvento(quem: Quem, url: string, campos: Record<string, string>) {
  return clientes[quem].post(url, {
    form: {
      _csrf: csrfOf(quem),
      intent: 'salvar',
      titulo: 'Evento da tabela',
      tipo: 'outro',
      dia: '2027-02-01',
      hora: '10:00',
      local: 'Belo Horizonte',
      estado: 'rascunho',
      ...campos,
    },
    maxRedirects: 0,
  });
}

async function eventoDoEditor(): Promise<number> {
  const r = await salvarEvento('editor', '/admin/agenda/novo', { estado: 'publicado' });
  const id = Number(/[?&]salvo=(\d+)/.exec(r.headers().location ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

/** Each deliberation of the table gets its own number (number and year are unique together). */
let proximoNumero = 9_000;

function salvarDeliberacao(quem: Quem, url: string, campos: Record<string, string>) {
  return clientes[quem].post(url, {
    form: {
      _csrf: csrfOf(quem),
      intent: 'salvar',
      numero: String(proximoNumero++),
      ano: '2026',
      data: '2026-11-20',
      ementa: 'Deliberação da tabela de permissões',
      'tema-gestao': 'sim',
      origem: 'link',
      link: 'https://www.saude.mg.gov.br/cib',
      estado: 'rascunho',
      ...campos,
    },
    maxRedirects: 0,
  });
}

async function deliberacaoDoEditor(): Promise<number> {
  const r = await salvarDeliberacao('editor', '/admin/deliberacoes/nova', { estado: 'publicado' });
  const id = Number(/[?&]salvo=(\d+)/.exec(r.headers().location ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

/** The version a form shows now (read by the editor, as the page would have it). */
async function versaoDoDocumento(url: string): Promise<string> {
  const html = await (await clientes.editor.get(url)).text();
  return /name="versao" value="([0-9a-f]{16})"/.exec(html)?.[1] ?? '';
}

/** An account's id, from the administrator's list. */
async function idDaConta(email: string): Promise<number> {
  const html = await (await clientes.administrador.get('/admin/usuarios')).text();
  const linha = html.split('<tr').find((tr) => tr.includes(`>${email}<`)) ?? '';
  const id = Number(/href="\/admin\/usuarios\/(\d+)"/.exec(linha)?.[1]);
  expect(id, email).toBeGreaterThan(0);
  return id;
}

/**
 * A new account, made as the site without SMTP makes them: the administrator's invitation gives a
 * link (shown once, on the page), and the link's page creates the account.
 */
let convidadas = 0;
async function contaConvidada(): Promise<number> {
  convidadas += 1;
  const email = `convidada${convidadas}@cosems.example`;
  const pagina = await clientes.administrador.post('/admin/usuarios', {
    form: { _csrf: csrfs.administrador, intent: 'convidar', nome: `Convidada ${convidadas}`, email, papel: 'autor' },
  });
  // React separates adjacent text pieces with empty comments in server-rendered HTML.
  const html = (await pagina.text()).replaceAll('<!-- -->', '');
  expect(html).toContain(`Convite criado para ${email}. Entregue este link à pessoa`);
  const link = /value="(https?:\/\/[^"]+\/admin\/convite\/[\w-]{43})"/.exec(html)?.[1] as string;
  const senha = 'jabuticaba relógio farol cometa';
  const criada = await clientes['sem sessão'].post(new URL(link).pathname, { form: { senha, confirmacao: senha }, maxRedirects: 0 });
  expect(criada.headers().location).toBe('/admin/entrar?aviso=conta-criada');
  // Once: the same link again is refused (410) and creates nothing.
  const denovo = await clientes['sem sessão'].post(new URL(link).pathname, { form: { senha, confirmacao: senha }, maxRedirects: 0 });
  expect(denovo.status()).toBe(410);
  return idDaConta(email);
}

/** A pending invitation's id, as its row's buttons carry it. */
let pendentes = 0;
async function convitePendente(): Promise<string> {
  pendentes += 1;
  const email = `pendente${pendentes}@cosems.example`;
  await clientes.administrador.post('/admin/usuarios', {
    form: { _csrf: csrfs.administrador, intent: 'convidar', nome: `Pendente ${pendentes}`, email, papel: 'autor' },
  });
  const html = await (await clientes.administrador.get('/admin/usuarios')).text();
  const linha = html.split('<tr').find((tr) => tr.includes(`>${email}<`)) ?? '';
  const id = /name="convite" value="([0-9a-f]{16})"/.exec(linha)?.[1];
  expect(id, email).toBeTruthy();
  return id as string;
}

/** Each role's own item for the "own" cases: created by that role (the editor's for no session). */
const proprias = new Map<string, number>();
async function salvarProprio(q: Quem, intent: string, situacao: 'rascunho' | 'revisao' = 'rascunho', campos: Record<string, string> = {}) {
  const dono: Papel = q === 'sem sessão' ? 'editor' : q;
  const id = await noticia(dono, situacao);
  proprias.set(`${q}:${intent}`, id);
  return salvar(q, id, intent, campos);
}

test('every action × every role × no session: exactly the allowed ones succeed', async () => {
  test.setTimeout(300_000);
  const resultados: string[] = [];
  const esperados: string[] = [];
  for (const caso of CASOS) {
    for (const quem of [...PAPEIS, 'sem sessão'] as Quem[]) {
      const alvo = caso.preparar ? await caso.preparar() : null;
      const r = await caso.fazer(quem, alvo);
      const status = r.status();
      const location = r.headers().location ?? '';
      const resultado =
        status === 403
          ? 'recusado (403)'
          : (status === 302 || status === 303) && location.startsWith('/admin/entrar')
            ? 'enviado para entrar'
            : status >= 200 && status < 400
              ? 'feito'
              : `inesperado (${status})`;
      resultados.push(`${caso.acao} — ${quem}: ${resultado}`);
      const permitido = quem !== 'sem sessão' && caso.permitido.includes(quem);
      esperados.push(`${caso.acao} — ${quem}: ${permitido ? 'feito' : quem === 'sem sessão' ? 'enviado para entrar' : 'recusado (403)'}`);
    }
  }
  console.log(`${resultados.length} combinações de ação × papel conferidas.`);
  expect(resultados).toEqual(esperados);
});

test('without SMTP: no "Esqueci minha senha" (404), and an invitation link works once', async () => {
  expect((await clientes['sem sessão'].get('/admin/esqueci')).status()).toBe(404);
  expect(await (await clientes['sem sessão'].get('/admin/entrar')).text()).not.toContain('Esqueci minha senha');
  const id = await contaConvidada();
  const html = await (await clientes.administrador.get(`/admin/usuarios/${id}`)).text();
  expect(html).toContain('A configurar na próxima entrada');
});

test('what was refused changed nothing: a refused publish leaves the item in review', async () => {
  const id = proprias.get('autor:publicar') as number;
  const html = await (await clientes.editor.get(`/admin/noticias/${id}`)).text();
  expect(html).toContain('cosems-situacao-revisao');
  expect((await fetch(`${site.url}/noticia/${id}`)).status).toBe(404);
});

test('an author’s own image, once a partner uses it, is replaced or re-described only by an editor; the page says why (issue 25, item 3)', async () => {
  const nome = await imagemDe('autor');
  const editar = (q: Papel) =>
    clientes[q].post(`/admin/midia/${nome}`, { form: { _csrf: csrfs[q], intent: 'editar', alt: `Texto de ${q}` }, maxRedirects: 0 });
  const substituir = async (q: Papel) =>
    clientes[q].post(`/admin/midia/${nome}`, {
      multipart: {
        _csrf: csrfs[q],
        intent: 'substituir',
        arquivo: {
          name: 'outra.png',
          mimeType: 'image/png',
          buffer: await sharp({ create: { width: 40, height: 30, channels: 3, background: '#aa3333' } })
            .png()
            .toBuffer(),
        },
      },
      maxRedirects: 0,
    });
  // Unused: the author changes the text of her own image.
  expect((await editar('autor')).status()).toBe(200);
  // An editor puts it on a partner of the home page (public at once).
  const lista = await (await clientes.editor.get('/admin/parceiros')).text();
  const id = /href="\/admin\/parceiros\/(\d+)"/.exec(lista)?.[1];
  const pagina = await (await clientes.editor.get(`/admin/parceiros/${id}`)).text();
  const versao = /name="versao" value="([^"]+)"/.exec(pagina)?.[1] ?? '';
  const salvo = await clientes.editor.post(`/admin/parceiros/${id}`, {
    form: {
      _csrf: csrfs.editor,
      intent: 'salvar',
      versao,
      nome: 'Parceiro com a imagem do autor',
      link: 'https://exemplo.org',
      imagem: nome,
    },
    maxRedirects: 0,
  });
  expect(salvo.status()).toBeLessThan(400);
  // The author's page: no form, and why.
  const detalhe = await (await clientes.autor.get(`/admin/midia/${nome}`)).text();
  expect(detalhe).toContain('Por que não há como substituir este arquivo');
  expect(detalhe).toContain('Este arquivo é usado em conteúdo publicado');
  expect(detalhe).not.toContain('Substituir arquivo');
  // Whatever the page shows, the server refuses; the editor may.
  expect((await editar('autor')).status()).toBe(403);
  expect((await substituir('autor')).status()).toBe(403);
  expect((await editar('editor')).status()).toBe(200);
  expect((await substituir('editor')).status()).toBe(200);
});
