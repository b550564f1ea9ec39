import type { MenuItem } from '../../core/contract';
import { menuLink, type MenuLink } from '../layout/menu-links';

function flatten(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.subMenuItems)]);
}

/** The first menu item that matches, as a link; null when the menu has none (the card then says so or hides). */
export function findMenuTarget(items: MenuItem[], matches: (item: MenuItem) => boolean): MenuLink | null {
  for (const item of flatten(items)) {
    if (item.actionType === 'menu' || !matches(item)) continue;
    const link = menuLink(item);
    if (link.kind !== 'none') return link;
  }
  return null;
}

export const isReport = (item: MenuItem) => item.actionType === 'report';

export const AZURE_PORTAL_URL = 'https://portal.azure.com/';
export const OFFICE_PORTAL_URL = 'https://portal.office.com/';
