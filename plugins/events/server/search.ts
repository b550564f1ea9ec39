import type { SearchProviderDeclaration } from '../../../server/plugin-api';

/** Events by title or detail, newest first. */
export const eventSearch: SearchProviderDeclaration = {
  kind: 'event',
  label: { en: 'Events', nl: 'Gebeurtenissen' },
  actionType: 'events',
  table: 'events',
  columns: ['title', 'detail'],
  select: ['id', 'title', 'occurred_at'],
  orderBy: ['occurred_at DESC', 'id DESC'],
  readableRows: (user) => (user.activeCustomerId ? {} : null),
  hit: (row) => ({ id: String(row.id), title: String(row.title), subtitle: String(row.occurred_at).slice(0, 10) }),
};
