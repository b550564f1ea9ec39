import type { UrlRules } from '../../core/contract';

export { checkedResourceUrl } from '../../core/contract';
export type { UrlRules } from '../../core/contract';

/** http is fine for a loopback host in a demo or development run; a deployment's URLs are https or paths of the portal. */
export const urlRulesOf = (config: { demoMode: boolean; production?: boolean }): UrlRules => ({
  allowLoopbackHttp: config.demoMode || !config.production,
});

/** The origin of an absolute checked URL (for a CSP source list), or null for a path of this server. */
export function originOf(checkedUrl: string): string | null {
  return checkedUrl.startsWith('/') ? null : new URL(checkedUrl).origin;
}
