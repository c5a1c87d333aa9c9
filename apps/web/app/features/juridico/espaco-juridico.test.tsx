import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SecoesMenu, DocumentosTable } from './espaco-juridico';

afterEach(cleanup);

const documentos = [
  { date: '2026-09-24T17:00:00.000Z', desc: 'Nota Técnica nº 09/2026 – Emendas', link: '/arquivo/nota-tecnica-09-2026.pdf' },
  { date: '2025-12-07T13:00:00.000Z', desc: 'Nota Técnica nº 15/2025 – Equipes', link: '/arquivo/nota-tecnica-15-2025.pdf' },
];

describe('DocumentosTable', () => {
  it('shows the section title, dd/mm/aaaa dates, descriptions and the section link label', () => {
    render(<DocumentosTable secao="notas" documentos={documentos} publicApiUrl="" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Notas Técnicas' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.getAttribute('scope'))).toEqual(['col', 'col', 'col']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByText('24/09/2026')).toBeTruthy();
    const link = within(first).getByRole('link');
    expect(link.firstChild?.textContent).toBe('Baixar Nota');
    expect(link.getAttribute('href')).toBe('/arquivo/nota-tecnica-09-2026.pdf');
  });

  it.each([
    ['pareceres', 'Pareceres', 'Baixar Parecer'],
    ['orientacoes', 'Orientações', 'Baixar Orientação'],
    ['informes', 'Informes', 'Baixar Informe'],
    ['recomendacao', 'Recomendações', 'Baixar Recomendação'],
  ] as const)('section %s: title %s, label %s', (secao, titulo, rotulo) => {
    render(<DocumentosTable secao={secao} documentos={documentos} publicApiUrl="" />);
    expect(screen.getByRole('heading', { level: 2, name: titulo })).toBeTruthy();
    expect(screen.getAllByText(rotulo)).toHaveLength(2);
  });
});

describe('SecoesMenu', () => {
  it('links every section, marks the current one and opens the TCC folder in a new tab', () => {
    render(
      <MemoryRouter>
        <SecoesMenu atual="pareceres" pastaTcc="https://drive.example.org/tcc" />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Notas',
      'Pareceres',
      'Orientação',
      'Recomedações',
      'Informes',
      'Pasta de TCC (abre em nova aba)',
    ]);
    expect(screen.getByRole('link', { name: 'Pareceres' }).getAttribute('aria-current')).toBe('page');
    const tcc = links[5] as HTMLElement;
    expect(tcc.getAttribute('target')).toBe('_blank');
    expect(tcc.getAttribute('href')).toBe('https://drive.example.org/tcc');
  });
});
