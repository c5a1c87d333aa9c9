/**
 * How the audit log names its events and items for people (issue 27, item 10): the action codes
 * that the code records ("noticia.excluir", "entrada-falhou") read as Portuguese sentences
 * ("Notícia excluída", "Entrada recusada"), and the kind of item an event is about ("Notícia",
 * "Presidente") with the back-office address where it is edited. The codes themselves stay in the
 * log and in its CSV export (they are what a filter or a script matches); only the page reads
 * them through here. One table for the page, the dashboard and any later reader.
 */
import { type ChaveBloco, NOME_DO_BLOCO } from './blocos-chaves.ts';

/** A kind of item: its name, whether the participle agrees in the feminine, and where it is edited. */
interface ObjetoAuditado {
  nome: string;
  feminino: boolean;
  /** The back-office page of one item (id as recorded), or of the whole list when there is no id. */
  endereco?: (id: string | null) => string | null;
  /** The item's name when the kind itself gives it (a block's key names it). */
  titulo?: (id: string | null) => string | null;
}

const porId =
  (base: string, lista?: string) =>
  (id: string | null): string | null =>
    id && /^[1-9][0-9]{0,8}$/.test(id) ? `${base}/${id}` : (lista ?? null);

const OBJETOS: Record<string, ObjetoAuditado> = {
  noticia: { nome: 'Notícia', feminino: true, endereco: porId('/admin/noticias') },
  midia: {
    nome: 'Arquivo de mídia',
    feminino: false,
    endereco: (id) => (id ? `/admin/midia/${encodeURIComponent(id)}` : '/admin/midia'),
  },
  usuario: { nome: 'Conta', feminino: true, endereco: porId('/admin/usuarios', '/admin/usuarios') },
  convite: { nome: 'Convite', feminino: false, endereco: () => '/admin/usuarios' },
  sessao: { nome: 'Sessão', feminino: true },
  'equipe-grupo': { nome: 'Grupo da equipe', feminino: false, endereco: porId('/admin/equipe', '/admin/equipe') },
  'equipe-membro': { nome: 'Membro da equipe', feminino: false, endereco: porId('/admin/equipe/membros', '/admin/equipe') },
  'diretoria-cargo': { nome: 'Cargo da diretoria', feminino: false, endereco: porId('/admin/diretoria', '/admin/diretoria') },
  'diretoria-membro': { nome: 'Membro da diretoria', feminino: false, endereco: porId('/admin/diretoria/membros', '/admin/diretoria') },
  regional: { nome: 'Regional', feminino: true, endereco: porId('/admin/regionais', '/admin/regionais') },
  municipio: { nome: 'Município', feminino: false, endereco: () => '/admin/regionais' },
  publicacao: { nome: 'Publicação', feminino: true, endereco: porId('/admin/publicacoes', '/admin/publicacoes') },
  // Its page needs the section too, which the log does not record: the list.
  'documento-juridico': { nome: 'Documento jurídico', feminino: false, endereco: () => '/admin/juridico' },
  parceiro: { nome: 'Parceiro', feminino: false, endereco: porId('/admin/parceiros', '/admin/parceiros') },
  'link-util': { nome: 'Link útil', feminino: false, endereco: porId('/admin/links-uteis', '/admin/links-uteis') },
  presidente: { nome: 'Presidente', feminino: false, endereco: porId('/admin/presidentes', '/admin/presidentes') },
  logo: { nome: 'Logo', feminino: false, endereco: () => '/admin/logos' },
  deliberacao: { nome: 'Deliberação', feminino: true, endereco: porId('/admin/deliberacoes', '/admin/deliberacoes') },
  bloco: {
    nome: 'Bloco de texto',
    feminino: false,
    endereco: (id) => (id && /^[a-z-]{1,40}$/.test(id) ? `/admin/blocos/${id}` : null),
    titulo: (id) => (id && Object.hasOwn(NOME_DO_BLOCO, id) ? NOME_DO_BLOCO[id as ChaveBloco] : null),
  },
  estatuto: { nome: 'Estatuto', feminino: false, endereco: () => '/admin/estatuto', titulo: () => 'Estatuto' },
  conteudo: { nome: 'Conteúdo do site', feminino: false, endereco: () => '/admin/copia' },
  evento: { nome: 'Evento', feminino: false, endereco: porId('/admin/agenda', '/admin/agenda') },
};

/** The verbs of `{objeto}.{verbo}`, as participles (masculine, feminine). */
const VERBOS: Record<string, [string, string]> = {
  criar: ['criado', 'criada'],
  editar: ['alterado', 'alterada'],
  salvar: ['salvo', 'salva'],
  autosalvar: ['salvo automaticamente', 'salva automaticamente'],
  excluir: ['excluído', 'excluída'],
  renomear: ['renomeado', 'renomeada'],
  enviar: ['enviado', 'enviada'],
  substituir: ['substituído', 'substituída'],
  ativar: ['ativado', 'ativada'],
  publicar: ['publicado', 'publicada'],
  despublicar: ['despublicado', 'despublicada'],
  'enviar-revisao': ['enviado para revisão', 'enviada para revisão'],
  'voltar-rascunho': ['voltou a ser rascunho', 'voltou a ser rascunho'],
  'restaurar-da-lixeira': ['restaurado da lixeira', 'restaurada da lixeira'],
};

/** Actions that are not "{objeto}.{verbo}", or whose sentence is not the participle's. */
const ACOES: Record<string, string> = {
  entrada: 'Entrada na área restrita',
  'entrada-falhou': 'Entrada recusada',
  saida: 'Saída da área restrita',
  'saida-de-todos': 'Saída de todos os dispositivos',
  'sessao-encerrada': 'Sessão encerrada',
  'redefinicao-pedida': 'Redefinição de senha pedida',
  'senha-redefinida': 'Senha redefinida',
  'segundo-fator-chave-gerada': 'Chave da verificação em duas etapas gerada',
  'segundo-fator-configurado': 'Verificação em duas etapas configurada',
  'segundo-fator-bloqueado': 'Verificação em duas etapas bloqueada',
  'segundo-fator-desbloqueado': 'Verificação em duas etapas desbloqueada',
  'segundo-fator-ilegivel': 'Chave da verificação em duas etapas ilegível',
  'segundo-fator-recifrado': 'Chave da verificação em duas etapas cifrada de novo',
  'segundo-fator-redefinido': 'Verificação em duas etapas redefinida',
  'codigos-recuperacao-gerados': 'Códigos de recuperação gerados',
  'codigo-recuperacao-usado': 'Código de recuperação usado',
  'usuario-criado': 'Conta criada',
  'usuario-papel': 'Papel da conta alterado',
  'usuario-desativado': 'Conta desativada',
  'usuario-reativado': 'Conta reativada',
  'convite-criado': 'Convite enviado',
  'convite-cancelado': 'Convite cancelado',
  'auditoria-exportada': 'Registro de auditoria exportado',
  'conteudo.exportar': 'Cópia do conteúdo baixada',
  'noticia.assumir-edicao': 'Edição da notícia assumida',
  'noticia.link-previa': 'Link de prévia da notícia criado',
  'noticia.link-previa-aberto': 'Link de prévia da notícia aberto',
  'noticia.link-previa-revogado': 'Link de prévia da notícia revogado',
  'midia.enviar': 'Arquivo de mídia enviado',
  'midia.editar': 'Dados do arquivo de mídia alterados',
  'regional.municipio-incluir': 'Município incluído na regional',
  'regional.municipio-mover': 'Município movido de regional',
  'regional.municipio-retirar': 'Município retirado da regional',
  'estatuto.enviar': 'Estatuto enviado',
  'bloco.editar': 'Bloco de texto alterado',
};

/**
 * "noticia.excluir" → "Notícia excluída"; "parceiro.ordenar" → "Ordem de parceiro alterada". An
 * action this table does not know is shown as recorded (a new one is never hidden).
 */
export function nomeDaAcao(acao: string): string {
  const fixo = ACOES[acao];
  if (fixo) return fixo;
  const ponto = acao.indexOf('.');
  if (ponto > 0) {
    const objeto = OBJETOS[acao.slice(0, ponto)];
    const verbo = acao.slice(ponto + 1);
    if (objeto && verbo === 'ordenar') return `Ordem de ${objeto.nome.toLowerCase()} alterada`;
    const participio = VERBOS[verbo];
    if (objeto && participio) return `${objeto.nome} ${participio[objeto.feminino ? 1 : 0]}`;
  }
  return acao;
}

/** "Notícia", "Presidente"; null for a kind this table does not know. */
export function nomeDoObjeto(tipo: string): string | null {
  return OBJETOS[tipo]?.nome ?? null;
}

/**
 * What the item's link says: the title found for it (AuditoriaPort), else the one its kind gives,
 * else its id as recorded ("nº 12" for a number).
 */
export function nomeDoItem(tipo: string, id: string | null, titulo: string | null): string | null {
  const nome = titulo ?? OBJETOS[tipo]?.titulo?.(id) ?? null;
  if (nome) return nome;
  return id ? (/^[0-9]+$/.test(id) ? `nº ${id}` : id) : null;
}

/** The back-office page of the item (an item deleted since answers 404 there), or null. */
export function enderecoDoObjeto(tipo: string, id: string | null): string | null {
  return OBJETOS[tipo]?.endereco?.(id) ?? null;
}
