import type { MenuItem } from '../../core/contract';

export type MenuLink =
  | { kind: 'route'; to: string }
  | { kind: 'external'; href: string; newTab: boolean }
  | { kind: 'none' };

/** Only http(s) and same-origin paths may be followed from a menu item: never javascript: or data: URLs. */
export function isSafeLinkUrl(url: string): boolean {
  const trimmed = url.trim();
  if (/^\/(?!\/)/.test(trimmed)) return true;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Where a menu item leads (spec "Side menu"): no linkUrl or content-window opens /action/{actionId}
 * inside the portal; new-window opens the link in a new tab; this-window in the same tab.
 */
export function menuLink(item: MenuItem): MenuLink {
  const opensInside = !item.linkUrl || item.linkTarget === 'content-window' || item.linkTarget === null;
  if (opensInside) return item.actionId === null ? { kind: 'none' } : { kind: 'route', to: `/action/${item.actionId}` };
  if (!isSafeLinkUrl(item.linkUrl!)) return { kind: 'none' };
  return { kind: 'external', href: item.linkUrl!.trim(), newTab: item.linkTarget === 'new-window' };
}
