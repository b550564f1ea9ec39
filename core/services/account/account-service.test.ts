import { AccountStore } from '../../plugin-api';
import { AccountServiceToken } from '../../runtime/container';
import { resolve } from '../../runtime/resolve';
import { createTestPortal, defaultBackend, identity } from '../../plugin-api/testing';
import type { AccountState } from './account-store';
import { KEEP_ALIVE_INTERVAL_MS } from './account-service';

describe('AccountService', () => {
  it('keeps the session alive with GET /account/me every 600000 ms and ignores the result', async () => {
    const test = createTestPortal();
    await test.portal.start();
    const calls = () => test.backend.calls('GET', '/account/me').length;
    expect(calls()).toBe(1);
    test.backend.on('GET', '/account/me', { status: 500 });
    test.clock.advance(KEEP_ALIVE_INTERVAL_MS - 1);
    expect(calls()).toBe(1);
    test.clock.advance(1);
    expect(calls()).toBe(2);
    test.clock.advance(KEEP_ALIVE_INTERVAL_MS * 3);
    expect(calls()).toBe(5);
    await Promise.resolve();
    expect(resolve(test.portal.container, AccountStore).isAuthorized).toBe(true);
  });

  it('a non-ok identity answer changes nothing in the store (and flags a retryable failure)', async () => {
    const backend = defaultBackend().on('GET', '/account/me', { status: 503 });
    const test = createTestPortal({ backend });
    await test.portal.start();
    const account = resolve(test.portal.container, AccountStore) as AccountState;
    expect(account.isLoading).toBe(true);
    expect(account.isAuthenticated).toBe(false);
    expect(account.identityFailed).toBe(true);
  });

  it('malformed identity JSON is treated as non-ok and never throws', async () => {
    const backend = defaultBackend().on('GET', '/account/me', { rawBody: '{"userName": "x", ' });
    const test = createTestPortal({ backend });
    await expect(test.portal.start()).resolves.toBeUndefined();
    expect((resolve(test.portal.container, AccountStore) as AccountState).isLoading).toBe(true);
  });

  it('changing customer POSTs the choice with the CSRF header, updates the store, then reloads', async () => {
    const backend = defaultBackend().on('POST', '/api/account/activecustomer', { body: { ok: true } });
    const test = createTestPortal({ backend });
    await test.portal.start();
    await resolve(test.portal.container, AccountServiceToken).selectCustomer('c2');
    const [call] = test.backend.calls('POST', '/api/account/activecustomer');
    expect(call.body).toEqual({ customerId: 'c2' });
    expect(call.headers['x-csrf-token']).toBe('test-csrf-token');
    expect(resolve(test.portal.container, AccountStore).activeCustomerId).toBe('c2');
    expect(test.browser.reload).toHaveBeenCalledTimes(1);
  });

  it('a failed customer change neither updates the store nor reloads', async () => {
    const backend = defaultBackend().on('POST', '/api/account/activecustomer', {
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'no' },
    });
    const test = createTestPortal({ backend });
    await test.portal.start();
    expect(await resolve(test.portal.container, AccountServiceToken).selectCustomer('zz')).toBe(false);
    expect(resolve(test.portal.container, AccountStore).activeCustomerId).toBe('c1');
    expect(test.browser.reload).not.toHaveBeenCalled();
  });

  it.each([
    ['an empty 204', { status: 204, rawBody: '' }],
    ['a plain-text OK', { status: 200, rawBody: 'OK' }],
    ['an answer that is not ours', { status: 201, body: { result: 'saved', customer: { id: 'c2' } } }],
  ])('accepts any 2xx for the customer switch: %s counts as done', async (_name, answer) => {
    const backend = defaultBackend().on('POST', '/api/account/activecustomer', answer);
    const test = createTestPortal({ backend });
    await test.portal.start();
    expect(await resolve(test.portal.container, AccountServiceToken).selectCustomer('c2')).toBe(true);
    expect(resolve(test.portal.container, AccountStore).activeCustomerId).toBe('c2');
    expect(test.browser.reload).toHaveBeenCalledTimes(1);
  });

  it('sends a customer id back as a number when the identity gave it as one', async () => {
    const numeric = {
      ...identity(),
      activeCustomerId: 1,
      customers: [
        { customerId: 1, customerName: 'Contoso' },
        { customerId: 2, customerName: 'Fabrikam' },
      ],
    };
    const backend = defaultBackend()
      .on('GET', '/account/me', { body: numeric })
      .on('POST', '/api/account/activecustomer', { body: { ok: true } });
    const test = createTestPortal({ backend });
    await test.portal.start();
    const account = resolve(test.portal.container, AccountStore);
    expect(account.activeCustomer?.customerName).toBe('Contoso');
    await resolve(test.portal.container, AccountServiceToken).selectCustomer('2');
    expect(test.backend.calls('POST', '/api/account/activecustomer')[0].body).toEqual({ customerId: 2 });
    expect(account.activeCustomerId).toBe('2');
  });

  it('reads a 401 from the identity call as signed out, not as a failure', async () => {
    const backend = defaultBackend().on('GET', '/account/me', {
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'Sign in' },
    });
    const test = createTestPortal({ backend });
    await test.portal.start();
    const account = resolve(test.portal.container, AccountStore) as AccountState;
    expect(account).toMatchObject({
      isLoading: false,
      isAuthenticated: false,
      isAuthorized: false,
      identityFailed: false,
    });
    expect(test.backend.calls('GET', '/api/menuitems/')).toHaveLength(0);
  });

  it('accepts an identity without a customer list: no customers, and nothing flags a configuration problem', async () => {
    const { customers: _none, ...specOnly } = identity();
    const backend = defaultBackend().on('GET', '/account/me', { body: specOnly });
    const test = createTestPortal({ backend });
    await test.portal.start();
    const account = resolve(test.portal.container, AccountStore) as AccountState;
    expect(account).toMatchObject({
      isAuthorized: true,
      customers: [],
      hasCustomerList: false,
      activeCustomerId: 'c1',
      activeCustomer: null,
    });
  });

  it('tenants: a failed call still ends the requesting state with an empty list; monitoring non-ok changes nothing', async () => {
    const backend = defaultBackend()
      .on('GET', '/api/account/tenants', { status: 500 })
      .on('GET', '/api/managedservices/monitoring', { status: 500 });
    const test = createTestPortal({ backend });
    await test.portal.start();
    const service = resolve(test.portal.container, AccountServiceToken);
    const account = resolve(test.portal.container, AccountStore);
    await service.loadTenants();
    expect(account.requestingTenantData).toBe(false);
    expect(account.azureTenants).toEqual([]);
    await service.loadMonitoring();
    expect(account.monitoringLocation).toBeNull();
  });
});
