import { FileStoragePoint, TicketSlaSourcePoint, type ServerPluginApi } from '../../../server/plugin-api';
import { ConnectedTicketSystem } from './connected-ticket-system';
import { DeliveryQueue } from './delivery-queue';
import { RemoteAttachmentIntake, type StorageOf } from './remote-attachments';
import { ServiceDeskSync } from './service-desk-sync';
import { ticketSlaSource } from './sla-source';
import type { ServiceDeskConnector } from './service-desk-connector';

/** How often the queue looks for due items besides right after filing (a retry's backoff decides when it is due). */
export const DEFAULT_DELIVERY_EVERY_MS = 10_000;

export interface ConnectedDesk {
  /** The connected system's name as people write it (e.g. 'Zammad'). */
  connector: string;
  tickets: ConnectedTicketSystem;
  queue: DeliveryQueue;
  sync: ServiceDeskSync;
}

/**
 * The portal's tables in front of a connected ticket system, with the delivery queue (run right after something
 * is queued and on a schedule, so items left by a restart or an outage go out later) and the polling fallback.
 */
export function connectServiceDesk(
  api: ServerPluginApi,
  connector: ServiceDeskConnector,
  timing: { pollMs: number; deliveryEveryMs?: number; now?: () => number },
): ConnectedDesk {
  const data = api.crossCustomerData();
  const deliverSoon = () =>
    setImmediate(() => {
      if (api.running) void queue.run().catch(() => undefined);
    });
  const now = timing.now ?? Date.now;
  const tickets = new ConnectedTicketSystem(data, deliverSoon, () => new Date(now()));
  const queue = new DeliveryQueue(data, tickets, connector, now);
  const sync = new ServiceDeskSync(
    data,
    tickets,
    connector,
    now,
    new RemoteAttachmentIntake(connector, storageOf(api)),
  );
  const name = connector.displayName ?? connector.name;
  api.implement(TicketSlaSourcePoint, ticketSlaSource(data, name));
  api.schedule({
    name: 'service-desk-delivery',
    everyMs: timing.deliveryEveryMs ?? DEFAULT_DELIVERY_EVERY_MS,
    run: async () => {
      await queue.run();
    },
  });
  api.schedule({
    name: 'service-desk-poll',
    everyMs: timing.pollMs,
    run: async () => {
      await sync.poll();
    },
  });
  return { connector: name, tickets, queue, sync };
}

/** The file storage as it runs for the customer (its plugin list decides), or null (off, or the directory not granted). */
const storageOf =
  (api: ServerPluginApi): StorageOf =>
  (customerId) => {
    let customer;
    try {
      customer = api.customerDirectory().customers([customerId])[0];
    } catch {
      return null;
    }
    return customer ? api.use(FileStoragePoint, { customerPlugins: customer.plugins }) : null;
  };
