import * as z from 'zod/mini';
import { HEX_COLOUR } from './brand-colours';
import { lenient, listOf, normalized } from './common';

export const ENVIRONMENT_TYPES = ['development', 'test', 'acceptance', 'production'] as const;
export type EnvironmentType = (typeof ENVIRONMENT_TYPES)[number];

/** The environment type in any letter case ("Development" from a .NET backend is "development"). */
const EnvironmentTypeName = normalized(
  z.string().check(z.regex(new RegExp(`^\\s*(${ENVIRONMENT_TYPES.join('|')})\\s*$`, 'i'))),
  (value) => value.trim().toLowerCase() as EnvironmentType,
  z.enum(ENVIRONMENT_TYPES),
);

/**
 * GET /app/publicsettings (no session needed). The spec's fields plus:
 * - plugins: when present, the action-type plugins this deployment enables (AND-ed with the build list);
 * - environmentType: drives the report viewer's environment banner;
 * - analyticsFrames: in a demo, the origin that serves the analytics embed frames (ANALYTICS_FRAME_ORIGIN), else null;
 * - primaryColor, headerColor: the customer's brand colours (#rrggbb); anything else, or absent, is null, and
 *   the theme's own colours stay;
 * - accessibilityContact: where readers report an accessibility problem (ACCESSIBILITY_CONTACT), else null.
 */
export const PublicSettings = z.object({
  logoUrl: lenient(z.nullable(z.string()), null),
  customStylesheet: lenient(z.nullable(z.string()), null),
  instrumentationKey: lenient(z.nullable(z.string()), null),
  theme: lenient(z.nullable(z.string()), null),
  applicationName: lenient(z.string(), 'Customer portal'),
  staticHost: lenient(z.nullable(z.string()), null),
  plugins: lenient(z.nullable(listOf(z.string(), z.string())), null),
  environmentType: lenient(z.nullable(EnvironmentTypeName), null),
  analyticsFrames: lenient(z.nullable(z.object({ origin: z.string() })), null),
  primaryColor: lenient(z.nullable(z.string().check(z.regex(HEX_COLOUR))), null),
  headerColor: lenient(z.nullable(z.string().check(z.regex(HEX_COLOUR))), null),
  accessibilityContact: lenient(z.nullable(z.string()), null),
});
export type PublicSettings = z.infer<typeof PublicSettings>;

export const THEMES = ['theme1', 'theme2', 'theme-dark'] as const;
export const DEFAULT_THEME = 'theme1';
