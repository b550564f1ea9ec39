import { buildZammadEmulator } from './app';
import { ZammadState } from './state';

const TOKEN = 'agent-token';
let emulator: ReturnType<typeof buildZammadEmulator>;
beforeEach(() => {
  emulator = buildZammadEmulator(new ZammadState(TOKEN, 'webhook-secret-webhook-secret'));
});
afterEach(() => emulator.app.close());

const api = (method: 'GET' | 'POST', url: string, payload?: object, token = TOKEN) =>
  emulator.app.inject({
    method,
    url,
    headers: { authorization: `Token token=${token}` },
    ...(payload ? { payload } : {}),
  });

describe("the Zammad emulator's answers", () => {
  it('401 without the access token, with the error body Zammad gives', async () => {
    const res = await api('GET', '/api/v1/tickets/1', undefined, 'wrong');
    expect([res.statusCode, res.json()]).toEqual([
      401,
      { error: 'Authentication required', error_human: 'Authentication required' },
    ]);
    expect((await emulator.app.inject({ method: 'GET', url: '/api/v1/users/search?query=x' })).statusCode).toBe(401);
  });

  it('404 for a ticket that does not exist', async () => {
    expect((await api('GET', '/api/v1/tickets/999')).statusCode).toBe(404);
    expect((await api('GET', '/api/v1/ticket_articles/by_ticket/999')).statusCode).toBe(404);
  });

  it('422 for a ticket without title, group or customer, an unknown state, a user without identifier', async () => {
    const user = (await api('POST', '/api/v1/users', { email: 'anna@contoso.example' })).json();
    expect((await api('POST', '/api/v1/tickets', { group: 'Users', customer_id: user.id })).statusCode).toBe(422);
    expect(
      (await api('POST', '/api/v1/tickets', { title: 'x', group: 'Sales', customer_id: user.id })).statusCode,
    ).toBe(422);
    expect((await api('POST', '/api/v1/tickets', { title: 'x', group: 'Users', customer_id: 999 })).statusCode).toBe(
      422,
    );
    expect((await api('POST', '/api/v1/users', { note: 'nobody' })).statusCode).toBe(422);
    expect((await api('POST', '/api/v1/users', { email: 'ANNA@contoso.example' })).statusCode).toBe(422);
    expect((await api('POST', '/api/v1/organizations', {})).statusCode).toBe(422);
    const made = await api('POST', '/api/v1/tickets', {
      title: 'Printer',
      group: 'Users',
      customer_id: user.id,
      article: { body: 'Offline' },
    });
    expect(made.statusCode).toBe(201);
    expect(
      (
        await emulator.app.inject({
          method: 'PUT',
          url: `/api/v1/tickets/${made.json().id}`,
          headers: { authorization: `Token token=${TOKEN}` },
          payload: { state: 'solved' },
        })
      ).statusCode,
    ).toBe(422);
  });

  it('429 with Retry-After while throttling, then answers again', async () => {
    emulator.state.throttle = 1;
    const throttled = await api('GET', '/api/v1/users/search?query=x');
    expect([throttled.statusCode, throttled.headers['retry-after']]).toEqual([429, '1']);
    expect((await api('GET', '/api/v1/users/search?query=x')).statusCode).toBe(200);
  });

  it('keeps its control routes behind the control key', async () => {
    expect((await emulator.app.inject({ method: 'GET', url: '/_emulator/tickets' })).statusCode).toBe(401);
    const res = await emulator.app.inject({
      method: 'GET',
      url: '/_emulator/tickets',
      headers: { 'x-emulator-control': emulator.controlKey },
    });
    expect([res.statusCode, res.json()]).toEqual([200, []]);
  });
});
