import { ApiPaths, DEFAULT_THEME, PublicSettings } from '../../core/contract';
import { findCustomer } from '../data/users';
import { analyticsEmulator } from '../emulator/public';
import type { RequestUser, ServerDeps, ServerFeature } from './types';

export const APPLICATION_NAME = 'Service Portal';
export const STATIC_HOST = '/static';

/** Branding of the active customer when signed in, deployment defaults otherwise. */
export function publicSettingsFor(user: RequestUser | null, deps: ServerDeps): PublicSettings {
  const customer = user?.activeCustomerId ? findCustomer(deps.db, user.activeCustomerId) : null;
  const settings: PublicSettings = {
    logoUrl: customer?.logo_url ?? `${STATIC_HOST}/logo.svg`,
    customStylesheet: customer?.custom_stylesheet ?? null,
    instrumentationKey: null,
    theme: customer?.theme ?? DEFAULT_THEME,
    applicationName: APPLICATION_NAME,
    staticHost: STATIC_HOST,
    plugins: deps.config.enabledPlugins,
    environmentType: deps.config.environmentType,
    analyticsEmulator: analyticsEmulator.adapterEnabled(deps.config) ? { origin: deps.config.publicOrigin } : null,
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
      handler: ({ user, reply }) => {
        reply.header('Cache-Control', 'no-store');
        return publicSettingsFor(user, deps);
      },
    });
  },
};
