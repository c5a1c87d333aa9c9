/**
 * The news form's share-card preview (issue 26, item 3): it asked for `/image/{file}?w=400`, a width
 * the API refuses (400), so the preview was always a broken image. It asks for a width the API serves.
 */
import { IMAGE_WIDTHS } from '@cosems/contracts';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CortesDoTitulo } from './cortes';

afterEach(cleanup);

describe('CortesDoTitulo', () => {
  it('draws the chosen image at a width the API serves', () => {
    const { container } = render(
      <CortesDoTitulo titulo="Título" descricao="" imagemUrl="/image/banner-01.jpg" cortes={[]} siteNome="COSEMS/MG" />,
    );
    const img = container.querySelector('img.cosems-cartao-imagem');
    const src = new URL(img?.getAttribute('src') ?? '', 'http://localhost');
    expect(src.pathname).toBe('/image/banner-01.jpg');
    expect(IMAGE_WIDTHS).toContain(Number(src.searchParams.get('w')));
    // Never narrower than it is drawn.
    expect(Number(src.searchParams.get('w'))).toBeGreaterThanOrEqual(Number(img?.getAttribute('width')));
  });

  it('draws no image when none is chosen', () => {
    const { container } = render(<CortesDoTitulo titulo="Título" descricao="" imagemUrl={null} cortes={[]} siteNome="COSEMS/MG" />);
    expect(container.querySelector('img')).toBeNull();
  });
});
