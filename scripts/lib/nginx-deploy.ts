/**
 * The production nginx rules (deploy/nginx/cosems.conf) adapted to a throwaway run on loopback:
 * only addresses, ports and paths change, and the per-address rate (the load comes from one
 * address); every other line is the deploy file's own. Each rewrite must find its line: when the
 * deploy file changes shape, this throws instead of testing a different configuration.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '@cosems/test-support/site-process';

export const DEPLOY_NGINX_FILE = `${REPO_ROOT}/deploy/nginx/cosems.conf`;

export interface LoopbackNginxOptions {
  /** The temporary folder: cache, logs, certificate. */
  dir: string;
  /** Ports of the app processes (the upstream's servers). */
  appPorts: number[];
  /** Where the TLS server listens (HTTP/2), and the plain one that redirects. */
  httpsPort: number;
  httpPort: number;
  /** Requests per second per address (the load test sends everything from 127.0.0.1). */
  rate: number;
}

function rewrite(text: string, pattern: RegExp, replacement: string | ((match: string, ...groups: string[]) => string), what: string) {
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  if (!global.test(text)) throw new Error(`deploy/nginx/cosems.conf mudou de forma: ${what} não encontrado.`);
  global.lastIndex = 0;
  return text.replace(global, replacement as (match: string, ...groups: string[]) => string);
}

/** The site file of deploy/nginx, adapted (goes inside an http{} block). */
export function adaptDeployNginx(text: string, { dir, appPorts, httpsPort, httpPort, rate }: LoopbackNginxOptions): string {
  let out = text;
  out = rewrite(out, /proxy_cache_path \/var\/cache\/nginx\/cosems /, `proxy_cache_path ${dir}/cache `, 'proxy_cache_path');
  out = rewrite(out, /(limit_req_zone [^;]*rate=)\d+r\/s;/, `$1${rate}r/s;`, 'limit_req_zone');
  let first = true;
  out = rewrite(
    out,
    /^(\s*)server 127\.0\.0\.1:\d+( [^;\n]*)?;\n/m,
    (_match, indent: string, params = '') => {
      if (!first) return '';
      first = false;
      return appPorts.map((port) => `${indent}server 127.0.0.1:${port}${params};\n`).join('');
    },
    'servidores do upstream',
  );
  out = rewrite(out, /^\s*listen \[::\]:\d+[^;\n]*;\n/m, '', 'listen [::]');
  out = rewrite(out, /listen 80;/, `listen 127.0.0.1:${httpPort};`, 'listen 80');
  out = rewrite(out, /listen 443 ssl http2;/, `listen 127.0.0.1:${httpsPort} ssl http2;`, 'listen 443');
  out = rewrite(out, /\/etc\/letsencrypt\/live\/[^/]+\/fullchain\.pem/, `${dir}/cert.pem`, 'ssl_certificate');
  out = rewrite(out, /\/etc\/letsencrypt\/live\/[^/]+\/privkey\.pem/, `${dir}/key.pem`, 'ssl_certificate_key');
  out = rewrite(out, /\/var\/log\/nginx\//, `${dir}/`, 'logs');
  out = rewrite(out, /root \/var\/www\/letsencrypt;/, `root ${dir}/acme;`, 'pasta do ACME');
  return out;
}

/** A whole nginx.conf for `nginx -p dir`: the main context, then the adapted site file. */
export function buildLoopbackNginxConfig(options: LoopbackNginxOptions): string {
  const { dir } = options;
  const site = adaptDeployNginx(fs.readFileSync(DEPLOY_NGINX_FILE, 'utf8'), options);
  return `worker_processes 2;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`;
}

/** A self-signed certificate for 127.0.0.1, valid one day (key.pem, cert.pem in `dir`); answers the certificate, for clients to trust. */
export function makeCertificate(dir: string) {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'pipe' },
  );
  return fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8');
}
