import { DemoUsers } from '../../../server/plugin-api';
import {
  anonymous,
  count,
  createTestPortal,
  signIn,
  type Browser,
  type TestPortal,
} from '../../../server/plugin-api/testing';
import { AzureSubscriptionAdminPaths } from '../contract';

const SCOPE = '/providers/Microsoft.Billing/billingAccounts/1234:5678_2019-05-31/customers/9abc';

let portal: TestPortal;
let petra: Browser;
beforeEach(async () => {
  portal = await createTestPortal();
  petra = await signIn(portal.app, DemoUsers.petra);
});
afterEach(() => portal.close());

const scopes = () => portal.app.portal.db.prepare('SELECT * FROM azure_billing_scopes ORDER BY customer_id').all();
const call = (who: Browser, method: 'GET' | 'PUT' | 'DELETE', customerId: string, body?: object) =>
  portal.app.inject({
    method,
    url: AzureSubscriptionAdminPaths.billingScope(customerId),
    headers: who.headers(),
    ...(body ? { payload: body } : {}),
  });

describe("a customer's billing scope for new Azure subscriptions (the customer editor's section)", () => {
  it('is set, read and removed by a provider administrator, each change audited', async () => {
    const audits = count(portal.app, 'audit_log');
    expect((await call(petra, 'GET', 'northwind')).json()).toEqual({ customerId: 'northwind', billingScope: null });
    const saved = await call(petra, 'PUT', 'northwind', { billingScope: ` ${SCOPE} `.trim() });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ customerId: 'northwind', billingScope: SCOPE });
    expect((await call(petra, 'GET', 'northwind')).json()).toEqual({ customerId: 'northwind', billingScope: SCOPE });
    const changed = `${SCOPE}0`;
    expect((await call(petra, 'PUT', 'northwind', { billingScope: changed })).json().billingScope).toBe(changed);
    expect((await call(petra, 'DELETE', 'northwind')).json()).toEqual({ customerId: 'northwind', billingScope: null });
    expect(count(portal.app, 'audit_log')).toBe(audits + 3);
    const last = portal.app.portal.db
      .prepare('SELECT action, customer_id, before, after FROM audit_log ORDER BY id DESC LIMIT 1')
      .get();
    expect(last).toEqual({
      action: 'azure-subscriptions.billing-scope.remove',
      customer_id: 'northwind',
      before: JSON.stringify(changed),
      after: null,
    });
  });

  it.each([
    ['not a billing scope', { billingScope: 'contoso' }],
    ['a subscription instead', { billingScope: '/subscriptions/3f2a9c14-7b1e-4d8a-a5c3-0e9f8d7c6b01' }],
    ['a scope with a space', { billingScope: '/billingAccounts/12 34/customers/9abc' }],
    ['no scope', {}],
    ['a number', { billingScope: 42 }],
  ])('refuses %s with 400 and writes nothing', async (_label, body) => {
    const before = scopes();
    const audits = count(portal.app, 'audit_log');
    const answer = await call(petra, 'PUT', 'northwind', body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('body.billingScope');
    expect(scopes()).toEqual(before);
    expect(count(portal.app, 'audit_log')).toBe(audits);
  });

  it.each([
    ['a customer administrator', DemoUsers.anna, 403],
    ['a user', DemoUsers.dirk, 403],
    ['a signed-out caller', null, 401],
  ])('refuses %s, reading nothing and writing nothing', async (_who, userId, status) => {
    const who = userId ? await signIn(portal.app, userId) : await anonymous(portal.app);
    const before = scopes();
    expect((await call(who, 'GET', 'contoso')).statusCode).toBe(status);
    expect((await call(who, 'PUT', 'contoso', { billingScope: SCOPE })).statusCode).toBe(status);
    expect((await call(who, 'DELETE', 'contoso')).statusCode).toBe(status);
    expect(scopes()).toEqual(before);
  });
});
