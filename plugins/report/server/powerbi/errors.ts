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
