/** The demo bundle as the tests' independent source of expected values. */
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_BUNDLE_DIR } from '@cosems/db';

const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(DEMO_BUNDLE_DIR, file), 'utf8')) as T;

export interface DemoNoticia {
  id: number;
  title: string;
  data_publicao: string;
  regioes: number[];
  banner_image: string | null;
  destaque_image: string | null;
  materia: { tipo: string; value: string }[];
  escritor: string | null;
}

export const demo = {
  noticias: read<DemoNoticia[]>('noticias.json'),
  regioes: read<{ id: number; nome: string; apoiadores: unknown[]; municipios: { id: number; nome: string }[] }[]>('regioes.json'),
  equipe: read<{ grupo: string; membros: unknown[] }[]>('equipe.json'),
  diretoria: read<{ cargo: string; membros: unknown[] }[]>('diretoria.json'),
  juridico: read<{ secao: string; date: string; desc: string }[]>('juridico.json'),
};

/** Newest first by (data_publicao, id), as the contract orders every list. */
export const newestFirst = [...demo.noticias].sort((a, b) => Date.parse(b.data_publicao) - Date.parse(a.data_publicao) || b.id - a.id);
