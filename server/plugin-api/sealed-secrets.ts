/**
 * A plugin's secrets of one customer, stored sealed (AES-256-GCM with SECRETS_KEY; docs/configuration.md): e.g. a
 * customer's own client secret. Written by the administration, read only by the server's calls that need them;
 * never put one in an answer or a log line. Names are the plugin's own (e.g. "powerbi.client-secret").
 */
export interface SealedSecrets {
  /** Whether a secret is stored under the name, and when it was set: all a screen may show of it. */
  state(name: string): { updatedAt: number } | null;
  /** The secret, or null when none is stored; throws UnreadableSecret when it cannot be opened (another key). */
  read(name: string): string | null;
  /** Stores (or replaces) the secret; throws HttpError 503 when the server has no key to seal with. */
  write(name: string, value: string): void;
  remove(name: string): void;
}
