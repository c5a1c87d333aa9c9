import { Accordion } from '../../components/ui/accordion';
import { INSTITUCIONAL_INTRODUCAO, INSTITUCIONAL_ITENS, MISSAO_VISAO_VALORES } from './textos';

/** docs/produto.md §2: Missão, Visão, Valores and Negócio, each under its own heading. */
export function MissaoVisaoValores() {
  return (
    <div className="row row-cols-1 row-cols-md-2 g-4">
      {MISSAO_VISAO_VALORES.map((t, i) => (
        <section key={t.titulo} className="col" aria-labelledby={`mvv-${i}`}>
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
export function IntroducaoInstitucional() {
  return (
    <>
      {INSTITUCIONAL_INTRODUCAO.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </>
  );
}

/** docs/produto.md §2 (Institutional): an accordion of 10 items that stay open (all expanded at first). */
export function InstitucionalAccordion() {
  const items = INSTITUCIONAL_ITENS.map((item, i) => ({
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
