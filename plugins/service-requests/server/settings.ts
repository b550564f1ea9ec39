import type { CrossCustomerData } from '../../../server/plugin-api';
import { ReferenceTicketSystem } from './reference-ticket-system';
import type { TicketSystem } from './ticket-system';

/**
 * Builds a ticket system from the environment (a provider's connector reads its own URL and key there); `data`
 * opens one customer's rows of the plugin's tables at a time (the reference connector keeps its tickets there).
 */
export type TicketSystemFactory = (context: { data: CrossCustomerData; env: NodeJS.ProcessEnv }) => TicketSystem;

export const REFERENCE_CONNECTOR = 'reference';

/** The connectors a deployment can pick with SERVICE_REQUESTS_CONNECTOR; a provider adds its own (README). */
export const BUILT_IN_CONNECTORS: Readonly<Record<string, TicketSystemFactory>> = {
  [REFERENCE_CONNECTOR]: ({ data }) => new ReferenceTicketSystem(data),
};

/** A provider token shorter than this is refused: it would be guessable. */
export const MIN_PROVIDER_TOKEN_LENGTH = 24;

export interface ServiceRequestSettings {
  connector: string;
  /** SERVICE_REQUESTS_PROVIDER_TOKEN: the bearer token of the provider's events route; null: the route is off. */
  providerToken: string | null;
}

export function readServiceRequestSettings(
  env: NodeJS.ProcessEnv,
  connectors: Readonly<Record<string, TicketSystemFactory>>,
): ServiceRequestSettings {
  const connector = env.SERVICE_REQUESTS_CONNECTOR?.trim() || REFERENCE_CONNECTOR;
  if (!connectors[connector]) {
    throw new Error(
      `SERVICE_REQUESTS_CONNECTOR="${connector}" is not a known connector (known: ${Object.keys(connectors).join(', ')}).`,
    );
  }
  const token = env.SERVICE_REQUESTS_PROVIDER_TOKEN?.trim() ?? '';
  if (token && token.length < MIN_PROVIDER_TOKEN_LENGTH) {
    throw new Error(`SERVICE_REQUESTS_PROVIDER_TOKEN must be at least ${MIN_PROVIDER_TOKEN_LENGTH} characters.`);
  }
  return { connector, providerToken: token || null };
}
