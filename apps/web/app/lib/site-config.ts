/**
 * The site's configuration: the menu's external addresses and the association's name. What the
 * staff edit in the back office (the footer's contact details, the home page's links, video and
 * debt-agreement block) are blocks (@cosems/contracts blocos.ts), not here.
 *
 * VALORES PADRÃO — an operator replaces them before going live. Addresses under
 * https://www.example.org/ are placeholders (docs/produto.md names these destinations but not their
 * addresses); the few others are the root URLs of real public portals, marked "portal público".
 */

export const siteConfig = {
  nome: 'COSEMS/MG',
  nomeCompleto: 'Conselho de Secretarias Municipais de Saúde de Minas Gerais',

  desenvolvedor: { nome: 'Equipe de Tecnologia do COSEMS/MG', url: 'https://www.example.org/desenvolvedor' },

  externos: {
    forum: 'https://www.example.org/forum', // VALOR PADRÃO
    comissoes: 'https://www.example.org/intranet/comissoes', // VALOR PADRÃO (intranet dos membros)
    resolucaoEstadual: 'https://www.example.org/resolucao-estadual', // VALOR PADRÃO
    portariasFederais: 'https://www.example.org/portarias-federais', // VALOR PADRÃO
    portariasInternas: 'https://www.example.org/drive/portarias-internas', // VALOR PADRÃO (pasta compartilhada)
    novoForum: 'https://www.example.org/novo-forum', // VALOR PADRÃO
    transparenciaCosems: 'https://www.example.org/transparencia-cosems', // VALOR PADRÃO
    tabelaConasems: 'https://www.example.org/drive/tabela-conasems', // VALOR PADRÃO (planilha compartilhada)
    transparenciaMG: 'https://www.transparencia.mg.gov.br/', // portal público (raiz)
    logistica: 'https://www.example.org/logistica', // VALOR PADRÃO
    contato: 'https://www.example.org/intranet/contato', // VALOR PADRÃO
    pastaTcc: 'https://www.example.org/drive/tcc', // VALOR PADRÃO
  },
} as const;

export type SiteConfig = typeof siteConfig;
