/**
 * The demo agenda (issue 30): a year of COSEMS/MG's calendar, June 2026 to June 2027, around the
 * demo's "today" (2026-11-28), so that the site shows both upcoming events and an archive. Every
 * kind occurs; a few events carry attachments from the demo PDFs and the news that reported them;
 * one is cancelled (kept in the calendar) and one is a draft. Written by hand, in order of start,
 * so ids follow the dates; times are São Paulo's wall clock (UTC-03:00, no summer time since 2019).
 */
import type { TipoDeEvento } from '@cosems/contracts';

const CIDADE_ADMINISTRATIVA =
  'Cidade Administrativa Presidente Tancredo Neves – Prédio Minas, Rodovia Papa João Paulo II, 4001, Serra Verde, Belo Horizonte';
const SEDE = 'Auditório da sede do COSEMS/MG, Belo Horizonte';
const EXPOMINAS = 'Expominas – Avenida Amazonas, 6.030, Gameleira, Belo Horizonte';
const sala = (slug: string) => `https://www.example.org/sala/${slug}`;

interface Entrada {
  tipo: TipoDeEvento;
  titulo: string;
  /** Local day, and time (omitted: all day). */
  dia: string;
  hora?: string;
  /** End: a time the same day, or (all day) the last day. */
  ate?: string;
  local?: string;
  link?: string;
  regioes?: string[];
  anexos?: string[];
  noticias?: number[];
  estado?: 'rascunho' | 'cancelado';
  /** Saves after creation (the iCalendar SEQUENCE). */
  edicoes?: number;
  texto: string;
}

const CIB = (dia: string, pauta: string, extra: Partial<Entrada> = {}): Entrada => ({
  tipo: 'cib',
  titulo: `Reunião Ordinária da CIB-SUS/MG – ${mesPorExtenso(dia)}`,
  dia,
  hora: '14:00',
  ate: '17:30',
  local: CIDADE_ADMINISTRATIVA,
  link: sala('cib-transmissao'),
  texto: `<p>Reunião ordinária da Comissão Intergestores Bipartite do SUS de Minas Gerais, com transmissão pública. Em pauta: ${pauta}.</p><p>Os secretários municipais podem enviar contribuições à secretaria executiva do COSEMS/MG até dois dias antes da reunião.</p>`,
  ...extra,
});

const CONSELHO = (dia: string, extra: Partial<Entrada> = {}): Entrada => ({
  tipo: 'conselho',
  titulo: 'Reunião do Conselho de Representantes Regionais',
  dia,
  hora: '09:00',
  ate: '16:00',
  local: SEDE,
  texto:
    '<p>Os presidentes dos 28 Conselhos Regionais reúnem-se com a diretoria do COSEMS/MG para alinhar as pautas da CIB-SUS/MG e acompanhar as ações nas regiões.</p>',
  ...extra,
});

const REGIONAL = (regiao: string, dia: string, extra: Partial<Entrada> = {}): Entrada => ({
  tipo: 'regional',
  titulo: `Reunião do Conselho Regional de ${regiao}`,
  dia,
  hora: '09:00',
  ate: '12:30',
  local: `Auditório da Superintendência Regional de Saúde, ${regiao}`,
  regioes: [regiao],
  texto: `<p>Reunião ordinária dos secretários municipais de saúde da região de ${regiao}, com a apresentação dos informes da CIB-SUS/MG e das pactuações regionais.</p>`,
  ...extra,
});

const MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
function mesPorExtenso(dia: string): string {
  const [ano, mes] = dia.split('-').map(Number);
  return `${MESES[(mes ?? 1) - 1]} de ${ano}`;
}

export const EVENTOS_DEMO: Entrada[] = [
  {
    tipo: 'webinar',
    titulo: 'Webinar: aplicação dos recursos da assistência financeira do piso da enfermagem',
    dia: '2026-06-09',
    hora: '15:00',
    ate: '16:30',
    link: sala('webinar-piso-enfermagem'),
    noticias: [50],
    texto:
      '<p>A assessoria técnica do COSEMS/MG apresenta a nota técnica sobre o repasse da assistência financeira complementar e responde às dúvidas dos municípios.</p><ul><li>Quem recebe e como calcular</li><li>Prestação de contas no Relatório Anual de Gestão</li></ul>',
  },
  CIB('2026-06-17', 'habilitação de serviços da rede de urgência e emergência e a programação da vacinação de inverno'),
  REGIONAL('Montes Claros', '2026-06-24'),
  {
    tipo: 'cib',
    titulo: 'Reunião Extraordinária da CIB-SUS/MG – revisão do Plano Diretor de Regionalização',
    dia: '2026-06-29',
    hora: '09:00',
    ate: '12:00',
    local: CIDADE_ADMINISTRATIVA,
    link: sala('cib-transmissao'),
    anexos: ['cartilha-regionalizacao.pdf'],
    noticias: [52],
    texto:
      '<p>Reunião extraordinária para a apresentação da proposta de revisão do Plano Diretor de Regionalização (PDR-SUS/MG) e do calendário das oficinas regionais.</p>',
  },
  CIB('2026-07-08', 'a alocação dos recursos do incentivo estadual à Atenção Primária e a revisão das redes de atenção'),
  {
    tipo: 'congresso',
    titulo: 'XXXVII Congresso de Secretarias Municipais de Saúde de Minas Gerais e Mostra de Experiências Municipais',
    dia: '2026-07-20',
    ate: '2026-07-22',
    local: EXPOMINAS,
    anexos: ['plano-de-trabalho-2026.pdf'],
    noticias: [54],
    texto:
      '<p>Três dias de conferências, oficinas e da <strong>Mostra de Experiências Municipais</strong>, com os trabalhos selecionados das 28 regiões. Inscrições gratuitas para gestores e trabalhadores do SUS municipal.</p>',
  },
  {
    tipo: 'assembleia',
    titulo: 'Assembleia Geral Ordinária do COSEMS/MG',
    dia: '2026-07-20',
    hora: '08:30',
    ate: '11:30',
    local: EXPOMINAS,
    texto:
      '<p>Assembleia dos secretários municipais de saúde, na abertura do Congresso: relatório de atividades, prestação de contas de 2025 e plano de trabalho.</p>',
  },
  REGIONAL('Diamantina', '2026-08-13'),
  CIB('2026-08-19', 'o calendário de repasses estaduais do quadrimestre e os planos regionais de vigilância do óbito'),
  CONSELHO('2026-08-26'),
  {
    tipo: 'webinar',
    titulo: 'Webinar: o novo ciclo de avaliação das equipes da Atenção Primária',
    dia: '2026-09-01',
    hora: '14:00',
    ate: '15:30',
    link: sala('webinar-avaliacao-aps'),
    anexos: ['perguntas-frequentes-financiamento-aps.pdf'],
    noticias: [57],
    texto:
      '<p>Como funcionam os indicadores do novo ciclo, o que muda no cofinanciamento e como acompanhar os resultados de cada equipe.</p>',
  },
  REGIONAL('Ponte Nova', '2026-09-04', {
    titulo: 'Oficina regional de saúde bucal na Atenção Primária – Ponte Nova',
    hora: '08:30',
    ate: '17:00',
    local: 'Centro de Convenções Municipal, Ponte Nova',
    noticias: [58],
    texto:
      '<p>Oficina para coordenadores de saúde bucal dos municípios da região, com a apresentação das linhas de cuidado e das experiências locais.</p>',
  }),
  CIB('2026-09-16', 'a habilitação de Centros de Atenção Psicossocial e a programação pactuada e integrada da média complexidade'),
  REGIONAL('Uberlândia', '2026-10-07', {
    titulo: 'Reunião conjunta dos Conselhos Regionais de Uberaba e Uberlândia',
    local: 'Câmara Municipal de Uberlândia – Auditório, Uberlândia',
    regioes: ['Uberaba', 'Uberlândia'],
    texto:
      '<p>Reunião conjunta dos secretários municipais das duas regiões do Triângulo Mineiro sobre o acesso às cirurgias eletivas e a regulação dos leitos hospitalares.</p>',
  }),
  {
    tipo: 'outro',
    titulo: 'Oficina: judicialização da saúde e as demandas judiciais nos municípios',
    dia: '2026-10-08',
    hora: '09:00',
    ate: '17:00',
    local: SEDE,
    noticias: [61],
    texto:
      '<p>Oficina da assessoria jurídica do COSEMS/MG com procuradores e secretários municipais: como responder às ordens judiciais e dialogar com o sistema de justiça.</p>',
  },
  CIB('2026-10-14', 'o cofinanciamento estadual da assistência farmacêutica básica e a atualização das referências hospitalares'),
  {
    tipo: 'assembleia',
    titulo: 'Assembleia Geral Extraordinária – alteração do regimento interno',
    dia: '2026-10-20',
    hora: '09:00',
    ate: '12:00',
    local: SEDE,
    link: sala('assembleia-extraordinaria'),
    noticias: [62],
    texto: '<p>Assembleia convocada para deliberar sobre a proposta de alteração do regimento interno do COSEMS/MG.</p>',
  },
  CONSELHO('2026-11-09', { noticias: [64], anexos: ['caderno-conselhos-regionais.pdf'] }),
  CIB('2026-11-18', 'a programação orçamentária de 2027 e os critérios de distribuição dos recursos estaduais'),
  REGIONAL('Juiz de Fora', '2026-12-03'),
  CIB('2026-12-09', 'o balanço das pactuações de 2026 e o calendário de reuniões de 2027', { hora: '09:00', ate: '12:30', edicoes: 1 }),
  REGIONAL('Varginha', '2026-12-10', {
    estado: 'cancelado',
    edicoes: 1,
    texto:
      '<p><strong>Reunião cancelada.</strong> A nova data será divulgada pelo Conselho Regional de Varginha. A pauta prevista era a organização da rede de urgência e emergência da região.</p>',
  }),
  {
    tipo: 'webinar',
    titulo: 'Webinar: fechamento do exercício e prestação de contas do Fundo Municipal de Saúde',
    dia: '2026-12-15',
    hora: '14:00',
    ate: '16:00',
    link: sala('webinar-fechamento-exercicio'),
    texto: '<p>Orientações sobre a execução orçamentária de fim de ano, os restos a pagar e os prazos do SIOPS para os municípios.</p>',
  },
  REGIONAL('Governador Valadares', '2027-01-21'),
  {
    tipo: 'webinar',
    titulo: 'Webinar: Relatório Anual de Gestão 2026 no DigiSUS Gestor',
    dia: '2027-02-03',
    hora: '14:00',
    ate: '15:30',
    link: sala('webinar-rag-2026'),
    anexos: ['manual-instrumentos-planejamento.pdf'],
    texto:
      '<p>Passo a passo do preenchimento do RAG no DigiSUS Gestor – Módulo Planejamento e do envio ao Conselho Municipal de Saúde.</p>',
  },
  CIB('2027-02-17', 'a aprovação dos planos regionais de 2027 e a programação da vacinação contra a influenza'),
  CONSELHO('2027-02-24'),
  {
    tipo: 'outro',
    titulo: 'Curso de atualização para gestores municipais de saúde – módulo 1',
    dia: '2027-03-04',
    ate: '2027-03-05',
    local: SEDE,
    link: sala('curso-gestores'),
    anexos: ['guia-do-gestor-municipal-2025.pdf', 'guia-transicao-gestao.pdf'],
    texto:
      '<p>Primeiro módulo do curso para secretários e equipes de gestão: o SUS no município, planejamento, financiamento e controle social. Presencial, com transmissão para quem não puder ir a Belo Horizonte.</p>',
  },
  REGIONAL('Divinópolis', '2027-03-11'),
  CIB('2027-03-17', 'a habilitação de leitos de cuidados prolongados e o relatório quadrimestral dos repasses'),
  {
    tipo: 'assembleia',
    titulo: 'Assembleia Geral Ordinária – prestação de contas de 2026',
    dia: '2027-03-24',
    hora: '09:00',
    ate: '12:00',
    local: SEDE,
    link: sala('assembleia-ordinaria-2027'),
    anexos: ['relatorio-atividades-2025.pdf'],
    texto: '<p>Apreciação das contas de 2026, do relatório de atividades e do parecer do Conselho Fiscal.</p>',
  },
  {
    tipo: 'webinar',
    titulo: 'Webinar: campanha de vacinação contra a influenza 2027',
    dia: '2027-04-01',
    hora: '10:00',
    ate: '11:30',
    link: sala('webinar-influenza-2027'),
    texto: '<p>Grupos prioritários, distribuição das doses e registro das aplicações: o que os municípios precisam preparar.</p>',
  },
  REGIONAL('Pouso Alegre', '2027-04-08', {
    titulo: 'Reunião dos Conselhos Regionais de Pouso Alegre e Alfenas',
    regioes: ['Alfenas', 'Pouso Alegre'],
    texto: '<p>Encontro dos secretários municipais do Sul de Minas para discutir a rede de atenção materno-infantil.</p>',
  }),
  CIB('2027-04-14', 'a programação das ações de vigilância das arboviroses e a atualização da rede de atenção psicossocial'),
  {
    tipo: 'congresso',
    titulo: 'Mostra Estadual de Experiências Exitosas dos Municípios 2027',
    dia: '2027-05-12',
    ate: '2027-05-13',
    local: EXPOMINAS,
    texto:
      '<p>Apresentação das experiências municipais selecionadas nas etapas regionais, com premiação das melhores práticas em Atenção Primária, vigilância e gestão.</p>',
  },
  CIB('2027-05-19', 'o monitoramento dos planos regionais e os critérios do incentivo à regionalização'),
  CONSELHO('2027-05-26'),
  {
    tipo: 'outro',
    titulo: 'Seminário estadual de saúde mental na Atenção Primária',
    dia: '2027-06-09',
    local: SEDE,
    estado: 'rascunho',
    texto: '<p>Programação em elaboração.</p>',
  },
  CIB('2027-06-16', 'a avaliação do primeiro semestre e as pactuações da rede de cuidados à pessoa com deficiência'),
];

/** The demo's "now": created events are never dated after it. */
const AGORA = Date.parse('2026-11-20T10:00:00-03:00');
const DIA = 86_400_000;
const instante = (dia: string, hora = '00:00') => `${dia}T${hora}:00-03:00`;
const iso = (ms: number) => new Date(ms).toISOString();

/** eventos.json: ids 1… in the list's order (by start). */
export function gerarEventos(regioes: { id: number; nome: string }[]) {
  const idDe = (nome: string) => {
    const r = regioes.find((x) => x.nome === nome);
    if (!r) throw new Error(`regional ${nome} não existe`);
    return r.id;
  };
  return EVENTOS_DEMO.map((e, i) => {
    const diaInteiro = e.hora === undefined;
    const inicio = instante(e.dia, e.hora);
    const fim = e.ate === undefined ? null : diaInteiro ? instante(e.ate) : instante(e.dia, e.ate);
    // Announced three weeks ahead (never after the demo's today); each edition a day later.
    const criado = Math.min(Date.parse(inicio) - 21 * DIA, AGORA - (e.edicoes ?? 0) * DIA);
    return {
      id: i + 1,
      titulo: e.titulo,
      tipo: e.tipo,
      dia_inteiro: diaInteiro,
      inicio,
      fim,
      local: e.local ?? '',
      link_online: e.link ?? null,
      descricao: e.texto,
      regioes: (e.regioes ?? []).map(idDe).sort((a, b) => a - b),
      anexos: e.anexos ?? [],
      noticias: e.noticias ?? [],
      estado: e.estado ?? 'publicado',
      sequencia: e.edicoes ?? 0,
      criado_em: iso(criado),
      atualizado_em: iso(criado + (e.edicoes ?? 0) * DIA),
    };
  });
}
