import { type ServerPluginApi, type ServiceRequestIntake } from '../../../server/plugin-api';
import { findUser } from '../../../server/plugin-api/raw-database';
import type { ServiceDesk } from './service-desk';
import type { TicketSystem } from './ticket-system';

/**
 * ServiceRequestIntakePoint: another capability (the licences' "quantity too high") files a request that then
 * appears in the customer's list. The caller's contact data comes from their account.
 */
export function serviceRequestIntake(api: ServerPluginApi, desk: ServiceDesk, tickets: TicketSystem): ServiceRequestIntake {
  return {
    async file(draft) {
      const row = findUser(api.db, draft.user.userId);
      const name = row ? `${row.first_name} ${row.last_name}`.trim() : '';
      const phone = await tickets.lastPhoneOf(draft.customerId, draft.user.userId);
      return desk.file(draft.customerId, draft.user, {
        category: draft.category,
        name: draft.name,
        description: draft.description,
        caller: { name: name || draft.user.userName, email: row?.email ?? draft.user.userName, phone },
      }, draft.source, null);
    },
  };
}
