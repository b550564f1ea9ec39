import { defineServerPlugin, ServiceRequestIntakePoint, type ServerPlugin } from '../../../server/plugin-api';
import { ServiceRequestsData } from '../contract';
import { seedServiceRequests } from './demo-seed';
import { serviceRequestIntake } from './intake';
import { migrations } from './migrations';
import { serviceRequestRoutes } from './routes';
import { connectServiceDesk, type ConnectedDesk } from './connected-desk';
import { deliveriesAdminRoutes } from './deliveries-admin';
import { ServiceDesk } from './service-desk';
import { ZammadConnector, type FetchLike } from './zammad/zammad-connector';
import { readZammadSettings, ZAMMAD_CONNECTOR } from './zammad/zammad-settings';
import { zammadWebhookRoute } from './zammad/zammad-webhook';
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
  /** The fetch the Zammad connector calls with (tests trust their emulator's certificate through it). */
  fetch?: FetchLike;
  /** How often the delivery queue looks for due items (tests shorten it). */
  deliveryEveryMs?: number;
  /** The delivery queue's clock (tests move it past a retry's backoff). */
  now?: () => number;
  /** Hands out the connected desk once it runs (tests watch its queue). */
  onConnected?: (desk: ConnectedDesk) => void;
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
    // opens that customer's rows through data.forCustomer (granted by default). The directory tells which
    // customers have the file storage for the files agents attach, and names the customers in the administration.
    capabilities: ['crossCustomerData', 'customerDirectory'],
    actionTypes: ['service-requests'],
    actionDataSchemas: { 'service-requests': ServiceRequestsData },
    migrations,
    seed: seedServiceRequests,
    productionProblems: (processEnv) => {
      const zammad = readZammadSettings(options.env ?? processEnv);
      return zammad.state === 'invalid' ? [zammad.problem] : [];
    },
    routes(api) {
      const zammad = readZammadSettings(env);
      // A half-configured connection disables the plugin with the problem as its reason (production refuses to start).
      if (zammad.state === 'invalid') throw new Error(zammad.problem);
      const settings = readServiceRequestSettings(env, { ...connectors, [ZAMMAD_CONNECTOR]: connectors.reference! });
      let tickets;
      let connectedDesk: ConnectedDesk | null = null;
      if (zammad.state === 'configured') {
        const connected = connectServiceDesk(api, new ZammadConnector(zammad.settings, options.fetch), {
          pollMs: zammad.settings.pollMs,
          deliveryEveryMs: options.deliveryEveryMs,
          now: options.now,
        });
        zammadWebhookRoute(api, zammad.settings.webhookSecret, connected.sync);
        options.onConnected?.(connected);
        connectedDesk = connected;
        tickets = connected.tickets;
      } else {
        tickets = connectors[settings.connector]!({ data: api.crossCustomerData(), env });
      }
      const desk = new ServiceDesk(api, tickets, settings.connector === REFERENCE_CONNECTOR);
      serviceRequestRoutes(api, desk, tickets, settings.providerToken);
      deliveriesAdminRoutes(api, connectedDesk, options.now);
      api.implement(ServiceRequestIntakePoint, serviceRequestIntake(desk, tickets));
    },
  });
}

export default serviceRequestsServerPlugin();
