import type { ServerConfig } from '../features/types';
import { DEMO_TOKEN_LIFETIME_MS, TOKEN_LIFETIME_MS, mintEmulatorToken } from './tokens';

/**
 * The analytics emulator as plugins see it: the server runs its frame pages in demo mode, and a plugin that
 * embeds analytics content mints tokens the frame accepts.
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
  /** A signed token for one embedded item; short-lived in demo mode so that refreshing shows within minutes. */
  mintToken(config: ServerConfig, resource: string, actionId: number): { token: string; expiration: string } {
    return mintEmulatorToken(config.secret, resource, actionId, config.demoMode ? DEMO_TOKEN_LIFETIME_MS : TOKEN_LIFETIME_MS);
  },
};
