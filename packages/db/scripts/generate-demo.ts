/**
 * Generates the demonstration content bundle in packages/db/content/demo/ (format described in
 * docs/content-bundle.md), then checks it against the schemas of src/bundle/format.ts.
 *
 *   node --import tsx packages/db/scripts/generate-demo.ts           # generate, then check
 *   node --import tsx packages/db/scripts/generate-demo.ts --check   # only check the bundle on disk
 *
 * Everything is fictitious: people are random combinations of common Brazilian first names and
 * surnames, phones are made up, e-mails use the reserved-looking domain exemplo.org.br and links
 * point to www.example.org. The only real names are the 28 seats of the regional councils and the
 * partner institutions. The output is deterministic: a seeded PRNG (one stream per kind of record),
 * fixed dates in the PDFs and no timestamps in the images, so re-running it gives the same bytes
 * (images depend on the system's "sans-serif" font, so they are identical on the same machine).
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { BUNDLE_FILES, MetaSchema, NOME_ARQUIVO } from '../src/bundle/format.ts';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../content/demo');
/** Fixed "creation date" written into every PDF (pdfkit derives the document ID from it). */
const PDF_DATE = new Date('2026-11-01T12:00:00Z');

// ---------------------------------------------------------------------------------------------
// Seeded PRNG (mulberry32), one independent stream per name so that editing one part of the
// content does not reshuffle the others.

type Rng = {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
  sample<T>(list: readonly T[], n: number): T[];
};

function seedOf(name: string): number {
  return createHash('sha256').update(`cosems-demo:${name}`).digest().readUInt32LE(0);
}

function rng(name: string): Rng {
  let a = seedOf(name);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => at(list, Math.floor(next() * list.length));
  const sample = <T>(list: readonly T[], n: number): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [at(copy, j), at(copy, i)];
    }
    return copy.slice(0, n);
  };
  return { next, int, pick, chance: (p) => next() < p, sample };
}

function at<T>(list: readonly T[], i: number): T {
  const v = list[i];
  if (v === undefined) throw new Error(`índice ${i} fora da lista (${list.length})`);
  return v;
}

// ---------------------------------------------------------------------------------------------
// Fictitious people

const NOMES_F = [
  'Ana',
  'Maria',
  'Juliana',
  'Fernanda',
  'Patrícia',
  'Aline',
  'Camila',
  'Luciana',
  'Adriana',
  'Renata',
  'Cláudia',
  'Simone',
  'Vanessa',
  'Daniela',
  'Tatiane',
  'Cristina',
  'Sandra',
  'Márcia',
  'Eliane',
  'Rosângela',
  'Beatriz',
  'Larissa',
  'Priscila',
  'Gabriela',
  'Débora',
  'Letícia',
  'Helena',
  'Lúcia',
  'Mônica',
  'Regina',
] as const;
const NOMES_M = [
  'José',
  'João',
  'Carlos',
  'Paulo',
  'Marcos',
  'Luiz',
  'Antônio',
  'Rafael',
  'Ricardo',
  'Rodrigo',
  'Fernando',
  'Eduardo',
  'Marcelo',
  'Gustavo',
  'André',
  'Leandro',
  'Fábio',
  'Sérgio',
  'Roberto',
  'Márcio',
  'Alexandre',
  'Thiago',
  'Diego',
  'Bruno',
  'Gilberto',
  'Wagner',
  'Renato',
  'Flávio',
  'Júlio',
  'Geraldo',
] as const;
const SOBRENOMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Santana',
  'Teixeira',
  'Moura',
  'Campos',
  'Pinto',
  'Araújo',
  'Reis',
  'Fonseca',
  'Coelho',
  'Miranda',
  'Batista',
  'Guimarães',
  'Resende',
  'Faria',
  'Queiroz',
  'Tavares',
  'Prado',
] as const;

/** Names already used anywhere in the bundle: nobody appears twice. */
const usados = new Set<string>();
const emailsUsados = new Set<string>();

/** First names of the last people drawn: avoided, so that neighbours in a list look varied. */
const recentes: string[] = [];

function nomePessoa(r: Rng): string {
  for (;;) {
    const primeiro = r.chance(0.5) ? r.pick(NOMES_F) : r.pick(NOMES_M);
    if (recentes.includes(primeiro)) continue;
    const sobrenomes = r.chance(0.45) ? r.sample(SOBRENOMES, 2) : r.sample(SOBRENOMES, 1);
    const nome = [primeiro, ...sobrenomes].join(' ');
    if (!usados.has(nome)) {
      usados.add(nome);
      recentes.push(primeiro);
      if (recentes.length > 20) recentes.shift();
      return nome;
    }
  }
}

function semAcentos(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '');
}

function slug(s: string): string {
  return semAcentos(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function emailDe(nome: string, dominio: string): string {
  const partes = slug(nome).split('-');
  const base = `${at(partes, 0)}.${at(partes, partes.length - 1)}`;
  let email = `${base}@${dominio}`;
  for (let n = 2; emailsUsados.has(email); n++) email = `${base}${n}@${dominio}`;
  emailsUsados.add(email);
  return email;
}

function telefone(r: Rng, ddd: number): string {
  return `(${ddd}) 3${r.int(100, 999)}-${String(r.int(0, 9999)).padStart(4, '0')}`;
}

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
// 1. Regional councils

/** The 28 regional councils in alphabetical order, with the area code of the seat city. */
const REGIOES: readonly [string, number][] = [
  ['Alfenas', 35],
  ['Barbacena', 32],
  ['Belo Horizonte', 31],
  ['Coronel Fabriciano', 31],
  ['Diamantina', 38],
  ['Divinópolis', 37],
  ['Governador Valadares', 33],
  ['Itabira', 31],
  ['Ituiutaba', 34],
  ['Januária', 38],
  ['Juiz de Fora', 32],
  ['Leopoldina', 32],
  ['Manhumirim', 33],
  ['Montes Claros', 38],
  ['Passos', 35],
  ['Patos de Minas', 34],
  ['Pedra Azul', 33],
  ['Pirapora', 38],
  ['Ponte Nova', 31],
  ['Pouso Alegre', 35],
  ['São João del-Rei', 32],
  ['Sete Lagoas', 31],
  ['Teófilo Otoni', 33],
  ['Ubá', 32],
  ['Uberaba', 34],
  ['Uberlândia', 34],
  ['Unaí', 38],
  ['Varginha', 35],
];

interface Pessoa {
  nome: string;
  telefone: string | null;
  email: string | null;
}

function gerarRegioes() {
  const r = rng('regioes');
  return REGIOES.map(([nome, ddd], i) => {
    const id = i + 1;
    const pessoa = (): Pessoa => {
      const n = nomePessoa(r);
      return { nome: n, telefone: telefone(r, ddd), email: emailDe(n, 'exemplo.org.br') };
    };
    const presidente = pessoa();
    // 1, 2 or 3 supporters; the cycle guarantees each count occurs.
    const quantos = [1, 2, 3, 2, 1, 3, 2][i % 7] ?? 1;
    const apoiadores = Array.from({ length: quantos }, pessoa);
    // Old records: some supporters lack an e-mail or a phone; some names/e-mails in odd case.
    if (id === 5 || id === 19) at(apoiadores, 0).email = null;
    if (id === 12 || id === 23) at(apoiadores, 0).telefone = null;
    if (id === 9) at(apoiadores, 0).nome = at(apoiadores, 0).nome.toLowerCase();
    if (id === 16) at(apoiadores, 0).email = (at(apoiadores, 0).email ?? '').replace(/^./, (c) => c.toUpperCase());
    return { id, nome, presidente, apoiadores, municipios: [{ id, nome }] };
  });
}

// ---------------------------------------------------------------------------------------------
// 2. News

interface Tema {
  rotulo: string;
  cores: [string, string];
  paragrafos: string[];
  lista: string[];
  link: [string, string];
}

const TEMAS = {
  vacinacao: {
    rotulo: 'Vacinação',
    cores: ['#0b5ea8', '#27a37a'],
    paragrafos: [
      'A ampliação das <strong>coberturas vacinais</strong> depende da organização das salas de vacina, do registro oportuno das doses aplicadas e da busca ativa de faltosos pelas equipes de Saúde da Família.',
      'O COSEMS/MG recomenda que os municípios revisem os horários de funcionamento das salas de vacina, avaliem a oferta em horários alternativos e articulem ações com escolas, creches e serviços de assistência social.',
      'A conferência da caderneta em todos os atendimentos é uma estratégia simples e eficaz para identificar <em>esquemas incompletos</em>, sobretudo entre crianças menores de cinco anos e adolescentes.',
      'Os dados de doses aplicadas devem ser registrados no sistema de informação oficial dentro do prazo, para que os painéis de acompanhamento reflitam a situação real de cada território.',
    ],
    lista: [
      'verificar o estoque de imunobiológicos e insumos antes do início da campanha',
      'organizar a vacinação extramuros em escolas e comunidades rurais',
      'realizar busca ativa de crianças com esquemas em atraso',
      'registrar as doses aplicadas no sistema de informação em até 48 horas',
      'divulgar os locais e horários de vacinação nos canais da prefeitura',
      'manter a rede de frio monitorada e com registro diário de temperatura',
    ],
    link: ['https://www.example.org/calendario-nacional-de-vacinacao', 'calendário nacional de vacinação'],
  },
  aps: {
    rotulo: 'Atenção Primária',
    cores: ['#1d6f42', '#7cc36b'],
    paragrafos: [
      'A <strong>Atenção Primária à Saúde</strong> é a principal porta de entrada do SUS e coordena o cuidado nas redes de atenção. Fortalecê-la é prioridade para os gestores municipais mineiros.',
      'O acompanhamento dos indicadores de desempenho permite que as equipes identifiquem lacunas no cuidado de gestantes, crianças, pessoas com hipertensão e diabetes e planejem ações de melhoria.',
      'Os municípios devem manter atualizados os cadastros das equipes e dos profissionais no CNES, condição para o recebimento regular dos incentivos federais e estaduais.',
      'A qualificação do <em>acolhimento à demanda espontânea</em> e a organização da agenda das equipes reduzem filas e aproximam os serviços das necessidades da população.',
    ],
    lista: [
      'atualizar o cadastro das equipes e dos profissionais no CNES',
      'acompanhar mensalmente os indicadores de desempenho das equipes',
      'garantir o envio regular da produção ao sistema de informação da APS',
      'organizar o acolhimento à demanda espontânea em todas as unidades',
      'planejar a educação permanente dos profissionais das equipes',
    ],
    link: ['https://www.example.org/atencao-primaria/indicadores', 'painel de indicadores da Atenção Primária'],
  },
  cib: {
    rotulo: 'CIB-SUS/MG',
    cores: ['#3b3f8f', '#6d7ad8'],
    paragrafos: [
      'A <strong>Comissão Intergestores Bipartite (CIB-SUS/MG)</strong> é o espaço de negociação e pactuação entre a Secretaria de Estado de Saúde e os municípios, representados pelo COSEMS/MG.',
      'As deliberações aprovadas em plenário são publicadas e passam a orientar a execução das políticas de saúde no estado. Os gestores devem acompanhar as pautas e levar as demandas de suas regiões aos representantes municipais.',
      'Antes de cada reunião ordinária, a Câmara Técnica da CIB analisa as propostas, e os representantes do COSEMS/MG consultam os Conselhos Regionais sobre os temas que afetam os municípios.',
    ],
    lista: [
      'aprovação de critérios de distribuição de recursos estaduais',
      'habilitação de serviços e credenciamento de equipes',
      'atualização de fluxos de regulação assistencial',
      'ajustes na programação pactuada e integrada',
      'informes da Secretaria de Estado de Saúde e do COSEMS/MG',
    ],
    link: ['https://www.example.org/cib-sus-mg/deliberacoes', 'deliberações da CIB-SUS/MG'],
  },
  financiamento: {
    rotulo: 'Financiamento do SUS',
    cores: ['#7a4b00', '#d9a441'],
    paragrafos: [
      'O <strong>financiamento tripartite</strong> do SUS exige planejamento cuidadoso por parte dos municípios, que hoje aplicam em saúde percentuais de suas receitas muito acima do mínimo constitucional.',
      'Os recursos transferidos fundo a fundo devem ser movimentados nas contas específicas do Fundo Municipal de Saúde e aplicados de acordo com o Plano Municipal de Saúde e a Programação Anual de Saúde.',
      'O COSEMS/MG acompanha a regularidade dos repasses estaduais e federais e mantém diálogo permanente com as demais esferas de governo em defesa de um <em>financiamento suficiente e estável</em>.',
      'A transparência na aplicação dos recursos, com prestação de contas ao Conselho Municipal de Saúde, é obrigação legal e fortalece a gestão.',
    ],
    lista: [
      'conferir os repasses recebidos nos extratos do Fundo Municipal de Saúde',
      'registrar as receitas e despesas no SIOPS dentro dos prazos',
      'vincular cada despesa à ação correspondente da Programação Anual de Saúde',
      'apresentar o relatório quadrimestral em audiência pública',
      'manter o Conselho Municipal de Saúde informado sobre a execução orçamentária',
    ],
    link: ['https://www.example.org/financiamento/repasses', 'consulta pública de repasses'],
  },
  regionalizacao: {
    rotulo: 'Regionalização',
    cores: ['#005f73', '#0a9396'],
    paragrafos: [
      'A <strong>regionalização</strong> organiza os serviços de saúde em territórios que compartilham redes de atenção, permitindo que cada município acesse serviços de maior complexidade de forma planejada.',
      'O Planejamento Regional Integrado (PRI) reúne gestores municipais e estaduais para identificar necessidades de saúde, vazios assistenciais e prioridades de investimento em cada macrorregião.',
      'Os Conselhos Regionais de Secretarias Municipais de Saúde têm papel central nesse processo, articulando os municípios e levando suas propostas às comissões intergestores.',
    ],
    lista: [
      'diagnóstico das necessidades de saúde da região',
      'identificação dos vazios assistenciais',
      'definição das prioridades sanitárias regionais',
      'pactuação de fluxos de referência e contrarreferência',
      'monitoramento das metas regionais',
    ],
    link: ['https://www.example.org/planejamento-regional-integrado', 'material de apoio ao PRI'],
  },
  saude_mental: {
    rotulo: 'Saúde Mental',
    cores: ['#5a2a82', '#b06ab3'],
    paragrafos: [
      'A <strong>Rede de Atenção Psicossocial (RAPS)</strong> integra os Centros de Atenção Psicossocial, a Atenção Primária, os serviços de urgência e os leitos em hospitais gerais.',
      'O cuidado em liberdade, próximo à comunidade e com participação das famílias, é a diretriz que orienta a organização da rede em todos os municípios.',
      'As equipes da Atenção Primária acompanham grande parte das pessoas com sofrimento psíquico e precisam de apoio matricial dos serviços especializados para <em>qualificar esse cuidado</em>.',
    ],
    lista: [
      'mapear os pontos de atenção da RAPS na região',
      'organizar o apoio matricial às equipes da Atenção Primária',
      'definir fluxos para as situações de crise',
      'promover ações de prevenção ao suicídio',
    ],
    link: ['https://www.example.org/saude-mental/raps', 'guia da Rede de Atenção Psicossocial'],
  },
  arboviroses: {
    rotulo: 'Arboviroses',
    cores: ['#9b2226', '#ee9b00'],
    paragrafos: [
      'O período chuvoso aumenta o risco de transmissão de <strong>dengue, chikungunya e zika</strong>. O plano municipal de contingência deve estar atualizado e pactuado com todas as áreas da prefeitura.',
      'A eliminação de criadouros do mosquito <em>Aedes aegypti</em> depende da participação da população e do trabalho integrado entre agentes comunitários de saúde e agentes de combate às endemias.',
      'A organização da assistência, com classificação de risco e hidratação oportuna, é decisiva para evitar casos graves e óbitos.',
      'A notificação oportuna dos casos suspeitos permite identificar rapidamente o aumento da transmissão e direcionar as ações de controle.',
    ],
    lista: [
      'atualizar o plano municipal de contingência das arboviroses',
      'intensificar as visitas domiciliares e os mutirões de limpeza',
      'capacitar as equipes no manejo clínico e na classificação de risco',
      'garantir insumos para hidratação nas unidades de saúde',
      'notificar e investigar oportunamente os casos suspeitos',
      'divulgar orientações à população nas rádios e redes sociais',
    ],
    link: ['https://www.example.org/arboviroses/plano-de-contingencia', 'modelo de plano de contingência'],
  },
  assembleia: {
    rotulo: 'Assembleia Geral',
    cores: ['#003049', '#2a6f97'],
    paragrafos: [
      'A <strong>Assembleia Geral</strong> é a instância máxima de deliberação do COSEMS/MG e reúne os secretários municipais de saúde de Minas Gerais.',
      'Na pauta estiveram a prestação de contas da Diretoria Executiva, o planejamento das ações para o próximo período e os temas que os Conselhos Regionais levaram à plenária.',
      'Os gestores destacaram a importância da <em>articulação entre os municípios</em> para defender os interesses da gestão municipal nas comissões intergestores.',
    ],
    lista: [
      'abertura e verificação do quórum',
      'apresentação do relatório de atividades da Diretoria Executiva',
      'parecer do Conselho Fiscal sobre as contas do exercício',
      'debate sobre as prioridades da gestão municipal',
      'encaminhamentos e encerramento',
    ],
    link: ['https://www.example.org/assembleia-geral/ata', 'ata da Assembleia Geral'],
  },
  capacitacao: {
    rotulo: 'Capacitação',
    cores: ['#264653', '#2a9d8f'],
    paragrafos: [
      'As ações de <strong>educação permanente</strong> promovidas pelo COSEMS/MG buscam apoiar gestores e técnicos municipais no cotidiano da gestão do SUS.',
      'A programação combina exposições, oficinas práticas e troca de experiências entre municípios de diferentes portes e regiões.',
      'Os participantes recebem material de apoio e certificado, e os conteúdos ficam disponíveis para consulta posterior pelas equipes.',
    ],
    lista: [
      'gestão do Fundo Municipal de Saúde',
      'instrumentos de planejamento do SUS',
      'sistemas de informação em saúde',
      'regulação do acesso e contratualização de serviços',
      'controle social e participação da comunidade',
    ],
    link: ['https://www.example.org/capacitacoes/inscricoes', 'página de inscrições'],
  },
  planejamento: {
    rotulo: 'Planejamento do SUS',
    cores: ['#344e41', '#588157'],
    paragrafos: [
      'Os <strong>instrumentos de planejamento do SUS</strong> — Plano de Saúde, Programação Anual de Saúde, Relatório Detalhado do Quadrimestre Anterior e Relatório Anual de Gestão — formam um ciclo contínuo.',
      'A elaboração do Plano Municipal de Saúde deve partir da análise da situação de saúde do território e considerar as propostas da conferência municipal de saúde.',
      'Os relatórios devem ser registrados no sistema oficial e submetidos à apreciação do Conselho Municipal de Saúde dentro dos <em>prazos legais</em>.',
    ],
    lista: [
      'análise da situação de saúde do município',
      'definição de diretrizes, objetivos, metas e indicadores',
      'compatibilização com o Plano Plurianual e a Lei de Diretrizes Orçamentárias',
      'registro no sistema oficial e envio ao Conselho Municipal de Saúde',
    ],
    link: ['https://www.example.org/planejamento-sus/manual', 'manual de planejamento do SUS'],
  },
  vigilancia: {
    rotulo: 'Vigilância em Saúde',
    cores: ['#6a040f', '#d00000'],
    paragrafos: [
      'A <strong>vigilância em saúde</strong> permite identificar riscos, agravos e surtos a tempo de intervir e proteger a população.',
      'A integração entre a vigilância e a Atenção Primária, com compartilhamento de informações e planejamento conjunto, torna as ações mais efetivas.',
      'A investigação oportuna dos casos e a alimentação regular dos sistemas de notificação são responsabilidades de todos os municípios.',
    ],
    lista: [
      'notificar os agravos de notificação compulsória dentro do prazo',
      'investigar os óbitos maternos, infantis e fetais',
      'manter a busca ativa de sintomáticos respiratórios',
      'integrar as equipes de vigilância e de Atenção Primária',
    ],
    link: ['https://www.example.org/vigilancia/notificacao', 'lista de agravos de notificação'],
  },
  saude_bucal: {
    rotulo: 'Saúde Bucal',
    cores: ['#0077b6', '#90e0ef'],
    paragrafos: [
      'As <strong>equipes de Saúde Bucal</strong> na Atenção Primária ampliam o acesso ao cuidado odontológico e à prevenção desde a infância.',
      'Os Centros de Especialidades Odontológicas e os Laboratórios Regionais de Prótese Dentária completam a rede e precisam de fluxos de referência bem definidos.',
      'O credenciamento de novas equipes depende de solicitação do município e de aprovação nas instâncias de pactuação.',
    ],
    lista: [
      'solicitar o credenciamento de novas equipes',
      'organizar a agenda para grupos prioritários',
      'definir os fluxos de referência para os serviços especializados',
      'registrar a produção no sistema de informação',
    ],
    link: ['https://www.example.org/saude-bucal/credenciamento', 'orientações de credenciamento'],
  },
  regulacao: {
    rotulo: 'Regulação',
    cores: ['#283618', '#606c38'],
    paragrafos: [
      'A <strong>regulação do acesso</strong> organiza a oferta de consultas, exames, internações e cirurgias de acordo com critérios de risco e prioridade clínica.',
      'Filas transparentes e protocolos de acesso pactuados tornam o processo mais justo e permitem ao gestor planejar a contratação de serviços.',
      'O transporte sanitário eletivo, quando bem organizado regionalmente, garante que o usuário chegue ao serviço de referência no dia agendado.',
    ],
    lista: [
      'adotar protocolos de acesso pactuados na região',
      'classificar as solicitações por risco e prioridade',
      'acompanhar o absenteísmo nas consultas e exames agendados',
      'integrar a regulação ao transporte sanitário',
    ],
    link: ['https://www.example.org/regulacao/protocolos', 'protocolos de acesso'],
  },
  juridico: {
    rotulo: 'Espaço Jurídico',
    cores: ['#3d405b', '#81b29a'],
    paragrafos: [
      'A <strong>Assessoria Jurídica</strong> do COSEMS/MG orienta os municípios sobre as normas que regem a gestão do SUS e a aplicação dos recursos da saúde.',
      'As orientações não substituem a análise da procuradoria de cada município, mas ajudam a uniformizar entendimentos e a prevenir questionamentos dos órgãos de controle.',
      'Os documentos completos ficam disponíveis no Espaço Jurídico do site, organizados em notas técnicas, pareceres, orientações, informes e recomendações.',
    ],
    lista: [
      'observar a legislação de licitações e contratos',
      'formalizar os instrumentos com consórcios e prestadores',
      'documentar a aplicação dos recursos de cada bloco de financiamento',
      'consultar a procuradoria municipal em caso de dúvida',
    ],
    link: ['https://www.example.org/espaco-juridico', 'Espaço Jurídico'],
  },
  farmacia: {
    rotulo: 'Assistência Farmacêutica',
    cores: ['#1b4332', '#40916c'],
    paragrafos: [
      'A <strong>assistência farmacêutica</strong> na Atenção Primária garante o acesso da população aos medicamentos essenciais e seu uso racional.',
      'A relação municipal de medicamentos deve considerar o perfil epidemiológico local e as pactuações do componente básico.',
      'A gestão de estoques, com registro de entradas e saídas, evita desabastecimento e perdas por validade.',
    ],
    lista: [
      'revisar a relação municipal de medicamentos essenciais',
      'manter o controle informatizado de estoques',
      'capacitar as equipes na dispensação',
      'programar as compras conforme o consumo histórico',
    ],
    link: ['https://www.example.org/assistencia-farmaceutica', 'relação de medicamentos do componente básico'],
  },
  institucional: {
    rotulo: 'COSEMS/MG',
    cores: ['#023e8a', '#48cae4'],
    paragrafos: [
      'Fundado em 1991, o <strong>COSEMS/MG</strong> representa os secretários municipais de saúde de Minas Gerais e atua em defesa da autonomia municipal e do fortalecimento do SUS.',
      'A entidade está organizada em 28 Conselhos Regionais, que aproximam a Diretoria Executiva das realidades de cada território.',
      'A participação dos gestores nas atividades da entidade é o que dá legitimidade às posições defendidas nas comissões intergestores.',
    ],
    lista: [
      'representação dos municípios na CIB-SUS/MG',
      'apoio técnico e jurídico aos gestores',
      'ações de educação permanente',
      'comunicação com os Conselhos Regionais',
    ],
    link: ['https://www.example.org/cosems-mg/relatorio', 'relatório de atividades'],
  },
} satisfies Record<string, Tema>;
type TemaId = keyof typeof TEMAS;

/**
 * One line per news item, oldest first (id 1 = oldest): theme, title, subtitle (null = none) and
 * how many regions it is tagged with (0 = "Geral"). `{R1}`, `{R2}`… in the texts are replaced by
 * the names of the regions drawn for the item, in order.
 */
const NOTICIAS: readonly [TemaId, string, string | null, number][] = [
  [
    'vacinacao',
    'Vacinação contra a poliomielite: municípios devem intensificar a busca ativa',
    'Equipes de Saúde da Família são orientadas a conferir a caderneta das crianças menores de cinco anos em todos os atendimentos',
    0,
  ],
  [
    'cib',
    'CIB-SUS/MG aprova novos critérios para o cofinanciamento estadual da Atenção Primária',
    'Deliberação define regras de transição e prazos para os municípios',
    0,
  ],
  ['planejamento', 'Transição de gestão', 'Orientações aos secretários que encerram o mandato em dezembro', 0],
  [
    'planejamento',
    'COSEMS/MG publica guia de transição para as equipes municipais de saúde',
    'Material reúne prazos, documentos e sistemas que precisam ser repassados à nova gestão',
    1,
  ],
  ['institucional', 'Boas-vindas aos novos gestores', null, 0],
  [
    'arboviroses',
    'Plano de contingência para dengue, chikungunya e zika: prazos e pontos de atenção para 2025',
    'Documento deve ser atualizado antes do pico do período chuvoso',
    2,
  ],
  [
    'assembleia',
    'Assembleia Geral elege nova Diretoria Executiva do COSEMS/MG para o biênio 2025-2027',
    'Secretários municipais de todas as regiões participaram da votação em Belo Horizonte',
    0,
  ],
  [
    'regulacao',
    'Conselho Regional de {R1} reúne secretários municipais de saúde para discutir a organização da rede de urgência e emergência, o transporte sanitário eletivo e a ampliação da oferta de consultas especializadas na macrorregião',
    'Encontro definiu uma agenda de trabalho para o primeiro semestre',
    1,
  ],
  [
    'planejamento',
    'Nota técnica orienta a elaboração do Relatório Anual de Gestão (RAG) 2024',
    'Documento traz o passo a passo do registro no sistema oficial',
    0,
  ],
  ['saude_mental', 'Saúde mental na APS', 'Oficina regional discute o apoio matricial às equipes', 1],
  [
    'capacitacao',
    'Capacitação em DigiSUS Gestor reúne mais de 300 trabalhadores da saúde',
    'Turmas virtuais atenderam técnicos de planejamento de municípios de todas as regiões',
    3,
  ],
  [
    'vacinacao',
    'Campanha de vacinação contra a influenza começa nos municípios mineiros',
    'Grupos prioritários devem procurar as unidades de saúde',
    0,
  ],
  [
    'financiamento',
    'Financiamento da APS: entenda os componentes do modelo de cofinanciamento federal',
    'COSEMS/MG preparou um resumo com os principais pontos para os gestores',
    0,
  ],
  ['regionalizacao', 'Regionalização em debate', null, 4],
  [
    'cib',
    'COSEMS/MG participa de reunião da Comissão Intergestores Tripartite em Brasília',
    'Representantes levaram as demandas dos municípios mineiros',
    0,
  ],
  [
    'arboviroses',
    'Secretarias municipais de saúde da região de {R1} ampliam as ações de vigilância das arboviroses, com mutirões de limpeza, visitas domiciliares dos agentes de combate às endemias e reforço na notificação oportuna dos casos suspeitos de dengue',
    'Municípios relatam aumento da procura nas unidades de saúde',
    1,
  ],
  ['regionalizacao', 'Oficina de Planejamento Regional Integrado em {R1}', 'Gestores identificaram as prioridades sanitárias da região', 1],
  [
    'planejamento',
    'Plano Municipal de Saúde 2026-2029: COSEMS/MG lança roteiro para uma construção participativa',
    'Roteiro sugere etapas, prazos e formas de envolver o Conselho Municipal de Saúde',
    0,
  ],
  ['saude_bucal', 'Saúde bucal: municípios podem solicitar o credenciamento de novas equipes', null, 0],
  ['financiamento', 'SIOPS: prazo do bimestre termina nesta semana', 'Atraso no envio pode suspender transferências', 0],
  [
    'saude_mental',
    'Rede de Atenção Psicossocial: seminário discute a expansão dos CAPS no interior do estado',
    'Evento reuniu gestores e trabalhadores de {R1} e {R2}',
    2,
  ],
  [
    'farmacia',
    'Assistência farmacêutica: CIB pactua a atualização da relação de medicamentos do componente básico',
    'Municípios têm prazo para adequar suas relações municipais',
    0,
  ],
  [
    'capacitacao',
    'Congresso de Secretarias Municipais de Saúde de Minas Gerais abre inscrições',
    'Programação inclui mesas sobre financiamento, regionalização e Atenção Primária',
    0,
  ],
  ['regulacao', 'Regulação: novo fluxo para consultas especializadas', 'Mudança vale para os municípios de {R1}', 1],
  [
    'aps',
    'Agentes comunitários de saúde: orientações sobre o piso salarial e a assistência financeira complementar',
    'Nota técnica esclarece dúvidas frequentes dos gestores',
    0,
  ],
  [
    'financiamento',
    'COSEMS/MG encaminha ao Ministério da Saúde e à Secretaria de Estado de Saúde documento com propostas dos municípios mineiros para o fortalecimento da Atenção Primária, a recomposição do teto de média e alta complexidade e a revisão dos critérios de rateio dos recursos estaduais',
    'Documento foi aprovado pelos Conselhos Regionais',
    0,
  ],
  ['vacinacao', 'Vacinação nas escolas', null, 2],
  [
    'juridico',
    'Informe jurídico: contratação de profissionais de saúde por consórcios intermunicipais',
    'Assessoria Jurídica reúne entendimentos sobre o tema',
    0,
  ],
  ['juridico', 'Consórcios de saúde em foco', 'Gestores de {R1}, {R2} e {R3} trocam experiências', 3],
  [
    'vacinacao',
    'Região de {R1} intensifica a vacinação com a tríplice viral',
    'Ação extramuros levou equipes a escolas e comunidades rurais',
    1,
  ],
  [
    'cib',
    'Reunião da CIB-SUS/MG: confira os principais pontos da pauta de julho',
    'Deliberações tratam de habilitações, recursos e fluxos de regulação',
    0,
  ],
  [
    'aps',
    'e-SUS APS: atualização de versão exige atenção das equipes',
    'Municípios devem atualizar os sistemas antes do fechamento da competência',
    0,
  ],
  ['vigilancia', 'Saúde do trabalhador: centros de referência apresentam plano de ações', null, 2],
  [
    'aps',
    'Oficina sobre provimento de médicos na Atenção Primária reúne gestores de {R1}, {R2} e {R3}',
    'Encontro discutiu estratégias de fixação de profissionais em municípios de pequeno porte',
    3,
  ],
  [
    'institucional',
    'Novas diretorias dos Conselhos Regionais tomam posse',
    'Cerimônias aconteceram ao longo do mês em diversas regiões',
    7,
  ],
  [
    'regionalizacao',
    'Encontro Estadual dos Conselhos Regionais de Secretarias Municipais de Saúde',
    'Presidentes regionais alinham a agenda do segundo semestre',
    9,
  ],
  [
    'vigilancia',
    'Tuberculose: nota técnica reforça a busca ativa de sintomáticos respiratórios',
    'Documento traz orientações para as equipes da Atenção Primária',
    0,
  ],
  [
    'vacinacao',
    'Campanha de multivacinação para crianças e adolescentes começa em outubro',
    'Objetivo é atualizar as cadernetas de vacinação',
    0,
  ],
  [
    'juridico',
    'Emendas parlamentares: cuidados na aplicação dos recursos na saúde',
    'Assessoria Jurídica lista os pontos que exigem atenção dos gestores',
    0,
  ],
  [
    'assembleia',
    'COSEMS/MG realiza Assembleia Geral Ordinária em Belo Horizonte',
    'Plenária aprovou a prestação de contas e o plano de trabalho',
    0,
  ],
  ['financiamento', 'Boletim: prestação de contas do Fundo Municipal de Saúde', null, 0],
  [
    'capacitacao',
    'Capacitação regional sobre os instrumentos de planejamento do SUS percorre as regiões de saúde do estado e apoia técnicos municipais na elaboração da Programação Anual de Saúde, do Relatório Detalhado do Quadrimestre Anterior e do Relatório Anual de Gestão',
    'Primeiras turmas aconteceram em {R1}, {R2}, {R3} e {R4}',
    4,
  ],
  ['arboviroses', 'Dengue: alerta para o período chuvoso', 'Municípios devem revisar o plano de contingência', 0],
  [
    'aps',
    'Saúde da mulher: rede de cuidado materno-infantil é tema de seminário',
    'Evento discutiu pré-natal, parto e puerpério nas regiões de {R1} e {R2}',
    2,
  ],
  [
    'aps',
    'Telessaúde amplia as teleconsultorias para as equipes da Atenção Primária',
    'Serviço apoia médicos e enfermeiros de municípios distantes dos centros de referência',
    0,
  ],
  [
    'regulacao',
    'Atenção especializada: adesão dos municípios ao programa federal de redução de filas',
    'COSEMS/MG esclarece etapas e prazos',
    0,
  ],
  ['planejamento', 'Relatório Anual de Gestão: prazo termina em 30 de março', null, 0],
  [
    'regulacao',
    'Secretários municipais de saúde das regiões de {R1} e {R2} aprovam, em reunião conjunta, uma agenda comum para a qualificação do transporte sanitário, da regulação de leitos e do acesso às cirurgias eletivas, com acompanhamento trimestral dos resultados pelos Conselhos Regionais',
    'Proposta será apresentada à CIB-SUS/MG',
    2,
  ],
  ['vacinacao', 'Influenza: vacinação começa pelos grupos prioritários', 'Doses foram distribuídas às regionais de saúde', 0],
  [
    'juridico',
    'Nota técnica sobre a aplicação dos recursos da assistência financeira do piso da enfermagem',
    'Documento responde às principais dúvidas dos municípios',
    0,
  ],
  ['saude_mental', 'Saúde mental: municípios recebem apoio para implantar equipes multiprofissionais', null, 3],
  [
    'regionalizacao',
    'CIB debate a revisão do Plano Diretor de Regionalização',
    'Conselhos Regionais serão consultados antes da votação',
    6,
  ],
  ['institucional', 'COSEMS/MG completa 35 anos', 'Entidade foi fundada em abril de 1991 por secretários municipais de saúde', 0],
  [
    'capacitacao',
    'Congresso de Secretarias Municipais de Saúde de Minas Gerais reúne gestores de todo o estado',
    'Três dias de debates, oficinas e apresentação de experiências exitosas',
    0,
  ],
  ['vigilancia', 'Vigilância do óbito: capacitação para as equipes municipais de investigação', 'Turmas presenciais em {R1} e {R2}', 2],
  ['financiamento', 'Repasses estaduais do quadrimestre: calendário e orientações', null, 0],
  [
    'aps',
    'Atenção Primária: novo ciclo de avaliação das equipes começa em setembro',
    'Gestores devem acompanhar os indicadores no painel',
    0,
  ],
  [
    'saude_bucal',
    'Saúde bucal na Atenção Primária: oficina regional em {R1}',
    'Cirurgiões-dentistas e gestores discutiram a organização da agenda',
    1,
  ],
  ['vacinacao', 'Multivacinação 2026: municípios se preparam para o Dia D', 'Mobilização acontece em todo o estado', 0],
  ['aps', 'Cuidados paliativos na rede municipal de saúde', 'Seminário discutiu o papel da Atenção Primária no cuidado paliativo', 0],
  [
    'juridico',
    'Judicialização da saúde: oficina orienta gestores sobre demandas judiciais',
    'Encontro reuniu procuradores e secretários municipais',
    2,
  ],
  [
    'assembleia',
    'Assembleia Geral Extraordinária aprova alterações no regimento interno',
    'Mudanças tratam do funcionamento dos Conselhos Regionais',
    0,
  ],
  ['aps', 'Novembro Azul: saúde do homem na APS', null, 0],
  [
    'institucional',
    'COSEMS/MG apresenta balanço das ações de 2026 aos Conselhos Regionais',
    'Relatório destaca a atuação nas comissões intergestores e as capacitações realizadas',
    8,
  ],
];

/** Items whose HTML carries hostile markup that the importer must strip (kept benign). */
const HOSTIS: Record<number, string> = {
  11: '<p onclick="alert(1)">Clique aqui para confirmar sua presença na próxima turma.</p>',
  29: '<script>alert(1)</script><p>As apresentações do encontro estão disponíveis aos participantes.</p>',
  45: '<p>Mais informações <a href="javascript:alert(1)">neste endereço</a>.</p>',
  60: '<p onmouseover="alert(1)">Confira a programação completa.</p><script type="text/javascript">alert(1)</script><p><a href="javascript:alert(1)" onclick="alert(1)">Baixe o cartaz</a> <img src="/image/Default.jpg" alt="cartaz" onerror="alert(1)"></p><iframe src="https://www.example.org/video"></iframe>',
};
/** News without an `image` block that fall back to a `notice_…` block. */
const COM_RESERVA = new Set([3, 10, 17, 24, 33, 41, 50, 56]);
/** News with neither an image block nor a fallback (47 has no blocks at all). */
const SEM_IMAGEM = new Set([5, 14, 27, 38, 47]);
const BANNER = [64, 62, 61, 59, 58];
const DESTAQUE = [63, 60, 57, 55, 52, 49, 46];
/** This item gets the same publication date-time as the one before it (tie broken by id). */
const EMPATE = 41;
const RESERVAS = ['notice_saude.jpg', 'notice_vacina.jpg', 'notice_gestao.jpg'] as const;

interface Imagem {
  arquivo: string;
  largura: number;
  altura: number;
  tipo: 'noticia' | 'banner' | 'destaque' | 'reserva' | 'padrao';
  titulo: string;
  subtitulo: string;
  cores: [string, string];
  semente: string;
}

function imagemNoticia(tema: TemaId, variante: number): Imagem {
  const t: Tema = TEMAS[tema];
  return {
    arquivo: `noticia-${tema.replace(/_/g, '-')}-${variante}.jpg`,
    largura: 1200,
    altura: 630,
    tipo: 'noticia',
    titulo: t.rotulo,
    subtitulo: variante === 1 ? 'COSEMS/MG · Notícias' : 'Gestão municipal do SUS',
    cores: variante === 1 ? t.cores : [t.cores[1], t.cores[0]],
    semente: `${tema}-${variante}`,
  };
}

function escapar(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function gerarNoticias(regioes: { id: number; nome: string }[], imagens: Map<string, Imagem>) {
  const r = rng('noticias');
  const escritores = Array.from({ length: 6 }, () => nomePessoa(r));
  const usoTema = new Map<TemaId, number>();
  const inicio = local(2024, 11, 18);
  const passo = (724 / (NOTICIAS.length - 1)) * DIA;
  let anterior: Date | null = null;

  return NOTICIAS.map(([tema, tituloBase, subBase, nRegioes], i) => {
    const id = i + 1;
    const t: Tema = TEMAS[tema];
    const escolhidas = r.sample(regioes, nRegioes);
    const preencher = (s: string) => s.replace(/\{R(\d)\}/g, (_, n: string) => at(escolhidas, Number(n) - 1).nome);
    const title = preencher(tituloBase);
    const sub_title = subBase === null ? null : preencher(subBase);

    // Publication: evenly spread from 2024-11-18 to 2026-11-11, ±3 days, office hours.
    const sorteado = new Date(inicio.getTime() + Math.round((i * passo) / DIA) * DIA + r.int(-3, 3) * DIA);
    const fimDeSemana = [1, 0, 0, 0, 0, 0, 2][sorteado.getUTCDay()] ?? 0; // Sunday → Monday, Saturday → Monday
    const dia = new Date(sorteado.getTime() + fimDeSemana * DIA);
    const sorteada = new Date(dia.getTime() + r.int(8, 17) * 3_600_000 + r.pick([0, 15, 30, 45]) * 60_000);
    const pub = id === EMPATE && anterior ? anterior : sorteada;
    anterior = pub;
    const data_publicao = isoBrasilia(pub);
    // Written the same morning or one to three days before, in office hours.
    const criacao = r.chance(0.5)
      ? new Date(pub.getTime() - r.int(2, 9) * 10 * 60_000)
      : new Date(Math.floor(pub.getTime() / DIA - r.int(1, 3)) * DIA + r.int(9, 17) * 3_600_000 + r.pick([0, 10, 20, 40]) * 60_000);
    const data_criacao = isoBrasilia(criacao);

    const variante = ((usoTema.get(tema) ?? 0) % 2) + 1;
    usoTema.set(tema, (usoTema.get(tema) ?? 0) + 1);
    const img = imagemNoticia(tema, variante);

    // Body
    const partes: string[] = [];
    partes.push(
      sub_title === null
        ? `<p><strong>${escapar(title)}.</strong> Confira as orientações do COSEMS/MG aos gestores municipais de saúde.</p>`
        : `<p>${escapar(sub_title)}.</p>`,
    );
    const ps = r.sample(t.paragrafos, r.int(2, Math.min(3, t.paragrafos.length)));
    for (const p of ps) partes.push(`<p>${p}</p>`);
    if (escolhidas.length > 0) {
      const nomes = escolhidas.map((x) => x.nome);
      const lista = nomes.length === 1 ? at(nomes, 0) : `${nomes.slice(0, -1).join(', ')} e ${at(nomes, nomes.length - 1)}`;
      partes.push(
        `<p>A iniciativa envolve os municípios ${nomes.length === 1 ? 'da região' : 'das regiões'} de <strong>${escapar(lista)}</strong>, com apoio ${nomes.length === 1 ? 'do Conselho Regional' : 'dos Conselhos Regionais'}.</p>`,
      );
    }
    const itens = r.sample(t.lista, r.int(3, Math.min(5, t.lista.length)));
    const tag = r.chance(0.5) ? 'ul' : 'ol';
    partes.push(`<p>Entre os pontos de atenção destacados pelo COSEMS/MG estão:</p>`);
    partes.push(`<${tag}>${itens.map((x) => `<li>${x}</li>`).join('')}</${tag}>`);
    if (!SEM_IMAGEM.has(id) && r.chance(0.3)) {
      partes.push(`<p><img src="/image/${img.arquivo}" alt="${escapar(t.rotulo)}"></p>`);
    }
    const hostil = HOSTIS[id];
    if (hostil) partes.push(hostil);
    partes.push(
      `<p>Mais informações podem ser consultadas no <a href="${t.link[0]}" target="_blank">${t.link[1]}</a>. Em caso de dúvidas, procure a <em>secretaria executiva do COSEMS/MG</em> ou o seu Conselho Regional.</p>`,
    );
    const conteudo = partes.join('\n');

    // Blocks
    const texto = { tipo: 'texto', value: sub_title ?? title };
    let materia: { tipo: string; value: string }[];
    if (id === 47) materia = [];
    else if (SEM_IMAGEM.has(id)) materia = [texto, { tipo: 'texto', value: 'Conteúdo de demonstração.' }];
    else if (COM_RESERVA.has(id)) materia = [texto, { tipo: 'img', value: r.pick(RESERVAS) }];
    else {
      imagens.set(img.arquivo, img);
      const bloco = { tipo: 'image', value: img.arquivo };
      // Vary the position of the image block; a few carry a second image after it.
      materia = r.chance(0.5) ? [bloco, texto] : [texto, bloco];
      if (r.chance(0.12)) materia.push({ tipo: 'image', value: imagemNoticia(tema, 3 - variante).arquivo });
      if (r.chance(0.15)) materia.push({ tipo: 'img', value: r.pick(RESERVAS) });
    }
    for (const b of materia) if (b.tipo === 'image') imagens.set(b.value, imagemNoticia(tema, b.value.endsWith('-1.jpg') ? 1 : 2));

    let banner_image: string | null = null;
    if (BANNER.includes(id)) {
      banner_image = `banner-${String(BANNER.indexOf(id) + 1).padStart(2, '0')}.jpg`;
      imagens.set(banner_image, {
        arquivo: banner_image,
        largura: 1600,
        altura: 600,
        tipo: 'banner',
        titulo: t.rotulo,
        subtitulo: 'COSEMS/MG · Conselho de Secretarias Municipais de Saúde de Minas Gerais',
        cores: t.cores,
        semente: banner_image,
      });
    }
    let destaque_image: string | null = null;
    if (DESTAQUE.includes(id)) {
      destaque_image = `destaque-${String(DESTAQUE.indexOf(id) + 1).padStart(2, '0')}.jpg`;
      imagens.set(destaque_image, {
        arquivo: destaque_image,
        largura: 800,
        altura: 600,
        tipo: 'destaque',
        titulo: t.rotulo,
        subtitulo: 'Destaque',
        cores: [t.cores[1], t.cores[0]],
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
// 3-4. Team and board

function capitalizacaoIrregular(r: Rng, nome: string): string {
  const x = r.next();
  if (x < 0.12) return nome.toLowerCase();
  if (x < 0.17) return nome.toUpperCase();
  if (x < 0.25) return nome.replace(/ \S+$/, (s) => s.toLowerCase());
  return nome;
}

function gerarEquipe() {
  const r = rng('equipe');
  const grupos: [string, number][] = [
    ['Secretaria_Executiva', 3],
    ['Assessoria_Tecnica', 6],
    ['Assessoria_Juridica', 1],
    ['Comunicacao', 3],
    ['Apoio_Administrativo', 4],
    ['Ouvidoria', 0],
  ];
  const fillers: Record<string, string> = {
    'Assessoria_Tecnica:4': '',
    'Apoio_Administrativo:2': 'nao possui',
    'Apoio_Administrativo:3': '-',
  };
  return grupos.map(([grupo, n]) => ({
    grupo,
    membros: Array.from({ length: n }, (_, k) => {
      const nome = nomePessoa(r);
      const email = fillers[`${grupo}:${k}`] ?? emailDe(nome, 'cosemsmg.exemplo.org.br');
      return { nome: capitalizacaoIrregular(r, nome), email };
    }),
  }));
}

function gerarDiretoria() {
  const r = rng('diretoria');
  const cargos: [string, number][] = [
    ['Presidente', 1],
    ['Primeiro_Vice_Presidente', 1],
    ['Segundo_Vice_Presidente', 1],
    ['Secretario_Geral', 1],
    ['Primeiro_Secretario', 1],
    ['Tesoureiro', 1],
    ['Primeiro_Tesoureiro', 1],
    ['Conselho_Fiscal', 3],
    ['Suplentes_Conselho_Fiscal', 0],
  ];
  const sedes = r.sample(
    REGIOES.map(([nome]) => nome),
    12,
  );
  let k = 0;
  return cargos.map(([cargo, n]) => ({
    cargo,
    membros: Array.from({ length: n }, () => {
      const nome = nomePessoa(r);
      const i = k++;
      // Two members have no municipality recorded.
      return { nome: i === 5 || i === 9 ? nome.toLowerCase() : nome, sms: i === 4 || i === 8 ? '' : at(sedes, i) };
    }),
  }));
}

// ---------------------------------------------------------------------------------------------
// 5-6. Legal documents and publications (each a one-page PDF)

interface Pdf {
  arquivo: string;
  titulo: string;
  texto: string;
  data: string;
}

type Secao = 'notas' | 'pareceres' | 'orientacoes' | 'informes' | 'recomendacao';

const JURIDICO: Record<Secao, { prefixo: string; arquivo: string; temas: string[] }> = {
  notas: {
    prefixo: 'Nota Técnica',
    arquivo: 'nota-tecnica',
    temas: [
      'Orientações sobre o financiamento da Atenção Primária à Saúde',
      'Elaboração do Relatório Anual de Gestão e prazos de envio ao Conselho Municipal de Saúde',
      'Aplicação dos recursos da assistência financeira complementar aos agentes comunitários de saúde',
      'Organização dos serviços para o enfrentamento das arboviroses no período sazonal',
      'Registro das informações no SIOPS e consequências do atraso no envio',
      'Credenciamento de equipes multiprofissionais na Atenção Primária',
      'Regras de transição do cofinanciamento estadual da Atenção Primária',
      'Uso dos recursos de emendas parlamentares destinados à saúde',
    ],
  },
  pareceres: {
    prefixo: 'Parecer Jurídico',
    arquivo: 'parecer-juridico',
    temas: [
      'Contratação de profissionais de saúde por meio de consórcio intermunicipal',
      'Possibilidade de pagamento de incentivo financeiro a servidores com recursos federais',
      'Cessão de servidores municipais a serviços regionais de saúde',
      'Limites da despesa com pessoal e contratação de equipes de Saúde da Família',
      'Aquisição de medicamentos por meio de ata de registro de preços de consórcio',
      'Responsabilidade do município no transporte sanitário intermunicipal',
      'Cumprimento de decisões judiciais para fornecimento de medicamentos não padronizados',
    ],
  },
  orientacoes: {
    prefixo: 'Orientação Técnica',
    arquivo: 'orientacao-tecnica',
    temas: [
      'Transição de gestão nas secretarias municipais de saúde',
      'Elaboração do Plano Municipal de Saúde para o quadriênio',
      'Funcionamento do Conselho Municipal de Saúde e realização de conferências',
      'Prestação de contas quadrimestral em audiência pública',
      'Organização da sala de vacina e registro de doses aplicadas',
      'Gestão de estoques da assistência farmacêutica básica',
      'Contratualização de prestadores de serviços hospitalares',
    ],
  },
  informes: {
    prefixo: 'Informe Jurídico',
    arquivo: 'informe-juridico',
    temas: [
      'Publicação de nova lei sobre o piso salarial da enfermagem',
      'Alterações nas regras de transferências fundo a fundo',
      'Entendimentos recentes do tribunal de contas sobre a aplicação mínima em saúde',
      'Prazos para adequação à nova lei de licitações e contratos',
      'Atualização das normas de proteção de dados pessoais na saúde',
      'Regras eleitorais aplicáveis à publicidade institucional da saúde',
    ],
  },
  recomendacao: {
    prefixo: 'Recomendação COSEMS/MG',
    arquivo: 'recomendacao',
    temas: [
      'Adesão dos municípios às estratégias de ampliação da cobertura vacinal',
      'Organização da rede de cuidado às pessoas com doenças crônicas',
      'Fortalecimento da vigilância do óbito materno e infantil',
      'Implantação de protocolos de acesso à atenção especializada',
      'Participação dos municípios no Planejamento Regional Integrado',
      'Qualificação do registro das informações nos sistemas da Atenção Primária',
    ],
  },
};

function gerarJuridico(pdfs: Pdf[]) {
  const r = rng('juridico');
  const inicio = local(2023, 11, 20).getTime();
  const fim = local(2026, 11, 10).getTime();
  const docs: { secao: Secao; date: string; desc: string; link: string }[] = [];
  for (const secao of Object.keys(JURIDICO) as Secao[]) {
    const { prefixo, arquivo, temas } = JURIDICO[secao];
    const n = temas.length;
    // Dates spread over three years, oldest first; numbered within each year.
    const datas = Array.from({ length: n }, (_, i) => {
      const base = inicio + ((fim - inicio) * (i + r.next() * 0.8)) / n;
      return new Date(Math.floor(base / DIA) * DIA + r.int(9, 17) * 3_600_000);
    });
    const porAno = new Map<number, number>();
    const daSecao = datas.map((d, i) => {
      const ano = d.getUTCFullYear();
      const numero = (porAno.get(ano) ?? r.int(1, 4)) + r.int(1, 5);
      porAno.set(ano, numero);
      const tema = at(temas, i);
      const desc = `${prefixo} nº ${String(numero).padStart(2, '0')}/${ano} – ${tema}`;
      const nome = `${arquivo}-${String(numero).padStart(2, '0')}-${ano}.pdf`;
      pdfs.push({
        arquivo: nome,
        titulo: desc,
        data: isoBrasilia(d),
        texto: `Este documento apresenta, de forma resumida, o entendimento do COSEMS/MG sobre o tema "${tema.toLowerCase()}". O objetivo é apoiar os secretários municipais de saúde e suas equipes na tomada de decisão, indicando as normas aplicáveis, os cuidados necessários e os prazos a observar. As orientações não substituem a análise da procuradoria de cada município e devem ser lidas em conjunto com a legislação vigente e as deliberações da CIB-SUS/MG.`,
      });
      return { secao, date: isoBrasilia(d), desc, link: `/arquivo/${nome}` };
    });
    docs.push(...daSecao.reverse());
  }
  return docs;
}

function gerarPublicacoes(pdfs: Pdf[]) {
  const lista: [string, string, string][] = [
    ['Guia do Gestor Municipal do SUS – edição 2025', 'guia-do-gestor-municipal-2025.pdf', '2025-02-10T14:00:00-03:00'],
    ['Relatório Anual de Atividades do COSEMS/MG – 2024', 'relatorio-atividades-2024.pdf', '2025-04-22T10:30:00-03:00'],
    ['Cartilha de Regionalização e Planejamento Regional Integrado', 'cartilha-regionalizacao.pdf', '2025-06-05T09:00:00-03:00'],
    ['Manual dos Instrumentos de Planejamento do SUS para Municípios', 'manual-instrumentos-planejamento.pdf', '2025-08-18T16:15:00-03:00'],
    [
      'Caderno de Apoio aos Conselhos Regionais de Secretarias Municipais de Saúde',
      'caderno-conselhos-regionais.pdf',
      '2025-10-01T11:00:00-03:00',
    ],
    ['Boletim Informativo do COSEMS/MG – 1º semestre de 2026', 'boletim-informativo-2026-1.pdf', '2026-07-15T15:00:00-03:00'],
    ['Relatório Anual de Atividades do COSEMS/MG – 2025', 'relatorio-atividades-2025.pdf', '2026-04-28T10:00:00-03:00'],
    ['Guia de Transição de Gestão nas Secretarias Municipais de Saúde', 'guia-transicao-gestao.pdf', '2024-11-25T09:30:00-03:00'],
    [
      'Perguntas Frequentes sobre o Financiamento da Atenção Primária',
      'perguntas-frequentes-financiamento-aps.pdf',
      '2026-03-09T13:45:00-03:00',
    ],
    ['Plano de Trabalho do COSEMS/MG – 2026', 'plano-de-trabalho-2026.pdf', '2026-01-30T17:00:00-03:00'],
  ];
  return lista.map(([title, arquivo, last_update]) => {
    pdfs.push({
      arquivo,
      titulo: title,
      data: last_update,
      texto: `Publicação do COSEMS/MG destinada aos secretários municipais de saúde, às equipes técnicas das secretarias e aos Conselhos Regionais. O material reúne conceitos, normas e orientações práticas sobre a gestão municipal do SUS, com exemplos e referências para consulta. Esta versão contém apenas um resumo e foi gerada para demonstrar o funcionamento do site.`,
    });
    return { title, link: `/arquivo/${arquivo}`, last_update };
  });
}

// ---------------------------------------------------------------------------------------------
// 7-10. Past presidents, logos, partners, useful links

const PERIODOS = [
  '1991-1993',
  '1993-1995',
  '1995-1997',
  '1997-1999',
  '1999-2000',
  '2000-2001',
  '2001-2003',
  '2003-2005',
  '2005-2007',
  '2007-2008',
  '2008-2009',
  '2009-2011',
  '2011-2013',
  '2013-2015',
  '2015-2017',
];

function iniciais(nome: string): string {
  const p = nome.split(' ');
  return `${at(p, 0)[0] ?? ''}${at(p, p.length - 1)[0] ?? ''}`.toUpperCase();
}

function gerarPresidentes(retratos: { arquivo: string; iniciais: string; tom: number }[]) {
  const r = rng('presidentes');
  return PERIODOS.map((date, i) => {
    const name = nomePessoa(r);
    const image = `presidente-${String(i + 1).padStart(2, '0')}.jpg`;
    retratos.push({ arquivo: image, iniciais: iniciais(name), tom: r.int(0, 3) });
    return { name, image, date };
  });
}

const LOGOS = [
  { id: 1, imagem: 'logo-cosems-mg-branco.png', fundo: '#ffffff', texto: '#0b4f8a', detalhe: '#2a9d8f' },
  { id: 2, imagem: 'logo-cosems-mg-azul.png', fundo: '#0b4f8a', texto: '#ffffff', detalhe: '#8ecae6' },
  { id: 3, imagem: 'logo-cosems-mg-verde.png', fundo: '#1d6f42', texto: '#ffffff', detalhe: '#f4d35e' },
];
/** The active logo: deliberately not the first one. */
const LOGO_ATIVA = 2;

const PARCEIROS: [string, string, string, string][] = [
  ['Conselho Nacional de Secretarias Municipais de Saúde (CONASEMS)', 'CONASEMS', 'conasems', '#0b4f8a'],
  ['Secretaria de Estado de Saúde de Minas Gerais (SES-MG)', 'SES-MG', 'ses-mg', '#1d6f42'],
  ['Ministério da Saúde', 'MS', 'ministerio-da-saude', '#2a6f97'],
  ['Associação Mineira de Municípios (AMM)', 'AMM', 'amm', '#9b2226'],
  ['Fiocruz Minas', 'FIOCRUZ', 'fiocruz-minas', '#005f73'],
  ['Escola de Saúde Pública do Estado de Minas Gerais (ESP-MG)', 'ESP-MG', 'esp-mg', '#5a2a82'],
];

const LINKS: [string, string][] = [
  ['e-Gestor AB', 'e-gestor-ab'],
  ['DATASUS', 'datasus'],
  ['CNES – Cadastro Nacional de Estabelecimentos de Saúde', 'cnes'],
  ['SIOPS', 'siops'],
  ['Portal da Transparência', 'portal-da-transparencia'],
  ['Diário Oficial de Minas Gerais', 'diario-oficial-mg'],
  ['Fundo Nacional de Saúde', 'fundo-nacional-de-saude'],
  ['DigiSUS Gestor – Módulo Planejamento', 'digisus-gestor'],
  ['e-SUS APS', 'e-sus-aps'],
  ['SISAB', 'sisab'],
  ['SINAN – Agravos de Notificação', 'sinan'],
  ['SI-PNI – Vacinação', 'si-pni'],
  ['Sala de Apoio à Gestão Estratégica', 'sala-de-apoio-a-gestao'],
  ['Secretaria de Estado de Saúde de MG', 'ses-mg'],
  ['CONASEMS', 'conasems'],
  ['Conselho Estadual de Saúde de MG', 'conselho-estadual-de-saude'],
  ['Tribunal de Contas do Estado de MG', 'tce-mg'],
  ['Biblioteca Virtual em Saúde', 'biblioteca-virtual-em-saude'],
  ['Telessaúde', 'telessaude'],
  ['Legislação do SUS', 'legislacao-do-sus'],
];

// ---------------------------------------------------------------------------------------------
// Image rendering (SVG → sharp)

function quebrarLinhas(texto: string, maxCaracteres: number): string[] {
  const linhas: string[] = [];
  let atual = '';
  for (const palavra of texto.split(' ')) {
    if (atual && (atual + palavra).length > maxCaracteres) {
      linhas.push(atual.trim());
      atual = '';
    }
    atual += `${palavra} `;
  }
  if (atual.trim()) linhas.push(atual.trim());
  return linhas;
}

function svgImagem(img: Imagem): string {
  const r = rng(`imagem:${img.semente}`);
  const { largura: w, altura: h, cores } = img;
  const formas: string[] = [];
  for (let i = 0; i < 5; i++) {
    const raio = r.int(Math.round(h * 0.12), Math.round(h * 0.45));
    formas.push(
      `<circle cx="${r.int(0, w)}" cy="${r.int(0, h)}" r="${raio}" fill="#ffffff" fill-opacity="${(0.06 + r.next() * 0.1).toFixed(2)}"/>`,
    );
  }
  for (let i = 0; i < 3; i++) {
    const x = r.int(Math.round(w * 0.45), w);
    const y = r.int(0, Math.round(h * 0.6));
    const s = r.int(Math.round(h * 0.1), Math.round(h * 0.25));
    formas.push(
      `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="${Math.round(s / 5)}" fill="#ffffff" fill-opacity="0.12" transform="rotate(${r.int(-20, 20)} ${x + s / 2} ${y + s / 2})"/>`,
    );
  }
  // A stylised health cross.
  const c = Math.round(h * 0.18);
  const cx = Math.round(w * 0.78);
  const cy = Math.round(h * 0.36);
  formas.push(
    `<g fill="#ffffff" fill-opacity="0.85"><rect x="${cx - c / 6}" y="${cy - c / 2}" width="${c / 3}" height="${c}" rx="${c / 14}"/><rect x="${cx - c / 2}" y="${cy - c / 6}" width="${c}" height="${c / 3}" rx="${c / 14}"/></g>`,
  );
  const tamTitulo = Math.round(h * (img.tipo === 'banner' ? 0.1 : 0.085));
  const tamSub = Math.round(tamTitulo * 0.42);
  const margem = Math.round(w * 0.05);
  const linhas = quebrarLinhas(img.titulo, Math.floor((w * 0.62) / (tamTitulo * 0.6)));
  const yBase = h - margem - tamSub * 2.2 - (linhas.length - 1) * tamTitulo * 1.1;
  const texto = linhas
    .map(
      (l, i) =>
        `<text x="${margem}" y="${Math.round(yBase + i * tamTitulo * 1.1)}" font-family="sans-serif" font-size="${tamTitulo}" font-weight="bold" fill="#ffffff">${escapar(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${cores[0]}"/><stop offset="1" stop-color="${cores[1]}"/></linearGradient>
<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.45"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${formas.join('')}<rect width="${w}" height="${h}" fill="url(#s)"/>
${texto}
<text x="${margem}" y="${h - margem}" font-family="sans-serif" font-size="${tamSub}" fill="#ffffff" fill-opacity="0.9">${escapar(img.subtitulo)}</text>
<text x="${w - margem}" y="${Math.round(margem * 0.9)}" text-anchor="end" font-family="sans-serif" font-size="${Math.round(tamSub * 0.8)}" fill="#ffffff" fill-opacity="0.8">Imagem de demonstração</text>
</svg>`;
}

function svgRetrato(iniciaisTxt: string, tom: number): string {
  const fundos: [string, string][] = [
    ['#d9d9d9', '#a6a6a6'],
    ['#d5dde5', '#9aa8b5'],
    ['#e0d9cf', '#b0a493'],
    ['#d6e0d6', '#9fb09f'],
  ];
  const [a, b] = at(fundos, tom);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="300" height="400" fill="url(#g)"/>
<circle cx="150" cy="150" r="70" fill="#6b7280"/>
<path d="M30 400 C 30 290 90 240 150 240 C 210 240 270 290 270 400 Z" fill="#6b7280"/>
<text x="150" y="172" text-anchor="middle" font-family="sans-serif" font-size="60" font-weight="bold" fill="#f3f4f6">${escapar(iniciaisTxt)}</text>
<text x="150" y="385" text-anchor="middle" font-family="sans-serif" font-size="14" fill="#f3f4f6">Retrato ilustrativo</text>
</svg>`;
}

function svgLogo(l: (typeof LOGOS)[number]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="160" viewBox="0 0 400 160">
<rect width="400" height="160" rx="12" fill="${l.fundo}"/>
<g fill="${l.detalhe}"><rect x="34" y="52" width="18" height="56" rx="3"/><rect x="15" y="71" width="56" height="18" rx="3"/></g>
<text x="86" y="86" font-family="sans-serif" font-size="42" font-weight="bold" fill="${l.texto}">COSEMS/MG</text>
<text x="88" y="110" font-family="sans-serif" font-size="12.5" fill="${l.texto}">Conselho de Secretarias Municipais</text>
<text x="88" y="127" font-family="sans-serif" font-size="12.5" fill="${l.texto}">de Saúde de Minas Gerais</text>
</svg>`;
}

function svgParceiro(sigla: string, cor: string): string {
  const tam = sigla.length > 6 ? 40 : 52;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150" viewBox="0 0 300 150">
<rect width="300" height="150" fill="#ffffff"/>
<rect x="6" y="6" width="288" height="138" rx="14" fill="none" stroke="${cor}" stroke-width="4"/>
<text x="150" y="90" text-anchor="middle" font-family="sans-serif" font-size="${tam}" font-weight="bold" fill="${cor}">${escapar(sigla)}</text>
<text x="150" y="122" text-anchor="middle" font-family="sans-serif" font-size="12" fill="#6b7280">logotipo ilustrativo</text>
</svg>`;
}

async function jpeg(svg: string, qualidade = 70): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: qualidade, mozjpeg: true }).toBuffer();
}

async function png(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

// ---------------------------------------------------------------------------------------------
// PDFs (pdfkit, fixed creation date → fixed document ID)

function novoPdf(titulo: string): { doc: PDFKit.PDFDocument; pronto: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 64, bottom: 72, left: 64, right: 64 },
    info: { Title: titulo, Author: 'COSEMS/MG (demonstração)', CreationDate: PDF_DATE },
  });
  const partes: Buffer[] = [];
  doc.on('data', (c: Buffer) => partes.push(c));
  const pronto = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
  });
  return { doc, pronto };
}

function rodape(doc: PDFKit.PDFDocument, texto: string): void {
  const inferior = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  const y = doc.page.height - 44;
  const largura = doc.page.width - 128;
  doc.font('Helvetica').fontSize(8).fillColor('#666666');
  doc.text(texto, 64, y, { width: largura, align: 'left', lineBreak: false });
  doc.page.margins.bottom = inferior;
  doc.fillColor('#000000');
}

async function pdfSimples(p: Pdf): Promise<Buffer> {
  const { doc, pronto } = novoPdf(p.titulo);
  let paginas = 1;
  doc.on('pageAdded', () => paginas++);
  const [ano, mes, dia] = p.data.slice(0, 10).split('-');
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('#0b4f8a')
    .text('COSEMS/MG – Conselho de Secretarias Municipais de Saúde de Minas Gerais');
  doc.moveDown(1.5).fillColor('#000000').fontSize(16).text(p.titulo);
  doc.moveDown(0.5).font('Helvetica').fontSize(10).fillColor('#444444').text(`Belo Horizonte, ${dia}/${mes}/${ano}`);
  doc.moveDown(1.2).fillColor('#000000').fontSize(11).text(p.texto, { align: 'justify', lineGap: 3 });
  doc.moveDown(1.2).font('Helvetica-Oblique').text('Conteúdo de demonstração: documento fictício, sem valor normativo.');
  rodape(doc, 'Documento de demonstração – COSEMS/MG');
  doc.end();
  const buf = await pronto;
  if (paginas !== 1) throw new Error(`${p.arquivo}: ${paginas} páginas (esperada 1)`);
  return buf;
}

/** Statute pages: each inner array is one page, in order; strings starting with '#' are headings. */
const ESTATUTO: string[][] = [
  [
    '#ESTATUTO DO CONSELHO DE SECRETARIAS MUNICIPAIS DE SAÚDE DE MINAS GERAIS – COSEMS/MG',
    '!Texto fictício elaborado para demonstração do site. Não corresponde ao estatuto vigente da entidade.',
    '#CAPÍTULO I – Da Denominação, Sede, Foro e Finalidades',
    'Art. 1º O Conselho de Secretarias Municipais de Saúde de Minas Gerais, doravante denominado COSEMS/MG, fundado em abril de 1991, é associação civil de direito privado, sem fins lucrativos, de caráter colegiado, com prazo de duração indeterminado, que congrega os secretários municipais de saúde do Estado de Minas Gerais.',
    'Art. 2º O COSEMS/MG tem sede e foro na cidade de Belo Horizonte, Estado de Minas Gerais, podendo manter escritórios regionais por deliberação da Diretoria Executiva.',
    'Art. 3º São finalidades do COSEMS/MG:',
    'I – atuar em defesa da autonomia dos municípios na gestão do Sistema Único de Saúde – SUS;',
    'II – congregar os gestores municipais de saúde e promover a troca de experiências entre eles;',
    'III – participar da formulação da política estadual de saúde e representar os municípios na Comissão Intergestores Bipartite e demais instâncias de pactuação;',
    'IV – promover ações de educação permanente voltadas à gestão municipal do SUS;',
    'V – apoiar técnica e juridicamente os secretários municipais de saúde;',
    'VI – contribuir para a melhoria das condições de saúde da população mineira.',
    'Parágrafo único. Para a consecução de suas finalidades, o COSEMS/MG poderá firmar convênios, contratos, termos de cooperação e acordos com entidades públicas e privadas, observada a legislação aplicável.',
  ],
  [
    '#CAPÍTULO II – Dos Membros',
    'Art. 4º São membros natos do COSEMS/MG os secretários municipais de saúde dos municípios do Estado de Minas Gerais, enquanto no exercício do cargo.',
    'Art. 5º São direitos dos membros:',
    'I – participar da Assembleia Geral, com direito a voz e voto;',
    'II – votar e ser votado para os cargos eletivos, na forma deste Estatuto;',
    'III – apresentar propostas e sugestões à Diretoria Executiva e aos Conselhos Regionais;',
    'IV – utilizar os serviços de apoio técnico e jurídico oferecidos pela entidade.',
    'Art. 6º São deveres dos membros:',
    'I – cumprir e fazer cumprir este Estatuto e as deliberações da Assembleia Geral;',
    'II – participar das reuniões do seu Conselho Regional;',
    'III – zelar pelo nome e pelo patrimônio do COSEMS/MG.',
    '#CAPÍTULO III – Da Organização',
    'Art. 7º São órgãos do COSEMS/MG:',
    'I – a Assembleia Geral;',
    'II – a Diretoria Executiva;',
    'III – o Conselho de Representantes Regionais;',
    'IV – o Conselho Fiscal.',
    'Parágrafo único. Os membros dos órgãos do COSEMS/MG não são remunerados pelo exercício de suas funções.',
  ],
  [
    '#Seção I – Da Assembleia Geral',
    'Art. 8º A Assembleia Geral, órgão máximo de deliberação do COSEMS/MG, é constituída pelos secretários municipais de saúde em pleno exercício do cargo.',
    'Art. 9º A Assembleia Geral reunir-se-á ordinariamente uma vez por ano e extraordinariamente sempre que convocada pelo Presidente, pela maioria da Diretoria Executiva ou por um quinto dos membros.',
    'Art. 10. A Assembleia Geral para a eleição da Diretoria Executiva e do Conselho Fiscal será convocada no prazo de até 60 (sessenta) dias após o término dos mandatos municipais.',
    'Art. 11. Compete à Assembleia Geral:',
    'I – eleger a Diretoria Executiva e o Conselho Fiscal;',
    'II – aprovar o plano de trabalho e o relatório anual de atividades;',
    'III – apreciar as contas do exercício, ouvido o Conselho Fiscal;',
    'IV – alterar este Estatuto, com o voto favorável de dois terços dos presentes;',
    'V – deliberar sobre a dissolução da entidade e a destinação de seu patrimônio.',
    'Parágrafo único. A Assembleia Geral instala-se, em primeira convocação, com a maioria absoluta dos membros e, em segunda convocação, trinta minutos depois, com qualquer número.',
  ],
  [
    '#Seção II – Da Diretoria Executiva',
    'Art. 12. A Diretoria Executiva, eleita pela Assembleia Geral para mandato coincidente com a metade do mandato municipal, é composta por:',
    'I – Presidente;',
    'II – Primeiro Vice-Presidente;',
    'III – Segundo Vice-Presidente;',
    'IV – Secretário-Geral;',
    'V – Primeiro Secretário;',
    'VI – Tesoureiro;',
    'VII – Primeiro Tesoureiro.',
    'Art. 13. Compete à Diretoria Executiva:',
    'I – administrar o COSEMS/MG e executar as deliberações da Assembleia Geral;',
    'II – elaborar o plano de trabalho e o relatório anual de atividades;',
    'III – indicar os representantes dos municípios na Comissão Intergestores Bipartite e em suas câmaras técnicas;',
    'IV – contratar a equipe técnica e administrativa da entidade.',
    'Art. 14. A Diretoria Executiva reunir-se-á ordinariamente uma vez por mês e extraordinariamente quando convocada pelo Presidente.',
  ],
  [
    'Art. 15. Compete ao Presidente:',
    'I – representar o COSEMS/MG ativa e passivamente, em juízo e fora dele;',
    'II – convocar e presidir as reuniões da Assembleia Geral e da Diretoria Executiva;',
    'III – assinar, com o Tesoureiro, os documentos que impliquem responsabilidade financeira.',
    'Art. 16. Compete aos Vice-Presidentes substituir o Presidente em suas faltas e impedimentos, na ordem de sua designação, e exercer as atribuições que lhes forem delegadas.',
    'Art. 17. Compete ao Secretário-Geral e ao Primeiro Secretário organizar os serviços de secretaria, lavrar as atas e manter a correspondência da entidade.',
    'Art. 18. Compete ao Tesoureiro e ao Primeiro Tesoureiro a guarda dos recursos financeiros, a escrituração contábil e a prestação de contas ao Conselho Fiscal.',
    'Parágrafo único. Vagando algum cargo da Diretoria Executiva, o Conselho de Representantes Regionais indicará o substituto, que completará o mandato.',
  ],
  [
    '#Seção III – Do Conselho de Representantes Regionais',
    'Art. 19. O Conselho de Representantes Regionais é composto pelos presidentes dos Conselhos Regionais de Secretarias Municipais de Saúde e pela Diretoria Executiva.',
    'Art. 20. Compete ao Conselho de Representantes Regionais:',
    'I – assessorar a Diretoria Executiva na definição das posições a serem defendidas nas instâncias de pactuação;',
    'II – acompanhar a execução do plano de trabalho;',
    'III – promover a integração entre os Conselhos Regionais.',
    'Art. 21. O Conselho de Representantes Regionais reunir-se-á ordinariamente a cada dois meses.',
    '#Seção IV – Do Conselho Fiscal',
    'Art. 22. O Conselho Fiscal é composto por três membros titulares e três suplentes, eleitos pela Assembleia Geral juntamente com a Diretoria Executiva.',
    'Art. 23. Compete ao Conselho Fiscal examinar os livros e documentos contábeis e emitir parecer sobre as contas anuais.',
  ],
  [
    '#CAPÍTULO IV – Dos Conselhos Regionais de Secretarias Municipais de Saúde',
    'Art. 24. O COSEMS/MG organiza-se regionalmente em 28 (vinte e oito) Conselhos Regionais de Secretarias Municipais de Saúde, correspondentes às regiões definidas para fins de organização do SUS no Estado.',
    'Art. 25. Cada Conselho Regional é composto pelos secretários municipais de saúde dos municípios de sua área de abrangência e será dirigido por um presidente, eleito entre seus membros.',
    'Art. 26. Compete aos Conselhos Regionais:',
    'I – discutir os problemas de saúde da região e propor soluções;',
    'II – representar os municípios da região nas comissões intergestores regionais;',
    'III – levar ao Conselho de Representantes Regionais as demandas e propostas da região;',
    'IV – divulgar aos municípios as deliberações dos órgãos do COSEMS/MG.',
    'Art. 27. Os Conselhos Regionais poderão contar com apoiadores, profissionais que prestam apoio técnico aos municípios da região, vinculados ao COSEMS/MG.',
  ],
  [
    '#CAPÍTULO V – Das Disposições Gerais e Transitórias',
    'Art. 28. O patrimônio do COSEMS/MG é constituído pelos bens móveis e imóveis que possua ou venha a adquirir, e suas receitas pelas contribuições dos municípios, doações, subvenções e recursos de convênios.',
    'Art. 29. Os recursos do COSEMS/MG serão aplicados integralmente na consecução de suas finalidades, sendo vedada a distribuição de resultados, sob qualquer forma, a seus membros ou dirigentes.',
    'Art. 30. O exercício financeiro coincide com o ano civil.',
    'Art. 31. As contas do COSEMS/MG serão publicadas anualmente no sítio eletrônico da entidade, após a apreciação da Assembleia Geral.',
  ],
  [
    'Art. 32. Os membros não respondem, nem mesmo subsidiariamente, pelas obrigações contraídas pelo COSEMS/MG.',
    'Art. 33. O regimento interno, aprovado pela Diretoria Executiva, disciplinará o funcionamento dos órgãos da entidade e dos Conselhos Regionais.',
    'Art. 34. O COSEMS/MG será representado perante o Conselho Nacional de Secretarias Municipais de Saúde pelo seu Presidente ou por quem este designar.',
    'Art. 35. Em caso de dissolução, o patrimônio remanescente será destinado a entidade congênere, sem fins lucrativos, indicada pela Assembleia Geral.',
  ],
  [
    'Art. 36. Os casos omissos serão resolvidos pela Diretoria Executiva, ad referendum da Assembleia Geral.',
    'Art. 37. Os mandatos em curso na data da aprovação deste Estatuto serão cumpridos até o seu termo.',
    'Art. 38. Este Estatuto entra em vigor na data de seu registro no cartório competente.',
    '!Belo Horizonte, Minas Gerais.',
    '!Documento fictício gerado automaticamente para demonstração do site do COSEMS/MG. Nomes, datas e disposições não têm valor jurídico.',
  ],
];

/** Where each statute heading must land (site-spec: the topics menu of /estatuto). */
const ESTATUTO_PAGINAS: [string, number][] = [
  ['CAPÍTULO I – Da Denominação, Sede, Foro e Finalidades', 1],
  ['CAPÍTULO II – Dos Membros', 2],
  ['CAPÍTULO III – Da Organização', 2],
  ['Da Assembleia Geral', 3],
  ['Da Diretoria Executiva', 4],
  ['Do Conselho de Representantes Regionais', 6],
  ['CAPÍTULO IV – Dos Conselhos Regionais de Secretarias Municipais de Saúde', 7],
  ['CAPÍTULO V – Das Disposições Gerais e Transitórias', 8],
];

async function pdfEstatuto(): Promise<Buffer> {
  const { doc, pronto } = novoPdf('Estatuto do COSEMS/MG (demonstração)');
  let pagina = 1;
  doc.on('pageAdded', () => pagina++);
  const onde = new Map<string, number>();
  ESTATUTO.forEach((linhas, i) => {
    if (i > 0) doc.addPage();
    if (pagina !== i + 1) throw new Error(`estatuto: conteúdo da página ${i} transbordou`);
    for (const linha of linhas) {
      if (linha.startsWith('#')) {
        const texto = linha.slice(1);
        onde.set(texto, pagina);
        doc
          .moveDown(0.6)
          .font('Helvetica-Bold')
          .fontSize(i === 0 && texto.startsWith('ESTATUTO') ? 14 : 12);
        doc.text(texto, { align: texto.startsWith('ESTATUTO') ? 'center' : 'left' });
        doc.moveDown(0.4);
      } else if (linha.startsWith('!')) {
        doc.moveDown(0.4).font('Helvetica-Oblique').fontSize(10).text(linha.slice(1), { align: 'center' });
        doc.moveDown(0.4);
      } else {
        doc.font('Helvetica').fontSize(11).text(linha, { align: 'justify', lineGap: 2.5, paragraphGap: 5 });
      }
    }
    if (pagina !== i + 1) throw new Error(`estatuto: conteúdo da página ${i + 1} transbordou`);
    rodape(doc, `Documento de demonstração – Estatuto do COSEMS/MG (texto fictício) – Página ${i + 1} de ${ESTATUTO.length}`);
  });
  doc.end();
  const buf = await pronto;
  if (pagina !== 10) throw new Error(`estatuto: ${pagina} páginas (esperadas 10)`);
  for (const [titulo, esperada] of ESTATUTO_PAGINAS) {
    const achada = [...onde].find(([t]) => t.endsWith(titulo))?.[1];
    if (achada !== esperada) throw new Error(`estatuto: "${titulo}" na página ${achada}, esperada ${esperada}`);
  }
  return buf;
}

// ---------------------------------------------------------------------------------------------
// Generation

async function escreverJson(nome: string, valor: unknown): Promise<void> {
  await writeFile(path.join(OUT, nome), `${JSON.stringify(valor, null, 2)}\n`, 'utf8');
}

async function gerar(): Promise<void> {
  const regioes = gerarRegioes();
  const imagens = new Map<string, Imagem>();
  const noticias = gerarNoticias(regioes, imagens);
  const equipe = gerarEquipe();
  const diretoria = gerarDiretoria();
  const pdfs: Pdf[] = [];
  const juridico = gerarJuridico(pdfs);
  const publicacoes = gerarPublicacoes(pdfs);
  const retratos: { arquivo: string; iniciais: string; tom: number }[] = [];
  const presidentes = gerarPresidentes(retratos);
  const logos = LOGOS.map(({ id, imagem }) => ({ id, imagem, ativa: id === LOGO_ATIVA }));
  const parceiros = PARCEIROS.map(([nome, , s]) => ({ nome, imagem: `parceiro-${s}.png`, link: `https://www.example.org/parceiro-${s}` }));
  const linksUteis = LINKS.map(([nome, s]) => ({ nome, link: `https://www.example.org/${s}` }));

  for (const [i, arquivo] of RESERVAS.entries()) {
    const cores: [string, string][] = [
      ['#1d6f42', '#48cae4'],
      ['#0b5ea8', '#27a37a'],
      ['#3b3f8f', '#2a9d8f'],
    ];
    imagens.set(arquivo, {
      arquivo,
      largura: 800,
      altura: 450,
      tipo: 'reserva',
      titulo: ['Saúde', 'Vacinação', 'Gestão do SUS'][i] ?? 'Saúde',
      subtitulo: 'COSEMS/MG',
      cores: at(cores, i),
      semente: arquivo,
    });
  }
  imagens.set('Default.jpg', {
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

  await escreverJson('meta.json', {
    formato: 1,
    nome: 'Conteúdo de demonstração COSEMS/MG',
    descricao:
      'Pacote de conteúdo fictício, gerado automaticamente (packages/db/scripts/generate-demo.ts) para demonstrar e testar o site e a API do COSEMS/MG. As pessoas, telefones, e-mails, notícias, documentos jurídicos e publicações são inventados; os nomes de pessoas são combinações aleatórias de nomes e sobrenomes comuns, os e-mails usam o domínio fictício exemplo.org.br e os links apontam para www.example.org. Apenas os nomes das 28 cidades-sede dos Conselhos Regionais e das instituições parceiras são reais. Não use este conteúdo como informação oficial.',
    demonstracao: true,
  });
  await escreverJson('regioes.json', regioes);
  await escreverJson('noticias.json', noticias);
  await escreverJson('equipe.json', equipe);
  await escreverJson('diretoria.json', diretoria);
  await escreverJson('juridico.json', juridico);
  await escreverJson('publicacoes.json', publicacoes);
  await escreverJson('presidentes.json', presidentes);
  await escreverJson('logos.json', logos);
  await escreverJson('parceiros.json', parceiros);
  await escreverJson('links-uteis.json', linksUteis);

  const img = (nome: string, dados: Buffer) => writeFile(path.join(OUT, 'images', nome), dados);
  for (const i of [...imagens.values()].sort((a, b) => a.arquivo.localeCompare(b.arquivo))) {
    await img(i.arquivo, await jpeg(svgImagem(i), i.tipo === 'destaque' || i.tipo === 'reserva' ? 72 : 70));
  }
  for (const p of retratos) await img(p.arquivo, await jpeg(svgRetrato(p.iniciais, p.tom), 75));
  for (const l of LOGOS) await img(l.imagem, await png(svgLogo(l)));
  for (const [, sigla, s, cor] of PARCEIROS) await img(`parceiro-${s}.png`, await png(svgParceiro(sigla, cor)));

  const arq = (nome: string, dados: Buffer) => writeFile(path.join(OUT, 'arquivos', nome), dados);
  await arq('estatuto.pdf', await pdfEstatuto());
  for (const p of pdfs) await arq(p.arquivo, await pdfSimples(p));
}

// ---------------------------------------------------------------------------------------------
// Check (reads the bundle back from disk)

async function conferir(): Promise<void> {
  const problemas: string[] = [];
  const erro = (m: string) => problemas.push(m);
  const ler = async (nome: string): Promise<unknown> => JSON.parse(await readFile(path.join(OUT, nome), 'utf8'));

  const validar = (arquivo: string, schema: TSchema, valor: unknown) => {
    const v = Compile(schema);
    if (!v.Check(valor)) for (const e of v.Errors(valor)) erro(`${arquivo}${e.instancePath}: ${e.message}`);
  };
  validar('meta.json', MetaSchema, await ler('meta.json'));
  const dados: Record<string, unknown[]> = {};
  for (const [arquivo, schema] of Object.entries(BUNDLE_FILES)) {
    const lista = await ler(arquivo);
    if (!Array.isArray(lista)) {
      erro(`${arquivo}: não é uma lista`);
      continue;
    }
    dados[arquivo] = lista;
    for (const [i, reg] of lista.entries()) validar(`${arquivo}[${i}]`, schema, reg);
  }
  if (problemas.length) throw new Error(`Pacote inválido:\n${problemas.join('\n')}`);

  const imagens = new Set(await readdir(path.join(OUT, 'images')));
  const arquivos = new Set(await readdir(path.join(OUT, 'arquivos')));
  const imagem = (onde: string, nome: string | null) => {
    if (nome !== null && !imagens.has(nome)) erro(`${onde}: imagem ${nome} não existe`);
  };
  const link = (onde: string, l: string) => {
    const m = /^\/arquivo\/(.+)$/.exec(l);
    if (!m?.[1] || !arquivos.has(m[1])) erro(`${onde}: arquivo ${l} não existe`);
  };
  const esperar = (onde: string, valor: number, esperado: number) => {
    if (valor !== esperado) erro(`${onde}: ${valor}, esperado ${esperado}`);
  };
  const minimo = (onde: string, valor: number, min: number) => {
    if (valor < min) erro(`${onde}: ${valor}, mínimo ${min}`);
  };

  type Regiao = { id: number; nome: string; apoiadores: Pessoa[]; municipios: { id: number }[] };
  type Noticia = {
    id: number;
    title: string;
    sub_title: string | null;
    data_criacao: string;
    data_publicao: string;
    conteudo: string;
    escritor: string | null;
    regioes: number[];
    materia: { tipo: string; value: string }[];
    banner_image: string | null;
    destaque_image: string | null;
  };
  const regioes = dados['regioes.json'] as Regiao[];
  const noticias = dados['noticias.json'] as Noticia[];

  esperar('regioes.json: regiões', regioes.length, 28);
  regioes.forEach((r, i) => {
    esperar(`regioes.json[${i}].id`, r.id, i + 1);
    if (r.nome !== REGIOES[i]?.[0]) erro(`regioes.json[${i}].nome: ${r.nome}`);
  });
  const contagens = new Set(regioes.map((r) => r.apoiadores.length));
  if (![1, 2, 3].every((n) => contagens.has(n))) erro('regioes.json: faltam regiões com 1, 2 ou 3 apoiadores');
  const apoiadores = regioes.flatMap((r) => r.apoiadores);
  minimo('apoiadores sem e-mail', apoiadores.filter((a) => a.email === null).length, 1);
  minimo('apoiadores sem telefone', apoiadores.filter((a) => a.telefone === null).length, 1);
  const municipios = regioes.flatMap((r) => r.municipios.map((m) => m.id));
  esperar('municípios com id repetido', municipios.length - new Set(municipios).size, 0);

  esperar('noticias.json: notícias', noticias.length, 64);
  const idsRegioes = new Set(regioes.map((r) => r.id));
  const limite = Date.parse('2026-11-15T00:00:00-03:00');
  for (const [i, n] of noticias.entries()) {
    const onde = `noticias.json[${i}]`;
    esperar(`${onde}.id`, n.id, i + 1);
    for (const r of n.regioes) if (!idsRegioes.has(r)) erro(`${onde}.regioes: região ${r} não existe`);
    const pub = Date.parse(n.data_publicao);
    if (!(Date.parse(n.data_criacao) < pub)) erro(`${onde}: data_criacao não é anterior a data_publicao`);
    if (pub >= limite || pub < limite - 731 * DIA) erro(`${onde}: data_publicao fora dos dois últimos anos`);
    for (const b of n.materia) if (b.tipo === 'image' || b.value.startsWith('notice_')) imagem(`${onde}.materia`, b.value);
    imagem(`${onde}.banner_image`, n.banner_image);
    imagem(`${onde}.destaque_image`, n.destaque_image);
    for (const m of n.conteudo.matchAll(/src="\/image\/([^"]+)"/g)) imagem(`${onde}.conteudo`, m[1] ?? '');
  }
  const datas = noticias.map((n) => n.data_publicao);
  minimo('notícias com data_publicao repetida', datas.length - new Set(datas).size, 1);
  esperar('banner', noticias.filter((n) => n.banner_image).length, 5);
  esperar('destaque', noticias.filter((n) => n.destaque_image).length, 7);
  const tam = noticias.map((n) => n.title.length);
  minimo('títulos < 40', tam.filter((t) => t < 40).length, 3);
  minimo('títulos > 200', tam.filter((t) => t > 200).length, 4);
  minimo('títulos 51-120', tam.filter((t) => t >= 51 && t <= 120).length, 6);
  minimo('notícias sem regiões', noticias.filter((n) => n.regioes.length === 0).length, 1);
  minimo('notícias com 1 região', noticias.filter((n) => n.regioes.length === 1).length, 1);
  minimo('notícias com 2-4 regiões', noticias.filter((n) => n.regioes.length >= 2 && n.regioes.length <= 4).length, 1);
  minimo('notícias com 6-9 regiões', noticias.filter((n) => n.regioes.length >= 6 && n.regioes.length <= 9).length, 3);
  minimo('notícias com HTML hostil', noticias.filter((n) => /<script|onclick=|javascript:/i.test(n.conteudo)).length, 3);
  minimo('notícias sem subtítulo', noticias.filter((n) => n.sub_title === null).length, 1);
  minimo('notícias sem escritor', noticias.filter((n) => n.escritor === null).length, 1);
  const comImagem = (n: Noticia) => n.materia.some((b) => b.tipo === 'image');
  const comReserva = (n: Noticia) => n.materia.some((b) => b.value.startsWith('notice_'));
  minimo('notícias só com imagem reserva', noticias.filter((n) => !comImagem(n) && comReserva(n)).length, 1);
  minimo('notícias sem imagem nem reserva', noticias.filter((n) => !comImagem(n) && !comReserva(n)).length, 1);

  const equipe = dados['equipe.json'] as { grupo: string; membros: { email: string }[] }[];
  const emails = equipe.flatMap((g) => g.membros.map((m) => m.email));
  minimo('equipe: e-mail vazio', emails.filter((e) => e === '').length, 1);
  minimo('equipe: e-mail não endereço', emails.filter((e) => e !== '' && !e.includes('@')).length, 1);
  esperar('equipe: Assessoria_Juridica', equipe.find((g) => g.grupo === 'Assessoria_Juridica')?.membros.length ?? 0, 1);
  minimo('equipe: grupos vazios', equipe.filter((g) => g.membros.length === 0).length, 1);

  const juridico = dados['juridico.json'] as { secao: string; link: string }[];
  for (const s of Object.keys(JURIDICO)) minimo(`juridico: ${s}`, juridico.filter((d) => d.secao === s).length, 6);
  juridico.forEach((d, i) => {
    link(`juridico.json[${i}]`, d.link);
  });
  const publicacoes = dados['publicacoes.json'] as { link: string }[];
  minimo('publicações', publicacoes.length, 8);
  publicacoes.forEach((p, i) => {
    link(`publicacoes.json[${i}]`, p.link);
  });

  const presidentes = dados['presidentes.json'] as { image: string; date: string }[];
  esperar('presidentes', presidentes.length, 15);
  if (presidentes[0]?.date.slice(0, 4) !== '1991' || presidentes.at(-1)?.date.slice(-4) !== '2017')
    erro('presidentes: períodos não vão de 1991 a 2017');
  presidentes.forEach((p, i) => {
    imagem(`presidentes.json[${i}]`, p.image);
  });
  const logos = dados['logos.json'] as { imagem: string; ativa: boolean }[];
  esperar('logos', logos.length, 3);
  esperar('logos ativos', logos.filter((l) => l.ativa).length, 1);
  logos.forEach((l, i) => {
    imagem(`logos.json[${i}]`, l.imagem);
  });
  const parceiros = dados['parceiros.json'] as { imagem: string }[];
  esperar('parceiros', parceiros.length, 6);
  parceiros.forEach((p, i) => {
    imagem(`parceiros.json[${i}]`, p.imagem);
  });
  esperar('links úteis', (dados['links-uteis.json'] ?? []).length, 20);

  // Files: safe names, real images / PDFs, the required ones present.
  if (!imagens.has('Default.jpg')) erro('images/Default.jpg não existe');
  if (!arquivos.has('estatuto.pdf')) erro('arquivos/estatuto.pdf não existe');
  let bytes = 0;
  for (const nome of imagens) {
    if (!NOME_ARQUIVO.test(nome)) erro(`images/${nome}: nome inválido`);
    const buf = await readFile(path.join(OUT, 'images', nome));
    bytes += buf.length;
    const { format } = await sharp(buf).metadata();
    if (!['jpeg', 'png', 'webp', 'gif'].includes(format ?? '')) erro(`images/${nome}: formato ${format}`);
  }
  for (const nome of arquivos) {
    if (!NOME_ARQUIVO.test(nome)) erro(`arquivos/${nome}: nome inválido`);
    const buf = await readFile(path.join(OUT, 'arquivos', nome));
    bytes += buf.length;
    if (buf.subarray(0, 5).toString('latin1') !== '%PDF-') erro(`arquivos/${nome}: não é PDF`);
    const paginas = buf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
    esperar(`arquivos/${nome}: páginas`, paginas, nome === 'estatuto.pdf' ? 10 : 1);
  }
  if (problemas.length) throw new Error(`Pacote inválido:\n${problemas.join('\n')}`);

  let jsonBytes = 0;
  for (const nome of await readdir(OUT)) if (nome.endsWith('.json')) jsonBytes += (await stat(path.join(OUT, nome))).size;
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(
    [
      `Pacote válido: ${path.relative(process.cwd(), OUT) || OUT}`,
      `  regiões ${regioes.length}, notícias ${noticias.length} (banner 5, destaque 7), equipe ${equipe.length} grupos,`,
      `  jurídico ${juridico.length}, publicações ${publicacoes.length}, presidentes ${presidentes.length}, logos ${logos.length}, parceiros ${parceiros.length}, links ${dados['links-uteis.json']?.length}`,
      `  images/ ${imagens.size} arquivos, arquivos/ ${arquivos.size} PDFs; JSON ${kb(jsonBytes)}, total ${kb(jsonBytes + bytes)}`,
    ].join('\n'),
  );
}

try {
  if (!process.argv.includes('--check')) await gerar();
  await conferir();
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
}
