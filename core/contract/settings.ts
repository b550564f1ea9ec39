import * as z from 'zod/mini';
import { lenient } from './common';

export const ENVIRONMENT_TYPES = ['development', 'test', 'acceptance', 'production'] as const;
export type EnvironmentType = (typeof ENVIRONMENT_TYPES)[number];

/**
 * GET /app/publicsettings (no session needed). The spec's fields plus:
 * - plugins: when present, the action-type plugins this deployment enables (AND-ed with the build list);
 * - environmentType: drives the report viewer's environment banner;
 * - analyticsEmulator: when the server hosts the offline analytics emulator, its frame origin.
 */
export const PublicSettings = z.object({
  logoUrl: lenient(z.nullable(z.string()), null),
  customStylesheet: lenient(z.nullable(z.string()), null),
  instrumentationKey: lenient(z.nullable(z.string()), null),
  theme: lenient(z.nullable(z.string()), null),
  applicationName: lenient(z.string(), 'Customer portal'),
  staticHost: lenient(z.nullable(z.string()), null),
  plugins: lenient(z.nullable(z.array(z.string())), null),
  environmentType: lenient(z.nullable(z.enum(ENVIRONMENT_TYPES)), null),
  analyticsEmulator: lenient(z.nullable(z.object({ origin: z.string() })), null),
});
export type PublicSettings = z.infer<typeof PublicSettings>;

export const THEMES = ['theme1', 'theme2', 'theme-dark'] as const;
export const DEFAULT_THEME = 'theme1';
