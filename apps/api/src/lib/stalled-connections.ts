/**
 * CONNECTION_TIMEOUT_SECONDS: a connection in the middle of a request (its answer being made or
 * sent) that moves no byte either way for that long is closed — a client that stops reading a long
 * answer, or an answer that never comes, does not hold a connection and its buffers for ever.
 *
 * Node's own way, `server.setTimeout()`, arms a timer per socket and rearms it at each read and
 * write: ~9 µs of CPU per answer, a fifth of a cached API read's whole cost (docs/desempenho.md,
 * issue 26). Here one sweep a second compares each busy connection's byte counts with the last
 * sweep's: nothing per request. What the timer also covered needs no sweep: a connection that sends
 * nothing, or its request too slowly, gets Node's 408 at `headersTimeout` / `requestTimeout`, and an
 * idle kept-alive one is closed at `keepAliveTimeout`.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

interface Seen {
  read: number;
  written: number;
  /** When the counts last moved, or the connection was last idle between requests. */
  since: number;
}

/** Whether an answer is attached to the socket and not finished (Node's ServerResponse sets and clears it). */
const answering = (socket: Socket) => (socket as Socket & { _httpMessage?: unknown })._httpMessage != null;

export function closeStalledConnections(server: Server, timeoutMs: number, sweepMs = Math.min(1000, timeoutMs / 4)): void {
  const watched = new Map<Socket, Seen>();
  server.on('connection', (socket: Socket) => {
    watched.set(socket, { read: 0, written: 0, since: Date.now() });
    socket.once('close', () => watched.delete(socket));
  });
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [socket, seen] of watched) {
      const { bytesRead: read, bytesWritten: written } = socket;
      const busy = socket.writableLength > 0 || answering(socket);
      if (!busy || read !== seen.read || written !== seen.written) {
        seen.read = read;
        seen.written = written;
        seen.since = now;
      } else if (now - seen.since >= timeoutMs) socket.destroy();
    }
  }, sweepMs);
  sweep.unref();
  server.once('close', () => clearInterval(sweep));
}
