import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A home section that animates in once, when it first becomes visible. The server renders it
 * visible (content readable without JavaScript); only after hydration are sections still below
 * the fold hidden and then revealed by an IntersectionObserver. Nothing moves when the visitor
 * prefers reduced motion.
 */
export function Reveal({ children, className, id, rotulo }: { children: ReactNode; className?: string; id?: string; rotulo?: string }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const caixa = el.getBoundingClientRect();
    if (caixa.top < window.innerHeight && caixa.bottom > 0) return; // already on screen: leave it
    el.classList.add('cosems-revelar-pronto');
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            entry.target.classList.add('cosems-revelado');
            observer.disconnect();
          }
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <section ref={ref} className={className} id={id} aria-labelledby={rotulo}>
      {children}
    </section>
  );
}
