import { ApiPaths } from '../core/contract';
import { count, createTestPortal, signIn, type Browser, type TestPortal } from './plugin-api/testing';

const validRegistration = {
  firstName: 'Eva',
  lastName: 'Peeters',
  gender: 'female',
  email: 'eva@example.com',
  telephone: '+31 6 1234 5678',
  companyName: 'Peeters BV',
  acceptTerms: true,
};

describe('bad input gets a 400 ApiError and writes nothing', () => {
  let portal: TestPortal;
  let anna: Browser;
  beforeAll(async () => {
    portal = await createTestPortal();
    anna = await signIn(portal.app, 'anna');
  });
  afterAll(() => portal.close());

  const state = () => ({
    active: portal.app.portal.db.prepare("SELECT active_customer_id FROM users WHERE id = 'anna'").pluck().get(),
    registrations: count(portal.app, 'registrations'),
    reportLog: count(portal.app, 'report_log'),
  });

  test.each([
    ['empty object', {}, 'body.customerId'],
    ['a number', { customerId: 5 }, 'expected string'],
    ['an empty id', { customerId: '' }, 'body.customerId'],
    ['a huge id', { customerId: 'x'.repeat(5000) }, '<=100'],
    ['an array', [{ customerId: 'fabrikam' }], 'expected object'],
    ['null', null, 'expected object'],
    ['a customer of another user', { customerId: 'northwind' }, 'do not belong'],
    ['an unknown customer', { customerId: 'nope' }, 'do not belong'],
  ])('activecustomer with %s', async (_label, payload, message) => {
    const before = state();
    const response = await portal.app.inject({
      method: 'POST',
      url: ApiPaths.activeCustomer,
      headers: anna.headers({ 'content-type': 'application/json' }),
      payload: JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.message).toContain(message);
    expect(state()).toEqual(before);
  });

  test.each([
    ['firstName', { firstName: '' }],
    ['firstName', { firstName: '   ' }],
    ['lastName', { lastName: 42 }],
    ['gender', { gender: 'other' }],
    ['email', { email: 'not-an-email' }],
    ['email', { email: `${'a'.repeat(300)}@example.com` }],
    ['telephone', { telephone: 'call me' }],
    ['telephone', { telephone: '1'.repeat(31) }],
    ['companyName', { companyName: 'x'.repeat(201) }],
    ['acceptTerms', { acceptTerms: false }],
    ['acceptTerms', { acceptTerms: 'true' }],
    ['acceptTerms', { acceptTerms: undefined }],
  ])('register with a bad %s', async (field, change) => {
    const before = state();
    const response = await portal.app.inject({
      method: 'POST',
      url: ApiPaths.register,
      headers: anna.headers(),
      payload: { ...validRegistration, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(`body.${field}`);
    expect(state()).toEqual(before);
  });

  test.each(['abc', '-1', '1.5', '1e3', '9999999999', '%20'])('GET /api/action/%s/ is 400', async (id) => {
    const response = await portal.app.inject({ url: `/api/action/${id}/`, headers: anna.headers() });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('params.id');
  });

  test('bad JSON, an empty JSON body, a wrong content type and a huge body', async () => {
    const before = state();
    const post = (headers: Record<string, string>, payload: string | Buffer) =>
      portal.app.inject({ method: 'POST', url: ApiPaths.activeCustomer, headers: anna.headers(headers), payload });
    const badJson = await post({ 'content-type': 'application/json' }, '{"customerId": "fabrikam"');
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect((await post({ 'content-type': 'application/json' }, '')).statusCode).toBe(400);
    const proto = await post({ 'content-type': 'application/json' }, '{"__proto__": {"customerId": "fabrikam"}}');
    expect(proto.statusCode).toBe(400);
    for (const type of ['text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'image/png']) {
      const response = await post({ 'content-type': type }, 'customerId=fabrikam');
      expect([type, response.statusCode]).toEqual([type, 415]);
      expect(response.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
    }
    const huge = await post(
      { 'content-type': 'application/json' },
      JSON.stringify({ customerId: 'x'.repeat(2_000_000) }),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
    expect(state()).toEqual(before);
  });

  test('unknown /api paths and methods are 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/api'],
      ['POST', '/api/menuitems'],
      ['DELETE', '/api/account'],
      ['GET', '/api/action/'],
      ['GET', '/account/nope'],
      ['PUT', '/app/publicsettings'],
    ] as const) {
      const response = await portal.app.inject({ method, url, headers: anna.headers({ accept: 'text/html' }) });
      expect([method, url, response.statusCode]).toEqual([method, url, 404]);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });
});
