/** The emulators' process as emulators/launch.mjs starts it. */
export interface LaunchedEmulators {
  /** The variables the portal's server is started with to use them (POWERBI_*, ANALYTICS_FRAME_ORIGIN). */
  portalEnv: Record<string, string>;
  /** The Power BI emulator's origin. */
  powerBi: string;
  stop(): Promise<void>;
}

export const EMULATORS_ENTRY: string;

export function launchEmulators(options?: { env?: NodeJS.ProcessEnv; timeoutMs?: number }): Promise<LaunchedEmulators>;
