/**
 * The site's blocks' names and the small text rules their pages use — in a module of their own,
 * without TypeBox, so that a public page that shows a block loads none of the schemas
 * (blocos.ts holds those, for the server).
 */

export const CHAVES_BLOCOS = [
  'acesso-rapido',
  'video',
  'acordo-divida',
  'rodape',
  'missao',
  'institucional',
  'estatuto',
  'enderecos',
  'agenda-inicial',
] as const;
export type ChaveBloco = (typeof CHAVES_BLOCOS)[number];

export const NOME_DO_BLOCO: Record<ChaveBloco, string> = {
  'acesso-rapido': 'Acesso rápido',
  video: 'Vídeo institucional',
  'acordo-divida': 'Acordo da dívida',
  rodape: 'Rodapé',
  missao: 'Missão, Visão e Valores',
  institucional: 'Institucional',
  estatuto: 'Estatuto: tópicos e páginas',
  enderecos: 'Endereços externos do menu',
  'agenda-inicial': 'Próximos eventos na página inicial',
};

/**
 * The addresses outside the site that the menus, the legal space and the footer's credit point to
 * (block `enderecos`), in the order the back office lists them. The labels are the site's (the
 * menus show them: lib/site-map.ts); staff change where each one leads.
 */
export const DESTINOS_EXTERNOS = {
  comissoes: { rotulo: 'Comissões', onde: 'menu Institucional' },
  resolucaoEstadual: { rotulo: 'Resolução Estadual', onde: 'menu Institucional' },
  portariasFederais: { rotulo: 'Portarias Federais', onde: 'menu Institucional' },
  portariasInternas: { rotulo: 'Portarias Internas', onde: 'menu Institucional' },
  novoForum: { rotulo: 'Novo Forum', onde: 'menu Institucional' },
  transparenciaCosems: { rotulo: 'Transparência Cosems', onde: 'menu Transparencia' },
  tabelaConasems: { rotulo: 'Tabela do CONASEMS', onde: 'menu Transparencia' },
  transparenciaMG: { rotulo: 'Transparência MG', onde: 'menu Transparencia' },
  forum: { rotulo: 'Fórum', onde: 'barra do menu' },
  logistica: { rotulo: 'Logística', onde: 'barra do menu' },
  contato: { rotulo: 'Contato', onde: 'barra do menu' },
  pastaTcc: { rotulo: 'Pasta de TCC', onde: 'Espaço Jurídico' },
  desenvolvedor: { rotulo: 'Desenvolvido por', onde: 'rodapé' },
} as const satisfies Record<string, { rotulo: string; onde: string }>;
export type ChaveDeDestino = keyof typeof DESTINOS_EXTERNOS;
export const CHAVES_DE_DESTINO = Object.keys(DESTINOS_EXTERNOS) as ChaveDeDestino[];

/** A link opens in a new tab when it leaves the site (an absolute address); a path of the site does not. */
export const linkExterno = (url: string) => !url.startsWith('/');

/** Spaces trimmed and runs of white space made one. */
export const linhaLimpa = (v: string | undefined) => (v ?? '').replace(/\s+/g, ' ').trim();

/** A text area's lines (one item per line), blank ones dropped. */
export const linhasDe = (v: string | undefined) => (v ?? '').split(/\r?\n/).map(linhaLimpa).filter(Boolean);

/** A text area's paragraphs (separated by a blank line), each one line of text. */
export const paragrafosDe = (v: string | undefined) =>
  (v ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map(linhaLimpa)
    .filter(Boolean);

/** How a block's lists are written back into a text area. */
export const juntarLinhas = (itens: readonly string[]) => itens.join('\n');
export const juntarParagrafos = (itens: readonly string[]) => itens.join('\n\n');

/** One entry of the statute's topics menu: its title and the PDF page it opens at. */
export interface TopicoDoEstatuto {
  titulo: string;
  pagina: number;
}

/**
 * What staff are told about the statute's topics against its PDF (none: they agree): a topic that
 * points past the last page, and a page count that changed since the previous file (the topics'
 * numbers were written for that one). Warnings, not refusals: the file and the menu are saved.
 */
export function avisosDoEstatuto(dados: { paginas: number; topicos: readonly TopicoDoEstatuto[] }, paginasAnteriores?: number): string[] {
  const avisos: string[] = [];
  for (const t of dados.topicos) {
    if (t.pagina > dados.paginas) {
      avisos.push(
        `O tópico “${t.titulo}” aponta para a página ${t.pagina}, mas o PDF tem ${dados.paginas} ${dados.paginas === 1 ? 'página' : 'páginas'}.`,
      );
    }
  }
  if (paginasAnteriores !== undefined && paginasAnteriores !== dados.paginas) {
    avisos.push(
      `O PDF novo tem ${dados.paginas} ${dados.paginas === 1 ? 'página' : 'páginas'}; o anterior tinha ${paginasAnteriores}. Confira a página de cada tópico.`,
    );
  }
  return avisos;
}
