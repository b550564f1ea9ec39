// A tiny round-robin load balancer for the bench (scripts/bench-scale-out.mjs): a node:http proxy on a loopback
// port that sends each request to the next backend in turn, over keep-alive connections. It runs in a worker
// thread of the bench process, so that the load generator (autocannon, on the main thread) and the proxy do not
// share one event loop. The Host header is rewritten to the backend's (`localhost:<port>`, the address a
// loopback demo server answers under), as a plain proxy_pass does; hop-by-hop headers are not forwarded.
import http from 'node:http';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'proxy-authenticate',
  'proxy-authorization',
]);
const UPSTREAM_TIMEOUT_MS = 30_000;
const START_TIMEOUT_MS = 10_000;
const STOP_TIMEOUT_MS = 5_000;

function endToEnd(headers) {
  const out = {};
  for (const [name, value] of Object.entries(headers))
    if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
  return out;
}

/** In the worker: listens, proxies, and on 'stop' closes and answers how many requests each backend got. */
function serve({ host, backends }) {
  const agents = backends.map(() => new http.Agent({ keepAlive: true, maxSockets: 64 }));
  const counts = backends.map(() => 0);
  let next = 0;
  let errors = 0;
  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % backends.length;
    counts[index] += 1;
    const port = backends[index];
    const upstream = http.request(
      {
        host,
        port,
        method: request.method,
        path: request.url,
        agent: agents[index],
        headers: { ...endToEnd(request.headers), host: `localhost:${port}` },
        timeout: UPSTREAM_TIMEOUT_MS,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on('timeout', () => upstream.destroy(new Error('the backend did not answer in time')));
    upstream.on('error', (error) => {
      errors += 1;
      if (response.headersSent) return void response.destroy();
      response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`proxy: ${error.message}`);
    });
    request.pipe(upstream);
  });
  server.keepAliveTimeout = 30_000;
  server.listen(0, host, () => parentPort.postMessage({ listening: server.address().port }));
  parentPort.on('message', (message) => {
    if (message !== 'stop') return;
    server.closeAllConnections();
    server.close(() => {
      for (const agent of agents) agent.destroy();
      parentPort.postMessage({ stopped: true, counts, errors });
      parentPort.close();
    });
  });
}

/**
 * Starts the proxy in front of `backends` (ports on `host`); resolves to { port, stop() }, stop() resolving to
 * { counts: requests per backend, errors: failed upstream requests }.
 */
export async function startRoundRobinProxy(backends, host = '127.0.0.1') {
  if (!Array.isArray(backends) || backends.length === 0) throw new Error('the proxy needs at least one backend');
  const worker = new Worker(new URL(import.meta.url), { workerData: { host, backends } });
  let stopped = null;
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the proxy did not listen within ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    );
    worker.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    worker.on('message', (message) => {
      if (message.listening) {
        clearTimeout(timer);
        resolve(message.listening);
      } else if (message.stopped) stopped = message;
    });
  }).catch(async (error) => {
    await worker.terminate();
    throw error;
  });
  let stopping = null;
  const stop = () =>
    (stopping ??= new Promise((resolve) => {
      const finish = () => resolve(stopped ?? { counts: backends.map(() => null), errors: null });
      const killer = setTimeout(() => void worker.terminate().then(finish, finish), STOP_TIMEOUT_MS);
      worker.once('exit', () => {
        clearTimeout(killer);
        finish();
      });
      worker.postMessage('stop');
    }));
  return { port, stop };
}

if (!isMainThread && workerData?.backends) serve(workerData);
