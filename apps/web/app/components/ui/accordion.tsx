import { type ReactNode, useId, useState } from 'react';

export interface AccordionItem {
  chave: string;
  titulo: ReactNode;
  conteudo: ReactNode;
}

/**
 * An accordion with Bootstrap's classes and no react-bootstrap (its Accordion and Collapse cost
 * the page's JS budget). The items in `abertos` start open, so the server HTML shows them to
 * readers without JavaScript. `sempreAberto`: opening an item leaves the others as they are;
 * otherwise at most one is open. Items show and hide at once: no height animation to honour or
 * skip under reduced motion.
 */
export function Accordion({
  itens: items,
  abertos = [],
  sempreAberto = false,
  nivelTitulo = 'h2',
  className,
}: {
  itens: AccordionItem[];
  abertos?: string[];
  sempreAberto?: boolean;
  nivelTitulo?: 'h2' | 'h3' | 'h4';
  className?: string;
}) {
  const [ativos, setAtivos] = useState<string[]>(() => (sempreAberto ? abertos : abertos.slice(0, 1)));
  const base = useId();
  const Titulo = nivelTitulo;
  const toggle = (chave: string) =>
    setAtivos((atuais) => {
      if (atuais.includes(chave)) return atuais.filter((c) => c !== chave);
      return sempreAberto ? [...atuais, chave] : [chave];
    });
  return (
    <div className={className ? `${className} accordion` : 'accordion'}>
      {items.map((item, i) => {
        const aberto = ativos.includes(item.chave);
        const bodyId = `${base}-${i}`;
        return (
          <div key={item.chave} className="accordion-item">
            <Titulo className="accordion-header">
              <button
                type="button"
                className={aberto ? 'accordion-button' : 'accordion-button collapsed'}
                aria-expanded={aberto}
                aria-controls={bodyId}
                onClick={() => toggle(item.chave)}
              >
                {item.titulo}
              </button>
            </Titulo>
            <div id={bodyId} className={aberto ? 'accordion-collapse collapse show' : 'accordion-collapse collapse'}>
              <div className="accordion-body">{item.conteudo}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
