import { createHmac } from 'node:crypto';

/** The calls the emulator's token endpoint and REST API answered, for tests ("no GenerateToken was made"). */
export interface EmulatorCalls {
  /** Token endpoint requests (client credentials), answered or refused. */
  tokenRequests: number;
  /** Metadata reads: reports, dashboards, tiles. */
  metadataRequests: number;
  /** GenerateToken requests (V2 and the dashboard/tile ones), answered or refused. */
  generateTokenRequests: number;
  /**
   * The last 100 bodies GenerateToken received, oldest first, with the path they came to and who asked: the app
   * (client id of the bearer token; null without a valid one) and the profile it acted as (null: the app itself).
   */
  generateTokenBodies: { path: string; body: unknown; clientId: string | null; profileId: string | null }[];
}

/** What one emulator is started with. */
export interface EmulatorConfig {
  /** Signs its app tokens and embed tokens, and derives the demo app's client secret. */
  secret: string;
}

interface EmulatorState {
  calls: EmulatorCalls;
  /** The apps whose client secret has expired (tests). */
  expiredSecrets: Set<string>;
}

const states = new WeakMap<EmulatorConfig, EmulatorState>();

/** The state of one emulator (keyed by its config object, one per emulator). */
export function emulatorState(config: EmulatorConfig): EmulatorState {
  let state = states.get(config);
  if (!state) {
    state = {
      calls: { tokenRequests: 0, metadataRequests: 0, generateTokenRequests: 0, generateTokenBodies: [] },
      expiredSecrets: new Set(),
    };
    states.set(config, state);
  }
  return state;
}

/** The demo app registration the emulator's token endpoint accepts; the secret is derived from the emulator's secret. */
export interface DemoCredentials {
  tenantId: string;
  clientId: string;
  clientSecret: string;
}

export const DEMO_TENANT_ID = '00000000-0000-4000-8000-00000000d3e0';
export const DEMO_CLIENT_ID = '00000000-0000-4000-8000-0000000c1e47';

export function demoCredentials(config: EmulatorConfig): DemoCredentials {
  const clientSecret = createHmac('sha256', `analytics-emulator-client:${config.secret}`)
    .update(DEMO_CLIENT_ID)
    .digest('base64url');
  return { tenantId: DEMO_TENANT_ID, clientId: DEMO_CLIENT_ID, clientSecret };
}
