import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Headers that belong to one connection, not to the request (RFC 9110 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

const endToEnd = (headers: http.IncomingHttpHeaders | http.OutgoingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name, value]) => !HOP_BY_HOP.has(name) && value !== undefined));

export interface Balancer {
  origin: string;
  /** The API calls (/api, /account) each backend answered, in backend order. */
  apiCalls: number[];
  close(): Promise<void>;
}

/**
 * A load balancer as a deployment puts in front of several instances: each request goes to the next backend in
 * turn, with the browser's Host kept (the instances' PUBLIC_ORIGIN is the balancer's).
 */
export async function startRoundRobinBalancer(backendPorts: readonly number[]): Promise<Balancer> {
  const apiCalls = backendPorts.map(() => 0);
  let next = 0;
  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % backendPorts.length;
    if (/^\/(api|account)\//.test(request.url ?? '')) apiCalls[index] += 1;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: backendPorts[index],
        method: request.method,
        path: request.url,
        headers: endToEnd(request.headers),
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (response.headersSent) response.destroy();
      else response.writeHead(502).end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    apiCalls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
