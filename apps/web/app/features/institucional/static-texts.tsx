import { Accordion } from '../../components/ui/accordion';
import type { Blocos } from '@cosems/contracts';

/** docs/produto.md §2: Missão, Visão, Valores and Negócio (block "missao"), each under its own heading. */
export function MissaoVisaoValores({ bloco }: { bloco: Blocos['missao'] }) {
  return (
    <div className="row row-cols-1 row-cols-md-2 g-4">
      {bloco.itens.map((t, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: four texts in a fixed order; their titles may repeat while being edited
        <section key={i} className="col" aria-labelledby={`mvv-${i}`}>
          <div className="card h-100">
            <div className="card-body">
              <h2 id={`mvv-${i}`} className="h4 card-title">
                {t.titulo}
              </h2>
              {t.paragrafos.map((p) => (
                <p key={p} className="card-text">
                  {p}
                </p>
              ))}
            </div>
          </div>
        </section>
      ))}
    </div>
  );
}

/** The institutional narrative (docs/produto.md §1). */
export function IntroducaoInstitucional({ bloco }: { bloco: Blocos['institucional'] }) {
  return (
    <>
      {bloco.introducao.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </>
  );
}

/** docs/produto.md §2 (Institutional): an accordion of the block's items (10 at first) that stay open. */
export function InstitucionalAccordion({ bloco }: { bloco: Blocos['institucional'] }) {
  const items = bloco.itens.map((item, i) => ({
    chave: String(i),
    titulo: item.titulo,
    conteudo: item.paragrafos.map((p) => (
      <p key={p} className="mb-0">
        {p}
      </p>
    )),
  }));
  return <Accordion sempreAberto abertos={items.map((item) => item.chave)} nivelTitulo="h3" className="mb-4" itens={items} />;
}
