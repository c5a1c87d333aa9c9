import { describe, expect, it } from 'vitest';
import { GALLERY_TITLE_MAX } from '../features/home/gallery';
import { BANNER_TITLE_MAX } from '../features/home/banner';
import { LIST_TITLE_MAX } from '../features/noticias/rules';
import { cleanBusca } from '@cosems/contracts';
import { getRegiaoLabel, getRegiaoTags, stripAccents, truncate } from './text';

const titulo = (n: number) => 'a'.repeat(n);

describe('truncate (title cuts of docs/produto.md §9)', () => {
  it('banner: cuts at 200 and adds "..."', () => {
    expect(BANNER_TITLE_MAX).toBe(200);
    expect(truncate(titulo(200), BANNER_TITLE_MAX)).toBe(titulo(200));
    expect(truncate(titulo(201), BANNER_TITLE_MAX)).toBe(`${titulo(200)}...`);
  });

  it('gallery: 150/80/60/40 for positions 1 to 4', () => {
    expect(GALLERY_TITLE_MAX).toEqual([150, 80, 60, 40]);
    for (const max of GALLERY_TITLE_MAX) {
      expect(truncate(titulo(max), max)).toBe(titulo(max));
      expect(truncate(titulo(max + 1), max)).toBe(`${titulo(max)}...`);
    }
  });

  it('news list: cuts at 100', () => {
    expect(LIST_TITLE_MAX).toBe(100);
    expect(truncate(titulo(100), LIST_TITLE_MAX)).toBe(titulo(100));
    expect(truncate(titulo(150), LIST_TITLE_MAX)).toBe(`${titulo(100)}...`);
  });
});

describe('getRegiaoTags (news card region tags)', () => {
  const regioes = (n: number) => Array.from({ length: n }, (_, i) => ({ nome: `R${i + 1}` }));

  it('no region → Geral', () => {
    expect(getRegiaoTags([])).toEqual(['Geral']);
  });
  it('one region → its name', () => {
    expect(getRegiaoTags(regioes(1))).toEqual(['R1']);
  });
  it('five regions → all five names', () => {
    expect(getRegiaoTags(regioes(5))).toEqual(['R1', 'R2', 'R3', 'R4', 'R5']);
  });
  it('six or more → four names and "Outros" as the 5th', () => {
    expect(getRegiaoTags(regioes(6))).toEqual(['R1', 'R2', 'R3', 'R4', 'Outros']);
    expect(getRegiaoTags(regioes(28))).toHaveLength(5);
    expect(getRegiaoTags(regioes(28))[4]).toBe('Outros');
  });
});

describe('getRegiaoLabel (gallery label)', () => {
  it("'Regional {nome}' when the item has regions, else 'Geral'", () => {
    expect(getRegiaoLabel([{ nome: 'Barbacena' }, { nome: 'Januária' }])).toBe('Regional Barbacena');
    expect(getRegiaoLabel([])).toBe('Geral');
  });
});

describe('cleanBusca (the search rule of @cosems/contracts)', () => {
  it('keeps letters with accents, digits, spaces and hyphens', () => {
    expect(cleanBusca('Saúde-mental 2026')).toBe('Saúde-mental 2026');
    expect(cleanBusca('vacinação')).toBe('vacinação');
    expect(cleanBusca('CIB-SUS')).toBe('CIB-SUS');
  });
  it('turns special characters into spaces, as the API does, and collapses spaces', () => {
    // The site used to delete them: "saúde/sus" was searched as "saúdesus".
    expect(cleanBusca('saúde/sus')).toBe('saúde sus');
    expect(cleanBusca('COSEMS/MG')).toBe('COSEMS MG');
    expect(cleanBusca(' <script>alert("x")</script>  ')).toBe('script alert x script');
    expect(cleanBusca('saúde? mental!')).toBe('saúde mental');
    expect(cleanBusca('a/b?c#d%e')).toBe('a b c d e');
    expect(cleanBusca('!!!')).toBe('');
  });
  it('cuts the text to the 100 characters the API searches', () => {
    expect(cleanBusca('a'.repeat(150))).toHaveLength(100);
  });
  it('stripAccents lowers case and drops accents', () => {
    expect(stripAccents('Missão JURÍDICO')).toBe('missao juridico');
  });
});
