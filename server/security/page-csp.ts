import { randomBytes } from 'node:crypto';
import { buildCsp } from './headers';
import type { PageSources } from './page-csp-sources';
import { LruMap } from '../data/lru-map';

const TTL_MS = 30_000;
const MAX_ENTRIES = 500;
/** Stands for the page's nonce in a cached policy; replaced per answer. */
const NONCE_SLOT = "'nonce-NONCE_SLOT'";

/** A fresh nonce for one answer of the SPA's page (128 bits, base64: the CSP source syntax). */
export const newStyleNonce = (): string => randomBytes(16).toString('base64');

/**
 * The policy of the SPA's page for a customer: the base policy plus the hosts that customer's data needs, and
 * the page's style nonce. antd injects its styles as <style> elements carrying that nonce (ConfigProvider's
 * `csp`), so no other inline <style> applies, whatever markup gets in. Style attributes stay allowed
 * (`style-src-attr`): antd's text areas measure themselves with one and React's style props are harmless.
 * Cached per customer for a short while (an administrator's change shows on a page load after it).
 */
export class PageCsp {
  private readonly cache = new LruMap<string, { policy: string; until: number }>(MAX_ENTRIES);
  private readonly base: string;

  constructor(
    private readonly extras: Readonly<Record<string, readonly string[]>>[],
    private readonly sourcesOf: (customerId: string) => PageSources,
    private readonly now: () => number = Date.now,
  ) {
    this.base = this.build({ 'img-src': [], 'frame-src': [], 'style-src': [] });
  }

  forCustomer(customerId: string | null, nonce: string): string {
    return this.policyOf(customerId).replaceAll(NONCE_SLOT, `'nonce-${nonce}'`);
  }

  private policyOf(customerId: string | null): string {
    if (!customerId) return this.base;
    const cached = this.cache.get(customerId);
    if (cached && cached.until > this.now()) return cached.policy;
    const policy = this.build(this.sourcesOf(customerId));
    this.cache.set(customerId, { policy, until: this.now() + TTL_MS });
    return policy;
  }

  private build(sources: PageSources): string {
    // style-src-elem takes over from style-src for elements: it lists what the plugins add to style-src too.
    const styles = [
      "'self'",
      ...this.extras.flatMap((extra) => extra['style-src'] ?? []),
      ...sources['style-src'],
      NONCE_SLOT,
    ];
    return buildCsp([
      ...this.extras,
      {
        'img-src': sources['img-src'],
        'frame-src': sources['frame-src'],
        'style-src': [...sources['style-src'], NONCE_SLOT],
        'style-src-elem': styles,
        'style-src-attr': ["'unsafe-inline'"],
      },
    ]);
  }
}
