import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiOf } from './api-of';
import { tokenTenantOf } from './bearer';
import type { CloudState } from './cloud-state';
import { errorBody } from './errors';
import { wasReplayed } from './partner-center';

const delays = new WeakMap<FastifyRequest, number>();
const faultKinds = new WeakMap<FastifyRequest, string>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The injected failures (throttling, 5xx, slow answers) and the record of every call the tests read. */
export function registerRequestHooks(app: FastifyInstance, state: CloudState): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0];
    const api = apiOf(path);
    const fault = api === 'control' ? null : state.faults.take(api, path);
    if (!fault) return;
    faultKinds.set(request, fault.kind);
    if (fault.kind === 'timeout') {
      delays.set(request, fault.delayMs);
    } else if (fault.kind === 'throttle') {
      await reply
        .code(429)
        .header('retry-after', String(fault.retryAfterSeconds))
        .send(
          errorBody(
            api,
            api === 'partnerCenter' ? '429' : 'TooManyRequests',
            `Too many requests. Retry after ${fault.retryAfterSeconds} seconds.`,
          ),
        );
    } else {
      await reply
        .code(fault.status)
        .send(
          errorBody(
            api,
            fault.status === 503 ? 'ServiceUnavailable' : 'InternalServerError',
            `The service failed (status ${fault.status}, injected by the test).`,
          ),
        );
    }
  });

  app.addHook('onSend', async (request) => {
    const delay = delays.get(request);
    if (delay) await sleep(delay);
  });

  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0];
    const api = apiOf(path);
    if (api === 'control') return;
    const requestId = request.headers['ms-requestid'];
    state.calls.push({
      seq: state.calls.length + 1,
      at: new Date(state.now()).toISOString(),
      api,
      method: request.method,
      path,
      query: request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '',
      tenantId: tokenTenantOf(request),
      requestId: typeof requestId === 'string' ? requestId : null,
      status: reply.statusCode,
      replayed: wasReplayed(request),
      fault: faultKinds.get(request) ?? null,
    });
  });
}
