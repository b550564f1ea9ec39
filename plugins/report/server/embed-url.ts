import { EMBED_TYPES, type EmbedType } from '../contract';

/** The demo workspace the genuine-looking embed URLs name when an action gives no group. */
export const DEMO_GROUP_ID = 'f0e1d2c3-b4a5-4697-8899-aabbccddeeff';
const EMBED_HOST = 'https://app.powerbi.com';

/** A non-empty trimmed string from the stored action data, else null. */
export const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The stored embed type; anything unknown embeds as a report, as the viewer does. */
export function embedTypeOf(data: Record<string, unknown>): EmbedType {
  return (EMBED_TYPES as readonly unknown[]).includes(data.embedType) ? (data.embedType as EmbedType) : 'report';
}

/** The embed URL Power BI's REST API would give for the item: reportEmbed, dashboardEmbed or embed (tiles). */
export function embedUrlFor(data: Record<string, unknown>): string {
  const id = encodeURIComponent(text(data.embedId) ?? '');
  const group = encodeURIComponent(text(data.groupId) ?? DEMO_GROUP_ID);
  switch (embedTypeOf(data)) {
    case 'dashboard':
      return `${EMBED_HOST}/dashboardEmbed?dashboardId=${id}&groupId=${group}`;
    case 'tile':
      return `${EMBED_HOST}/embed?dashboardId=${encodeURIComponent(text(data.dashboardId) ?? '')}&tileId=${id}&groupId=${group}`;
    default:
      return `${EMBED_HOST}/reportEmbed?reportId=${id}&groupId=${group}`;
  }
}
