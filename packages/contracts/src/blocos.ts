/**
 * The site's blocks: content that is one piece rather than a list of records — the home page's
 * quick-access links, video and debt-agreement block, the footer's contact details, and the
 * institutional texts. Each block is stored whole (table `blocos`, one row per key), read by the
 * API at /api/blocos/{chave}, carried by the content bundle (blocos.json) and edited in the back
 * office. Here: the keys, the shape of each (TypeBox: the API's answers, the bundle's check, the
 * HTTP port's check), the values a site starts with, and how a back-office form becomes a block.
 */
import { type Static, type TObject, type TSchema, type TString, Type } from 'typebox';
import { Value } from 'typebox/value';
import {
  CHAVES_BLOCOS,
  CHAVES_DE_DESTINO,
  type ChaveBloco,
  type ChaveDeDestino,
  DESTINOS_EXTERNOS,
  linhaLimpa as linha,
  linhasDe,
  paragrafosDe,
  type TopicoDoEstatuto,
} from './blocos-chaves.ts';
import { checkLink } from './links.ts';
import type { ErroDeCampo } from './regionais-port.ts';
import { emailValido, formatarTelefone } from './regionais-port.ts';
import { youtubeId } from './video.ts';

/** The most pages a statute's topic may point to (far above any statute), and the most topics. */
export const ESTATUTO_PAGINAS_MAX = 10_000;
export const ESTATUTO_TOPICOS_MAX = 60;

const Texto = (max: number) => Type.String({ minLength: 1, maxLength: max });
const Endereco = Type.String({ minLength: 1, maxLength: 500 });

export const LinkRotuladoSchema = Type.Object({ titulo: Texto(120), url: Endereco }, { additionalProperties: false });
export type LinkRotulado = Static<typeof LinkRotuladoSchema>;

export const TextoComTituloSchema = Type.Object(
  { titulo: Texto(200), paragrafos: Type.Array(Texto(3000), { minItems: 1, maxItems: 20 }) },
  { additionalProperties: false },
);
export type TextoComTitulo = Static<typeof TextoComTituloSchema>;

/** The `enderecos` block: an address for each external destination (blocos-chaves.ts) and the credit's name. */
const EnderecosSchema = Type.Object(
  {
    ...(Object.fromEntries(CHAVES_DE_DESTINO.map((c) => [c, Endereco])) as Record<ChaveDeDestino, TString>),
    desenvolvedorNome: Texto(120),
  },
  { additionalProperties: false },
) as TObject<Record<ChaveDeDestino | 'desenvolvedorNome', TString>>;

export const BLOCOS_SCHEMAS = {
  /** Home: the quick-access bar (a path of the site opens in the same tab; an address, in a new one). */
  'acesso-rapido': Type.Object({ links: Type.Array(LinkRotuladoSchema, { minItems: 1, maxItems: 12 }) }, { additionalProperties: false }),
  /** Home: the institutional video (a YouTube address, loaded only after the click; '' shows no video) and the channel. */
  video: Type.Object(
    { titulo: Texto(120), url: Type.String({ maxLength: 500 }), canal: Type.String({ maxLength: 500 }) },
    { additionalProperties: false },
  ),
  /** Home: the debt-agreement block and its "Saiba mais" link. */
  'acordo-divida': Type.Object({ titulo: Texto(200), texto: Texto(1500), url: Endereco }, { additionalProperties: false }),
  /** Footer: about text, address, opening hours, phones, e-mail, social networks. */
  rodape: Type.Object(
    {
      sobre: Texto(800),
      endereco: Type.Array(Texto(120), { minItems: 1, maxItems: 6 }),
      horarios: Type.Array(Texto(120), { maxItems: 6 }),
      telefones: Type.Array(Texto(30), { maxItems: 6 }),
      email: Type.String({ maxLength: 254 }),
      redesSociais: Type.Array(LinkRotuladoSchema, { maxItems: 10 }),
    },
    { additionalProperties: false },
  ),
  /** /missao-valores: mission, vision, values and business. */
  missao: Type.Object({ itens: Type.Array(TextoComTituloSchema, { minItems: 4, maxItems: 4 }) }, { additionalProperties: false }),
  /** /institucional: the narrative and the accordion's items. */
  institucional: Type.Object(
    { introducao: Type.Array(Texto(3000), { minItems: 1, maxItems: 20 }), itens: Type.Array(TextoComTituloSchema, { maxItems: 30 }) },
    { additionalProperties: false },
  ),
  /**
   * /estatuto: the topics menu (title and page of each, in the menu's order) and the PDF's page
   * count, which the viewer shows ('Página 1 de 10'). The count is the file's: set when a new PDF
   * is uploaded (/admin/estatuto), never typed.
   */
  estatuto: Type.Object(
    {
      paginas: Type.Integer({ minimum: 1, maximum: ESTATUTO_PAGINAS_MAX }),
      topicos: Type.Array(
        Type.Object(
          { titulo: Texto(200), pagina: Type.Integer({ minimum: 1, maximum: ESTATUTO_PAGINAS_MAX }) },
          { additionalProperties: false },
        ),
        { maxItems: ESTATUTO_TOPICOS_MAX },
      ),
    },
    { additionalProperties: false },
  ),
  /** The menus' external addresses, the legal space's TCC folder and the footer's credit. */
  enderecos: EnderecosSchema,
  /** Home: the block of the next events of the agenda (issue 30), which the staff may switch off. */
  'agenda-inicial': Type.Object({ mostrar: Type.Boolean() }, { additionalProperties: false }),
} as const satisfies Record<ChaveBloco, TSchema>;

export type Blocos = { [K in ChaveBloco]: Static<(typeof BLOCOS_SCHEMAS)[K]> };

/**
 * What a site shows before anyone edits a block (a bundle without blocos.json). VALORES PADRÃO:
 * addresses under www.example.org and the contact details are placeholders (docs/produto.md names
 * these destinations but not their addresses); the texts are those of docs/produto.md.
 */
export const BLOCOS_PADRAO: Blocos = {
  'acesso-rapido': {
    links: [
      { titulo: 'Notícias do COSEMS/MG', url: '/lista-noticias' },
      { titulo: 'COSEMS Regionais', url: '/secretarios' },
      { titulo: 'Nossas publicações', url: '/publicacoes' },
      { titulo: 'Galeria de fotos', url: 'https://www.example.org/albuns' },
      { titulo: 'Sala de Apoio à Gestão Estratégica', url: 'https://www.example.org/sala-de-apoio-a-gestao-estrategica' },
      { titulo: 'Portal de cursos', url: 'https://www.example.org/cursos' },
    ],
  },
  video: { titulo: 'COSEMS/MG: quem somos', url: '', canal: 'https://www.example.org/canal-de-video' },
  'acordo-divida': {
    titulo: 'Acordo da dívida do Estado com os Fundos Municipais de Saúde',
    texto:
      'O COSEMS/MG acompanha o acordo firmado para o pagamento dos valores devidos pelo Fundo Estadual de Saúde aos municípios mineiros: parcelas, cronograma e orientações aos gestores municipais.',
    url: 'https://www.example.org/acordo-divida-fundo-estadual',
  },
  rodape: {
    sobre:
      'O COSEMS/MG é uma associação civil sem fins lucrativos, fundada em abril de 1991, que reúne os secretários municipais de saúde de Minas Gerais e os representa junto às esferas estadual e federal do SUS.',
    endereco: ['Av. Exemplo, 1000 – Sala 100', 'Bairro Centro', 'Belo Horizonte – MG', 'CEP 30000-000'],
    horarios: ['Segunda a quinta: 09:00-12:30 e 14:00-18:00', 'Sexta: 09:00-12:30 e 14:00-17:00'],
    telefones: ['(31) 0000-0000', '(31) 0000-0001'],
    email: 'contato@exemplo.org.br',
    redesSociais: [
      { titulo: 'Instagram', url: 'https://www.example.org/instagram' },
      { titulo: 'YouTube', url: 'https://www.example.org/youtube' },
      { titulo: 'LinkedIn', url: 'https://www.example.org/linkedin' },
      { titulo: 'Flickr', url: 'https://www.example.org/flickr' },
    ],
  },
  missao: {
    itens: [
      {
        titulo: 'Missão',
        paragrafos: [
          'Trabalhar pela autonomia dos municípios, congregando os gestores municipais de saúde de Minas Gerais, participando da formulação da política estadual de saúde pública e contribuindo para a melhoria das condições de saúde da população.',
        ],
      },
      {
        titulo: 'Visão',
        paragrafos: ['Ser uma instituição modelo em âmbito nacional e a interlocutora dos gestores municipais de saúde.'],
      },
      { titulo: 'Valores', paragrafos: ['Transparência, ética, compromisso, qualidade, cooperação, dedicação e respeito.'] },
      {
        titulo: 'Negócio',
        paragrafos: [
          'Apoiar a tomada de decisão da instituição e de todos os gestores municipais de saúde nas instâncias de decisão do SUS, otimizando recursos e disseminando informações.',
        ],
      },
    ],
  },
  institucional: {
    introducao: [
      'O Conselho de Secretarias Municipais de Saúde de Minas Gerais (COSEMS/MG) é uma associação civil de caráter colegiado, sem fins lucrativos, fundada em abril de 1991. Reúne os secretários municipais de saúde do estado e faz a ligação entre a gestão municipal e as esferas estadual e federal do Sistema Único de Saúde (SUS).',
      'A entidade se organiza em instâncias próprias de deliberação, gestão e fiscalização e representa os municípios mineiros nos espaços de pactuação entre gestores e de controle social do SUS. Cada uma delas é apresentada a seguir.',
    ],
    itens: [
      {
        titulo: 'Assembleia Geral',
        paragrafos: [
          'Instância máxima de deliberação do COSEMS/MG, formada pelos secretários municipais de saúde de Minas Gerais. Cabe a ela definir as diretrizes de atuação da entidade, eleger seus dirigentes, apreciar as contas e deliberar sobre alterações do estatuto.',
        ],
      },
      {
        titulo: 'Diretoria Executiva',
        paragrafos: [
          'Responsável pela administração e pela representação política da entidade. Executa as deliberações da Assembleia Geral e conduz o diálogo com os gestores estadual e federal do SUS.',
        ],
      },
      {
        titulo: 'Conselho de Representantes Regionais',
        paragrafos: [
          'Reúne representantes dos conselhos regionais e aproxima a Diretoria Executiva das realidades de cada região de saúde, levando suas demandas e propostas às decisões da entidade.',
        ],
      },
      {
        titulo: 'Conselhos Regionais de Secretarias Municipais de Saúde',
        paragrafos: [
          'São 28 conselhos regionais, que congregam os secretários municipais de saúde de cada região do estado e promovem a articulação entre os municípios na organização regional da atenção à saúde.',
        ],
      },
      {
        titulo: 'Conselho Fiscal',
        paragrafos: [
          'Acompanha e fiscaliza a gestão financeira e patrimonial da entidade e emite parecer sobre as contas submetidas à Assembleia Geral.',
        ],
      },
      {
        titulo: 'Comissão Intergestores Bipartite (CIB-SUS/MG)',
        paragrafos: [
          'Instância de negociação e pactuação entre a gestão estadual e as gestões municipais do SUS em Minas Gerais, criada pela Resolução nº 637, de 25 de junho de 1993. O COSEMS/MG indica os representantes dos municípios que a integram.',
        ],
      },
      {
        titulo: 'Câmara Técnica da CIB-SUS/MG',
        paragrafos: [
          'Assessora a Comissão Intergestores Bipartite na análise técnica das matérias levadas à pactuação. É composta por 4 membros da representação estadual e 4 membros da representação municipal.',
        ],
      },
      {
        titulo: 'Comissão Intergestores Tripartite (CIT)',
        paragrafos: [
          'Espaço nacional de pactuação do SUS, instituído pela Portaria nº 1.180, de 22 de julho de 1991. É formada por cinco representantes de cada um de três órgãos: o Ministério da Saúde, o Conselho Nacional de Secretários de Saúde (CONASS) e o Conselho Nacional de Secretarias Municipais de Saúde (CONASEMS).',
        ],
      },
      {
        titulo: 'Conselho Estadual de Saúde',
        paragrafos: [
          'Instância de controle social do SUS em Minas Gerais, na qual o COSEMS/MG representa os gestores municipais de saúde na formulação de estratégias e no acompanhamento da execução da política estadual de saúde.',
        ],
      },
      {
        titulo: 'Eleições',
        paragrafos: [
          'A Assembleia Geral destinada à eleição dos dirigentes do COSEMS/MG é convocada em até 60 dias após o término dos mandatos municipais, de modo que a entidade seja conduzida por gestores em exercício.',
        ],
      },
    ],
  },
  // VALORES PADRÃO: www.example.org addresses are placeholders (docs/produto.md names these
  // destinations, not their addresses); transparenciaMG is the public state portal's root.
  enderecos: {
    comissoes: 'https://www.example.org/intranet/comissoes',
    resolucaoEstadual: 'https://www.example.org/resolucao-estadual',
    portariasFederais: 'https://www.example.org/portarias-federais',
    portariasInternas: 'https://www.example.org/drive/portarias-internas',
    novoForum: 'https://www.example.org/novo-forum',
    transparenciaCosems: 'https://www.example.org/transparencia-cosems',
    tabelaConasems: 'https://www.example.org/drive/tabela-conasems',
    transparenciaMG: 'https://www.transparencia.mg.gov.br/',
    forum: 'https://www.example.org/forum',
    logistica: 'https://www.example.org/logistica',
    contato: 'https://www.example.org/intranet/contato',
    pastaTcc: 'https://www.example.org/drive/tcc',
    desenvolvedor: 'https://www.example.org/desenvolvedor',
    desenvolvedorNome: 'Equipe de Tecnologia do COSEMS/MG',
  },
  // docs/produto.md §2 (Statute) and §9: the demo statute's 10 pages and its menu.
  estatuto: {
    paginas: 10,
    topicos: [
      { titulo: 'Capítulo I – Da Denominação, Sede, Foro e Finalidades', pagina: 1 },
      { titulo: 'Capítulo II – Dos Membros', pagina: 2 },
      { titulo: 'Capítulo III – Da Organização', pagina: 2 },
      { titulo: 'Da Assembleia Geral', pagina: 3 },
      { titulo: 'Da Diretoria Executiva', pagina: 4 },
      { titulo: 'Do Conselho de Representantes Regionais', pagina: 6 },
      { titulo: 'Capítulo IV – Dos Conselhos Regionais de Secretarias Municipais de Saúde', pagina: 7 },
      { titulo: 'Capítulo V – Das Disposições Gerais e Transitórias', pagina: 8 },
    ],
  },
  'agenda-inicial': { mostrar: true },
};

/**
 * What is wrong with a block's value (from a bundle, or about to be stored), or nothing: its shape,
 * every link (checkLink) and the video's address. One check for the import and the back office.
 */
export function problemasDoBloco(chave: string, dados: unknown): string[] {
  if (!(CHAVES_BLOCOS as readonly string[]).includes(chave)) return [`bloco desconhecido: ${chave.slice(0, 40)}`];
  const schema = BLOCOS_SCHEMAS[chave as ChaveBloco];
  if (!Value.Check(schema, dados)) {
    return [...Value.Errors(schema, dados)].slice(0, 5).map((e) => `${e.instancePath || '/'}: ${e.message}`);
  }
  const problemas: string[] = [];
  const link = (onde: string, url: string) => {
    const p = checkLink(url);
    if (p) problemas.push(`${onde}: ${p}`);
  };
  const d = dados as Blocos[ChaveBloco];
  if ('links' in d) for (const [i, l] of d.links.entries()) link(`/links/${i}/url`, l.url);
  if ('redesSociais' in d) for (const [i, l] of d.redesSociais.entries()) link(`/redesSociais/${i}/url`, l.url);
  if (chave === 'acordo-divida') link('/url', (d as Blocos['acordo-divida']).url);
  if (chave === 'enderecos') for (const c of CHAVES_DE_DESTINO) link(`/${c}`, (d as Blocos['enderecos'])[c]);
  if (chave === 'video') {
    const v = d as Blocos['video'];
    if (v.url && !youtubeId(v.url)) problemas.push('/url: não é um endereço de vídeo do YouTube');
    if (v.canal) link('/canal', v.canal);
  }
  return problemas;
}

/**
 * What the site shows of a block: its stored value (`dados`, undefined while nobody saved it) when it
 * still fits, or its starting values. Values were checked on the way in (import, back office); a row
 * that no longer fits the schema (a block's shape changed in a release) shows the starting values
 * rather than an error. One rule for the public read and the back office's form.
 */
export function blocoExibido<K extends ChaveBloco>(chave: K, dados: unknown): { dados: Blocos[K]; salvo: boolean } {
  const salvo = dados !== undefined && problemasDoBloco(chave, dados).length === 0;
  return { dados: (salvo ? dados : BLOCOS_PADRAO[chave]) as Blocos[K], salvo };
}

// ——— The back office's forms ———

/** One block as the back office edits it. */
export interface BlocoEditavel<K extends ChaveBloco = ChaveBloco> {
  /** Its id on the content registry (idDoBloco). */
  id: number;
  chave: K;
  dados: Blocos[K];
  /** Changes at every save: a save from an older page is refused. */
  versao: string;
  /** ISO 8601 of the last save, and by whom; null while the block holds its starting values. */
  atualizadoEm: string | null;
  atualizadoPor: string | null;
}

/**
 * A block's id on the content registry (ConteudoPort, type `blocos`): its place in CHAVES_BLOCOS,
 * from 1. Only between a page and the registry: addresses, the audit log and the bundle name a
 * block by its key.
 */
export const idDoBloco = (chave: ChaveBloco): number => CHAVES_BLOCOS.indexOf(chave) + 1;
export const chaveDoBloco = (id: number): ChaveBloco | undefined => CHAVES_BLOCOS[id - 1];

/** A block's form (/admin/blocos/{chave}, and the statute's topics): its fields, named as lerBloco reads them. */
export const BlocoForm = Type.Record(
  Type.String({
    pattern: `^(intent|versao|titulo|url|canal|texto|sobre|endereco|horarios|telefones|email|introducao|paginas|desenvolvedorNome|mostrar|${CHAVES_DE_DESTINO.join('|')}|(link|rede|item)-[0-9]{1,2}-(titulo|url|texto|remover)|topico-[0-9]{1,2}-(titulo|pagina|posicao|remover))$`,
  }),
  Type.String({ maxLength: 70_000 }),
  { maxProperties: 300, additionalProperties: false },
);

export type LeituraDeBloco<K extends ChaveBloco> = { ok: true; dados: Blocos[K] } | { ok: false; erros: ErroDeCampo[] };

/** Reads a form's fields into a block, checking each against its rule. */
class Leitor {
  readonly erros: ErroDeCampo[] = [];
  constructor(private readonly campos: Readonly<Record<string, string>>) {}

  /** A field as typed, spaces at the ends dropped. */
  valor(campo: string): string {
    return (this.campos[campo] ?? '').trim();
  }

  texto(campo: string, rotulo: string, max: number, obrigatorio = true): string {
    const v = linha(this.campos[campo]);
    if ((obrigatorio && !v) || v.length > max) {
      this.erros.push({ campo, mensagem: `${rotulo}: ${obrigatorio ? 'obrigatório, ' : ''}até ${max} caracteres.` });
    }
    return v;
  }

  /** A text area of paragraphs. */
  paragrafos(campo: string, rotulo: string, maxCada: number, maxItens: number, min = 1): string[] {
    const ps = paragrafosDe(this.campos[campo]);
    if (ps.length < min) this.erros.push({ campo, mensagem: `${rotulo}: escreva o texto.` });
    else if (ps.length > maxItens) this.erros.push({ campo, mensagem: `${rotulo}: no máximo ${maxItens} parágrafos.` });
    else if (ps.some((p) => p.length > maxCada))
      this.erros.push({ campo, mensagem: `${rotulo}: cada parágrafo com até ${maxCada} caracteres.` });
    return ps;
  }

  /** A text area of lines. */
  linhas(campo: string, rotulo: string, maxCada: number, maxItens: number, min = 0): string[] {
    const ls = linhasDe(this.campos[campo]);
    if (ls.length < min) this.erros.push({ campo, mensagem: `${rotulo}: preencha ao menos ${min === 1 ? 'uma linha' : `${min} linhas`}.` });
    else if (ls.length > maxItens) this.erros.push({ campo, mensagem: `${rotulo}: no máximo ${maxItens} linhas.` });
    else if (ls.some((l) => l.length > maxCada))
      this.erros.push({ campo, mensagem: `${rotulo}: cada linha com até ${maxCada} caracteres.` });
    return ls;
  }

  /** An address: a path of the site (/publicacoes) or http(s)/mailto. */
  link(campo: string, rotulo: string, obrigatorio = true): string {
    const v = (this.campos[campo] ?? '').trim();
    if (!v) {
      if (obrigatorio) this.erros.push({ campo, mensagem: `${rotulo}: informe o endereço.` });
      return v;
    }
    const problema = v.length > 500 ? 'até 500 caracteres' : checkLink(v);
    if (problema) this.erros.push({ campo, mensagem: `${rotulo}: ${problema}.` });
    return v;
  }

  /**
   * Rows of links (`<prefixo>-N-titulo`, `<prefixo>-N-url`, `<prefixo>-N-remover`): a blank row is
   * ignored, a row marked to be removed is dropped, a row needs both.
   */
  links(prefixo: string, rotulo: string, max: number, min = 0): LinkRotulado[] {
    const out: LinkRotulado[] = [];
    const indices = [...new Set(Object.keys(this.campos).flatMap((k) => new RegExp(`^${prefixo}-(\\d{1,2})-`).exec(k)?.[1] ?? []))].sort(
      (a, b) => Number(a) - Number(b),
    );
    for (const i of indices) {
      const p = `${prefixo}-${i}`;
      if (this.campos[`${p}-remover`]) continue;
      const titulo = linha(this.campos[`${p}-titulo`]);
      const url = (this.campos[`${p}-url`] ?? '').trim();
      if (!titulo && !url) continue;
      const n = Number(i) + 1;
      if (!titulo || titulo.length > 120)
        this.erros.push({ campo: `${p}-titulo`, mensagem: `${rotulo} ${n}: o texto do link, até 120 caracteres.` });
      const problema = !url ? 'informe o endereço' : url.length > 500 ? 'até 500 caracteres' : checkLink(url);
      if (problema) this.erros.push({ campo: `${p}-url`, mensagem: `${rotulo} ${n}: ${problema}.` });
      out.push({ titulo, url });
    }
    if (out.length > max) this.erros.push({ campo: `${prefixo}-0-titulo`, mensagem: `${rotulo}: no máximo ${max}.` });
    if (out.length < min) this.erros.push({ campo: `${prefixo}-0-titulo`, mensagem: `${rotulo}: ao menos ${min}.` });
    return out;
  }

  /**
   * The statute's topics (`<prefixo>-N-titulo`, `<prefixo>-N-pagina`, `<prefixo>-N-posicao`,
   * `<prefixo>-N-remover`): a blank row is ignored, one marked is dropped; the menu's order is the
   * rows' positions (a number each; rows without one keep their place), ties in the rows' order.
   */
  topicos(prefixo: string, max: number): TopicoDoEstatuto[] {
    const lidos: { topico: TopicoDoEstatuto; posicao: number; linha: number }[] = [];
    const indices = [...new Set(Object.keys(this.campos).flatMap((k) => new RegExp(`^${prefixo}-(\\d{1,2})-`).exec(k)?.[1] ?? []))].sort(
      (a, b) => Number(a) - Number(b),
    );
    for (const [linhaNo, i] of indices.entries()) {
      const p = `${prefixo}-${i}`;
      if (this.campos[`${p}-remover`]) continue;
      const titulo = linha(this.campos[`${p}-titulo`]);
      const paginaTexto = (this.campos[`${p}-pagina`] ?? '').trim();
      if (!titulo && !paginaTexto) continue;
      const n = Number(i) + 1;
      if (!titulo || titulo.length > 200) this.erros.push({ campo: `${p}-titulo`, mensagem: `Tópico ${n}: o título, até 200 caracteres.` });
      const pagina = /^[0-9]{1,5}$/.test(paginaTexto) ? Number(paginaTexto) : Number.NaN;
      if (!(pagina >= 1 && pagina <= ESTATUTO_PAGINAS_MAX))
        this.erros.push({ campo: `${p}-pagina`, mensagem: `Tópico ${n}: a página, um número inteiro a partir de 1.` });
      const posicaoTexto = (this.campos[`${p}-posicao`] ?? '').trim();
      const posicao = /^[0-9]{1,3}$/.test(posicaoTexto) ? Number(posicaoTexto) : linhaNo + 1;
      lidos.push({ topico: { titulo, pagina: Number.isNaN(pagina) ? 1 : pagina }, posicao, linha: linhaNo });
    }
    if (lidos.length > max) this.erros.push({ campo: `${prefixo}-0-titulo`, mensagem: `Tópicos: no máximo ${max}.` });
    return lidos.sort((a, b) => a.posicao - b.posicao || a.linha - b.linha).map((x) => x.topico);
  }

  /**
   * Rows of titled texts (`<prefixo>-N-titulo`, `<prefixo>-N-texto` with paragraphs separated by a
   * blank line, `<prefixo>-N-remover`).
   */
  textos(prefixo: string, rotulo: string, max: number): TextoComTitulo[] {
    const out: TextoComTitulo[] = [];
    const indices = [...new Set(Object.keys(this.campos).flatMap((k) => new RegExp(`^${prefixo}-(\\d{1,2})-`).exec(k)?.[1] ?? []))].sort(
      (a, b) => Number(a) - Number(b),
    );
    for (const i of indices) {
      const p = `${prefixo}-${i}`;
      if (this.campos[`${p}-remover`]) continue;
      const titulo = linha(this.campos[`${p}-titulo`]);
      const paragrafos = paragrafosDe(this.campos[`${p}-texto`]);
      if (!titulo && !paragrafos.length) continue;
      const n = Number(i) + 1;
      if (!titulo || titulo.length > 200)
        this.erros.push({ campo: `${p}-titulo`, mensagem: `${rotulo} ${n}: o título, até 200 caracteres.` });
      if (!paragrafos.length || paragrafos.length > 20 || paragrafos.some((x) => x.length > 3000)) {
        this.erros.push({ campo: `${p}-texto`, mensagem: `${rotulo} ${n}: o texto, de 1 a 20 parágrafos de até 3000 caracteres.` });
      }
      out.push({ titulo, paragrafos });
    }
    if (out.length > max) this.erros.push({ campo: `${prefixo}-0-titulo`, mensagem: `${rotulo}: no máximo ${max}.` });
    return out;
  }
}

/** The form of each block, read into the block or the problems of its fields. */
export function lerBloco<K extends ChaveBloco>(chave: K, campos: Readonly<Record<string, string>>): LeituraDeBloco<K> {
  const l = new Leitor(campos);
  const dados = ler(chave, l);
  return (l.erros.length ? { ok: false, erros: l.erros } : { ok: true, dados }) as LeituraDeBloco<K>;
}

function ler(chave: ChaveBloco, l: Leitor): Blocos[ChaveBloco] {
  switch (chave) {
    case 'acesso-rapido':
      return { links: l.links('link', 'Link', 12, 1) };
    case 'video': {
      const titulo = l.texto('titulo', 'Título do vídeo', 120);
      const url = l.link('url', 'Endereço do vídeo', false);
      if (url && !youtubeId(url)) {
        l.erros.push({ campo: 'url', mensagem: 'Endereço do vídeo: use um endereço do YouTube (youtube.com/watch?v=… ou youtu.be/…).' });
      }
      const id = url ? youtubeId(url) : null;
      return { titulo, url: id ? `https://www.youtube.com/watch?v=${id}` : url, canal: l.link('canal', 'Canal de vídeos', false) };
    }
    case 'acordo-divida':
      return {
        titulo: l.texto('titulo', 'Título', 200),
        texto: l.texto('texto', 'Texto', 1500),
        url: l.link('url', 'Link do "Saiba mais"'),
      };
    case 'rodape': {
      const telefones = l.linhas('telefones', 'Telefones', 30, 6).map((t) => {
        const f = formatarTelefone(t);
        if (!f)
          l.erros.push({ campo: 'telefones', mensagem: `Telefones: "${t.slice(0, 40)}" — use o DDD e o número, como (31) 3333-4444.` });
        return f ?? t;
      });
      const email = l.valor('email');
      if (email && !emailValido(email))
        l.erros.push({ campo: 'email', mensagem: 'E-mail: informe um endereço como contato@exemplo.org.br.' });
      return {
        sobre: l.texto('sobre', 'Sobre nós', 800),
        endereco: l.linhas('endereco', 'Endereço', 120, 6, 1),
        horarios: l.linhas('horarios', 'Horário de atendimento', 120, 6),
        telefones,
        email,
        redesSociais: l.links('rede', 'Rede social', 10),
      };
    }
    case 'missao':
      return {
        itens: [0, 1, 2, 3].map((i) => ({
          titulo: l.texto(`item-${i}-titulo`, `Título ${i + 1}`, 200),
          paragrafos: l.paragrafos(`item-${i}-texto`, `Texto ${i + 1}`, 3000, 20),
        })),
      };
    case 'institucional':
      return { introducao: l.paragrafos('introducao', 'Apresentação', 3000, 20), itens: l.textos('item', 'Item', 30) };
    case 'enderecos':
      return {
        ...(Object.fromEntries(CHAVES_DE_DESTINO.map((c) => [c, l.link(c, DESTINOS_EXTERNOS[c].rotulo)])) as Record<
          ChaveDeDestino,
          string
        >),
        desenvolvedorNome: l.texto('desenvolvedorNome', 'Nome no crédito do rodapé', 120),
      };
    case 'agenda-inicial':
      // A checkbox: sent ('sim') when on, absent when off.
      return { mostrar: l.valor('mostrar') === 'sim' };
    case 'estatuto': {
      // The page count is the stored file's (the save keeps it); the form only carries it back.
      const paginas = Number(l.valor('paginas'));
      return { paginas: Number.isSafeInteger(paginas) && paginas >= 1 ? paginas : 1, topicos: l.topicos('topico', ESTATUTO_TOPICOS_MAX) };
    }
  }
}
