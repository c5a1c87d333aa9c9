/**
 * /admin/noticias/:id — a news item's form; /admin/noticias/nova, the same form empty ("Nova
 * notícia"), whose first save — the officer's or an autosave — creates the draft and moves the
 * address to its number without reloading the page (issue 27, item 6). Works as a plain form before JavaScript loads (every
 * button posts the whole form to the action); once interactive it adds the rich-text editor, the
 * live title cuts, autosave a few seconds after typing stops and when the page is left, a copy of
 * the text in this browser (so an expired session loses nothing: sign in again and it is offered
 * back), and a refresh of who is editing.
 *
 * Every action is checked on the server (Redacao, contracts permissoes.ts): hiding a button is only
 * a courtesy. A save over someone else's newer save is a conflict shown side by side, never an
 * overwrite; the checker runs before publishing.
 */
import {
  type DadosNoticia,
  LIXEIRA_DIAS,
  type SessaoAtual,
  type LinkPreviaListado,
  NOME_DA_SITUACAO,
  type ResultadoSalvar,
} from '@cosems/contracts';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import {
  data,
  Form,
  Link,
  redirect,
  useFetcher,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
  useSubmit,
} from 'react-router';
import { MANTER_FOCO } from '../../../components/acessibilidade/navigation-focus';
import { BotaoComConfirmacao, type Confirmacao, PerguntaSemJavaScript } from '../../../features/area-restrita/formularios/confirmacao';
import { CsrfField } from '../../../features/area-restrita/formularios/csrf-field';
import { FormError } from '../../../features/area-restrita/formularios/form-error';
import { CampoDeImagem } from '../../../features/area-restrita/midia/campo-de-imagem';
import { useSeletorDeMidia } from '../../../features/area-restrita/midia/seletor-de-midia';
import { BANNER_TITLE_MAX } from '../../../features/home/banner';
import { GALLERY_TITLE_MAX } from '../../../features/home/gallery';
import { LIST_TITLE_MAX, NEIGHBOR_TITLE_MAX, parseNoticiaId } from '../../../features/noticias/rules';
import { type Corte, CortesDoTitulo } from '../../../features/redacao/cortes';
import { parseDataHoraLocal, toDataHoraLocal } from '../../../features/redacao/datas';
import { AVISO_AOS_EDITORES, linhaDeEstado } from '../../../features/redacao/estado';
import { EditorTexto } from '../../../features/redacao/editor-texto';
import { type NoticiaForm, NA_NOVA, readNoticiaForm } from '../../../features/redacao/form.server';
import { REGIAO_TITLE_MAX } from '../../../features/regionais/regiao';
import { requireSession } from '../../../lib/back-office.server';
import type { BackOfficeValues } from '../../../lib/context';
import { formatDateTime } from '../../../lib/dates';
import { getImageUrl } from '../../../lib/images';
import { siteConfig } from '../../../lib/site-config';
import type { Route } from './+types/noticia-editar';
import { ColunaDeAcoes } from '../../../components/ui/coluna-de-acoes';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.noticia.dados.titulo || tituloVazio(loaderData?.noticia.id ?? null)} | Editar | Área restrita | COSEMS/MG` },
];

const tituloVazio = (id: number | null) => (id === null ? 'Nova notícia' : 'Notícia sem título');

/** A refused autosave's Retry-After reaches the client (an action's headers go out only through here). */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const h = new Headers();
  const espera = actionHeaders.get('Retry-After');
  if (espera) h.set('Retry-After', espera);
  return h;
};

/** Every place the site cuts a title, with the cut that place's feature applies. */
const CORTES: Corte[] = [
  { lugar: 'Banner da página inicial', max: BANNER_TITLE_MAX },
  ...GALLERY_TITLE_MAX.map((max, i) => ({ lugar: `Destaques (${['grande', 'médio', 'pequeno', 'menor'][i]})`, max })),
  { lugar: 'Lista de notícias', max: LIST_TITLE_MAX },
  { lugar: 'Cartões das regionais', max: REGIAO_TITLE_MAX },
  { lugar: 'Links “Anterior” e “Próximo”', max: NEIGHBOR_TITLE_MAX },
];

/** Autosave this long after the last keystroke. */
const AUTOSAVE_MS = 3000;
/** Refresh "who is editing" this often (the server frees a mark after two minutes). */
const EDICAO_MS = 45_000;

/** The item's number; null for "nova", the empty form of a news item not yet saved. */
function idOf(params: { id?: string }): number | null {
  if (params.id === 'nova') return null;
  const id = parseNoticiaId(params.id);
  if (id === null) throw new Response('Notícia não encontrada', { status: 404 });
  return id;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  const id = idOf(params);
  const noticia = id === null ? await backOffice.redacao.emBranco(session) : await backOffice.redacao.obter(session, id);
  if (noticia === null) throw new Response('Notícia não encontrada', { status: 404 });
  if (noticia === 'proibido') throw new Response('Você não pode abrir esta notícia.', { status: 403 });
  const [opcoes, edicao, links] = await Promise.all([
    backOffice.redacao.opcoes(),
    noticia.pode.editar && id !== null ? backOffice.redacao.marcarEdicao(session, id) : Promise.resolve(noticia.edicao),
    id === null ? [] : backOffice.redacao.linksPrevia(session, id),
  ]);
  return {
    noticia: { ...noticia, edicao },
    opcoes,
    links: Array.isArray(links) ? links : [],
    csrf: session.csrf,
    salvo: new URL(request.url).searchParams.get('salvo'),
    // The status line's "hoje" is the server's day, the same in the page and after hydration.
    agora: new Date().toISOString(),
  };
}

type Falha = Exclude<ResultadoSalvar, { tipo: 'ok' }>;
export type ResultadoAcao =
  | { tipo: 'formulario'; erro: string }
  | (Falha & { dados: DadosNoticia })
  | { tipo: 'ok'; id: number | null; versao: number; situacao: string }
  /** An action that asks first, posted unconfirmed (no JavaScript yet): the page asks (issue 27, item 6). */
  | { tipo: 'confirmar'; intent: 'despublicar'; dados: DadosNoticia }
  | { tipo: 'confirmar'; intent: 'excluir' }
  | { tipo: 'link'; url: string; expiraEm: string };

const STATUS: Record<Falha['tipo'], number> = {
  proibido: 403,
  'nao-encontrada': 404,
  invalido: 400,
  conflito: 409,
  verificacao: 422,
  limite: 429,
};

export async function action({ context, request, params }: Route.ActionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const id = idOf(params);
  const lido = await readNoticiaForm(request);
  if (!lido.ok) return data<ResultadoAcao>({ tipo: 'formulario', erro: lido.erro }, { status: 400 });
  const { form, dados } = lido;
  const { redacao, quem } = backOffice;
  if (id === null) {
    // Before its first save a new item has nothing to take over, link, delete or unpublish.
    if (!NA_NOVA.has(form.intent)) throw new Response('Notícia não encontrada', { status: 404 });
  } else {
    const resposta = await acaoNoItem(backOffice, session, id, lido);
    if (resposta) return resposta;
  }
  const dataPublicacao = parseDataHoraLocal(form.dataPublicacao);
  const despublicarEm = parseDataHoraLocal(form.despublicarEm);
  if (dataPublicacao === undefined || despublicarEm === undefined) {
    const erros = {
      ...(dataPublicacao === undefined ? { dataPublicacao: 'Data inválida.' } : {}),
      ...(despublicarEm === undefined ? { despublicarEm: 'Data inválida.' } : {}),
    };
    return data<ResultadoAcao>({ tipo: 'invalido', erros, dados }, { status: 400 });
  }
  const r = await redacao.salvar(session, quem, {
    id,
    versaoBase: Number(form.versao),
    dados,
    automatico: form.intent === 'autosalvar',
    ...(form.intent === 'salvar' || form.intent === 'autosalvar'
      ? {}
      : { transicao: form.intent === 'despublicar-confirmado' ? 'despublicar' : form.intent }),
    dataPublicacao,
    despublicarEm,
    ignorarAvisos: form.ignorarAvisos,
  });
  if (r.tipo === 'ok') {
    if (form.intent === 'autosalvar') return data<ResultadoAcao>(r);
    // Back to the status line next to the buttons, where the officer clicked (#estado); a new
    // item's first save leads to its own address.
    return redirect(`/admin/noticias/${r.id ?? id}?salvo=${form.intent}#estado`);
  }
  // Too many autosaves: the form's script waits Retry-After and sends the newest text then.
  const headers = r.tipo === 'limite' ? { 'Retry-After': String(r.segundos) } : undefined;
  return data<ResultadoAcao>({ ...r, dados }, { status: STATUS[r.tipo], headers });
}

/** The actions on an item that exists (null: a save, handled by the action itself). */
async function acaoNoItem(
  { redacao, quem }: Pick<BackOfficeValues, 'redacao' | 'quem'>,
  session: SessaoAtual,
  id: number,
  { form, dados }: { form: NoticiaForm; dados: DadosNoticia },
) {
  switch (form.intent) {
    case 'tomar': {
      const r = await redacao.tomarEdicao(session, quem, id);
      if (r !== 'ok') throw new Response('Não permitido', { status: r === 'proibido' ? 403 : 404 });
      return redirect(`/admin/noticias/${id}`);
    }
    case 'link-previa': {
      const r = await redacao.criarLinkPrevia(session, quem, id);
      if (r === null || r === 'proibido') throw new Response('Não permitido', { status: r === null ? 404 : 403 });
      return data<ResultadoAcao>({ tipo: 'link', url: `/admin/previa/link/${r.token}`, expiraEm: r.expiraEm });
    }
    case 'revogar-link-previa': {
      const r = await redacao.revogarLinkPrevia(session, quem, id, form.link);
      if (r === null || r === 'proibido') throw new Response('Não permitido', { status: r === null ? 404 : 403 });
      if (r === 'nao-encontrado')
        return data<ResultadoAcao>(
          { tipo: 'formulario', erro: 'Este link de prévia não existe mais: já expirou ou foi revogado.' },
          { status: 404 },
        );
      return redirect(`/admin/noticias/${id}?salvo=link-revogado#links-de-previa`);
    }
    case 'excluir':
    case 'despublicar': {
      // Asked only of whoever may do it: the question itself is refused to anyone else.
      const n = await redacao.obter(session, id);
      if (n === null) throw new Response('Notícia não encontrada', { status: 404 });
      if (n === 'proibido' || !n.pode[form.intent === 'excluir' ? 'excluir' : 'despublicar'])
        throw new Response('Não permitido', { status: 403 });
      // The posted text comes back in the form: confirming posts it again with the confirmed intent.
      return data<ResultadoAcao>(
        form.intent === 'excluir' ? { tipo: 'confirmar', intent: 'excluir' } : { tipo: 'confirmar', intent: 'despublicar', dados },
      );
    }
    case 'excluir-confirmado': {
      const r = await redacao.excluir(session, quem, id);
      if (r !== 'ok') throw new Response('Não permitido', { status: r === 'proibido' ? 403 : 404 });
      return redirect(`/admin/noticias?excluida=${id}`);
    }
    default:
      return null;
  }
}

interface CopiaLocal extends DadosNoticia {
  em: string;
}
/** This browser's copy of an item's text; `nova` for the empty form's. */
const chaveLocal = (id: number | null) => `cosems-noticia-${id ?? 'nova'}`;

export default function EditarNoticia({ actionData }: Route.ComponentProps) {
  const { noticia, opcoes, links, csrf, salvo, agora } = useLoaderData<typeof loader>();
  const location = useLocation();
  const resultado = actionData as ResultadoAcao | undefined;
  const devolvidos = resultado && 'dados' in resultado ? resultado.dados : null;
  const inicial = devolvidos ?? noticia.dados;
  const [versao, setVersao] = useState(noticia.versao);
  const [titulo, setTitulo] = useState(inicial.titulo);
  const [subtitulo, setSubtitulo] = useState(inicial.subtitulo);
  const [imagem, setImagem] = useState(inicial.imagem ?? '');
  const [conteudoInicial, setConteudoInicial] = useState(inicial.conteudo);
  const [editorKey, setEditorKey] = useState(0);
  const [estadoAuto, setEstadoAuto] = useState<string>('');
  const [copiaLocal, setCopiaLocal] = useState<CopiaLocal | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sujo = useRef(false);
  /** A save of the whole form is on its way (the autosave's timer is off until it lands). */
  const salvando = useRef(false);
  const estadoRef = useRef<HTMLParagraphElement>(null);
  const avisosRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const auto = useFetcher<ResultadoAcao>();
  const submit = useSubmit();
  /** The button (or the form) of a save that waits for the autosave on its way (aoEnviar). */
  const adiado = useRef<HTMLButtonElement | HTMLFormElement | null>(null);
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const editavel = noticia.pode.editar;
  const outroEditando = noticia.edicao && !noticia.edicao.minha ? noticia.edicao : null;
  // "Nova notícia": the item its first save created, while the address still says "nova" (the
  // page moves to the item's own address; until then every save goes there, never creates twice).
  const [criada, setCriada] = useState<number | null>(null);
  const idCriado = useRef<number | null>(null);
  const eraNova = useRef(noticia.id === null);
  const idAtual = () => noticia.id ?? idCriado.current;
  const endereco = `/admin/noticias/${noticia.id ?? criada ?? 'nova'}`;
  const navigate = useNavigate();

  // A new version from the server (after a save, or a revalidation) is the form's base.
  useEffect(() => setVersao(noticia.versao), [noticia.versao]);

  // Text kept in this browser that the server does not have: offer it back. After a save of the
  // form that the server took (its redirect brings `salvo`), the copy is what was saved: it goes.
  useEffect(() => {
    try {
      if (salvando.current && salvo) {
        salvando.current = false;
        localStorage.removeItem(chaveLocal(noticia.id));
        if (eraNova.current) localStorage.removeItem(chaveLocal(null));
        setCopiaLocal(null);
        return;
      }
      // Text typed since the last save is in the form already: the copy is only offered on arrival.
      if (sujo.current) return;
      const raw = localStorage.getItem(chaveLocal(noticia.id));
      if (!raw) return;
      const copia = JSON.parse(raw) as CopiaLocal;
      if (copia.titulo !== noticia.dados.titulo || copia.conteudo !== noticia.dados.conteudo || copia.subtitulo !== noticia.dados.subtitulo)
        setCopiaLocal(copia);
      else localStorage.removeItem(chaveLocal(noticia.id));
    } catch {
      // No storage (private mode) or a damaged copy: nothing to offer.
    }
  }, [noticia.id, noticia.dados, salvo]);

  // After an action the page comes back to its status line: the focus goes there too (a screen
  // reader reads it; the scroll already followed #estado).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival (location.key), not per render
  useEffect(() => {
    if (salvo && location.hash === '#estado') estadoRef.current?.focus();
  }, [location.key]);

  // A save of the whole form: the pending autosave would only repeat it. An autosave already on
  // its way carries older text: a save sent now could overtake it (another connection, a slow
  // network), and the autosave, landing last, would put the older text back. The save waits for
  // that autosave's answer, then goes (the effect below).
  const aoEnviar = (e: FormEvent<HTMLFormElement>) => {
    if (timer.current) clearTimeout(timer.current);
    sujo.current = false;
    salvando.current = true;
    if (auto.state === 'idle') {
      setEstadoAuto('');
      return;
    }
    e.preventDefault();
    const botao = (e.nativeEvent as SubmitEvent).submitter;
    // The buttons stay enabled meanwhile (a disabled button is left out of the form's data): a
    // second click only replaces the one that waits.
    adiado.current = botao instanceof HTMLButtonElement ? botao : e.currentTarget;
    setEstadoAuto('Salvando…');
  };

  const lerFormulario = (intent: string): FormData | null => {
    if (!formRef.current) return null;
    const fd = new FormData(formRef.current);
    fd.set('intent', intent);
    return fd;
  };

  const guardarLocal = () => {
    const fd = lerFormulario('autosalvar');
    if (!fd) return;
    const copia: CopiaLocal = {
      titulo: String(fd.get('titulo') ?? ''),
      subtitulo: String(fd.get('subtitulo') ?? ''),
      conteudo: String(fd.get('conteudo') ?? ''),
      autor: String(fd.get('autor') ?? ''),
      regioes: fd.getAll('regioes').map(Number),
      imagem: String(fd.get('imagem') ?? '') || null,
      bannerImagem: null,
      destaqueImagem: null,
      em: new Date().toISOString(),
    };
    try {
      localStorage.setItem(chaveLocal(idAtual()), JSON.stringify(copia));
    } catch {
      // Storage full or refused: the server's autosave still runs.
    }
  };

  const autosalvar = () => {
    if (!sujo.current || !editavel) return;
    // One autosave at a time: the next waits for this one's new version.
    if (auto.state !== 'idle') {
      timer.current = setTimeout(autosalvar, 500);
      return;
    }
    const fd = lerFormulario('autosalvar');
    if (!fd) return;
    sujo.current = false;
    setEstadoAuto('Salvando…');
    auto.submit(fd, { method: 'post', action: `/admin/noticias/${idAtual() ?? 'nova'}` });
  };

  // The retry after a 429 is armed from an effect: it must call this render's autosave, not the
  // one the effect closed over.
  const autosalvarAtual = useRef(autosalvar);
  autosalvarAtual.current = autosalvar;

  const mudou = () => {
    if (!editavel) return;
    sujo.current = true;
    setEstadoAuto('Alterações ainda não salvas.');
    guardarLocal();
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(autosalvar, AUTOSAVE_MS);
  };

  // A save of the form that failed (conflict, checker, invalid): the text is still not saved.
  useEffect(() => {
    if (resultado && resultado.tipo !== 'ok' && resultado.tipo !== 'link' && resultado.tipo !== 'confirmar') {
      salvando.current = false;
      if (editavel) sujo.current = true;
      // The officer is at the buttons: the messages are there, and the focus goes to them.
      avisosRef.current?.focus();
    }
  }, [resultado, editavel]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per autosave answer (idAtual reads refs, navigate is stable)
  useEffect(() => {
    const r = auto.data;
    if (!r) return;
    if (r.tipo === 'ok') {
      setVersao(r.versao);
      // The status line (revalidated after the autosave) says when and whether it is on the site.
      setEstadoAuto('');
      try {
        localStorage.removeItem(chaveLocal(idAtual()));
      } catch {}
      // The first autosave of "Nova notícia" created the item: the address becomes its own.
      if (noticia.id === null && r.id !== null && idCriado.current === null) {
        idCriado.current = r.id;
        setCriada(r.id);
        try {
          localStorage.removeItem(chaveLocal(null));
        } catch {}
        navigate(`/admin/noticias/${r.id}`, { replace: true, preventScrollReset: true, state: MANTER_FOCO });
      }
    } else if (r.tipo === 'conflito') {
      setEstadoAuto(
        `Não salvo: ${r.por ?? 'outra pessoa'} salvou esta notícia às ${formatDateTime(r.em)}. Seu texto está guardado neste navegador.`,
      );
    } else if (r.tipo === 'limite') {
      // Not saved yet: the text stays marked as changed (and in this browser), and goes later.
      sujo.current = true;
      setEstadoAuto(`Muitos salvamentos automáticos seguidos: o próximo vai em ${r.segundos} s.`);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => autosalvarAtual.current(), r.segundos * 1000);
    } else if (r.tipo === 'proibido') setEstadoAuto('Não salvo: você não pode mais editar esta notícia.');
    else if (r.tipo === 'invalido') setEstadoAuto(`Não salvo: ${Object.values(r.erros).join(' ')}`);
  }, [auto.data, noticia.id]);

  // The autosave answered (after the effect above, which knows the item a first autosave created):
  // the save that waited for it goes now, with the form as it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per change of the autosave's state (idAtual reads refs, submit is stable)
  useEffect(() => {
    const alvo = adiado.current;
    if (auto.state !== 'idle' || !alvo) return;
    adiado.current = null;
    submit(alvo, { method: 'post', action: `/admin/noticias/${idAtual() ?? 'nova'}#avisos` });
  }, [auto.state]);

  // Leaving the page: the last changes go to the server (a beacon survives the tab closing).
  useEffect(() => {
    const sair = () => {
      if (!sujo.current || !editavel) return;
      const fd = lerFormulario('autosalvar');
      if (fd && navigator.sendBeacon(`/admin/noticias/${idAtual() ?? 'nova'}`, fd)) sujo.current = false;
    };
    const oculto = () => {
      if (document.visibilityState === 'hidden') sair();
    };
    window.addEventListener('pagehide', sair);
    document.addEventListener('visibilitychange', oculto);
    return () => {
      window.removeEventListener('pagehide', sair);
      document.removeEventListener('visibilitychange', oculto);
    };
  });

  // Who is editing: refreshed while the form is open.
  useEffect(() => {
    if (!editavel) return;
    const t = setInterval(() => {
      if (revalidator.state === 'idle' && !sujo.current) revalidator.revalidate();
    }, EDICAO_MS);
    return () => clearInterval(t);
  }, [editavel, revalidator]);

  const recuperar = () => {
    if (!copiaLocal) return;
    setTitulo(copiaLocal.titulo);
    setSubtitulo(copiaLocal.subtitulo);
    setConteudoInicial(copiaLocal.conteudo);
    setEditorKey((k) => k + 1);
    setCopiaLocal(null);
    sujo.current = true;
    setEstadoAuto('Texto recuperado deste navegador; ainda não salvo.');
  };

  // The editor's "Imagem" button opens the back office's media picker, with a field for the
  // alternative text of this image in this text (it starts as the library's).
  const seletor = useSeletorDeMidia();
  const escolherImagemDoTexto = seletor
    ? () => seletor({ titulo: 'Inserir imagem no texto', acao: 'Inserir no texto', rotuloDoAlt: 'Texto alternativo no texto' })
    : undefined;
  // A new item's first autosave on its way: a click now would create it a second time.
  const enviando = navigation.state === 'submitting' || (noticia.id === null && criada === null && auto.state !== 'idle');
  const erros = resultado?.tipo === 'invalido' ? resultado.erros : {};
  // Buttons that need JavaScript appear once it runs (before that, and without it, the boxes work).
  const [hidratado, setHidratado] = useState(false);
  useEffect(() => setHidratado(true), []);
  // The chosen regions, shown above the list as removable chips with their count (issue 27, item 11).
  const [regioesMarcadas, setRegioesMarcadas] = useState(() => new Set(inicial.regioes));
  const marcarRegiao = (id: number, marcada: boolean) =>
    setRegioesMarcadas((atual) => {
      const nova = new Set(atual);
      if (marcada) nova.add(id);
      else nova.delete(id);
      return nova;
    });
  const [filtroRegiao, setFiltroRegiao] = useState('');
  // "Publicar" reads "Agendar" while a future time is in the field (issue 27, item 11).
  const [dataEscolhida, setDataEscolhida] = useState(noticia.situacaoExibida === 'agendada' ? toDataHoraLocal(noticia.dataPublicacao) : '');
  const dataRef = useRef<HTMLInputElement>(null);
  // A time typed before the page's script ran (no change event reached React): read it once it runs.
  useEffect(() => {
    if (dataRef.current) setDataEscolhida(dataRef.current.value);
  }, []);
  const quandoEscolhido = parseDataHoraLocal(dataEscolhida);
  const agendar = typeof quandoEscolhido === 'string' && new Date(quandoEscolhido).getTime() > new Date(agora).getTime();
  const dobra = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();

  return (
    <>
      <nav aria-label="Trilha" className="mb-2">
        <Link to="/admin/noticias">← Notícias</Link>
      </nav>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="me-auto mb-0">{noticia.dados.titulo || tituloVazio(noticia.id)}</h1>
        <span className={`badge cosems-situacao-${noticia.situacaoExibida}`}>{NOME_DA_SITUACAO[noticia.situacaoExibida]}</span>
      </div>
      {noticia.id === null ? (
        <p className="small text-body-secondary">
          A notícia passa a existir quando for salva — por você ou pelo salvamento automático, assim que algo for escrito.
        </p>
      ) : (
        <p className="small text-body-secondary">
          {noticia.criadoPor ? `Criada por ${noticia.criadoPor.nome}. ` : ''}
          Última alteração em {formatDateTime(noticia.pendente?.em ?? noticia.atualizadoEm)}
          {(noticia.pendente ? noticia.pendente.por : noticia.atualizadoPor)
            ? ` por ${noticia.pendente?.por ?? noticia.atualizadoPor}`
            : ''}
          .{' '}
          {noticia.situacaoExibida === 'agendada' || noticia.situacaoExibida === 'publicada'
            ? `Publicação: ${formatDateTime(noticia.dataPublicacao)}.`
            : ''}{' '}
          <Link to={`/admin/noticias/${noticia.id}/revisoes`}>Revisões</Link> ·{' '}
          <Link to={`/admin/noticias/${noticia.id}/previa`}>Pré-visualizar</Link>
          {noticia.situacaoExibida === 'publicada' ? (
            <>
              {' · '}
              <a href={`/noticia/${noticia.id}`}>Ver no site</a>
            </>
          ) : null}
        </p>
      )}

      {outroEditando ? (
        <div className="alert alert-warning" role="alert">
          <p className="mb-2">
            {outroEditando.usuario} está editando esta notícia desde {formatDateTime(outroEditando.desde)}. Se vocês dois salvarem, o
            segundo verá o conflito.
          </p>
          <Form method="post">
            <CsrfField token={csrf} />
            <input type="hidden" name="intent" value="tomar" />
            <HiddenBase versao={versao} />
            <button type="submit" className="btn btn-warning btn-sm">
              Assumir a edição
            </button>
          </Form>
        </div>
      ) : null}
      {copiaLocal ? (
        <div className="alert alert-info" role="alert">
          <p className="mb-2">
            Este navegador guardou um texto desta notícia que não chegou ao servidor ({formatDateTime(copiaLocal.em)}).
          </p>
          <button type="button" className="btn btn-primary btn-sm me-2" onClick={recuperar}>
            Recuperar o texto
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            onClick={() => {
              localStorage.removeItem(chaveLocal(idAtual()));
              setCopiaLocal(null);
            }}
          >
            Descartar
          </button>
        </div>
      ) : null}
      <div className="row g-4">
        <div className="col-12 col-lg-8">
          <Form
            method="post"
            // Without JavaScript a refused save comes back as a new page: the browser goes to #avisos.
            action={`${endereco}#avisos`}
            ref={formRef}
            onChange={mudou}
            onSubmit={aoEnviar}
            aria-label="Notícia"
            noValidate
          >
            <CsrfField token={csrf} />
            {/* After a conflict, the next save is based on the version now saved (the person chose to keep their text). */}
            <HiddenBase versao={resultado?.tipo === 'conflito' ? resultado.versao : versao} />
            <fieldset disabled={!editavel}>
              <div className="mb-3">
                <label htmlFor="titulo" className="form-label">
                  Título
                </label>
                <input
                  id="titulo"
                  name="titulo"
                  className={`form-control${erros.titulo ? ' is-invalid' : ''}`}
                  value={titulo}
                  maxLength={1000}
                  onChange={(e) => setTitulo(e.currentTarget.value)}
                  aria-describedby={erros.titulo ? 'titulo-erro' : undefined}
                />
                {erros.titulo ? (
                  <div id="titulo-erro" className="invalid-feedback">
                    {erros.titulo}
                  </div>
                ) : null}
              </div>
              <div className="mb-3">
                <label htmlFor="subtitulo" className="form-label">
                  Subtítulo
                </label>
                <textarea
                  id="subtitulo"
                  name="subtitulo"
                  className="form-control"
                  rows={2}
                  value={subtitulo}
                  maxLength={1000}
                  onChange={(e) => setSubtitulo(e.currentTarget.value)}
                />
              </div>
              <div className="mb-3">
                <EditorTexto
                  key={editorKey}
                  id="texto"
                  name="conteudo"
                  label="Texto"
                  defaultValue={conteudoInicial}
                  escolherImagem={escolherImagemDoTexto}
                  onChange={mudou}
                />
              </div>
              <div className="mb-3">
                <label htmlFor="autor" className="form-label">
                  Autor
                </label>
                <input id="autor" name="autor" className="form-control" list="autores" defaultValue={inicial.autor} maxLength={200} />
                <datalist id="autores">
                  {opcoes.autores.map((a) => (
                    <option key={a} value={a} />
                  ))}
                </datalist>
              </div>
              <fieldset className="mb-3">
                <legend className="form-label fs-6">Regiões</legend>
                <label htmlFor="filtro-regioes" className="form-label small">
                  Procurar região
                </label>
                <input
                  id="filtro-regioes"
                  type="search"
                  className="form-control form-control-sm mb-2"
                  value={filtroRegiao}
                  onChange={(e) => setFiltroRegiao(e.currentTarget.value)}
                />
                <p className="small mb-1" id="regioes-escolhidas">
                  {regioesMarcadas.size === 0
                    ? 'Nenhuma região escolhida: a notícia é geral.'
                    : `${regioesMarcadas.size} ${regioesMarcadas.size === 1 ? 'região escolhida' : 'regiões escolhidas'}:`}
                </p>
                {regioesMarcadas.size > 0 ? (
                  <ul className="list-unstyled d-flex flex-wrap gap-1 mb-2" aria-labelledby="regioes-escolhidas">
                    {opcoes.regioes
                      .filter((r) => regioesMarcadas.has(r.id))
                      .map((r) => (
                        <li key={r.id}>
                          {hidratado && editavel ? (
                            <button
                              type="button"
                              className="btn btn-sm btn-outline-secondary"
                              onClick={() => {
                                marcarRegiao(r.id, false);
                                // After the box is unticked (the next render): the autosave reads the form.
                                setTimeout(mudou, 0);
                              }}
                            >
                              {r.nome} <span aria-hidden="true">×</span>
                              <span className="visually-hidden"> (remover)</span>
                            </button>
                          ) : (
                            <span className="badge text-bg-light border">{r.nome}</span>
                          )}
                        </li>
                      ))}
                  </ul>
                ) : null}
                <div className="cosems-regioes-escolha border rounded p-2">
                  {opcoes.regioes.map((r) => (
                    <div key={r.id} className="form-check" hidden={filtroRegiao !== '' && !dobra(r.nome).includes(dobra(filtroRegiao))}>
                      <input
                        id={`regiao-${r.id}`}
                        className="form-check-input"
                        type="checkbox"
                        name="regioes"
                        value={r.id}
                        checked={regioesMarcadas.has(r.id)}
                        onChange={(e) => marcarRegiao(r.id, e.currentTarget.checked)}
                      />
                      <label htmlFor={`regiao-${r.id}`} className="form-check-label">
                        {r.nome}
                      </label>
                    </div>
                  ))}
                </div>
                {erros.regioes ? <div className="text-danger small">{erros.regioes}</div> : null}
              </fieldset>
              <CampoDeImagem
                nome="imagem"
                rotulo="Imagem principal"
                valor={inicial.imagem ?? ''}
                imagens={opcoes.imagens}
                vazio={{ rotulo: 'Nenhuma (a imagem padrão do site)', remover: 'Remover a imagem' }}
                semAlt="Esta imagem não tem texto alternativo: descreva-a em Mídia antes de publicar."
                erro={erros.imagem}
                aoMudar={(nome) => {
                  setImagem(nome);
                  mudou();
                }}
              />
              {(
                [
                  ['banner', 'bannerImagem', 'Mostrar no banner da página inicial', 'Imagem do banner', inicial.bannerImagem],
                  ['destaque', 'destaqueImagem', 'Mostrar entre os destaques', 'Imagem dos destaques', inicial.destaqueImagem],
                ] as const
              ).map(([flag, campo, rotulo, rotuloImagem, atual]) => (
                <div key={flag} className="mb-3">
                  <div className="form-check">
                    <input id={flag} name={flag} type="checkbox" className="form-check-input" defaultChecked={atual !== null} />
                    <label htmlFor={flag} className="form-check-label">
                      {rotulo}
                    </label>
                  </div>
                  <CampoDeImagem
                    nome={campo}
                    rotulo={rotuloImagem}
                    valor={atual !== null && atual !== inicial.imagem ? atual : ''}
                    imagens={opcoes.imagens}
                    vazio={{ rotulo: 'A imagem principal', remover: 'Usar a imagem principal' }}
                    previa={{ largura: 120, altura: 68 }}
                    erro={erros[campo]}
                    comoEnviar={false}
                    pequeno
                    aoMudar={mudou}
                  />
                </div>
              ))}
            </fieldset>

            {noticia.pode.publicar ? (
              <fieldset className="border rounded p-3 mb-3">
                <legend className="fs-6 fw-semibold float-none w-auto px-1">Publicação</legend>
                <div className="row g-2">
                  <div className="col-12 col-md-6">
                    <label htmlFor="dataPublicacao" className="form-label">
                      {noticia.situacaoExibida === 'publicada' ? 'Data de publicação (vazio: a mesma)' : 'Publicar em (vazio: agora)'}
                    </label>
                    <input
                      id="dataPublicacao"
                      name="dataPublicacao"
                      type="datetime-local"
                      step={1}
                      className={`form-control${erros.dataPublicacao ? ' is-invalid' : ''}`}
                      defaultValue={noticia.situacaoExibida === 'agendada' ? toDataHoraLocal(noticia.dataPublicacao) : ''}
                      ref={dataRef}
                      onChange={(e) => setDataEscolhida(e.currentTarget.value)}
                    />
                    {erros.dataPublicacao ? <div className="invalid-feedback">{erros.dataPublicacao}</div> : null}
                  </div>
                  <div className="col-12 col-md-6">
                    <label htmlFor="despublicarEm" className="form-label">
                      Despublicar em (opcional)
                    </label>
                    <input
                      id="despublicarEm"
                      name="despublicarEm"
                      type="datetime-local"
                      step={1}
                      className={`form-control${erros.despublicarEm ? ' is-invalid' : ''}`}
                      defaultValue={noticia.despublicarEm ? toDataHoraLocal(noticia.despublicarEm) : ''}
                    />
                    {erros.despublicarEm ? <div className="invalid-feedback">{erros.despublicarEm}</div> : null}
                  </div>
                </div>
                <p className="form-text mb-2">Horário de Brasília.</p>
                {resultado?.tipo === 'verificacao' && resultado.verificacao.bloqueios.length === 0 ? (
                  <div className="form-check">
                    <input id="ignorarAvisos" name="ignorarAvisos" type="checkbox" className="form-check-input" />
                    <label htmlFor="ignorarAvisos" className="form-check-label">
                      Publicar mesmo com os avisos
                    </label>
                  </div>
                ) : null}
              </fieldset>
            ) : (
              <>
                <input type="hidden" name="dataPublicacao" value="" />
                <input type="hidden" name="despublicarEm" value="" />
              </>
            )}

            <p id="estado" ref={estadoRef} tabIndex={-1} className="cosems-estado-noticia" role="status" aria-live="polite">
              {linhaDeEstado(noticia, new Date(agora))}
              {salvo === 'enviar-revisao' && noticia.situacaoExibida === 'revisao' ? ` ${AVISO_AOS_EDITORES}` : ''}
              {estadoAuto ? ` ${estadoAuto}` : ''}
            </p>
            <AvisosDaAcao resultado={resultado} endereco={endereco} avisosRef={avisosRef} />
            <div className="d-flex flex-wrap gap-2 align-items-center">
              {editavel ? (
                <button type="submit" name="intent" value="salvar" className="btn btn-primary" disabled={enviando}>
                  Salvar
                </button>
              ) : null}
              {noticia.pode.enviarRevisao ? (
                <button type="submit" name="intent" value="enviar-revisao" className="btn btn-outline-primary" disabled={enviando}>
                  Enviar para revisão
                </button>
              ) : null}
              {noticia.pode.publicar ? (
                <button type="submit" name="intent" value="publicar" className="btn btn-success" disabled={enviando}>
                  {noticia.situacao === 'publicada' ? 'Publicar alterações' : agendar ? 'Agendar' : 'Publicar'}
                </button>
              ) : null}
              {noticia.pode.voltarRascunho ? (
                <button type="submit" name="intent" value="voltar-rascunho" className="btn btn-outline-secondary" disabled={enviando}>
                  Voltar para rascunho
                </button>
              ) : null}
              {noticia.pode.despublicar ? (
                <BotaoComConfirmacao
                  intent="despublicar"
                  confirmacao={CONFIRMAR_DESPUBLICAR}
                  className="btn btn-outline-danger"
                  disabled={enviando}
                >
                  Despublicar
                </BotaoComConfirmacao>
              ) : null}
            </div>
            {resultado?.tipo === 'confirmar' && resultado.intent === 'despublicar' ? (
              <div className="mt-3">
                <PerguntaSemJavaScript confirmacao={CONFIRMAR_DESPUBLICAR} voltar={<a href="#estado">Não, manter publicada</a>} />
              </div>
            ) : null}
          </Form>

          {noticia.pode.excluir ? (
            <Form method="post" className="mt-4">
              <CsrfField token={csrf} />
              <HiddenBase versao={versao} />
              {resultado?.tipo === 'confirmar' && resultado.intent === 'excluir' ? (
                <PerguntaSemJavaScript confirmacao={CONFIRMAR_EXCLUSAO} voltar={<a href="#estado">Não, manter o rascunho</a>} />
              ) : (
                <BotaoComConfirmacao intent="excluir" confirmacao={CONFIRMAR_EXCLUSAO} className="btn btn-link text-danger p-0">
                  Excluir este rascunho
                </BotaoComConfirmacao>
              )}
            </Form>
          ) : null}
          {noticia.id === null ? null : (
            <>
              <LinkDePrevia csrf={csrf} versao={versao} criado={resultado?.tipo === 'link' ? resultado : null} />
              <LinksDePrevia links={links} csrf={csrf} versao={versao} revogado={salvo === 'link-revogado'} />
            </>
          )}
        </div>
        <div className="col-12 col-lg-4">
          <CortesDoTitulo
            titulo={titulo}
            descricao={subtitulo}
            imagemUrl={imagem ? getImageUrl('', imagem) : null}
            cortes={CORTES}
            siteNome={siteConfig.nome}
          />
        </div>
      </div>
    </>
  );
}

const CONFIRMAR_DESPUBLICAR: Confirmacao = {
  pergunta: 'Despublicar esta notícia?',
  explicacao: (
    <p className="mb-0">
      Ela sai do site, da pesquisa e da API em até um segundo. O texto fica guardado aqui e pode ser publicado de novo.
    </p>
  ),
  rotuloConfirmar: 'Sim, despublicar',
  intentConfirmado: 'despublicar-confirmado',
};

const CONFIRMAR_EXCLUSAO: Confirmacao = {
  pergunta: 'Excluir este rascunho?',
  explicacao: (
    <p className="mb-0">
      Ele vai para a <strong>Lixeira</strong>, onde editores podem restaurá-lo por {LIXEIRA_DIAS} dias; depois disso, é apagado de vez.
    </p>
  ),
  rotuloConfirmar: 'Sim, excluir',
  intentConfirmado: 'excluir-confirmado',
};

/** Where a field's error links to (the field's id in the form). */
const CAMPO_DO_ERRO: Record<string, string> = {
  titulo: 'titulo',
  subtitulo: 'subtitulo',
  conteudo: 'texto',
  autor: 'autor',
  regioes: 'filtro-regioes',
  imagem: 'imagem',
  bannerImagem: 'bannerImagem',
  destaqueImagem: 'destaqueImagem',
  dataPublicacao: 'dataPublicacao',
  despublicarEm: 'despublicarEm',
};

/** The field a checker's finding is about: the main image, the title, or else the text. */
function campoDaVerificacao(mensagem: string): string {
  if (mensagem.startsWith('A imagem principal')) return 'imagem';
  if (mensagem.startsWith('A notícia não tem título') || mensagem.startsWith('O título está')) return 'titulo';
  return 'texto';
}

/**
 * What went wrong with the last action, next to the buttons where it was clicked (issue 27, item
 * 4): a conflict, the checker's findings and the fields to correct, each linking to its field. It
 * takes the focus when it appears (`avisosRef`; without JavaScript the page opens at #avisos).
 */
function AvisosDaAcao({
  resultado,
  endereco,
  avisosRef,
}: {
  resultado: ResultadoAcao | undefined;
  /** The item's page in the back office. */
  endereco: string;
  avisosRef: RefObject<HTMLDivElement | null>;
}) {
  const conteudo = (() => {
    switch (resultado?.tipo) {
      case 'formulario':
        return <FormError id="noticia-erro" message={resultado.erro} />;
      case 'proibido':
        return <FormError id="noticia-erro" message="Você não tem permissão para esta ação." />;
      case 'limite':
        return <FormError id="noticia-erro" message={`Muitos salvamentos seguidos: tente de novo em ${resultado.segundos} s.`} />;
      case 'invalido':
        return (
          <div className="alert alert-danger" role="alert">
            <p className="fw-semibold">Não salvo. Corrija:</p>
            <ul className="mb-0">
              {Object.entries(resultado.erros).map(([campo, erro]) => (
                <li key={campo}>
                  <a href={`#${CAMPO_DO_ERRO[campo] ?? 'titulo'}`}>{erro}</a>
                </li>
              ))}
            </ul>
          </div>
        );
      case 'conflito':
        return (
          <div className="alert alert-danger" role="alert">
            <p>
              <strong>Conflito:</strong> {resultado.por ?? 'Outra pessoa'} salvou esta notícia em {formatDateTime(resultado.em)}, depois que
              você a abriu. Nada foi sobrescrito. O formulário mantém o <em>seu</em> texto; a versão salva é esta:
            </p>
            <dl className="mb-2">
              <dt>Título salvo</dt>
              <dd>{resultado.atual.titulo || '(vazio)'}</dd>
              <dt>Subtítulo salvo</dt>
              <dd>{resultado.atual.subtitulo || '(vazio)'}</dd>
            </dl>
            <p className="mb-0">
              Para manter o seu texto, salve de novo (ele passa a valer sobre a versão salva, que fica nas{' '}
              <Link to={`${endereco}/revisoes`}>revisões</Link>). Para ficar com a versão salva,{' '}
              <Link to={endereco} reloadDocument>
                recarregue a página
              </Link>
              .
            </p>
          </div>
        );
      case 'verificacao':
        return (
          <div className={`alert ${resultado.verificacao.bloqueios.length ? 'alert-danger' : 'alert-warning'}`} role="alert">
            <p className="fw-semibold">Antes de publicar, confira:</p>
            <ul>
              {resultado.verificacao.bloqueios.map((b) => (
                <li key={b}>
                  <a href={`#${campoDaVerificacao(b)}`}>{b}</a> (impede a publicação)
                </li>
              ))}
              {resultado.verificacao.avisos.map((a) => (
                <li key={a}>
                  <a href={`#${campoDaVerificacao(a)}`}>{a}</a>
                </li>
              ))}
            </ul>
            {resultado.verificacao.bloqueios.length === 0 ? (
              <p className="mb-0">Se estiver tudo certo, marque “Publicar mesmo com os avisos” e publique de novo.</p>
            ) : null}
          </div>
        );
      default:
        return null;
    }
  })();
  return (
    <div id="avisos" ref={avisosRef} tabIndex={-1} className="cosems-avisos-da-acao">
      {conteudo}
    </div>
  );
}

/** The version the page was loaded at: every post carries it (a save over a newer one is a conflict). */
function HiddenBase({ versao }: { versao: number }) {
  return <input type="hidden" name="versao" value={versao} />;
}

function LinkDePrevia({
  csrf,
  versao,
  criado,
}: {
  csrf: string;
  versao: number;
  /** The link the page's own post made (without JavaScript the form posts the page, not the fetcher). */
  criado: { url: string; expiraEm: string } | null;
}) {
  const fetcher = useFetcher<ResultadoAcao>();
  const link = fetcher.data?.tipo === 'link' ? fetcher.data : criado;
  return (
    <fetcher.Form method="post" className="mt-3">
      <CsrfField token={csrf} />
      <HiddenBase versao={versao} />
      <input type="hidden" name="intent" value="link-previa" />
      <button type="submit" className="btn btn-outline-dark btn-sm">
        Criar link de prévia para um colega
      </button>
      {link ? (
        <p className="mt-2" role="status">
          Link (vale até {formatDateTime(link.expiraEm)}; só abre para quem tem conta):{' '}
          <a href={link.url}>{typeof window === 'undefined' ? link.url : new URL(link.url, window.location.origin).toString()}</a>
        </p>
      ) : null}
    </fetcher.Form>
  );
}

const ESTADO_DO_LINK: Record<LinkPreviaListado['estado'], string> = { ativo: 'Ativo', expirado: 'Expirado', revogado: 'Revogado' };

/**
 * The item's preview links: who made each, when, until when, how often and when last opened, and
 * "Revogar" for whoever may (a plain form post: works without JavaScript).
 */
function LinksDePrevia({
  links,
  csrf,
  versao,
  revogado,
}: {
  links: LinkPreviaListado[];
  csrf: string;
  versao: number;
  /** The page came back from "Revogar" (its redirect lands on this section). */
  revogado: boolean;
}) {
  return (
    <section aria-labelledby="links-de-previa" className="mt-4">
      <h2 id="links-de-previa" className="h5">
        Links de prévia
      </h2>
      {revogado ? (
        <p className="alert alert-success" role="status">
          Link de prévia revogado: ele não abre mais.
        </p>
      ) : null}
      {links.length === 0 ? (
        <p className="text-body-secondary">Nenhum link de prévia criado para esta notícia.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <thead>
              <tr>
                <th scope="col">Criado por</th>
                <th scope="col">Criado em</th>
                <th scope="col">Vale até</th>
                <th scope="col">Aberturas</th>
                <th scope="col">Última abertura</th>
                <th scope="col">Situação</th>
                <ColunaDeAcoes />
              </tr>
            </thead>
            <tbody>
              {links.map((l) => (
                <tr key={l.id}>
                  <td>{l.criadaPor ?? 'conta removida'}</td>
                  <td>{formatDateTime(l.criadaEm)}</td>
                  <td>{formatDateTime(l.expiraEm)}</td>
                  <td>{l.aberturas}</td>
                  <td>{l.ultimaAberturaEm ? formatDateTime(l.ultimaAberturaEm) : 'nunca'}</td>
                  <td>
                    {ESTADO_DO_LINK[l.estado]}
                    {l.estado === 'revogado' && l.revogadaEm
                      ? ` por ${l.revogadaPor ?? 'conta removida'} em ${formatDateTime(l.revogadaEm)}`
                      : ''}
                  </td>
                  <td>
                    {l.podeRevogar ? (
                      <Form method="post">
                        <CsrfField token={csrf} />
                        <HiddenBase versao={versao} />
                        <input type="hidden" name="intent" value="revogar-link-previa" />
                        <input type="hidden" name="link" value={l.id} />
                        <button
                          type="submit"
                          className="btn btn-outline-danger btn-sm"
                          aria-label={`Revogar o link criado por ${l.criadaPor ?? 'conta removida'} em ${formatDateTime(l.criadaEm)}`}
                        >
                          Revogar
                        </button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="form-text">
        Um link aberto é registrado na auditoria, com quem abriu e quando. Um link revogado deixa de abrir na hora.
      </p>
    </section>
  );
}
