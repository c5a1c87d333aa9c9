/**
 * The ordering of a back-office list (lista-ordenavel.tsx), as pure functions: the order a
 * "Mover para cima/baixo" button submits, the order after a drag, and what screen readers hear
 * (pt-BR), so that the same words are tested once and used by the mouse, touch and keyboard paths.
 */

/** The ids with the one at `de` moved to `para` (both clamped to the list). */
export function moveId<T>(ids: readonly T[], de: number, para: number): T[] {
  const lista = [...ids];
  if (de < 0 || de >= lista.length) return lista;
  const destino = Math.min(Math.max(para, 0), lista.length - 1);
  const [item] = lista.splice(de, 1) as [T];
  lista.splice(destino, 0, item);
  return lista;
}

/**
 * The order a move button submits: the item at `indice` one place up (-1) or down (+1); null at the
 * edge (the button then does nothing).
 */
export function orderAfterStep<T>(ids: readonly T[], indice: number, passo: -1 | 1): T[] | null {
  const destino = indice + passo;
  if (indice < 0 || indice >= ids.length || destino < 0 || destino >= ids.length) return null;
  return moveId(ids, indice, destino);
}

/** The order as a form field: ids separated by commas (OrdemSchema in @cosems/contracts). */
export function serializeOrdem(ids: readonly (number | string)[]): string {
  return ids.join(',');
}

const posicao = (n: number, total: number) => `posição ${n} de ${total}`;

/** What a screen reader hears while an item is dragged (dnd-kit's announcements, and the buttons'). */
export const ANUNCIOS = {
  instrucoes:
    'Para mover um item, pressione espaço ou Enter no botão de arrastar, use as setas para cima e para baixo, e pressione espaço ou Enter de novo para soltar. Esc cancela.',
  pego: (rotulo: string, n: number, total: number) => `${rotulo} pego, na ${posicao(n, total)}.`,
  sobre: (rotulo: string, n: number, total: number) => `${rotulo} está na ${posicao(n, total)}.`,
  fora: (rotulo: string) => `${rotulo} está fora da lista.`,
  solto: (rotulo: string, n: number, total: number) => `${rotulo} solto na ${posicao(n, total)}. Salvando a nova ordem…`,
  cancelado: (rotulo: string, n: number, total: number) => `Movimento cancelado: ${rotulo} voltou à ${posicao(n, total)}.`,
  movido: (rotulo: string, n: number, total: number) => `${rotulo} movido para a ${posicao(n, total)}. Salvando a nova ordem…`,
  noLimite: (rotulo: string, passo: -1 | 1) => `${rotulo} já é o ${passo < 0 ? 'primeiro' : 'último'} da lista.`,
  salvo: 'Nova ordem salva.',
  falhou: (mensagem: string) => `A ordem não foi salva: ${mensagem}`,
} as const;
