/**
 * The Team (Equipe: groups and members with an e-mail) and the Board (Diretoria: positions and
 * members with the municipality's health secretariat, "SMS") as the back office edits them
 * (/admin/equipe, /admin/diretoria; issue 12). Both are the same shape — named groups in an order,
 * each with people in an order. Four content types of the registry (ConteudoPort, conteudo-port.ts;
 * keys in TIPOS_DA_AREA), declared by @cosems/admin (equipe-diretoria.ts), whose save pipeline
 * checks the rights; the pages are the generic ones (apps/web/app/routes/admin/conteudo/, tipos.tsx).
 *
 * The schemas below are the one statement of what a saved value may be: the server checks every
 * field with them (and answers each field's message), and they are never looser than the content
 * bundle's format (packages/db/src/bundle/format.ts), so a backup of what staff typed restores.
 */
import { Type } from 'typebox';
import { Value } from 'typebox/value';

export type AreaDePessoas = 'equipe' | 'diretoria';

/** What a member is, per area: the Team's e-mail, the Board's SMS line. */
export interface DadosMembroEquipe {
  nome: string;
  email: string;
}
export interface DadosMembroDiretoria {
  nome: string;
  sms: string;
}
export type DadosMembro<A extends AreaDePessoas> = A extends 'equipe' ? DadosMembroEquipe : DadosMembroDiretoria;

export type MembroListado<A extends AreaDePessoas> = DadosMembro<A> & { id: number; grupoId: number };

export interface GrupoListado<A extends AreaDePessoas> {
  id: number;
  /** As people read it: the stored key with spaces ('Assessoria_Tecnica' → 'Assessoria Tecnica'). */
  nome: string;
  /** The key the API answers (words joined by _). */
  chave: string;
  membros: MembroListado<A>[];
}

export type CampoDePessoas = 'nome' | 'email' | 'sms' | 'grupo' | 'ordem';

/**
 * A group as the back office's pages receive it from the ConteudoPort (types `equipe` and
 * `diretoria` of the registry), with its members in order and its edit version.
 */
export interface GrupoEditavel<A extends AreaDePessoas> extends GrupoListado<A> {
  versao: string;
}

/**
 * A member as its page receives it (types `equipe-membros` and `diretoria-membros`): the group is
 * its sub-list; `grupo` is the group's name as people read it.
 */
export type MembroEditavel<A extends AreaDePessoas> = MembroListado<A> & { grupo: string; versao: string };

/** The registry's keys of an area's groups and of its members (ConteudoPort). */
export const TIPOS_DA_AREA = {
  equipe: { grupos: 'equipe', membros: 'equipe-membros' },
  diretoria: { grupos: 'diretoria', membros: 'diretoria-membros' },
} as const satisfies Record<AreaDePessoas, { grupos: string; membros: string }>;

/** The words each area's pages and messages use. */
export const PALAVRAS_DA_AREA = {
  equipe: {
    titulo: 'Equipe',
    grupo: 'grupo',
    grupos: 'grupos',
    Grupo: 'Grupo',
    novoGrupo: 'Novo grupo',
    oGrupo: 'o grupo',
    membro: 'membro',
    membros: 'membros',
    paginaPublica: '/equipe',
  },
  diretoria: {
    titulo: 'Diretoria',
    grupo: 'cargo',
    grupos: 'cargos',
    Grupo: 'Cargo',
    novoGrupo: 'Novo cargo',
    oGrupo: 'o cargo',
    membro: 'membro',
    membros: 'membros',
    paginaPublica: '/diretoria',
  },
} as const satisfies Record<AreaDePessoas, Record<string, string>>;

// ---- what a saved value may be -------------------------------------------------------------------

/** No control characters (a name is one line of plain text). */
const SEM_CONTROLE = '^[^\\u0000-\\u001f\\u007f]*$';

/** Plain-text fields: at most 200 characters, like the bundle's format. */
export const TEXTO_MAX = 200;
/** A group or position name: short, it becomes a key of the API's answer. */
export const NOME_DE_GRUPO_MAX = 100;
/** The most groups, or members of one group, an order may name (far above any real list). */
export const ORDEM_MAX = 500;

export const NomeDeGrupoSchema = Type.String({ minLength: 1, maxLength: NOME_DE_GRUPO_MAX, pattern: SEM_CONTROLE });
export const NomeDePessoaSchema = Type.String({ minLength: 1, maxLength: TEXTO_MAX, pattern: SEM_CONTROLE });
/**
 * A member's e-mail: empty (the Team page shows 'Não informado') or one address — one '@', no
 * white space, a dot in the domain with something on both sides (the same rule the Team page uses
 * to tell an address from a filler: apps/web/app/lib/names.ts).
 */
export const EmailDeMembroSchema = Type.String({ maxLength: TEXTO_MAX, pattern: '^(|[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+)$' });
/** The municipality of the member's health secretariat ('SMS DE …' on the page); may be empty. */
export const SmsSchema = Type.String({ maxLength: TEXTO_MAX, pattern: SEM_CONTROLE });

export const DadosMembroEquipeSchema = Type.Object(
  { nome: NomeDePessoaSchema, email: EmailDeMembroSchema },
  { additionalProperties: false },
);
export const DadosMembroDiretoriaSchema = Type.Object({ nome: NomeDePessoaSchema, sms: SmsSchema }, { additionalProperties: false });

/** One line, white space collapsed, ends trimmed. */
export function cleanLine(texto: string): string {
  return texto.replace(/\s+/g, ' ').trim();
}

/** The stored key of a group name: words joined by _ (the API's keys and the bundle's format). */
export function keyOfGrupo(nome: string): string {
  return cleanLine(nome.replace(/_+/g, ' ')).replace(/ /g, '_');
}

/** A stored key as people read it. */
export function nameOfGrupo(chave: string): string {
  return chave.replace(/_+/g, ' ').trim();
}

export type Validacao<T> = { ok: true; valor: T } | { ok: false; erros: Partial<Record<CampoDePessoas, string>> };

export function validateNomeDeGrupo(area: AreaDePessoas, nome: string): Validacao<string> {
  const valor = cleanLine(nome.replace(/_+/g, ' '));
  if (Value.Check(NomeDeGrupoSchema, valor)) return { ok: true, valor };
  const g = PALAVRAS_DA_AREA[area].grupo;
  return { ok: false, erros: { nome: `Informe o nome do ${g} (até ${NOME_DE_GRUPO_MAX} caracteres, numa linha).` } };
}

/** The member's fields, cleaned and checked; each refused field with its message. */
export function validateMembro<A extends AreaDePessoas>(area: A, dados: DadosMembro<A>): Validacao<DadosMembro<A>> {
  const nome = cleanLine(dados.nome ?? '');
  const erros: Partial<Record<CampoDePessoas, string>> = {};
  if (!Value.Check(NomeDePessoaSchema, nome)) erros.nome = `Informe o nome (até ${TEXTO_MAX} caracteres, numa linha).`;
  if (area === 'equipe') {
    const email = ((dados as DadosMembroEquipe).email ?? '').trim();
    if (!Value.Check(EmailDeMembroSchema, email)) erros.email = 'Informe um e-mail válido (nome@dominio.org.br) ou deixe o campo vazio.';
    if (Object.keys(erros).length) return { ok: false, erros };
    const valor: DadosMembroEquipe = { nome, email };
    return Value.Check(DadosMembroEquipeSchema, valor)
      ? { ok: true, valor: valor as DadosMembro<A> }
      : { ok: false, erros: { nome: 'Dados inválidos.' } };
  }
  const sms = cleanLine((dados as DadosMembroDiretoria).sms ?? '');
  if (!Value.Check(SmsSchema, sms)) erros.sms = `Informe o município da secretaria (até ${TEXTO_MAX} caracteres) ou deixe o campo vazio.`;
  if (Object.keys(erros).length) return { ok: false, erros };
  const valor: DadosMembroDiretoria = { nome, sms };
  return Value.Check(DadosMembroDiretoriaSchema, valor)
    ? { ok: true, valor: valor as DadosMembro<A> }
    : { ok: false, erros: { nome: 'Dados inválidos.' } };
}

// ---- orders ------------------------------------------------------------------------------------

/** An order as a form sends it: ids separated by commas ('7,3,12'). */
export const OrdemSchema = Type.String({ pattern: `^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,${ORDEM_MAX - 1}}$` });

export function parseOrdem(texto: string): number[] | null {
  return Value.Check(OrdemSchema, texto) ? texto.split(',').map(Number) : null;
}

/**
 * True when `enviada` is exactly a reordering of `atual`: the same ids, each once — no duplicate,
 * none missing, none foreign, none extra.
 */
export function isPermutacao(atual: readonly number[], enviada: readonly number[]): boolean {
  if (atual.length !== enviada.length) return false;
  const restantes = new Set(atual);
  if (restantes.size !== atual.length) return false;
  for (const id of enviada) if (!restantes.delete(id)) return false;
  return restantes.size === 0;
}

// ---- the back office's forms ------------------------------------------------------------------------

const Id = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });
/** Bounded on arrival; the field rules above say what is accepted, with a message per field. */
const Campo = Type.String({ maxLength: 2000 });
/** The edit version the page was opened with (optional: a POST without it is not compared). */
const Versao = Type.Optional(Type.String({ pattern: '^[0-9a-f]{16}$' }));

/**
 * What the save pipeline receives for a group (its name) and for a member (`grupo`: the group it
 * moves to), with the intent of the form that sent it (the generic pages post it as it is).
 */
export const GrupoSalvarForm = Type.Object(
  { intent: Type.Optional(Type.Union([Type.Literal('criar-grupo'), Type.Literal('renomear')])), nome: Campo, versao: Versao },
  { additionalProperties: false },
);
export const MembroSalvarForm = Type.Object(
  {
    intent: Type.Optional(Type.Union([Type.Literal('criar-membro'), Type.Literal('salvar')])),
    nome: Campo,
    email: Type.Optional(Campo),
    sms: Type.Optional(Campo),
    grupo: Type.Optional(Id),
    versao: Versao,
  },
  { additionalProperties: false },
);
