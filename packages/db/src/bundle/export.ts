/** Writes the database's content as a bundle that imports back to the same data. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';

const iso = (d: Date) => d.toISOString();

async function writeJson(dir: string, file: string, data: unknown) {
  await fs.writeFile(path.join(dir, file), `${JSON.stringify(data, null, 2)}\n`);
}

export async function exportBundle(db: Db, dir: string): Promise<void> {
  const [meta] = await db.select().from(t.conteudoMeta).limit(1);
  if (!meta) throw new Error('O banco não tem conteúdo para exportar.');
  await fs.mkdir(path.join(dir, 'images'), { recursive: true });
  await fs.mkdir(path.join(dir, 'arquivos'), { recursive: true });

  await writeJson(dir, 'meta.json', { formato: 1, nome: meta.nome, descricao: meta.descricao, demonstracao: meta.demonstracao });

  const regioes = await db.select().from(t.regioes).orderBy(asc(t.regioes.id));
  const pessoas = await db.select().from(t.pessoasRegionais).orderBy(asc(t.pessoasRegionais.regiaoId), asc(t.pessoasRegionais.ordem));
  const municipios = await db.select().from(t.municipios).orderBy(asc(t.municipios.id));
  const pessoa = (p: (typeof pessoas)[number]) => ({ nome: p.nome, telefone: p.telefone, email: p.email });
  await writeJson(
    dir,
    'regioes.json',
    regioes.map((r) => {
      const presidente = pessoas.find((p) => p.regiaoId === r.id && p.papel === 'presidente');
      return {
        id: r.id,
        nome: r.nome,
        presidente: presidente ? pessoa(presidente) : null,
        apoiadores: pessoas.filter((p) => p.regiaoId === r.id && p.papel === 'apoiador').map(pessoa),
        municipios: municipios.filter((m) => m.regiaoId === r.id).map((m) => ({ id: m.id, nome: m.nome })),
      };
    }),
  );

  const noticias = await db
    .select({ n: t.noticias, escritor: t.escritores.nome })
    .from(t.noticias)
    .leftJoin(t.escritores, eq(t.escritores.id, t.noticias.escritorId))
    .orderBy(asc(t.noticias.id));
  const blocos = await db.select().from(t.noticiaBlocos).orderBy(asc(t.noticiaBlocos.noticiaId), asc(t.noticiaBlocos.ordem));
  const tags = await db.select().from(t.noticiaRegioes).orderBy(asc(t.noticiaRegioes.noticiaId), asc(t.noticiaRegioes.regiaoId));
  await writeJson(
    dir,
    'noticias.json',
    noticias.map(({ n, escritor }) => ({
      id: n.id,
      title: n.title,
      sub_title: n.subTitle,
      data_criacao: iso(n.dataCriacao),
      data_publicao: iso(n.dataPublicao),
      conteudo: n.conteudo,
      escritor,
      regioes: tags.filter((r) => r.noticiaId === n.id).map((r) => r.regiaoId),
      materia: blocos.filter((b) => b.noticiaId === n.id).map((b) => ({ tipo: b.tipo, value: b.value })),
      banner_image: n.bannerImage,
      destaque_image: n.destaqueImage,
      situacao: n.situacao,
      despublicar_em: n.despublicarEm ? iso(n.despublicarEm) : null,
    })),
  );

  const grupos = await db.select().from(t.equipeGrupos).orderBy(asc(t.equipeGrupos.ordem));
  const membros = await db.select().from(t.equipeMembros).orderBy(asc(t.equipeMembros.ordem));
  await writeJson(
    dir,
    'equipe.json',
    grupos.map((g) => ({ grupo: g.nome, membros: membros.filter((m) => m.grupoId === g.id).map(({ nome, email }) => ({ nome, email })) })),
  );
  const cargos = await db.select().from(t.diretoriaCargos).orderBy(asc(t.diretoriaCargos.ordem));
  const diretores = await db.select().from(t.diretoriaMembros).orderBy(asc(t.diretoriaMembros.ordem));
  await writeJson(
    dir,
    'diretoria.json',
    cargos.map((c) => ({ cargo: c.nome, membros: diretores.filter((m) => m.cargoId === c.id).map(({ nome, sms }) => ({ nome, sms })) })),
  );

  const juridico = await db.select().from(t.documentosJuridicos).orderBy(asc(t.documentosJuridicos.id));
  await writeJson(
    dir,
    'juridico.json',
    juridico.map((d) => ({ secao: d.secao, date: iso(d.date), desc: d.desc, link: d.link })),
  );
  const publicacoes = await db.select().from(t.publicacoes).orderBy(asc(t.publicacoes.id));
  await writeJson(
    dir,
    'publicacoes.json',
    publicacoes.map((p) => ({ title: p.title, link: p.link, last_update: iso(p.lastUpdate) })),
  );
  const presidentes = await db.select().from(t.presidentes).orderBy(asc(t.presidentes.id));
  await writeJson(
    dir,
    'presidentes.json',
    presidentes.map(({ name, image, date }) => ({ name, image, date })),
  );
  const logos = await db.select().from(t.logos).orderBy(asc(t.logos.id));
  await writeJson(dir, 'logos.json', logos);
  const parceiros = await db.select().from(t.parceiros).orderBy(asc(t.parceiros.id));
  await writeJson(
    dir,
    'parceiros.json',
    parceiros.map(({ nome, imagem, link }) => ({ nome, imagem, link })),
  );
  const links = await db.select().from(t.linksUteis).orderBy(asc(t.linksUteis.id));
  await writeJson(
    dir,
    'links-uteis.json',
    links.map(({ nome, link }) => ({ nome, link })),
  );

  const midia = await db
    .select({ nome: t.arquivos.nome, alt: t.arquivos.alt, foco_x: t.arquivos.focoX, foco_y: t.arquivos.focoY })
    .from(t.arquivos)
    .where(and(eq(t.arquivos.tipo, 'imagem'), or(isNotNull(t.arquivos.alt), isNotNull(t.arquivos.focoX))))
    .orderBy(asc(t.arquivos.nome));
  if (midia.length > 0) await writeJson(dir, 'midia.json', midia);

  const files = await db.select({ tipo: t.arquivos.tipo, nome: t.arquivos.nome, dados: t.arquivos.dados }).from(t.arquivos);
  for (const f of files) await fs.writeFile(path.join(dir, f.tipo === 'imagem' ? 'images' : 'arquivos', f.nome), f.dados);
}
