import type { SignInCause } from '../../contract';

export interface SignInRefusal {
  cause: SignInCause;
  /** Entra ID's AADSTS code, when it gave one. */
  code: string | null;
}

const CAUSES: Record<string, SignInCause> = {
  AADSTS7000215: 'invalid-secret',
  AADSTS7000222: 'expired-secret',
  AADSTS700016: 'unknown-app',
  AADSTS90002: 'unknown-tenant',
};

/** Why Entra ID refused, read from its error description's AADSTS code. */
export function signInRefusal(description: string | undefined): SignInRefusal {
  const code = /AADSTS\d+/.exec(description ?? '')?.[0] ?? null;
  return { cause: (code && CAUSES[code]) || 'refused', code };
}

/**
 * A failure on the way to an embed token, with the status the portal answers and a line for the log
 * (never a token or a secret).
 *  - 404: the item is not the active customer's (no workspace, another workspace, PowerBIEntityNotFound);
 *  - 502: Power BI or Entra ID answered but refused or answered nonsense (credentials, bad request);
 *  - 503: not configured, unreachable, timed out, throttled or failing (5xx): try again later.
 */
export class PowerBiError extends Error {
  constructor(
    readonly status: 404 | 502 | 503,
    /** What the user's answer says. */
    readonly publicMessage: string,
    /** What the log says (upstream status and error code, no tokens). */
    readonly detail: string,
    /** When Entra ID refused the app's sign-in (or it could not be tried): why, for the administration. */
    readonly refusal: SignInRefusal | null = null,
  ) {
    super(`${publicMessage} (${detail})`);
    this.name = 'PowerBiError';
  }
}

/** The status of an upstream HTTP answer that is not a success, as the portal answers it. */
export function statusForUpstream(status: number, code: string): 404 | 502 | 503 {
  if (status === 404 || code === 'PowerBIEntityNotFound') return 404;
  if (status === 429 || status >= 500) return 503;
  return 502;
}
