/** What the engines of the home and regional carousels return (banner-motor, parceiros-motor, embla-carousel). */
export interface Motor {
  /** Removes its listeners and timers and puts back what it changed in the HTML. */
  destruir(): void;
}

/** An engine: it takes the HTML a component rendered and whether the visitor asks for less motion. */
export type CriarMotor<E extends HTMLElement> = (el: E, reduzirMovimento: boolean) => Motor | null;

/**
 * The class a carousel's controls carry in the server HTML (Bootstrap's `invisible`: not seen, not
 * focusable, out of the accessibility tree) until their engine is wired to them. A button shown
 * before would do nothing when pressed: after a client-side navigation the engine is still being
 * downloaded (a dynamic import), and on a page served without React it runs once the inline script
 * has been read. Without JavaScript the controls stay hidden (the noscript CSS also takes them out
 * of the layout).
 */
export const ESPERA_MOTOR = 'invisible';

/** Shows the controls an engine has just wired; the returned function hides them again (destruir). */
export function showControls(controles: Iterable<Element | null | undefined>): () => void {
  const els = [...controles].filter((el): el is Element => el != null);
  for (const el of els) el.classList.remove(ESPERA_MOTOR);
  return () => {
    for (const el of els) el.classList.add(ESPERA_MOTOR);
  };
}
