/**
 * The Power BI emulator for tests of plugins that embed analytics content: started beside the portal the way
 * `npm start` does, with the portal pointed at it through the same POWERBI_* settings a deployment sets; and
 * reading the tokens it mints (what they name, how long they live).
 */
import { startPowerBiEmulator, type PowerBiEmulator } from '../../../emulators/powerbi/server';
import { setProcessEnv } from './process-env';

export { DEMO_TOKEN_LIFETIME_MS, TOKEN_LIFETIME_MS, verifyEmulatorToken } from '../../../emulators/powerbi/tokens';
export type { EmulatorTokenPayload } from '../../../emulators/powerbi/tokens';
export type { PowerBiEmulator };
export { startPowerBiEmulator };

/**
 * Starts a Power BI emulator before this file's tests (`{ each: true }`: before each test, so its call counts
 * start at zero) and sets POWERBI_* to it (not the demo's POWERBI_DEMO_*: every demo customer stays on the shared
 * app unless a test says otherwise), restored and stopped after; answers a getter for the running
 * emulator (its secret verifies the tokens it mints; it counts the calls it answered).
 */
export function withPowerBiEmulator(options: { each?: boolean } = {}): () => PowerBiEmulator {
  let emulator: PowerBiEmulator | null = null;
  let restoreEnv = () => {};
  const [before, after] = options.each ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    emulator = await startPowerBiEmulator();
    restoreEnv = setProcessEnv(
      Object.fromEntries(
        Object.entries(emulator.portalEnv).filter(
          ([name]) => name.startsWith('POWERBI_') && !name.startsWith('POWERBI_DEMO_'),
        ),
      ),
    );
  });
  after(async () => {
    restoreEnv();
    await emulator?.close();
  });
  return () => {
    if (!emulator) throw new Error('withPowerBiEmulator: the emulator starts in beforeAll');
    return emulator;
  };
}
