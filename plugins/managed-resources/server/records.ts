import type { RecordTypeDeclaration } from '../../../server/plugin-api';

/**
 * The resource types the provider maintains itself (source 'manual'), beside those the Microsoft inventory sync
 * writes (source 'azure'): the administration and its import see and change only the manual ones, the sync only
 * its own, and the customer's list shows both side by side, each with where it comes from. The resources' names
 * stay with the provider's systems for now (not part of the record).
 */
export const resourceRecords: RecordTypeDeclaration = {
  type: 'resources',
  label: { en: 'Resource inventory', nl: 'Resource-inventaris' },
  table: 'managed_resource_groups',
  providerIdColumn: 'provider_id',
  rowsWhere: { source: 'manual' },
  orderBy: ['resource_type'],
  fields: [
    {
      name: 'resourceType',
      column: 'resource_type',
      label: { en: 'Resource type', nl: 'Soort resource' },
      kind: 'text',
      required: true,
      maxLength: 200,
    },
    {
      name: 'resourceCount',
      column: 'resource_count',
      label: { en: 'Resource count', nl: 'Aantal resources' },
      kind: 'integer',
      min: 0,
      required: true,
    },
    {
      name: 'lastCheckDate',
      column: 'last_check_date',
      label: { en: 'Last check', nl: 'Laatste controle' },
      kind: 'dateTime',
    },
  ],
};
