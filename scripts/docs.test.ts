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
