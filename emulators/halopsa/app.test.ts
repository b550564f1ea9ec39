import { buildHaloEmulator } from './app';
import { HaloState } from './state';

let emulator: ReturnType<typeof buildHaloEmulator>;
beforeEach(() => {
  emulator = buildHaloEmulator(new HaloState('portal-app', 'app-secret', 'customer-portal', 'webhook-password'));
});
afterEach(() => emulator.app.close());

const token = async () =>
  (
    await emulator.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials&client_id=portal-app&client_secret=app-secret&scope=all',
    })
  ).json().access_token as string;
const api = async (method: 'GET' | 'POST', url: string, payload?: unknown, bearer?: string) =>
  emulator.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${bearer ?? (await token())}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe("the HaloPSA emulator's answers", () => {
  it('400 invalid_client for wrong client credentials; 401 without a valid bearer token', async () => {
    const refused = await emulator.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials&client_id=portal-app&client_secret=wrong',
    });
    expect([refused.statusCode, refused.json()]).toEqual([400, { error: 'invalid_client' }]);
    expect((await api('GET', '/api/Client', undefined, 'made-up')).statusCode).toBe(401);
    expect((await emulator.app.inject({ method: 'GET', url: '/api/Tickets' })).statusCode).toBe(401);
    const valid = await token();
    emulator.state.expireTokens();
    expect((await api('GET', '/api/Client', undefined, valid)).statusCode).toBe(401);
  });

  it('404 for a ticket that does not exist', async () => {
    expect((await api('GET', '/api/Tickets/999')).statusCode).toBe(404);
    expect((await api('GET', '/api/Actions?ticket_id=999')).statusCode).toBe(404);
  });

  it('400 for records without their required fields or with unknown links', async () => {
    expect((await api('POST', '/api/Client', [{}])).statusCode).toBe(400);
    expect((await api('POST', '/api/Client', { name: 'not an array' })).statusCode).toBe(400);
    const client = (await api('POST', '/api/Client', [{ name: 'Contoso' }])).json();
    expect((await api('POST', '/api/Site', [{ name: 'Main', client_id: 999 }])).statusCode).toBe(400);
    const site = (await api('POST', '/api/Site', [{ name: 'Main', client_id: client.id }])).json();
    expect((await api('POST', '/api/Users', [{ name: 'Anna', site_id: 999 }])).statusCode).toBe(400);
    const user = (await api('POST', '/api/Users', [{ name: 'Anna', site_id: site.id }])).json();
    expect((await api('POST', '/api/Tickets', [{ user_id: user.id }])).statusCode).toBe(400);
    expect((await api('POST', '/api/Tickets', [{ summary: 'x', user_id: 999 }])).statusCode).toBe(400);
    expect(
      (await api('POST', '/api/Tickets', [{ summary: 'x', user_id: user.id, tickettype_id: 77 }])).statusCode,
    ).toBe(400);
    const ticket = (await api('POST', '/api/Tickets', [{ summary: 'Printer', user_id: user.id }])).json();
    expect(ticket).toMatchObject({ client_id: client.id, site_id: site.id, status_id: 1 });
    expect((await api('POST', '/api/Actions', [{ ticket_id: ticket.id, note: ' ' }])).statusCode).toBe(400);
    expect((await api('POST', '/api/Feedback', [{ ticket_id: ticket.id, score: 9 }])).statusCode).toBe(400);
    expect((await api('POST', '/api/Attachment', [{ ticket_id: ticket.id, filename: 'a.txt' }])).statusCode).toBe(400);
  });

  it('429 with Retry-After while throttling, then answers again', async () => {
    const bearer = await token();
    emulator.state.throttle = 1;
    const throttled = await api('GET', '/api/Client', undefined, bearer);
    expect([throttled.statusCode, throttled.headers['retry-after']]).toEqual([429, '1']);
    expect((await api('GET', '/api/Client', undefined, bearer)).statusCode).toBe(200);
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
