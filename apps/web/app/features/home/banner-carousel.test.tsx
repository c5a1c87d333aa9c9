import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fazerNoticia } from '../../test-fixtures';
import { BannerCarousel } from './banner-carousel';

afterEach(cleanup);

describe('<BannerCarousel>', () => {
  it('cuts titles to 200 + "...", links to the news, shows the date, subtitle and background', () => {
    render(
      <MemoryRouter>
        <BannerCarousel
          noticias={[
            fazerNoticia({ id: 5, title: 'B'.repeat(250), banner_image: 'banner-01.jpg', sub_title: 'Sub' }),
            fazerNoticia({ id: 6, banner_image: 'banner-02.jpg' }),
          ]}
          publicApiUrl=""
          logoUrl={null}
        />
      </MemoryRouter>,
    );
    const link = document.querySelector('.cosems-banner-titulo a');
    expect(link?.textContent).toBe(`${'B'.repeat(200)}...`);
    expect(link?.getAttribute('href')).toBe('/noticia/5');
    expect(document.querySelector('.cosems-banner time')?.textContent).toBe('09/11/2026');
    expect(document.querySelector('.cosems-banner-texto p')?.textContent).toBe('Sub');
    const images = [...document.querySelectorAll<HTMLImageElement>('.carousel-item img')];
    expect(images[0]?.getAttribute('src')).toBe('/image/banner-01.jpg');
    expect(images[0]?.getAttribute('srcset')).toContain('/image/banner-01.jpg?w=960 960w');
    // The first slide is the first screen's largest image; the others load when shown.
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(images[0]?.getAttribute('loading')).toBe('eager');
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy']);
    expect(document.querySelector('.carousel')?.className).toContain('carousel-fade');
  });

  it('shows the logo instead when there are no banner items', () => {
    render(
      <MemoryRouter>
        <BannerCarousel noticias={[]} publicApiUrl="" logoUrl="/image/logo/l.png" />
      </MemoryRouter>,
    );
    expect(document.querySelector('.carousel')).toBeNull();
    expect(document.querySelector('.cosems-banner-vazio img')?.getAttribute('src')).toBe('/image/logo/l.png');
  });
});
