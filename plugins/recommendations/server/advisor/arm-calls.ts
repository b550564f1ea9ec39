/** What the sync needs of a customer's Microsoft connection: calls to Azure Resource Manager with the tenant's token. */
export interface ArmClient {
  call<T>(
    api: 'arm',
    request: { method?: 'GET'; path: string; query?: Record<string, string> },
  ): Promise<{ status: number; headers: Record<string, string>; body: T }>;
}

/** A failed Microsoft call in the terms the synced-source host keeps (kind, Microsoft's own words, when to retry). */
export class ArmCallFailure extends Error {
  constructor(
    readonly kind: 'access-denied' | 'refused' | 'throttled' | 'unavailable',
    readonly detail: string,
    readonly status: number,
    readonly retryAfterMs?: number,
  ) {
    super(detail);
    this.name = 'ArmCallFailure';
  }
}

const MAX_PAGES = 20;

function failureOf(status: number, headers: Record<string, string>, body: unknown): ArmCallFailure {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  const detail = [error?.code, error?.message].filter((part) => typeof part === 'string' && part).join(': ');
  const words = detail || `Azure Resource Manager answered ${status}`;
  if (status === 401 || status === 403) return new ArmCallFailure('access-denied', words, status);
  if (status === 429) {
    const seconds = Number(headers['retry-after']);
    return new ArmCallFailure('throttled', words, status, Number.isFinite(seconds) ? seconds * 1000 : undefined);
  }
  return new ArmCallFailure(status >= 500 ? 'unavailable' : 'refused', words, status);
}

/** The path and query of an ARM nextLink (the connection adds its own endpoint). */
function pageOf(link: string): { path: string; query: Record<string, string> } {
  const url = new URL(link);
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

/**
 * Every item of an ARM list (`value`), following `nextLink` (bounded); a non-200 answer is thrown as an
 * ArmCallFailure with Microsoft's code and message.
 */
export async function armListAll(client: ArmClient, path: string, query: Record<string, string>): Promise<unknown[]> {
  const items: unknown[] = [];
  let page: { path: string; query: Record<string, string> } | null = { path, query };
  for (let n = 0; page && n < MAX_PAGES; n += 1) {
    const answer: { status: number; headers: Record<string, string>; body: unknown } = await client.call('arm', {
      method: 'GET',
      ...page,
    });
    if (answer.status !== 200) throw failureOf(answer.status, answer.headers, answer.body);
    const body = answer.body as { value?: unknown; nextLink?: unknown } | null;
    if (Array.isArray(body?.value)) items.push(...body.value);
    page = typeof body?.nextLink === 'string' && body.nextLink !== '' ? pageOf(body.nextLink) : null;
  }
  return items;
}
