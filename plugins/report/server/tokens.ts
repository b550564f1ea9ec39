import { analyticsEmulator, type ActionResolver, type ServerConfig } from '../../../server/plugin-api';
import type { EmbedTokenRefresh } from '../contract';
import { embedTypeOf, embedUrlFor, text } from './embed-url';

/**
 * An embed token for exactly the item of one action. The server mints it through the analytics emulator
 * (short-lived in demo mode, so that the viewer's refresh shows within minutes; one hour otherwise).
 */
export function embedTokenFor(config: ServerConfig, data: Record<string, unknown>, actionId: number): EmbedTokenRefresh & { expiration: string } {
  const { token, expiration } = analyticsEmulator.mintToken(config, text(data.embedId) ?? '', actionId);
  return { embedToken: token, expiration };
}

/** Completes GET /api/action/{id}/ of a report action: a fresh token, its expiry and the embed URL. */
export const resolveReportAction: ActionResolver = ({ data, actionId, config }) => {
  const { embedToken, expiration } = embedTokenFor(config, data, actionId);
  return {
    ...data,
    embedType: embedTypeOf(data),
    embedUrl: text(data.embedUrl) ?? embedUrlFor(data),
    accessToken: embedToken,
    tokenType: 'Embed',
    expiration,
  };
};
