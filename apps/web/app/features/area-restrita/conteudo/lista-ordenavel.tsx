/**
 * A back-office list whose order staff change — the Team's groups and members, the Board's
 * positions and members, and later partners, useful links and supporters. One piece, three ways:
 *
 * - Without JavaScript: each item has "Mover para cima" and "Mover para baixo" buttons. Each is a
 *   submit button of one hidden form (the `form` attribute) whose value is the whole new order,
 *   so the server receives the list it checks (a permutation of the current ids) from a plain POST.
 * - With JavaScript, by mouse or touch: a drag handle per item (dnd-kit's pointer sensor).
 * - With JavaScript, by keyboard: the same handle — Space or Enter picks the item up, the arrows
 *   move it, Space or Enter drops it, Esc cancels (dnd-kit's keyboard sensor) — and the buttons.
 *
 * Screen readers hear each step in pt-BR (dnd-kit's live region with ANUNCIOS, and this list's
 * own polite region for the buttons and the save). The new order is sent by one POST to the page's
 * own action (intent=ordenar, ordem=ids separated by commas, plus `campos`), through a fetcher: the
 * list shows the new order at once and goes back to the saved one if the server refuses it.
 *
 * dnd-kit is imported only by the routes that show such a list, so only their chunks carry it.
 */
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { CsrfField } from '../formularios/csrf-field';
import { ANUNCIOS, moveId, orderAfterStep, serializeOrdem } from './ordenacao';

export interface ItemOrdenavel {
  id: number;
  /** How the item is named to people and screen readers ("Marcos Oliveira", "Comunicação"). */
  rotulo: string;
}

/** What the page's action answers to intent=ordenar: `erro` set when the order was refused. */
export interface RespostaDeOrdem {
  erro?: string | null;
  mensagem?: string | null;
}

export interface ListaOrdenavelProps<T extends ItemOrdenavel> {
  /** A prefix for this list's element ids: unique on the page. */
  id: string;
  /** The list's accessible name ("Ordem dos grupos"). */
  titulo: string;
  itens: readonly T[];
  csrf: string;
  /** Extra fields sent with the order (for example the group whose members these are). */
  campos?: Readonly<Record<string, string>>;
  /** The item's visible content (its name, a link to edit it…); the name alone by default. */
  renderItem?: (item: T) => ReactNode;
}

export function ListaOrdenavel<T extends ItemOrdenavel>({ id, titulo, itens, csrf, campos = {}, renderItem }: ListaOrdenavelProps<T>) {
  const fetcher = useFetcher<RespostaDeOrdem>();
  const salvos = useMemo(() => itens.map((i) => i.id), [itens]);
  const [local, setLocal] = useState<number[] | null>(null);
  const [anuncio, setAnuncio] = useState('');
  const [montado, setMontado] = useState(false);
  const focoDepois = useRef<string | null>(null);
  // The item the dragged one is over, as last announced: the first "over" (itself, at pick-up)
  // would otherwise replace the pick-up announcement before a screen reader reads it.
  const ultimoSobre = useRef<UniqueIdentifier | null>(null);
  const formId = `${id}-form`;

  useEffect(() => setMontado(true), []);

  // The saved order changed (revalidation after a save, or someone else's): it wins.
  const chaveSalva = serializeOrdem(salvos);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the saved order changes
  useEffect(() => setLocal(null), [chaveSalva]);

  // The server's answer to this list's last submission.
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    if (fetcher.data.erro) {
      setLocal(null);
      setAnuncio(ANUNCIOS.falhou(fetcher.data.erro));
    } else setAnuncio((a) => (a.endsWith('…') ? `${a.slice(0, a.lastIndexOf('Salvando'))}${ANUNCIOS.salvo}` : ANUNCIOS.salvo));
  }, [fetcher.state, fetcher.data]);

  const pendente = fetcher.formData?.get('ordem');
  const ordem: number[] = typeof pendente === 'string' && pendente !== '' ? pendente.split(',').map(Number) : (local ?? salvos);
  const porId = new Map(itens.map((i) => [i.id, i]));
  const visiveis = ordem.flatMap((i) => (porId.has(i) ? [porId.get(i) as T] : []));
  // A list that changed under a pending order (an item added elsewhere): show the saved one.
  const lista = visiveis.length === itens.length ? visiveis : [...itens];
  const ids = lista.map((i) => i.id);

  // Keep the focus on the button that moved its item (React moves list nodes, which drops focus).
  useEffect(() => {
    if (!focoDepois.current) return;
    document.getElementById(focoDepois.current)?.focus();
    focoDepois.current = null;
  });

  function salvar(nova: number[]) {
    setLocal(nova);
    fetcher.submit({ _csrf: csrf, intent: 'ordenar', ordem: serializeOrdem(nova), ...campos }, { method: 'post' });
  }

  const rotuloDe = (uid: UniqueIdentifier | undefined) => (uid === undefined ? '' : (porId.get(Number(uid))?.rotulo ?? ''));
  const posicaoDe = (uid: UniqueIdentifier | undefined) => ids.indexOf(Number(uid)) + 1;
  const total = ids.length;

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function aoSoltar({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const de = ids.indexOf(Number(active.id));
    const para = ids.indexOf(Number(over.id));
    if (de < 0 || para < 0) return;
    salvar(moveId(ids, de, para));
  }

  function passo(item: T, indice: number, p: -1 | 1) {
    const nova = orderAfterStep(ids, indice, p);
    if (!nova) {
      setAnuncio(ANUNCIOS.noLimite(item.rotulo, p));
      return;
    }
    focoDepois.current = `${id}-${p < 0 ? 'subir' : 'descer'}-${item.id}`;
    setAnuncio(ANUNCIOS.movido(item.rotulo, indice + p + 1, total));
    salvar(nova);
  }

  return (
    <>
      <fetcher.Form method="post" id={formId} hidden>
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="ordenar" />
        {Object.entries(campos).map(([nome, valor]) => (
          <input key={nome} type="hidden" name={nome} value={valor} />
        ))}
      </fetcher.Form>
      <p id={`${id}-ajuda`} className="form-text">
        {montado
          ? 'Arraste pelo botão ⠿ com o mouse ou o dedo, ou use-o pelo teclado (espaço, setas, espaço), ou os botões Subir e Descer. A ordem é salva na hora.'
          : 'Use os botões Subir e Descer: a ordem é salva a cada clique.'}
      </p>
      <DndContext
        id={id}
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={aoSoltar}
        accessibility={{
          screenReaderInstructions: { draggable: ANUNCIOS.instrucoes },
          announcements: {
            onDragStart: ({ active }) => {
              ultimoSobre.current = active.id;
              return ANUNCIOS.pego(rotuloDe(active.id), posicaoDe(active.id), total);
            },
            onDragOver: ({ active, over }) => {
              if ((over?.id ?? null) === ultimoSobre.current) return undefined;
              ultimoSobre.current = over?.id ?? null;
              return over ? ANUNCIOS.sobre(rotuloDe(active.id), posicaoDe(over.id), total) : ANUNCIOS.fora(rotuloDe(active.id));
            },
            onDragEnd: ({ active, over }) =>
              over ? ANUNCIOS.solto(rotuloDe(active.id), posicaoDe(over.id), total) : ANUNCIOS.fora(rotuloDe(active.id)),
            onDragCancel: ({ active }) => ANUNCIOS.cancelado(rotuloDe(active.id), posicaoDe(active.id), total),
          },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="list-group mb-2 cosems-lista-ordenavel" aria-label={titulo} aria-describedby={`${id}-ajuda`}>
            {lista.map((item, indice) => (
              <ItemDaLista
                key={item.id}
                listaId={id}
                formId={formId}
                item={item}
                indice={indice}
                ids={ids}
                arrastavel={montado}
                aoPasso={montado ? (p) => passo(item, indice, p) : undefined}
              >
                {renderItem ? renderItem(item) : item.rotulo}
              </ItemDaLista>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <div id={`${id}-anuncio`} role="status" aria-live="polite" className="visually-hidden">
        {anuncio}
      </div>
      {fetcher.data?.erro && fetcher.state === 'idle' ? (
        <div role="alert" className="alert alert-danger">
          {ANUNCIOS.falhou(fetcher.data.erro)}
        </div>
      ) : null}
    </>
  );
}

function ItemDaLista({
  listaId,
  formId,
  item,
  indice,
  ids,
  arrastavel,
  aoPasso,
  children,
}: {
  listaId: string;
  formId: string;
  item: ItemOrdenavel;
  indice: number;
  ids: readonly number[];
  arrastavel: boolean;
  aoPasso?: (p: -1 | 1) => void;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    attributes: { roleDescription: 'item ordenável' },
  });
  const botao = (p: -1 | 1) => {
    const nova = orderAfterStep(ids, indice, p);
    const nome = p < 0 ? 'Subir' : 'Descer';
    const descricao = `${nome} ${item.rotulo}`;
    return (
      <button
        id={`${listaId}-${p < 0 ? 'subir' : 'descer'}-${item.id}`}
        // At an edge the button stays (and keeps the focus) but does nothing.
        type={nova ? 'submit' : 'button'}
        form={nova ? formId : undefined}
        name={nova ? 'ordem' : undefined}
        value={nova ? serializeOrdem(nova) : undefined}
        aria-disabled={nova ? undefined : true}
        aria-label={descricao}
        className="btn btn-sm btn-outline-secondary"
        onClick={
          aoPasso
            ? (e) => {
                e.preventDefault();
                aoPasso(p);
              }
            : undefined
        }
      >
        <span aria-hidden="true">{p < 0 ? '↑' : '↓'}</span> {nome}
      </button>
    );
  };
  return (
    <li
      ref={setNodeRef}
      className={`list-group-item d-flex flex-wrap align-items-center gap-2${isDragging ? ' cosems-arrastando' : ''}`}
      style={arrastavel ? { transform: CSS.Translate.toString(transform), transition } : undefined}
    >
      {arrastavel ? (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="btn btn-sm btn-light cosems-alca"
          aria-label={`Arrastar ${item.rotulo}`}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      ) : null}
      <div className="flex-grow-1 text-break">{children}</div>
      <div className="d-flex gap-1">
        {botao(-1)}
        {botao(1)}
      </div>
    </li>
  );
}
