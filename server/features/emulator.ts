import { registerEmulatorRoutes } from '../emulator/routes';
import type { ServerFeature } from './types';

/** The analytics emulator's frame pages, served in demo mode only (production embeds the real service). */
export const emulatorFeature: ServerFeature = {
  name: 'analytics-emulator',
  async routes(app, deps) {
    if (deps.config.demoMode) await registerEmulatorRoutes(app);
  },
};
