// The emulators' process (built into dist-emulators/main.mjs): starts the Power BI emulator and the Microsoft
// cloud emulator (and the Zammad or HaloPSA emulator when the demo picks that connector), each on its own listener, and writes one JSON line to stdout,
// { "ready": true, "portalEnv": {...} }: the variables the portal's server is started with to use them, the same
// ones a production deployment sets for the real services, plus NODE_EXTRA_CA_CERTS naming a file with the
// Microsoft cloud emulator's throwaway certificate (it speaks https like the real endpoints). emulators/launch.mjs
// starts this process for `npm start` and the tests. Stops on SIGTERM or SIGINT.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portalEnvOf } from './microsoft-cloud/portal-env';
import { startMicrosoftCloud } from './microsoft-cloud/start';
import { startPowerBiEmulator } from './powerbi/server';
import { startHalo, wantsHaloEmulator, webhookPoster as haloWebhookPoster } from './halopsa/start';
import { startZammad, wantsZammadEmulator, webhookPoster } from './zammad/start';

const here = path.dirname(fileURLToPath(import.meta.url));
const portOf = (name: string) => {
  const port = Number(process.env[name]?.trim() || 0);
  return Number.isInteger(port) && port >= 0 && port < 65536 ? port : 0;
};
const host = process.env.EMULATOR_HOST?.trim() || '127.0.0.1';

const powerBi = await startPowerBiEmulator({
  host,
  port: portOf('POWERBI_EMULATOR_PORT'),
  publicOrigin: process.env.POWERBI_EMULATOR_ORIGIN?.trim() || undefined,
  frameScript: path.join(here, 'powerbi', 'frame.js'),
});
const microsoft = await startMicrosoftCloud({ host, port: portOf('MICROSOFT_EMULATOR_PORT') });
// A demo that picks the Zammad connector without a Zammad of its own gets the Zammad emulator; its trigger posts
// the webhooks to the portal on PORT (ZAMMAD_EMULATOR_WEBHOOK_URL overrides the address).
const portalPort = process.env.PORT?.trim() || '8080';
const zammad = wantsZammadEmulator(process.env)
  ? await startZammad({
      host,
      port: portOf('ZAMMAD_EMULATOR_PORT'),
      deliverWebhook: webhookPoster(
        process.env.ZAMMAD_EMULATOR_WEBHOOK_URL?.trim() ||
          `http://127.0.0.1:${portalPort}/api/service-requests/zammad/webhook`,
      ),
    })
  : null;
// Likewise for the HaloPSA connector: its webhook posts to the portal (HALOPSA_EMULATOR_WEBHOOK_URL overrides).
const halo = wantsHaloEmulator(process.env)
  ? await startHalo({
      host,
      port: portOf('HALOPSA_EMULATOR_PORT'),
      deliverWebhook: haloWebhookPoster(
        process.env.HALOPSA_EMULATOR_WEBHOOK_URL?.trim() ||
          `http://127.0.0.1:${portalPort}/api/service-requests/halopsa/webhook`,
      ),
    })
  : null;
// The certificates the portal already trusts stay trusted: the file holds them and the emulator's.
const caDir = mkdtempSync(path.join(tmpdir(), 'portal-microsoft-cloud-'));
const caFile = path.join(caDir, 'ca.pem');
const extra = process.env.NODE_EXTRA_CA_CERTS?.trim();
writeFileSync(
  caFile,
  `${extra ? `${readFileSync(extra, 'utf8').trim()}\n` : ''}${microsoft.ca}${zammad ? `\n${zammad.ca}` : ''}${halo ? `\n${halo.ca}` : ''}`,
  { mode: 0o600 },
);
process.stdout.write(
  `${JSON.stringify({
    ready: true,
    powerBi: powerBi.origin,
    microsoftCloud: microsoft.origin,
    microsoftCloudControlKey: microsoft.controlKey,
    zammad: zammad ? { origin: zammad.origin, controlKey: zammad.controlKey } : null,
    halopsa: halo ? { origin: halo.origin, controlKey: halo.controlKey } : null,
    portalEnv: {
      ...powerBi.portalEnv,
      ...portalEnvOf(microsoft.origin),
      ...zammad?.portalEnv,
      ...halo?.portalEnv,
      NODE_EXTRA_CA_CERTS: caFile,
    },
  })}\n`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    rmSync(caDir, { recursive: true, force: true });
    void Promise.all([powerBi.close(), microsoft.close(), zammad?.close(), halo?.close()]).finally(() =>
      process.exit(0),
    );
  });
}
