/**
 * The site's configuration: every external address and the association's contact details live
 * here and nowhere else in the code.
 *
 * VALORES PADRÃO — an operator replaces them before going live. Addresses under
 * https://www.example.org/ are placeholders (docs/produto.md names these destinations but not their
 * addresses); the few others are the root URLs of real public portals, marked "portal público".
 * Address, phones and e-mail are placeholders as well (docs/produto.md does not give them).
 */

export interface ExternalLinkConfig {
  nome: string;
  url: string;
}

export const siteConfig = {
  nome: 'COSEMS/MG',
  nomeCompleto: 'Conselho de Secretarias Municipais de Saúde de Minas Gerais',

  contato: {
    // VALOR PADRÃO: substituir pelo endereço real.
    endereco: ['Av. Exemplo, 1000 – Sala 100', 'Bairro Centro', 'Belo Horizonte – MG', 'CEP 30000-000'],
    // VALOR PADRÃO: substituir pelos telefones reais.
    telefones: ['(31) 0000-0000', '(31) 0000-0001'],
    // VALOR PADRÃO: substituir pelo e-mail real.
    email: 'contato@exemplo.org.br',
    // docs/produto.md §2 (Footer): fixed opening hours.
    horarios: ['Segunda a quinta: 09:00-12:30 e 14:00-18:00', 'Sexta: 09:00-12:30 e 14:00-17:00'],
  },

  sobre:
    'O COSEMS/MG é uma associação civil sem fins lucrativos, fundada em abril de 1991, que reúne os secretários municipais de saúde de Minas Gerais e os representa junto às esferas estadual e federal do SUS.',

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
    albunsFotos: 'https://www.example.org/albuns', // VALOR PADRÃO
    salaEstrategica: 'https://www.example.org/sala-de-apoio-a-gestao-estrategica', // VALOR PADRÃO (Ministério da Saúde)
    cursos: 'https://www.example.org/cursos', // VALOR PADRÃO
    canalVideo: 'https://www.example.org/canal-de-video', // VALOR PADRÃO
    acordoDividaSaibaMais: 'https://www.example.org/acordo-divida-fundo-estadual', // VALOR PADRÃO
    pastaTcc: 'https://www.example.org/drive/tcc', // VALOR PADRÃO
  },

  /**
   * Video shown on the home page as a click-to-load preview: nothing is requested from the video
   * host until the visitor asks. VALOR PADRÃO: `embedUrl` is loaded in an iframe after the click.
   */
  video: {
    titulo: 'COSEMS/MG: quem somos',
    embedUrl: 'https://www.youtube-nocookie.com/embed/?autoplay=1', // VALOR PADRÃO: incluir o id do vídeo
  },

  redesSociais: [
    { nome: 'Instagram', url: 'https://www.example.org/instagram' }, // VALOR PADRÃO (compartilhamento de fotos)
    { nome: 'YouTube', url: 'https://www.example.org/youtube' }, // VALOR PADRÃO (vídeo)
    { nome: 'LinkedIn', url: 'https://www.example.org/linkedin' }, // VALOR PADRÃO (rede profissional)
    { nome: 'Flickr', url: 'https://www.example.org/flickr' }, // VALOR PADRÃO (álbuns de fotos)
  ] satisfies ExternalLinkConfig[],
} as const;

export type SiteConfig = typeof siteConfig;
