import { EMBED_TYPES, type EmbedType } from '../contract';

/** A non-empty trimmed string from the stored action data, else null. */
export const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/** The stored embed type; anything unknown embeds as a report, as the viewer does. */
export function embedTypeOf(data: Record<string, unknown>): EmbedType {
  return (EMBED_TYPES as readonly unknown[]).includes(data.embedType) ? (data.embedType as EmbedType) : 'report';
}
