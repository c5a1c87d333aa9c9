/**
 * The back-office tests' signed-in person: a new account of `papel`, its password, its two-factor
 * set up, and the full session that results (what every content area's tests act as).
 */
import { type BackOffice, totpCode } from '@cosems/admin';
import type { Papel, Requisitante, SessaoAtual } from '@cosems/contracts';
import { type Db, tables } from '@cosems/db';

export const SENHA_DE_TESTE = 'cavalo correto bateria grampo';

let seq = 0;

export async function sessaoCompleta(
  office: BackOffice,
  papel: Papel,
  quem: Requisitante,
  agora: Date,
  prefixo = 'pessoa',
): Promise<SessaoAtual> {
  seq += 1;
  const email = `${prefixo}${seq}@cosems.example`;
  await office.createUser({ email, nome: `Pessoa ${seq}`, papel, senha: SENHA_DE_TESTE });
  const first = await office.signIn({ email, senha: SENHA_DE_TESTE }, quem);
  if (first.tipo !== 'ok') throw new Error(first.tipo);
  const half = (await office.resolveSession(first.token)) as SessaoAtual;
  const setup = await office.startSecondFactorSetup(half, quem);
  if (!setup) throw new Error('nada a configurar');
  const done = await office.confirmSecondFactorSetup(half, totpCode(setup.chave, Math.floor(agora.getTime() / 1000)), quem);
  if (done.tipo !== 'ok') throw new Error(done.tipo);
  return (await office.resolveSession(done.token)) as SessaoAtual;
}

/** Waits (up to 1 s) for the content-change notices counted in `avisos` to pass `antes`; how many came. */
export async function esperarAviso(avisos: readonly unknown[], antes: number): Promise<number> {
  for (let i = 0; i < 100 && avisos.length === antes; i++) await new Promise((r) => setTimeout(r, 10));
  return avisos.length - antes;
}

/**
 * An account of `papel` written straight into the table, and a full session for it without the
 * sign-in (the newsroom's, the trash's and the dashboard's tests act as several people at once).
 */
export async function contaDireta(db: Db, nome: string, papel: Papel, ativo = true): Promise<SessaoAtual> {
  const email = `${nome.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s/g, '.')}@cosems.example`;
  const [u] = await db.insert(tables.usuarios).values({ email, nome, papel, senhaHash: 'x', ativo }).returning({ id: tables.usuarios.id });
  if (!u) throw new Error('usuario');
  return { id: `s${u.id}`, usuario: { id: u.id, nome, email, papel }, etapa: 'completa', csrf: 'c' };
}
