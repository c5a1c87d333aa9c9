/**
 * Generates the demonstration content bundle in packages/db/content/demo/ (format described in
 * docs/content-bundle.md), then reads it back with readBundle(), the one checker of a bundle. The
 * facts other tests rely on (how many news items, banners, regions…) are stated by
 * packages/db/test/demo.test.ts.
 *
 *   node --import tsx packages/db/scripts/generate-demo.ts           # generate, then check
 *   node --import tsx packages/db/scripts/generate-demo.ts --check   # only check the bundle on disk
 *
 * The text lives in demo/dados/*.json; this file decides how it is combined. Everything is
 * fictitious: people are random combinations of common Brazilian first names and surnames, phones
 * are made up, e-mails use the reserved-looking domain exemplo.org.br and links point to
 * www.example.org. The only real names are the 28 seats of the regional councils and the partner
 * institutions. The output is deterministic: a seeded PRNG (one stream per kind of record), fixed
 * dates in the PDFs and no timestamps in the images, so re-running it gives the same bytes (images
 * depend on the system's "sans-serif" font, so they are identical on the same machine).
 */
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBundle } from '../src/bundle/read.ts';
import { municipioMgPorCodigo } from '../src/registro/municipios.ts';
import diretoriaDados from './demo/dados/diretoria.json' with { type: 'json' };
import equipeDados from './demo/dados/equipe.json' with { type: 'json' };
import hostis from './demo/dados/html-hostil.json' with { type: 'json' };
import juridicoDados from './demo/dados/juridico.json' with { type: 'json' };
import linksUteisDados from './demo/dados/links-uteis.json' with { type: 'json' };
import logosDados from './demo/dados/logos.json' with { type: 'json' };
import municipiosDasRegionais from './demo/dados/municipios-das-regionais.json' with { type: 'json' };
import noticiasDados from './demo/dados/noticias.json' with { type: 'json' };
import parceirosDados from './demo/dados/parceiros.json' with { type: 'json' };
import periodos from './demo/dados/presidentes.json' with { type: 'json' };
import publicacoesDados from './demo/dados/publicacoes.json' with { type: 'json' };
import regioesDados from './demo/dados/regioes.json' with { type: 'json' };
import temas from './demo/dados/temas.json' with { type: 'json' };
import textos from './demo/dados/textos.json' with { type: 'json' };
import {
  escapeXml,
  type ImageSpec,
  jpeg,
  png,
  renderImageSvg,
  renderLogoSvg,
  renderParceiroSvg,
  renderPortraitSvg,
} from './demo/imagens.ts';
import { gerarEventos } from './demo/agenda.ts';
import { type PdfSpec, renderEstatutoPdf, renderSimplePdf } from './demo/pdf.ts';
import { buildEmail, getInitials, randomPessoaNome, telefone } from './demo/pessoas.ts';
import { at, type Rng, rng } from './demo/rng.ts';
import { generateDeliberacoes } from './demo/deliberacoes.ts';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../content/demo');

// ---------------------------------------------------------------------------------------------
// Dates (Brasília time, UTC-03:00)

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** A local Brasília time as an ISO 8601 string with offset -03:00. */
function isoBrasilia(d: Date): string {
  // d holds the local wall-clock time in its UTC fields.
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00-03:00`;
}

function local(ano: number, mes: number, dia: number, hora = 0, minuto = 0): Date {
  return new Date(Date.UTC(ano, mes - 1, dia, hora, minuto));
}

const DIA = 86_400_000;

// ---------------------------------------------------------------------------------------------
// 1. Regional councils (dados/regioes.json: the 28 seats in alphabetical order, with their area code)

interface Pessoa {
  nome: string;
  telefone: string | null;
  email: string | null;
}

/**
 * A council's municipalities (dados/municipios-das-regionais.json: the state's regional health
 * offices, by IBGE code; its source and date are in the file and docs/decisions/058).
 * A municipality's id is its IBGE code, as the back office gives one it adds from the list.
 */
function municipiosDe(regional: string) {
  const codigos: number[] | undefined = (municipiosDasRegionais.regionais as Record<string, number[]>)[regional];
  if (!codigos) throw new Error(`sem municípios para a regional ${regional}`);
  return codigos.map((ibge) => {
    const municipio = municipioMgPorCodigo(ibge);
    if (!municipio) throw new Error(`código IBGE ${ibge} (${regional}) fora da lista de Minas Gerais`);
    return { id: ibge, nome: municipio.nome, ibge };
  });
}

function generateRegioes() {
  const r = rng('regioes');
  return regioesDados.map(({ nome, ddd }, i) => {
    const id = i + 1;
    const pessoa = (): Pessoa => {
      const n = randomPessoaNome(r);
      return { nome: n, telefone: telefone(r, ddd), email: buildEmail(n, 'exemplo.org.br') };
    };
    const presidente = pessoa();
    // 1, 2 or 3 supporters; the cycle guarantees each count occurs.
    const count = [1, 2, 3, 2, 1, 3, 2][i % 7] ?? 1;
    const apoiadores = Array.from({ length: count }, pessoa);
    // Old records: some supporters lack an e-mail or a phone; some names/e-mails in odd case.
    if (id === 5 || id === 19) at(apoiadores, 0).email = null;
    if (id === 12 || id === 23) at(apoiadores, 0).telefone = null;
    if (id === 9) at(apoiadores, 0).nome = at(apoiadores, 0).nome.toLowerCase();
    if (id === 16) at(apoiadores, 0).email = (at(apoiadores, 0).email ?? '').replace(/^./, (c) => c.toUpperCase());
    return { id, nome, presidente, apoiadores, municipios: municipiosDe(nome) };
  });
}

// ---------------------------------------------------------------------------------------------
// 2. News. dados/temas.json holds each theme's paragraphs and list items; dados/noticias.json one
// entry per item, oldest first (id 1 = oldest): theme, title, subtitle (null = none) and how many
// regions it is tagged with (0 = "Geral"). `{R1}`, `{R2}`… in the texts are replaced by the names
// of the regions drawn for the item, in order.

type TemaId = keyof typeof temas;
type Tema = (typeof temas)[TemaId];

/** Items whose HTML carries hostile markup that the importer must strip (kept benign). */
const HOSTILE_HTML: Record<string, string | undefined> = hostis;
/** News without an `image` block that fall back to a `notice_…` block. */
const WITH_FALLBACK_IMAGE = new Set([3, 10, 17, 24, 33, 41, 50, 56]);
/** News with neither an image block nor a fallback (47 has no blocks at all). */
const WITHOUT_IMAGE = new Set([5, 14, 27, 38, 47]);
const BANNER = [64, 62, 61, 59, 58];
const DESTAQUE = [63, 60, 57, 55, 52, 49, 46];
/** This item gets the same publication date-time as the one before it (tie broken by id). */
const TIED_DATE_ID = 41;
const FALLBACK_IMAGES = ['notice_saude.jpg', 'notice_vacina.jpg', 'notice_gestao.jpg'] as const;

function getTemaColors(t: Tema): [string, string] {
  return [at(t.cores, 0), at(t.cores, 1)];
}

function buildNoticiaImage(tema: TemaId, variante: number): ImageSpec {
  const t = temas[tema];
  const [a, b] = getTemaColors(t);
  return {
    arquivo: `noticia-${tema.replace(/_/g, '-')}-${variante}.jpg`,
    largura: 1200,
    altura: 630,
    tipo: 'noticia',
    titulo: t.rotulo,
    subtitulo: variante === 1 ? 'COSEMS/MG · Notícias' : 'Gestão municipal do SUS',
    cores: variante === 1 ? [a, b] : [b, a],
    semente: `${tema}-${variante}`,
  };
}

function generateNoticias(regioes: { id: number; nome: string }[], images: Map<string, ImageSpec>) {
  const r = rng('noticias');
  const escritores = Array.from({ length: 6 }, () => randomPessoaNome(r));
  const usoTema = new Map<TemaId, number>();
  const start = local(2024, 11, 18);
  const passo = (724 / (noticiasDados.length - 1)) * DIA;
  let previous: Date | null = null;

  return noticiasDados.map(({ tema: temaNome, titulo: tituloBase, subtitulo: subBase, regioes: nRegioes }, i) => {
    const id = i + 1;
    const tema = temaNome as TemaId;
    const t = temas[tema];
    const escolhidas = r.sample(regioes, nRegioes);
    const fill = (s: string) => s.replace(/\{R(\d)\}/g, (_, n: string) => at(escolhidas, Number(n) - 1).nome);
    const title = fill(tituloBase);
    const sub_title = subBase === null ? null : fill(subBase);

    // Publication: evenly spread from 2024-11-18 to 2026-11-11, ±3 days, office hours.
    const sorteado = new Date(start.getTime() + Math.round((i * passo) / DIA) * DIA + r.int(-3, 3) * DIA);
    const fimDeSemana = [1, 0, 0, 0, 0, 0, 2][sorteado.getUTCDay()] ?? 0; // Sunday → Monday, Saturday → Monday
    const dia = new Date(sorteado.getTime() + fimDeSemana * DIA);
    const sorteada = new Date(dia.getTime() + r.int(8, 17) * 3_600_000 + r.pick([0, 15, 30, 45]) * 60_000);
    const pub = id === TIED_DATE_ID && previous ? previous : sorteada;
    previous = pub;
    const data_publicao = isoBrasilia(pub);
    // Written the same morning or one to three days before, in office hours.
    const criacao = r.chance(0.5)
      ? new Date(pub.getTime() - r.int(2, 9) * 10 * 60_000)
      : new Date(Math.floor(pub.getTime() / DIA - r.int(1, 3)) * DIA + r.int(9, 17) * 3_600_000 + r.pick([0, 10, 20, 40]) * 60_000);
    const data_criacao = isoBrasilia(criacao);

    const variante = ((usoTema.get(tema) ?? 0) % 2) + 1;
    usoTema.set(tema, (usoTema.get(tema) ?? 0) + 1);
    const img = buildNoticiaImage(tema, variante);

    // Body
    const partes: string[] = [];
    partes.push(
      sub_title === null
        ? `<p><strong>${escapeXml(title)}.</strong> Confira as orientações do COSEMS/MG aos gestores municipais de saúde.</p>`
        : `<p>${escapeXml(sub_title)}.</p>`,
    );
    const ps = r.sample(t.paragrafos, r.int(2, Math.min(3, t.paragrafos.length)));
    for (const p of ps) partes.push(`<p>${p}</p>`);
    if (escolhidas.length > 0) {
      const nomes = escolhidas.map((x) => x.nome);
      const list = nomes.length === 1 ? at(nomes, 0) : `${nomes.slice(0, -1).join(', ')} e ${at(nomes, nomes.length - 1)}`;
      partes.push(
        `<p>A iniciativa envolve os municípios ${nomes.length === 1 ? 'da região' : 'das regiões'} de <strong>${escapeXml(list)}</strong>, com apoio ${nomes.length === 1 ? 'do Conselho Regional' : 'dos Conselhos Regionais'}.</p>`,
      );
    }
    const items = r.sample(t.lista, r.int(3, Math.min(5, t.lista.length)));
    const tag = r.chance(0.5) ? 'ul' : 'ol';
    partes.push(`<p>Entre os pontos de atenção destacados pelo COSEMS/MG estão:</p>`);
    partes.push(`<${tag}>${items.map((x) => `<li>${x}</li>`).join('')}</${tag}>`);
    if (!WITHOUT_IMAGE.has(id) && r.chance(0.3)) {
      partes.push(`<p><img src="/image/${img.arquivo}" alt="${escapeXml(t.rotulo)}"></p>`);
    }
    const hostile = HOSTILE_HTML[String(id)];
    if (hostile) partes.push(hostile);
    partes.push(
      `<p>Mais informações podem ser consultadas no <a href="${t.link.href}" target="_blank">${t.link.texto}</a>. Em caso de dúvidas, procure a <em>secretaria executiva do COSEMS/MG</em> ou o seu Conselho Regional.</p>`,
    );
    const conteudo = partes.join('\n');

    // Blocks
    const text = { tipo: 'texto', value: sub_title ?? title };
    let materia: { tipo: string; value: string }[];
    if (id === 47) materia = [];
    else if (WITHOUT_IMAGE.has(id)) materia = [text, { tipo: 'texto', value: 'Conteúdo de demonstração.' }];
    else if (WITH_FALLBACK_IMAGE.has(id)) materia = [text, { tipo: 'img', value: r.pick(FALLBACK_IMAGES) }];
    else {
      images.set(img.arquivo, img);
      const bloco = { tipo: 'image', value: img.arquivo };
      // Vary the position of the image block; a few carry a second image after it.
      materia = r.chance(0.5) ? [bloco, text] : [text, bloco];
      if (r.chance(0.12)) materia.push({ tipo: 'image', value: buildNoticiaImage(tema, 3 - variante).arquivo });
      if (r.chance(0.15)) materia.push({ tipo: 'img', value: r.pick(FALLBACK_IMAGES) });
    }
    for (const b of materia) if (b.tipo === 'image') images.set(b.value, buildNoticiaImage(tema, b.value.endsWith('-1.jpg') ? 1 : 2));

    let banner_image: string | null = null;
    if (BANNER.includes(id)) {
      banner_image = `banner-${String(BANNER.indexOf(id) + 1).padStart(2, '0')}.jpg`;
      images.set(banner_image, {
        arquivo: banner_image,
        largura: 1600,
        altura: 600,
        tipo: 'banner',
        titulo: t.rotulo,
        subtitulo: 'COSEMS/MG · Conselho de Secretarias Municipais de Saúde de Minas Gerais',
        cores: getTemaColors(t),
        semente: banner_image,
      });
    }
    let destaque_image: string | null = null;
    if (DESTAQUE.includes(id)) {
      destaque_image = `destaque-${String(DESTAQUE.indexOf(id) + 1).padStart(2, '0')}.jpg`;
      const [a, b] = getTemaColors(t);
      images.set(destaque_image, {
        arquivo: destaque_image,
        largura: 800,
        altura: 600,
        tipo: 'destaque',
        titulo: t.rotulo,
        subtitulo: 'Destaque',
        cores: [b, a],
        semente: destaque_image,
      });
    }

    const escritor = r.chance(0.18) ? null : r.pick(escritores);
    return {
      id,
      title,
      sub_title,
      data_criacao,
      data_publicao,
      conteudo,
      escritor,
      regioes: escolhidas.map((x) => x.id).sort((a, b) => a - b),
      materia,
      banner_image,
      destaque_image,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// 3-4. Team and board (dados/equipe.json, dados/diretoria.json: groups and how many members each)

function capitalizacaoIrregular(r: Rng, nome: string): string {
  const x = r.next();
  if (x < 0.12) return nome.toLowerCase();
  if (x < 0.17) return nome.toUpperCase();
  if (x < 0.25) return nome.replace(/ \S+$/, (s) => s.toLowerCase());
  return nome;
}

function generateEquipe() {
  const r = rng('equipe');
  // Old records: a few members have an empty or non-address e-mail.
  const irregulares: Record<string, string | undefined> = equipeDados.emailsIrregulares;
  return equipeDados.grupos.map(({ grupo, membros: n }) => ({
    grupo,
    membros: Array.from({ length: n }, (_, k) => {
      const nome = randomPessoaNome(r);
      const email = irregulares[`${grupo}:${k}`] ?? buildEmail(nome, 'cosemsmg.exemplo.org.br');
      return { nome: capitalizacaoIrregular(r, nome), email };
    }),
  }));
}

function generateDiretoria() {
  const r = rng('diretoria');
  const sedes = r.sample(
    regioesDados.map(({ nome }) => nome),
    12,
  );
  let k = 0;
  return diretoriaDados.map(({ cargo, membros: n }) => ({
    cargo,
    membros: Array.from({ length: n }, () => {
      const nome = randomPessoaNome(r);
      const i = k++;
      // Two members have no municipality recorded.
      return { nome: i === 5 || i === 9 ? nome.toLowerCase() : nome, sms: i === 4 || i === 8 ? '' : at(sedes, i) };
    }),
  }));
}

// ---------------------------------------------------------------------------------------------
// 5-6. Legal documents and publications (each a one-page PDF)

type Secao = keyof typeof juridicoDados;

function generateJuridico(pdfs: PdfSpec[]) {
  const r = rng('juridico');
  const start = local(2023, 11, 20).getTime();
  const fim = local(2026, 11, 10).getTime();
  const docs: { secao: Secao; date: string; desc: string; link: string }[] = [];
  for (const secao of Object.keys(juridicoDados) as Secao[]) {
    const { prefixo, arquivo, temas: assuntos } = juridicoDados[secao];
    const n = assuntos.length;
    // Dates spread over three years, oldest first; numbered within each year.
    const datas = Array.from({ length: n }, (_, i) => {
      const base = start + ((fim - start) * (i + r.next() * 0.8)) / n;
      return new Date(Math.floor(base / DIA) * DIA + r.int(9, 17) * 3_600_000);
    });
    const porAno = new Map<number, number>();
    const daSecao = datas.map((d, i) => {
      const ano = d.getUTCFullYear();
      const number = (porAno.get(ano) ?? r.int(1, 4)) + r.int(1, 5);
      porAno.set(ano, number);
      const assunto = at(assuntos, i);
      const desc = `${prefixo} nº ${String(number).padStart(2, '0')}/${ano} – ${assunto}`;
      const nome = `${arquivo}-${String(number).padStart(2, '0')}-${ano}.pdf`;
      pdfs.push({ arquivo: nome, titulo: desc, data: isoBrasilia(d), texto: textos.pdfJuridico.replace('{tema}', assunto.toLowerCase()) });
      return { secao, date: isoBrasilia(d), desc, link: `/arquivo/${nome}` };
    });
    docs.push(...daSecao.reverse());
  }
  return docs;
}

function generatePublicacoes(pdfs: PdfSpec[]) {
  return publicacoesDados.map(({ title, arquivo, last_update }) => {
    pdfs.push({ arquivo, titulo: title, data: last_update, texto: textos.pdfPublicacao });
    return { title, link: `/arquivo/${arquivo}`, last_update };
  });
}

// ---------------------------------------------------------------------------------------------
// 7-10. Past presidents, logos, partners, useful links

function generatePresidentes(retratos: { arquivo: string; iniciais: string; tom: number }[]) {
  const r = rng('presidentes');
  return periodos.map((date, i) => {
    const name = randomPessoaNome(r);
    const image = `presidente-${String(i + 1).padStart(2, '0')}.jpg`;
    retratos.push({ arquivo: image, iniciais: getInitials(name), tom: r.int(0, 3) });
    return { name, image, date };
  });
}

/** The active logo: deliberately not the first one. */
const ACTIVE_LOGO_ID = 2;

// ---------------------------------------------------------------------------------------------
// Generation

async function writeJson(nome: string, value: unknown): Promise<void> {
  await writeFile(path.join(OUT, nome), `${JSON.stringify(value, null, 2)}\n`, 'utf8');
}

async function generate(): Promise<void> {
  const regioes = generateRegioes();
  const images = new Map<string, ImageSpec>();
  const noticias = generateNoticias(regioes, images);
  const equipe = generateEquipe();
  const diretoria = generateDiretoria();
  const pdfs: PdfSpec[] = [];
  const juridico = generateJuridico(pdfs);
  const publicacoes = generatePublicacoes(pdfs);
  const deliberacoes = generateDeliberacoes(pdfs, textos.pdfDeliberacao);
  const retratos: { arquivo: string; iniciais: string; tom: number }[] = [];
  const presidentes = generatePresidentes(retratos);
  const logos = logosDados.map(({ id, imagem }) => ({ id, imagem, ativa: id === ACTIVE_LOGO_ID }));
  const parceiros = parceirosDados.map(({ nome, slug }) => ({
    nome,
    imagem: `parceiro-${slug}.png`,
    link: `https://www.example.org/parceiro-${slug}`,
  }));
  const linksUteis = linksUteisDados.map(({ nome, slug }) => ({ nome, link: `https://www.example.org/${slug}` }));

  for (const [i, arquivo] of FALLBACK_IMAGES.entries()) {
    const coresReserva: [string, string][] = [
      ['#1d6f42', '#48cae4'],
      ['#0b5ea8', '#27a37a'],
      ['#3b3f8f', '#2a9d8f'],
    ];
    images.set(arquivo, {
      arquivo,
      largura: 800,
      altura: 450,
      tipo: 'reserva',
      titulo: ['Saúde', 'Vacinação', 'Gestão do SUS'][i] ?? 'Saúde',
      subtitulo: 'COSEMS/MG',
      cores: at(coresReserva, i),
      semente: arquivo,
    });
  }
  images.set('Default.jpg', {
    arquivo: 'Default.jpg',
    largura: 1200,
    altura: 630,
    tipo: 'padrao',
    titulo: 'COSEMS/MG',
    subtitulo: 'Conselho de Secretarias Municipais de Saúde de Minas Gerais',
    cores: ['#0b4f8a', '#2a9d8f'],
    semente: 'Default',
  });

  await rm(OUT, { recursive: true, force: true });
  await mkdir(path.join(OUT, 'images'), { recursive: true });
  await mkdir(path.join(OUT, 'arquivos'), { recursive: true });

  const descricao = `${textos.meta.descricao} ${textos.metaDeliberacoes}`;
  await writeJson('meta.json', { formato: 1, nome: textos.meta.nome, descricao, demonstracao: true });
  await writeJson('regioes.json', regioes);
  await writeJson('noticias.json', noticias);
  await writeJson('equipe.json', equipe);
  await writeJson('diretoria.json', diretoria);
  await writeJson('juridico.json', juridico);
  await writeJson('publicacoes.json', publicacoes);
  await writeJson('presidentes.json', presidentes);
  await writeJson('logos.json', logos);
  await writeJson('parceiros.json', parceiros);
  await writeJson('links-uteis.json', linksUteis);
  await writeJson('eventos.json', gerarEventos(regioes)); // issue 30: the agenda (demo/agenda.ts)
  await writeJson('deliberacoes.json', deliberacoes);

  const img = (nome: string, dados: Buffer) => writeFile(path.join(OUT, 'images', nome), dados);
  for (const i of [...images.values()].sort((a, b) => a.arquivo.localeCompare(b.arquivo))) {
    await img(i.arquivo, await jpeg(renderImageSvg(i), i.tipo === 'destaque' || i.tipo === 'reserva' ? 72 : 70));
  }
  for (const p of retratos) await img(p.arquivo, await jpeg(renderPortraitSvg(p.iniciais, p.tom), 75));
  for (const l of logosDados) await img(l.imagem, await png(renderLogoSvg(l)));
  for (const { sigla, slug, cor } of parceirosDados) await img(`parceiro-${slug}.png`, await png(renderParceiroSvg(sigla, cor)));

  const arq = (nome: string, dados: Buffer) => writeFile(path.join(OUT, 'arquivos', nome), dados);
  await arq('estatuto.pdf', await renderEstatutoPdf());
  for (const p of pdfs) await arq(p.arquivo, await renderSimplePdf(p));
}

// ---------------------------------------------------------------------------------------------
// Check: the bundle on disk, read back by the same reader the import uses.

async function check(): Promise<void> {
  const b = await readBundle(OUT);
  let jsonBytes = 0;
  for (const nome of await readdir(OUT)) if (nome.endsWith('.json')) jsonBytes += (await stat(path.join(OUT, nome))).size;
  const bytes = [...b.images.values(), ...b.arquivos.values()].reduce((n, buf) => n + buf.length, 0);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  const banner = b.noticias.filter((n) => n.banner_image).length;
  const destaque = b.noticias.filter((n) => n.destaque_image).length;
  console.log(
    [
      `Pacote válido: ${path.relative(process.cwd(), OUT) || OUT}`,
      `  regiões ${b.regioes.length}, notícias ${b.noticias.length} (banner ${banner}, destaque ${destaque}), equipe ${b.equipe.length} grupos,`,
      `  jurídico ${b.juridico.length}, publicações ${b.publicacoes.length}, presidentes ${b.presidentes.length}, logos ${b.logos.length}, parceiros ${b.parceiros.length}, links ${b.linksUteis.length}, eventos ${b.eventos.length}, deliberações ${b.deliberacoes.length}`,
      `  images/ ${b.images.size} arquivos, arquivos/ ${b.arquivos.size} PDFs; JSON ${kb(jsonBytes)}, total ${kb(jsonBytes + bytes)}`,
    ].join('\n'),
  );
}

try {
  if (!process.argv.includes('--check')) await generate();
  await check();
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
}
