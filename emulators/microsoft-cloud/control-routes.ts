import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CloudState } from './cloud-state';
import type { Fault } from './faults';

/**
 * For a test or demo that runs the emulator in another process: read the call record and the quantity
 * changes, add or clear failures. Every call needs the control key the emulator printed when it started.
 */
export function registerControlRoutes(app: FastifyInstance, state: CloudState, controlKey: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/_emulator/')) return;
    const given = Buffer.from(String(request.headers['x-emulator-control'] ?? ''));
    const expected = Buffer.from(controlKey);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) await reply.code(403).send({ error: 'the x-emulator-control header is missing or wrong' });
  });
  app.get('/_emulator/calls', async () => ({ calls: state.calls, quantityChanges: state.quantityChanges }));
  app.post<{ Body: Fault }>('/_emulator/faults', async (request, reply) => {
    state.faults.add(request.body);
    return reply.code(204).send();
  });
  app.delete('/_emulator/faults', async (_request, reply) => {
    state.faults.clear();
    return reply.code(204).send();
  });
}
