import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { BLOCOS_PADRAO } from '@cosems/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteHeader } from './site-header';

afterEach(cleanup);

function RenderResult() {
  const { query } = useParams();
  return <p>resultado: {query}</p>;
}

function renderizar() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<SiteHeader logo={{ id: 1, imagem: 'logo.png' }} publicApiUrl="" enderecos={BLOCOS_PADRAO.enderecos} />} />
        <Route path="/pesquisa/:query" element={<RenderResult />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('navbar', () => {
  it('shows the logo at 200×80 linking to /', () => {
    renderizar();
    const logo = screen.getByRole('img', { name: /COSEMS\/MG/ });
    expect(logo.getAttribute('width')).toBe('200');
    expect(logo.getAttribute('height')).toBe('80');
    expect(logo.getAttribute('src')).toBe('/image/logo/logo.png');
    expect(logo.closest('a')?.getAttribute('href')).toBe('/');
  });

  it('has the three dropdowns and Notícias, external links open in a new tab and say so', () => {
    renderizar();
    for (const name of ['Institucional', 'Conheça-nos', 'Transparencia']) expect(screen.getByRole('button', { name: name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Notícias' }).getAttribute('href')).toBe('/lista-noticias');
    const forum = screen.getByRole('link', { name: /Fórum/ });
    expect(forum.getAttribute('target')).toBe('_blank');
    expect(forum.getAttribute('rel')).toBe('noopener noreferrer');
    expect(forum.textContent).toContain('(abre em nova aba)');
  });
});

describe('search dialog (mobile)', () => {
  it("is titled 'Pesquisa Manual' and alerts on 2 characters or fewer", async () => {
    renderizar();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir pesquisa' }));
    expect(await screen.findByText('Pesquisa Manual')).toBeTruthy();
    const field = screen.getByLabelText('O que você procura?');
    fireEvent.change(field, { target: { value: 'ab' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Pesquisar' }));
    expect(screen.getByRole('alert').textContent).toBe('A pesquisa deve conter mais de 3 caracteres');
  });

  it('submits 3 characters (more than 2)', async () => {
    renderizar();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir pesquisa' }));
    const field = await screen.findByLabelText('O que você procura?');
    fireEvent.change(field, { target: { value: 'sus' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('resultado: sus')).toBeTruthy();
  });
});

describe('inline search (desktop)', () => {
  it('does nothing with 3 characters and navigates with 4', async () => {
    renderizar();
    const field = screen.getByRole('searchbox', { name: 'Pesquisar no site' });
    fireEvent.change(field, { target: { value: 'sus' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(screen.queryByText(/resultado:/)).toBeNull();
    fireEvent.change(field, { target: { value: 'saúde' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(await screen.findByText('resultado: saúde')).toBeTruthy();
  });
});

describe('menu button (below md)', () => {
  it('says whether the menu is open, and Escape closes it with focus back on the button', () => {
    renderizar();
    const button = screen.getByRole('button', { name: 'Abrir menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(screen.getByRole('link', { name: 'Notícias' }), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});

describe('dropdowns', () => {
  it('open on click, ArrowDown/ArrowUp move between entries, Escape closes with focus on the toggle', () => {
    renderizar();
    const button = screen.getByRole('button', { name: 'Institucional' });
    const list = document.querySelector('[aria-labelledby="menu-institucional"]') as HTMLElement;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(list.classList.contains('show')).toBe(true);
    const items = list.querySelectorAll<HTMLElement>('.dropdown-item');
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1] as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0] as HTMLElement, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(list.classList.contains('show')).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('ArrowDown on a closed toggle opens it on the first entry; only one is open at a time', () => {
    renderizar();
    const institucional = screen.getByRole('button', { name: 'Institucional' });
    const conheca = screen.getByRole('button', { name: 'Conheça-nos' });
    conheca.focus();
    fireEvent.keyDown(conheca, { key: 'ArrowDown' });
    expect(conheca.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Diretoria');
    fireEvent.click(institucional);
    expect(institucional.getAttribute('aria-expanded')).toBe('true');
    expect(conheca.getAttribute('aria-expanded')).toBe('false');
  });

  it('a press outside closes it', () => {
    renderizar();
    const button = screen.getByRole('button', { name: 'Transparencia' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
