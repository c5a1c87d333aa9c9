import type { NoticiaSummary } from '@cosems/contracts';

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
