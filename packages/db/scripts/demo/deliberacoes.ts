/**
 * The demo's CIB-SUS/MG deliberations (issue 30): invented but plausible summaries in the style of
 * the state's deliberations, numbered in the 4.xxx–5.xxx range over 2025 and 2026. Every other one
 * has a one-page demo PDF; the rest link to the CIB's page at the state's site (the meta says they
 * are illustrative). A few carry a COSEMS/MG note; most name related demo news by id. Deterministic:
 * the list is fixed and the days come from the seeded stream 'deliberacoes'.
 */
import type { PdfSpec } from './pdf.ts';
import { rng } from './rng.ts';

type Tema =
  | 'atencao-primaria'
  | 'atencao-especializada'
  | 'urgencia-emergencia'
  | 'saude-mental'
  | 'vigilancia'
  | 'assistencia-farmaceutica'
  | 'financiamento'
  | 'regionalizacao'
  | 'gestao'
  | 'outros';

interface Modelo {
  ementa: string;
  temas: Tema[];
  noticias: number[];
  nota?: string;
}

/** Oldest first; the 2025 ones, then the 2026 ones (mês: the month it was signed). */
const MODELOS: (Modelo & { ano: 2025 | 2026; mes: number })[] = [
  {
    ano: 2025,
    mes: 1,
    ementa:
      'Aprova as regras de cofinanciamento estadual da Atenção Primária à Saúde para o exercício de 2025 e os critérios de distribuição dos recursos entre os municípios mineiros.',
    temas: ['atencao-primaria', 'financiamento'],
    noticias: [2, 13],
    nota: '<p>O COSEMS/MG defendeu na CIB que o componente de vulnerabilidade tivesse peso maior para os municípios de pequeno porte. <strong>A proposta foi acolhida</strong> e os valores por município estão no anexo da deliberação.</p>',
  },
  {
    ano: 2025,
    mes: 2,
    ementa:
      'Aprova o Plano Estadual de Contingência para as arboviroses (dengue, chikungunya e zika) do período sazonal 2025 e o repasse de incentivo financeiro aos municípios em situação de emergência.',
    temas: ['vigilancia', 'financiamento'],
    noticias: [6, 43],
  },
  {
    ano: 2025,
    mes: 3,
    ementa:
      'Aprova a estratégia estadual de vacinação contra a influenza de 2025, com a distribuição das doses por Unidade Regional de Saúde e os grupos prioritários.',
    temas: ['vigilancia'],
    noticias: [12, 49],
  },
  {
    ano: 2025,
    mes: 4,
    ementa:
      'Aprova a habilitação de novos Centros de Atenção Psicossocial (CAPS) e Serviços Residenciais Terapêuticos na Rede de Atenção Psicossocial de Minas Gerais.',
    temas: ['saude-mental', 'atencao-especializada'],
    noticias: [21],
  },
  {
    ano: 2025,
    mes: 5,
    ementa:
      'Aprova a atualização da relação estadual de medicamentos do Componente Básico da Assistência Farmacêutica e os valores da contrapartida estadual por habitante.',
    temas: ['assistencia-farmaceutica', 'financiamento'],
    noticias: [22],
  },
  {
    ano: 2025,
    mes: 6,
    ementa:
      'Aprova o cronograma do Planejamento Regional Integrado (PRI) nas 14 macrorregiões de saúde e a composição dos grupos condutores macrorregionais.',
    temas: ['regionalizacao', 'gestao'],
    noticias: [17, 42],
    nota: '<p>O planejamento regional é o momento de os municípios apontarem as necessidades de cada região. O COSEMS/MG orienta os secretários a participar das oficinas do seu Conselho Regional.</p><ul><li>Oficinas macrorregionais: julho a setembro</li><li>Consolidação estadual: outubro</li></ul>',
  },
  {
    ano: 2025,
    mes: 7,
    ementa:
      'Aprova a Rede de Urgência e Emergência da macrorregião Norte, com a habilitação de leitos de retaguarda clínica e a ampliação das bases descentralizadas do SAMU 192.',
    temas: ['urgencia-emergencia', 'regionalizacao'],
    noticias: [31],
  },
  {
    ano: 2025,
    mes: 8,
    ementa:
      'Aprova o incentivo financeiro estadual para as equipes de Saúde Bucal na Atenção Primária e os critérios para o credenciamento de novas equipes.',
    temas: ['atencao-primaria', 'financiamento'],
    noticias: [19],
  },
  {
    ano: 2025,
    mes: 9,
    ementa:
      'Aprova a adesão do Estado de Minas Gerais ao programa federal de redução das filas de cirurgias eletivas, exames e consultas especializadas, com o plano estadual de execução.',
    temas: ['atencao-especializada'],
    noticias: [46, 24],
  },
  {
    ano: 2025,
    mes: 10,
    ementa:
      'Aprova a estratégia de multivacinação para crianças e adolescentes menores de 15 anos e o apoio às ações de busca ativa de não vacinados nos municípios.',
    temas: ['vigilancia', 'atencao-primaria'],
    noticias: [38, 27],
  },
  {
    ano: 2025,
    mes: 11,
    ementa:
      'Aprova os critérios de rateio dos recursos do Piso Mineiro de Assistência Social e Saúde destinados aos consórcios intermunicipais de saúde.',
    temas: ['financiamento', 'gestao'],
    noticias: [29],
  },
  {
    ano: 2025,
    mes: 12,
    ementa:
      'Aprova a revisão do Plano Diretor de Regionalização (PDR-SUS/MG), com a nova configuração das regiões de saúde e das macrorregiões.',
    temas: ['regionalizacao'],
    noticias: [52, 14],
    nota: '<p>O COSEMS/MG acompanhou a revisão em todas as etapas. Nenhum município muda de região sem a manifestação do seu gestor; os pedidos de revisão seguem abertos até março.</p>',
  },
  {
    ano: 2026,
    mes: 1,
    ementa:
      'Aprova as regras de cofinanciamento estadual da Atenção Primária à Saúde para o exercício de 2026, com o componente de desempenho das equipes.',
    temas: ['atencao-primaria', 'financiamento'],
    noticias: [57, 13],
  },
  {
    ano: 2026,
    mes: 2,
    ementa:
      'Aprova a estratégia estadual de vacinação contra a influenza e a covid-19 de 2026, com a distribuição das doses por Unidade Regional de Saúde.',
    temas: ['vigilancia'],
    noticias: [49],
    nota: '<p>Os municípios devem registrar as doses aplicadas no sistema de informação em até 48 horas. Dúvidas: apoiador regional do COSEMS/MG.</p>',
  },
  {
    ano: 2026,
    mes: 3,
    ementa:
      'Aprova a alocação de leitos de Unidade de Terapia Intensiva adulto e pediátrica na macrorregião Triângulo do Norte e o respectivo impacto financeiro.',
    temas: ['atencao-especializada', 'urgencia-emergencia', 'financiamento'],
    noticias: [],
  },
  {
    ano: 2026,
    mes: 3,
    ementa:
      'Aprova o Plano de Ação Regional da Rede de Cuidado à Pessoa com Deficiência da macrorregião Sudeste e a habilitação de Centros Especializados em Reabilitação.',
    temas: ['atencao-especializada', 'regionalizacao'],
    noticias: [],
  },
  {
    ano: 2026,
    mes: 4,
    ementa:
      'Aprova o repasse de recurso estadual às equipes multiprofissionais de saúde mental na Atenção Primária e as orientações para a sua implantação.',
    temas: ['saude-mental', 'atencao-primaria', 'financiamento'],
    noticias: [51, 10],
  },
  {
    ano: 2026,
    mes: 5,
    ementa:
      'Aprova o fluxo estadual de regulação do acesso às consultas e exames especializados, com a integração das centrais municipais ao sistema estadual de regulação.',
    temas: ['atencao-especializada', 'gestao'],
    noticias: [24],
  },
  {
    ano: 2026,
    mes: 6,
    ementa:
      'Aprova a distribuição do incentivo financeiro para a vigilância do óbito materno, infantil e fetal e para as ações de enfrentamento da tuberculose.',
    temas: ['vigilancia', 'financiamento'],
    noticias: [55, 37],
  },
  {
    ano: 2026,
    mes: 7,
    ementa:
      'Aprova o Plano Estadual de Atenção Farmacêutica 2026-2027 e a descentralização da dispensação de medicamentos do Componente Especializado para as farmácias regionais.',
    temas: ['assistencia-farmaceutica', 'regionalizacao'],
    noticias: [],
  },
  {
    ano: 2026,
    mes: 8,
    ementa:
      'Aprova a estratégia de multivacinação de 2026 e o Dia D estadual de mobilização, com o apoio logístico às Unidades Regionais de Saúde.',
    temas: ['vigilancia', 'atencao-primaria'],
    noticias: [59],
  },
  {
    ano: 2026,
    mes: 9,
    ementa:
      'Aprova o calendário dos repasses estaduais do segundo quadrimestre e as orientações para a prestação de contas dos recursos pelos Fundos Municipais de Saúde.',
    temas: ['financiamento', 'gestao'],
    noticias: [56, 41],
  },
  {
    ano: 2026,
    mes: 10,
    ementa:
      'Aprova a ampliação do Programa Estadual de Telessaúde, com teleconsultorias e telediagnóstico para as equipes da Atenção Primária dos municípios de pequeno porte.',
    temas: ['atencao-primaria', 'outros'],
    noticias: [45],
  },
  {
    ano: 2026,
    mes: 11,
    ementa:
      'Aprova a Rede de Cuidados Paliativos no SUS-MG e os critérios para a habilitação das equipes matriciais e assistenciais nas regiões de saúde.',
    temas: ['atencao-especializada', 'outros'],
    noticias: [60],
  },
];

/** The CIB's page at the state's site, for the deliberations without a demo PDF. */
export const PAGINA_DA_CIB = 'https://www.saude.mg.gov.br/cib';

export function generateDeliberacoes(pdfs: PdfSpec[], textoDoPdf: string) {
  const r = rng('deliberacoes');
  let numero = 4_310;
  return MODELOS.map((m, i) => {
    const id = i + 1;
    // Numbers grow with time, as the state's do; the 2026 ones start past 5.000.
    numero = m.ano === 2026 && numero < 5_000 ? 5_000 + r.int(10, 40) : numero + r.int(15, 60);
    const dia = r.int(5, 26);
    // Noon in São Paulo, like the legal documents' days.
    const data = `${m.ano}-${String(m.mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}T15:00:00.000Z`;
    const nome = `Deliberação CIB-SUS/MG nº ${numero.toLocaleString('pt-BR')}/${m.ano}`;
    let link = PAGINA_DA_CIB;
    if (i % 2 === 0) {
      const arquivo = `deliberacao-cib-${numero}-${m.ano}.pdf`;
      pdfs.push({ arquivo, titulo: nome, data, texto: `${m.ementa}\n\n${textoDoPdf}` });
      link = `/arquivo/${arquivo}`;
    }
    return {
      id,
      numero,
      ano: m.ano,
      data,
      ementa: m.ementa,
      temas: m.temas,
      link,
      nota: m.nota ?? '',
      noticias: m.noticias,
      eventos: [] as number[],
      estado: 'publicado' as const,
    };
  });
}
