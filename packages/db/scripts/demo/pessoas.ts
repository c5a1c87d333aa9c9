/**
 * Fictitious people: random combinations of common Brazilian first names and surnames
 * (dados/pessoas.json), made-up phones and e-mails on the domain exemplo.org.br.
 */
import pessoas from './dados/pessoas.json' with { type: 'json' };
import { at, type Rng } from './rng.ts';

/** Names already used anywhere in the bundle: nobody appears twice. */
const usedNames = new Set<string>();
const usedEmails = new Set<string>();

/** First names of the last people drawn: avoided, so that neighbours in a list look varied. */
const recentes: string[] = [];

export function randomPessoaNome(r: Rng): string {
  for (;;) {
    const primeiro = r.chance(0.5) ? r.pick(pessoas.nomesFemininos) : r.pick(pessoas.nomesMasculinos);
    if (recentes.includes(primeiro)) continue;
    const sobrenomes = r.chance(0.45) ? r.sample(pessoas.sobrenomes, 2) : r.sample(pessoas.sobrenomes, 1);
    const nome = [primeiro, ...sobrenomes].join(' ');
    if (!usedNames.has(nome)) {
      usedNames.add(nome);
      recentes.push(primeiro);
      if (recentes.length > 20) recentes.shift();
      return nome;
    }
  }
}

function semAcentos(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '');
}

export function slug(s: string): string {
  return semAcentos(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function buildEmail(nome: string, domain: string): string {
  const parts = slug(nome).split('-');
  const base = `${at(parts, 0)}.${at(parts, parts.length - 1)}`;
  let email = `${base}@${domain}`;
  for (let n = 2; usedEmails.has(email); n++) email = `${base}${n}@${domain}`;
  usedEmails.add(email);
  return email;
}

export function telefone(r: Rng, ddd: number): string {
  return `(${ddd}) 3${r.int(100, 999)}-${String(r.int(0, 9999)).padStart(4, '0')}`;
}

export function getInitials(nome: string): string {
  const p = nome.split(' ');
  return `${at(p, 0)[0] ?? ''}${at(p, p.length - 1)[0] ?? ''}`.toUpperCase();
}
