import type { Socket } from 'node:net';
import { ApiPaths } from '../../core/contract';
import { createTestPortal, type TestPortal } from '../../server/plugin-api/testing';
import type { ServerLimits } from '../../server/http/server-limits';
import { openRaw as open } from './raw-connection';

const LIMITS: ServerLimits = {
  requestMs: 600,
  headersMs: 400,
  idleMs: 5_000,
  keepAliveMs: 500,
  maxConnections: 4,
  maxConnectionsPerAddress: false,
  maxRequestsPerSocket: 100,
};

/** Writes one byte every `everyMs` until the socket closes. */
function trickle(socket: Socket, text: string, everyMs: number): void {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= text.length) return clearInterval(timer);
    socket.write(text[i++]);
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

describe('slow and flooding clients (REQUEST_TIMEOUT_SECONDS, HEADERS_TIMEOUT_SECONDS, MAX_CONNECTIONS)', () => {
  let portal: TestPortal;
  let port: number;
  beforeAll(async () => {
    portal = await createTestPortal({ config: { serverLimits: LIMITS } });
    await portal.app.listen({ port: 0, host: '127.0.0.1' });
    port = (portal.app.server.address() as { port: number }).port;
  });
  afterAll(() => portal.close());

  it('cuts off a body that trickles in, with a 408', async () => {
    const client = await open(port);
    client.socket.write(
      `POST ${ApiPaths.register} HTTP/1.1\r\nHost: localhost:8080\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
    );
    trickle(client.socket, '"a":"' + 'x'.repeat(990), 100);
    const after = await client.closed;
    expect(after).toBeLessThan(LIMITS.requestMs + 2_000);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(client.received()).toContain('"statusCode":408');
  });

  it('cuts off headers that trickle in', async () => {
    const client = await open(port);
    client.socket.write('GET /app/publicsettings HTTP/1.1\r\nHost: localhost:8080\r\n');
    trickle(client.socket, 'X-Slow: ' + 'y'.repeat(200), 50);
    const after = await client.closed;
    expect(after).toBeLessThan(LIMITS.headersMs + 2_000);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes connections past MAX_CONNECTIONS at once, and still serves once they are gone', async () => {
    const held = await Promise.all(Array.from({ length: LIMITS.maxConnections }, () => open(port)));
    const extra = await open(port);
    const after = await extra.closed;
    expect(after).toBeLessThan(1_000);
    expect(extra.received()).toBe('');
    for (const client of held) client.socket.destroy();
    await Promise.all(held.map((client) => client.closed));
    const response = await fetch(`http://127.0.0.1:${port}${ApiPaths.publicSettings}`, {
      headers: { host: 'localhost:8080' },
    });
    expect(response.status).toBe(200);
  });
});
