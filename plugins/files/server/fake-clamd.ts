import { createServer, type Server, type Socket } from 'node:net';
import { EICAR } from './eicar';

/** What the fake daemon received: one entry per INSTREAM scan, the bytes put together from the chunks. */
export interface FakeClamd {
  server: Server;
  scanned: Buffer[];
  close(): Promise<void>;
}

/**
 * A test stand-in for clamd that speaks its INSTREAM protocol strictly: "zINSTREAM\0", chunks with 4-byte
 * big-endian lengths, a zero length to end; it answers "stream: OK\0" or "stream: Win.Test.EICAR_HDB-1 FOUND\0",
 * and "INSTREAM size limit exceeded. ERROR\0" above maxBytes. `listen` is a port or a Unix socket path.
 */
export async function startFakeClamd(listen: number | string, maxBytes = 25 * 1024 * 1024): Promise<FakeClamd> {
  const scanned: Buffer[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = Buffer.alloc(0);
    let commandRead = false;
    const chunks: Buffer[] = [];
    let total = 0;
    socket.on('data', (data) => {
      buffer = Buffer.concat([buffer, data]);
      if (!commandRead) {
        const end = buffer.indexOf(0);
        if (end < 0) return;
        if (buffer.subarray(0, end).toString('latin1') !== 'zINSTREAM') return void socket.end('UNKNOWN COMMAND\0');
        commandRead = true;
        buffer = buffer.subarray(end + 1);
      }
      while (buffer.length >= 4) {
        const length = buffer.readUInt32BE(0);
        if (length === 0) {
          const bytes = Buffer.concat(chunks);
          scanned.push(bytes);
          return void socket.end(
            bytes.includes(Buffer.from(EICAR, 'latin1')) ? 'stream: Win.Test.EICAR_HDB-1 FOUND\0' : 'stream: OK\0',
          );
        }
        if (buffer.length < 4 + length) return;
        chunks.push(buffer.subarray(4, 4 + length));
        total += length;
        buffer = buffer.subarray(4 + length);
        if (total > maxBytes) return void socket.end('INSTREAM size limit exceeded. ERROR\0');
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen, () => resolve());
  });
  return {
    server,
    scanned,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A local TCP port nothing listens on (it was free a moment ago). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
