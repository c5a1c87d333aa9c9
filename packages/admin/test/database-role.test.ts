/**
 * Issue 25, item 9 (docs/decisions/041): on PostgreSQL the application runs as a role that owns
 * nothing, with INSERT and SELECT only on the audit log, while the migrations run as the owner
 * (DATABASE_OWNER_URL). Against the run's throwaway server; on PGlite (one user) only what applies.
 */
import { BackOffice } from '@cosems/admin';
import { ConfigError, DEMO_BUNDLE_DIR, dbOptionsFromEnv, importBundle, openDatabase, readBundle, tables } from '@cosems/db';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { createTestDatabase } from '@cosems/test-support';
import { REPO_ROOT } from '@cosems/test-support/site-process';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessaoCompleta } from './sessao.ts';

const adminUrl = process.env.TEST_PG_URL ?? '';
const quem = { endereco: '203.0.113.9', agente: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' };

describe('PGlite: um usuário só, a separação não se aplica', () => {
  it.skipIf(adminUrl)('o banco embutido não diz que o usuário do site é dono da auditoria', async () => {
    const t = await createTestDatabase({ empty: true });
    try {
      expect(t.database.appRoleOwnsAudit).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('DATABASE_OWNER_URL sem DATABASE_URL é recusada na partida', () => {
    expect(() => dbOptionsFromEnv({ DATABASE_OWNER_URL: 'postgres://dono@localhost/cosems' })).toThrow(ConfigError);
    expect(() => dbOptionsFromEnv({ DATABASE_URL: 'postgres://app@localhost/cosems', DATABASE_OWNER_URL: 'mysql://x' })).toThrow(
      ConfigError,
    );
    expect(
      dbOptionsFromEnv({ DATABASE_URL: 'postgres://app@localhost/cosems', DATABASE_OWNER_URL: 'postgres://dono@localhost/cosems' })
        .ownerUrl,
    ).toBe('postgres://dono@localhost/cosems');
  });
});

describe.skipIf(!adminUrl)('PostgreSQL: o site como um usuário que não é dono das tabelas', () => {
  const suffix = Math.random().toString(36).slice(2, 8);
  const names = { db: `t_papel_${suffix}`, owner: `dono_${suffix}`, app: `site_${suffix}` };
  const urlAs = (user: string) => {
    const u = new URL(adminUrl);
    u.username = user;
    u.pathname = `/${names.db}`;
    return u.toString();
  };
  // Built only where the server exists (describe.skipIf still runs this body on PGlite).
  const ownerUrl = adminUrl ? urlAs(names.owner) : '';
  const appUrl = adminUrl ? urlAs(names.app) : '';

  async function asRole<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  }

  beforeAll(async () => {
    await asRole(adminUrl, async (c) => {
      await c.query(`create role ${names.owner} login`);
      await c.query(`create role ${names.app} login`);
      await c.query(`create database ${names.db} owner ${names.owner}`);
    });
  });
  afterAll(async () => {
    await asRole(adminUrl, async (c) => {
      await c.query(`drop database if exists ${names.db} with (force)`);
      await c.query(`drop role if exists ${names.app}`);
      await c.query(`drop role if exists ${names.owner}`);
    });
  });

  it('content preparar-banco (a unidade cosems-banco do deploy/): migra como o dono e dá as permissões; sem o dono, sai com 2', async () => {
    const cli = path.join(REPO_ROOT, 'packages/db/src/cli.ts');
    const run = (env: Record<string, string>) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', cli, 'preparar-banco'], { env: { ...process.env, ...env } }).then(
        (r) => ({ code: 0, out: r.stdout }),
        (e: { code: number; stderr: string }) => ({ code: e.code, out: e.stderr }),
      );
    const without = await run({ DATABASE_URL: appUrl, DATABASE_OWNER_URL: '' });
    expect(without.code).toBe(2);
    expect(without.out).toMatch(/DATABASE_OWNER_URL/);
    const done = await run({ DATABASE_URL: appUrl, DATABASE_OWNER_URL: ownerUrl });
    expect(done).toEqual({ code: 0, out: expect.stringMatching(/^Banco preparado/) });
    // The site's processes then start with DATABASE_URL alone, as the role that owns nothing.
    const database = await openDatabase({ databaseUrl: appUrl, poolMax: 3 });
    expect(database.appRoleOwnsAudit).toBe(false);
    await database.close();
  });

  it('a partida com DATABASE_OWNER_URL migra como o dono, e o usuário do site não é dono de nada', async () => {
    const database = await openDatabase({ databaseUrl: appUrl, ownerUrl, poolMax: 3 });
    try {
      expect(database.appRoleOwnsAudit).toBe(false);
      const owned = await asRole(appUrl, (c) =>
        c.query(
          `select (select count(*) from pg_class where relowner = r.oid)::int as relations,
                    (select count(*) from pg_namespace where nspowner = r.oid)::int as schemas,
                    (select count(*) from pg_database where datdba = r.oid)::int as databases,
                    (select count(*) from pg_proc where proowner = r.oid)::int as functions
               from pg_roles r where r.rolname = current_user`,
        ),
      );
      expect(owned.rows[0]).toEqual({ relations: 0, schemas: 0, databases: 0, functions: 0 });
      const audit = await asRole(appUrl, (c) =>
        c.query(
          `select privilege_type from information_schema.role_table_grants where table_name = 'auditoria' and grantee = current_user order by 1`,
        ),
      );
      expect(audit.rows.map((r) => r.privilege_type)).toEqual(['INSERT', 'SELECT']);
    } finally {
      await database.close();
    }
  });

  it('como o usuário do site, o conteúdo de demonstração é importado e a entrada na área restrita grava a auditoria', async () => {
    const database = await openDatabase({ databaseUrl: appUrl, ownerUrl, poolMax: 3 });
    try {
      await importBundle(database.db, await readBundle(DEMO_BUNDLE_DIR));
      const office = new BackOffice({ db: database.db, now: () => new Date() });
      const before = (await database.db.select({ n: count() }).from(tables.auditoria))[0]?.n ?? 0;
      const sessao = await sessaoCompleta(office, 'editor', quem, new Date(), 'papel');
      expect(sessao.etapa).toBe('completa');
      const after = (await database.db.select({ n: count() }).from(tables.auditoria))[0]?.n ?? 0;
      expect(after).toBeGreaterThan(before);
    } finally {
      await database.close();
    }
  });

  it('como o usuário do site, desligar o gatilho, DELETE, UPDATE e TRUNCATE na auditoria são recusados por permissão', async () => {
    await asRole(appUrl, async (c) => {
      const rows = Number((await c.query('select count(*) from auditoria')).rows[0].count);
      expect(rows).toBeGreaterThan(0);
      for (const statement of [
        'alter table auditoria disable trigger all',
        'alter table auditoria disable trigger auditoria_somente_insercao',
        'delete from auditoria',
        `update auditoria set acao = 'apagada'`,
        'truncate auditoria',
        'drop table auditoria',
        'alter table auditoria owner to current_user',
      ]) {
        // 42501 insufficient_privilege: refused by the grants, before the trigger is even reached.
        await expect(c.query(statement), statement).rejects.toMatchObject({ code: '42501' });
      }
      expect(Number((await c.query('select count(*) from auditoria')).rows[0].count)).toBe(rows);
    });
  });

  it('uma partida só com DATABASE_URL, sem ser dono, sobe sem migrar; com uma migração pendente, para dizendo o que fazer', async () => {
    const database = await openDatabase({ databaseUrl: appUrl, poolMax: 3 });
    expect(database.appRoleOwnsAudit).toBe(false);
    await database.close();
    // One migration "not applied yet": the row that records it is taken away, then put back.
    const last = await asRole(ownerUrl, async (c) => {
      const r = await c.query('select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1');
      await c.query('delete from drizzle.__drizzle_migrations where id = $1', [r.rows[0].id]);
      return r.rows[0];
    });
    try {
      await expect(openDatabase({ databaseUrl: appUrl, poolMax: 3 })).rejects.toThrow(/migrações pendentes.*DATABASE_OWNER_URL/);
    } finally {
      await asRole(ownerUrl, (c) =>
        c.query('insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)', [
          last.id,
          last.hash,
          last.created_at,
        ]),
      );
    }
  });

  it('duas partidas juntas com DATABASE_OWNER_URL num banco novo: as migrações e as permissões passam pela mesma trava', async () => {
    const db2 = `${names.db}_b`;
    await asRole(adminUrl, (c) => c.query(`create database ${db2} owner ${names.owner}`));
    const other = (url: string) => url.replace(`/${names.db}`, `/${db2}`);
    try {
      const both = await Promise.all([0, 1].map(() => openDatabase({ databaseUrl: other(appUrl), ownerUrl: other(ownerUrl), poolMax: 2 })));
      try {
        expect(both.map((d) => d.appRoleOwnsAudit)).toEqual([false, false]);
        const applied = await asRole(other(ownerUrl), (c) => c.query('select count(*)::int as n from drizzle.__drizzle_migrations'));
        const expected = await asRole(ownerUrl, (c) => c.query('select count(*)::int as n from drizzle.__drizzle_migrations'));
        expect(applied.rows[0].n).toBe(expected.rows[0].n);
      } finally {
        await Promise.all(both.map((d) => d.close()));
      }
    } finally {
      await asRole(adminUrl, (c) => c.query(`drop database if exists ${db2} with (force)`));
    }
  });

  it('DATABASE_URL sozinha com o dono funciona como antes, e a partida sabe que o usuário é dono da auditoria', async () => {
    const database = await openDatabase({ databaseUrl: ownerUrl, poolMax: 3 });
    try {
      expect(database.appRoleOwnsAudit).toBe(true);
    } finally {
      await database.close();
    }
  });
});
