import { defineServerPlugin, ServiceRequestIntakePoint, type ServerPlugin } from '../../../server/plugin-api';
import { ServiceRequestsData } from '../contract';
import { seedServiceRequests } from './demo-seed';
import { serviceRequestIntake } from './intake';
import { migrations } from './migrations';
import { serviceRequestRoutes } from './routes';
import { ServiceDesk } from './service-desk';
import { BUILT_IN_CONNECTORS, readServiceRequestSettings, REFERENCE_CONNECTOR, type TicketSystemFactory } from './settings';

export interface ServiceRequestsPluginOptions {
  /** Where the settings are read from (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** A provider's own connectors by name, picked with SERVICE_REQUESTS_CONNECTOR (README). */
  connectors?: Readonly<Record<string, TicketSystemFactory>>;
}

/**
 * Service requests (support tickets): the new-request wizard, the customer's list, a request's conversation,
 * replies with attachments (through the files capability), a rating once closed, and the intake other
 * capabilities file requests through. The requests live in the configured ticket system.
 */
export function serviceRequestsServerPlugin(options: ServiceRequestsPluginOptions = {}): ServerPlugin {
  const env = options.env ?? process.env;
  const connectors = { ...BUILT_IN_CONNECTORS, ...options.connectors };
  return defineServerPlugin({
    id: 'service-requests',
    // Transitional: still reads its tables through the raw handle (docs/plugins.md "Server side").
    capabilities: ['rawDatabase'],
    actionTypes: ['service-requests'],
    actionDataSchemas: { 'service-requests': ServiceRequestsData },
    migrations,
    seed: seedServiceRequests,
    routes(api) {
      const settings = readServiceRequestSettings(env, connectors);
      const tickets = connectors[settings.connector]!({ db: api.db, env });
      const desk = new ServiceDesk(api, tickets, settings.connector === REFERENCE_CONNECTOR);
      serviceRequestRoutes(api, desk, tickets, settings.providerToken);
      api.implement(ServiceRequestIntakePoint, serviceRequestIntake(api, desk, tickets));
    },
  });
}

export default serviceRequestsServerPlugin();
