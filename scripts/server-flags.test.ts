/**
 * The node flags of the server (docs/decisions/057-memoria-do-processo.md) are written in three
 * places that must agree: `npm run serve`, the systemd unit, and the launcher the tests and the
 * measurements use (a measurement on other flags measures nothing a user runs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { PRODUCTION_MALLOC_ENV, SERVER_NODE_FLAGS } from '@cosems/test-support/site-process';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const flagsBefore = (line: string, file: string) =>
  line
    .slice(line.indexOf('node ') + 5, line.indexOf(file))
    .trim()
    .split(/\s+/)
    .filter(Boolean);

describe('server node flags', () => {
  it('npm run serve gives node the launcher’s flags', () => {
    const serve = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.serve as string;
    expect(flagsBefore(serve, 'apps/web/')).toEqual(SERVER_NODE_FLAGS);
  });

  it('the systemd unit gives node the same flags', () => {
    const unit = fs.readFileSync(path.join(root, 'deploy/systemd/cosems@.service'), 'utf8');
    const line = unit.split('\n').find((l) => l.startsWith('ExecStart='));
    expect(line).toBeDefined();
    expect(flagsBefore(line ?? '', 'apps/web/build/server.js')).toEqual(SERVER_NODE_FLAGS);
  });

  it('the systemd unit runs the server over the production recipe’s allocator', () => {
    const unit = fs.readFileSync(path.join(root, 'deploy/systemd/cosems@.service'), 'utf8');
    const environment = Object.fromEntries(
      unit
        .split('\n')
        .filter((l) => l.startsWith('Environment='))
        .map((l) => {
          const kv = l.slice('Environment='.length);
          return [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)];
        }),
    );
    expect({ LD_PRELOAD: environment.LD_PRELOAD, MALLOC_CONF: environment.MALLOC_CONF }).toEqual(PRODUCTION_MALLOC_ENV);
    expect(fs.readFileSync(path.join(root, 'docs/operacao.md'), 'utf8')).toMatch(/apt-get install -y [^\n]*libjemalloc2/);
  });

  it('caps the young generation', () => {
    expect(SERVER_NODE_FLAGS).toContain('--max-semi-space-size=8');
  });
});
