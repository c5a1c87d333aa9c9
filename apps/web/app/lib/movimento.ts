/** Whether the visitor asks for less motion: then nothing on the site moves on its own. */
export function prefersReducedMotion(win: Window | null | undefined): boolean {
  return win?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
