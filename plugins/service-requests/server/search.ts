import type { SearchProviderDeclaration, Where } from '../../../server/plugin-api';
import { detailPagePath } from '../contract';
import { supportCallerOf } from './access';

/** Service requests by number (the portal's or the ticket system's) or by words of the subject. */
export const serviceRequestSearch: SearchProviderDeclaration = {
  kind: 'service-request',
  label: { en: 'Service requests', nl: 'Serviceverzoeken' },
  actionType: 'service-requests',
  table: 'service_requests',
  columns: ['number', 'external_number', 'name'],
  select: ['number', 'name', 'status'],
  orderBy: ['updated_at DESC'],
  // The list's rule: one's own requests, or every request of the customer with the all-requests right.
  readableRows: (user): Where => {
    const caller = supportCallerOf(user);
    return caller.canSeeAll ? {} : { user_id: caller.user.userId };
  },
  hit: (row) => ({ id: String(row.number), title: String(row.name), subtitle: String(row.number) }),
  // A request has a page of its own: the hit opens its conversation.
  route: detailPagePath,
};
