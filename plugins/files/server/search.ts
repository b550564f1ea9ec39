import type { SearchProviderDeclaration } from '../../../server/plugin-api';
import { OWN_FILES } from './file-archive';

/** The customer's own files ("my files", not other capabilities' stored files) by title or file name. */
export const fileSearch: SearchProviderDeclaration = {
  kind: 'file',
  label: { en: 'Files', nl: 'Bestanden' },
  actionType: 'files',
  table: 'files',
  columns: ['title', 'file_name'],
  select: ['id', 'title', 'file_name'],
  orderBy: ['uploaded_at DESC', 'id'],
  readableRows: (user) => (user.activeCustomerId ? { owner: OWN_FILES } : null),
  hit: (row) => ({ id: String(row.id), title: String(row.title), subtitle: String(row.file_name) }),
};
