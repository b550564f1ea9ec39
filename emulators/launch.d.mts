/** The emulators' process as emulators/launch.mjs starts it. */
export interface LaunchedEmulators {
  /**
   * The variables the portal's server is started with to use them (POWERBI_*, ANALYTICS_FRAME_ORIGIN, MICROSOFT_*,
   * NODE_EXTRA_CA_CERTS: a file with the Microsoft cloud emulator's certificate beside those trusted before).
   */
  portalEnv: Record<string, string>;
  /** The Power BI emulator's origin. */
  powerBi: string;
  /** The Microsoft cloud emulator: its https origin and the key of its control routes (/_emulator/calls, faults). */
  microsoftCloud: { origin: string; controlKey: string };
  /** The Zammad emulator (a demo with SERVICE_REQUESTS_CONNECTOR=zammad and no ZAMMAD_URL), else null. */
  zammad: { origin: string; controlKey: string } | null;
  /** The HaloPSA emulator (a demo with SERVICE_REQUESTS_CONNECTOR=halopsa and no HALOPSA_URL), else null. */
  halopsa: { origin: string; controlKey: string } | null;
  stop(): Promise<void>;
}

export const EMULATORS_ENTRY: string;

/** Whether a server started with `env` gets the emulators (a demo that does not name both real services). */
export function wantsEmulators(env: NodeJS.ProcessEnv): boolean;

/** The emulators' settings without those of a service `env` configures itself. */
export function emulatorEnvFor(env: NodeJS.ProcessEnv, portalEnv: Record<string, string>): Record<string, string>;

export function launchEmulators(options?: { env?: NodeJS.ProcessEnv; timeoutMs?: number }): Promise<LaunchedEmulators>;
