/**
 * The regional councils, for editors and administrators (/admin/regionais, issue 12): name,
 * president and supporters, and the municipalities, chosen from the official IBGE list
 * (@cosems/db registro). A municipality is in one council at most: adding it to another moves it.
 * Every change is one transaction that is audited with before and after and announces the content
 * change (the public pages and the API drop their caches at commit). A save made from a page that
 * someone else has saved since is refused, so that nobody overwrites a colleague's change unseen.
 */
import {
  type DadosDaRegional,
  type MunicipioEncontrado,
  type PessoaRegionalDados,
  pode,
  type RegionaisPort,
  type RegionalEditavel,
  type RegionalListada,
  type Requisitante,
  type ResultadoRegional,
  type SessaoAtual,
} from '@cosems/contracts';
import { buscarMunicipiosMg, type Db, municipioMgPorCodigo, normalizarNomeMunicipio, tables as t } from '@cosems/db';
import { and, asc, count, eq, max, ne, sql } from 'drizzle-orm';
import { versaoDe } from './conteudo/versao.ts';
import { registrarMudanca } from './conteudo/pipeline.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const pessoaDe = (p: { nome: string; telefone: string | null; email: string | null }): PessoaRegionalDados => ({
  nome: p.nome,
  telefone: p.telefone ?? '',
  email: p.email ?? '',
});

export class Regionais implements RegionaisPort {
  private readonly db: Db;
  private readonly now: () => Date;

  constructor(options: { db: Db; now?: () => Date }) {
    this.db = options.db;
    this.now = options.now ?? (() => new Date());
  }

  private pode(sessao: SessaoAtual): boolean {
    return sessao.etapa === 'completa' && pode(sessao.usuario.papel, 'conteudo.editar');
  }

  async listar(sessao: SessaoAtual): Promise<RegionalListada[] | 'proibido'> {
    if (!this.pode(sessao)) return 'proibido';
    const regioes = await this.db.select().from(t.regioes).orderBy(asc(t.regioes.nome));
    const pessoas = await this.db
      .select({ regiaoId: t.pessoasRegionais.regiaoId, papel: t.pessoasRegionais.papel, nome: t.pessoasRegionais.nome })
      .from(t.pessoasRegionais)
      .orderBy(asc(t.pessoasRegionais.ordem));
    const municipios = await this.db
      .select({ regiaoId: t.municipios.regiaoId, n: count() })
      .from(t.municipios)
      .groupBy(t.municipios.regiaoId);
    return regioes.map((r) => ({
      id: r.id,
      nome: r.nome,
      presidente: pessoas.find((p) => p.regiaoId === r.id && p.papel === 'presidente')?.nome ?? null,
      apoiadores: pessoas.filter((p) => p.regiaoId === r.id && p.papel === 'apoiador').length,
      municipios: municipios.find((m) => m.regiaoId === r.id)?.n ?? 0,
    }));
  }

  async obter(sessao: SessaoAtual, id: number): Promise<RegionalEditavel | 'proibido' | null> {
    if (!this.pode(sessao)) return 'proibido';
    return this.ler(this.db, id);
  }

  /** The council as stored, with the version its current content gives. */
  private async ler(db: Db | Tx, id: number, travar = false): Promise<RegionalEditavel | null> {
    const consulta = db.select().from(t.regioes).where(eq(t.regioes.id, id));
    const [regiao] = travar ? await consulta.for('update') : await consulta;
    if (!regiao) return null;
    const pessoas = await db
      .select()
      .from(t.pessoasRegionais)
      .where(eq(t.pessoasRegionais.regiaoId, id))
      .orderBy(asc(t.pessoasRegionais.papel), asc(t.pessoasRegionais.ordem), asc(t.pessoasRegionais.id));
    const municipios = await db
      .select({ id: t.municipios.id, nome: t.municipios.nome, ibge: t.municipios.ibge })
      .from(t.municipios)
      .where(eq(t.municipios.regiaoId, id))
      .orderBy(asc(t.municipios.nome), asc(t.municipios.id));
    const presidente = pessoas.find((p) => p.papel === 'presidente');
    const semVersao = {
      id: regiao.id,
      nome: regiao.nome,
      presidente: presidente ? pessoaDe(presidente) : null,
      apoiadores: pessoas.filter((p) => p.papel === 'apoiador').map(pessoaDe),
      municipios,
    };
    const versao = versaoDe(semVersao);
    return { ...semVersao, versao };
  }

  async salvar(sessao: SessaoAtual, id: number, dados: DadosDaRegional, versao: string, quem: Requisitante): Promise<ResultadoRegional> {
    if (!this.pode(sessao)) return 'proibido';
    return this.db.transaction(async (tx) => {
      const antes = await this.ler(tx, id, true);
      if (!antes) return null;
      if (antes.versao !== versao) {
        return {
          tipo: 'recusado',
          mensagem:
            'Outra pessoa salvou esta regional depois que você abriu a página. Nada foi salvo: recarregue a página e refaça a alteração.',
        };
      }
      const [homonima] = await tx
        .select({ id: t.regioes.id })
        .from(t.regioes)
        .where(and(ne(t.regioes.id, id), sql`lower(${t.regioes.nome}) = lower(${dados.nome})`));
      if (homonima) return { tipo: 'erro', erros: [{ campo: 'nome', mensagem: `Já existe uma regional chamada ${dados.nome}.` }] };

      await tx.update(t.regioes).set({ nome: dados.nome }).where(eq(t.regioes.id, id));
      await tx.delete(t.pessoasRegionais).where(eq(t.pessoasRegionais.regiaoId, id));
      const linhas = [
        ...(dados.presidente ? [{ ...dados.presidente, papel: 'presidente' as const, ordem: 0 }] : []),
        ...dados.apoiadores.map((p, ordem) => ({ ...p, papel: 'apoiador' as const, ordem })),
      ].map((p) => ({ ...p, regiaoId: id, telefone: p.telefone || null, email: p.email || null }));
      if (linhas.length) await tx.insert(t.pessoasRegionais).values(linhas);

      const { versao: _v, municipios: _m, ...resumoAntes } = antes;
      await registrarMudanca(
        tx,
        {
          acao: 'regional.editar',
          usuario: sessao.usuario,
          endereco: quem.endereco,
          objetoTipo: 'regional',
          objetoId: id,
          antes: resumoAntes,
          depois: { id, ...dados },
        },
        this.now(),
      );
      return { tipo: 'ok', mensagem: 'Regional salva. O site e a API já mostram a mudança.' };
    });
  }

  async buscarMunicipios(sessao: SessaoAtual, texto: string): Promise<MunicipioEncontrado[] | 'proibido'> {
    if (!this.pode(sessao)) return 'proibido';
    const achados = buscarMunicipiosMg(texto);
    if (!achados.length) return [];
    const onde = await this.ondeEstao();
    return achados.map((m) => ({ ibge: m.ibge, nome: m.nome, regional: onde(m.ibge, m.nome)?.regional ?? null }));
  }

  /**
   * Where each municipality is: by its IBGE code, or, for a row a bundle brought without a code,
   * by its name (the same municipality, so that adding it elsewhere moves it instead of doubling it).
   */
  private async ondeEstao(db: Db | Tx = this.db) {
    const linhas = await db
      .select({ id: t.municipios.id, nome: t.municipios.nome, ibge: t.municipios.ibge, regiaoId: t.regioes.id, regiao: t.regioes.nome })
      .from(t.municipios)
      .innerJoin(t.regioes, eq(t.regioes.id, t.municipios.regiaoId));
    const porCodigo = new Map(linhas.filter((l) => l.ibge !== null).map((l) => [l.ibge, l]));
    const porNome = new Map(linhas.filter((l) => l.ibge === null).map((l) => [normalizarNomeMunicipio(l.nome), l]));
    return (ibge: number, nome: string) => {
      const l = porCodigo.get(ibge) ?? porNome.get(normalizarNomeMunicipio(nome));
      return l ? { id: l.id, regional: { id: l.regiaoId, nome: l.regiao } } : undefined;
    };
  }

  async incluirMunicipio(sessao: SessaoAtual, regiaoId: number, ibge: number, quem: Requisitante): Promise<ResultadoRegional> {
    if (!this.pode(sessao)) return 'proibido';
    const oficial = municipioMgPorCodigo(ibge);
    if (!oficial)
      return { tipo: 'erro', erros: [{ campo: 'ibge', mensagem: `O código IBGE ${ibge} não é de um município de Minas Gerais.` }] };
    return this.db.transaction(async (tx) => {
      const [regiao] = await tx.select().from(t.regioes).where(eq(t.regioes.id, regiaoId)).for('update');
      if (!regiao) return null;
      // One change to the municipalities at a time: two editors moving the same one cannot both win.
      await tx.execute(sql`select pg_advisory_xact_lock(19910412)`);
      const atual = (await this.ondeEstao(tx))(oficial.ibge, oficial.nome);
      const usuario = sessao.usuario;
      if (atual?.regional.id === regiaoId) {
        await tx.update(t.municipios).set({ ibge: oficial.ibge, nome: oficial.nome }).where(eq(t.municipios.id, atual.id));
        return { tipo: 'recusado', mensagem: `${oficial.nome} já é desta regional.` };
      }
      if (atual) {
        await tx.update(t.municipios).set({ regiaoId, ibge: oficial.ibge, nome: oficial.nome }).where(eq(t.municipios.id, atual.id));
        await registrarMudanca(
          tx,
          {
            acao: 'regional.municipio-mover',
            usuario,
            endereco: quem.endereco,
            objetoTipo: 'municipio',
            objetoId: oficial.ibge,
            antes: { municipio: oficial.nome, regional: atual.regional.nome },
            depois: { municipio: oficial.nome, regional: regiao.nome },
          },
          this.now(),
        );
        return { tipo: 'ok', mensagem: `${oficial.nome} passou da regional ${atual.regional.nome} para esta.` };
      }
      // The IBGE code is the new row's id, unless a bundle used that number for another one.
      const [ocupado] = await tx.select({ id: t.municipios.id }).from(t.municipios).where(eq(t.municipios.id, oficial.ibge));
      const [maior] = await tx.select({ id: max(t.municipios.id) }).from(t.municipios);
      const id = ocupado ? Math.max(maior?.id ?? 0, 9_999_999) + 1 : oficial.ibge;
      await tx.insert(t.municipios).values({ id, regiaoId, nome: oficial.nome, ibge: oficial.ibge });
      await registrarMudanca(
        tx,
        {
          acao: 'regional.municipio-incluir',
          usuario,
          endereco: quem.endereco,
          objetoTipo: 'municipio',
          objetoId: oficial.ibge,
          depois: { municipio: oficial.nome, regional: regiao.nome },
        },
        this.now(),
      );
      return { tipo: 'ok', mensagem: `${oficial.nome} incluído nesta regional.` };
    });
  }

  async retirarMunicipio(sessao: SessaoAtual, regiaoId: number, municipioId: number, quem: Requisitante): Promise<ResultadoRegional> {
    if (!this.pode(sessao)) return 'proibido';
    return this.db.transaction(async (tx) => {
      const [linha] = await tx
        .delete(t.municipios)
        .where(and(eq(t.municipios.id, municipioId), eq(t.municipios.regiaoId, regiaoId)))
        .returning();
      if (!linha) return null;
      const [regiao] = await tx.select({ nome: t.regioes.nome }).from(t.regioes).where(eq(t.regioes.id, regiaoId));
      await registrarMudanca(
        tx,
        {
          acao: 'regional.municipio-retirar',
          usuario: sessao.usuario,
          endereco: quem.endereco,
          objetoTipo: 'municipio',
          objetoId: linha.ibge ?? linha.id,
          antes: { municipio: linha.nome, regional: regiao?.nome ?? null },
        },
        this.now(),
      );
      return { tipo: 'ok', mensagem: `${linha.nome} retirado desta regional.` };
    });
  }
}
