import type { MenuItem } from '../../core/contract';
import { menuLink, type MenuLink } from '../layout/menu-links';

/**
 * The first menu item (depth first) that matches, as a link; null when the menu has none (the card then says so
 * or hides). Searched in place: the home page asks once per card, and a menu may hold thousands of items.
 */
export function findMenuTarget(items: readonly MenuItem[], matches: (item: MenuItem) => boolean): MenuLink | null {
  for (const item of items) {
    if (item.actionType !== 'menu' && matches(item)) {
      const link = menuLink(item);
      if (link.kind !== 'none') return link;
    }
    const nested = findMenuTarget(item.subMenuItems, matches);
    if (nested) return nested;
  }
  return null;
}

export const isReport = (item: MenuItem) => item.actionType === 'report';

export const AZURE_PORTAL_URL = 'https://portal.azure.com/';
export const OFFICE_PORTAL_URL = 'https://portal.office.com/';
