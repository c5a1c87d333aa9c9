/** Regions, people, institutional lists and files: small tables, simple ordered reads. */
import {
  altPadraoDoRetrato,
  type ApoiadorRegional,
  BLOCOS_PADRAO,
  type Blocos,
  type ChaveBloco,
  type Diretoria,
  type DocumentoJuridico,
  type Equipe,
  type FocoImagem,
  type LinkUtil,
  type Logo,
  type Municipio,
  type MunicipioEncontrado,
  type Parceiro,
  type Pessoa,
  type Presidente,
  problemasDoBloco,
  type Publicacao,
  type RegiaoDetail,
  type RegiaoRef,
  type SecaoJuridico,
  type SiteInfo,
} from '@cosems/contracts';
import { buscarMunicipiosNasRegionais, type Db, tables as t } from '@cosems/db';
import { type AnyColumn, and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';

/** Alphabetical order as a Brazilian reader expects it (accents do not send 'São' after 'Sete'), on any collation. */
const alfabetica = (col: AnyColumn) => [asc(sql`cosems_unaccent_lower(${col})`), asc(col)];

const pessoa = { nome: t.pessoasRegionais.nome, telefone: t.pessoasRegionais.telefone, email: t.pessoasRegionais.email };

export class InstitucionalRepository {
  constructor(private readonly db: Db) {}

  regioes(): Promise<RegiaoRef[]> {
    return this.db
      .select({ id: t.regioes.id, nome: t.regioes.nome })
      .from(t.regioes)
      .orderBy(...alfabetica(t.regioes.nome));
  }

  async regiaoExists(id: number): Promise<boolean> {
    const rows = await this.db.select({ id: t.regioes.id }).from(t.regioes).where(eq(t.regioes.id, id));
    return rows.length > 0;
  }

  async regiao(id: number): Promise<RegiaoDetail | null> {
    const [regiao] = await this.db.select({ id: t.regioes.id, nome: t.regioes.nome }).from(t.regioes).where(eq(t.regioes.id, id));
    if (!regiao) return null;
    const people = (papel: 'presidente' | 'apoiador'): Promise<Pessoa[]> =>
      this.db
        .select(pessoa)
        .from(t.pessoasRegionais)
        .where(and(eq(t.pessoasRegionais.regiaoId, id), eq(t.pessoasRegionais.papel, papel)))
        .orderBy(asc(t.pessoasRegionais.ordem));
    const [PresidenteRegional, apoiadores, municipios] = await Promise.all([people('presidente'), people('apoiador'), this.municipios(id)]);
    return { ...regiao, apoiadores, PresidenteRegional, municipios };
  }

  municipios(regiaoId: number): Promise<Municipio[]> {
    return this.db
      .select({ id: t.municipios.id, nome: t.municipios.nome })
      .from(t.municipios)
      .where(eq(t.municipios.regiaoId, regiaoId))
      .orderBy(...alfabetica(t.municipios.nome));
  }

  /** The IBGE list's municipalities matching a name or a code (at most 20), each with its council. */
  municipiosEncontrados(texto: string): Promise<MunicipioEncontrado[]> {
    return buscarMunicipiosNasRegionais(this.db, texto);
  }

  async apoiadores(): Promise<ApoiadorRegional[]> {
    const rows = await this.db
      .select({ nome: t.pessoasRegionais.nome, email: t.pessoasRegionais.email, regional: t.regioes.nome })
      .from(t.pessoasRegionais)
      .innerJoin(t.regioes, eq(t.regioes.id, t.pessoasRegionais.regiaoId))
      .where(eq(t.pessoasRegionais.papel, 'apoiador'))
      .orderBy(...alfabetica(t.pessoasRegionais.nome));
    return rows.map(({ regional, ...r }) => ({ ...r, ApoiadorRegional: { Regional: { nome: regional } } }));
  }

  /** Groups in content order, each with its members; an empty group stays, as an empty list. */
  private async grouped<M>(groups: { id: number; nome: string }[], members: (M & { groupId: number })[]) {
    const result: Record<string, M[]> = {};
    for (const g of groups) result[g.nome] = [];
    const names = new Map(groups.map((g) => [g.id, g.nome]));
    for (const { groupId, ...m } of members) result[names.get(groupId) as string]?.push(m as M);
    return result;
  }

  async equipe(): Promise<Equipe> {
    const [groups, members] = await Promise.all([
      this.db.select({ id: t.equipeGrupos.id, nome: t.equipeGrupos.nome }).from(t.equipeGrupos).orderBy(asc(t.equipeGrupos.ordem)),
      this.db
        .select({ groupId: t.equipeMembros.grupoId, nome: t.equipeMembros.nome, email: t.equipeMembros.email })
        .from(t.equipeMembros)
        .orderBy(asc(t.equipeMembros.grupoId), asc(t.equipeMembros.ordem)),
    ]);
    return this.grouped(groups, members);
  }

  async diretoria(): Promise<Diretoria> {
    const [groups, members] = await Promise.all([
      this.db
        .select({ id: t.diretoriaCargos.id, nome: t.diretoriaCargos.nome })
        .from(t.diretoriaCargos)
        .orderBy(asc(t.diretoriaCargos.ordem)),
      this.db
        .select({ groupId: t.diretoriaMembros.cargoId, nome: t.diretoriaMembros.nome, sms: t.diretoriaMembros.sms })
        .from(t.diretoriaMembros)
        .orderBy(asc(t.diretoriaMembros.cargoId), asc(t.diretoriaMembros.ordem)),
    ]);
    return this.grouped(groups, members);
  }

  async juridico(secao: SecaoJuridico): Promise<DocumentoJuridico[]> {
    const rows = await this.db
      .select({ date: t.documentosJuridicos.date, desc: t.documentosJuridicos.desc, link: t.documentosJuridicos.link })
      .from(t.documentosJuridicos)
      .where(eq(t.documentosJuridicos.secao, secao))
      .orderBy(desc(t.documentosJuridicos.date), desc(t.documentosJuridicos.id));
    return rows.map((r) => ({ ...r, date: r.date.toISOString() }));
  }

  async publicacoes(): Promise<Publicacao[]> {
    const rows = await this.db
      .select({ title: t.publicacoes.title, link: t.publicacoes.link, last_update: t.publicacoes.lastUpdate })
      .from(t.publicacoes)
      .orderBy(asc(t.publicacoes.id));
    return rows.map((r) => ({ ...r, last_update: r.last_update.toISOString() }));
  }

  async logoAtiva(): Promise<Logo | null> {
    const [row] = await this.db.select({ id: t.logos.id, imagem: t.logos.imagem }).from(t.logos).where(eq(t.logos.ativa, true));
    return row ?? null;
  }

  /**
   * The past presidents in the gallery's order, each portrait with its alternative text: the one
   * written in the media library, or 'name, presidente de period' while it has none
   * (docs/decisions/030).
   */
  async presidentes(): Promise<Presidente[]> {
    const rows = await this.db
      .select({ name: t.presidentes.name, image: t.presidentes.image, date: t.presidentes.date, alt: t.arquivos.alt })
      .from(t.presidentes)
      .leftJoin(t.arquivos, and(eq(t.arquivos.tipo, 'imagem'), eq(t.arquivos.nome, t.presidentes.image)))
      .orderBy(asc(t.presidentes.ordem), asc(t.presidentes.id));
    return rows.map(({ alt, ...p }) => ({ ...p, alt: alt?.trim() || altPadraoDoRetrato(p) }));
  }

  /** Images whose focal point was set in the media library; the others are cropped around their centre. */
  async focosImagens(): Promise<FocoImagem[]> {
    const rows = await this.db
      .select({ imagem: t.arquivos.nome, x: t.arquivos.focoX, y: t.arquivos.focoY })
      .from(t.arquivos)
      .where(and(eq(t.arquivos.tipo, 'imagem'), isNotNull(t.arquivos.focoX), isNotNull(t.arquivos.focoY)))
      .orderBy(asc(t.arquivos.nome));
    return rows.map(({ imagem, x, y }) => ({ imagem, x: x as number, y: y as number }));
  }

  parceiros(): Promise<Parceiro[]> {
    return this.db
      .select({ nome: t.parceiros.nome, imagem: t.parceiros.imagem, link: t.parceiros.link })
      .from(t.parceiros)
      .orderBy(asc(t.parceiros.ordem), asc(t.parceiros.id));
  }

  linksUteis(): Promise<LinkUtil[]> {
    return this.db
      .select({ nome: t.linksUteis.nome, link: t.linksUteis.link })
      .from(t.linksUteis)
      .orderBy(asc(t.linksUteis.ordem), asc(t.linksUteis.id));
  }

  /** A block as stored, or its starting values while nobody saved it (contracts blocos.ts). */
  async bloco<K extends ChaveBloco>(chave: K): Promise<Blocos[K]> {
    const [row] = await this.db.select({ dados: t.blocos.dados }).from(t.blocos).where(eq(t.blocos.chave, chave));
    // Stored values were checked on the way in (import, back office); a row that no longer fits the
    // schema (a block's shape changed in a release) shows the starting values rather than an error.
    return row && problemasDoBloco(chave, row.dados).length === 0 ? (row.dados as Blocos[K]) : BLOCOS_PADRAO[chave];
  }

  async site(): Promise<SiteInfo> {
    const [meta] = await this.db.select().from(t.conteudoMeta).limit(1);
    return meta
      ? { nome: meta.nome, demonstracao: meta.demonstracao, importado_em: meta.importadoEm.toISOString() }
      : { nome: '', demonstracao: false, importado_em: null };
  }

  async getArquivo(tipo: 'imagem' | 'documento', nome: string) {
    const [row] = await this.db
      .select({ mime: t.arquivos.mime, dados: t.arquivos.dados, sha256: t.arquivos.sha256, atualizadoEm: t.arquivos.atualizadoEm })
      .from(t.arquivos)
      .where(and(eq(t.arquivos.tipo, tipo), eq(t.arquivos.nome, nome)));
    return row ?? null;
  }
}
