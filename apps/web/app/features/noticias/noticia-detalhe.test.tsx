import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fazerNoticia } from '../../test-fixtures';
import { CorpoNoticia, VizinhasNoticia } from './noticia-detalhe';

afterEach(cleanup);

function emRota(elemento: React.ReactNode) {
  render(<MemoryRouter>{elemento}</MemoryRouter>);
}

describe('<VizinhasNoticia>', () => {
  it("labels the newer item 'Anterior' and the older 'Próximo', cutting long titles", () => {
    const longo = 'L'.repeat(60);
    emRota(
      <VizinhasNoticia
        data={{
          response: { ...fazerNoticia(), conteudo: '' },
          seguinte: { id: 11, title: longo },
          anterior: { id: 9, title: 'Mais antiga' },
        }}
      />,
    );
    const anterior = screen.getByRole('link', { name: /Anterior/ });
    expect(anterior.getAttribute('href')).toBe('/noticia/11');
    expect(anterior.textContent).toBe(`Anterior${'L'.repeat(30)}...`);
    const proximo = screen.getByRole('link', { name: /Próximo/ });
    expect(proximo.getAttribute('href')).toBe('/noticia/9');
    expect(proximo.textContent).toBe('PróximoMais antiga');
  });
});

describe('<CorpoNoticia>', () => {
  it("shows the date dd/mm/aaaa, 'Nenhum' without author, and the HTML body", () => {
    emRota(<CorpoNoticia noticia={{ ...fazerNoticia({ escritor: null }), conteudo: '<p>Olá <strong>mundo</strong></p>' }} />);
    expect(screen.getByText('09/11/2026')).toBeTruthy();
    expect(screen.getByText('Autor: Nenhum')).toBeTruthy();
    expect(document.querySelector('.cosems-noticia-corpo strong')?.textContent).toBe('mundo');
  });
});
