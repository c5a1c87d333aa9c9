import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fazerNoticia } from '../../test-fixtures';
import { NoticiaBody, NoticiaNeighbors } from './noticia-detail';

afterEach(cleanup);

function renderAtRoute(elemento: React.ReactNode) {
  render(<MemoryRouter>{elemento}</MemoryRouter>);
}

describe('<NoticiaNeighbors>', () => {
  it("labels the newer item 'Anterior' and the older 'Próximo', cutting long titles", () => {
    const longo = 'L'.repeat(60);
    renderAtRoute(
      <NoticiaNeighbors
        data={{
          response: { ...fazerNoticia(), conteudo: '' },
          seguinte: { id: 11, title: longo },
          anterior: { id: 9, title: 'Mais antiga' },
        }}
      />,
    );
    const previous = screen.getByRole('link', { name: /Anterior/ });
    expect(previous.getAttribute('href')).toBe('/noticia/11');
    expect(previous.textContent).toBe(`Anterior${'L'.repeat(30)}...`);
    const next = screen.getByRole('link', { name: /Próximo/ });
    expect(next.getAttribute('href')).toBe('/noticia/9');
    expect(next.textContent).toBe('PróximoMais antiga');
  });
});

describe('<NoticiaBody>', () => {
  it("shows the date dd/mm/aaaa, 'Nenhum' without author, and the HTML body", () => {
    renderAtRoute(<NoticiaBody noticia={{ ...fazerNoticia({ escritor: null }), conteudo: '<p>Olá <strong>mundo</strong></p>' }} />);
    expect(screen.getByText('09/11/2026')).toBeTruthy();
    expect(screen.getByText('Autor: Nenhum')).toBeTruthy();
    expect(document.querySelector('.cosems-noticia-corpo strong')?.textContent).toBe('mundo');
  });
});
