import type { ServerConfig } from '../features/types';
import { EMULATOR_WORKSPACES } from './catalog';
import { emulatorFetch } from './loopback';
import { demoCredentials, emulatorState } from './state';

/**
 * The analytics emulator as plugins see it: in demo mode the server runs its frame pages and plays
 * Microsoft Entra ID's token endpoint and the Power BI REST API under /emulator, so a plugin that embeds
 * analytics content runs its production code path against it.
 */
export const analyticsEmulator = {
  /**
   * Whether the SPA reaches the emulator through its demo adapter (an ordinary browser in `npm start`).
   * ANALYTICS_EMULATOR_ADAPTER=off keeps the genuine embed path, for browser tests that serve the emulator
   * at https://app.powerbi.com themselves.
   */
  adapterEnabled(config: ServerConfig, env: NodeJS.ProcessEnv = process.env): boolean {
    return config.demoMode && !/^(0|false|no|off)$/i.test(env.ANALYTICS_EMULATOR_ADAPTER?.trim() ?? '');
  },
  /** The demo app registration the emulator's token endpoint accepts (tenant, client id, secret). */
  demoCredentials,
  /** The demo workspaces, one per demo customer. */
  workspaces: EMULATOR_WORKSPACES,
  /** A fetch that reaches this app's emulator in process (see loopback.ts), or null when it serves none. */
  fetch: emulatorFetch,
  /** The calls the emulator answered (token endpoint, metadata, GenerateToken), for tests. */
  calls: (config: ServerConfig) => emulatorState(config).calls,
};
