import { ApiPaths } from '../../../core/contract';
import { DemoCustomers, DemoUsers } from '../../../server/plugin-api';
import {
  count,
  createTestPortal,
  flattenMenu,
  menuOf,
  setCustomerPlugins,
  userHeaders,
  type TestPortal,
} from '../../../server/plugin-api/testing';
import { CONTRACT_STATUSES, ContractPaths } from '../contract';
import { CONTRACTS_ACTIONS, DEMO_CONTRACTS } from './demo-seed';

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(async () => {
  await portal.close();
});

const get = async (url: string, userId?: string) =>
  portal.app.inject({ url, headers: userId ? await userHeaders(portal.app, userId) : {} });

/** The id of one of a customer's seeded contracts. */
const idOf = (customerId: string, documentName: string) =>
  String(
    (
      portal.app.portal.db
        .prepare('SELECT id FROM contracts WHERE customer_id = ? AND document_name = ?')
        .get(customerId, documentName) as { id: number }
    ).id,
  );

/** Everything the plugin stores, to prove that a request changed nothing. */
const stored = () =>
  portal.app.portal.db
    .prepare(
      'SELECT id, customer_id, document_name, signed_on, end_date, length(document) AS size FROM contracts ORDER BY id',
    )
    .all();

describe('GET /api/contracts', () => {
  it("lists the active customer's contracts, newest signature first, with a status from their dates", async () => {
    const res = await get(ContractPaths.list, DemoUsers.anna);
    expect(res.statusCode).toBe(200);
    const list = res.json() as {
      id: string;
      documentName: string;
      signedOn: string;
      status: string;
      endDate: string | null;
    }[];
    expect(list.map((c) => c.documentName).sort()).toEqual(
      DEMO_CONTRACTS[DemoCustomers.contoso].map((c) => c.documentName).sort(),
    );
    expect(list.map((c) => c.signedOn)).toEqual([...list.map((c) => c.signedOn)].sort().reverse());
    expect(new Set(list.map((c) => c.status))).toEqual(new Set(CONTRACT_STATUSES));
    expect(list.find((c) => c.documentName.endsWith('SLA Gold'))).toMatchObject({
      status: 'expiring',
      autoRenews: false,
      service: 'Microsoft 365 support',
    });
    expect(list.find((c) => c.documentName.endsWith('2023'))).toMatchObject({ status: 'ended' });
    expect(list.find((c) => c.documentName.endsWith('450 seats'))).toMatchObject({
      status: 'active',
      autoRenews: true,
    });
    expect(list.find((c) => c.documentName.includes('framework'))).toMatchObject({ status: 'active', endDate: null });
    expect(list[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      documentName: expect.any(String),
      signedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      service: expect.any(String),
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      endDate: expect.anything(),
      autoRenews: expect.any(Boolean),
      status: expect.any(String),
      hasDocument: true,
    });
  });

  it("answers the customer the user switched to, never another one's", async () => {
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    await portal.app.inject({
      method: 'POST',
      url: ApiPaths.activeCustomer,
      headers: anna,
      payload: { customerId: DemoCustomers.fabrikam },
    });
    const list = (await portal.app.inject({ url: ContractPaths.list, headers: anna })).json() as {
      documentName: string;
    }[];
    expect(list.map((c) => c.documentName).sort()).toEqual(
      DEMO_CONTRACTS[DemoCustomers.fabrikam].map((c) => c.documentName).sort(),
    );
    await portal.app.inject({
      method: 'POST',
      url: ApiPaths.activeCustomer,
      headers: anna,
      payload: { customerId: DemoCustomers.contoso },
    });
    // Northwind has no contracts: an empty list, not another customer's.
    expect((await get(ContractPaths.list, DemoUsers.bram)).json()).toEqual([]);
  });

  it('answers 401 signed out and 403 to a user who is not authorized; a user with few permissions may read them', async () => {
    expect((await get(ContractPaths.list)).statusCode).toBe(401);
    expect((await get(ContractPaths.list, DemoUsers.carla)).statusCode).toBe(403);
    const dirk = await get(ContractPaths.list, DemoUsers.dirk);
    expect(dirk.statusCode).toBe(200);
    expect(dirk.json()).toHaveLength(DEMO_CONTRACTS[DemoCustomers.contoso].length);
  });
});

describe('GET /api/contracts/:id/document', () => {
  it('downloads the signed PDF as an attachment named after the document, not sniffable', async () => {
    const res = await get(
      ContractPaths.document(idOf(DemoCustomers.contoso, 'Contoso Zorg - Microsoft 365 support SLA Gold')),
      DemoUsers.anna,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Contoso Zorg - Microsoft 365 support SLA Gold.pdf"; filename*=UTF-8\'\'Contoso%20Zorg%20-%20Microsoft%20365%20support%20SLA%20Gold.pdf',
    );
    const text = res.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('(Service: Microsoft 365 support)');
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it("answers 404 for another customer's contract and for an unknown one", async () => {
    const fabrikams = idOf(DemoCustomers.fabrikam, 'Fabrikam Logistiek - Werkplekbeheer magazijnen');
    for (const id of [fabrikams, '999999']) {
      const res = await get(ContractPaths.document(id), DemoUsers.anna);
      expect([id, res.statusCode]).toEqual([id, 404]);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
    expect((await get(ContractPaths.document(fabrikams), DemoUsers.bram)).statusCode).toBe(404);
  });

  it.each(['abc', '-1', '1.5', '1e3', '1234567890', '%20'])('answers 400 for the id %j', async (id) => {
    const res = await get(`/api/contracts/${id}/document`, DemoUsers.anna);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringContaining('id') });
  });

  it('answers 401 signed out and 403 when not authorized', async () => {
    const id = idOf(DemoCustomers.contoso, 'Contoso Zorg - Azure managed hosting');
    expect((await get(ContractPaths.document(id))).statusCode).toBe(401);
    expect((await get(ContractPaths.document(id), DemoUsers.carla)).statusCode).toBe(403);
  });
});

describe('writing', () => {
  it('offers no way to change contracts: every other method answers 404 and nothing is written', async () => {
    const before = stored();
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    const id = idOf(DemoCustomers.contoso, 'Contoso Zorg - Azure managed hosting');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of [ContractPaths.list, ContractPaths.document(id), `/api/contracts/${id}`]) {
        const res = await portal.app.inject({ method, url, headers: anna, payload: { documentName: 'x' } });
        expect([method, url, res.statusCode]).toEqual([method, url, 404]);
      }
    }
    expect(stored()).toEqual(before);
    expect(count(portal.app, 'contracts')).toBe(
      DEMO_CONTRACTS[DemoCustomers.contoso].length + DEMO_CONTRACTS[DemoCustomers.fabrikam].length,
    );
  });
});

describe('enablement and the demo menus', () => {
  it('a customer without the plugin gets 404 from both routes and no menu item; back in the list, it works again', async () => {
    const anna = await userHeaders(portal.app, DemoUsers.anna);
    const id = idOf(DemoCustomers.contoso, 'Contoso Zorg - Azure managed hosting');
    setCustomerPlugins(portal.app, DemoCustomers.contoso, ['report', 'html']);
    try {
      expect((await portal.app.inject({ url: ContractPaths.list, headers: anna })).statusCode).toBe(404);
      expect((await portal.app.inject({ url: ContractPaths.document(id), headers: anna })).statusCode).toBe(404);
      expect(flattenMenu(await menuOf(portal.app, anna)).filter((item) => item.actionType === 'contracts')).toEqual([]);
      expect(
        (await portal.app.inject({ url: ApiPaths.action(CONTRACTS_ACTIONS.contoso), headers: anna })).statusCode,
      ).toBe(404);
    } finally {
      setCustomerPlugins(portal.app, DemoCustomers.contoso, null);
    }
    expect((await portal.app.inject({ url: ContractPaths.list, headers: anna })).statusCode).toBe(200);
  });

  it("puts 'Contracts' in Contoso's menu and 'Contracten' in Fabrikam's (whose plugin list now names the plugin)", async () => {
    const dirk = flattenMenu(await menuOf(portal.app, await userHeaders(portal.app, DemoUsers.dirk)));
    expect(dirk.find((item) => item.actionType === 'contracts')).toMatchObject({
      name: 'Contracts',
      actionId: CONTRACTS_ACTIONS.contoso,
      linkTarget: 'content-window',
    });
    const plugins = portal.app.portal.db
      .prepare("SELECT plugins FROM customers WHERE id = 'fabrikam'")
      .pluck()
      .get() as string;
    expect(JSON.parse(plugins)).toContain('contracts');
    const fabrikam = portal.app.portal.db
      .prepare("SELECT name, action_id FROM menu_items WHERE customer_id = 'fabrikam' AND action_id = ?")
      .get(CONTRACTS_ACTIONS.fabrikam);
    expect(fabrikam).toEqual({ name: 'Contracten', action_id: CONTRACTS_ACTIONS.fabrikam });
  });

  it('publishes both routes in the OpenAPI document, the download as a PDF', async () => {
    const document = (await portal.app.inject({ url: '/api/openapi.json' })).json();
    expect(document.paths[ContractPaths.list].get.tags).toEqual(['contracts']);
    const download = document.paths['/api/contracts/{id}/document'].get;
    expect(download.tags).toEqual(['contracts']);
    expect(JSON.stringify(download.responses)).toContain('application/pdf');
  });
});
