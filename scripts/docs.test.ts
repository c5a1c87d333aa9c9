/**
 * The repository's own references to documents, checked like code (issue 26, item 4): a comment or
 * a page that cites a file the repository does not have sends the reader nowhere. The product's
 * rules live in docs/produto.md; the specification the project started from is not part of the
 * repository, so nothing may cite it (or the team's notes kept beside it) as if it were.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const SELF = path.relative(ROOT, import.meta.filename);

/** Folders that hold no text of ours: dependencies, builds, data, test output (as in .gitignore). */
const SKIP_DIRS = new Set([
  'node_modules',
  '.git',
  'build',
  '.react-router',
  'data',
  '.tmp',
  'test-results',
  'playwright-report',
  'screenshots',
  'coverage',
]);
/** The demo bundle is content (generated news texts), not documentation. */
const SKIP_PATHS = new Set(['packages/db/content']);
const TEXT_FILE = /\.(ts|tsx|md|cjs|mjs|js)$/;

/** Every source and documentation file of the repository, as paths relative to its root. */
function listTextFiles(dir = ''): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (SKIP_DIRS.has(entry.name) || entry.name.startsWith('build-') || SKIP_PATHS.has(rel)) continue;
      files.push(...listTextFiles(rel));
    } else if (TEXT_FILE.test(entry.name)) files.push(rel);
  }
  return files;
}

/** Each match of `pattern` in the file, with its line number, as "file:line: match". */
function findAll(file: string, text: string, pattern: RegExp): { where: string; match: RegExpExecArray }[] {
  const found: { where: string; match: RegExpExecArray }[] = [];
  for (const match of text.matchAll(pattern)) {
    const line = text.slice(0, match.index).split('\n').length;
    found.push({ where: `${file}:${line}: ${match[0]}`, match });
  }
  return found;
}

const files = listTextFiles();
const texts = new Map(files.filter((f) => f !== SELF).map((f) => [f, fs.readFileSync(path.join(ROOT, f), 'utf8')]));
const decisionNumbers = new Set(fs.readdirSync(path.join(ROOT, 'docs/decisions')).map((name) => name.slice(0, 3)));

describe('citations of documents', () => {
  it('finds the files to check (the walk reaches code and docs)', () => {
    expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/produto.md', 'packages/db/src/migracao/migrate.ts', SELF]));
  });

  it('nothing cites the original specification or the team notes outside the repository', () => {
    // The specification's files (site-spec.md, api-contract.md under shared/spec) and the notes
    // beside them (STACK.md, STYLE.md) are not in the repository: the rules are in docs/produto.md.
    const outside = /(?:\.\.\/)*(?:shared\/spec\b[\w./-]*|\bshared\/(?:STACK|STYLE)\.md|\b(?:site-spec|api-contract|STACK|STYLE)\.md)/g;
    const found = [...texts].flatMap(([file, text]) =>
      findAll(file, text, outside)
        .filter(({ match }) => !fs.existsSync(path.join(ROOT, match[0])))
        .map((f) => f.where),
    );
    expect(found).toEqual([]);
  });

  it('every docs/….md a file names exists, and every docs/decisions/NNN a decision', () => {
    const missing = [...texts].flatMap(([file, text]) => [
      ...findAll(file, text, /\bdocs\/[\w./-]+\.md\b/g)
        .filter(({ match }) => !fs.existsSync(path.join(ROOT, match[0])))
        .map((f) => f.where),
      ...findAll(file, text, /\bdocs\/decisions\/(\d{3})\b/g)
        .filter(({ match }) => !decisionNumbers.has(match[1] as string))
        .map((f) => f.where),
    ]);
    expect(missing).toEqual([]);
  });
});

/**
 * GitHub's anchor for a heading: lower case, punctuation other than hyphens and underscores
 * dropped, spaces to hyphens (accents kept), and `-1`, `-2`… for repeats in the same page.
 */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const withoutCode = markdown.replace(/^```[\s\S]*?^```/gm, '');
  for (const [, heading] of withoutCode.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    // The rendered text: a link's words, no code or emphasis marks.
    const text = (heading as string).replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*]/g, '');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  for (const [, id] of markdown.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id as string);
  return anchors;
}

describe('links between the documents', () => {
  const pages = [...texts.keys()].filter((f) => f.endsWith('.md'));
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (file: string) => {
    let found = anchorsOf.get(file);
    if (!found) {
      found = headingAnchors(fs.readFileSync(path.join(ROOT, file), 'utf8'));
      anchorsOf.set(file, found);
    }
    return found;
  };

  it('reads the headings as GitHub names them', () => {
    const found = headingAnchors(
      '# Título\n## Cópia de segurança e restauração\n### Atrás de um proxy reverso (nginx)\n## `SITE_URL` e os links\n## Título\n',
    );
    expect([...found]).toEqual([
      'título',
      'cópia-de-segurança-e-restauração',
      'atrás-de-um-proxy-reverso-nginx',
      'site_url-e-os-links',
      'título-1',
    ]);
  });

  it('every relative link and image of README.md and docs/ leads to a file, and to an anchor in it', () => {
    expect(pages).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/decisions/README.md', 'deploy/README.md']));
    const broken: string[] = [];
    for (const page of pages) {
      const text = (texts.get(page) as string).replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ' '));
      for (const { where, match } of findAll(page, text, /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
        const target = match[1] as string;
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:…: outside the repository
        const [file = '', anchor] = target.split('#', 2) as [string, string | undefined];
        const resolved = file ? path.posix.normalize(path.posix.join(path.posix.dirname(page), decodeURIComponent(file))) : page;
        const full = path.join(ROOT, resolved);
        if (!fs.existsSync(full)) {
          broken.push(`${where} (no ${resolved})`);
          continue;
        }
        if (anchor && resolved.endsWith('.md') && !anchors(resolved).has(decodeURIComponent(anchor).toLowerCase())) {
          broken.push(`${where} (no #${anchor} in ${resolved})`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
