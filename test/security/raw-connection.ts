import { request } from 'node:http';
import { connect, type Socket } from 'node:net';

export interface RawConnection {
  socket: Socket;
  /** What the server has sent so far. */
  received: () => string;
  /** Resolves when the server ends its side (ms after connecting). */
  ended: Promise<number>;
  /** Resolves when the socket is closed on this side (ms after connecting). */
  closed: Promise<number>;
}

/**
 * A raw connection to the server on 127.0.0.1 that records what the server sends. `from`: the local address to
 * connect from (Linux answers on all of 127.0.0.0/8, so 127.0.0.2 is another client address). `holdOpen`: the
 * client never closes its end when the server closes its own, as a flooding client does.
 */
export function openRaw(
  port: number,
  { from, holdOpen = false }: { from?: string; holdOpen?: boolean } = {},
): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let data = '';
    const socket = connect({ port, host: '127.0.0.1', localAddress: from, allowHalfOpen: holdOpen });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', () => undefined);
    const ended = new Promise<number>((done) => socket.once('end', () => done(Date.now() - started)));
    const closed = new Promise<number>((done) => socket.on('close', () => done(Date.now() - started)));
    socket.once('connect', () => resolve({ socket, received: () => data, ended, closed }));
    socket.once('error', reject);
  });
}

/** GET `path` on a new connection from `from`: the status and how long the answer took, or the error's code. */
export function askFrom(
  port: number,
  from: string,
  path: string,
): Promise<{ status?: number; error?: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path,
        localAddress: from,
        agent: false,
        headers: { host: 'localhost:8080' },
        timeout: 10_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, ms: Date.now() - started }));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(Object.assign(new Error('no answer'), { code: 'TIMEOUT' })));
    outgoing.on('error', (error: Error & { code?: string }) =>
      resolve({ error: error.code ?? error.message, ms: Date.now() - started }),
    );
    outgoing.end();
  });
}
