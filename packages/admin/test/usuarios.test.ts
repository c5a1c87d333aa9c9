/**
 * Account management (issue 12): invitations by e-mail through a real SMTP server and by link,
 * roles, disabling, two-factor resets and "forgot my password", against the real database (PGlite
 * and PostgreSQL projects), with a clock the test moves.
 */
import { BackOffice, correioSmtp, totpCode, Usuarios } from '@cosems/admin';
import { HORAS_CONVITE, MINUTOS_REDEFINICAO, type SessaoAtual } from '@cosems/contracts';
import { tables } from '@cosems/db';
import { createTestDatabase, type TestDatabase } from '@cosems/test-support';
import { type ServidorSmtp, startSmtpServer } from '@cosems/test-support/smtp';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const SENHA = 'cavalo correto bateria grampo';
const SENHA_NOVA = 'girassol tambor neblina caderno';
const BASE = 'https://cosems.example';
const quem = { endereco: '203.0.113.9', agente: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' };

let t: TestDatabase;
let smtp: ServidorSmtp;
let clock: Date;
let office: BackOffice;
let comCorreio: Usuarios;
let semCorreio: Usuarios;
let seq = 0;
const falhas: unknown[] = [];

beforeAll(async () => {
  t = await createTestDatabase({ empty: true });
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
  await t?.close();
});
beforeEach(() => {
  seq += 1;
  clock = new Date(Date.UTC(2026, 10, 1 + seq, 12));
  const now = () => clock;
  office = new BackOffice({ db: t.database.db, now });
  const correio = correioSmtp(smtp.url, 'COSEMS/MG <nao-responda@cosems.example>');
  comCorreio = new Usuarios({ db: t.database.db, backOffice: office, correio, now, aoFalharEnvio: (e) => falhas.push(e) });
  semCorreio = new Usuarios({ db: t.database.db, backOffice: office, now });
});

const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
const epoch = () => Math.floor(clock.getTime() / 1000);

/** An account signed in fully (password, two-factor set up): its session and TOTP key. */
async function conta(papel: 'autor' | 'editor' | 'administrador') {
  seq += 1;
  const email = `conta${seq}@cosems.example`;
  const { id } = await office.createUser({ email, nome: `Conta ${seq}`, papel, senha: SENHA });
  const first = await office.signIn({ email, senha: SENHA }, quem);
  if (first.tipo !== 'ok') throw new Error(first.tipo);
  const half = (await office.resolveSession(first.token)) as SessaoAtual;
  const setup = await office.startSecondFactorSetup(half, quem);
  if (!setup) throw new Error('nada a configurar');
  const done = await office.confirmSecondFactorSetup(half, totpCode(setup.chave, epoch()), quem);
  if (done.tipo !== 'ok') throw new Error(done.tipo);
  const sessao = (await office.resolveSession(done.token)) as SessaoAtual;
  return { id, email, sessao, token: done.token, chave: setup.chave };
}

const linkDe = (texto: string, caminho: string) => {
  const m = new RegExp(`${BASE}/admin/${caminho}/([\\w-]{43})`).exec(texto);
  if (!m?.[1]) throw new Error(`sem link /admin/${caminho}/ em: ${texto}`);
  return m[1];
};

async function auditoria(acao: string) {
  return t.database.db.select().from(tables.auditoria).where(eq(tables.auditoria.acao, acao)).orderBy(desc(tables.auditoria.id));
}

describe('invitations', () => {
  it('by e-mail: the message carries a link that creates the account with its role, once; two-factor comes at the first sign-in', async () => {
    const admin = await conta('administrador');
    const r = await comCorreio.convidar(
      admin.sessao,
      { email: 'Joana.Nova@cosems.example', nome: 'Joana Nova', papel: 'editor' },
      quem,
      BASE,
    );
    expect(r).toEqual({ tipo: 'enviado', email: 'Joana.Nova@cosems.example' });
    const msg = await smtp.proxima('joana.nova@cosems.example');
    expect(msg.assunto).toBe('Convite para a área restrita do site do COSEMS/MG');
    expect(msg.texto).toContain(`${admin.sessao.usuario.nome} convidou você para a área restrita do site do COSEMS/MG, como editor.`);
    expect(msg.texto).toContain(`vale por ${HORAS_CONVITE} horas e uma só vez`);
    const token = linkDe(msg.texto, 'convite');
    // Only the token's hash is stored.
    const linhas = await t.database.db.select().from(tables.linksConta);
    expect(JSON.stringify(linhas)).not.toContain(token);

    expect(await comCorreio.convite(token)).toEqual({ email: 'Joana.Nova@cosems.example', nome: 'Joana Nova' });
    const fraca = await comCorreio.aceitarConvite(token, 'qwertyuiop123', quem);
    expect(fraca).toMatchObject({ tipo: 'senha-fraca', mensagem: expect.stringContaining('Senha fácil de adivinhar') });
    expect(await comCorreio.aceitarConvite(token, SENHA, quem)).toEqual({ tipo: 'ok' });
    expect(await comCorreio.aceitarConvite(token, SENHA, quem)).toEqual({ tipo: 'link-invalido' });
    expect(await comCorreio.convite(token)).toBeNull();

    const entrada = await office.signIn({ email: 'joana.nova@cosems.example', senha: SENHA }, quem);
    expect(entrada).toMatchObject({ tipo: 'ok', etapa: 'configurar-segundo-fator' });
    const lista = await comCorreio.listar(admin.sessao);
    if (lista === 'proibido') throw new Error('proibido');
    expect(lista.usuarios.find((u) => u.email === 'Joana.Nova@cosems.example')).toMatchObject({
      papel: 'editor',
      ativo: true,
      segundoFator: false,
    });
    expect(lista.convites.find((c) => c.email === 'Joana.Nova@cosems.example')).toBeUndefined();
    expect((await auditoria('convite-criado'))[0]?.depois).toMatchObject({
      email: 'Joana.Nova@cosems.example',
      papel: 'editor',
      envio: 'e-mail',
    });
  });

  it(`without SMTP: the link is handed to the administrator; it lasts ${HORAS_CONVITE} hours; a new invitation replaces it; it can be cancelled`, async () => {
    const admin = await conta('administrador');
    const dados = { email: 'pedro@cosems.example', nome: 'Pedro', papel: 'autor' };
    const r1 = await semCorreio.convidar(admin.sessao, dados, quem, BASE);
    if (r1 === 'proibido' || r1.tipo !== 'link') throw new Error(JSON.stringify(r1));
    const r2 = await semCorreio.convidar(admin.sessao, dados, quem, BASE);
    if (r2 === 'proibido' || r2.tipo !== 'link') throw new Error(JSON.stringify(r2));
    expect(await semCorreio.convite(linkDe(r1.link, 'convite'))).toBeNull();
    const token = linkDe(r2.link, 'convite');
    advance(HORAS_CONVITE * 3600 - 1);
    expect(await semCorreio.convite(token)).not.toBeNull();
    advance(2);
    expect(await semCorreio.convite(token)).toBeNull();
    expect(await semCorreio.aceitarConvite(token, SENHA, quem)).toEqual({ tipo: 'link-invalido' });

    const r3 = await semCorreio.convidar(admin.sessao, dados, quem, BASE);
    if (r3 === 'proibido' || r3.tipo !== 'link') throw new Error(JSON.stringify(r3));
    const lista = await semCorreio.listar(admin.sessao);
    if (lista === 'proibido') throw new Error('proibido');
    const pendente = lista.convites.find((c) => c.email === 'pedro@cosems.example');
    expect(pendente).toMatchObject({ nome: 'Pedro', papel: 'autor' });
    expect(await semCorreio.cancelarConvite(admin.sessao, pendente?.id as string, quem)).toBe(true);
    expect(await semCorreio.convite(linkDe(r3.link, 'convite'))).toBeNull();
  });

  it('sent again: a new link with the same name and role; the old link stops working; only administradores', async () => {
    const admin = await conta('administrador');
    const editor = await conta('editor');
    const primeiro = await semCorreio.convidar(admin.sessao, { email: 'rita@cosems.example', nome: 'Rita', papel: 'editor' }, quem, BASE);
    if (primeiro === 'proibido' || primeiro.tipo !== 'link') throw new Error(JSON.stringify(primeiro));
    const lista = await semCorreio.listar(admin.sessao);
    if (lista === 'proibido') throw new Error('proibido');
    const pendente = lista.convites.find((c) => c.email === 'rita@cosems.example');
    expect(await semCorreio.reenviarConvite(editor.sessao, pendente?.id as string, quem, BASE)).toBe('proibido');
    const segundo = await semCorreio.reenviarConvite(admin.sessao, pendente?.id as string, quem, BASE);
    if (segundo === null || segundo === 'proibido' || segundo.tipo !== 'link') throw new Error(JSON.stringify(segundo));
    expect(segundo.link).not.toBe(primeiro.link);
    expect(await semCorreio.convite(linkDe(primeiro.link, 'convite'))).toBeNull();
    expect(await semCorreio.convite(linkDe(segundo.link, 'convite'))).toEqual({ email: 'rita@cosems.example', nome: 'Rita' });
    const depois = await semCorreio.listar(admin.sessao);
    if (depois === 'proibido') throw new Error('proibido');
    expect(depois.convites.filter((c) => c.email === 'rita@cosems.example')).toEqual([
      expect.objectContaining({ nome: 'Rita', papel: 'editor' }),
    ]);
    // The old one's id names nothing any more; a malformed id neither.
    expect(await semCorreio.reenviarConvite(admin.sessao, pendente?.id as string, quem, BASE)).toBeNull();
    expect(await semCorreio.reenviarConvite(admin.sessao, 'nao-e-um-id', quem, BASE)).toBeNull();
  });

  it('refuses a bad e-mail, an existing account and an unknown role; only administradores invite', async () => {
    const admin = await conta('administrador');
    const editor = await conta('editor');
    expect(await semCorreio.convidar(admin.sessao, { email: 'sem-arroba', nome: 'X', papel: 'autor' }, quem, BASE)).toMatchObject({
      tipo: 'erro',
      campo: 'email',
    });
    expect(await semCorreio.convidar(admin.sessao, { email: editor.email.toUpperCase(), nome: 'X', papel: 'autor' }, quem, BASE)).toEqual({
      tipo: 'erro',
      campo: 'email',
      mensagem: 'Já existe uma conta com este e-mail.',
    });
    expect(await semCorreio.convidar(admin.sessao, { email: 'a@b.example', nome: 'X', papel: 'dono' }, quem, BASE)).toMatchObject({
      tipo: 'erro',
      campo: 'papel',
    });
    expect(await semCorreio.convidar(editor.sessao, { email: 'a@b.example', nome: 'X', papel: 'autor' }, quem, BASE)).toBe('proibido');
    expect(await semCorreio.listar(editor.sessao)).toBe('proibido');
    expect(await semCorreio.alterar(editor.sessao, admin.id, { tipo: 'desativar' }, quem)).toBe('proibido');
  });

  it('an SMTP server that does not answer: the invitation still exists, its link is shown with a warning', async () => {
    const admin = await conta('administrador');
    const morto = await startSmtpServer();
    await morto.close();
    const quebrado = new Usuarios({
      db: t.database.db,
      backOffice: office,
      correio: correioSmtp(morto.url, 'x@cosems.example'),
      now: () => clock,
    });
    const r = await quebrado.convidar(admin.sessao, { email: 'ana@cosems.example', nome: 'Ana', papel: 'autor' }, quem, BASE);
    if (r === 'proibido' || r.tipo !== 'link') throw new Error(JSON.stringify(r));
    expect(r.aviso).toMatch(/^O e-mail não pôde ser enviado/);
    expect(await quebrado.convite(linkDe(r.link, 'convite'))).toEqual({ email: 'ana@cosems.example', nome: 'Ana' });
  });
});

describe('an administrator changes accounts', () => {
  it('a new role applies from the next request; the last active administrator stays one', async () => {
    const admin = await conta('administrador');
    const autor = await conta('autor');
    expect(await semCorreio.alterar(admin.sessao, autor.id, { tipo: 'papel', papel: 'editor' }, quem)).toEqual({
      tipo: 'ok',
      mensagem: 'Papel alterado para Editor.',
    });
    expect((await office.resolveSession(autor.token))?.usuario.papel).toBe('editor');
    expect((await auditoria('usuario-papel'))[0]).toMatchObject({
      antes: { papel: 'autor' },
      depois: { papel: 'editor' },
      objetoId: String(autor.id),
    });

    // Every other administrator is disabled: this one may not step down nor disable itself.
    const outros = await t.database.db.select().from(tables.usuarios).where(eq(tables.usuarios.papel, 'administrador'));
    for (const o of outros)
      if (o.id !== admin.id) await t.database.db.update(tables.usuarios).set({ ativo: false }).where(eq(tables.usuarios.id, o.id));
    expect(await semCorreio.alterar(admin.sessao, admin.id, { tipo: 'papel', papel: 'editor' }, quem)).toEqual({
      tipo: 'recusado',
      mensagem: 'É preciso manter ao menos um administrador ativo.',
    });
    expect(await semCorreio.alterar(admin.sessao, admin.id, { tipo: 'desativar' }, quem)).toEqual({
      tipo: 'recusado',
      mensagem: 'Você não pode desativar a sua própria conta.',
    });
    expect(await semCorreio.alterar(admin.sessao, 999_999, { tipo: 'reativar' }, quem)).toBeNull();
  });

  it('disabling ends every session of the account at once and refuses its sign-in; reactivating lets it in again', async () => {
    const admin = await conta('administrador');
    const editor = await conta('editor');
    const segunda = await office.signIn({ email: editor.email, senha: SENHA }, quem);
    expect(segunda.tipo).toBe('ok');
    const r = await semCorreio.alterar(admin.sessao, editor.id, { tipo: 'desativar' }, quem);
    expect(r).toEqual({ tipo: 'ok', mensagem: 'Conta desativada; 2 sessões encerradas.' });
    expect(await office.resolveSession(editor.token)).toBeNull();
    expect(await office.signIn({ email: editor.email, senha: SENHA }, quem)).toEqual({ tipo: 'invalida' });
    expect(await semCorreio.alterar(admin.sessao, editor.id, { tipo: 'reativar' }, quem)).toEqual({
      tipo: 'ok',
      mensagem: 'Conta reativada.',
    });
    advance(3600);
    expect(await office.signIn({ email: editor.email, senha: SENHA }, quem)).toMatchObject({ tipo: 'ok', etapa: 'segundo-fator' });
  });

  it('a two-factor reset: sessions end, recovery codes go, and the next sign-in sets two-factor up again', async () => {
    const admin = await conta('administrador');
    const autor = await conta('autor');
    const r = await semCorreio.alterar(admin.sessao, autor.id, { tipo: 'redefinir-segundo-fator' }, quem);
    expect(r).toMatchObject({ tipo: 'ok', mensagem: expect.stringContaining('vai configurá-la de novo na próxima entrada') });
    expect(await office.resolveSession(autor.token)).toBeNull();
    expect(await t.database.db.select().from(tables.codigosRecuperacao).where(eq(tables.codigosRecuperacao.usuarioId, autor.id))).toEqual(
      [],
    );
    expect(await office.signIn({ email: autor.email, senha: SENHA }, quem)).toMatchObject({
      tipo: 'ok',
      etapa: 'configurar-segundo-fator',
    });
  });
});

describe('forgot my password', () => {
  it(`an e-mail with a link valid ${MINUTOS_REDEFINICAO} minutes; the new password works, the old one not, and every session ended`, async () => {
    const editor = await conta('editor');
    await comCorreio.pedirRedefinicao(` ${editor.email.toUpperCase()} `, quem, BASE);
    const msg = await smtp.proxima(editor.email);
    expect(msg.assunto).toBe('Redefinição de senha da área restrita do COSEMS/MG');
    const token = linkDe(msg.texto, 'redefinir');
    expect(await comCorreio.redefinicao(token)).toEqual({ email: editor.email, nome: editor.sessao.usuario.nome });
    expect(await comCorreio.redefinirSenha(token, 'curta', quem)).toMatchObject({ tipo: 'senha-fraca' });
    expect(await comCorreio.redefinirSenha(token, SENHA_NOVA, quem)).toEqual({ tipo: 'ok' });
    expect(await comCorreio.redefinirSenha(token, SENHA_NOVA, quem)).toEqual({ tipo: 'link-invalido' });
    expect(await office.resolveSession(editor.token)).toBeNull();
    expect(await office.signIn({ email: editor.email, senha: SENHA }, quem)).toEqual({ tipo: 'invalida' });
    advance(3600);
    expect(await office.signIn({ email: editor.email, senha: SENHA_NOVA }, quem)).toMatchObject({ tipo: 'ok', etapa: 'segundo-fator' });
    expect((await auditoria('senha-redefinida'))[0]?.depois).toEqual({ sessoesEncerradas: 1 });
  });

  it('an unknown e-mail gets no message (and the same answer); a second request within minutes sends nothing more; the link expires', async () => {
    const autor = await conta('autor');
    const antes = smtp.recebidas.length;
    await comCorreio.pedirRedefinicao('ninguem@cosems.example', quem, BASE);
    await comCorreio.pedirRedefinicao(autor.email, quem, BASE);
    const msg = await smtp.proxima(autor.email);
    await comCorreio.pedirRedefinicao(autor.email, quem, BASE);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.recebidas.length - antes).toBe(1);
    const pedidos = await auditoria('redefinicao-pedida');
    expect(pedidos.slice(0, 3).map((p) => p.depois)).toEqual([
      { enviada: false, motivo: 'outro pedido há menos de 2 minutos' },
      { enviada: true },
      { enviada: false },
    ]);
    const token = linkDe(msg.texto, 'redefinir');
    advance(MINUTOS_REDEFINICAO * 60 + 1);
    expect(await comCorreio.redefinicao(token)).toBeNull();
    expect(await comCorreio.redefinirSenha(token, SENHA_NOVA, quem)).toEqual({ tipo: 'link-invalido' });
    // Without SMTP nothing is sent, nothing recorded.
    await semCorreio.pedirRedefinicao(autor.email, quem, BASE);
    expect(falhas).toEqual([]);
  });
});
