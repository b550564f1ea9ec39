import type { RecordTypeDeclaration } from '../../../server/plugin-api';
import { MAX_EVENT_DETAIL, MAX_EVENT_TITLE } from '../contract';

/**
 * Events as the provider maintains them in the administration (beside the push of its systems): entered or
 * imported events do not notify the customer's users; a push does.
 */
export const eventRecords: RecordTypeDeclaration = {
  type: 'events',
  label: { en: 'Events', nl: 'Gebeurtenissen' },
  table: 'events',
  providerIdColumn: 'provider_id',
  orderBy: ['occurred_at DESC', 'id DESC'],
  newRow: () => ({ received_at: new Date().toISOString() }),
  fields: [
    {
      name: 'occurredAt',
      column: 'occurred_at',
      label: { en: 'Occurred at', nl: 'Tijdstip' },
      kind: 'dateTime',
      required: true,
    },
    {
      name: 'type',
      column: 'type',
      label: { en: 'Type', nl: 'Soort' },
      kind: 'choice',
      required: true,
      options: [
        { value: 'maintenance', label: { en: 'Maintenance', nl: 'Onderhoud' } },
        { value: 'incident', label: { en: 'Incident', nl: 'Storing' } },
        { value: 'change', label: { en: 'Change', nl: 'Wijziging' } },
        { value: 'backup', label: { en: 'Backup', nl: 'Back-up' } },
        { value: 'security', label: { en: 'Security alert', nl: 'Beveiligingsmelding' } },
        { value: 'information', label: { en: 'Information', nl: 'Informatie' } },
      ],
    },
    {
      name: 'title',
      column: 'title',
      label: { en: 'Title', nl: 'Titel' },
      kind: 'text',
      required: true,
      maxLength: MAX_EVENT_TITLE,
    },
    {
      name: 'detail',
      column: 'detail',
      label: { en: 'Detail', nl: 'Toelichting' },
      kind: 'text',
      maxLength: MAX_EVENT_DETAIL,
      listed: false,
    },
  ],
};
