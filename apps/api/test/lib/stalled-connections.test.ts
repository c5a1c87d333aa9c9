/**
 * CONNECTION_TIMEOUT_SECONDS without a timer per socket (lib/stalled-connections.ts), over real
 * loopback sockets: a client that stops reading a long answer is cut after the timeout; one that
 * reads slowly but keeps reading is not; an answer the server takes too long to start is cut; a
 * kept-alive connection idle between requests is left to keepAliveTimeout.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeStalledConnections } from '../../src/lib/stalled-connections.ts';

const TIMEOUT_MS = 600;
const servers: http.Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

/** A server whose `/longa` streams 64 MB in 64 KB chunks, respecting backpressure; `/lenta` answers after 3 s. */
async function servidor(): Promise<{ port: number; fechadaNoServidor: () => Promise<number | null> }> {
  const chunk = Buffer.alloc(64 * 1024, 120);
  const server = http.createServer(async (req, res) => {
    if (req.url === '/lenta') {
      setTimeout(() => res.end('tarde'), 3000).unref();
      return;
    }
    if (req.url === '/curta') {
      res.end('ok');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/octet-stream' });
    for (let i = 0; i < 1024 && !res.destroyed; i++) {
      if (!res.write(chunk)) await new Promise((r) => res.once('drain', r).once('close', r));
    }
    res.end();
  });
  closeStalledConnections(server, TIMEOUT_MS, 100);
  servers.push(server);
  // When the server's side of the (one) connection closed: a client that does not read never sees it.
  let aberta = 0;
  const fechada = new Promise<number>((resolve) =>
    server.on('connection', (socket) => {
      aberta = Date.now();
      socket.once('close', () => resolve(Date.now() - aberta));
    }),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    fechadaNoServidor: () => Promise.race([fechada, new Promise<null>((r) => setTimeout(() => r(null), 10_000))]),
  };
}

/** Opens a connection, sends `GET path`; resolves with how long until the server closed it (or null after `esperaMs`). */
function conexao(port: number, path: string, ler: 'nao-le' | 'devagar' | 'tudo', esperaMs: number): Promise<number | null> {
  return new Promise((resolve) => {
    const inicio = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let leitor: NodeJS.Timeout | undefined;
    const fim = setTimeout(() => {
      clearInterval(leitor);
      socket.destroy();
      resolve(null);
    }, esperaMs);
    socket.once('close', () => {
      clearTimeout(fim);
      clearInterval(leitor);
      resolve(Date.now() - inicio);
    });
    socket.on('error', () => {});
    socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
    if (ler === 'nao-le') socket.pause();
    if (ler === 'devagar') {
      // A slow reader: 64 KB every 50 ms (~1.3 MB/s), far slower than loopback, always moving.
      socket.pause();
      leitor = setInterval(() => {
        while (socket.read(64 * 1024) !== null) break;
      }, 50);
    }
  });
}

describe('closeStalledConnections', () => {
  it('cuts a client that stopped reading a long answer, once no byte moved for the timeout', async () => {
    const { port, fechadaNoServidor } = await servidor();
    void conexao(port, '/longa', 'nao-le', 10_000);
    const fechada = await fechadaNoServidor();
    expect(fechada).not.toBeNull();
    // Buffers fill first (a few MB on loopback), then the timeout runs: cut within timeout + sweeps.
    expect(fechada as number).toBeGreaterThanOrEqual(TIMEOUT_MS);
    expect(fechada as number).toBeLessThan(5000);
  });

  it('leaves a slow reader that keeps reading', async () => {
    const { port } = await servidor();
    expect(await conexao(port, '/longa', 'devagar', 2500)).toBeNull();
  });

  it('cuts an answer the server has not started after the timeout', async () => {
    const { port } = await servidor();
    const fechada = await conexao(port, '/lenta', 'tudo', 2500);
    expect(fechada).not.toBeNull();
    expect(fechada as number).toBeGreaterThanOrEqual(TIMEOUT_MS);
  });

  it('leaves a kept-alive connection idle between requests (keepAliveTimeout closes those)', async () => {
    const { port } = await servidor();
    expect(await conexao(port, '/curta', 'tudo', 2000)).toBeNull();
  });
});
