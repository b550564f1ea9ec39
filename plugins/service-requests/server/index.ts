import { defineServerPlugin, ServiceRequestIntakePoint, type ServerPlugin } from '../../../server/plugin-api';
import { ServiceRequestsData } from '../contract';
import { ServiceCatalogueData } from '../contract-catalogue';
import { CatalogueDesk } from './catalogue/catalogue-desk';
import { CatalogueForms } from './catalogue/catalogue-forms';
import { catalogueSignOff } from './catalogue/catalogue-sign-off';
import { catalogueRoutes } from './catalogue/catalogue-routes';
import { seedServiceRequests } from './demo-seed';
import { serviceRequestIntake } from './intake';
import { migrations } from './migrations';
import { serviceRequestRoutes } from './routes';
import { connectServiceDesk, type ConnectedDesk } from './connected-desk';
import { deliveriesAdminRoutes } from './deliveries-admin';
import { ServiceDesk } from './service-desk';
import type { FetchLike } from './connector-http';
import { CONNECTED_SYSTEMS, connectionProblems, type Connection } from './connected-systems';
import {
  BUILT_IN_CONNECTORS,
  readServiceRequestSettings,
  REFERENCE_CONNECTOR,
  type TicketSystemFactory,
} from './settings';
import { serviceRequestSearch } from './search';

export interface ServiceRequestsPluginOptions {
  /** Where the settings are read from (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** A provider's own connectors by name, picked with SERVICE_REQUESTS_CONNECTOR (README). */
  connectors?: Readonly<Record<string, TicketSystemFactory>>;
  /** The fetch a connected system's connector calls with (tests trust their emulator's certificate through it). */
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
    // opens that customer's rows through data.forCustomer (granted by default). The directory tells which customers
    // have the file storage for the files agents attach and names the customers in the administration; the catalogue
    // lists a customer's people for its person fields, and the designer the customers to show a form to.
    capabilities: ['crossCustomerData', 'customerDirectory'],
    actionTypes: ['service-requests', 'service-catalogue'],
    actionDataSchemas: { 'service-requests': ServiceRequestsData, 'service-catalogue': ServiceCatalogueData },
    migrations,
    seed: seedServiceRequests,
    productionProblems: (processEnv) => connectionProblems(options.env ?? processEnv),
    routes(api) {
      // A half-configured connection disables the plugin with the problem as its reason (production refuses to start).
      const [problem] = connectionProblems(env);
      if (problem) throw new Error(problem);
      const builtIn = Object.fromEntries(CONNECTED_SYSTEMS.map((system) => [system.name, connectors.reference!]));
      const settings = readServiceRequestSettings(env, { ...connectors, ...builtIn });
      const chosen = CONNECTED_SYSTEMS.find((system) => system.name === settings.connector)?.read(env);
      let tickets;
      let connectedDesk: ConnectedDesk | null = null;
      if (chosen?.state === 'configured') {
        const connection: Connection = chosen.settings;
        const connected = connectServiceDesk(api, connection.connector(options.fetch), {
          pollMs: connection.pollMs,
          deliveryEveryMs: options.deliveryEveryMs,
          now: options.now,
        });
        connection.webhook(api, connected.sync);
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
      api.search(serviceRequestSearch);
      const forms = new CatalogueForms(api.crossCustomerData());
      const catalogue: CatalogueDesk = new CatalogueDesk(
        api,
        forms,
        desk,
        tickets,
        catalogueSignOff(api, () => catalogue),
      );
      catalogueRoutes(api, forms, catalogue);
    },
  });
}

export default serviceRequestsServerPlugin();
