/**
 * The Team and the Board in the back office (issue 12): groups (Board: positions) created, renamed,
 * deleted and ordered; members added, edited, moved to another group, removed and ordered. One
 * implementation for both, over their two pairs of tables (equipe_grupos/equipe_membros,
 * diretoria_cargos/diretoria_membros), which have the same shape.
 *
 * - Only those with conteudo.editar (permissoes.ts) may do any of it: checked here, in every method.
 * - Every field is checked with the contracts' schemas (validateMembro, validateNomeDeGrupo);
 *   text is stored as typed (trimmed, one line) and the pages render it as text, never as HTML.
 * - An order is saved whole: the list sent must be exactly a permutation of the current ids (read
 *   inside the transaction, rows locked), otherwise nothing changes (400).
 * - A group with members is not deleted (409): its people are moved or removed first, so nobody
 *   disappears from the site by accident. Removing a position's last member keeps the position: the
 *   public page shows it as 'Vaga não preenchida'.
 * - Each change is audited with before and after, and announced with notifyContentChange inside
 *   its transaction: every process empties its caches when, and only if, it commits.
 */
import {
  type AreaDePessoas,
  type CampoDePessoas,
  type DadosMembro,
  type GrupoListado,
  isPermutacao,
  keyOfGrupo,
  type MembroListado,
  nameOfGrupo,
  PALAVRAS_DA_AREA,
  type PessoasAgrupadasPort,
  pode,
  type Requisitante,
  type ResultadoDeEdicao,
  type SessaoAtual,
  validateMembro,
  validateNomeDeGrupo,
} from '@cosems/contracts';
import { type Db, notifyContentChange, tables } from '@cosems/db';
import { asc, eq, sql } from 'drizzle-orm';
import { recordAudit } from './audit.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
// The two areas' tables differ only in names; the code is written once against the Team's types.
type GruposTable = typeof tables.equipeGrupos;
type MembrosTable = typeof tables.equipeMembros;

interface Tabelas<A extends AreaDePessoas> {
  grupos: GruposTable;
  membros: MembrosTable;
  /** The member's group column and its second field (e-mail or SMS), whatever their names. */
  membroGrupo: MembrosTable['grupoId'];
  contato: MembrosTable['email'];
  /** Insert/update values with the area's own column keys. */
  valores(dados: Partial<DadosMembro<A>> & { grupoId?: number; ordem?: number }): never;
  contatoDe(dados: DadosMembro<A>): string;
  dadosDe(nome: string, contato: string): DadosMembro<A>;
  tipoGrupo: string;
  tipoMembro: string;
}

const EQUIPE: Tabelas<'equipe'> = {
  grupos: tables.equipeGrupos,
  membros: tables.equipeMembros,
  membroGrupo: tables.equipeMembros.grupoId,
  contato: tables.equipeMembros.email,
  valores: (d) => ({ grupoId: d.grupoId, ordem: d.ordem, nome: d.nome, email: d.email }) as never,
  contatoDe: (d) => d.email,
  dadosDe: (nome, email) => ({ nome, email }),
  tipoGrupo: 'equipe-grupo',
  tipoMembro: 'equipe-membro',
};

const DIRETORIA: Tabelas<'diretoria'> = {
  grupos: tables.diretoriaCargos as unknown as GruposTable,
  membros: tables.diretoriaMembros as unknown as MembrosTable,
  membroGrupo: tables.diretoriaMembros.cargoId as unknown as MembrosTable['grupoId'],
  contato: tables.diretoriaMembros.sms as unknown as MembrosTable['email'],
  valores: (d) => ({ cargoId: d.grupoId, ordem: d.ordem, nome: d.nome, sms: d.sms }) as never,
  contatoDe: (d) => d.sms,
  dadosDe: (nome, sms) => ({ nome, sms }),
  tipoGrupo: 'diretoria-cargo',
  tipoMembro: 'diretoria-membro',
};

/** Drop undefined values (an insert or update sets only what it names). */
function definidos(valores: never): never {
  return Object.fromEntries(Object.entries(valores as Record<string, unknown>).filter(([, v]) => v !== undefined)) as never;
}

const recusa = (status: 400 | 404 | 409, mensagem: string, erros?: Partial<Record<CampoDePessoas, string>>): ResultadoDeEdicao => ({
  tipo: 'recusado',
  status,
  mensagem,
  ...(erros ? { erros } : {}),
});

/** Two saves raced to the same name: the table's unique index refused the second (nothing was written). */
function isNomeRepetido(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505' || /duplicate key|unique/i.test(String((e as Error).message))) return true;
  }
  return false;
}

export interface PessoasAgrupadasOptions {
  db: Db;
  now?: () => Date;
}

class PessoasAgrupadas<A extends AreaDePessoas> implements PessoasAgrupadasPort<A> {
  private readonly db: Db;
  private readonly now: () => Date;
  private readonly t: Tabelas<A>;
  private readonly palavras: (typeof PALAVRAS_DA_AREA)[A];

  constructor(
    readonly area: A,
    tabelas: Tabelas<A>,
    options: PessoasAgrupadasOptions,
  ) {
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
    this.t = tabelas;
    this.palavras = PALAVRAS_DA_AREA[area];
  }

  private pode(sessao: SessaoAtual): boolean {
    return sessao.etapa === 'completa' && pode(sessao.usuario.papel, 'conteudo.editar');
  }

  // ---- reading -----------------------------------------------------------------------------------

  private async gruposDe(db: Db | Tx, id?: number): Promise<GrupoListado<A>[]> {
    const { grupos, membros, membroGrupo, contato } = this.t;
    const [gs, ms] = await Promise.all([
      db
        .select({ id: grupos.id, chave: grupos.nome })
        .from(grupos)
        .where(id === undefined ? undefined : eq(grupos.id, id))
        .orderBy(asc(grupos.ordem), asc(grupos.id)),
      db
        .select({ id: membros.id, grupoId: membroGrupo, nome: membros.nome, contato })
        .from(membros)
        .where(id === undefined ? undefined : eq(membroGrupo, id))
        .orderBy(asc(membros.ordem), asc(membros.id)),
    ]);
    const porGrupo = new Map(gs.map((g) => [g.id, [] as MembroListado<A>[]]));
    for (const m of ms) porGrupo.get(m.grupoId)?.push(this.membroListado(m));
    return gs.map((g) => ({ id: g.id, chave: g.chave, nome: nameOfGrupo(g.chave), membros: porGrupo.get(g.id) ?? [] }));
  }

  private membroListado(m: { id: number; grupoId: number; nome: string; contato: string }): MembroListado<A> {
    return { id: m.id, grupoId: m.grupoId, ...this.t.dadosDe(m.nome, m.contato) } as MembroListado<A>;
  }

  async listar(sessao: SessaoAtual): Promise<GrupoListado<A>[] | 'proibido'> {
    if (!this.pode(sessao)) return 'proibido';
    return this.gruposDe(this.db);
  }

  async obterGrupo(sessao: SessaoAtual, id: number): Promise<GrupoListado<A> | 'proibido' | null> {
    if (!this.pode(sessao)) return 'proibido';
    const [grupo] = await this.gruposDe(this.db, id);
    return grupo ?? null;
  }

  async obterMembro(sessao: SessaoAtual, id: number): Promise<MembroListado<A> | 'proibido' | null> {
    if (!this.pode(sessao)) return 'proibido';
    return this.membro(this.db, id);
  }

  private async membro(db: Db | Tx, id: number): Promise<MembroListado<A> | null> {
    const { membros, membroGrupo, contato } = this.t;
    const [m] = await db
      .select({ id: membros.id, grupoId: membroGrupo, nome: membros.nome, contato })
      .from(membros)
      .where(eq(membros.id, id));
    return m ? this.membroListado(m) : null;
  }

  private async grupo(tx: Tx, id: number, travar = false) {
    const q = tx.select({ id: this.t.grupos.id, chave: this.t.grupos.nome }).from(this.t.grupos).where(eq(this.t.grupos.id, id));
    const [g] = travar ? await q.for('update') : await q;
    return g ?? null;
  }

  private auditor(sessao: SessaoAtual, quem: Requisitante) {
    return { usuario: sessao.usuario, endereco: quem.endereco };
  }

  /** A name already used by another group (compared as people read it: case and accents aside from spacing). */
  private async nomeEmUso(tx: Tx, chave: string, outroQue?: number): Promise<boolean> {
    const rows = await tx
      .select({ id: this.t.grupos.id })
      .from(this.t.grupos)
      .where(sql`lower(${this.t.grupos.nome}) = ${chave.toLowerCase()}`);
    return rows.some((r) => r.id !== outroQue);
  }

  // ---- groups ------------------------------------------------------------------------------------

  async criarGrupo(sessao: SessaoAtual, nome: string, quem: Requisitante): Promise<ResultadoDeEdicao> {
    if (!this.pode(sessao)) return 'proibido';
    const v = validateNomeDeGrupo(this.area, nome);
    if (!v.ok) return recusa(400, v.erros.nome ?? 'Nome inválido.', v.erros);
    const chave = keyOfGrupo(v.valor);
    const now = this.now();
    return this.comNomeUnico(() =>
      this.db.transaction(async (tx) => {
        // One writer of the groups at a time: the unique name and the next position are read safely.
        await tx.select({ id: this.t.grupos.id }).from(this.t.grupos).for('update');
        if (await this.nomeEmUso(tx, chave)) return this.nomeRepetido();
        const [{ proxima } = { proxima: 0 }] = await tx
          .select({ proxima: sql<number>`coalesce(max(${this.t.grupos.ordem}) + 1, 0)::int` })
          .from(this.t.grupos);
        const [criado] = await tx.insert(this.t.grupos).values({ nome: chave, ordem: proxima }).returning({ id: this.t.grupos.id });
        if (!criado) throw new Error('insert sem retorno');
        await recordAudit(
          tx,
          {
            ...this.auditor(sessao, quem),
            acao: `${this.t.tipoGrupo}.criar`,
            objetoTipo: this.t.tipoGrupo,
            objetoId: criado.id,
            depois: { nome: v.valor },
          },
          now,
        );
        await notifyContentChange(tx);
        return { tipo: 'ok', id: criado.id, mensagem: `${this.palavras.Grupo} “${v.valor}” criado.` } as const;
      }),
    );
  }

  private async comNomeUnico(salvar: () => Promise<ResultadoDeEdicao>): Promise<ResultadoDeEdicao> {
    try {
      return await salvar();
    } catch (err) {
      if (isNomeRepetido(err)) return this.nomeRepetido();
      throw err;
    }
  }

  private nomeRepetido(): ResultadoDeEdicao {
    const msg = `Já existe um ${this.palavras.grupo} com este nome.`;
    return recusa(409, msg, { nome: msg });
  }

  async renomearGrupo(sessao: SessaoAtual, id: number, nome: string, quem: Requisitante): Promise<ResultadoDeEdicao> {
    if (!this.pode(sessao)) return 'proibido';
    const v = validateNomeDeGrupo(this.area, nome);
    if (!v.ok) return recusa(400, v.erros.nome ?? 'Nome inválido.', v.erros);
    const chave = keyOfGrupo(v.valor);
    const now = this.now();
    return this.comNomeUnico(() =>
      this.db.transaction(async (tx) => {
        await tx.select({ id: this.t.grupos.id }).from(this.t.grupos).for('update');
        const g = await this.grupo(tx, id);
        if (!g) return this.grupoNaoEncontrado();
        if (g.chave === chave) return { tipo: 'ok', id, mensagem: 'Nada mudou.' } as const;
        if (await this.nomeEmUso(tx, chave, id)) return this.nomeRepetido();
        await tx.update(this.t.grupos).set({ nome: chave }).where(eq(this.t.grupos.id, id));
        await recordAudit(
          tx,
          {
            ...this.auditor(sessao, quem),
            acao: `${this.t.tipoGrupo}.renomear`,
            objetoTipo: this.t.tipoGrupo,
            objetoId: id,
            antes: { nome: nameOfGrupo(g.chave) },
            depois: { nome: v.valor },
          },
          now,
        );
        await notifyContentChange(tx);
        return { tipo: 'ok', id, mensagem: `${this.palavras.Grupo} renomeado para “${v.valor}”.` } as const;
      }),
    );
  }

  private grupoNaoEncontrado(): ResultadoDeEdicao {
    return recusa(404, `${this.palavras.Grupo} não encontrado.`);
  }

  async excluirGrupo(sessao: SessaoAtual, id: number, quem: Requisitante): Promise<ResultadoDeEdicao> {
    if (!this.pode(sessao)) return 'proibido';
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const g = await this.grupo(tx, id, true);
      if (!g) return this.grupoNaoEncontrado();
      // Lock the group's members too: nobody is added to it while it goes.
      const membros = await tx.select({ id: this.t.membros.id }).from(this.t.membros).where(eq(this.t.membroGrupo, id)).for('update');
      if (membros.length > 0) {
        const n = membros.length;
        return recusa(
          409,
          `${this.palavras.oGrupo.charAt(0).toUpperCase()}${this.palavras.oGrupo.slice(1)} “${nameOfGrupo(g.chave)}” tem ${n} ${n === 1 ? 'membro' : 'membros'}: mova ou remova ${n === 1 ? 'o membro' : 'os membros'} antes de excluir.`,
        );
      }
      await tx.delete(this.t.grupos).where(eq(this.t.grupos.id, id));
      await recordAudit(
        tx,
        {
          ...this.auditor(sessao, quem),
          acao: `${this.t.tipoGrupo}.excluir`,
          objetoTipo: this.t.tipoGrupo,
          objetoId: id,
          antes: { nome: nameOfGrupo(g.chave) },
        },
        now,
      );
      await notifyContentChange(tx);
      return { tipo: 'ok', id, mensagem: `${this.palavras.Grupo} “${nameOfGrupo(g.chave)}” excluído.` } as const;
    });
  }

  async ordenarGrupos(sessao: SessaoAtual, ids: readonly number[], quem: Requisitante): Promise<ResultadoDeEdicao> {
    if (!this.pode(sessao)) return 'proibido';
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const atuais = await tx
        .select({ id: this.t.grupos.id, chave: this.t.grupos.nome })
        .from(this.t.grupos)
        .orderBy(asc(this.t.grupos.ordem), asc(this.t.grupos.id))
        .for('update');
      if (
        !isPermutacao(
          atuais.map((g) => g.id),
          ids,
        )
      )
        return this.ordemInvalida();
      const nomes = new Map(atuais.map((g) => [g.id, nameOfGrupo(g.chave)]));
      for (const [ordem, id] of ids.entries()) await tx.update(this.t.grupos).set({ ordem }).where(eq(this.t.grupos.id, id));
      await recordAudit(
        tx,
        {
          ...this.auditor(sessao, quem),
          acao: `${this.t.tipoGrupo}.ordenar`,
          objetoTipo: this.t.tipoGrupo,
          antes: { ordem: atuais.map((g) => nameOfGrupo(g.chave)).join(' · ') },
          depois: { ordem: ids.map((id) => nomes.get(id)).join(' · ') },
        },
        now,
      );
      await notifyContentChange(tx);
      return { tipo: 'ok', id: 0, mensagem: `Nova ordem dos ${this.palavras.grupos} salva.` } as const;
    });
  }

  private ordemInvalida(): ResultadoDeEdicao {
    const msg = 'A lista mudou enquanto você ordenava (ou a ordem enviada não corresponde a ela): recarregue a página e tente de novo.';
    return recusa(400, msg, { ordem: msg });
  }

  // ---- members -----------------------------------------------------------------------------------

  async criarMembro(sessao: SessaoAtual, grupoId: number, dados: DadosMembro<A>, quem: Requisitante): Promise<ResultadoDeEdicao> {
    if (!this.pode(sessao)) return 'proibido';
    const v = validateMembro(this.area, dados);
    if (!v.ok) return recusa(400, 'Confira os campos marcados.', v.erros);
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const g = await this.grupo(tx, grupoId, true);
      if (!g) return this.grupoNaoEncontrado();
      const ordem = await this.proximaOrdem(tx, grupoId);
      const [criado] = await tx
        .insert(this.t.membros)
        .values(this.t.valores({ ...v.valor, grupoId, ordem }))
        .returning({ id: this.t.membros.id });
      if (!criado) throw new Error('insert sem retorno');
      await recordAudit(
        tx,
        {
          ...this.auditor(sessao, quem),
          acao: `${this.t.tipoMembro}.criar`,
          objetoTipo: this.t.tipoMembro,
          objetoId: criado.id,
          depois: { ...v.valor, [this.palavras.grupo]: nameOfGrupo(g.chave) },
        },
        now,
      );
      await notifyContentChange(tx);
      return { tipo: 'ok', id: criado.id, mensagem: `${v.valor.nome} adicionado a “${nameOfGrupo(g.chave)}”.` } as const;
    });
  }

  private async proximaOrdem(tx: Tx, grupoId: number): Promise<number> {
    const [{ proxima } = { proxima: 0 }] = await tx
      .select({ proxima: sql<number>`coalesce(max(${this.t.membros.ordem}) + 1, 0)::int` })
      .from(this.t.membros)
      .where(eq(this.t.membroGrupo, grupoId));
    return proxima;
  }

  async editarMembro(
    sessao: SessaoAtual,
    id: number,
    dados: DadosMembro<A> & { grupoId: number },
    quem: Requisitante,
  ): Promise<ResultadoDeEdicao> {
    if (!this.pode(sessao)) return 'proibido';
    const { grupoId, ...campos } = dados;
    const v = validateMembro(this.area, campos as unknown as DadosMembro<A>);
    if (!v.ok) return recusa(400, 'Confira os campos marcados.', v.erros);
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const [travado] = await tx.select({ id: this.t.membros.id }).from(this.t.membros).where(eq(this.t.membros.id, id)).for('update');
      const antes = travado ? await this.membro(tx, id) : null;
      if (!antes) return recusa(404, 'Membro não encontrado.');
      const origem = await this.grupo(tx, antes.grupoId);
      const destino = grupoId === antes.grupoId ? origem : await this.grupo(tx, grupoId, true);
      if (!destino) {
        const msg = `Escolha um ${this.palavras.grupo} da lista.`;
        return recusa(400, msg, { grupo: msg });
      }
      const move = grupoId !== antes.grupoId;
      const ordem = move ? await this.proximaOrdem(tx, grupoId) : undefined;
      await tx
        .update(this.t.membros)
        .set(definidos(this.t.valores({ ...v.valor, grupoId, ordem })))
        .where(eq(this.t.membros.id, id));
      const contatoAntes = this.t.contatoDe(antes as DadosMembro<A>);
      const campoContato = this.area === 'equipe' ? 'email' : 'sms';
      const antesAud: Record<string, string> = {};
      const depoisAud: Record<string, string> = {};
      if (antes.nome !== v.valor.nome) {
        antesAud.nome = antes.nome;
        depoisAud.nome = v.valor.nome;
      }
      if (contatoAntes !== this.t.contatoDe(v.valor)) {
        antesAud[campoContato] = contatoAntes;
        depoisAud[campoContato] = this.t.contatoDe(v.valor);
      }
      if (move) {
        antesAud[this.palavras.grupo] = nameOfGrupo(origem?.chave ?? '');
        depoisAud[this.palavras.grupo] = nameOfGrupo(destino.chave);
      }
      if (Object.keys(depoisAud).length === 0) return { tipo: 'ok', id, mensagem: 'Nada mudou.' } as const;
      await recordAudit(
        tx,
        {
          ...this.auditor(sessao, quem),
          acao: `${this.t.tipoMembro}.editar`,
          objetoTipo: this.t.tipoMembro,
          objetoId: id,
          antes: antesAud,
          depois: depoisAud,
        },
        now,
      );
      await notifyContentChange(tx);
      return {
        tipo: 'ok',
        id,
        mensagem: move ? `${v.valor.nome} movido para “${nameOfGrupo(destino.chave)}”.` : 'Alterações salvas.',
      } as const;
    });
  }

  async excluirMembro(sessao: SessaoAtual, id: number, quem: Requisitante): Promise<ResultadoDeEdicao> {
    if (!this.pode(sessao)) return 'proibido';
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const [travado] = await tx.select({ id: this.t.membros.id }).from(this.t.membros).where(eq(this.t.membros.id, id)).for('update');
      const antes = travado ? await this.membro(tx, id) : null;
      if (!antes) return recusa(404, 'Membro não encontrado.');
      const g = await this.grupo(tx, antes.grupoId);
      await tx.delete(this.t.membros).where(eq(this.t.membros.id, id));
      const { id: _id, grupoId: _g, ...dados } = antes;
      await recordAudit(
        tx,
        {
          ...this.auditor(sessao, quem),
          acao: `${this.t.tipoMembro}.excluir`,
          objetoTipo: this.t.tipoMembro,
          objetoId: id,
          antes: { ...dados, [this.palavras.grupo]: nameOfGrupo(g?.chave ?? '') },
        },
        now,
      );
      await notifyContentChange(tx);
      return { tipo: 'ok', id: antes.grupoId, mensagem: `${antes.nome} removido de “${nameOfGrupo(g?.chave ?? '')}”.` } as const;
    });
  }

  async ordenarMembros(sessao: SessaoAtual, grupoId: number, ids: readonly number[], quem: Requisitante): Promise<ResultadoDeEdicao> {
    if (!this.pode(sessao)) return 'proibido';
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const g = await this.grupo(tx, grupoId, true);
      if (!g) return this.grupoNaoEncontrado();
      const atuais = await tx
        .select({ id: this.t.membros.id, nome: this.t.membros.nome })
        .from(this.t.membros)
        .where(eq(this.t.membroGrupo, grupoId))
        .orderBy(asc(this.t.membros.ordem), asc(this.t.membros.id))
        .for('update');
      if (
        !isPermutacao(
          atuais.map((m) => m.id),
          ids,
        )
      )
        return this.ordemInvalida();
      const nomes = new Map(atuais.map((m) => [m.id, m.nome]));
      for (const [ordem, id] of ids.entries()) await tx.update(this.t.membros).set({ ordem }).where(eq(this.t.membros.id, id));
      await recordAudit(
        tx,
        {
          ...this.auditor(sessao, quem),
          acao: `${this.t.tipoMembro}.ordenar`,
          objetoTipo: this.t.tipoGrupo,
          objetoId: grupoId,
          antes: { ordem: atuais.map((m) => m.nome).join(' · ') },
          depois: { ordem: ids.map((id) => nomes.get(id)).join(' · ') },
        },
        now,
      );
      await notifyContentChange(tx);
      return { tipo: 'ok', id: grupoId, mensagem: `Nova ordem de “${nameOfGrupo(g.chave)}” salva.` } as const;
    });
  }
}

/** The Team: groups and members (nome, e-mail). */
export class EquipeAdmin extends PessoasAgrupadas<'equipe'> {
  constructor(options: PessoasAgrupadasOptions) {
    super('equipe', EQUIPE, options);
  }
}

/** The Board: positions and members (nome, SMS). */
export class DiretoriaAdmin extends PessoasAgrupadas<'diretoria'> {
  constructor(options: PessoasAgrupadasOptions) {
    super('diretoria', DIRETORIA, options);
  }
}
