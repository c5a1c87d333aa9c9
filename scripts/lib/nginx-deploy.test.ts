import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findNginx } from '@cosems/test-support/nginx';
import { afterEach, describe, expect, it } from 'vitest';
import { adaptDeployNginx, buildLoopbackNginxConfig, DEPLOY_NGINX_FILE, makeCertificate } from './nginx-deploy.ts';

const deploy = fs.readFileSync(DEPLOY_NGINX_FILE, 'utf8');
const options = { dir: '/tmp/x', appPorts: [4773, 4774, 4775], httpsPort: 4776, httpPort: 4777, rate: 1000 };
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('deploy/nginx/cosems.conf adapted to loopback', () => {
  it('changes only addresses, ports, paths and the rate', () => {
    const out = adaptDeployNginx(deploy, options);
    expect(out.match(/server 127\.0\.0\.1:\d+ max_fails=2 fail_timeout=5s;/g)).toEqual([
      'server 127.0.0.1:4773 max_fails=2 fail_timeout=5s;',
      'server 127.0.0.1:4774 max_fails=2 fail_timeout=5s;',
      'server 127.0.0.1:4775 max_fails=2 fail_timeout=5s;',
    ]);
    expect(out).toContain('listen 127.0.0.1:4776 ssl http2;');
    expect(out).toContain('listen 127.0.0.1:4777;');
    expect(out).toContain('rate=1000r/s;');
    expect(out).not.toMatch(/\/var\/|\/etc\/letsencrypt|\[::\]/);
    // The rules themselves are the deploy file's, line for line.
    for (const rule of [
      'proxy_next_upstream error timeout http_502 http_504;',
      'proxy_cache_use_stale error timeout updating http_502 http_504;',
      'proxy_set_header X-Forwarded-For $remote_addr;',
      'proxy_cache_bypass $cosems_com_sessao;',
      'gzip off;',
      'proxy_cache_valid 200 301 302 404 1s;',
    ]) {
      expect(deploy).toContain(rule);
      expect(out).toContain(rule);
    }
  });

  it('refuses a deploy file whose lines it cannot find', () => {
    expect(() => adaptDeployNginx(deploy.replace('listen 443 ssl http2;', 'listen 8443 ssl;'), options)).toThrow(/listen 443/);
    expect(() => adaptDeployNginx(deploy.replace(/server 127\.0\.0\.1:\d+/g, 'server app'), options)).toThrow(/upstream/);
  });

  it.skipIf(!findNginx())('is accepted by nginx -t', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-nginx-t-'));
    dirs.push(dir);
    makeCertificate(dir);
    const conf = path.join(dir, 'nginx.conf');
    fs.writeFileSync(conf, buildLoopbackNginxConfig({ ...options, dir }));
    const out = execFileSync(
      findNginx() as string,
      ['-t', '-p', dir, '-c', conf, '-e', path.join(dir, 'error.log'), '-g', `pid ${dir}/nginx.pid;`],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    expect(out).toBe('');
  });
});
