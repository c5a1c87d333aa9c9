/**
 * The back office's half of the content registry (issue 29, docs/decisions/048): for each type of
 * the ConteudoPort, what its generic pages (lista.tsx, item.tsx, excluir.tsx) say and show — names,
 * addresses, the list's columns, the summaries of an item — while the rules (rights, checks,
 * versions, audit, caches) are the pipeline's in @cosems/admin. The type comes from the address
 * (/admin/{tipo}/…), so one set of route modules serves every type. Here, not in a feature: a
 * type's page may use its public area's feature (the legal space's sections), and features do not
 * import one another.
 */
import {
  type AreaDePessoas,
  type CampoDocumento,
  DOCUMENTOS_POR_PAGINA,
  ESTADOS_DE_EVENTO,
  type DocumentoJuridicoEditavel,
  type EditavelDoTipo,
  type ErroDeCampo,
  type ImagemDaBiblioteca,
  type MembroEditavel,
  type OpcoesDoFormulario,
  type LogoEditavel,
  type OrigemDocumento,
  PALAVRAS_DA_AREA,
  type PaginaDeDocumentos,
  type PublicacaoEditavel,
  type SecaoJuridico,
  TIPOS_DE_CONTEUDO,
  TIPOS_DE_EVENTO,
  type TipoDeConteudo,
} from '@cosems/contracts';
import { ESTADOS_DE_DELIBERACAO, nomeDaDeliberacao, TEMAS_DE_DELIBERACAO } from '@cosems/contracts';
import { DeliberacaoForm } from '../../../features/area-restrita/conteudo/deliberacao-form';
import { Fragment, type ReactNode } from 'react';
import { data, Link } from 'react-router';
import { DocumentoForm, type DocumentoFormProps } from '../../../features/area-restrita/conteudo/documento-form';
import type { RespostaDeDocumento } from '../../../features/area-restrita/conteudo/documento-forms.server';
import { AVISO_ALEM_DE_20, ItemDaHomeForm } from '../../../features/area-restrita/conteudo/item-da-home-form';
import { GrupoNomeForm, GrupoNovoForm, MembroDadosForm, MembroNovoForm } from '../../../features/area-restrita/conteudo/pessoas-forms';
import { LogoForm } from '../../../features/area-restrita/conteudo/logo-form';
import type { MunicipioDoItem } from '../../../features/area-restrita/conteudo/municipios-do-item';
import { RegionalForm } from '../../../features/area-restrita/conteudo/regional-form';
import { PresidenteForm } from '../../../features/area-restrita/conteudo/presidente-form';
import { SecoesMenu } from '../../../features/juridico/espaco-juridico';
import { getDocumentoUrl, SECOES } from '../../../features/juridico/secoes';
import { formatDate } from '../../../lib/dates';
import { EditorTextoSobDemanda } from '../../../features/redacao/editor-texto-sob-demanda';
import { EventoForm, quando } from './evento-form';
import { getImageUrl, getSizedImageUrl } from '../../../lib/images';

type Params = Record<string, string | undefined>;
/** The types these pages show. */
type TipoComTela = (typeof TIPOS_DE_CONTEUDO)[number];
/** A line of an item's summary; `quebra`: a long address, broken anywhere. */
type Linha = [rotulo: string, valor: ReactNode, quebra?: boolean];

/** What a type's form receives on its item page (item.tsx). */
export interface PropsDoFormulario<T extends TipoDeConteudo> {
  csrf: string;
  /** The stored item (after a conflict, what is stored now), null on the "new" page. */
  item: EditavelDoTipo[T] | null;
  /** After a conflict, what is stored now (for a type that tells it in its form, `item.conflitoNoFormulario`). */
  atual: EditavelDoTipo[T] | null;
  /** What was typed before a refusal (never a file). */
  digitado: Record<string, string> | undefined;
  /** A refusal: its message, and the one field it names. */
  erro: { mensagem: string; campo?: CampoDocumento | undefined } | null;
  /** A refusal naming several fields (the type's own checks). */
  erros: ErroDeCampo[] | undefined;
  /** The media library's images, for a type whose form chooses one (none for the others). */
  imagens: ImagemDaBiblioteca[];
  /** The items of the type the form chooses one of (`item.escolhe`: a member's group), by id and name. */
  escolhas: Escolha[];
  /** Where "Cancelar" goes. */
  voltar: string;
  /** What the form chooses from, for the session (the declaration's `opcoes`: the agenda's kinds, states, councils…). */
  opcoes?: OpcoesDoFormulario;
  /** On the list (`lista.inclusao`): its items (the logos' form offers only the images not among them). */
  lista?: EditavelDoTipo[T][];
  /** Whether this person may publish (a type with drafts: autores see only "Rascunho"); given on the item's page. */
  publica?: boolean;
}

/**
 * The form that adds an item where the items are listed (`lista.inclusao`; a group's members,
 * `item.sublista`): a new one after each addition or refusal (`chave`: the addition's message), with
 * what was typed kept only after a refusal.
 */
export function FormularioDeInclusao<T extends TipoDeConteudo>({
  formulario,
  chave,
  incluido,
  ...props
}: Pick<PropsDoFormulario<T>, 'csrf' | 'imagens' | 'voltar' | 'lista'> & {
  formulario: (props: PropsDoFormulario<T>) => ReactNode;
  chave: string | null | undefined;
  incluido: RespostaDeDocumento | undefined;
}) {
  return (
    <div key={chave ?? JSON.stringify(incluido?.erros ?? incluido?.erro ?? 'novo')}>
      {formulario({
        item: null,
        atual: null,
        digitado: incluido?.campos,
        erro: incluido?.erro ?? null,
        erros: incluido?.erros,
        escolhas: [],
        ...props,
      })}
    </div>
  );
}

/** An item another type's form may choose (`item.escolhe`). */
export interface Escolha {
  id: number;
  nome: string;
}

/** A list shown as a table, 20 a page. */
interface Tabela<T extends TipoDeConteudo> {
  regiao(filtro: string | null): string;
  legenda(lista: PaginaDeDocumentos<EditavelDoTipo[T]>, filtro: string | null): ReactNode;
  colunas: { titulo: string; classe?: string; valor(item: EditavelDoTipo[T]): ReactNode }[];
  paginas(filtro: string | null): string;
}

/**
 * Escape hatch: a type ordered by hand shows its whole list as a ListaOrdenavel (drag, keyboard,
 * and "Subir"/"Descer" buttons that are plain posts without JavaScript) instead of a table; the
 * list page's action saves the order (ConteudoPort.ordenar).
 */
interface Ordem<T extends TipoDeConteudo> {
  ordem: {
    /** The list's element ids' prefix. */
    id: string;
    /** The list's accessible name. */
    titulo: string;
    /** Said after an order saved without JavaScript. */
    salva: string;
    rotulo(item: EditavelDoTipo[T]): string;
    /** The item's visible content (a link to its page); its `rotulo` and place in the list are given. */
    conteudo(item: EditavelDoTipo[T], rotulo: string, indice: number): ReactNode;
  };
}

/**
 * Escape hatch: an item's page lists the items of another type whose sub-list it is (a group's
 * members: their `filtroDe` is the group's id), ordered by hand (ListaOrdenavel, saved by this
 * page's action, intent=ordenar), with the form that adds one at their end (`inclusao.intent`).
 * The parent `item` is given to every text: the sub-list is named after it.
 */
interface Sublista<T extends TipoDeConteudo, S extends TipoDeConteudo> {
  tipo: S & TipoComTela;
  titulo: string;
  vazio(item: EditavelDoTipo[T]): ReactNode;
  ordem: {
    id: string;
    titulo(item: EditavelDoTipo[T]): string;
    salva(item: EditavelDoTipo[T]): string;
    rotulo(sub: EditavelDoTipo[S]): string;
    conteudo(sub: EditavelDoTipo[S], rotulo: string): ReactNode;
  };
  inclusao: {
    intent: string;
    formulario(props: PropsDoFormulario<S>, item: EditavelDoTipo[T]): ReactNode;
    incluido(sub: EditavelDoTipo[S], item: EditavelDoTipo[T]): string;
  };
  /** Said on this page when one of its items was removed on its own page (?removido=1, `item.remover.destino`). */
  removido: string;
}

/**
 * Escape hatch: a type with one active item (`ativo` in its declaration: the site's logo) shows its
 * list as the choice of the active one — radio buttons and one button, a plain post of
 * intent=ativar with the list's version — and a button to remove each of the others
 * (intent=excluir); the list page's action does both and answers on the list.
 */
interface AtivoUnico<T extends TipoDeConteudo> {
  ativo: {
    /** The field naming the item chosen, and its radio buttons' id prefix. */
    campo: string;
    legenda: string;
    botao: string;
    eAtivo(item: EditavelDoTipo[T]): boolean;
    /** The radio button's label (a preview and the name). */
    rotulo(item: EditavelDoTipo[T]): ReactNode;
    /** Said after a choice: a new active item, or the one that already was. */
    ativado: string;
    jaAtivo: string;
    remover: { titulo: string; texto: string; botao(item: EditavelDoTipo[T]): string; removido: string };
  };
}

export interface TelaDoTipo<T extends TipoDeConteudo> {
  chave: T;
  /** Escape hatch: the address under /admin when it is not the key (a group's members: 'equipe/membros'). */
  caminho?: string;
  /** Escape hatch: the trail's first step when not "Conteúdo do site" (editors only): the agenda, which autores use too, starts at the back office's home. */
  raiz?: { endereco: string; nome: string };
  /**
   * The type's sub-list named in the address (the legal space's section), null when it has none;
   * throws 404 when unknown (with the list's message on the list, the item's elsewhere).
   */
  filtro(params: Params, naLista: boolean): string | null;
  /** The list's address. */
  base(filtro: string | null): string;
  /** The last segment of the "new" page's address. */
  novo: string;
  naoEncontrado: string;
  /** The item's name for screen readers beside "Editar" and "Excluir". */
  nomeDoItem(item: EditavelDoTipo[T]): string;
  /** Absent for a type listed only as another's sub-list (`item.sublista`). */
  lista?: {
    /** undefined: the page could not be answered (an error page has no loader data). */
    meta(filtro: string | null | undefined): string;
    titulo: string;
    avisos: { salvo: string; excluido: string };
    /** What comes between the notice and the table (the section buttons, "Novo", "Ver no site"). */
    topo(filtro: string | null): ReactNode;
    vazio: string;
    /**
     * Escape hatch: the form that adds an item on the list itself, below it (intent=criar to the
     * list's action, which answers on the list with `incluido`), instead of a "new" page.
     */
    inclusao?: {
      formulario(props: PropsDoFormulario<T>): ReactNode;
      incluido(item: EditavelDoTipo[T]): string;
      /** The form's intent, when not 'criar'. */
      intent?: string;
    };
  } & (Tabela<T> | Ordem<T> | AtivoUnico<T>);
  item: {
    /** The page's heading, for the item (null: a new one). */
    titulo(item: EditavelDoTipo[T] | null): string;
    /** item undefined: the page could not be answered. */
    meta(item: EditavelDoTipo[T] | null | undefined, filtro: string | null | undefined): string;
    trilha(filtro: string | null, item: EditavelDoTipo[T] | null): ReactNode;
    voltar: { endereco: string; nome: string };
    /** Under the title: the section, or the publication's "Ultima Mudança". */
    subtitulo(filtro: string | null, item: EditavelDoTipo[T] | null): ReactNode;
    /** What is stored now, shown beside a 409. */
    resumo(item: EditavelDoTipo[T]): Linha[];
    formulario(props: PropsDoFormulario<T>): ReactNode;
    /**
     * Escape hatch: a save answers on the item's own page with this notice (or the one said of the
     * item after and before the save), instead of going back to the list.
     */
    salvoNaPagina?: string | ((depois: EditavelDoTipo[T], antes: EditavelDoTipo[T]) => string);
    /** Escape hatch: the form chooses an item of another type (a member's group): the page lists them (`escolhas`). */
    escolhe?: TipoComTela;
    sublista?: Sublista<T, TipoDeConteudo>;
    /** Escape hatch: the type's form tells what is stored now after a conflict (`atual`), instead of the section above it. */
    conflitoNoFormulario?: true;
    /**
     * Escape hatch: the item's municipalities, from the IBGE list (the declaration's `municipios`: a
     * regional council's), listed below its form with "Retirar" and the search that adds one
     * (?municipio=; intent=incluir|retirar to the item's action; MunicipiosDoItem).
     */
    municipios?(item: EditavelDoTipo[T]): readonly MunicipioDoItem[];
    /**
     * Escape hatch: the removal on the item's own page (a form below the item's, posting
     * intent=excluir to the same address) instead of a page /excluir; confirmed by a check box
     * when `confirmacao` is declared.
     */
    remover?: {
      titulo(item: EditavelDoTipo[T]): string;
      texto: string;
      confirmacao?(item: EditavelDoTipo[T]): string;
      /** Said beside the check box when it was not checked. */
      semConfirmacao?: string;
      botao(item: EditavelDoTipo[T]): string;
      /** Said instead of the button while the item may not be removed (a group with members); null when it may. */
      bloqueado?(item: EditavelDoTipo[T]): ReactNode | null;
      /** Where a removal leads, when not the list (a member: its group's page, `sublista.removido`). */
      destino?(item: EditavelDoTipo[T]): string;
    };
  };
  /** The confirmation page /{tipo}/{id}/excluir (absent for a type that removes on the item's page). */
  excluir?: { titulo: string; meta: string; texto: string; botao: string; resumo(item: EditavelDoTipo[T], filtro: string | null): Linha[] };
}

const documento = (item: { link: string; arquivo: string | null }): ReactNode => <a href={item.link}>{item.arquivo ?? item.link}</a>;
const tipoDoLink = (item: { arquivo: string | null }, nome: string): ReactNode => (
  <>
    {item.arquivo ? 'PDF' : 'Link externo'}
    <span className="visually-hidden">: {nome}</span>
  </>
);
const origemDigitada = (digitado: Record<string, string> | undefined) =>
  digitado?.origem === 'link' || digitado?.origem === 'arquivo' ? digitado.origem : undefined;
const origemDe = (digitado: Record<string, string> | undefined, item: { arquivo: string | null } | null): OrigemDocumento =>
  origemDigitada(digitado) ?? (item && !item.arquivo ? 'link' : 'arquivo');
const verNoSite = (endereco: string) => <a href={endereco}>Ver no site</a>;

/**
 * The section named in the address, as the public page reads it (absent: 'notas'). Not
 * features/juridico's parseSecao: importing it here pulled the contracts' TypeBox schemas into the
 * chunk the public /juridico page shares with these pages (over its JS budget).
 */
const parseSecao = (param: string | undefined): SecaoJuridico | null =>
  !param ? 'notas' : Object.hasOwn(SECOES, param) ? (param as SecaoJuridico) : null;

const secaoDe = (filtro: string | null) => SECOES[parseSecao(filtro ?? undefined) ?? 'notas'];
const tituloDaSecao = (filtro: string | null | undefined) => (filtro === undefined ? 'Espaço Jurídico' : secaoDe(filtro).titulo);

/**
 * The form of a document (a legal document, a publication): its text fields, then the uploaded PDF
 * or the external link, with what was typed before a refusal or what is stored.
 */
function formularioDeDocumento(tipo: DocumentoFormProps['tipo'], campos: readonly ('data' | 'desc' | 'title')[]) {
  return function Formulario({ csrf, item, digitado, erro, voltar }: PropsDoFormulario<'juridico' | 'publicacoes'>) {
    const guardado = item as (Partial<Record<'data' | 'desc' | 'title', string>> & { link: string; arquivo: string | null }) | null;
    const texto = Object.fromEntries(campos.map((c) => [c, digitado?.[c] ?? guardado?.[c] ?? '']));
    const valores = { ...texto, origem: origemDe(digitado, guardado), link: digitado?.link ?? guardado?.link ?? '' };
    const arquivoAtual = guardado?.arquivo ? { nome: guardado.arquivo, endereco: guardado.link } : null;
    return (
      <DocumentoForm
        tipo={tipo}
        csrf={csrf}
        versao={item?.versao}
        valores={valores}
        arquivoAtual={arquivoAtual}
        erro={erro}
        voltar={voltar}
      />
    );
  };
}

const JURIDICO: TelaDoTipo<'juridico'> = {
  chave: 'juridico',
  filtro(params, naLista) {
    const secao = parseSecao(params.secao);
    if (!secao) throw data(naLista ? 'Não há essa seção no Espaço Jurídico.' : JURIDICO.naoEncontrado, { status: 404 });
    return secao;
  },
  base: (filtro) => `/admin/juridico/${filtro}`,
  novo: 'novo',
  naoEncontrado: 'Não há esse documento nesta seção do Espaço Jurídico.',
  nomeDoItem: (d: DocumentoJuridicoEditavel) => d.desc,
  lista: {
    meta: (filtro) => `${tituloDaSecao(filtro)} | Espaço Jurídico | Área restrita | COSEMS/MG`,
    titulo: 'Espaço Jurídico',
    avisos: { salvo: 'Documento salvo.', excluido: 'Documento excluído.' },
    topo(filtro) {
      const { titulo } = secaoDe(filtro);
      return (
        <>
          <SecoesMenu
            atual={parseSecao(filtro ?? undefined) ?? 'notas'}
            pastaTcc={undefined}
            endereco={(s) => `/admin/juridico/${s}`}
            rotulo="titulo"
            className="mb-3"
          />
          <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
            <h2 className="h4 mb-0 me-auto">{titulo}</h2>
            <Link to={`/admin/juridico/${filtro}/novo`} className="btn btn-primary">
              Novo documento<span className="visually-hidden"> em {titulo}</span>
            </Link>
            {verNoSite(`/juridico/${filtro}`)}
          </div>
        </>
      );
    },
    vazio: 'Nenhum documento nesta seção.',
    regiao: (filtro) => `Documentos: ${secaoDe(filtro).titulo}`,
    legenda: (lista, filtro) => (
      <>
        {secaoDe(filtro).titulo}, do mais recente ao mais antigo ({lista.total} {lista.total === 1 ? 'documento' : 'documentos'},{' '}
        {DOCUMENTOS_POR_PAGINA} por página)
      </>
    ),
    colunas: [
      { titulo: 'Data', classe: 'text-nowrap', valor: (d) => formatDate(`${d.data}T12:00:00-03:00`) },
      { titulo: 'Descrição', valor: (d) => d.desc },
      { titulo: 'Documento', classe: 'text-break', valor: (d) => <a href={getDocumentoUrl('', d.link)}>{tipoDoLink(d, d.desc)}</a> },
    ],
    paginas: (filtro) => `Páginas de ${secaoDe(filtro).titulo}`,
  },
  item: {
    titulo: (item) => (item ? 'Editar documento' : 'Novo documento'),
    meta: (item, filtro) => `${item ? 'Editar documento' : 'Novo documento'} | ${tituloDaSecao(filtro)} | Área restrita | COSEMS/MG`,
    trilha: (filtro) => <Link to={`/admin/juridico/${filtro}`}>Espaço Jurídico: {secaoDe(filtro).titulo}</Link>,
    voltar: { endereco: '/admin/juridico', nome: 'Voltar para o Espaço Jurídico' },
    subtitulo: (filtro) => <p className="text-body-secondary">Seção: {secaoDe(filtro).titulo}</p>,
    resumo: (d) => [
      ['Data', d.data.split('-').reverse().join('/')],
      ['Descrição', d.desc],
      ['Documento', documento(d), true],
    ],
    formulario: formularioDeDocumento('juridico', ['data', 'desc']),
  },
  excluir: {
    titulo: 'Excluir documento',
    meta: 'Excluir documento | Espaço Jurídico | Área restrita | COSEMS/MG',
    texto: 'Este documento sai do Espaço Jurídico e da API assim que você confirmar. O PDF continua na biblioteca de mídia.',
    botao: 'Excluir o documento',
    resumo: (d, filtro) => [
      ['Seção', secaoDe(filtro).titulo],
      ['Data', formatDate(`${d.data}T12:00:00-03:00`)],
      ['Descrição', d.desc],
      ['Documento', documento(d), true],
    ],
  },
};

const ultimaMudanca = (p: PublicacaoEditavel) => <time dateTime={p.lastUpdate}>{formatDate(p.lastUpdate)}</time>;

/** A type with one list (no sub-lists): its key, its list at /admin/{chave}, and the "new" page's last segment. */
const semFiltro = <T extends TipoDeConteudo>(chave: T, novo: string) => ({
  chave,
  filtro: () => null,
  base: () => `/admin/${chave}`,
  novo,
});

/**
 * The 28 regional councils: a table of all (none is added or removed here), each item's page with
 * its name, president and supporters saved in place, and its municipalities (`item.municipios`).
 */
const REGIONAIS: TelaDoTipo<'regionais'> = {
  ...semFiltro('regionais', 'nova'),
  naoEncontrado: 'Regional não encontrada.',
  nomeDoItem: (r) => r.nome,
  lista: {
    meta: () => 'Regionais | Área restrita | COSEMS/MG',
    titulo: 'Regionais',
    avisos: { salvo: 'Regional salva.', excluido: '' },
    topo: () => (
      <p>
        O nome, o presidente, os apoiadores e os municípios de cada conselho regional. O que for salvo aparece na página da regional, em
        Secretários, em Apoiadores e na API.
      </p>
    ),
    vazio: 'Nenhuma regional.',
    regiao: () => 'Regionais',
    legenda: (lista) => `As ${lista.total} regionais, em ordem alfabética`,
    colunas: [
      { titulo: 'Regional', valor: (r) => <Link to={`/admin/regionais/${r.id}`}>{r.nome}</Link> },
      { titulo: 'Presidente', valor: (r) => r.presidente?.nome ?? <span className="text-body-secondary">Sem presidente</span> },
      { titulo: 'Apoiadores', valor: (r) => r.apoiadores.length },
      { titulo: 'Municípios', valor: (r) => r.municipios.length },
    ],
    paginas: () => 'Páginas das regionais',
  },
  item: {
    titulo: (r) => `Regional ${r?.nome ?? ''}`,
    meta: (r) => `${r?.nome ?? 'Regional'} | Regionais | Área restrita | COSEMS/MG`,
    trilha: () => <Link to="/admin/regionais">Regionais</Link>,
    voltar: { endereco: '/admin/regionais', nome: 'Voltar para as regionais' },
    subtitulo: (_filtro, r) =>
      r ? (
        <p>
          <a href={`/CosemsRegional/${r.id}`}>Ver a página pública desta regional</a>
        </p>
      ) : null,
    resumo: (r) => [
      ['Nome', r.nome],
      ['Presidente', r.presidente?.nome ?? 'Sem presidente'],
      ['Apoiadores', r.apoiadores.map((a) => a.nome).join(', ') || 'Nenhum'],
    ],
    formulario: ({ csrf, item, digitado, erro, erros }) =>
      item ? <RegionalForm csrf={csrf} regional={item} digitado={digitado} erro={erro?.mensagem ?? null} erros={erros} /> : null,
    salvoNaPagina: 'Regional salva. O site e a API já mostram a mudança.',
    municipios: (r) => r.municipios,
  },
};

const PUBLICACOES: TelaDoTipo<'publicacoes'> = {
  ...semFiltro('publicacoes', 'nova'),
  naoEncontrado: 'Não há essa publicação.',
  nomeDoItem: (p) => p.title,
  lista: {
    meta: () => 'Publicações | Área restrita | COSEMS/MG',
    titulo: 'Publicações',
    avisos: { salvo: 'Publicação salva.', excluido: 'Publicação excluída.' },
    topo: () => (
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <p className="mb-0 me-auto">Na ordem em que aparecem no site. A “Ultima Mudança” muda quando o arquivo ou o link muda.</p>
        <Link to="/admin/publicacoes/nova" className="btn btn-primary">
          Nova publicação
        </Link>
        {verNoSite('/publicacoes')}
      </div>
    ),
    vazio: 'Nenhuma publicação.',
    regiao: () => 'Publicações',
    legenda: (lista) => (
      <>
        Publicações, na ordem do site ({lista.total} {lista.total === 1 ? 'publicação' : 'publicações'})
      </>
    ),
    colunas: [
      { titulo: 'Título', valor: (p) => p.title },
      { titulo: 'Documento', classe: 'text-break', valor: (p) => <a href={p.link}>{tipoDoLink(p, p.title)}</a> },
      { titulo: 'Ultima Mudança', classe: 'text-nowrap', valor: ultimaMudanca },
    ],
    paginas: () => 'Páginas das publicações',
  },
  item: {
    titulo: (item) => (item ? 'Editar publicação' : 'Nova publicação'),
    meta: (item) => `${item ? 'Editar publicação' : 'Nova publicação'} | Publicações | Área restrita | COSEMS/MG`,
    trilha: () => <Link to="/admin/publicacoes">Publicações</Link>,
    voltar: { endereco: '/admin/publicacoes', nome: 'Voltar para as publicações' },
    subtitulo: (_filtro, p) => (p ? <p className="text-body-secondary">Ultima Mudança: {ultimaMudanca(p)}</p> : null),
    resumo: (p) => [
      ['Título', p.title],
      ['Documento', documento(p), true],
    ],
    formulario: formularioDeDocumento('publicacao', ['title']),
  },
  excluir: {
    titulo: 'Excluir publicação',
    meta: 'Excluir publicação | Publicações | Área restrita | COSEMS/MG',
    texto: 'Esta publicação sai do site e da API assim que você confirmar. O PDF continua na biblioteca de mídia.',
    botao: 'Excluir a publicação',
    resumo: (p) => [
      ['Título', p.title],
      ['Documento', documento(p), true],
      ['Ultima Mudança', formatDate(p.lastUpdate)],
    ],
  },
};

const PRESIDENTES: TelaDoTipo<'presidentes'> = {
  ...semFiltro('presidentes', 'novo'),
  naoEncontrado: 'Presidente não encontrado.',
  nomeDoItem: (p) => p.name,
  lista: {
    meta: () => 'Galeria dos Presidentes | Conteúdo do site | Área restrita | COSEMS/MG',
    titulo: 'Galeria dos Presidentes',
    avisos: { salvo: 'Presidente salvo.', excluido: 'Presidente removido da galeria.' },
    topo: () => (
      <>
        <p>
          Os ex-presidentes, na ordem em que a galeria os mostra. O retrato é uma imagem da{' '}
          <Link to="/admin/midia">biblioteca de mídia</Link>, e o texto alternativo dele é o escrito lá.{' '}
          <a href="/presidentes">Ver a página pública</a>.
        </p>
        <p>
          <Link to="/admin/presidentes/novo" className="btn btn-primary">
            Adicionar presidente
          </Link>
        </p>
      </>
    ),
    vazio: 'Nenhum presidente na galeria.',
    ordem: {
      id: 'ordem-presidentes',
      titulo: 'Ordem da galeria',
      salva: 'Nova ordem da galeria salva.',
      rotulo: (p) => `${p.name} (${p.date})`,
      conteudo: (p, rotulo) => (
        <span className="d-inline-flex align-items-center gap-2">
          <img src={getSizedImageUrl(getImageUrl('', p.image), 36)} alt="" width={36} height={48} className="rounded object-fit-cover" />
          <Link to={`/admin/presidentes/${p.id}`}>{rotulo}</Link>
        </span>
      ),
    },
  },
  item: {
    titulo: (p) => (p ? `Editar ${p.name}` : 'Adicionar presidente'),
    meta: (p) => `${p ? `Editar ${p.name}` : 'Adicionar presidente'} | Galeria dos Presidentes | Área restrita | COSEMS/MG`,
    trilha: () => <Link to="/admin/presidentes">Galeria dos Presidentes</Link>,
    voltar: { endereco: '/admin/presidentes', nome: 'Voltar para a galeria dos presidentes' },
    subtitulo: () => null,
    resumo: (p) => [
      ['Nome', p.name],
      ['Período', p.date],
      ['Retrato', p.image, true],
    ],
    formulario: ({ csrf, item, digitado, erro, erros, imagens }) => (
      <PresidenteForm csrf={csrf} item={item} digitado={digitado} erro={erro?.mensagem ?? null} erros={erros} imagens={imagens} />
    ),
    remover: {
      titulo: () => 'Remover da galeria',
      texto: 'O retrato continua na biblioteca de mídia.',
      confirmacao: (p) => `Sim, remover ${p.name} da galeria`,
      semConfirmacao: 'Marque a confirmação para remover o presidente da galeria.',
      botao: () => 'Remover',
    },
  },
};

/**
 * The partners and the useful links of the home page: one list ordered by hand, the form that adds
 * one below it, each item's page saving in place and removing without a confirmation.
 */
function telaDaHome<T extends 'parceiros' | 'links-uteis'>(chave: T): TelaDoTipo<T> {
  const parceiros = chave === 'parceiros';
  const titulo = parceiros ? 'Parceiros' : 'Links úteis';
  const formulario = ({ csrf, item, atual, digitado, erro, erros, imagens }: PropsDoFormulario<T>) => (
    <ItemDaHomeForm
      lista={chave}
      csrf={csrf}
      item={item}
      atual={atual}
      digitado={digitado}
      erro={erro?.mensagem ?? null}
      erros={erros}
      imagens={imagens}
    />
  );
  return {
    ...semFiltro(chave, 'novo'),
    naoEncontrado: `${parceiros ? 'Parceiro' : 'Link útil'} não encontrado.`,
    nomeDoItem: (i) => i.nome,
    lista: {
      meta: () => `${titulo} | Conteúdo do site | Área restrita | COSEMS/MG`,
      titulo,
      avisos: { salvo: parceiros ? 'Parceiro salvo.' : 'Link salvo.', excluido: 'Item removido.' },
      topo: () => (
        <>
          <p>
            {parceiros
              ? 'Os órgãos e parceiros do carrossel da página inicial e do rodapé (“Órgãos e parceiros”), na ordem em que aparecem. /api/parceiros segue a mesma ordem.'
              : 'Os links da seção “Links Úteis” da página inicial, na ordem em que aparecem: 4 colunas de 5, a primeira coluna de cima para baixo, depois a segunda… /api/links-uteis segue a mesma ordem.'}{' '}
            <a href="/">Ver a página inicial</a>.
          </p>
          {parceiros ? null : <p id="aviso-20">{AVISO_ALEM_DE_20}</p>}
          <h2 className="h4 mt-4">Ordem</h2>
        </>
      ),
      vazio: `Nenhum ${parceiros ? 'parceiro' : 'link'} ainda.`,
      ordem: {
        id: `ordem-${chave}`,
        titulo: `Ordem dos ${parceiros ? 'parceiros' : 'links úteis'}`,
        salva: 'Nova ordem salva. O site e a API já mostram.',
        rotulo: (i) => i.nome,
        conteudo: (i, rotulo, indice) => (
          <>
            {'imagem' in i && i.imagem ? (
              <img
                src={getSizedImageUrl(getImageUrl('', i.imagem), 64)}
                alt=""
                width={64}
                height={32}
                className="me-2 cosems-logo-previa"
              />
            ) : null}
            <Link to={`/admin/${chave}/${i.id}`} className="text-break">
              {rotulo}
            </Link>{' '}
            <span className="text-body-secondary text-break">({i.link})</span>
            {!parceiros && indice >= 20 ? (
              <span className="badge text-bg-warning ms-2">não aparece na página (além dos 20 primeiros)</span>
            ) : null}
          </>
        ),
      },
      inclusao: { formulario, incluido: (i) => `“${i.nome}” incluído no fim da lista. O site e a API já mostram.` },
    },
    item: {
      titulo: (i) => i?.nome ?? titulo,
      meta: (i) => `${i?.nome ?? 'Item'} | ${titulo} | Área restrita | COSEMS/MG`,
      trilha: () => <Link to={`/admin/${chave}`}>{titulo}</Link>,
      voltar: { endereco: `/admin/${chave}`, nome: `Voltar para ${parceiros ? 'os parceiros' : 'os links úteis'}` },
      subtitulo: () => null,
      resumo: (i) => [
        ['Nome', i.nome],
        ['Link', i.link, true],
      ],
      formulario,
      salvoNaPagina: 'Alterações salvas. O site e a API já mostram.',
      conflitoNoFormulario: true,
      remover: {
        titulo: (i) => `Remover “${i.nome}”`,
        texto: parceiros
          ? 'O parceiro sai do carrossel da página inicial, do rodapé e da API; a imagem continua na biblioteca de mídia.'
          : 'O link sai da página inicial e da API.',
        botao: (i) => `Remover “${i.nome}”`,
      },
    },
  };
}

type Membro = MembroEditavel<AreaDePessoas>;

/**
 * The Team's groups (the Board's positions) of an area: one list ordered by hand with the form that
 * adds a group below it; a group's page lists its members (their sub-list, ordered by hand, with the
 * form that adds one), its name's form, and its removal, refused while it has members.
 */
function telaDosGrupos<T extends AreaDePessoas>(area: T): TelaDoTipo<T> {
  const p = PALAVRAS_DA_AREA[area];
  const tipoDosMembros = area === 'equipe' ? 'equipe-membros' : 'diretoria-membros';
  const membros = (n: number) => `${n} ${n === 1 ? 'membro' : 'membros'}`;
  return {
    ...semFiltro(area, 'novo'),
    naoEncontrado: `${p.Grupo} não encontrado.`,
    nomeDoItem: (g) => g.nome,
    lista: {
      meta: () => `${p.titulo} | Conteúdo do site | Área restrita | COSEMS/MG`,
      titulo: p.titulo,
      avisos: { salvo: '', excluido: `${p.Grupo} excluído.` },
      topo: () => (
        <>
          <p>
            {area === 'equipe'
              ? 'Os grupos da página Equipe, na ordem em que aparecem. Um grupo sem membros não aparece no site.'
              : 'Os cargos da página Diretoria, na ordem em que aparecem. Um cargo sem membros continua no site, como “Vaga não preenchida”.'}{' '}
            <a href={p.paginaPublica}>Ver a página pública</a>.
          </p>
          <h2 className="h4 mt-4">{area === 'equipe' ? 'Grupos' : 'Cargos'}</h2>
        </>
      ),
      vazio: `Nenhum ${p.grupo} ainda.`,
      ordem: {
        id: 'ordem-grupos',
        titulo: `Ordem dos ${p.grupos}`,
        salva: `Nova ordem dos ${p.grupos} salva.`,
        rotulo: (g) => g.nome,
        conteudo: (g, rotulo) => (
          <>
            <Link to={`/admin/${area}/${g.id}`}>{rotulo}</Link>{' '}
            <span className="text-body-secondary">
              ({g.membros.length === 0 ? (area === 'diretoria' ? 'vago' : 'sem membros') : membros(g.membros.length)})
            </span>
          </>
        ),
      },
      inclusao: {
        intent: 'criar-grupo',
        formulario: (props) => <GrupoNovoForm area={area} {...props} />,
        incluido: (g) => `${p.Grupo} “${g.nome}” criado.`,
      },
    },
    item: {
      titulo: (g) => g?.nome ?? p.Grupo,
      meta: (g) => `${g?.nome ?? 'Grupo'} | ${p.titulo} | Área restrita | COSEMS/MG`,
      trilha: () => <Link to={`/admin/${area}`}>{p.titulo}</Link>,
      voltar: { endereco: `/admin/${area}`, nome: `Voltar para ${area === 'equipe' ? 'a equipe' : 'a diretoria'}` },
      subtitulo: () => null,
      resumo: (g) => [['Nome', g.nome]],
      formulario: ({ item, ...props }) => (item ? <GrupoNomeForm area={area} item={item} {...props} /> : null),
      salvoNaPagina: (g) => `${p.Grupo} renomeado para “${g.nome}”.`,
      conflitoNoFormulario: true,
      sublista: {
        tipo: tipoDosMembros,
        titulo: 'Membros',
        vazio: () =>
          `Nenhum membro. ${
            area === 'diretoria'
              ? 'Na página Diretoria, este cargo aparece como “Vaga não preenchida”.'
              : 'Enquanto estiver vazio, o grupo não aparece na página Equipe.'
          }`,
        ordem: {
          id: 'ordem-membros',
          titulo: (g) => `Ordem dos membros de ${g.nome}`,
          salva: (g) => `Nova ordem de “${g.nome}” salva.`,
          rotulo: (m) => (m as Membro).nome,
          conteudo: (m, rotulo) => {
            const membro = m as Membro;
            const detalhe = 'email' in membro ? membro.email : membro.sms ? `SMS de ${membro.sms}` : '';
            return (
              <>
                <Link to={`/admin/${area}/membros/${m.id}`} aria-label={`Editar ${rotulo}`}>
                  {rotulo}
                </Link>
                {detalhe ? <span className="d-block small text-body-secondary text-break">{detalhe}</span> : null}
              </>
            );
          },
        },
        inclusao: {
          intent: 'criar-membro',
          formulario: (props, g) => <MembroNovoForm area={area} grupo={g.nome} {...props} />,
          incluido: (m, g) => `${(m as Membro).nome} adicionado a “${g.nome}”.`,
        },
        removido: 'Membro removido.',
      },
      remover: {
        titulo: () => `Excluir ${p.oGrupo}`,
        texto: area === 'diretoria' ? 'O cargo sai da página Diretoria.' : 'O grupo sai da lista.',
        botao: (g) => `Excluir ${p.oGrupo} ${g.nome}`,
        bloqueado: (g) =>
          g.membros.length === 0
            ? null
            : `${p.oGrupo.charAt(0).toUpperCase() + p.oGrupo.slice(1)} tem ${membros(g.membros.length)}: para excluí-lo, mova cada membro para outro ${p.grupo} ou remova-o (na página de cada membro). Ninguém é apagado junto com ${p.oGrupo}.`,
      },
    },
  } as TelaDoTipo<T>;
}

/** A member of the Team or of the Board: its page (no list of its own: its group's page lists it). */
function telaDosMembros<T extends 'equipe-membros' | 'diretoria-membros'>(chave: T, area: AreaDePessoas): TelaDoTipo<T> {
  const p = PALAVRAS_DA_AREA[area];
  return {
    chave,
    caminho: `${area}/membros`,
    filtro: () => null,
    base: () => `/admin/${area}`,
    novo: 'novo',
    naoEncontrado: 'Membro não encontrado.',
    nomeDoItem: (m) => m.nome,
    item: {
      titulo: (m) => m?.nome ?? 'Membro',
      meta: (m) => `${m?.nome ?? 'Membro'} | ${p.titulo} | Área restrita | COSEMS/MG`,
      trilha: (_filtro, m) => (
        <>
          <Link to={`/admin/${area}`}>{p.titulo}</Link>
          {m ? (
            <>
              {' '}
              › <Link to={`/admin/${area}/${m.grupoId}`}>{m.grupo}</Link>
            </>
          ) : null}
        </>
      ),
      voltar: { endereco: `/admin/${area}`, nome: `Voltar para ${area === 'equipe' ? 'a equipe' : 'a diretoria'}` },
      subtitulo: () => null,
      resumo: (m) => [['Nome', m.nome]],
      formulario: ({ item, escolhas, ...props }) =>
        item ? <MembroDadosForm area={area} item={item} grupos={escolhas} {...props} /> : null,
      salvoNaPagina: (depois, antes) =>
        depois.grupoId === antes.grupoId ? 'Alterações salvas.' : `${depois.nome} movido para “${depois.grupo}”.`,
      conflitoNoFormulario: true,
      escolhe: area,
      remover: {
        titulo: (m) => `Remover ${m.nome}`,
        texto:
          area === 'diretoria'
            ? 'A pessoa sai da Diretoria. Um cargo que fica sem ninguém continua no site, como “Vaga não preenchida”.'
            : 'A pessoa sai da página Equipe.',
        botao: (m) => `Remover ${m.nome}`,
        destino: (m) => `/admin/${area}/${m.grupoId}?removido=1`,
      },
    },
  } as TelaDoTipo<T>;
}
const nomeDoLogo = (l: LogoEditavel) => l.alt || l.imagem;

/** The site's logos: the choice of the active one, the removal of the others, and a library image added below. */
const LOGOS: TelaDoTipo<'logos'> = {
  ...semFiltro('logos', 'novo'),
  naoEncontrado: 'Logo não encontrado.',
  nomeDoItem: nomeDoLogo,
  lista: {
    meta: () => 'Logo do site | Conteúdo do site | Área restrita | COSEMS/MG',
    titulo: 'Logo do site',
    avisos: { salvo: 'Logo salvo.', excluido: 'Logo removido da lista (a imagem continua na biblioteca de mídia).' },
    topo: () => (
      <p>
        O logo ativo aparece no cabeçalho de todas as páginas e no banner da página inicial, e é o que /api/logos/ativa responde. Só um logo
        fica ativo por vez. <a href="/">Ver a página inicial</a>.
      </p>
    ),
    vazio: 'Nenhum logo ainda: inclua um abaixo.',
    ativo: {
      campo: 'logo',
      legenda: 'Logo ativo',
      botao: 'Usar o logo escolhido',
      eAtivo: (l) => l.ativa,
      rotulo: (l) => (
        <>
          <img
            src={getSizedImageUrl(getImageUrl('', l.imagem), 160)}
            alt=""
            width={160}
            height={60}
            className="img-thumbnail cosems-logo-previa"
          />
          <span className="text-break">
            {nomeDoLogo(l)}
            {l.ativa ? <strong> (ativo agora)</strong> : null}
          </span>
        </>
      ),
      ativado: 'Logo ativo trocado. O cabeçalho, o banner e a API já mostram.',
      jaAtivo: 'Nada mudou: este já é o logo ativo.',
      remover: {
        titulo: 'Remover um logo',
        texto: 'O logo ativo não pode ser removido. A imagem continua na biblioteca de mídia.',
        botao: (l) => `Remover o logo ${nomeDoLogo(l)}`,
        removido: 'Logo removido da lista (a imagem continua na biblioteca de mídia).',
      },
    },
    inclusao: {
      formulario: ({ csrf, digitado, erro, erros, imagens, lista }) => (
        <LogoForm
          csrf={csrf}
          digitado={digitado}
          erro={erro?.mensagem ?? null}
          erros={erros}
          imagens={imagens.filter((i) => !lista?.some((l) => l.imagem === i.nome))}
        />
      ),
      incluido: () => 'Logo incluído na lista. Escolha-o como ativo para mostrá-lo no site.',
    },
  },
  // No page of its own: a logo is chosen, added and removed on the list (routes.ts has no item route).
  item: {
    titulo: () => 'Logo do site',
    meta: () => 'Logo do site | Conteúdo do site | Área restrita | COSEMS/MG',
    trilha: () => <Link to="/admin/logos">Logo do site</Link>,
    voltar: { endereco: '/admin/logos', nome: 'Voltar para o logo do site' },
    subtitulo: () => null,
    resumo: (l) => [['Imagem', l.imagem, true]],
    formulario: () => null,
  },
};

const AGENDA: TelaDoTipo<'agenda'> = {
  ...semFiltro('agenda', 'novo'),
  raiz: { endereco: '/admin', nome: 'Área restrita' },
  naoEncontrado: 'Evento não encontrado.',
  nomeDoItem: (e) => e.titulo,
  lista: {
    meta: () => 'Agenda | Área restrita | COSEMS/MG',
    titulo: 'Agenda',
    avisos: { salvo: 'Evento salvo.', excluido: 'Evento excluído.' },
    topo: () => (
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <p className="mb-0 me-auto">
          Os próximos eventos primeiro; depois os passados, do mais recente ao mais antigo. Horário de Brasília.
        </p>
        <Link to="/admin/agenda/novo" className="btn btn-primary">
          Novo evento
        </Link>
        {verNoSite('/agenda')}
      </div>
    ),
    vazio: 'Nenhum evento na agenda.',
    regiao: () => 'Eventos da agenda',
    legenda: (lista) => (
      <>
        Eventos, os próximos primeiro ({lista.total} {lista.total === 1 ? 'evento' : 'eventos'}, {DOCUMENTOS_POR_PAGINA} por página)
      </>
    ),
    colunas: [
      { titulo: 'Início', classe: 'text-nowrap', valor: (e) => <time dateTime={e.inicio}>{quando(e)}</time> },
      { titulo: 'Título', valor: (e) => e.titulo },
      { titulo: 'Tipo', valor: (e) => TIPOS_DE_EVENTO[e.tipo] },
      { titulo: 'Situação', valor: (e) => ESTADOS_DE_EVENTO[e.estado] },
    ],
    paginas: () => 'Páginas da agenda',
  },
  item: {
    titulo: (e) => (e ? 'Editar evento' : 'Novo evento'),
    meta: (e) => `${e ? 'Editar evento' : 'Novo evento'} | Agenda | Área restrita | COSEMS/MG`,
    trilha: () => <Link to="/admin/agenda">Agenda</Link>,
    voltar: { endereco: '/admin/agenda', nome: 'Voltar para a agenda' },
    subtitulo: (_filtro, e) =>
      e ? (
        <p className="text-body-secondary">
          {ESTADOS_DE_EVENTO[e.estado]}: {quando(e)}
        </p>
      ) : null,
    resumo: (e) => [
      ['Título', e.titulo],
      ['Início', quando(e)],
      ['Local', e.local || e.linkOnline || ''],
      ['Situação', ESTADOS_DE_EVENTO[e.estado]],
    ],
    formulario: ({ csrf, item, digitado, erro, erros, opcoes, voltar }) => (
      <EventoForm
        csrf={csrf}
        item={item}
        digitado={digitado}
        erro={erro?.mensagem ?? null}
        erros={erros}
        opcoes={opcoes ?? {}}
        voltar={voltar}
      />
    ),
  },
  excluir: {
    titulo: 'Excluir evento',
    meta: 'Excluir evento | Agenda | Área restrita | COSEMS/MG',
    texto:
      'O evento sai do site e dos calendários assinados assim que você confirmar. Para avisar quem o assinou que ele não vai acontecer, cancele-o em vez de excluir (Situação: Cancelado).',
    botao: 'Excluir o evento',
    resumo: (e) => [
      ['Título', e.titulo],
      ['Início', quando(e)],
      ['Situação', ESTADOS_DE_EVENTO[e.estado]],
    ],
  },
};

/** The CIB-SUS/MG's deliberations (issue 30): autores draft, editors publish. */
const DELIBERACOES: TelaDoTipo<'deliberacoes'> = {
  ...semFiltro('deliberacoes', 'nova'),
  naoEncontrado: 'Não há essa deliberação.',
  nomeDoItem: (d) => nomeDaDeliberacao(d.numero, d.ano),
  lista: {
    meta: () => 'Deliberações da CIB-SUS/MG | Área restrita | COSEMS/MG',
    titulo: 'Deliberações da CIB-SUS/MG',
    avisos: { salvo: 'Deliberação salva.', excluido: 'Deliberação excluída.' },
    topo: () => (
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <p className="mb-0 me-auto">Das mais recentes às mais antigas. Autores salvam rascunhos; editores publicam.</p>
        <Link to="/admin/deliberacoes/nova" className="btn btn-primary">
          Nova deliberação
        </Link>
        {verNoSite('/deliberacoes')}
      </div>
    ),
    vazio: 'Nenhuma deliberação.',
    regiao: () => 'Deliberações',
    legenda: (lista) => (
      <>
        Deliberações, das mais recentes às mais antigas ({lista.total} {lista.total === 1 ? 'deliberação' : 'deliberações'},{' '}
        {DOCUMENTOS_POR_PAGINA} por página)
      </>
    ),
    colunas: [
      { titulo: 'Deliberação', valor: (d) => nomeDaDeliberacao(d.numero, d.ano) },
      { titulo: 'Data', classe: 'text-nowrap', valor: (d) => formatDate(`${d.data}T12:00:00-03:00`) },
      { titulo: 'Situação', valor: (d) => ESTADOS_DE_DELIBERACAO[d.estado] },
    ],
    paginas: () => 'Páginas de deliberações',
  },
  item: {
    titulo: (d) => (d ? `Editar a ${nomeDaDeliberacao(d.numero, d.ano)}` : 'Nova deliberação'),
    meta: (d) => `${d ? 'Editar deliberação' : 'Nova deliberação'} | Deliberações da CIB-SUS/MG | Área restrita | COSEMS/MG`,
    trilha: () => <Link to="/admin/deliberacoes">Deliberações da CIB-SUS/MG</Link>,
    voltar: { endereco: '/admin/deliberacoes', nome: 'Voltar para as deliberações' },
    subtitulo: (_f, d) => (d ? <p className="text-body-secondary">Situação: {ESTADOS_DE_DELIBERACAO[d.estado]}</p> : null),
    resumo: (d) => [
      ['Deliberação', nomeDaDeliberacao(d.numero, d.ano)],
      ['Data', d.data.split('-').reverse().join('/')],
      ['Ementa', d.ementa],
      ['Temas', d.temas.map((t) => TEMAS_DE_DELIBERACAO[t]).join(', ')],
      ['Documento', documento(d), true],
      ['Situação', ESTADOS_DE_DELIBERACAO[d.estado]],
    ],
    formulario: ({ csrf, item, digitado, erro, erros, publica, voltar }) => (
      <DeliberacaoForm
        csrf={csrf}
        item={item}
        digitado={digitado}
        erro={erro}
        erros={erros}
        publica={publica ?? false}
        voltar={voltar}
        nota={(props) => <EditorTextoSobDemanda {...props} name="nota" label="Nota do COSEMS/MG" rows={8} />}
      />
    ),
  },
  excluir: {
    titulo: 'Excluir deliberação',
    meta: 'Excluir deliberação | Área restrita | COSEMS/MG',
    texto: 'Esta deliberação sai do site e da API assim que você confirmar. O PDF continua na biblioteca de mídia.',
    botao: 'Excluir a deliberação',
    resumo: (d) => [
      ['Deliberação', nomeDaDeliberacao(d.numero, d.ano)],
      ['Data', formatDate(`${d.data}T12:00:00-03:00`)],
      ['Ementa', d.ementa],
      ['Documento', documento(d), true],
    ],
  },
};

export const TELAS: { [T in TipoComTela]: TelaDoTipo<T> } = {
  juridico: JURIDICO,
  publicacoes: PUBLICACOES,
  presidentes: PRESIDENTES,
  parceiros: telaDaHome('parceiros'),
  'links-uteis': telaDaHome('links-uteis'),
  equipe: telaDosGrupos('equipe'),
  'equipe-membros': telaDosMembros('equipe-membros', 'equipe'),
  diretoria: telaDosGrupos('diretoria'),
  'diretoria-membros': telaDosMembros('diretoria-membros', 'diretoria'),
  logos: LOGOS,
  regionais: REGIONAIS,
  agenda: AGENDA, // issue 30
  deliberacoes: DELIBERACOES,
};

/** A type's screen for the generic pages, which hold its key and its items apart (TypeScript cannot tie them there). */
export const telaDe = (tipo: TipoComTela) => TELAS[tipo] as unknown as TelaDoTipo<TipoDeConteudo>;

/**
 * The type a back-office path is of: /admin/{tipo}/… or /admin/{caminho}/… (also React Router's
 * .data requests), the longest address that matches; null for another.
 */
export function tipoDoCaminho(caminho: string): TipoComTela | null {
  const resto = `${caminho.replace(/\.data$/, '').replace(/^\/admin\//, '')}/`;
  let achado: TipoComTela | null = null;
  for (const tipo of TIPOS_DE_CONTEUDO) {
    const prefixo = `${TELAS[tipo].caminho ?? tipo}/`;
    if (resto.startsWith(prefixo) && prefixo.length > (achado ? (TELAS[achado].caminho ?? achado).length + 1 : 0)) achado = tipo;
  }
  return achado;
}

/** The type of the page asked for; 404 when the address is of none (only routes of the registry's types lead here). */
export function tipoDoEndereco(request: Request): TipoComTela {
  const tipo = tipoDoCaminho(new URL(request.url).pathname);
  if (!tipo) throw data('Não encontrado.', { status: 404 });
  return tipo;
}

/**
 * What an item's page (item.tsx, excluir.tsx) asks for, read from its address: the type and its
 * screen, the sub-list and the id (a positive integer, null on the "new" page); 404 with the
 * type's message for anything else.
 */
export function enderecoDoItem(request: Request, params: Params) {
  const tipo = tipoDoEndereco(request);
  const tela = telaDe(tipo);
  const filtro = tela.filtro(params, false);
  if (params.id !== undefined && !/^[1-9][0-9]{0,8}$/.test(params.id)) throw data(tela.naoEncontrado, { status: 404 });
  return { tipo, tela, filtro, id: params.id === undefined ? null : Number(params.id) };
}

/** The first step of a page's trail: the type's `raiz`, or "Conteúdo do site". */
export const raizDe = (tela: TelaDoTipo<TipoDeConteudo>) => tela.raiz ?? { endereco: '/admin/conteudo', nome: 'Conteúdo do site' };

/** An item's summary as a definition list's lines (the conflict's "what is stored now", the deletion's confirmation). */
export function LinhasDoResumo({ linhas }: { linhas: Linha[] }) {
  return linhas.map(([rotulo, valor, quebra]) => (
    <Fragment key={rotulo}>
      <dt className="col-sm-3">{rotulo}</dt>
      <dd className={quebra ? 'col-sm-9 text-break' : 'col-sm-9'}>{valor}</dd>
    </Fragment>
  ));
}
