import { openDatabase } from '../db/open';
import { migrate } from '../db/migrate';
import { coreDataFeature } from '../features/core-data';
import { COMMAND_LINE } from '../admin/audit';
import { setCustomerTenants } from '../admin/customer-tenants';
import { customerOfAllowedTenant, readEntraTenants } from './entra-tenants';

const ENV_TENANT = '11111111-2222-4333-8444-555555555555';
const STORED_TENANT = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';

describe('Entra sign-in: ENTRA_TENANTS first, then the tenants stored per customer', () => {
  const db = openDatabase(':memory:');
  migrate(db, [coreDataFeature]);
  db.prepare("INSERT INTO customers (id, name) VALUES ('contoso', 'Contoso'), ('fabrikam', 'Fabrikam')").run();
  const env = readEntraTenants(`${ENV_TENANT}=contoso`)!;
  afterAll(() => db.close());

  test('a tenant stored for a customer signs in to it, in any letter case', () => {
    setCustomerTenants(db, COMMAND_LINE, 'fabrikam', [STORED_TENANT]);
    expect(customerOfAllowedTenant(db, env, STORED_TENANT.toUpperCase())).toBe('fabrikam');
  });

  test('the environment wins when both name a tenant', () => {
    db.prepare("INSERT INTO customer_tenants (tenant_id, customer_id) VALUES (?, 'fabrikam')").run(ENV_TENANT);
    expect(customerOfAllowedTenant(db, env, ENV_TENANT)).toBe('contoso');
  });

  test('an unknown tenant, or no tid, is not allowed', () => {
    expect(customerOfAllowedTenant(db, env, '99999999-2222-4333-8444-555555555555')).toBeNull();
    expect(customerOfAllowedTenant(db, env, undefined)).toBeNull();
  });
});
