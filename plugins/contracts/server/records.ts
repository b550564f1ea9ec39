import type { RecordTypeDeclaration } from '../../../server/plugin-api';

/**
 * Contracts as the provider maintains them in the administration (list, form with the signed PDF, CSV/JSON
 * import and export keyed on the provider's own contract id). A row created there keeps an empty `document`:
 * its PDF lives in the file storage (document_file_id).
 */
export const contractRecords: RecordTypeDeclaration = {
  type: 'contracts',
  label: { en: 'Contracts', nl: 'Contracten' },
  table: 'contracts',
  providerIdColumn: 'provider_id',
  orderBy: ['signed_on DESC', 'id DESC'],
  newRow: () => ({ document: '' }),
  fields: [
    {
      name: 'documentName',
      column: 'document_name',
      label: { en: 'Document name', nl: 'Documentnaam' },
      kind: 'text',
      required: true,
      maxLength: 200,
    },
    {
      name: 'signedOn',
      column: 'signed_on',
      label: { en: 'Signed on', nl: 'Getekend op' },
      kind: 'date',
      required: true,
    },
    {
      name: 'service',
      column: 'service',
      label: { en: 'Service', nl: 'Dienst' },
      kind: 'text',
      required: true,
      maxLength: 200,
    },
    {
      name: 'startDate',
      column: 'start_date',
      label: { en: 'Start date', nl: 'Begindatum' },
      kind: 'date',
      required: true,
      listed: false,
    },
    { name: 'endDate', column: 'end_date', label: { en: 'End date', nl: 'Einddatum' }, kind: 'date' },
    {
      name: 'autoRenews',
      column: 'auto_renews',
      label: { en: 'Renews automatically', nl: 'Verlengt automatisch' },
      kind: 'boolean',
      listed: false,
    },
    {
      name: 'document',
      column: 'document_file_id',
      label: { en: 'Signed document (PDF)', nl: 'Getekend document (pdf)' },
      kind: 'file',
      accept: ['application/pdf'],
    },
  ],
};
