import { ServiceDeskUnavailable } from './service-desk-connector';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

const TIMEOUT_MS = 15_000;
/** The longest Retry-After the queue honours; a longer one is cut to this. */
const MAX_RETRY_AFTER_S = 3600;

/**
 * One call to a ticket system's API: the response, or ServiceDeskUnavailable when it did not answer or asked to
 * slow down (429, with its Retry-After). `what` names the call in errors ("POST /api/Tickets"), never a credential.
 */
export async function send(
  fetchFn: FetchLike,
  product: string,
  what: string,
  url: string,
  init: RequestInit,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetchFn(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new ServiceDeskUnavailable(`${product} did not answer ${what}: ${(error as Error).message}`);
  }
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after') ?? NaN);
    throw new ServiceDeskUnavailable(
      `${product} asked to slow down (429) on ${what}`,
      Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, MAX_RETRY_AFTER_S) * 1000 : null,
    );
  }
  return response;
}

/** The ok response, null on 404, ServiceDeskUnavailable on anything else that is not ok. */
export async function okOrNull(response: Response, product: string, what: string): Promise<Response | null> {
  if (response.status === 404) return null;
  if (!response.ok) {
    const detail = await response.text().catch(() => '');
    throw new ServiceDeskUnavailable(`${product} answered ${response.status} to ${what}: ${detail.slice(0, 200)}`);
  }
  return response;
}

/** The answer's JSON, null on 404, ServiceDeskUnavailable on anything else that is not ok. */
export async function jsonOrNull<T>(response: Response, product: string, what: string): Promise<T | null> {
  const ok = await okOrNull(response, product, what);
  return ok ? ((await ok.json()) as T) : null;
}
