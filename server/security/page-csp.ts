import { buildCsp } from './headers';
import type { PageSources } from './page-csp-sources';

const TTL_MS = 30_000;
const MAX_ENTRIES = 500;

/**
 * The policy of the SPA's page for a customer: the base policy plus the hosts that customer's data needs.
 * Cached per customer for a short while (an administrator's change shows on a page load after it).
 */
export class PageCsp {
  private readonly cache = new Map<string, { policy: string; until: number }>();
  private readonly base: string;

  constructor(
    private readonly extras: Readonly<Record<string, readonly string[]>>[],
    private readonly sourcesOf: (customerId: string) => PageSources,
    private readonly now: () => number = Date.now,
  ) {
    this.base = buildCsp(extras);
  }

  forCustomer(customerId: string | null): string {
    if (!customerId) return this.base;
    const cached = this.cache.get(customerId);
    if (cached && cached.until > this.now()) return cached.policy;
    const sources = this.sourcesOf(customerId);
    const policy = buildCsp([...this.extras, { 'img-src': sources['img-src'], 'frame-src': sources['frame-src'] }]);
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    this.cache.set(customerId, { policy, until: this.now() + TTL_MS });
    return policy;
  }
}
