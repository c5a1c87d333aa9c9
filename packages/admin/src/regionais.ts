/**
 * The regional councils as a content type of the registry (issue 12, docs/decisions/025 and 048):
 * name, president and supporters, saved together, and the municipalities, chosen from the official
 * IBGE list (@cosems/db registro) through the `municipios` hook. A municipality is in one council
 * at most: adding it to another moves it. The save pipeline (conteudo/pipeline.ts) checks the
 * rights (conteudo.editar) and the edit version (a save from a page someone else has saved since
 * is refused), and writes the audit entry with before and after and the content-change notice;
 * this module says only what is particular to the councils. Councils are neither created nor
 * deleted in the back office (there are 28, from the bundle).
 */
import { type DadosDaRegional, lerDadosDaRegional, type PessoaRegionalDados, RegionalForm, type RegionalEditavel } from '@cosems/contracts';
import { buscarMunicipiosNasRegionais, type Db, municipioMgPorCodigo, ondeEstao, tables as t } from '@cosems/db';
import { and, asc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import { recusa } from './conteudo/pipeline.ts';
import { type TipoDeConteudoDeclarado, type Tx, tudoCom } from './conteudo/tipo.ts';

/** A council as stored, without its version. */
type Regional = Omit<RegionalEditavel, 'versao'>;

const NAO_ENCONTRADA = 'Regional não encontrada.';

const pessoaDe = (p: { nome: string; telefone: string | null; email: string | null }): PessoaRegionalDados => ({
  nome: p.nome,
  telefone: p.telefone ?? '',
  email: p.email ?? '',
});

/** The councils `ids` (all when null), with their people and municipalities, in three reads. */
async function lidas(db: Db | Tx, ids: number[] | null, travar = false): Promise<Regional[]> {
  const consulta = db
    .select()
    .from(t.regioes)
    .where(ids ? inArray(t.regioes.id, ids) : undefined)
    .orderBy(asc(t.regioes.nome));
  const regioes = travar ? await consulta.for('update') : await consulta;
  if (!regioes.length) return [];
  const so = regioes.map((r) => r.id);
  const pessoas = await db
    .select()
    .from(t.pessoasRegionais)
    .where(inArray(t.pessoasRegionais.regiaoId, so))
    .orderBy(asc(t.pessoasRegionais.papel), asc(t.pessoasRegionais.ordem), asc(t.pessoasRegionais.id));
  const municipios = await db
    .select({ id: t.municipios.id, nome: t.municipios.nome, ibge: t.municipios.ibge, regiaoId: t.municipios.regiaoId })
    .from(t.municipios)
    .where(inArray(t.municipios.regiaoId, so))
    .orderBy(asc(t.municipios.nome), asc(t.municipios.id));
  return regioes.map((r) => {
    const delas = pessoas.filter((p) => p.regiaoId === r.id);
    const presidente = delas.find((p) => p.papel === 'presidente');
    return {
      id: r.id,
      nome: r.nome,
      presidente: presidente ? pessoaDe(presidente) : null,
      apoiadores: delas.filter((p) => p.papel === 'apoiador').map(pessoaDe),
      municipios: municipios.filter((m) => m.regiaoId === r.id).map(({ id, nome, ibge }) => ({ id, nome, ibge })),
    };
  });
}

export const REGIONAIS: TipoDeConteudoDeclarado<Regional, RegionalEditavel, DadosDaRegional> = {
  permissoes: tudoCom('conteudo.editar'),
  mensagens: {
    proibido: 'Só editores e administradores editam as regionais.',
    naoEncontrado: NAO_ENCONTRADA,
    conflito: 'Outra pessoa salvou esta regional depois que você abriu a página. Nada foi salvo: recarregue a página e refaça a alteração.',
  },
  formulario: RegionalForm,
  auditoria: {
    objetoTipo: 'regional',
    valores: ({ id, nome, presidente, apoiadores }) => ({ id, nome, presidente, apoiadores }),
  },
  // Everything shown on the page, the municipalities too: a page older than any change is refused.
  versionado: (r) => r,
  idDe: (r) => r.id,
  editavel: (r, versao) => ({ ...r, versao }),
  filtroValido: (filtro) => filtro === null,
  async listar(db) {
    const itens = await lidas(db, null);
    return { itens, total: itens.length, pagina: 1, paginas: 1 };
  },
  buscar: async (db, id, bloquear) => (await lidas(db, [id], bloquear))[0],
  async preparar(campos) {
    const lido = lerDadosDaRegional(campos);
    return lido.ok ? lido.dados : { ...recusa(400, 'Confira os campos marcados.'), erros: lido.erros };
  },
  async gravar(tx, dados, antes) {
    if (!antes) return recusa(404, NAO_ENCONTRADA);
    const id = antes.id;
    const [homonima] = await tx
      .select({ id: t.regioes.id })
      .from(t.regioes)
      .where(and(ne(t.regioes.id, id), sql`lower(${t.regioes.nome}) = lower(${dados.nome})`));
    if (homonima) {
      const mensagem = `Já existe uma regional chamada ${dados.nome}.`;
      return { ...recusa(400, mensagem), erros: [{ campo: 'nome', mensagem }] };
    }
    await tx.update(t.regioes).set({ nome: dados.nome }).where(eq(t.regioes.id, id));
    await tx.delete(t.pessoasRegionais).where(eq(t.pessoasRegionais.regiaoId, id));
    const linhas = [
      ...(dados.presidente ? [{ ...dados.presidente, papel: 'presidente' as const, ordem: 0 }] : []),
      ...dados.apoiadores.map((p, ordem) => ({ ...p, papel: 'apoiador' as const, ordem })),
    ].map((p) => ({ ...p, regiaoId: id, telefone: p.telefone || null, email: p.email || null }));
    if (linhas.length) await tx.insert(t.pessoasRegionais).values(linhas);
    return { linha: { ...antes, ...dados } };
  },
  apagar: async () => recusa(404, NAO_ENCONTRADA),
  municipios: {
    buscar: buscarMunicipiosNasRegionais,
    async incluir(tx, regiao, ibge) {
      const oficial = municipioMgPorCodigo(ibge);
      if (!oficial) {
        const mensagem = `O código IBGE ${ibge} não é de um município de Minas Gerais.`;
        return { ...recusa(400, mensagem), erros: [{ campo: 'ibge', mensagem }] };
      }
      // One change to the municipalities at a time: two editors moving the same one cannot both win.
      await tx.execute(sql`select pg_advisory_xact_lock(19910412)`);
      const atual = (await ondeEstao(tx))(oficial.ibge, oficial.nome);
      const depois = { municipio: oficial.nome, regional: regiao.nome };
      if (atual?.regional.id === regiao.id) {
        // Already here: the row takes the official name and code (a bundle may have brought neither), nothing is audited.
        await tx.update(t.municipios).set({ ibge: oficial.ibge, nome: oficial.nome }).where(eq(t.municipios.id, atual.id));
        return recusa(409, `${oficial.nome} já é desta regional.`);
      }
      if (atual) {
        await tx
          .update(t.municipios)
          .set({ regiaoId: regiao.id, ibge: oficial.ibge, nome: oficial.nome })
          .where(eq(t.municipios.id, atual.id));
        return {
          verbo: 'municipio-mover',
          objetoId: oficial.ibge,
          antes: { municipio: oficial.nome, regional: atual.regional.nome },
          depois,
          mensagem: `${oficial.nome} passou da regional ${atual.regional.nome} para esta.`,
        };
      }
      // The IBGE code is the new row's id, unless a bundle used that number for another one.
      const [ocupado] = await tx.select({ id: t.municipios.id }).from(t.municipios).where(eq(t.municipios.id, oficial.ibge));
      const [maior] = await tx.select({ id: max(t.municipios.id) }).from(t.municipios);
      const id = ocupado ? Math.max(maior?.id ?? 0, 9_999_999) + 1 : oficial.ibge;
      await tx.insert(t.municipios).values({ id, regiaoId: regiao.id, nome: oficial.nome, ibge: oficial.ibge });
      return { verbo: 'municipio-incluir', objetoId: oficial.ibge, depois, mensagem: `${oficial.nome} incluído nesta regional.` };
    },
    async retirar(tx, regiao, municipioId) {
      const [linha] = await tx
        .delete(t.municipios)
        .where(and(eq(t.municipios.id, municipioId), eq(t.municipios.regiaoId, regiao.id)))
        .returning();
      if (!linha) return recusa(404, NAO_ENCONTRADA);
      return {
        verbo: 'municipio-retirar',
        objetoId: linha.ibge ?? linha.id,
        antes: { municipio: linha.nome, regional: regiao.nome },
        mensagem: `${linha.nome} retirado desta regional.`,
      };
    },
  },
};
