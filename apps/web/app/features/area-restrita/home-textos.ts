/** The words of the home page's lists in the back office (partners, useful links). */
export const TEXTOS_DA_LISTA = {
  parceiros: {
    titulo: 'Parceiros',
    item: 'parceiro',
    novo: 'Novo parceiro',
    descricao:
      'Os órgãos e parceiros do carrossel da página inicial e do rodapé (“Órgãos e parceiros”), na ordem em que aparecem. /api/parceiros segue a mesma ordem.',
  },
  'links-uteis': {
    titulo: 'Links úteis',
    item: 'link',
    novo: 'Novo link útil',
    descricao:
      'Os links da seção “Links Úteis” da página inicial, na ordem em que aparecem: 4 colunas de 5, a primeira coluna de cima para baixo, depois a segunda… /api/links-uteis segue a mesma ordem.',
  },
} as const;

export const AJUDA_DO_LINK =
  'Um endereço completo (https://…, http://… ou mailto:…) ou um caminho deste site começando com / (/institucional).';

/** The home page shows the first 20 useful links (4 columns of 5). */
export const AVISO_ALEM_DE_20 =
  'A página inicial mostra só os 20 primeiros links (4 colunas de 5). Os que ficarem depois do 20º continuam guardados aqui e na API, mas não aparecem na página: suba-os na lista para mostrá-los.';
