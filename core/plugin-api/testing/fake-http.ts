import type { HttpClient, HttpResult } from '../index';

type Handler = (method: string, path: string, body: unknown) => HttpResult<unknown> | Promise<HttpResult<unknown>>;

/** An HttpClient fake that records calls and answers through a handler (the schema is applied like the real client). */
export function fakeHttp(handler: Handler) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const call = async (
    method: string,
    path: string,
    body: unknown,
    schema?: { safeParse(v: unknown): { success: boolean; data?: unknown } },
  ) => {
    calls.push({ method, path, body });
    const result = await handler(method, path, body);
    if (!result.ok || !schema) return result;
    const parsed = schema.safeParse(result.data);
    return parsed.success
      ? { ...result, data: parsed.data }
      : { ok: false as const, status: result.status, reason: 'malformed' as const, message: 'malformed' };
  };
  const http = {
    get: (path, schema) => call('GET', path, undefined, schema),
    post: (path, body, schema) => call('POST', path, body, schema),
    put: (path, body, schema) => call('PUT', path, body, schema),
    patch: (path, body, schema) => call('PATCH', path, body, schema),
    delete: (path, schema) => call('DELETE', path, undefined, schema),
  } as HttpClient;
  return { http, calls };
}

export const ok = <T>(data: T, status = 200): HttpResult<T> => ({ ok: true, status, data });
export const fail = (status = 500, message = 'Internal Server Error'): HttpResult<never> => ({
  ok: false,
  status,
  reason: 'http',
  message,
});
