/**
 * The regional page's extra script, on the server's markup of the real components (rendered to
 * static HTML, as the page arrives without React): it must give them the behaviour React does.
 */
import type { RegiaoRef } from '@cosems/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticiasRegiao } from '../features/regionais/noticias-regiao';
import { RegiaoSelect } from '../features/regionais/regiao-select';
import { MunicipiosList } from '../features/regionais/regioes-list';
import { fazerNoticia, stubApisDoCarrossel } from '../test-fixtures';
import { enhanceRegiao } from './regional';

// jsdom lacks the observers and matchMedia embla uses; `reduzir` answers prefers-reduced-motion.
let reduzir = false;
stubApisDoCarrossel(() => reduzir);

const noticia = (id: number) => fazerNoticia({ id, title: `Notícia ${id}` });
const REGIOES: RegiaoRef[] = [
  { id: 1, nome: 'Alfenas' },
  { id: 3, nome: 'Belo Horizonte' },
  { id: 26, nome: 'Uberlândia' },
] as RegiaoRef[];

const MUNICIPIOS = [
  { id: 3106200, nome: 'Belo Horizonte' },
  { id: 3106309, nome: 'Belo Vale' },
  { id: 3106705, nome: 'Betim' },
  { id: 3118601, nome: 'Contagem' },
];

/** Where the script sends the visitor (the browser would load that page). */
const navigate = vi.fn();

function servePage(melhorar = true) {
  const Pagina = createRoutesStub([
    {
      path: '/CosemsRegional/:id',
      Component: () => (
        <>
          <RegiaoSelect regioes={REGIOES} atual={3} />
          <NoticiasRegiao noticias={[noticia(1), noticia(2), noticia(3)]} publicApiUrl="" />
          <MunicipiosList municipios={MUNICIPIOS} regiaoId={3} />
        </>
      ),
    },
  ]);
  document.body.innerHTML = renderToStaticMarkup(<Pagina initialEntries={['/CosemsRegional/3']} />);
  if (melhorar) enhanceRegiao(document, navigate);
}

const botao = (nome: RegExp) => [...document.querySelectorAll('button')].find((b) => nome.test(b.textContent ?? '')) as HTMLButtonElement;

beforeEach(() => {
  reduzir = false;
  navigate.mockReset();
});

describe('the regional page served without React', () => {
  it('the pause button pauses and plays again, saying what a press does', () => {
    servePage();
    const pausa = botao(/^(Pausar|Reproduzir)$/);
    expect(pausa.textContent).toBe('Pausar');
    pausa.click();
    expect(pausa.textContent).toBe('Reproduzir');
    pausa.click();
    expect(pausa.textContent).toBe('Pausar');
  });

  it('its buttons are invisible in the server HTML (a press would do nothing) until the script wires them', () => {
    servePage(false);
    const controles = document.querySelector('.cosems-embla__controles') as HTMLElement;
    expect(controles.classList.contains('invisible')).toBe(true);
    enhanceRegiao(document, navigate);
    expect(controles.classList.contains('invisible')).toBe(false);
  });

  it('starts paused for a visitor who asks for less motion', () => {
    reduzir = true;
    servePage();
    expect(botao(/^(Pausar|Reproduzir)$/).textContent).toBe('Reproduzir');
  });

  it('choosing a region opens its page; the previous and next buttons are wired to embla', () => {
    servePage();
    const seletor = document.querySelector<HTMLSelectElement>('#trocar-regiao') as HTMLSelectElement;
    expect(seletor.value).toBe('3');
    seletor.value = '26';
    seletor.dispatchEvent(new Event('change'));
    expect(navigate).toHaveBeenCalledWith('/CosemsRegional/26');
    expect(botao(/Anterior/)).toBeDefined();
    expect(botao(/Próxima/)).toBeDefined();
  });

  it("the municipalities' field narrows the list as one types (no case, no accents) and says how many", () => {
    servePage();
    const campo = document.getElementById('municipio-da-regional') as HTMLInputElement;
    const contagem = document.getElementById('municipios-da-regional-contagem') as HTMLElement;
    const visiveis = () =>
      [...document.querySelectorAll<HTMLLIElement>('#municipios-da-regional > li')].filter((li) => !li.hidden).map((li) => li.textContent);
    expect([visiveis(), contagem.textContent]).toEqual([['Belo Horizonte', 'Belo Vale', 'Betim', 'Contagem'], '4 municípios.']);
    campo.value = 'BELO';
    campo.dispatchEvent(new Event('input'));
    expect([visiveis(), contagem.textContent]).toEqual([['Belo Horizonte', 'Belo Vale'], '2 de 4 municípios com “BELO”.']);
    campo.value = 'zzz';
    campo.dispatchEvent(new Event('input'));
    expect([visiveis(), contagem.textContent]).toEqual([[], '0 de 4 municípios com “zzz”.']);
    campo.value = '';
    campo.dispatchEvent(new Event('input'));
    expect(visiveis()).toHaveLength(4);
  });
});
