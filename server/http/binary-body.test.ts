import { defineServerPlugin } from '../plugin-api';
import { createTestPortal, signIn, type TestPortal } from '../plugin-api/testing';

const received: Buffer[] = [];
const plugin = defineServerPlugin({
  id: 'zz-binary',
  routes(api) {
    api.route({
      method: 'POST',
      url: '/api/zz-binary',
      summary: 'Takes bytes',
      binaryBody: { maxBytes: 100_000, tooLargeMessage: 'At most 100000 bytes.' },
      handler: ({ request }) => {
        received.push(request.body as Buffer);
        return { size: (request.body as Buffer).length };
      },
    });
    api.route({ method: 'POST', url: '/api/zz-json', summary: 'Takes JSON', handler: () => ({ ok: true }) });
  },
});

describe('a route with a binary body (RouteSpec.binaryBody)', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal({ plugins: { 'zz-binary': plugin } });
  });
  afterAll(() => portal.close());
  beforeEach(() => {
    received.length = 0;
  });

  const post = async (url: string, contentType: string, payload: Buffer | string) => {
    const anna = await signIn(portal.app, 'anna');
    return portal.app.inject({ method: 'POST', url, payload, headers: anna.headers({ 'content-type': contentType }) });
  };

  it('hands the bytes to the handler as a Buffer, above the 64 kB limit of JSON bodies', async () => {
    const bytes = Buffer.alloc(90_000, 7);
    const response = await post('/api/zz-binary', 'application/octet-stream', bytes);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ size: 90_000 });
    expect(received[0].equals(bytes)).toBe(true);
  });

  it("answers 413 with the route's message over its limit, 415 for another content type, before the handler", async () => {
    const big = await post('/api/zz-binary', 'application/octet-stream', Buffer.alloc(100_001));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('At most 100000 bytes.');
    const json = await post('/api/zz-binary', 'application/json', '{"a":1}');
    expect(json.statusCode).toBe(415);
    expect(received).toHaveLength(0);
  });

  it('keeps octet-stream away from every other route (415)', async () => {
    const response = await post('/api/zz-json', 'application/octet-stream', Buffer.from('bytes'));
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Unsupported content type: send application/json.');
  });

  it('documents the binary body in the OpenAPI document', async () => {
    const doc = (await portal.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/zz-binary'].post.requestBody.content['application/octet-stream'].schema).toMatchObject({
      format: 'binary',
      maxLength: 100_000,
    });
  });
});
