/** Regions, people, institutional lists and files: small tables, simple ordered reads. */
import type {
  ApoiadorRegional,
  Blocos,
  ChaveBloco,
  Diretoria,
  DocumentoJuridico,
  Equipe,
  FocoImagem,
  LinkUtil,
  Logo,
  Municipio,
  MunicipioEncontrado,
  Parceiro,
  Pessoa,
  Presidente,
  Publicacao,
  RegiaoDetail,
  RegiaoRef,
  SecaoJuridico,
  SiteInfo,
} from '@cosems/contracts';
import { buscarMunicipiosNasRegionais, type Db, PROJECOES, tables as t } from '@cosems/db';
import { type AnyColumn, and, asc, eq, isNotNull, sql } from 'drizzle-orm';

/** Alphabetical order as a Brazilian reader expects it (accents do not send 'São' after 'Sete'), on any collation. */
const alfabetica = (col: AnyColumn) => [asc(sql`cosems_unaccent_lower(${col})`), asc(col)];

const pessoa = { nome: t.pessoasRegionais.nome, telefone: t.pessoasRegionais.telefone, email: t.pessoasRegionais.email };

/**
 * The public reads of the regional councils and of the site's files; the content types' public
 * answers are their projections, declared once in @cosems/db (projecoes.ts), where the back
 * office's registry names them too (`publico`).
 */
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

  equipe(): Promise<Equipe> {
    return PROJECOES.equipe.ler(this.db);
  }

  diretoria(): Promise<Diretoria> {
    return PROJECOES.diretoria.ler(this.db);
  }

  juridico(secao: SecaoJuridico): Promise<DocumentoJuridico[]> {
    return PROJECOES.juridico.ler(this.db, secao);
  }

  publicacoes(): Promise<Publicacao[]> {
    return PROJECOES.publicacoes.ler(this.db);
  }

  presidentes(): Promise<Presidente[]> {
    return PROJECOES.presidentes.ler(this.db);
  }

  parceiros(): Promise<Parceiro[]> {
    return PROJECOES.parceiros.ler(this.db);
  }

  linksUteis(): Promise<LinkUtil[]> {
    return PROJECOES.linksUteis.ler(this.db);
  }

  logoAtiva(): Promise<Logo | null> {
    return PROJECOES.logo.ler(this.db);
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

  bloco<K extends ChaveBloco>(chave: K): Promise<Blocos[K]> {
    return PROJECOES.blocos.ler(this.db, chave) as Promise<Blocos[K]>;
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
