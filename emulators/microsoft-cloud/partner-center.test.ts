import { buildMicrosoftCloud } from './app';
import { DemoTenants } from './demo-tenants';
import { accessToken, call } from './testing/cloud-client';

const DAY = 86_400_000;

describe('Partner Center licence quantity (new commerce)', () => {
  let now = Date.now();
  const cloud = buildMicrosoftCloud(undefined, { now: () => now });
  const customer = DemoTenants.contoso;
  const licences = () => cloud.state.tenant(customer)!.licences;
  /** Contoso's E3 was bought two days ago (inside the 7-day window); Business Premium forty days ago. */
  const e3 = () => licences().find((s) => s.offerName === 'Microsoft 365 E3')!;
  const bp = () => licences().find((s) => s.offerName === 'Microsoft 365 Business Premium')!;
  const url = (id: string) => `/v1/customers/${customer}/subscriptions/${id}`;
  let token: string;
  beforeAll(async () => {
    token = await accessToken(cloud, DemoTenants.partner, 'partnerCenter');
  });
  const patch = (id: string, quantity: unknown, requestId?: string) =>
    call(
      cloud,
      'PATCH',
      url(id),
      token,
      { ...cloudResource(id), quantity },
      requestId ? { 'ms-requestid': requestId } : {},
    );
  const cloudResource = (id: string) => ({ id, offerId: licences().find((s) => s.id === id)!.offerId });

  it("lists the customer's subscriptions with their cancellation window", async () => {
    const answer = await call(cloud, 'GET', `/v1/customers/${customer}/subscriptions`, token);
    const body = answer.json<{
      totalCount: number;
      items: { id: string; cancellationAllowedUntilDate: string }[];
      attributes: { objectType: string };
    }>();
    expect(body.totalCount).toBe(4);
    expect(body.attributes.objectType).toBe('Collection');
    expect(body.items.find((s) => s.id === e3().id)?.cancellationAllowedUntilDate).toBe(
      e3().cancellationAllowedUntilDate,
    );
  });

  it("raises a quantity at any time, and Graph's prepaid seats follow", async () => {
    const before = bp().quantity;
    const answer = await patch(bp().id, before + 5, 'raise-1');
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ quantity: number }>().quantity).toBe(before + 5);
    const graph = await call(cloud, 'GET', '/v1.0/subscribedSkus', await accessToken(cloud, customer, 'graph'));
    expect(
      graph
        .json<{ value: { skuPartNumber: string; prepaidUnits: { enabled: number } }[] }>()
        .value.find((s) => s.skuPartNumber === 'SPB')?.prepaidUnits.enabled,
    ).toBe(before + 5);
  });

  it('lowers a quantity inside the cancellation window', async () => {
    const answer = await patch(e3().id, e3().quantity - 1, 'lower-inside');
    expect(answer.statusCode).toBe(200);
  });

  it("refuses a decrease after the window, with Partner Center's error and nothing changed", async () => {
    const before = bp().quantity;
    const answer = await patch(bp().id, before - 1, 'lower-outside');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'CancellationWindowPassed', source: 'PartnerFD' });
    expect(bp().quantity).toBe(before);
  });

  it('refuses a decrease once the clock passes the window that allowed it', async () => {
    now = Date.parse(e3().cancellationAllowedUntilDate) + DAY;
    const early = token;
    token = await accessToken(cloud, DemoTenants.partner, 'partnerCenter');
    const answer = await patch(e3().id, e3().quantity - 1, 'lower-late');
    now = Date.now();
    token = early;
    expect(answer.statusCode).toBe(400);
  });

  it('refuses a quantity that is not a whole number of at least one', async () => {
    expect((await patch(e3().id, 0, 'zero')).json<{ code: string }>().code).toBe('InvalidQuantity');
    expect((await patch(e3().id, 2.5, 'half')).statusCode).toBe(400);
  });

  it('carries out a change once for one MS-RequestId: three quick calls and a retry buy once', async () => {
    const before = bp().quantity;
    const changes = cloud.state.quantityChanges.length;
    const answers = await Promise.all([1, 2, 3].map(() => patch(bp().id, before + 1, 'one-change')));
    const retry = await patch(bp().id, before + 1, 'one-change');
    expect([...answers, retry].map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(bp().quantity).toBe(before + 1);
    expect(cloud.state.quantityChanges.length).toBe(changes + 1);
    const calls = cloud.state.partnerCenterCalls().filter((c) => c.requestId === 'one-change');
    expect(calls.map((c) => c.replayed)).toEqual([false, true, true, true]);
  });

  it('answers a refused change the same way on a retry, and refuses an MS-RequestId reused for another change', async () => {
    const first = await patch(bp().id, 1, 'refused-once');
    const again = await patch(bp().id, 1, 'refused-once');
    expect(again.body).toBe(first.body);
    const reused = await patch(bp().id, bp().quantity + 3, 'refused-once');
    expect(reused.json<{ code: string }>().code).toBe('RequestIdReused');
  });

  it('carries out a change whose answer is lost (timeout); the retry reads that outcome and buys nothing more', async () => {
    const before = bp().quantity;
    cloud.state.faults.add({ api: 'partnerCenter', kind: 'timeout', delayMs: 300 });
    const slow = patch(bp().id, before + 2, 'lost-answer');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bp().quantity).toBe(before + 2);
    const retry = await patch(bp().id, before + 2, 'lost-answer');
    expect(retry.json<{ quantity: number }>().quantity).toBe(before + 2);
    await slow;
    expect(cloud.state.quantityChanges.filter((c) => c.requestId === 'lost-answer')).toHaveLength(1);
  });

  it('answers 404 for a subscription the customer does not have', async () => {
    const answer = await call(cloud, 'GET', url('00000000-0000-4000-a000-000000000001'), token);
    expect([answer.statusCode, answer.json<{ code: string }>().code]).toEqual([404, '20003']);
  });
});
