import type { ServiceRequestIntake } from '../../../server/plugin-api';
import type { ServiceDesk } from './service-desk';
import type { TicketSystem } from './ticket-system';

/**
 * ServiceRequestIntakePoint: another capability (the licences' "quantity too high") files a request that then
 * appears in the customer's list. The caller's contact data comes from their account.
 */
export function serviceRequestIntake(desk: ServiceDesk, tickets: TicketSystem): ServiceRequestIntake {
  return {
    async file(draft) {
      const account = desk.account(draft.user);
      const phone = await tickets.lastPhoneOf(draft.customerId, draft.user.userId);
      return desk.file(
        draft.customerId,
        draft.user,
        {
          category: draft.category,
          name: draft.name,
          description: draft.description,
          caller: { ...account, phone },
        },
        draft.source,
        null,
      );
    },
  };
}
