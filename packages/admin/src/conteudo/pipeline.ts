/**
 * The save pipeline of the content types (issue 29, docs/decisions/048), the one way their rows
 * change: guard → form schema → edit version → the type's own preparation (outside the
 * transaction: a bad upload changes nothing) → one transaction with the row locked and its version
 * compared again, the write, the audit entry with before and after, and the content-change notice.
 * It is the only caller of the audit writer and of the notice for the types declared on it; a
 * type adds behaviour through the named hooks of its declaration (tipo.ts), never by a copy of this.
 * Shaped after Payload's collection operations (access → validate → beforeChange → db →
 * afterChange) and Ghost's endpoints that declare permissions, validation and cache invalidation.
 */
import {
  AcessoNegado,
  FORMULARIO_INVALIDO,
  type Acao,
  isPermutacao,
  pode,
  type RecusaDeDocumento,
  type Requisitante,
  type ResultadoDocumento,
  type SessaoAtual,
} from '@cosems/contracts';
import { type Db, notifyContentChange } from '@cosems/db';
import { Value } from 'typebox/value';
import { type AuditEvent, recordAudit } from '../audit.ts';
import type { Tx, TipoDeConteudoDeclarado } from './tipo.ts';
import { versaoDe } from './versao.ts';

export const recusa = (status: RecusaDeDocumento['status'], mensagem: string, campo?: RecusaDeDocumento['campo']): RecusaDeDocumento => ({
  tipo: 'recusado',
  status,
  mensagem,
  ...(campo ? { campo } : {}),
});

/** The guard: the session is fully signed in and its role may do `acao` (the one table, permissoes.ts); else it throws. */
export function exigir(sessao: SessaoAtual, acao: Acao, mensagem: string): void {
  if (sessao.etapa !== 'completa' || !pode(sessao.usuario.papel, acao)) throw new AcessoNegado(mensagem);
}

/**
 * What every content write ends with, inside its transaction: the audit entry and the notice that
 * empties every process's public caches (delivered only if the transaction commits). Exported for
 * the flows that keep their own steps (news, media) so that they, too, write both through here.
 * `publica: false`: a change the public cannot see (a draft, a pending version, a preview link):
 * the audit entry only.
 */
export async function registrarMudanca(tx: Tx | Db, evento: AuditEvent, now: Date, { publica = true } = {}): Promise<void> {
  await recordAudit(tx as Db, evento, now);
  if (publica) await notifyContentChange(tx);
}

/** One change of an item of `tipo` (or of its order): its audit entry `{objetoTipo}.{verbo}` and the notice. */
function mudou(
  tx: Tx,
  tipo: { auditoria: { objetoTipo: string; verbos?: Partial<Record<string, string>> } },
  verbo: 'criar' | 'editar' | 'excluir' | 'ordenar' | 'ativar' | 'municipio-incluir' | 'municipio-mover' | 'municipio-retirar',
  sessao: SessaoAtual,
  quem: Requisitante,
  now: Date,
  valores: Pick<AuditEvent, 'objetoTipo' | 'objetoId' | 'antes' | 'depois'>,
): Promise<void> {
  const { objetoTipo, verbos } = tipo.auditoria;
  return registrarMudanca(
    tx,
    { acao: `${objetoTipo}.${verbos?.[verbo] ?? verbo}`, usuario: sessao.usuario, endereco: quem.endereco, objetoTipo, ...valores },
    now,
  );
}

/** Only the fields whose values differ, before and after. */
function mudancas(antes: Record<string, unknown>, depois: Record<string, unknown>): [Record<string, unknown>, Record<string, unknown>] {
  const campos = Object.keys(depois).filter((k) => antes[k] !== depois[k]);
  return [Object.fromEntries(campos.map((k) => [k, antes[k]])), Object.fromEntries(campos.map((k) => [k, depois[k]]))];
}

/**
 * The drafting rule of a type with `rascunho`: who may not publish keeps to drafts — the item as
 * stored (`antes`) and as asked (`preparado`) must both be drafts. Throws like the guard.
 */
function exigirRascunho<L, E, P>(tipo: TipoDeConteudoDeclarado<L, E, P>, sessao: SessaoAtual, antes: L | null, preparado: P | null): void {
  const { rascunho } = tipo;
  if (!rascunho || sessao.etapa !== 'completa' || pode(sessao.usuario.papel, rascunho.publicar)) return;
  if ((antes !== null && !rascunho.eRascunho(antes)) || (preparado !== null && !rascunho.pedeRascunho(preparado)))
    throw new AcessoNegado(rascunho.mensagem);
}

const isRecusa = (valor: unknown): valor is RecusaDeDocumento =>
  typeof valor === 'object' && valor !== null && (valor as { tipo?: unknown }).tipo === 'recusado';

export interface Contexto {
  db: Db;
  now: () => Date;
}

const versaoDaLinha = <L>(tipo: TipoDeConteudoDeclarado<L, unknown, unknown>, linha: L) => versaoDe(tipo.versionado(linha));

/** The page's version is not the row's (none sent counts only for a type with `versaoSeEnviada`). */
const outraVersao = <L>(tipo: TipoDeConteudoDeclarado<L, unknown, unknown>, vista: string | undefined, linha: L) =>
  !(tipo.versaoSeEnviada && !vista) && vista !== versaoDaLinha(tipo, linha);

/** The row exists and is in the sub-list the address named (any, for a type without sub-lists). */
export const noFiltro = <L>(tipo: TipoDeConteudoDeclarado<L, unknown, unknown>, filtro: string | null, linha: L | undefined): linha is L =>
  linha !== undefined && (filtro === null || tipo.filtroDe?.(linha) === filtro);

/** Create (id null) or change one item of `tipo`. */
export async function salvar<L, E, P>(
  ctx: Contexto,
  tipo: TipoDeConteudoDeclarado<L, E, P>,
  sessao: SessaoAtual,
  filtro: string | null,
  id: number | null,
  campos: Record<string, string>,
  arquivo: Parameters<TipoDeConteudoDeclarado<L, E, P>['preparar']>[1],
  quem: Requisitante,
): Promise<ResultadoDocumento> {
  exigir(sessao, id === null ? tipo.permissoes.criar : tipo.permissoes.editar, tipo.mensagens.proibido);
  if (!Value.Check(tipo.formulario, campos)) return recusa(400, FORMULARIO_INVALIDO);
  const versaoVista = campos.versao;

  let atual: L | undefined;
  if (id !== null) {
    atual = await tipo.buscar(ctx.db, id, false);
    if (!noFiltro(tipo, filtro, atual)) return recusa(404, tipo.mensagens.naoEncontrado);
    if (outraVersao(tipo, versaoVista, atual)) return recusa(409, tipo.mensagens.conflito);
    exigirRascunho(tipo, sessao, atual, null);
  }
  // Read (and refused) before the transaction: a bad file or field changes nothing.
  const preparado = await tipo.preparar(campos, arquivo, atual ?? null);
  if (isRecusa(preparado)) return preparado;
  exigirRascunho(tipo, sessao, null, preparado);

  const now = ctx.now();
  return ctx.db.transaction(async (tx): Promise<ResultadoDocumento> => {
    let antes: L | undefined;
    if (id !== null) {
      // Locked and compared again: a save that landed since the check above wins, this one is refused.
      antes = await tipo.buscar(tx, id, true);
      if (!noFiltro(tipo, filtro, antes)) return recusa(404, tipo.mensagens.naoEncontrado);
      if (outraVersao(tipo, versaoVista, antes)) return recusa(409, tipo.mensagens.conflito);
      // Published meanwhile by an editor: no longer an autor's to change.
      exigirRascunho(tipo, sessao, antes, null);
    }
    if (antes && tipo.semMudanca?.(antes, preparado as P)) return { tipo: 'ok', id: tipo.idDe(antes), pdf: null, semMudanca: true };
    const gravado = await tipo.gravar(tx, preparado as P, antes ?? null, { filtro, now, usuarioId: sessao.usuario.id });
    if (isRecusa(gravado)) return gravado;
    const objetoId = tipo.idDe(gravado.linha);
    let depois = tipo.auditoria.valores(gravado.linha);
    let valoresAntes = antes ? tipo.auditoria.valores(antes) : undefined;
    if (valoresAntes && tipo.auditoria.soMudancas) [valoresAntes, depois] = mudancas(valoresAntes, depois);
    const objetoTipo = tipo.auditoria.objetoTipoDe?.(gravado.linha);
    await mudou(tx, tipo, antes ? 'editar' : 'criar', sessao, quem, now, {
      ...(objetoTipo ? { objetoTipo } : {}),
      objetoId: tipo.auditoria.objetoId?.(gravado.linha) ?? objetoId,
      ...(valoresAntes ? { antes: valoresAntes } : {}),
      depois: { ...depois, ...gravado.auditoriaExtra },
    });
    return {
      tipo: 'ok',
      id: objetoId,
      pdf: gravado.pdf ?? null,
      ...(gravado.avisos ? { avisos: gravado.avisos } : {}),
      ...(tipo.rascunho?.eRascunho(gravado.linha) ? { rascunho: true as const } : {}),
    };
  });
}

/**
 * The opening of every change to one stored item: the guard for `acao`, then `passo` inside one
 * transaction with the item locked, or 404 when it is not there (or not in the sub-list `filtro`).
 */
function comItemTravado<L, E, P>(
  ctx: Contexto,
  tipo: TipoDeConteudoDeclarado<L, E, P>,
  sessao: SessaoAtual,
  acao: Acao,
  id: number,
  filtro: string | null,
  passo: (tx: Tx, linha: L, now: Date) => Promise<ResultadoDocumento>,
): Promise<ResultadoDocumento> {
  exigir(sessao, acao, tipo.mensagens.proibido);
  const now = ctx.now();
  return ctx.db.transaction(async (tx): Promise<ResultadoDocumento> => {
    const linha = await tipo.buscar(tx, id, true);
    return noFiltro(tipo, filtro, linha) ? passo(tx, linha, now) : recusa(404, tipo.mensagens.naoEncontrado);
  });
}

/** Delete one item of `tipo`, with the version the page showed. */
export async function excluir<L, E, P>(
  ctx: Contexto,
  tipo: TipoDeConteudoDeclarado<L, E, P>,
  sessao: SessaoAtual,
  filtro: string | null,
  id: number,
  versaoVista: string,
  quem: Requisitante,
): Promise<ResultadoDocumento> {
  return comItemTravado(ctx, tipo, sessao, tipo.permissoes.excluir, id, filtro, async (tx, antes, now) => {
    if (outraVersao(tipo, versaoVista, antes)) return recusa(409, tipo.mensagens.conflito);
    exigirRascunho(tipo, sessao, antes, null);
    const recusado = await tipo.apagar(tx, id);
    if (isRecusa(recusado)) return recusado;
    await mudou(tx, tipo, 'excluir', sessao, quem, now, { objetoId: id, antes: tipo.auditoria.valores(antes) });
    return { tipo: 'ok', id, pdf: null };
  });
}

export const ORDEM_INVALIDA =
  'A lista mudou enquanto você ordenava (ou a ordem enviada não corresponde a ela): recarregue a página e tente de novo.';

/**
 * A new order for a type with `ordem` (of one sub-list, `filtro`, for a type that has them):
 * exactly a permutation of the current ids, read with the rows locked (else 400 and nothing
 * changed); audited as `{objetoTipo}.ordenar` with the order before and after, and announced.
 */
export async function reordenar<L, E, P>(
  ctx: Contexto,
  tipo: TipoDeConteudoDeclarado<L, E, P>,
  sessao: SessaoAtual,
  ids: readonly number[],
  quem: Requisitante,
  filtro: string | null = null,
): Promise<ResultadoDocumento> {
  const { ordem } = tipo;
  if (!ordem) throw new Error('tipo sem ordem');
  exigir(sessao, tipo.permissoes.ordenar ?? tipo.permissoes.editar, tipo.mensagens.proibido);
  if (!tipo.filtroValido(filtro)) return recusa(404, tipo.mensagens.naoEncontrado);
  const now = ctx.now();
  return ctx.db.transaction(async (tx): Promise<ResultadoDocumento> => {
    const atuais = await ordem.listar(tx, filtro);
    if (!atuais) return recusa(404, tipo.mensagens.naoEncontrado);
    if (!isPermutacao(atuais.map(tipo.idDe), ids)) return recusa(400, ORDEM_INVALIDA);
    const rotulo = new Map(atuais.map((l) => [tipo.idDe(l), ordem.rotulo(l)]));
    await ordem.gravar(tx, ids, filtro);
    await mudou(tx, tipo, 'ordenar', sessao, quem, now, {
      ...(filtro !== null && ordem.objeto ? ordem.objeto(filtro) : {}),
      antes: { ordem: atuais.map((l) => rotulo.get(tipo.idDe(l))).join(' · ') },
      depois: { ordem: ids.map((id) => rotulo.get(id)).join(' · ') },
    });
    return { tipo: 'ok', id: 0, pdf: null };
  });
}

/**
 * One municipality added to an item of a type with `municipios` (moved from another item when it
 * was there), or taken out of it: the item locked, the type's hook, and the audit entry
 * (`{objetoTipo}.municipio-…`, on the municipality) with the notice.
 */
export async function mudarMunicipio<L, E, P>(
  ctx: Contexto,
  tipo: TipoDeConteudoDeclarado<L, E, P>,
  sessao: SessaoAtual,
  id: number,
  mudanca: { incluir: number } | { retirar: number },
  quem: Requisitante,
): Promise<ResultadoDocumento> {
  const { municipios } = tipo;
  if (!municipios) throw new Error('tipo sem municípios');
  return comItemTravado(ctx, tipo, sessao, tipo.permissoes.editar, id, null, async (tx, linha, now) => {
    const feito =
      'incluir' in mudanca ? await municipios.incluir(tx, linha, mudanca.incluir) : await municipios.retirar(tx, linha, mudanca.retirar);
    if (isRecusa(feito)) return feito;
    const { verbo, objetoId, antes, depois, mensagem } = feito;
    await mudou(tx, tipo, verbo, sessao, quem, now, {
      objetoTipo: 'municipio',
      objetoId,
      ...(antes ? { antes } : {}),
      ...(depois ? { depois } : {}),
    });
    return { tipo: 'ok', id, pdf: null, mensagem };
  });
}

/**
 * Makes `id` the one active item of a type with `ativo`, chosen on a page at `versaoVista`: 404
 * when it is not there, 409 when the list changed since, ok without a write when it already was.
 */
export async function ativar<L, E, P>(
  ctx: Contexto,
  tipo: TipoDeConteudoDeclarado<L, E, P>,
  sessao: SessaoAtual,
  id: number,
  versaoVista: string,
  quem: Requisitante,
): Promise<ResultadoDocumento> {
  const { ativo } = tipo;
  if (!ativo) throw new Error('tipo sem ativo');
  return comItemTravado(ctx, tipo, sessao, tipo.permissoes.editar, id, null, async (tx, alvo, now) => {
    if (outraVersao(tipo, versaoVista, alvo)) return recusa(409, ativo.conflito);
    if (ativo.eAtivo(alvo)) return { tipo: 'ok', id, pdf: null, semMudanca: true };
    const antes = await ativo.marcar(tx, id);
    await mudou(tx, tipo, 'ativar', sessao, quem, now, { objetoId: id, antes: ativo.valores(antes), depois: ativo.valores(alvo) });
    return { tipo: 'ok', id, pdf: null };
  });
}

/** The editable form of a row, with its version. */
export const editavelDe = <L, E, P>(tipo: TipoDeConteudoDeclarado<L, E, P>, linha: L) => tipo.editavel(linha, versaoDaLinha(tipo, linha));
