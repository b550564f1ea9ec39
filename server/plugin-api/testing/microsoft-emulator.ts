/**
 * The Microsoft cloud emulator for plugins' connector tests: the cloud without a socket (fastify inject), its demo
 * tenants, and a tenant client that checks every request and answer against Microsoft's kept descriptions.
 */
export { buildMicrosoftCloud } from '../../../emulators/microsoft-cloud/app';
export type { MicrosoftCloud as MicrosoftCloudEmulator } from '../../../emulators/microsoft-cloud/app';
export { DemoTenants as MicrosoftDemoTenants } from '../../../emulators/microsoft-cloud/demo-tenants';
export { describedTenantClient } from '../../../emulators/microsoft-cloud/testing/described-tenant-client';
