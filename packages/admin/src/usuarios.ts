/**
 * Accounts, for administrators (/admin/usuarios, issue 12): invitations by single-use link (by
 * e-mail when SMTP is configured, else handed over by the administrator), role changes, disabling
 * (every session of the account ends at once), two-factor resets, and "forgot my password" by
 * e-mail. Every change is audited with before and after.
 *
 * Links: a 256-bit token in the address, only its SHA-256 in the database (table links_conta),
 * single use, 72 hours for an invitation and 1 hour for a reset. A new invitation to the same
 * e-mail cancels the previous one; a new reset, or the change of password, cancels the others.
 *
 * "Forgot my password" answers the same, in about the same time, whether or not the e-mail is an
 * account's: after the one lookup every request does, the rest (the link, the audit, the e-mail)
 * runs after the answer. At most one reset e-mail per account every MINUTOS_ENTRE_REDEFINICOES, so
 * that nobody can flood a colleague's mailbox through the form.
 */
import {
  type AlteracaoDeConta,
  type ConvitePendente,
  type DadosDoLink,
  EMAIL_MAX,
  emailValido,
  HORAS_CONVITE,
  type ListaDeUsuarios,
  MINUTOS_ENTRE_REDEFINICOES,
  MINUTOS_REDEFINICAO,
  NOME_DO_PAPEL,
  PAPEIS,
  type Papel,
  pode,
  type Requisitante,
  type ResultadoAlteracao,
  type ResultadoConvite,
  type ResultadoSenhaNova,
  type SessaoAtual,
  type UsuarioListado,
  type UsuariosPort,
} from '@cosems/contracts';
import { type Db, tables } from '@cosems/db';
import { and, asc, count, eq, gt, isNull, max, sql } from 'drizzle-orm';
import { recordAudit } from './audit.ts';
import { AccountError, type BackOffice } from './back-office.ts';
import type { Correio } from './correio.ts';
import { checkPasswordStrength, hashPassword } from './passwords.ts';
import { newToken, publicSessionId, sha256 } from './tokens.ts';

export interface UsuariosOptions {
  db: Db;
  /** The accounts' sign-in side: a new account is created by it (same checks as the CLI). */
  backOffice: BackOffice;
  /** Null: no SMTP server (invitation links are shown to the administrator; no password reset). */
  correio?: Correio | null;
  /** Told when a background e-mail could not be sent (the server logs it). */
  aoFalharEnvio?: (erro: unknown) => void;
  now?: () => Date;
}

const TOKEN = /^[\w-]{43}$/;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type UsuarioRow = typeof tables.usuarios.$inferSelect;

export class Usuarios implements UsuariosPort {
  readonly correioConfigurado: boolean;
  private readonly db: Db;
  private readonly backOffice: BackOffice;
  private readonly correio: Correio | null;
  private readonly aoFalharEnvio: (erro: unknown) => void;
  private readonly now: () => Date;

  constructor(options: UsuariosOptions) {
    this.db = options.db;
    this.backOffice = options.backOffice;
    this.correio = options.correio ?? null;
    this.correioConfigurado = this.correio !== null;
    this.aoFalharEnvio = options.aoFalharEnvio ?? (() => {});
    this.now = options.now ?? (() => new Date());
  }

  private pode(sessao: SessaoAtual): boolean {
    return sessao.etapa === 'completa' && pode(sessao.usuario.papel, 'usuarios.gerir');
  }

  // ---- for administrators ----------------------------------------------------------------------

  async listar(sessao: SessaoAtual): Promise<ListaDeUsuarios | 'proibido'> {
    if (!this.pode(sessao)) return 'proibido';
    const now = this.now();
    const [usuarios, entradas, convites] = await Promise.all([
      this.db
        .select()
        .from(tables.usuarios)
        .orderBy(asc(sql`lower(${tables.usuarios.nome})`)),
      this.db
        .select({ usuarioId: tables.sessoes.usuarioId, em: max(tables.sessoes.criadaEm) })
        .from(tables.sessoes)
        .where(eq(tables.sessoes.etapa, 'completa'))
        .groupBy(tables.sessoes.usuarioId),
      this.db
        .select()
        .from(tables.linksConta)
        .where(and(eq(tables.linksConta.tipo, 'convite'), isNull(tables.linksConta.usadoEm), gt(tables.linksConta.expiraEm, now)))
        .orderBy(asc(tables.linksConta.criadoEm)),
    ]);
    const ultima = new Map(entradas.map((e) => [e.usuarioId, e.em]));
    return {
      usuarios: usuarios.map((u) => listado(u, ultima.get(u.id) ?? null)),
      convites: convites.map(
        (c): ConvitePendente => ({
          id: publicSessionId(c.id),
          email: c.email,
          nome: c.nome ?? '',
          papel: c.papel ?? 'autor',
          expiraEm: c.expiraEm.toISOString(),
        }),
      ),
    };
  }

  async obter(sessao: SessaoAtual, id: number): Promise<UsuarioListado | 'proibido' | null> {
    if (!this.pode(sessao)) return 'proibido';
    const row = await this.findById(this.db, id);
    if (!row) return null;
    const [entrada] = await this.db
      .select({ em: max(tables.sessoes.criadaEm) })
      .from(tables.sessoes)
      .where(and(eq(tables.sessoes.usuarioId, id), eq(tables.sessoes.etapa, 'completa')));
    return listado(row, entrada?.em ?? null);
  }

  async convidar(
    sessao: SessaoAtual,
    dados: { email: string; nome: string; papel: string },
    quem: Requisitante,
    base: string,
  ): Promise<ResultadoConvite | 'proibido'> {
    if (!this.pode(sessao)) return 'proibido';
    const email = dados.email.trim();
    const nome = dados.nome.trim();
    if (!emailValido(email)) return { tipo: 'erro', campo: 'email', mensagem: 'Informe um e-mail válido.' };
    if (!nome || nome.length > 200) return { tipo: 'erro', campo: 'nome', mensagem: 'Informe o nome (até 200 caracteres).' };
    if (!(PAPEIS as readonly string[]).includes(dados.papel)) return { tipo: 'erro', campo: 'papel', mensagem: 'Escolha o papel.' };
    const papel = dados.papel as Papel;
    if (await this.findByEmail(this.db, email)) return { tipo: 'erro', campo: 'email', mensagem: 'Já existe uma conta com este e-mail.' };

    const now = this.now();
    const token = newToken();
    await this.db.transaction(async (tx) => {
      // One valid invitation per e-mail: the newest.
      await tx
        .update(tables.linksConta)
        .set({ usadoEm: now })
        .where(
          and(
            eq(tables.linksConta.tipo, 'convite'),
            isNull(tables.linksConta.usadoEm),
            sql`lower(${tables.linksConta.email}) = ${email.toLowerCase()}`,
          ),
        );
      await tx.insert(tables.linksConta).values({
        id: sha256(token),
        tipo: 'convite',
        email,
        nome,
        papel,
        criadoPor: sessao.usuario.id,
        criadoEm: now,
        expiraEm: new Date(now.getTime() + HORAS_CONVITE * 3_600_000),
      });
      await recordAudit(
        tx,
        {
          acao: 'convite-criado',
          usuario: sessao.usuario,
          endereco: quem.endereco,
          objetoTipo: 'convite',
          objetoId: publicSessionId(sha256(token)),
          depois: { email, nome, papel, envio: this.correio ? 'e-mail' : 'link' },
        },
        now,
      );
    });
    const link = `${base}/admin/convite/${token}`;
    if (!this.correio) return { tipo: 'link', email, link };
    try {
      await this.correio.enviar({
        para: email,
        assunto: 'Convite para a área restrita do site do COSEMS/MG',
        texto: [
          `Olá, ${nome}.`,
          '',
          `${sessao.usuario.nome} convidou você para a área restrita do site do COSEMS/MG, como ${NOME_DO_PAPEL[papel].toLowerCase()}.`,
          '',
          `Para criar a sua senha, abra este link (vale por ${HORAS_CONVITE} horas e uma só vez):`,
          link,
          '',
          'Na primeira entrada, você vai configurar a verificação em duas etapas com um aplicativo autenticador no celular.',
          '',
          'Se você não esperava este convite, ignore esta mensagem.',
        ].join('\n'),
      });
      return { tipo: 'enviado', email };
    } catch (erro) {
      this.aoFalharEnvio(erro);
      return {
        tipo: 'link',
        email,
        link,
        aviso: 'O e-mail não pôde ser enviado (o servidor de e-mail não respondeu ou recusou a mensagem). Entregue este link à pessoa.',
      };
    }
  }

  async reenviarConvite(sessao: SessaoAtual, id: string, quem: Requisitante, base: string): Promise<ResultadoConvite | 'proibido' | null> {
    if (!this.pode(sessao)) return 'proibido';
    if (!/^[0-9a-f]{16}$/.test(id)) return null;
    const [pendente] = await this.db
      .select()
      .from(tables.linksConta)
      .where(and(sql`left(${tables.linksConta.id}, 16) = ${id}`, eq(tables.linksConta.tipo, 'convite'), isNull(tables.linksConta.usadoEm)))
      .limit(1);
    if (!pendente) return null;
    // A new invitation for the same person: convidar spends every older link of this e-mail.
    return this.convidar(sessao, { email: pendente.email, nome: pendente.nome ?? '', papel: pendente.papel ?? 'autor' }, quem, base);
  }

  async cancelarConvite(sessao: SessaoAtual, id: string, quem: Requisitante): Promise<boolean | 'proibido'> {
    if (!this.pode(sessao)) return 'proibido';
    if (!/^[0-9a-f]{16}$/.test(id)) return false;
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const cancelados = await tx
        .update(tables.linksConta)
        .set({ usadoEm: now })
        .where(
          and(sql`left(${tables.linksConta.id}, 16) = ${id}`, eq(tables.linksConta.tipo, 'convite'), isNull(tables.linksConta.usadoEm)),
        )
        .returning({ email: tables.linksConta.email });
      if (cancelados.length === 0) return false;
      await recordAudit(
        tx,
        {
          acao: 'convite-cancelado',
          usuario: sessao.usuario,
          endereco: quem.endereco,
          objetoTipo: 'convite',
          objetoId: id,
          antes: { email: cancelados[0]?.email },
        },
        now,
      );
      return true;
    });
  }

  async alterar(sessao: SessaoAtual, id: number, alteracao: AlteracaoDeConta, quem: Requisitante): Promise<ResultadoAlteracao> {
    if (!this.pode(sessao)) return 'proibido';
    const now = this.now();
    return this.db.transaction(async (tx) => {
      // The row is locked: two administrators demoting each other at once cannot both succeed.
      const [alvo] = await tx.select().from(tables.usuarios).where(eq(tables.usuarios.id, id)).for('update');
      if (!alvo) return null;
      const deixaDeSerAdministrador =
        alvo.papel === 'administrador' &&
        alvo.ativo &&
        ((alteracao.tipo === 'papel' && alteracao.papel !== 'administrador') || alteracao.tipo === 'desativar');
      if (alteracao.tipo === 'desativar' && alvo.id === sessao.usuario.id)
        return { tipo: 'recusado', mensagem: 'Você não pode desativar a sua própria conta.' };
      if (deixaDeSerAdministrador && (await this.administradoresAtivos(tx)) <= 1)
        return { tipo: 'recusado', mensagem: 'É preciso manter ao menos um administrador ativo.' };

      const auditar = (acao: string, antes: unknown, depois: unknown) =>
        recordAudit(
          tx,
          { acao, usuario: sessao.usuario, endereco: quem.endereco, objetoTipo: 'usuario', objetoId: id, antes, depois },
          now,
        );
      switch (alteracao.tipo) {
        case 'papel': {
          if (!(PAPEIS as readonly string[]).includes(alteracao.papel)) return { tipo: 'recusado', mensagem: 'Papel desconhecido.' };
          if (alteracao.papel === alvo.papel) return { tipo: 'ok', mensagem: 'Nada mudou.' };
          await tx.update(tables.usuarios).set({ papel: alteracao.papel, atualizadoEm: now }).where(eq(tables.usuarios.id, id));
          await auditar('usuario-papel', { papel: alvo.papel }, { papel: alteracao.papel });
          return { tipo: 'ok', mensagem: `Papel alterado para ${NOME_DO_PAPEL[alteracao.papel]}.` };
        }
        case 'desativar': {
          if (!alvo.ativo) return { tipo: 'ok', mensagem: 'A conta já estava desativada.' };
          await tx.update(tables.usuarios).set({ ativo: false, atualizadoEm: now }).where(eq(tables.usuarios.id, id));
          const encerradas = await this.encerrarSessoes(tx, id, now);
          await this.cancelarRedefinicoes(tx, id, now);
          await auditar('usuario-desativado', { ativo: true }, { ativo: false, sessoesEncerradas: encerradas });
          return { tipo: 'ok', mensagem: `Conta desativada; ${plural(encerradas, 'sessão encerrada', 'sessões encerradas')}.` };
        }
        case 'reativar': {
          if (alvo.ativo) return { tipo: 'ok', mensagem: 'A conta já estava ativa.' };
          await tx.update(tables.usuarios).set({ ativo: true, atualizadoEm: now }).where(eq(tables.usuarios.id, id));
          await auditar('usuario-reativado', { ativo: false }, { ativo: true });
          return { tipo: 'ok', mensagem: 'Conta reativada.' };
        }
        case 'redefinir-segundo-fator': {
          await tx
            .update(tables.usuarios)
            .set({
              totpSegredo: null,
              totpConfirmadoEm: null,
              totpUltimoPasso: null,
              falhasSegundoFator: 0,
              segundoFatorBloqueadoEm: null,
              atualizadoEm: now,
            })
            .where(eq(tables.usuarios.id, id));
          await tx.delete(tables.codigosRecuperacao).where(eq(tables.codigosRecuperacao.usuarioId, id));
          const encerradas = await this.encerrarSessoes(tx, id, now);
          await auditar(
            'segundo-fator-redefinido',
            { segundoFator: alvo.totpConfirmadoEm !== null },
            { segundoFator: false, sessoesEncerradas: encerradas },
          );
          return {
            tipo: 'ok',
            mensagem: `Verificação em duas etapas redefinida: ${alvo.nome} vai configurá-la de novo na próxima entrada (${plural(encerradas, 'sessão encerrada', 'sessões encerradas')}).`,
          };
        }
      }
    });
  }

  // ---- through a link, without a session ------------------------------------------------------------

  async convite(token: string): Promise<DadosDoLink | null> {
    const row = await this.linkValido(this.db, token, 'convite');
    return row ? { email: row.email, nome: row.nome ?? '' } : null;
  }

  async aceitarConvite(token: string, senha: string, quem: Requisitante): Promise<ResultadoSenhaNova> {
    const row = await this.linkValido(this.db, token, 'convite');
    if (!row) return { tipo: 'link-invalido' };
    const nome = row.nome ?? '';
    const fraca = checkPasswordStrength(senha, [nome, row.email]);
    if (fraca) return { tipo: 'senha-fraca', mensagem: fraca };
    const now = this.now();
    // Spent first (atomically): the same link used twice at once creates one account.
    const gasto = await this.db
      .update(tables.linksConta)
      .set({ usadoEm: now })
      .where(and(eq(tables.linksConta.id, row.id), isNull(tables.linksConta.usadoEm), gt(tables.linksConta.expiraEm, now)))
      .returning({ id: tables.linksConta.id });
    if (gasto.length === 0) return { tipo: 'link-invalido' };
    try {
      await this.backOffice.createUser({ email: row.email, nome, papel: row.papel ?? 'autor', senha }, quem);
    } catch (erro) {
      // An account with this e-mail appeared since the invitation (the CLI, say): the link is spent.
      if (erro instanceof AccountError) return { tipo: 'link-invalido' };
      throw erro;
    }
    return { tipo: 'ok' };
  }

  async pedirRedefinicao(email: string, quem: Requisitante, base: string): Promise<void> {
    if (!this.correio) return;
    const typed = email.trim().slice(0, EMAIL_MAX + 1);
    const usuario = emailValido(typed) ? await this.findByEmail(this.db, typed) : undefined;
    // After the answer: nothing below may make it slower for an existing account than for another.
    setImmediate(() => {
      this.enviarRedefinicao(typed, usuario?.ativo ? usuario : undefined, quem, base).catch(this.aoFalharEnvio);
    });
  }

  private async enviarRedefinicao(typed: string, usuario: UsuarioRow | undefined, quem: Requisitante, base: string) {
    const now = this.now();
    if (!usuario) {
      await recordAudit(this.db, { acao: 'redefinicao-pedida', email: typed, endereco: quem.endereco, depois: { enviada: false } }, now);
      return;
    }
    const token = newToken();
    const enviar = await this.db.transaction(async (tx) => {
      const [recente] = await tx
        .select({ n: count() })
        .from(tables.linksConta)
        .where(
          and(
            eq(tables.linksConta.tipo, 'redefinicao'),
            eq(tables.linksConta.usuarioId, usuario.id),
            gt(tables.linksConta.criadoEm, new Date(now.getTime() - MINUTOS_ENTRE_REDEFINICOES * 60_000)),
          ),
        );
      const limite = (recente?.n ?? 0) > 0;
      if (!limite) {
        await this.cancelarRedefinicoes(tx, usuario.id, now);
        await tx.insert(tables.linksConta).values({
          id: sha256(token),
          tipo: 'redefinicao',
          email: usuario.email,
          nome: usuario.nome,
          usuarioId: usuario.id,
          criadoEm: now,
          expiraEm: new Date(now.getTime() + MINUTOS_REDEFINICAO * 60_000),
        });
      }
      await recordAudit(
        tx,
        {
          acao: 'redefinicao-pedida',
          usuario: { id: usuario.id, email: usuario.email },
          endereco: quem.endereco,
          objetoTipo: 'usuario',
          objetoId: usuario.id,
          depois: { enviada: !limite, ...(limite ? { motivo: `outro pedido há menos de ${MINUTOS_ENTRE_REDEFINICOES} minutos` } : {}) },
        },
        now,
      );
      return !limite;
    });
    if (!enviar || !this.correio) return;
    await this.correio.enviar({
      para: usuario.email,
      assunto: 'Redefinição de senha da área restrita do COSEMS/MG',
      texto: [
        `Olá, ${usuario.nome}.`,
        '',
        'Recebemos um pedido para redefinir a senha da sua conta na área restrita do site do COSEMS/MG.',
        `Para escolher uma nova senha, abra este link (vale por ${MINUTOS_REDEFINICAO} minutos e uma só vez):`,
        `${base}/admin/redefinir/${token}`,
        '',
        'Ao trocar a senha, todas as sessões abertas da conta são encerradas.',
        'Se não foi você quem pediu, ignore esta mensagem: a sua senha continua a mesma.',
      ].join('\n'),
    });
  }

  async redefinicao(token: string): Promise<DadosDoLink | null> {
    const row = await this.linkValido(this.db, token, 'redefinicao');
    return row ? { email: row.email, nome: row.nome ?? '' } : null;
  }

  async redefinirSenha(token: string, senha: string, quem: Requisitante): Promise<ResultadoSenhaNova> {
    const row = await this.linkValido(this.db, token, 'redefinicao');
    if (!row?.usuarioId) return { tipo: 'link-invalido' };
    const usuario = await this.findById(this.db, row.usuarioId);
    if (!usuario?.ativo) return { tipo: 'link-invalido' };
    const fraca = checkPasswordStrength(senha, [usuario.nome, usuario.email]);
    if (fraca) return { tipo: 'senha-fraca', mensagem: fraca };
    const senhaHash = await hashPassword(senha);
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const gasto = await tx
        .update(tables.linksConta)
        .set({ usadoEm: now })
        .where(and(eq(tables.linksConta.id, row.id), isNull(tables.linksConta.usadoEm), gt(tables.linksConta.expiraEm, now)))
        .returning({ id: tables.linksConta.id });
      if (gasto.length === 0) return { tipo: 'link-invalido' } as const;
      await tx.update(tables.usuarios).set({ senhaHash, atualizadoEm: now }).where(eq(tables.usuarios.id, usuario.id));
      await this.cancelarRedefinicoes(tx, usuario.id, now);
      const encerradas = await this.encerrarSessoes(tx, usuario.id, now);
      await recordAudit(
        tx,
        {
          acao: 'senha-redefinida',
          usuario: { id: usuario.id, email: usuario.email },
          endereco: quem.endereco,
          objetoTipo: 'usuario',
          objetoId: usuario.id,
          depois: { sessoesEncerradas: encerradas },
        },
        now,
      );
      return { tipo: 'ok' } as const;
    });
  }

  // ---- helpers ------------------------------------------------------------------------------------

  private async linkValido(db: Db | Tx, token: string, tipo: 'convite' | 'redefinicao') {
    if (!TOKEN.test(token)) return undefined;
    const [row] = await db
      .select()
      .from(tables.linksConta)
      .where(
        and(
          eq(tables.linksConta.id, sha256(token)),
          eq(tables.linksConta.tipo, tipo),
          isNull(tables.linksConta.usadoEm),
          gt(tables.linksConta.expiraEm, this.now()),
        ),
      );
    return row;
  }

  private async findById(db: Db | Tx, id: number): Promise<UsuarioRow | undefined> {
    const [row] = await db.select().from(tables.usuarios).where(eq(tables.usuarios.id, id));
    return row;
  }

  private async findByEmail(db: Db | Tx, email: string): Promise<UsuarioRow | undefined> {
    const [row] = await db.select().from(tables.usuarios).where(sql`lower(${tables.usuarios.email}) = ${email.trim().toLowerCase()}`);
    return row;
  }

  private async administradoresAtivos(tx: Tx): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(tables.usuarios)
      .where(and(eq(tables.usuarios.papel, 'administrador'), eq(tables.usuarios.ativo, true)));
    return row?.n ?? 0;
  }

  private async encerrarSessoes(tx: Tx, usuarioId: number, now: Date): Promise<number> {
    const encerradas = await tx
      .update(tables.sessoes)
      .set({ encerradaEm: now })
      .where(and(eq(tables.sessoes.usuarioId, usuarioId), isNull(tables.sessoes.encerradaEm), gt(tables.sessoes.expiraEm, now)))
      .returning({ id: tables.sessoes.id });
    return encerradas.length;
  }

  private async cancelarRedefinicoes(tx: Tx, usuarioId: number, now: Date): Promise<void> {
    await tx
      .update(tables.linksConta)
      .set({ usadoEm: now })
      .where(and(eq(tables.linksConta.tipo, 'redefinicao'), eq(tables.linksConta.usuarioId, usuarioId), isNull(tables.linksConta.usadoEm)));
  }
}

function listado(u: UsuarioRow, ultimaEntrada: Date | null): UsuarioListado {
  return {
    id: u.id,
    nome: u.nome,
    email: u.email,
    papel: u.papel,
    ativo: u.ativo,
    segundoFator: u.totpConfirmadoEm !== null,
    ultimaEntrada: ultimaEntrada ? ultimaEntrada.toISOString() : null,
    criadoEm: u.criadoEm.toISOString(),
  };
}

const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;
