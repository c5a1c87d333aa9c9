/**
 * The back office ("Área restrita"): staff accounts, their sessions, sign-in throttling and the
 * audit log. Not content: a bundle import (bundle/import.ts, ALL_TABLES) never touches these
 * tables, so accounts and the log survive a re-import of the site's content.
 */
import type { EtapaSessao, Papel } from '@cosems/contracts';
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const usuarios = pgTable(
  'usuarios',
  {
    id: serial('id').primaryKey(),
    /** As typed at creation; unique without regard to case (index below). */
    email: text('email').notNull(),
    nome: text('nome').notNull(),
    papel: text('papel').$type<Papel>().notNull(),
    /** argon2id, in its PHC string form (algorithm, parameters and salt included). */
    senhaHash: text('senha_hash').notNull(),
    /** Base32 TOTP key, set (with totpConfirmadoEm) when the set-up is confirmed; never replaced after that. */
    totpSegredo: text('totp_segredo'),
    totpConfirmadoEm: timestamp('totp_confirmado_em', { withTimezone: true, mode: 'date' }),
    /** The last time step whose code was accepted: a code is accepted once (RFC 6238 §5.2). */
    totpUltimoPasso: integer('totp_ultimo_passo'),
    /**
     * Consecutive wrong second-factor codes since the last full sign-in (docs/decisions/043): at
     * FALHAS_SEGUNDO_FATOR_MAX the app's codes stop being checked for this account.
     */
    falhasSegundoFator: integer('falhas_segundo_fator').notNull().default(0),
    /** When the app's codes were blocked by those failures; only a recovery code or an administrator's reset clears it. */
    segundoFatorBloqueadoEm: timestamp('segundo_fator_bloqueado_em', { withTimezone: true, mode: 'date' }),
    ativo: boolean('ativo').notNull().default(true),
    criadoEm: timestamp('criado_em', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('usuarios_email_idx').on(sql`lower(${t.email})`),
    // The roles of @cosems/contracts (PAPEIS).
    check('usuarios_papel_check', sql`${t.papel} in ('autor', 'editor', 'administrador')`),
  ],
);

/** Ten single-use recovery codes per account, stored as SHA-256 (they are random, 50 bits each). */
export const codigosRecuperacao = pgTable(
  'codigos_recuperacao',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    codigoHash: text('codigo_hash').notNull(),
    usadoEm: timestamp('usado_em', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('codigos_recuperacao_usuario_idx').on(t.usuarioId)],
);

export const sessoes = pgTable(
  'sessoes',
  {
    /** SHA-256 of the cookie's 256-bit token, hex: the token itself is never stored. */
    id: text('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    etapa: text('etapa').$type<EtapaSessao>().notNull(),
    /** The per-session anti-CSRF token that every form of the session carries. */
    csrf: text('csrf').notNull(),
    criadaEm: timestamp('criada_em', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ultimoUsoEm: timestamp('ultimo_uso_em', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The absolute limit; the idle one is ultimoUsoEm + the idle timeout. */
    expiraEm: timestamp('expira_em', { withTimezone: true, mode: 'date' }).notNull(),
    endereco: text('endereco').notNull(),
    agente: text('agente').notNull(),
    encerradaEm: timestamp('encerrada_em', { withTimezone: true, mode: 'date' }),
    /**
     * At the set-up step: the key this session shows and may confirm. Each half-session has its
     * own, so no one else who signs in during the set-up ever sees the owner's key.
     */
    totpPendente: text('totp_pendente'),
    /** A full session just made by the set-up: its recovery codes are made and shown once, on the next page. */
    codigosPendentes: boolean('codigos_pendentes').notNull().default(false),
    /** Wrong second-factor codes tried on the account between its previous sign-in and this one (shown as a warning). */
    falhasAntes: integer('falhas_antes').notNull().default(0),
  },
  (t) => [index('sessoes_usuario_idx').on(t.usuarioId)],
);

/**
 * Failed sign-ins per key ("endereco:…", "conta:…"): what the growing delay is computed from.
 * Shared by every process through the database.
 */
export const tentativasEntrada = pgTable('tentativas_entrada', {
  chave: text('chave').primaryKey(),
  falhas: integer('falhas').notNull(),
  ultimaEm: timestamp('ultima_em', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Every sign-in, failed sign-in, sign-out and change: who, when, from where, what, and the fields
 * before and after. Append-only for the application: a trigger (migration 0005) refuses UPDATE,
 * DELETE and TRUNCATE. No foreign key to usuarios, so that the log outlives an account; the e-mail
 * is copied at the time of the event.
 */
export const auditoria = pgTable(
  'auditoria',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    em: timestamp('em', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    usuarioId: integer('usuario_id'),
    usuarioEmail: text('usuario_email'),
    endereco: text('endereco'),
    acao: text('acao').notNull(),
    objetoTipo: text('objeto_tipo'),
    objetoId: text('objeto_id'),
    antes: jsonb('antes'),
    depois: jsonb('depois'),
  },
  (t) => [
    index('auditoria_em_idx').on(t.em.desc()),
    index('auditoria_usuario_idx').on(t.usuarioId, t.em.desc()),
    // The dashboard's last changes to news (docs/decisions/051), newest first by id among news
    // events only: a flood of other events (failed sign-ins) does not lengthen the walk.
    index('auditoria_noticias_idx').on(t.id).where(sql`${t.objetoTipo} = 'noticia'`),
    // The item filter and the items' names on the log's page (issue 27, item 10): one item's events,
    // newest first; also an autor's own items on the dashboard (docs/decisions/051).
    index('auditoria_objeto_idx').on(t.objetoTipo, t.objetoId, t.id),
  ],
);

/**
 * Single-use links sent to a person (issue 12): an invitation to create an account (72 hours) or a
 * password reset (1 hour). Only the SHA-256 of the link's 256-bit token is kept, as for sessions.
 * An invitation carries the account to be created (e-mail, name, role); a reset names its account.
 */
export const linksConta = pgTable(
  'links_conta',
  {
    /** SHA-256 of the token, hex. */
    id: text('id').primaryKey(),
    tipo: text('tipo').$type<'convite' | 'redefinicao'>().notNull(),
    email: text('email').notNull(),
    nome: text('nome'),
    papel: text('papel').$type<Papel>(),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'cascade' }),
    /** The administrator who sent the invitation (no foreign key: the record outlives the account). */
    criadoPor: integer('criado_por'),
    criadoEm: timestamp('criado_em', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiraEm: timestamp('expira_em', { withTimezone: true, mode: 'date' }).notNull(),
    /** Used, or cancelled (a new invitation, an administrator's cancel, a later reset): never valid again. */
    usadoEm: timestamp('usado_em', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('links_conta_email_idx').on(sql`lower(${t.email})`),
    check('links_conta_tipo_check', sql`${t.tipo} in ('convite', 'redefinicao')`),
  ],
);
