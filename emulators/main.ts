// The emulators' process (built into dist-emulators/main.mjs): starts the Power BI emulator on its own listener
// and writes one JSON line to stdout, { "ready": true, "portalEnv": {...} }: the variables the portal's server is
// started with to use it, the same ones a production deployment sets for the real service. emulators/launch.mjs
// starts this process for `npm start` and the tests. Stops on SIGTERM or SIGINT.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPowerBiEmulator } from './powerbi/server';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.POWERBI_EMULATOR_PORT?.trim() || 0);

const powerBi = await startPowerBiEmulator({
  host: process.env.EMULATOR_HOST?.trim() || '127.0.0.1',
  port: Number.isInteger(port) && port >= 0 && port < 65536 ? port : 0,
  publicOrigin: process.env.POWERBI_EMULATOR_ORIGIN?.trim() || undefined,
  frameScript: path.join(here, 'powerbi', 'frame.js'),
});
process.stdout.write(`${JSON.stringify({ ready: true, powerBi: powerBi.origin, portalEnv: powerBi.portalEnv })}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void powerBi.close().finally(() => process.exit(0));
  });
}
