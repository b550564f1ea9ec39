import { DemoCustomers, DemoUsers } from '../../../server/plugin-api';
import { count, createTestPortal, userHeaders, type TestPortal } from '../../../server/plugin-api/testing';
import {
  checkAnswer,
  checkRequest,
  DemoTenants,
  operationOf,
  withMicrosoftCloud,
} from '../../../server/plugin-api/testing/microsoft-cloud';

/**
 * The licences of customers connected to Microsoft, through the Microsoft cloud emulator over https: the sync
 * fills the plugin's table from Partner Center and Graph, a change goes to Partner Center at most once.
 */
const cloud = withMicrosoftCloud();

/** Every request the portal sends to Microsoft and its answer, to check both against the published descriptions. */
const exchanges: { method: string; url: string; body: unknown; status: number; answer: unknown }[] = [];
beforeAll(() => {
  const fetchTrustingTheCloud = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL, init?: RequestInit) => {
    const response = await fetchTrustingTheCloud(input, init);
    const url = new URL(String(input));
    if (url.pathname.includes('/oauth2/')) return response;
    const text = await response.clone().text();
    exchanges.push({
      method: init?.method ?? 'GET',
      url: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      status: response.status,
      answer: text ? JSON.parse(text) : undefined,
    });
    return response;
  }) as typeof fetch;
});

let portal: TestPortal;
beforeEach(async () => {
  cloud().state.faults.clear();
  // The demo customers carry their demo tenants' ids: each is connected.
  portal = await createTestPortal();
});
afterEach(async () => {
  await portal.close();
});

jest.setTimeout(60_000);

const sync = async (customerId: string) => {
  const syncs = portal.app.portal.syncs!;
  return syncs.runFor(syncs.find('subscriptions', 'licences')!, customerId, true);
};
const list = async (userId: string) =>
  (
    await portal.app.inject({
      method: 'GET',
      url: '/api/subscriptions',
      headers: await userHeaders(portal.app, userId),
    })
  ).json<
    {
      id: string;
      productName: string;
      source: string;
      quantity: number;
      assigned: number | null;
      cancellationAllowedUntil: string | null;
    }[]
  >();
const put = async (id: string, quantity: number, userId: string = DemoUsers.anna) =>
  portal.app.inject({
    method: 'PUT',
    url: `/api/subscriptions/${id}/quantity`,
    headers: await userHeaders(portal.app, userId),
    payload: { quantity },
  });
const licence = (tenant: string, offerName: string) =>
  cloud()
    .state.tenant(tenant)!
    .licences.find((s) => s.offerName === offerName)!;
/** The portal's id of a Microsoft subscription (a row the provider kept before keeps its own id). */
const rowId = (microsoftId: string) =>
  portal.app.portal.db
    .prepare('SELECT id FROM subscriptions WHERE microsoft_id = ?')
    .pluck()
    .get(microsoftId) as string;
const patches = () => cloud().state.calls.filter((c) => c.api === 'partnerCenter' && c.method === 'PATCH');

describe("connected customers' licences", () => {
  it("lists each customer's own licences from Microsoft, never another's (two customers, two tenants)", async () => {
    expect(await sync(DemoCustomers.contoso)).toBe('succeeded');
    expect(await sync(DemoCustomers.northwind)).toBe('succeeded');
    const contoso = await list(DemoUsers.anna);
    const northwind = await list(DemoUsers.bram);
    const fromMicrosoft = (rows: typeof contoso) =>
      rows.filter((s) => s.source === 'microsoft').map((s) => [s.productName, s.quantity, s.assigned]);
    expect(fromMicrosoft(contoso)).toEqual([
      ['Microsoft 365 E3', 49, 46],
      ['Microsoft 365 Business Premium', 120, 112],
      ['Exchange Online (Plan 1)', 35, 35],
      ['Power BI Pro', 18, 11],
    ]);
    expect(fromMicrosoft(northwind)).toEqual([
      ['Microsoft 365 Business Basic', 29, 27],
      ['Project Plan 3', 8, 8],
    ]);
    const e3 = licence(DemoTenants.contoso, 'Microsoft 365 E3');
    expect(contoso.find((s) => s.id === rowId(e3.id))).toMatchObject({
      status: 'Active',
      endDate: e3.commitmentEndDate,
      autoRenewDate: e3.commitmentEndDate,
      cancellationAllowedUntil: e3.cancellationAllowedUntilDate,
      termDuration: 'P1Y',
      billingCycle: 'monthly',
      // Taken over from the provider's row of the same product.
      maxQuantity: 50,
      unitPrice: 33.7,
      currency: 'EUR',
    });
    const northwindIds = new Set(
      cloud()
        .state.tenant(DemoTenants.northwind)!
        .licences.map((l) => l.id),
    );
    expect(contoso.some((s) => northwindIds.has(s.id))).toBe(false);
    // The provider's rows Microsoft does not know stay, marked as the provider's.
    expect(contoso.filter((s) => s.source === 'manual').map((s) => s.productName)).toEqual([
      'Visio Plan 2',
      'Project Plan 1',
    ]);
  });

  it('an increase is sent to Partner Center, read back, shown as done, and audited with its MS-RequestId', async () => {
    await sync(DemoCustomers.contoso);
    const e3 = licence(DemoTenants.contoso, 'Microsoft 365 E3');
    const res = await put(rowId(e3.id), 50);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'updated', subscription: { id: rowId(e3.id), quantity: 50 } });
    expect(e3.quantity).toBe(50);
    const [change] = cloud().state.quantityChanges.slice(-1);
    expect(change).toMatchObject({ customerId: DemoTenants.contoso, subscriptionId: e3.id, from: 49, to: 50 });
    const audit = portal.app.portal.db
      .prepare(
        "SELECT actor_user_id, before, after FROM audit_log WHERE action = 'subscriptions.licence-quantity-changed'",
      )
      .all() as { actor_user_id: string; before: string; after: string }[];
    expect(audit).toHaveLength(1);
    expect(audit[0].actor_user_id).toBe(DemoUsers.anna);
    expect(JSON.parse(audit[0].after)).toEqual({ quantity: 50, requested: 50, msRequestId: change.requestId });
    expect(JSON.parse(audit[0].before)).toEqual({ quantity: 49 });
  });

  it('a decrease after the cancellation window is refused before anything is sent (422)', async () => {
    await sync(DemoCustomers.contoso);
    const bp = licence(DemoTenants.contoso, 'Microsoft 365 Business Premium');
    const before = patches().length;
    const res = await put(rowId(bp.id), 100);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(
      /^Licence update failed for Microsoft 365 Business Premium: under Microsoft's rules/,
    );
    expect(patches()).toHaveLength(before);
    expect(bp.quantity).toBe(120);
    expect(count(portal.app, 'licence_orders')).toBe(0);
  });

  it('three quick clicks and a retry after a timeout buy once: one MS-RequestId, one change at Partner Center', async () => {
    await sync(DemoCustomers.contoso);
    const exo = licence(DemoTenants.contoso, 'Exchange Online (Plan 1)');
    const changesBefore = cloud().state.quantityChanges.length;
    const callsBefore = cloud().state.calls.length;
    // The first PATCH is carried out, but its answer comes after the portal stopped waiting (15 s).
    cloud().state.faults.add({ api: 'partnerCenter', kind: 'timeout', delayMs: 16_000, match: exo.id });
    const clicks = await Promise.all([put(rowId(exo.id), 36), put(rowId(exo.id), 36), put(rowId(exo.id), 36)]);
    expect(clicks.map((c) => c.statusCode).sort()).toEqual([200, 200, 503]);
    expect(clicks.find((c) => c.statusCode === 503)!.json().message).toMatch(
      /^Licence update failed for Exchange Online \(Plan 1\): Microsoft did not confirm the change/,
    );
    const retry = await put(rowId(exo.id), 36);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ outcome: 'updated', subscription: { quantity: 36 } });
    // The emulator records a call when its answer is sent: the late one's client had gone by then.
    const record = cloud()
      .state.calls.slice(callsBefore)
      .filter((c) => c.method === 'PATCH');
    console.log('Partner Center PATCH calls:', JSON.stringify(record, null, 1));
    console.log('Partner Center quantity changes:', JSON.stringify(cloud().state.quantityChanges.slice(changesBefore)));
    expect(record.map((c) => [c.requestId, c.replayed, c.status])).toEqual([
      [record[0].requestId, true, 200],
      [record[0].requestId, true, 200],
    ]);
    expect(cloud().state.quantityChanges.slice(changesBefore)).toEqual([
      expect.objectContaining({ subscriptionId: exo.id, from: 35, to: 36, requestId: record[0].requestId }),
    ]);
    expect(exo.quantity).toBe(36);
    const audited = portal.app.portal.db
      .prepare("SELECT COUNT(*) FROM audit_log WHERE action = 'subscriptions.licence-quantity-changed'")
      .pluck()
      .get();
    expect(audited).toBe(1);
  });

  it("Microsoft's refusal is the outcome 'refused' with its code; every request and answer matches the published descriptions", async () => {
    await sync(DemoCustomers.contoso);
    const pbi = licence(DemoTenants.contoso, 'Power BI Pro');
    expect((await put(rowId(pbi.id), pbi.quantity + 1)).statusCode).toBe(200);
    const accepted = pbi.quantity;
    // Suspended at Microsoft since the last sync: the portal still shows it active and sends the change.
    pbi.status = 'suspended';
    const res = await put(rowId(pbi.id), accepted + 1);
    pbi.status = 'active';
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      outcome: 'refused',
      code: 'SubscriptionNotActive',
      reason: 'The subscription is suspended; only an active subscription can change its quantity.',
    });
    expect(pbi.quantity).toBe(accepted);
    const refusedAudit = portal.app.portal.db
      .prepare("SELECT COUNT(*) FROM audit_log WHERE action = 'subscriptions.licence-quantity-refused'")
      .pluck()
      .get();
    expect(refusedAudit).toBe(1);

    const used = new Set<string>();
    const problems = exchanges.flatMap(({ method, url, body, status, answer }) => {
      const op = operationOf(method, url);
      if (!op) return [`${method} ${url} is in no kept description`];
      used.add(`${op.file} ${op.operationId}`);
      return [...(body === undefined ? [] : checkRequest(op, body)), ...checkAnswer(op, status, answer)];
    });
    expect(problems).toEqual([]);
    expect([...used].sort()).toEqual([
      'graph.json subscribedSkus.subscribedSku.ListSubscribedSku',
      'partner-center.json Subscriptions_Get',
      'partner-center.json Subscriptions_ListByCustomer',
      'partner-center.json Subscriptions_Update',
    ]);
  });
});
