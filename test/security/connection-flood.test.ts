import { ApiPaths } from '../../core/contract';
import { ANSWERED_CLOSE_GRACE_MS } from '../../server/http/early-errors';
import { clientAddressKey } from '../../server/http/connections-per-address';
import type { ServerLimits } from '../../server/http/server-limits';
import { createTestPortal, type TestPortal } from '../../server/plugin-api/testing';
import { askFrom, openRaw, type RawConnection } from './raw-connection';

/** The flood comes from 127.0.0.1; the other user from its own address. */
const OTHER_USER = '127.0.0.2';
const BASE: Omit<ServerLimits, 'maxConnections' | 'maxConnectionsPerAddress'> = {
  requestMs: 1_000,
  headersMs: 700,
  idleMs: 30_000,
  keepAliveMs: 500,
  maxRequestsPerSocket: 100,
};

async function startPortal(limits: ServerLimits): Promise<{ portal: TestPortal; port: number }> {
  const portal = await createTestPortal({ config: { serverLimits: limits } });
  await portal.app.listen({ port: 0, host: '127.0.0.1' });
  return { portal, port: (portal.app.server.address() as { port: number }).port };
}

const flood = (port: number, count: number) =>
  Promise.all(Array.from({ length: count }, () => openRaw(port, { holdOpen: true })));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Whether the server ended this connection without a byte (refused) by now. */
const refusedBy = async (connection: RawConnection, ms: number) =>
  (await Promise.race([connection.ended.then(() => true), sleep(ms).then(() => false)])) &&
  connection.received() === '';

describe('one client cannot lock everyone out (MAX_CONNECTIONS, MAX_CONNECTIONS_PER_ADDRESS)', () => {
  const opened: RawConnection[] = [];
  let portal: TestPortal | undefined;
  afterEach(async () => {
    for (const connection of opened.splice(0)) connection.socket.destroy();
    await portal?.close();
    portal = undefined;
  });

  it('stops counting a connection once the server has answered it 408, though the client holds its end', async () => {
    const limits = { ...BASE, maxConnections: 5, maxConnectionsPerAddress: false as const };
    const started = await startPortal(limits);
    portal = started.portal;
    const held = await flood(started.port, limits.maxConnections);
    opened.push(...held);
    await Promise.all(held.map((connection) => connection.ended));
    for (const connection of held) expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
    await sleep(ANSWERED_CLOSE_GRACE_MS + 300);
    // The flood still holds every connection open on its side ...
    expect(held.every((connection) => !connection.socket.destroyed)).toBe(true);
    // ... and yet the server has room again: another user is answered at once.
    const answer = await askFrom(started.port, OTHER_USER, ApiPaths.publicSettings);
    expect(answer).toEqual({ status: 200, ms: expect.any(Number) });
    expect(answer.ms).toBeLessThan(limits.headersMs);
  });

  it('serves another user within the header timeout while one address holds more connections than the server allows', async () => {
    const limits = { ...BASE, requestMs: 3_000, headersMs: 2_000, maxConnections: 20, maxConnectionsPerAddress: 5 };
    const started = await startPortal(limits);
    portal = started.portal;
    const held = await flood(started.port, 2 * limits.maxConnections);
    opened.push(...held);
    const answer = await askFrom(started.port, OTHER_USER, ApiPaths.publicSettings);
    expect(answer).toEqual({ status: 200, ms: expect.any(Number) });
    expect(answer.ms).toBeLessThan(limits.headersMs);
    // The flood went on meanwhile: the server closed all but MAX_CONNECTIONS_PER_ADDRESS of its connections at
    // once, and those are still open and unanswered.
    const refused = await Promise.all(held.map((connection) => refusedBy(connection, 300)));
    expect(refused.filter((wasRefused) => !wasRefused)).toHaveLength(limits.maxConnectionsPerAddress);
    expect(
      held.filter((connection, i) => !refused[i] && connection.received() === '' && !connection.socket.destroyed),
    ).toHaveLength(limits.maxConnectionsPerAddress);

    // Once the flood's connections close, its address is served again: closed connections leave the count.
    for (const connection of held) connection.socket.destroy();
    await Promise.all(held.map((connection) => connection.closed));
    await sleep(100);
    expect(await askFrom(started.port, '127.0.0.1', ApiPaths.publicSettings)).toMatchObject({ status: 200 });
  });

  it('counts IPv4-mapped addresses as IPv4, and an IPv6 client by its /64 network', () => {
    expect(clientAddressKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddressKey('::FFFF:192.0.2.7')).toBe('192.0.2.7');
    expect(clientAddressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientAddressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0db8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8:1:3::9')).toBe('2001:db8:1:3::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddressKey('64:ff9b::192.0.2.7')).toBe('64:ff9b:0:0::/64');
  });
});
