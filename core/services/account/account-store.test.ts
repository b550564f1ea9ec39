import { identity } from '../../plugin-api/testing';
import { AccountState } from './account-store';

describe('AccountState: account transitions', () => {
  it('starts loading, unauthenticated, with null deletion dates and no run-as user', () => {
    const store = new AccountState();
    expect(store.isLoading).toBe(true);
    expect(store.isAuthenticated).toBe(false);
    expect(store.isAuthorized).toBe(false);
    expect(store.accountDeletionRequestDate).toBeNull();
    expect(store.accountDeletionDate).toBeNull();
    expect(store.runAsUser).toBeNull();
  });

  it('a successful identity load sets authentication and authorization as the server says and ends loading', () => {
    const store = new AccountState();
    store.identityLoaded(identity({ runAsUser: 'support@provider', defaultActionId: 7 }));
    expect(store).toMatchObject({
      isLoading: false,
      isAuthenticated: true,
      isAuthorized: true,
      name: 'Anna de Jong',
      initials: 'AJ',
      oid: 'oid-anna',
      runAsUser: 'support@provider',
      defaultActionId: 7,
      activeCustomerId: 'c1',
    });
    expect(store.permissions).toEqual(['reports', 'licences']);
  });

  it('authenticated but not authorized stays unauthorized; unauthenticated is never authorized', () => {
    const store = new AccountState();
    store.identityLoaded(identity({ isAuthorized: false }));
    expect(store.isAuthenticated).toBe(true);
    expect(store.isAuthorized).toBe(false);
    store.identityLoaded(identity({ isAuthenticated: false, isAuthorized: true }));
    expect(store.isAuthorized).toBe(false);
  });

  it('an identity without a customer list leaves no customers and no list; an empty list is a list', () => {
    const store = new AccountState();
    store.identityLoaded(identity({ customers: null }));
    expect(store).toMatchObject({ customers: [], hasCustomerList: false, activeCustomer: null });
    store.identityLoaded(identity({ customers: [] }));
    expect(store).toMatchObject({ customers: [], hasCustomerList: true });
  });

  it('logout clears name, initials, oid, permissions and customers and sets authorization to false', () => {
    const store = new AccountState();
    store.identityLoaded(identity());
    store.loggedOut();
    expect(store).toMatchObject({ name: '', initials: '', oid: '', isAuthorized: false });
    expect(store.permissions).toEqual([]);
    expect(store.customers).toEqual([]);
  });

  it('stores the additional account information (deletion dates)', () => {
    const store = new AccountState();
    store.additionalInfoReceived({
      accountDeletionRequestDate: '2026-11-01T00:00:00Z',
      accountDeletionDate: '2026-12-01T00:00:00Z',
    });
    expect(store.accountDeletionRequestDate).toBe('2026-11-01T00:00:00Z');
    expect(store.accountDeletionDate).toBe('2026-12-01T00:00:00Z');
  });

  it('a selected customer change updates activeCustomerId, and activeCustomer falls back to the first customer', () => {
    const store = new AccountState();
    store.identityLoaded(
      identity({
        activeCustomerId: null,
        customers: [
          { customerId: 'a', customerName: 'A' },
          { customerId: 'b', customerName: 'B' },
        ],
      }),
    );
    expect(store.activeCustomer?.customerId).toBe('a');
    store.selectedCustomerChanged('b');
    expect(store.activeCustomerId).toBe('b');
    expect(store.activeCustomer?.customerName).toBe('B');
  });

  it('the tenant flag is true while requesting and false once the list arrives', () => {
    const store = new AccountState();
    store.tenantsRequested();
    expect(store.requestingTenantData).toBe(true);
    store.tenantsReceived([{ tenantId: 't1', tenantName: 'Contoso' }]);
    expect(store.requestingTenantData).toBe(false);
    expect(store.azureTenants).toEqual([{ tenantId: 't1', tenantName: 'Contoso' }]);
  });

  it('monitoring info stores the monitoring location', () => {
    const store = new AccountState();
    store.monitoringReceived('https://monitoring.example/');
    expect(store.monitoringLocation).toBe('https://monitoring.example/');
  });
});
