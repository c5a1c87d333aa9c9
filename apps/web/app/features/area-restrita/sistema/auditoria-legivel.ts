/**
 * The audit log's recorded values as people read them (issue 27, item 10): field names in
 * Portuguese, instants in Brasília time (dd/mm/aaaa hh:mm), files as their name and size, a long
 * text as its length, yes/no, lists and small objects as text — never raw JSON. The log keeps what
 * the code recorded; the CSV export keeps it too (for scripts); only the page goes through here.
 */
import { formatDateTime } from '../../../lib/dates';
import { formatBytes } from '../midia/midia-formatos';

const CAMPOS: Record<string, string> = {
  titulo: 'Título',
  title: 'Título',
  subtitulo: 'Subtítulo',
  texto: 'Texto',
  resumo: 'Resumo',
  situacao: 'Situação',
  dataPublicacao: 'Data de publicação',
  data: 'Data',
  date: 'Data',
  lastUpdate: 'Última atualização',
  atualizadoEm: 'Alterado em',
  nome: 'Nome',
  name: 'Nome',
  email: 'E-mail',
  papel: 'Papel',
  imagem: 'Imagem',
  image: 'Imagem',
  imagemPrincipal: 'Imagem principal',
  banner: 'Imagem do banner',
  alt: 'Texto alternativo',
  legenda: 'Legenda',
  credito: 'Crédito',
  foco: 'Ponto de foco',
  link: 'Link',
  url: 'Endereço',
  desc: 'Descrição',
  descricao: 'Descrição',
  secao: 'Seção',
  regioes: 'Regiões',
  tags: 'Marcadores',
  destaque: 'Destaque',
  ordem: 'Ordem',
  topicos: 'Tópicos',
  links: 'Links',
  presidente: 'Presidente',
  municipios: 'Municípios',
  arquivo: 'Arquivo',
  nomeOriginal: 'Nome do arquivo enviado',
  tamanho: 'Tamanho',
  paginas: 'Páginas',
  largura: 'Largura (px)',
  altura: 'Altura (px)',
  mime: 'Formato',
  sha256: 'Conteúdo (impressão digital)',
  segundoFator: 'Verificação em duas etapas',
  meio: 'Meio',
  etapa: 'Etapa',
  falhasSeguidas: 'Falhas seguidas',
  restantes: 'Códigos restantes',
  sessoesEncerradas: 'Sessões encerradas',
  enviada: 'E-mail enviado',
  filtros: 'Filtros',
  versao: 'Versão',
  valor: 'Valor',
};

/** "dataPublicacao" → "Data de publicação"; an unknown field as words ("falhasSeguidas" → "Falhas seguidas"). */
export function nomeDoCampo(campo: string): string {
  const conhecido = CAMPOS[campo];
  if (conhecido) return conhecido;
  const palavras = campo
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return palavras.charAt(0).toUpperCase() + palavras.slice(1);
}

const INSTANTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const LIMITE = 300;

const objeto = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * One recorded value as text: "—" for none, "sim"/"não", an instant in Brasília time, a file as
 * "nota.pdf (1,2 MB, 3 páginas)", a text the log summarised as "texto de 12.345 caracteres", a
 * list joined by commas, other objects as "Campo: valor; …"; cut at 300 characters.
 */
export function valorLegivel(v: unknown): string {
  const texto = semCorte(v);
  return texto.length > LIMITE ? `${texto.slice(0, LIMITE)}… (${texto.length} caracteres)` : texto;
}

function semCorte(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'sim' : 'não';
  if (typeof v === 'number') return v.toLocaleString('pt-BR');
  if (typeof v === 'string') return INSTANTE.test(v) && !Number.isNaN(Date.parse(v)) ? formatDateTime(v) : v;
  if (Array.isArray(v)) return v.length === 0 ? '(nenhum)' : v.map(semCorte).join(', ');
  if (!objeto(v)) return String(v);
  // A long text the log kept as its digest (AUDITORIA_TEXTO_MAX, packages/admin/src/audit.ts).
  if (typeof v.caracteres === 'number' && typeof v.sha256 === 'string' && Object.keys(v).length === 2)
    return `texto de ${v.caracteres.toLocaleString('pt-BR')} caracteres`;
  if (typeof v.tamanho === 'number') return arquivo(v);
  return Object.entries(v)
    .map(([campo, valor]) => `${nomeDoCampo(campo)}: ${semCorte(valor)}`)
    .join('; ');
}

/** A file: its name, size, pages or dimensions (the digest and the like stay in the CSV export). */
function arquivo(v: Record<string, unknown>): string {
  const nome = typeof v.nome === 'string' ? v.nome : typeof v.nomeOriginal === 'string' ? v.nomeOriginal : 'arquivo';
  const detalhes = [formatBytes(v.tamanho as number)];
  if (typeof v.paginas === 'number') detalhes.push(v.paginas === 1 ? '1 página' : `${v.paginas} páginas`);
  if (typeof v.largura === 'number' && typeof v.altura === 'number') detalhes.push(`${v.largura} × ${v.altura} px`);
  return `${nome} (${detalhes.join(', ')})`;
}

/**
 * The field rows an event shows. The size field of a flat file record (the statute's, a replaced
 * image's) reads as bytes; a content digest is shortened to what tells two versions apart.
 */
export function linhasDasMudancas(mudancas: readonly { campo: string; antes: unknown; depois: unknown }[]) {
  const ler = (campo: string, v: unknown) =>
    campo === 'tamanho' && typeof v === 'number'
      ? formatBytes(v)
      : campo === 'sha256' && typeof v === 'string'
        ? `${v.slice(0, 12)}…`
        : valorLegivel(v);
  return mudancas.map((m) => ({ campo: nomeDoCampo(m.campo), antes: ler(m.campo, m.antes), depois: ler(m.campo, m.depois) }));
}
