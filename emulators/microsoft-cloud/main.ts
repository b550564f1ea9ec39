import { writeFileSync } from 'node:fs';
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET, DemoTenants } from './demo-tenants';
import { startMicrosoftCloud } from './start';

/** Standalone: `node emulators/microsoft-cloud/run.mjs [--port 8443] [--ca-file path]`. */
const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};

const cloud = await startMicrosoftCloud({ port: Number(arg('--port') ?? 0) });
const caFile = arg('--ca-file');
if (caFile) writeFileSync(caFile, cloud.ca);
const lines = [
  `Microsoft cloud emulator on ${cloud.origin}`,
  `  token (per tenant):  ${cloud.origin}/{tenant}/oauth2/v2.0/token`,
  `  Microsoft Graph:     ${cloud.origin}/v1.0`,
  `  Partner Center:      ${cloud.origin}/v1`,
  `  Azure Resource Mgr:  ${cloud.origin}`,
  `  control (x-emulator-control: ${cloud.controlKey}): ${cloud.origin}/_emulator/calls, /_emulator/faults`,
  `  application: client id ${DEMO_CLIENT_ID}, secret ${DEMO_CLIENT_SECRET}`,
  `  tenants: partner ${DemoTenants.partner}, contoso ${DemoTenants.contoso}, fabrikam ${DemoTenants.fabrikam}, northwind ${DemoTenants.northwind}`,
  caFile
    ? `  certificate written to ${caFile} (NODE_EXTRA_CA_CERTS)`
    : '  certificate: pass --ca-file <path> to write it for NODE_EXTRA_CA_CERTS',
];
console.log(lines.join('\n'));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void cloud.close().then(() => process.exit(0)));
