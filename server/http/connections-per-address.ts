import { isIPv6, type Server, type Socket } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The 16-bit groups of an IPv6 address (an embedded IPv4 tail counts as two), its zone left off. */
function ipv6Groups(address: string): string[] {
  const [head, tail] = address.split('%')[0].split('::');
  const parts = (text: string | undefined) => (text ? text.split(':') : []);
  const width = (list: string[]) => list.reduce((sum, part) => sum + (part.includes('.') ? 2 : 1), 0);
  if (tail === undefined) return parts(head);
  const left = parts(head);
  const right = parts(tail);
  return [...left, ...Array<string>(8 - width(left) - width(right)).fill('0'), ...right];
}

/**
 * What connections are counted under: an IPv4 address (also when a dual-stack listener reports it IPv4-mapped,
 * `::ffff:192.0.2.7`), or for IPv6 the address's /64 network, the block one client is usually given.
 */
export function clientAddressKey(address: string): string {
  const mapped = IPV4_MAPPED.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address)
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * MAX_CONNECTIONS_PER_ADDRESS: a connection beyond `cap` open ones from the same client address is closed at
 * once, unanswered, as Node closes those beyond MAX_CONNECTIONS, so one client cannot take every connection the
 * server allows. A connection counts until its socket is destroyed.
 */
export function capConnectionsPerAddress(server: Server, cap: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    // No address: the client is already gone.
    if (!socket.remoteAddress) return void socket.destroy();
    const key = clientAddressKey(socket.remoteAddress);
    const count = open.get(key) ?? 0;
    if (count >= cap) return void socket.destroy();
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
