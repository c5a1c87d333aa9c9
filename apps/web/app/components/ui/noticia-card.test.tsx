import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fazerNoticia } from '../../test-fixtures';
import { Breadcrumbs } from './breadcrumb';
import { NoticiaCard } from './noticia-card';

afterEach(cleanup);

function renderAtRoute(elemento: React.ReactNode) {
  render(<MemoryRouter>{elemento}</MemoryRouter>);
}

describe('<NoticiaCard>', () => {
  it('shows image, date, title cut to the limit, tags and the "Ler noticia" link', () => {
    const titulo = 'x'.repeat(120);
    renderAtRoute(
      <NoticiaCard
        noticia={fazerNoticia({ id: 7, title: titulo, regioesNoticias: [{ id: 1, nome: 'Alfenas' }] })}
        titleMax={100}
        publicApiUrl="https://api.example.org"
      />,
    );
    expect(screen.getByRole('heading').textContent).toBe(`${'x'.repeat(100)}...`);
    expect(screen.getByText('09/11/2026')).toBeTruthy();
    expect(screen.getByText('Alfenas')).toBeTruthy();
    const link = screen.getByRole('link', { name: /Ler noticia/ });
    expect(link.textContent).toBe('Ler noticia');
    expect(link.getAttribute('href')).toBe('/noticia/7');
    expect(document.querySelector('img')?.getAttribute('src')).toBe('https://api.example.org/image/foto.jpg');
  });

  it("falls back to Default.jpg and 'Geral' when there is no image and no region", () => {
    renderAtRoute(<NoticiaCard noticia={fazerNoticia({ materia: [] })} titleMax={100} publicApiUrl="" />);
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/image/Default.jpg');
    expect(screen.getByText('Geral')).toBeTruthy();
  });

  it("shows at most 5 tags, the 5th being 'Outros'", () => {
    const regioes = Array.from({ length: 7 }, (_, i) => ({ id: i, nome: `Região ${i}` }));
    renderAtRoute(<NoticiaCard noticia={fazerNoticia({ regioesNoticias: regioes })} titleMax={100} publicApiUrl="" />);
    const tags = [...document.querySelectorAll('.cosems-tag')].map((t) => t.textContent);
    expect(tags).toEqual(['Região 0', 'Região 1', 'Região 2', 'Região 3', 'Outros']);
  });
});

describe('<Breadcrumbs>', () => {
  it('puts Home first and marks the last item as the current page', () => {
    renderAtRoute(<Breadcrumbs items={[{ nome: 'Imprensa', link: '/lista-noticias' }, { nome: 'Noticia' }]} />);
    const items = [...document.querySelectorAll('li')];
    expect(items.map((li) => li.textContent)).toEqual(['Home', 'Imprensa', 'Noticia']);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(items[2]?.getAttribute('aria-current')).toBe('page');
  });
  it('does not repeat Home when the caller includes it', () => {
    renderAtRoute(<Breadcrumbs items={[{ nome: 'Home', link: '/' }, { nome: 'Equipe' }]} />);
    expect([...document.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Home', 'Equipe']);
  });
});
