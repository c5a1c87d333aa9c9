import { type ReactNode, useEffect, useRef } from 'react';
import { prepareReveal, REVELAR_ATRIBUTO } from './revelar';

/** A home section that animates in once, when it first becomes visible (revelar.ts). */
export function Reveal({ children, className, id, rotulo }: { children: ReactNode; className?: string; id?: string; rotulo?: string }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => (ref.current ? prepareReveal(ref.current) : undefined), []);
  return (
    <section ref={ref} className={className} id={id} aria-labelledby={rotulo} {...{ [REVELAR_ATRIBUTO]: '' }}>
      {children}
    </section>
  );
}
