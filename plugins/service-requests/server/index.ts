import { defineServerPlugin, ServiceRequestIntakePoint, type ServerPlugin } from '../../../server/plugin-api';
import { ServiceRequestsData } from '../contract';
import { seedServiceRequests } from './demo-seed';
import { serviceRequestIntake } from './intake';
import { migrations } from './migrations';
import { serviceRequestRoutes } from './routes';
import { ServiceDesk } from './service-desk';
import {
  BUILT_IN_CONNECTORS,
  readServiceRequestSettings,
  REFERENCE_CONNECTOR,
  type TicketSystemFactory,
} from './settings';

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
    // A connector's calls name the customer (and the provider's events route names it by request): each call
    // opens that customer's rows through data.forCustomer (granted by default).
    capabilities: ['crossCustomerData'],
    actionTypes: ['service-requests'],
    actionDataSchemas: { 'service-requests': ServiceRequestsData },
    migrations,
    seed: seedServiceRequests,
    routes(api) {
      const settings = readServiceRequestSettings(env, connectors);
      const tickets = connectors[settings.connector]!({ data: api.crossCustomerData(), env });
      const desk = new ServiceDesk(api, tickets, settings.connector === REFERENCE_CONNECTOR);
      serviceRequestRoutes(api, desk, tickets, settings.providerToken);
      api.implement(ServiceRequestIntakePoint, serviceRequestIntake(desk, tickets));
    },
  });
}

export default serviceRequestsServerPlugin();
