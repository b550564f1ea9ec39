import * as z from 'zod/mini';
import { FakeBackend } from '../../plugin-api/testing';
import type { Browser } from '../platform/browser';
import { FetchHttpClient } from './fetch-http-client';

const client = (backend: FakeBackend) => new FetchHttpClient({ fetch: backend.fetch, document } as unknown as Browser);

describe('FetchHttpClient', () => {
  beforeEach(() => {
    document.cookie = 'portal_csrf=abc%20123';
  });

  it('sends the CSRF cookie value in x-csrf-token on state-changing calls only', async () => {
    const backend = new FakeBackend().on('POST', '/x', { body: {} }).on('GET', '/x', { body: {} });
    await client(backend).post('/x', { a: 1 });
    await client(backend).get('/x', z.unknown());
    expect(backend.requests[0].headers['x-csrf-token']).toBe('abc 123');
    expect(backend.requests[0].headers['content-type']).toBe('application/json');
    expect(backend.requests[1].headers['x-csrf-token']).toBeUndefined();
  });

  it('returns the server message of a non-ok answer', async () => {
    const backend = new FakeBackend().on('GET', '/x', { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'name is required' } });
    expect(await client(backend).get('/x', z.unknown())).toEqual({ ok: false, status: 400, reason: 'http', message: 'name is required' });
  });

  it('an ok answer that fails the schema is malformed, not a crash', async () => {
    const backend = new FakeBackend().on('GET', '/x', { body: { n: 'not a number' } }).on('GET', '/y', { rawBody: '{{' });
    expect(await client(backend).get('/x', z.object({ n: z.number() }))).toMatchObject({ ok: false, reason: 'malformed' });
    expect(await client(backend).get('/y', z.unknown())).toMatchObject({ ok: false, reason: 'malformed' });
    expect(await client(backend).post('/y')).toMatchObject({ ok: false, status: 404 });
  });

  it('a network failure is a non-ok result', async () => {
    const browser = { fetch: () => Promise.reject(new TypeError('Failed to fetch')), document } as unknown as Browser;
    expect(await new FetchHttpClient(browser).get('/x', z.unknown())).toEqual({ ok: false, status: 0, reason: 'network', message: 'Failed to fetch' });
  });
});
