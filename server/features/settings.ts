import type { FastifyBaseLogger } from 'fastify';
import { ApiPaths, DEFAULT_THEME, isHexColour, PublicSettings } from '../../core/contract';
import { findCustomer, type CustomerRow } from '../data/users';
import { checkedResourceUrl, urlRulesOf } from '../security/configured-url';
import type { RequestUser } from '../data/request-user';
import type { ServerConfig } from '../server-config';
import type { ServerDeps, ServerFeature } from './feature';

export const APPLICATION_NAME = 'Service Portal';
export const STATIC_HOST = '/static';

export { urlRulesOf };

/** A customer's URL setting as the browser may load it, or null (logged) when its scheme is refused. */
function customerUrl(
  value: string | null | undefined,
  setting: string,
  customerId: string,
  config: ServerConfig,
  log?: FastifyBaseLogger,
): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const checked = checkedResourceUrl(value, urlRulesOf(config));
  // The value itself is not logged in full: it may be a long data: URL or carry a script.
  if (checked === null)
    log?.warn(
      { customerId, setting, scheme: value.trim().slice(0, 12) },
      'customer URL refused: not https or a path of the portal',
    );
  return checked;
}

/** The brand colour columns (core-010) beside the spec's branding. */
type BrandedCustomerRow = CustomerRow & { primary_color?: string | null; header_color?: string | null };

const colour = (value: string | null | undefined) => (isHexColour(value) ? value : null);

/** Branding of the active customer when signed in, deployment defaults otherwise. */
export function publicSettingsFor(user: RequestUser | null, deps: ServerDeps, log?: FastifyBaseLogger): PublicSettings {
  const customer = user?.activeCustomerId
    ? (findCustomer(deps.db, user.activeCustomerId) as BrandedCustomerRow | null)
    : null;
  const url = (value: string | null | undefined, setting: string) =>
    customer ? customerUrl(value, setting, customer.id, deps.config, log) : null;
  const settings: PublicSettings = {
    logoUrl: url(customer?.logo_url, 'logo_url') ?? `${STATIC_HOST}/logo.svg`,
    customStylesheet: url(customer?.custom_stylesheet, 'custom_stylesheet'),
    instrumentationKey: null,
    theme: customer?.theme ?? DEFAULT_THEME,
    applicationName: APPLICATION_NAME,
    staticHost: STATIC_HOST,
    plugins: deps.runningPlugins?.() ?? deps.config.enabledPlugins,
    environmentType: deps.config.environmentType,
    analyticsFrames: deps.config.analyticsFrameOrigin ? { origin: deps.config.analyticsFrameOrigin } : null,
    primaryColor: colour(customer?.primary_color),
    headerColor: colour(customer?.header_color),
    accessibilityContact: deps.config.accessibilityContact ?? null,
  };
  for (const feature of deps.features) {
    if (feature.publicSettings) Object.assign(settings, feature.publicSettings(user, deps.config));
  }
  return settings;
}

/** GET /app/publicsettings: no session needed. */
export const settingsFeature: ServerFeature = {
  name: 'settings',
  routes(_app, deps) {
    deps.route({
      method: 'GET',
      url: ApiPaths.publicSettings,
      summary: 'Branding and deployment settings (the active customer when signed in)',
      tags: ['settings'],
      access: 'public',
      response: PublicSettings,
      handler: ({ user, reply, request }) => {
        reply.header('Cache-Control', 'no-store');
        return publicSettingsFor(user, deps, request.log);
      },
    });
  },
};
