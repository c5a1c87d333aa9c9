/**
 * The Team and the Board as content types of the registry (issue 12, docs/decisions/027 and 048):
 * groups (Board: positions) created, renamed, deleted and ordered; members added, edited, moved to
 * another group, removed and ordered within their group (the member's sub-list). One declaration
 * of each for both areas, over their two pairs of tables (equipe_grupos/equipe_membros,
 * diretoria_cargos/diretoria_membros), which have the same shape. The save pipeline
 * (conteudo/pipeline.ts) checks the rights (conteudo.editar), writes the audit entry with before
 * and after and announces the change; this module says only what is particular to them:
 *
 * - Every field is checked with the contracts' rules (validateMembro, validateNomeDeGrupo); text
 *   is stored as typed (trimmed, one line) and the pages render it as text, never as HTML.
 * - A group's name is unique (compared ignoring case), read with every group locked; two saves
 *   that still race are told apart by the table's unique index.
 * - A group with members is not deleted (409): its people are moved or removed first, so nobody
 *   disappears from the site by accident. Removing a position's last member keeps the position: the
 *   public page shows it as 'Vaga não preenchida'.
 * - A member's new group moves it to the end of that group; a save that changes nothing writes nothing.
 * - The pages send the edit version; a POST without it is not compared (`versaoSeEnviada`), as
 *   those pages were before the pipeline.
 */
import {
  type AreaDePessoas,
  type DadosMembro,
  GrupoSalvarForm,
  keyOfGrupo,
  type GrupoEditavel,
  type MembroEditavel,
  MembroSalvarForm,
  nameOfGrupo,
  PALAVRAS_DA_AREA,
  validateMembro,
  validateNomeDeGrupo,
} from '@cosems/contracts';
import { type Db, PARTES, PROJECOES, tables } from '@cosems/db';
import { asc, eq, sql } from 'drizzle-orm';
import { listaOrdenada } from './conteudo/lista-ordenada.ts';
import { recusa } from './conteudo/pipeline.ts';
import { type TipoDeConteudoDeclarado, type Tx, tudoCom } from './conteudo/tipo.ts';

// The two areas' tables differ only in names; the code is written once against the Team's types.
type GruposTable = typeof tables.equipeGrupos;
type MembrosTable = typeof tables.equipeMembros;

interface Tabelas {
  grupos: GruposTable;
  membros: MembrosTable;
  /** The member's group column and its second field (e-mail or SMS), whatever their names. */
  membroGrupo: MembrosTable['grupoId'];
  contato: MembrosTable['email'];
  /** Insert/update values with the area's own column keys. */
  valores(d: { grupoId: number; nome: string; contato: string; ordem?: number }): never;
  tipoGrupo: string;
  tipoMembro: string;
}

const TABELAS: Record<AreaDePessoas, Tabelas> = {
  equipe: {
    grupos: tables.equipeGrupos,
    membros: tables.equipeMembros,
    membroGrupo: tables.equipeMembros.grupoId,
    contato: tables.equipeMembros.email,
    valores: (d) => ({ grupoId: d.grupoId, ordem: d.ordem, nome: d.nome, email: d.contato }) as never,
    tipoGrupo: 'equipe-grupo',
    tipoMembro: 'equipe-membro',
  },
  diretoria: {
    grupos: tables.diretoriaCargos as unknown as GruposTable,
    membros: tables.diretoriaMembros as unknown as MembrosTable,
    membroGrupo: tables.diretoriaMembros.cargoId as unknown as MembrosTable['grupoId'],
    contato: tables.diretoriaMembros.sms as unknown as MembrosTable['email'],
    valores: (d) => ({ cargoId: d.grupoId, ordem: d.ordem, nome: d.nome, sms: d.contato }) as never,
    tipoGrupo: 'diretoria-cargo',
    tipoMembro: 'diretoria-membro',
  },
};

const PROIBIDO = 'Só editores e administradores editam a equipe e a diretoria.';
const conflito = (o: string) =>
  `Outra pessoa alterou ${o} depois que você abriu a página, e nada foi gravado. Abra a página de novo para ver o que está salvo e refaça a sua alteração.`;

/** A member as read: its group's id and stored key, its name and second field. */
interface Membro {
  id: number;
  grupoId: number;
  grupo: string;
  nome: string;
  contato: string;
}
/** A group as stored, with its members where they were read (never on a locked read). */
type Grupo = GruposTable['$inferSelect'] & { membros?: Membro[] };

/** The member's fields as each area names them ('email' or 'sms'). */
const dadosDe = <A extends AreaDePessoas>(area: A, nome: string, contato: string) =>
  (area === 'equipe' ? { nome, email: contato } : { nome, sms: contato }) as DadosMembro<A>;

function membrosLidos(t: Tabelas, db: Db | Tx) {
  return db
    .select({ id: t.membros.id, grupoId: t.membroGrupo, grupo: t.grupos.nome, nome: t.membros.nome, contato: t.contato })
    .from(t.membros)
    .innerJoin(t.grupos, eq(t.grupos.id, t.membroGrupo));
}

/** Two saves raced to the same name: the table's unique index refused the second. */
function isNomeRepetido(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505' || /duplicate key|unique/i.test(String((e as Error).message))) return true;
  }
  return false;
}

/** The groups (Board: positions) of an area: ordered by hand, each listed with its members. */
function grupos<A extends AreaDePessoas>(area: A): TipoDeConteudoDeclarado<Grupo, GrupoEditavel<A>, { nome: string; chave: string }> {
  const t = TABELAS[area];
  const p = PALAVRAS_DA_AREA[area];
  const { escrever, ...ordenada } = listaOrdenada<Grupo>(t.grupos, (g) => nameOfGrupo(g.nome));
  const nomeRepetido = () => {
    const mensagem = `Já existe um ${p.grupo} com este nome.`;
    return { ...recusa(409, mensagem), erros: [{ campo: 'nome', mensagem }] };
  };
  /** The groups with their members, in order. */
  async function comMembros(db: Db | Tx, gs: Grupo[]): Promise<Grupo[]> {
    const ms = await membrosLidos(t, db).orderBy(asc(t.membros.ordem), asc(t.membros.id));
    const porGrupo = new Map(gs.map((g) => [g.id, [] as Membro[]]));
    for (const m of ms) porGrupo.get(m.grupoId)?.push(m);
    return gs.map((g) => ({ ...g, membros: porGrupo.get(g.id) ?? [] }));
  }
  return {
    pacote: PARTES[area],
    publico: PROJECOES[area],
    permissoes: tudoCom('conteudo.editar'),
    mensagens: { proibido: PROIBIDO, naoEncontrado: `${p.Grupo} não encontrado.`, conflito: conflito(p.oGrupo) },
    formulario: GrupoSalvarForm,
    auditoria: { objetoTipo: t.tipoGrupo, valores: (g) => ({ nome: nameOfGrupo(g.nome) }), verbos: { editar: 'renomear' } },
    versionado: (g) => [g.id, g.nome],
    idDe: (g) => g.id,
    editavel: (g, versao) => ({
      id: g.id,
      chave: g.nome,
      nome: nameOfGrupo(g.nome),
      membros: (g.membros ?? []).map((m) => ({
        id: m.id,
        grupoId: m.grupoId,
        ...dadosDe(area, m.nome, m.contato),
      })) as GrupoEditavel<A>['membros'],
      versao,
    }),
    filtroValido: (filtro) => filtro === null,
    versaoSeEnviada: true,
    ...ordenada,
    async listar(db, filtro, pagina) {
      const lista = await ordenada.listar(db, filtro, pagina);
      return { ...lista, itens: await comMembros(db, lista.itens) };
    },
    async buscar(db, id, bloquear) {
      const g = await ordenada.buscar(db, id, bloquear);
      return g && !bloquear ? (await comMembros(db, [g]))[0] : g;
    },
    async preparar(campos) {
      const v = validateNomeDeGrupo(area, campos.nome ?? '');
      if (!v.ok) {
        const mensagem = v.erros.nome ?? 'Nome inválido.';
        return { ...recusa(400, mensagem), erros: [{ campo: 'nome', mensagem }] };
      }
      return { nome: v.valor, chave: keyOfGrupo(v.valor) };
    },
    semMudanca: (antes, { chave }) => antes.nome === chave,
    async gravar(tx, { chave }, antes) {
      // One writer of the groups at a time: the unique name and the next position are read safely.
      await tx.select({ id: t.grupos.id }).from(t.grupos).for('update');
      const emUso = await tx.select({ id: t.grupos.id }).from(t.grupos).where(sql`lower(${t.grupos.nome}) = ${chave.toLowerCase()}`);
      if (emUso.some((r) => r.id !== antes?.id)) return nomeRepetido();
      try {
        // In a savepoint: a race the lock could not see (no group to lock yet) is refused, not an error.
        return { linha: await tx.transaction((sp) => escrever(sp as Tx, { nome: chave }, antes)) };
      } catch (err) {
        if (isNomeRepetido(err)) return nomeRepetido();
        throw err;
      }
    },
    async apagar(tx, id) {
      // The group's members locked too: nobody is added to it while it goes.
      const membros = await tx.select({ id: t.membros.id }).from(t.membros).where(eq(t.membroGrupo, id)).for('update');
      if (membros.length > 0) {
        const [g] = await tx.select({ nome: t.grupos.nome }).from(t.grupos).where(eq(t.grupos.id, id));
        const n = membros.length;
        return recusa(
          409,
          `${p.oGrupo.charAt(0).toUpperCase()}${p.oGrupo.slice(1)} “${nameOfGrupo(g?.nome ?? '')}” tem ${n} ${n === 1 ? 'membro' : 'membros'}: mova ou remova ${n === 1 ? 'o membro' : 'os membros'} antes de excluir.`,
        );
      }
      return ordenada.apagar(tx, id);
    },
  };
}

interface MembroPreparado {
  nome: string;
  contato: string;
  /** The group chosen on the member's page (a move when it is not the current one). */
  grupoId: number | null;
}

/** The members of an area: each group's is a sub-list (`filtro`: the group's id), ordered by hand. */
function membros<A extends AreaDePessoas>(area: A): TipoDeConteudoDeclarado<Membro, MembroEditavel<A>, MembroPreparado> {
  const t = TABELAS[area];
  const p = PALAVRAS_DA_AREA[area];
  const campoContato = area === 'equipe' ? 'email' : 'sms';
  const doGrupo = (db: Db | Tx, grupoId: number) =>
    membrosLidos(t, db).where(eq(t.membroGrupo, grupoId)).orderBy(asc(t.membros.ordem), asc(t.membros.id));
  const grupoTravado = async (tx: Tx, id: number) => {
    const [g] = await tx.select({ id: t.grupos.id, nome: t.grupos.nome }).from(t.grupos).where(eq(t.grupos.id, id)).for('update');
    return g;
  };
  const proximaOrdem = async (tx: Tx, grupoId: number) => {
    const [{ proxima } = { proxima: 0 }] = await tx
      .select({ proxima: sql<number>`coalesce(max(${t.membros.ordem}) + 1, 0)::int` })
      .from(t.membros)
      .where(eq(t.membroGrupo, grupoId));
    return proxima;
  };
  const buscar = async (db: Db | Tx, id: number, bloquear: boolean): Promise<Membro | undefined> => {
    if (bloquear) await db.select({ id: t.membros.id }).from(t.membros).where(eq(t.membros.id, id)).for('update');
    const [m] = await membrosLidos(t, db).where(eq(t.membros.id, id));
    return m;
  };
  return {
    pacote: PARTES[area],
    publico: PROJECOES[area],
    permissoes: tudoCom('conteudo.editar'),
    mensagens: { proibido: PROIBIDO, naoEncontrado: 'Membro não encontrado.', conflito: conflito('este membro') },
    formulario: MembroSalvarForm,
    auditoria: {
      objetoTipo: t.tipoMembro,
      valores: (m) => ({ nome: m.nome, [campoContato]: m.contato, [p.grupo]: nameOfGrupo(m.grupo) }),
      soMudancas: true,
    },
    versionado: (m) => [m.id, m.grupoId, m.nome, m.contato],
    idDe: (m) => m.id,
    editavel: (m, versao) =>
      ({
        id: m.id,
        grupoId: m.grupoId,
        grupo: nameOfGrupo(m.grupo),
        ...dadosDe(area, m.nome, m.contato),
        versao,
      }) as unknown as MembroEditavel<A>,
    filtroDe: (m) => String(m.grupoId),
    filtroValido: (filtro) => filtro === null || /^[1-9][0-9]{0,8}$/.test(filtro),
    versaoSeEnviada: true,
    async listar(db, filtro) {
      const itens =
        filtro === null ? await membrosLidos(t, db).orderBy(asc(t.membros.ordem), asc(t.membros.id)) : await doGrupo(db, Number(filtro));
      return { itens, total: itens.length, pagina: 1, paginas: 1 };
    },
    buscar,
    async preparar(campos) {
      const v = validateMembro(area, { nome: campos.nome ?? '', [campoContato]: campos[campoContato] ?? '' } as unknown as DadosMembro<A>);
      if (!v.ok)
        return {
          ...recusa(400, 'Confira os campos marcados.'),
          erros: Object.entries(v.erros).map(([campo, mensagem]) => ({ campo, mensagem: mensagem as string })),
        };
      const contato = (v.valor as unknown as Record<string, string>)[campoContato] ?? '';
      return { nome: v.valor.nome, contato, grupoId: campos.grupo ? Number(campos.grupo) : null };
    },
    semMudanca: (antes, valor) =>
      antes.nome === valor.nome && antes.contato === valor.contato && (valor.grupoId ?? antes.grupoId) === antes.grupoId,
    async gravar(tx, { nome, contato, grupoId: escolhido }, antes, { filtro }) {
      const grupoId = escolhido ?? antes?.grupoId ?? Number(filtro);
      const move = !antes || grupoId !== antes.grupoId;
      const grupo = move ? await grupoTravado(tx, grupoId) : { id: grupoId, nome: antes.grupo };
      if (!grupo) {
        if (!antes) return recusa(404, `${p.Grupo} não encontrado.`);
        const mensagem = `Escolha um ${p.grupo} da lista.`;
        return { ...recusa(400, mensagem), erros: [{ campo: 'grupo', mensagem }] };
      }
      const valores = t.valores({ grupoId, nome, contato, ...(move ? { ordem: await proximaOrdem(tx, grupoId) } : {}) });
      const [linha] = antes
        ? await tx.update(t.membros).set(valores).where(eq(t.membros.id, antes.id)).returning({ id: t.membros.id })
        : await tx.insert(t.membros).values(valores).returning({ id: t.membros.id });
      if (!linha) throw new Error('membro não gravado');
      return { linha: { id: linha.id, grupoId, grupo: grupo.nome, nome, contato } };
    },
    async apagar(tx, id) {
      await tx.delete(t.membros).where(eq(t.membros.id, id));
    },
    ordem: {
      async listar(tx, filtro) {
        if (filtro === null || !(await grupoTravado(tx, Number(filtro)))) return undefined;
        return doGrupo(tx, Number(filtro)).for('update', { of: t.membros });
      },
      rotulo: (m) => m.nome,
      async gravar(tx, ids) {
        for (const [ordem, id] of ids.entries()) await tx.update(t.membros).set({ ordem }).where(eq(t.membros.id, id));
      },
      // The order of a group's members is the group's, in the log (linked to the group's page).
      objeto: (filtro) => ({ objetoTipo: t.tipoGrupo, objetoId: filtro }),
    },
  };
}

export const EQUIPE_GRUPOS = grupos('equipe');
export const EQUIPE_MEMBROS = membros('equipe');
export const DIRETORIA_CARGOS = grupos('diretoria');
export const DIRETORIA_MEMBROS = membros('diretoria');
