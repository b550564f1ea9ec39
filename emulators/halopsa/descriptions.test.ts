import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildHaloEmulator } from './app';
import { HaloState } from './state';

interface Description {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }> & { 'x-source': string }>;
  components: { schemas: Record<string, { properties: Record<string, unknown> }> };
}
const description = JSON.parse(
  readFileSync(path.join(__dirname, 'descriptions', 'halo-api-used.json'), 'utf8'),
) as Description;
const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

/** The emulator's /api routes as "METHOD /Path" (HEAD answered by Fastify for every GET is left out). */
function emulatorRoutes(): string[] {
  const emulator = buildHaloEmulator(new HaloState('a', 'b', 'c', 'd'));
  const routes: string[] = [];
  const lines = emulator.app.printRoutes({ commonPrefix: false }).split('\n');
  let parent = '';
  for (const line of lines) {
    // A top-level route ("├── /api/Tickets (GET, HEAD, POST)") or one nested under it ("│   └── /:id (GET)").
    const match = /^(\W*)(\/\S+) \(([A-Z, ]+)\)/.exec(line);
    if (!match) continue;
    const nested = match[1]!.includes('│') || match[1]!.startsWith(' ');
    const route = nested ? `${parent}${match[2]}` : match[2]!;
    if (!nested) parent = route;
    if (!route.startsWith('/api/')) continue;
    for (const method of match[3]!.split(', ').filter((one) => one !== 'HEAD'))
      routes.push(`${method} ${route.slice('/api'.length).replace(/:(\w+)/g, '{$1}')}`);
  }
  return routes.sort();
}

const described = Object.entries(description.paths)
  .flatMap(([route, item]) =>
    METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${route}`),
  )
  .sort();

describe('the HaloPSA emulator against the kept description of the Halo API', () => {
  it('answers exactly the routes the description holds, each with its documented error answers', () => {
    expect(emulatorRoutes()).toEqual(described);
    for (const [route, item] of Object.entries(description.paths)) {
      expect(['halo-swagger', 'halopsa-node', 'unchecked']).toContain(item['x-source']);
      for (const method of METHODS.filter((one) => item[one]))
        expect([route, method, Object.keys(item[method]!.responses)]).toEqual([
          route,
          method,
          expect.arrayContaining(['401', '400', '429']),
        ]);
    }
  });

  it('gives every record only fields the description names', async () => {
    const state = new HaloState('portal-app', 'secret', 'customer-portal', 'password');
    const emulator = buildHaloEmulator(state);
    const { access_token: token } = state.issueToken();
    const post = async (url: string, record: object) =>
      (
        await emulator.app.inject({
          method: 'POST',
          url,
          headers: { authorization: `Bearer ${token}` },
          payload: [record],
        })
      ).json();
    const get = async (url: string) =>
      (await emulator.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json();
    const client = await post('/api/Client', { name: 'Contoso' });
    const site = await post('/api/Site', { client_id: client.id });
    const user = await post('/api/Users', { name: 'Anna', emailaddress: 'anna@contoso.example', site_id: site.id });
    const ticket = await post('/api/Tickets', { summary: 'Printer', user_id: user.id, userdef1: 'SR-000001' });
    const action = await post('/api/Actions', { ticket_id: ticket.id, note: 'Offline', who_type: 1 });
    const file = await post('/api/Attachment', { ticket_id: ticket.id, filename: 'a.txt', data_base64: 'YQ==' });
    const feedback = await post('/api/Feedback', { ticket_id: ticket.id, score: 4 });
    const records: [string, object][] = [
      ['Area', client],
      ['Site', site],
      ['Users', user],
      ['Faults', ticket],
      ['Faults', await get(`/api/Tickets/${ticket.id}`)],
      ['Actions', action],
      ['Attachment', file],
      ['Feedback', feedback],
      ['Tickets_View', await get('/api/Tickets?search=SR-000001')],
      ['Actions_View', await get(`/api/Actions?ticket_id=${ticket.id}`)],
    ];
    for (const [schema, record] of records) {
      const named = Object.keys(description.components.schemas[schema]!.properties);
      expect([schema, Object.keys(record).filter((field) => !named.includes(field))]).toEqual([schema, []]);
    }
    await emulator.app.close();
  });
});
