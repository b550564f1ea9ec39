/**
 * The Microsoft cloud emulator for plugins' connector tests: the cloud without a socket (fastify inject), its demo
 * tenants, and a tenant client that checks every request and answer against Microsoft's kept descriptions.
 */
import { buildMicrosoftCloud } from '../../../emulators/microsoft-cloud/app';
import type { CloudOptions } from '../../../emulators/microsoft-cloud/cloud-state';
import { DemoTenants } from '../../../emulators/microsoft-cloud/demo-tenants';
import { describedTenantClient } from '../../../emulators/microsoft-cloud/testing/described-tenant-client';

export { buildMicrosoftCloud, describedTenantClient, DemoTenants as MicrosoftDemoTenants };
export type { MicrosoftCloud as MicrosoftCloudEmulator } from '../../../emulators/microsoft-cloud/app';

/**
 * The emulator with the demo tenants and a described client for the Contoso and Fabrikam customers (ids
 * 'contoso', 'fabrikam') in their own tenants; after each test, every request and answer of both conformed to
 * Microsoft's descriptions.
 */
export function describedDemoClients(options: CloudOptions = {}) {
  const cloud = buildMicrosoftCloud(undefined, options);
  const contoso = describedTenantClient(cloud, 'contoso', DemoTenants.contoso);
  const fabrikam = describedTenantClient(cloud, 'fabrikam', DemoTenants.fabrikam);
  afterEach(() => {
    expect([...contoso.problems, ...fabrikam.problems]).toEqual([]);
  });
  return { cloud, contoso, fabrikam };
}
