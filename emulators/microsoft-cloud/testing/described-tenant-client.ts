import type { MicrosoftCloud } from '../app';
import { Audiences, type AudienceName } from '../tokens';
import { accessToken } from './cloud-client';
import { checkAnswer, checkRequest, operationOf } from './descriptions';

interface CallRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * A tenant's client for a connector's tests, through the emulator's whole HTTP pipeline: a client-credentials
 * token per audience, then the call. Every request and answer is checked against the kept descriptions; the
 * operations met and their problems are kept for the test to assert (`problems` stays empty when all conform).
 * Throttling (429) and outages (5xx) are thrown with the connection's failure kinds, without its retries.
 */
export function describedTenantClient(cloud: MicrosoftCloud, customerId: string, tenantId: string) {
  const operations = new Set<string>();
  const problems: string[] = [];
  const client = {
    customerId,
    tenantId,
    operations,
    problems,
    async call<T>(api: AudienceName, request: CallRequest) {
      if (!(api in Audiences)) throw new Error(`unknown api ${api}`);
      const token = await accessToken(cloud, tenantId, api);
      const method = request.method ?? 'GET';
      const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
      const url = `${request.path}${query}`;
      const op = operationOf(method, url);
      if (!op) problems.push(`${method} ${request.path} is in no kept description`);
      else {
        operations.add(op.operationId);
        problems.push(...checkRequest(op, request.body));
      }
      const answer = await cloud.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(request.body === undefined ? {} : { payload: request.body as object }),
      });
      const body = answer.body ? (JSON.parse(answer.body) as T) : (undefined as T);
      // As the connection's contract says: throttling and outages are thrown (after its retries), refusals returned.
      if (answer.statusCode === 429) throw Object.assign(new Error('throttled'), { kind: 'throttled' });
      if (answer.statusCode >= 500) throw Object.assign(new Error('unavailable'), { kind: 'unavailable' });
      if (op) problems.push(...checkAnswer(op, answer.statusCode, body));
      const headers = Object.fromEntries(
        Object.entries(answer.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
      );
      return { status: answer.statusCode, headers, body };
    },
  };
  return client;
}
