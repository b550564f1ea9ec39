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

  it("says the interface's language of the moment on every call, so the provider's texts come in it", async () => {
    const backend = new FakeBackend().on('GET', '/x', { body: {} }).on('POST', '/x', { body: {} });
    let language = 'nl';
    const http = new FetchHttpClient({ fetch: backend.fetch, document } as unknown as Browser, () => language);
    await http.get('/x', z.unknown());
    language = 'en';
    await http.post('/x', {});
    await client(backend).get('/x', z.unknown());
    expect(backend.requests.map((request) => request.headers['accept-language'])).toEqual(['nl', 'en', undefined]);
  });

  it('over https sends the __Host- cookie, the one a sibling subdomain cannot plant', async () => {
    const backend = new FakeBackend().on('POST', '/x', { body: {} });
    const secure = { cookie: 'portal_csrf=planted; __Host-portal_csrf=bound' };
    await new FetchHttpClient({ fetch: backend.fetch, document: secure } as unknown as Browser).post('/x', {});
    expect(backend.requests[0].headers['x-csrf-token']).toBe('bound');
  });

  it("ends a call its caller aborted as a 'network' failure, even when the answer still comes", async () => {
    let answer: () => void = () => undefined;
    const backend = new FakeBackend().on(
      'GET',
      '/x',
      () => new Promise((resolve) => (answer = () => resolve({ body: {} }))),
    );
    const abort = new AbortController();
    const call = client(backend).get('/x', z.unknown(), { signal: abort.signal });
    abort.abort();
    answer();
    expect(await call).toEqual({ ok: false, status: 0, reason: 'network', message: 'Cancelled.' });
  });

  it('returns the server message of a non-ok answer, and its body for the details it lists', async () => {
    const body = { statusCode: 400, error: 'Bad Request', message: 'name is required', refused: [{ field: 'name' }] };
    const backend = new FakeBackend().on('GET', '/x', { status: 400, body });
    expect(await client(backend).get('/x', z.unknown())).toEqual({
      ok: false,
      status: 400,
      reason: 'http',
      message: 'name is required',
      body,
    });
  });

  it('an ok answer that fails the schema is malformed, not a crash', async () => {
    const backend = new FakeBackend()
      .on('GET', '/x', { body: { n: 'not a number' } })
      .on('GET', '/y', { rawBody: '{{' });
    expect(await client(backend).get('/x', z.object({ n: z.number() }))).toMatchObject({
      ok: false,
      reason: 'malformed',
    });
    expect(await client(backend).get('/y', z.unknown())).toMatchObject({ ok: false, reason: 'malformed' });
    expect(await client(backend).post('/y')).toMatchObject({ ok: false, status: 404 });
  });

  it('accepts any 2xx for a call checked only for success: no body, a body that is not JSON, a body that is not ours', async () => {
    const backend = new FakeBackend()
      .on('POST', '/empty', { status: 204, rawBody: '' })
      .on('POST', '/text', { status: 200, rawBody: 'OK' })
      .on('POST', '/html', { status: 202, rawBody: '<html><body>Accepted</body></html>' })
      .on('POST', '/other', { status: 201, body: { success: 1, id: 7 } });
    expect(await client(backend).post('/empty', { a: 1 })).toEqual({ ok: true, status: 204, data: undefined });
    expect(await client(backend).post('/text', { a: 1 })).toEqual({ ok: true, status: 200, data: undefined });
    expect(await client(backend).post('/html', { a: 1 })).toEqual({ ok: true, status: 202, data: undefined });
    expect(await client(backend).post('/other', { a: 1 })).toEqual({
      ok: true,
      status: 201,
      data: { success: 1, id: 7 },
    });
  });

  it('a call checked only for success still fails on a non-2xx answer, whatever its body', async () => {
    const backend = new FakeBackend().on('POST', '/x', { status: 500, rawBody: 'Internal error' });
    expect(await client(backend).post('/x', {})).toMatchObject({ ok: false, status: 500, reason: 'http' });
  });

  it("reads and parses each answer once, handing the caller the schema's normalized form", async () => {
    const backend = new FakeBackend().on('GET', '/x', { body: { id: '5' } });
    const schema = z.object({ id: z.pipe(z.string(), z.transform(Number)) });
    const safeParse = jest.spyOn(schema, 'safeParse');
    const response = { text: jest.fn() };
    const fetch = jest.fn(async (path: string, init: RequestInit) => {
      const real = await backend.fetch(path, init);
      response.text.mockImplementation(() => real.text());
      return Object.assign(Object.create(real), { text: response.text });
    });
    const result = await new FetchHttpClient({ fetch, document } as unknown as Browser).get('/x', schema);
    expect(result).toEqual({ ok: true, status: 200, data: { id: 5 } });
    expect(response.text).toHaveBeenCalledTimes(1);
    expect(safeParse).toHaveBeenCalledTimes(1);
  });

  it('a network failure is a non-ok result', async () => {
    const browser = { fetch: () => Promise.reject(new TypeError('Failed to fetch')), document } as unknown as Browser;
    expect(await new FetchHttpClient(browser).get('/x', z.unknown())).toEqual({
      ok: false,
      status: 0,
      reason: 'network',
      message: 'Failed to fetch',
    });
  });

  describe('a call that does not answer in time', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    /** A fetch that never answers until its signal aborts it, as a held-open connection does. */
    const hanging = () =>
      ({
        fetch: (_path: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('The operation was aborted.', 'AbortError')),
            );
          }),
        document,
      }) as unknown as Browser;

    it('is given up after 30 s as a network failure, so a retry is offered', async () => {
      const pending = new FetchHttpClient(hanging()).post('/api/account/register', { a: 1 });
      await jest.advanceTimersByTimeAsync(29_999);
      let settled = false;
      void pending.then(() => {
        settled = true;
      });
      await Promise.resolve();
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(await pending).toEqual({ ok: false, status: 0, reason: 'network', message: 'No answer within 30 s.' });
    });

    it('also when the answer starts but its body never ends', async () => {
      const browser = {
        fetch: (_path: string, init: RequestInit) =>
          Promise.resolve({
            ok: true,
            status: 200,
            text: () =>
              new Promise<string>((_resolve, reject) => {
                init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
              }),
          } as unknown as Response),
        document,
      } as unknown as Browser;
      const pending = new FetchHttpClient(browser).get('/x', z.unknown());
      await jest.advanceTimersByTimeAsync(30_000);
      expect(await pending).toEqual({ ok: false, status: 0, reason: 'network', message: 'No answer within 30 s.' });
    });
  });
});
