import type { Clock, HttpClient, HttpFailure } from '../../../core/plugin-api';
import { EmbedTokenRefresh, ReportPaths } from '../contract';
import { TOKEN_CHECK_INTERVAL_MS, TOKEN_REFRESH_MARGIN_MS, TOKEN_VALIDITY_MS } from './constants';

export interface TokenRefresherOptions {
  clock: Clock;
  http: HttpClient;
  actionId: number;
  /** The expiry of the token the embed started with (ms since the epoch). */
  initialExpiry: number;
  /** Hands a fresh token to the open embed. */
  apply: (token: string) => Promise<void> | void;
}

/** The expiry the action data or a refresh answer gives, else now + the assumed validity. */
export function expiryFrom(expiration: string | null | undefined, now: number): number {
  const parsed = expiration ? Date.parse(expiration) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : now + TOKEN_VALIDITY_MS;
}

/**
 * Checks the token's remaining lifetime every minute; at or below five minutes it fetches a new token,
 * applies it and resets the expiry. A failed fetch changes nothing; the next check tries again.
 */
export class TokenRefresher {
  private expiry: number;
  private stopTimer: (() => void) | null = null;
  private inFlight: Promise<string | HttpFailure> | null = null;

  constructor(private readonly options: TokenRefresherOptions) {
    this.expiry = options.initialExpiry;
  }

  get expiresAt(): number {
    return this.expiry;
  }

  start(): void {
    if (this.stopTimer) return;
    this.stopTimer = this.options.clock.setInterval(() => void this.check(), TOKEN_CHECK_INTERVAL_MS);
  }

  stop(): void {
    this.stopTimer?.();
    this.stopTimer = null;
  }

  get running(): boolean {
    return this.stopTimer !== null;
  }

  async check(): Promise<void> {
    if (this.expiry - this.options.clock.now() > TOKEN_REFRESH_MARGIN_MS) return;
    const token = await this.fetchToken();
    if (token !== null) await this.options.apply(token);
  }

  /** Fetches a fresh token and resets the expiry; null when the server gave none. Concurrent calls share one request. */
  async fetchToken(): Promise<string | null> {
    const outcome = await this.requestToken();
    return typeof outcome === 'string' ? outcome : null;
  }

  /** Like fetchToken, but a failure comes back as the failed call, so that the screen can say what happened. */
  requestToken(): Promise<string | HttpFailure> {
    this.inFlight ??= this.request().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async request(): Promise<string | HttpFailure> {
    const { http, clock, actionId } = this.options;
    const result = await http.get(ReportPaths.refreshEmbedToken(actionId), EmbedTokenRefresh);
    if (!result.ok) return result;
    this.expiry = expiryFrom(result.data.expiration, clock.now());
    return result.data.embedToken;
  }
}
