import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CloudState } from './cloud-state';
import type { Fault } from './faults';

const APIS: Fault['api'][] = ['entra', 'graph', 'partnerCenter', 'arm'];
const KINDS: Fault['kind'][] = ['throttle', 'error', 'timeout'];

/**
 * For a test or demo that runs the emulator in another process: read the call record and the quantity
 * changes, add or clear failures. Every call needs the control key the emulator printed when it started.
 */
export function registerControlRoutes(app: FastifyInstance, state: CloudState, controlKey: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/_emulator/')) return;
    const given = Buffer.from(String(request.headers['x-emulator-control'] ?? ''));
    const expected = Buffer.from(controlKey);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      await reply.code(403).send({ error: 'the x-emulator-control header is missing or wrong' });
  });
  app.get('/_emulator/calls', async () => ({ calls: state.calls, quantityChanges: state.quantityChanges }));
  app.post<{ Body: Fault }>('/_emulator/faults', async (request, reply) => {
    const fault = request.body;
    if (!fault || !APIS.includes(fault.api) || !KINDS.includes(fault.kind)) {
      return reply.code(400).send({ error: `a fault needs api (${APIS.join(', ')}) and kind (${KINDS.join(', ')})` });
    }
    state.faults.add(fault);
    return reply.code(204).send();
  });
  app.delete('/_emulator/faults', async (_request, reply) => {
    state.faults.clear();
    return reply.code(204).send();
  });
}
