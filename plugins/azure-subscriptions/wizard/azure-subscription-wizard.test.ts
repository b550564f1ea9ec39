import { observable } from 'mobx';
import { AccountStore, HttpClient, TenantRequester, type Token } from '../../../core/plugin-api';
import { fail, fakeHttp, ok, registerForTest } from '../../../core/plugin-api/testing';
import plugin from '../index';
import { AzureSubscriptionsStoreToken } from '../stores/azure-subscriptions-store';
import createWizard, { AZURE_SUBSCRIPTION_WIZARD_ID, enterStepProblem, outcomeOf } from './azure-subscription-wizard';

const tenant = { tenantId: 't1', tenantName: 'Contoso Zorg' };
const ready = { azureTenants: [tenant], requestingTenantData: false };
const good = { name: 'Analytics', ownerUpn: 'anna@contoso.com', tenantId: 't1' };

describe('the enter step', () => {
  it.each([
    ['tenants still loading', good, { azureTenants: [], requestingTenantData: true }, 'problems.tenantsLoading'],
    ['no tenants', good, { azureTenants: [], requestingTenantData: false }, 'problems.noTenants'],
    ['no name', { ...good, name: '' }, ready, 'problems.name.missing'],
    ['a name with <', { ...good, name: 'a<b' }, ready, 'problems.name.characters'],
    ['an owner without a domain', { ...good, ownerUpn: 'anna@contoso' }, ready, 'problems.owner.domain'],
    ['no tenant chosen', { ...good, tenantId: '' }, ready, 'problems.tenant'],
    ['a tenant not of the account', { ...good, tenantId: 'other' }, ready, 'problems.tenant'],
    ['everything right', good, ready, null],
  ])('with %s: %s', (_label, values, account, key) => {
    expect(enterStepProblem(values, account)).toBe(key);
  });
});

describe('the outcome texts', () => {
  it('names the number on success, in the spec pattern', () => {
    expect(outcomeOf({ ok: true, number: 'AZ-000042' }, good)).toEqual({
      ok: true,
      titleKey: 'result.success.title',
      messageKey: 'result.success.message',
      values: { number: 'AZ-000042' },
    });
    expect(outcomeOf({ ok: true, number: null }, good)).toMatchObject({
      ok: true,
      messageKey: 'result.success.messageWithoutNumber',
    });
  });

  it.each([
    [409, 'http', 'result.error.duplicate'],
    [403, 'http', 'result.error.forbidden'],
    [404, 'http', 'result.error.tenant'],
    [400, 'http', 'result.error.invalid'],
    [500, 'http', 'result.error.message'],
    [0, 'network', 'result.error.message'],
  ] as const)('a %i (%s) failure says %s under "Something went wrong!"', (status, reason, messageKey) => {
    expect(outcomeOf({ ok: false, status, reason, message: '' }, good)).toEqual({
      ok: false,
      titleKey: 'result.error.title',
      messageKey,
      values: { name: 'Analytics' },
    });
  });
});

describe('the registered wizard', () => {
  function setup(answer: () => ReturnType<typeof ok> | ReturnType<typeof fail>) {
    const { http, calls } = fakeHttp(answer);
    const account = observable({ ...ready, permissions: ['azure'] }) as unknown as AccountStore;
    const tenants: TenantRequester = { requestTenants: jest.fn(async () => undefined) };
    const services = new Map<Token<unknown>, unknown>([
      [HttpClient, http],
      [AccountStore, account],
      [TenantRequester, tenants],
    ]);
    const registered = registerForTest(plugin, services);
    return { wizard: createWizard(registered.resolve), calls, store: registered.resolve(AzureSubscriptionsStoreToken) };
  }

  it('has the enter and verify steps and blocks the enter step on a problem', () => {
    const { wizard } = setup(() => fail());
    expect(wizard.id).toBe(AZURE_SUBSCRIPTION_WIZARD_ID);
    expect(wizard.steps.map((step) => step.titleKey)).toEqual(['wizard.steps.enter', 'wizard.steps.verify']);
    expect(wizard.steps[0]!.validate!({ ...good, ownerUpn: 'anna' })).toBe('problems.owner.at-sign');
    expect(wizard.steps[0]!.validate!(good)).toBeNull();
  });

  it('posts the values exactly as typed and puts the answer at the head of the list', async () => {
    const answer = { id: 7, number: 'AZ-000007', name: 'Analytics', tenantId: 't1', state: 'requested' };
    const { wizard, calls, store } = setup(() => ok(answer, 201));
    await expect(wizard.submit(good)).resolves.toMatchObject({ ok: true, values: { number: 'AZ-000007' } });
    expect(calls).toEqual([{ method: 'POST', path: '/api/azure-subscriptions', body: good }]);
    expect(store.subscriptions[0]).toMatchObject({ id: '7', number: 'AZ-000007', state: 'requested', ownerUpn: null });
  });

  it('counts a 2xx without a readable body as registered', async () => {
    const { wizard } = setup(() => ok(undefined, 204));
    await expect(wizard.submit(good)).resolves.toMatchObject({
      ok: true,
      messageKey: 'result.success.messageWithoutNumber',
    });
  });

  it('under a sign-off rule says it waits and who decides, without a number, and leaves the list alone', async () => {
    const signOff = {
      id: 3,
      signerGroup: 'named' as const,
      signers: ['Dirk Visser'],
      expiresAt: '2026-12-02T10:00:00.000Z',
    };
    const { wizard, store } = setup(() => ok({ outcome: 'sign-off', signOff }, 202));
    await expect(wizard.submit(good)).resolves.toEqual({
      ok: true,
      titleKey: 'result.signOff.title',
      messageKey: 'result.signOff.one',
      values: { signer: 'Dirk Visser' },
    });
    expect(store.subscriptions).toEqual([]);
    expect(outcomeOf({ ok: true, signOff: { ...signOff, signers: ['Anna de Vries', 'Dirk Visser'] } }, good)).toEqual({
      ok: true,
      titleKey: 'result.signOff.title',
      messageKey: 'result.signOff.several',
      values: { signers: 'Anna de Vries, Dirk Visser' },
    });
    expect(
      outcomeOf({ ok: true, signOff: { ...signOff, signerGroup: 'provider' as const, signers: [] } }, good),
    ).toMatchObject({
      messageKey: 'result.signOff.provider',
    });
  });

  it('gives the error texts on a failure and leaves the list alone', async () => {
    const { wizard, store } = setup(() => fail(409, 'taken'));
    await expect(wizard.submit(good)).resolves.toMatchObject({
      ok: false,
      titleKey: 'result.error.title',
      messageKey: 'result.error.duplicate',
    });
    expect(store.subscriptions).toEqual([]);
  });
});
