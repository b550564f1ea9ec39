import { classifyLink, type MenuItem } from '../../core/contract';

export type MenuLink =
  { kind: 'route'; to: string } | { kind: 'external'; href: string; newTab: boolean } | { kind: 'none' };

/**
 * The address a link of the data may be followed to (core's classifyLink): a path of this portal as the
 * browser resolves it, or an http(s) address elsewhere; null for anything else (javascript:, data:, `/\\host`).
 */
export function followableHref(url: string): string | null {
  const target = classifyLink(url);
  if (target.kind === 'in-portal') return target.path;
  return target.kind === 'external' ? target.href : null;
}

/**
 * Where a menu item leads (spec "Side menu"): no linkUrl or content-window opens /action/{actionId}
 * inside the portal; new-window opens the link in a new tab; this-window in the same tab.
 */
export function menuLink(item: MenuItem): MenuLink {
  const opensInside = !item.linkUrl || item.linkTarget === 'content-window' || item.linkTarget === null;
  if (opensInside) return item.actionId === null ? { kind: 'none' } : { kind: 'route', to: `/action/${item.actionId}` };
  const href = followableHref(item.linkUrl!);
  if (href === null) return { kind: 'none' };
  return { kind: 'external', href, newTab: item.linkTarget === 'new-window' };
}
