import { defineServerPlugin } from '../../../server/plugin-api';
import { EventsData } from '../contract';
import { seedEvents } from './demo-seed';
import { migrations } from './migrations';
import { eventRecords } from './records';
import { eventRoutes } from './routes';
import { eventSearch } from './search';

/**
 * The active customer's events list (maintenance, incidents, changes, backups, security alerts). The provider's
 * systems push new events; each also reaches the customer's users in the notification tray.
 */
export default defineServerPlugin({
  id: 'events',
  actionTypes: ['events'],
  actionDataSchemas: { events: EventsData },
  migrations,
  seed: seedEvents,
  routes(api) {
    eventRoutes(api);
    api.records(eventRecords);
    api.search(eventSearch);
  },
});
