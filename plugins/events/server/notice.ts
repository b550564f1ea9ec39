import type { CustomerNotice } from '../../../server/plugin-api';
import type { EventType, PortalEvent } from '../contract';

/** The kind of event in both languages (the same words as the browser's locale files). */
const TYPE_NAMES: Record<EventType, { en: string; nl: string }> = {
  maintenance: { en: 'Maintenance', nl: 'Onderhoud' },
  incident: { en: 'Incident', nl: 'Storing' },
  change: { en: 'Change', nl: 'Wijziging' },
  backup: { en: 'Backup', nl: 'Back-up' },
  security: { en: 'Security alert', nl: 'Beveiligingsmelding' },
  information: { en: 'Information', nl: 'Informatie' },
};

/** What the customer's users read in the tray about a new event: its kind as the title, its own title as the text. */
export function noticeOf(customerId: string, event: PortalEvent & { type: EventType }): CustomerNotice {
  const kind = TYPE_NAMES[event.type];
  return {
    customerId,
    title: { en: `New event: ${kind.en}`, nl: `Nieuwe gebeurtenis: ${kind.nl}` },
    text: { en: event.title, nl: event.title },
  };
}
