// The bench's baseline: a minimal fastify server (separate process, like the portal) answering GET /bare
// with a fixed JSON body of the same size as the portal's GET /account/me. Usage:
//   node test/bench/bare-server.mjs <port> <body-file>
// Prints "listening" when ready; exits on SIGTERM.
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const [portArg, bodyFile] = process.argv.slice(2);
const body = readFileSync(bodyFile, 'utf8');
const app = Fastify({ logger: false });
app.get('/bare', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-store');
  return reply.send(body);
});
await app.listen({ port: Number(portArg), host: '127.0.0.1' });
console.log('listening');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
