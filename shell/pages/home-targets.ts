import { firstMenuItem, type MenuItem } from '../../core/contract';
import { menuLink, type MenuLink } from '../layout/menu-links';

/**
 * The first menu item (depth first) that matches and leads somewhere, as a link; null when the menu has none (the
 * card then says so or hides).
 */
export function findMenuTarget(items: readonly MenuItem[], matches: (item: MenuItem) => boolean): MenuLink | null {
  const item = firstMenuItem(
    items,
    (candidate) => candidate.actionType !== 'menu' && matches(candidate) && menuLink(candidate).kind !== 'none',
  );
  return item ? menuLink(item) : null;
}

export const isReport = (item: MenuItem) => item.actionType === 'report';

export const AZURE_PORTAL_URL = 'https://portal.azure.com/';
export const OFFICE_PORTAL_URL = 'https://portal.office.com/';
