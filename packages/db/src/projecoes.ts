/**
 * The public projection of each simple content type, declared once (issue 29): what a visitor and
 * an API client see of it — the fields the contract names (docs/produto.md, the API's OpenAPI) and
 * the order the site shows — read by the API (apps/api repositories) and named by the back office's
 * registry (`publico`, packages/admin/src/conteudo/tipo.ts), next to how the type goes in and out of
 * a bundle (`pacote`, bundle/partes.ts). A new type writes its projection here, never a query of its
 * own in the API. The regional councils (a list, a council with its people and municipalities, the
 * supporters), the statute's PDF and the agenda (pages, search, one item with its links) keep the
 * API's own repositories: several public reads each, with pages and filters.
 */
import {
  altPadraoDoRetrato,
  blocoExibido,
  type Blocos,
  type ChaveBloco,
  type Diretoria,
  type DocumentoJuridico,
  type Equipe,
  type LinkUtil,
  type Logo,
  type Parceiro,
  type Presidente,
  type Publicacao,
  type SecaoJuridico,
} from '@cosems/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import * as t from './schema/index.ts';

/** The database or a transaction of it. */
type Leitor = Pick<Db, 'select'>;

export interface ProjecaoPublica<T, F = void> {
  /**
   * The answer a visitor sees (a list in the site's order, the groups with their members, the one
   * active logo); `filtro` names a part of it (the legal space's section, a block's key).
   */
  ler(db: Leitor, filtro: F): Promise<T>;
}

const projecao = <T, F = void>(p: ProjecaoPublica<T, F>) => p;

/** Groups in the content's order, each with its members in theirs; an empty group stays, as an empty list. */
function agrupados<M>(grupos: { id: number; nome: string }[], membros: (M & { grupoId: number })[]): Record<string, M[]> {
  const resultado: Record<string, M[]> = {};
  for (const g of grupos) resultado[g.nome] = [];
  const nomes = new Map(grupos.map((g) => [g.id, g.nome]));
  for (const { grupoId, ...m } of membros) resultado[nomes.get(grupoId) as string]?.push(m as M);
  return resultado;
}

export const PROJECOES = {
  /** /api/juridico/{section}: newest first. */
  juridico: projecao<DocumentoJuridico[], SecaoJuridico>({
    async ler(db, secao) {
      const linhas = await db
        .select({ date: t.documentosJuridicos.date, desc: t.documentosJuridicos.desc, link: t.documentosJuridicos.link })
        .from(t.documentosJuridicos)
        .where(eq(t.documentosJuridicos.secao, secao))
        .orderBy(desc(t.documentosJuridicos.date), desc(t.documentosJuridicos.id));
      return linhas.map((l) => ({ ...l, date: l.date.toISOString() }));
    },
  }),
  /** /api/publicacoes: in the order they were added. */
  publicacoes: projecao<Publicacao[]>({
    async ler(db) {
      const linhas = await db
        .select({ title: t.publicacoes.title, link: t.publicacoes.link, last_update: t.publicacoes.lastUpdate })
        .from(t.publicacoes)
        .orderBy(asc(t.publicacoes.id));
      return linhas.map((l) => ({ ...l, last_update: l.last_update.toISOString() }));
    },
  }),
  /**
   * /api/presidentes: the gallery's order, each portrait with its alternative text — the one written
   * in the media library, or 'name, presidente de period' while it has none (docs/decisions/030).
   */
  presidentes: projecao<Presidente[]>({
    async ler(db) {
      const linhas = await db
        .select({ name: t.presidentes.name, image: t.presidentes.image, date: t.presidentes.date, alt: t.arquivos.alt })
        .from(t.presidentes)
        .leftJoin(t.arquivos, and(eq(t.arquivos.tipo, 'imagem'), eq(t.arquivos.nome, t.presidentes.image)))
        .orderBy(asc(t.presidentes.ordem), asc(t.presidentes.id));
      return linhas.map(({ alt, ...p }) => ({ ...p, alt: alt?.trim() || altPadraoDoRetrato(p) }));
    },
  }),
  /** /api/parceiros: the order set by hand in the back office. */
  parceiros: projecao<Parceiro[]>({
    ler: (db) =>
      db
        .select({ nome: t.parceiros.nome, imagem: t.parceiros.imagem, link: t.parceiros.link })
        .from(t.parceiros)
        .orderBy(asc(t.parceiros.ordem), asc(t.parceiros.id)),
  }),
  /** /api/links-uteis: the order set by hand in the back office. */
  linksUteis: projecao<LinkUtil[]>({
    ler: (db) =>
      db
        .select({ nome: t.linksUteis.nome, link: t.linksUteis.link })
        .from(t.linksUteis)
        .orderBy(asc(t.linksUteis.ordem), asc(t.linksUteis.id)),
  }),
  /** The site's logo: the one marked active (an import and the back office keep exactly one). */
  logo: projecao<Logo | null>({
    async ler(db) {
      const [linha] = await db.select({ id: t.logos.id, imagem: t.logos.imagem }).from(t.logos).where(eq(t.logos.ativa, true));
      return linha ?? null;
    },
  }),
  /** /api/equipe: the groups in order, each with its members. */
  equipe: projecao<Equipe>({
    async ler(db) {
      const [grupos, membros] = await Promise.all([
        db.select({ id: t.equipeGrupos.id, nome: t.equipeGrupos.nome }).from(t.equipeGrupos).orderBy(asc(t.equipeGrupos.ordem)),
        db
          .select({ grupoId: t.equipeMembros.grupoId, nome: t.equipeMembros.nome, email: t.equipeMembros.email })
          .from(t.equipeMembros)
          .orderBy(asc(t.equipeMembros.grupoId), asc(t.equipeMembros.ordem)),
      ]);
      return agrupados(grupos, membros);
    },
  }),
  /** /api/diretoria: the offices in order, each with its members. */
  diretoria: projecao<Diretoria>({
    async ler(db) {
      const [grupos, membros] = await Promise.all([
        db.select({ id: t.diretoriaCargos.id, nome: t.diretoriaCargos.nome }).from(t.diretoriaCargos).orderBy(asc(t.diretoriaCargos.ordem)),
        db
          .select({ grupoId: t.diretoriaMembros.cargoId, nome: t.diretoriaMembros.nome, sms: t.diretoriaMembros.sms })
          .from(t.diretoriaMembros)
          .orderBy(asc(t.diretoriaMembros.cargoId), asc(t.diretoriaMembros.ordem)),
      ]);
      return agrupados(grupos, membros);
    },
  }),
  /** A block as stored, or its starting values while nobody saved it (contracts blocos.ts). */
  blocos: projecao<Blocos[ChaveBloco], ChaveBloco>({
    async ler(db, chave) {
      const [linha] = await db.select({ dados: t.blocos.dados }).from(t.blocos).where(eq(t.blocos.chave, chave));
      return blocoExibido(chave, linha?.dados).dados;
    },
  }),
};
