/**
 * The fixed institutional texts (docs/produto.md §1 and §2: Mission, Vision and Values; Institutional).
 * They are part of the site, not of the content bundle: docs/produto.md gives them as fixed texts.
 */

export interface StaticText {
  titulo: string;
  paragrafos: string[];
}

/** docs/produto.md §2 (Mission, Vision and Values): four fixed texts, in this order. */
export const MISSAO_VISAO_VALORES: StaticText[] = [
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
  {
    titulo: 'Valores',
    paragrafos: ['Transparência, ética, compromisso, qualidade, cooperação, dedicação e respeito.'],
  },
  {
    titulo: 'Negócio',
    paragrafos: [
      'Apoiar a tomada de decisão da instituição e de todos os gestores municipais de saúde nas instâncias de decisão do SUS, otimizando recursos e disseminando informações.',
    ],
  },
];

/** docs/produto.md §1: the narrative that opens the Institutional page. */
export const INSTITUCIONAL_INTRODUCAO: string[] = [
  'O Conselho de Secretarias Municipais de Saúde de Minas Gerais (COSEMS/MG) é uma associação civil de caráter colegiado, sem fins lucrativos, fundada em abril de 1991. Reúne os secretários municipais de saúde do estado e faz a ligação entre a gestão municipal e as esferas estadual e federal do Sistema Único de Saúde (SUS).',
  'A entidade se organiza em instâncias próprias de deliberação, gestão e fiscalização e representa os municípios mineiros nos espaços de pactuação entre gestores e de controle social do SUS. Cada uma delas é apresentada a seguir.',
];

/** docs/produto.md §1 and §2: the ten items of the Institutional page's accordion (all open). */
export const INSTITUCIONAL_ITENS: StaticText[] = [
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
];
