import { ApiKeyPaths, RecordPaths } from '../../core/contract';
import { DemoCustomers, DemoUsers } from '../plugin-api';
import { count, createTestPortal, userHeaders, type TestPortal } from '../plugin-api/testing';

/**
 * A key of one customer never reaches another customer's data, on every machine route of the bundled plugins: the
 * routes come from the OpenAPI document (those secured by a bearer token), so a machine route added later without
 * its line here fails this test.
 */
const { contoso, northwind } = DemoCustomers;

interface MachineCall {
  /** The call naming this customer's record. */
  call(portal: TestPortal, customerId: string, authorization: string): Promise<{ statusCode: number }>;
  /** What a refused call could have changed. */
  written(portal: TestPortal): unknown;
  ok: number;
}

const post = (portal: TestPortal, url: string, payload: object, authorization: string) =>
  portal.app.inject({ method: 'POST', url, payload, headers: { authorization } });

/** Seeded records of each customer that a machine route may change. */
const ticketOf: Record<string, string> = { [contoso]: 'SR-000011', [northwind]: 'SR-000012' };
const azureRequestOf: Record<string, string> = { [contoso]: 'AZ-000004', [northwind]: 'AZ-000007' };

const MACHINE_ROUTES: Record<string, MachineCall> = {
  'POST /api/events/push': {
    call: (portal, customerId, authorization) =>
      post(portal, '/api/events/push', { customerId, type: 'maintenance', title: 'Firmware tonight' }, authorization),
    written: (portal) => [count(portal.app, 'events'), count(portal.app, 'notifications')],
    ok: 201,
  },
  'POST /api/service-requests/provider/{number}/events': {
    call: (portal, customerId, authorization) =>
      post(
        portal,
        `/api/service-requests/provider/${ticketOf[customerId]}/events`,
        { customerId, agentName: 'Service desk', text: 'We are on it.', status: 'resolved' },
        authorization,
      ),
    written: (portal) => [
      count(portal.app, 'service_request_entries'),
      portal.app.portal.db.prepare('SELECT number, status FROM service_requests ORDER BY id').all(),
    ],
    ok: 200,
  },
  // The call names no customer: the request's own customer is the one the key must be limited to. Contoso's is
  // requested (it becomes being created), Northwind's active (the same report again changes nothing but succeeds).
  'POST /api/azure-subscriptions/provisioning/{number}': {
    call: (portal, customerId, authorization) => {
      const number = azureRequestOf[customerId]!;
      const subscriptionId = portal.app.portal.db
        .prepare('SELECT subscription_id FROM azure_subscriptions WHERE number = ?')
        .pluck()
        .get(number) as string | null;
      const report = subscriptionId ? { state: 'active', subscriptionId } : { state: 'being-created' };
      return post(portal, `/api/azure-subscriptions/provisioning/${number}`, report, authorization);
    },
    written: (portal) =>
      portal.app.portal.db.prepare('SELECT number, state, updated_at FROM azure_subscriptions ORDER BY id').all(),
    ok: 200,
  },
  // Every record type's machine import is the same host route (server/records); the contracts' stands for them all.
  'POST /api/machine/records/contracts/contracts/{customerId}/import': {
    call: (portal, customerId, authorization) => {
      imported += 1;
      const line = `KEY-${imported},Imported contract,2026-01-05,Managed workplace,2026-02-01,,true`;
      const content = ['providerId,documentName,signedOn,service,startDate,endDate,autoRenews', line].join('\n');
      return post(
        portal,
        RecordPaths.machineImport('contracts', 'contracts', customerId),
        { format: 'csv', content },
        authorization,
      );
    },
    written: (portal) =>
      portal.app.portal.db.prepare('SELECT customer_id, provider_id FROM contracts ORDER BY id').all(),
    ok: 200,
  },
};
/** Each records import brings a contract of its own, so a call that went through is seen. */
let imported = 0;
const SAME_AS_CONTRACTS_IMPORT = /^POST \/api\/machine\/records\/(?!contracts\/contracts\/)/;

let portal: TestPortal;
let machineRoutes: string[];
let document: {
  paths: Record<string, Record<string, { security?: Record<string, unknown>[]; responses: Record<string, unknown> }>>;
  components: { securitySchemes: Record<string, { bearerFormat?: string }> };
};
beforeAll(async () => {
  portal = await createTestPortal();
  document = (await portal.app.inject({ url: '/api/openapi.json' })).json();
  machineRoutes = Object.entries(document.paths)
    .flatMap(([url, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.security?.some((needs) => 'bearerToken' in needs))
        .map(([method]) => `${method.toUpperCase()} ${url}`),
    )
    .filter((route) => !SAME_AS_CONTRACTS_IMPORT.test(route))
    .sort();
});
afterAll(() => portal.close());

async function keyFor(customerId: string | null): Promise<string> {
  const created = await portal.app.inject({
    method: 'POST',
    url: ApiKeyPaths.keys,
    headers: await userHeaders(portal.app, DemoUsers.petra),
    payload: { name: `For ${customerId ?? 'everyone'}`, routes: null, customerId },
  });
  expect(created.statusCode).toBe(201);
  return `Bearer ${created.json<{ secret: string }>().secret}`;
}

test('every machine route of the OpenAPI document has its line here, and every line a route', () => {
  expect(machineRoutes).toEqual(Object.keys(MACHINE_ROUTES).sort());
});

test('the OpenAPI document names the API key scheme and, per machine route, the refusals a key can get', () => {
  expect(document.components.securitySchemes.bearerToken?.bearerFormat).toContain('mspk_');
  for (const route of machineRoutes) {
    const [method, url] = route.split(' ') as [string, string];
    expect(Object.keys(document.paths[url]![method.toLowerCase()]!.responses)).toEqual(
      expect.arrayContaining(['401', '403', '429']),
    );
  }
});

test.each(Object.keys(MACHINE_ROUTES))(
  "%s: a key limited to one customer is refused (403) for another's, writes nothing, and works for its own",
  async (route) => {
    const machine = MACHINE_ROUTES[route]!;
    const contosoKey = await keyFor(contoso);
    const before = machine.written(portal);
    const refused = await machine.call(portal, northwind, contosoKey);
    expect(refused.statusCode).toBe(403);
    expect(machine.written(portal)).toEqual(before);
    expect((await machine.call(portal, contoso, contosoKey)).statusCode).toBe(machine.ok);
    expect(machine.written(portal)).not.toEqual(before);
    // A key for every customer reaches the other one.
    expect((await machine.call(portal, northwind, await keyFor(null))).statusCode).toBe(machine.ok);
    const uses = portal.app.portal.db
      .prepare('SELECT customer_id AS customerId, status, outcome FROM api_key_uses WHERE route = ? ORDER BY id')
      .all(route.replace(/\{(\w+)\}/g, ':$1'));
    expect(uses).toEqual([
      { customerId: northwind, status: 403, outcome: 'refused' },
      { customerId: contoso, status: machine.ok, outcome: 'succeeded' },
      { customerId: northwind, status: machine.ok, outcome: 'succeeded' },
    ]);
  },
);
