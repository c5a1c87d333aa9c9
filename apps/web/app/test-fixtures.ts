import type { NoticiaSummary } from '@cosems/contracts';
import { vi } from 'vitest';

/** A typed news item for component tests. */
export function fazerNoticia(parcial: Partial<NoticiaSummary> = {}): NoticiaSummary {
  return {
    id: 1,
    title: 'Título de teste',
    sub_title: 'Subtítulo',
    data_criacao: '2026-11-08T13:10:00.000Z',
    data_publicao: '2026-11-09T16:00:00.000Z',
    regioesNoticias: [],
    materia: [{ tipo: 'image', value: 'foto.jpg' }],
    escritor: { nome: 'Autora' },
    banner_image: null,
    destaque_image: null,
    ...parcial,
  };
}

/**
 * What jsdom lacks and embla uses: the resize and intersection observers (doing nothing) and
 * matchMedia, which answers prefers-reduced-motion with `reduzirMovimento()` and every other query
 * with false. Stubbed globally: call it once per test file.
 */
export function stubApisDoCarrossel(reduzirMovimento: () => boolean = () => false) {
  class FakeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('ResizeObserver', FakeObserver);
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('prefers-reduced-motion') && reduzirMovimento(),
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    })),
  );
}
