import { FavouritePaths, FavouriteQuery, SavedItem, SavedItems, type MenuItem } from '../../core/contract';
import { menuFor } from '../data/menu';
import type { RequestUser } from '../data/request-user';
import type { ServerDeps, ServerFeature } from '../features/feature';
import { HttpError } from '../http/errors';
import { savedItemsMigration } from './migration';
import { dropItem, keepItem, savedItems, type Owner } from './saved-items';

const ACTION_ROUTE = /^\/action\/([0-9]{1,9})(?:[?#]|$)/;

const ownerOf = (user: RequestUser | null): Owner => {
  if (!user?.activeCustomerId) throw new HttpError(403, 'Choose a customer first.');
  return { userId: user.userId, customerId: user.activeCustomerId };
};

const linksOf = (menu: readonly MenuItem[]): string[] =>
  menu.flatMap((item) => [...(item.linkUrl ? [item.linkUrl] : []), ...linksOf(item.subMenuItems)]);

/**
 * Whether a kept item still opens for the user: an action's page only while the user may open the action (its menu
 * item kept, the permission held, the plugin enabled), an address outside the portal only while the menu links to
 * it. A record's own page answers for itself (it says when the record is gone).
 */
function opensFor(deps: ServerDeps, user: RequestUser) {
  let links: Set<string> | null = null;
  return (route: string): boolean => {
    const action = ACTION_ROUTE.exec(route);
    if (action) return deps.findAction(Number(action[1]), user) !== null;
    if (route.startsWith('/')) return true;
    links ??= new Set(linksOf(menuFor(deps.db, user, deps.isActionTypeEnabled)));
    return links.has(route);
  };
}

function listsOf(deps: ServerDeps, user: RequestUser, owner: Owner): SavedItems {
  const opens = opensFor(deps, user);
  const entries = (list: 'favourite' | 'recent') =>
    savedItems(deps.db, owner, list).map((item) => ({ ...item, available: opens(item.route) }));
  // A recent item that no longer opens is only history: it leaves the list. A favourite stays, shown disabled,
  // so the user sees what became of it and removes it.
  return { favourites: entries('favourite'), recent: entries('recent').filter((entry) => entry.available) };
}

/**
 * Our addition (issue 34): the caller's favourites and recently opened items for the active customer, shown in the
 * top bar's search before typing and on the welcome card. Nobody reads or changes another user's.
 */
export const favouritesFeature: ServerFeature = {
  name: 'favourites',
  migrations: [savedItemsMigration],
  routes(_app, deps) {
    const refuseUnopenable = (user: RequestUser, item: SavedItem) => {
      if (!opensFor(deps, user)(item.route)) throw new HttpError(404, 'This item does not open for you.');
    };
    const answer = (user: RequestUser | null) => listsOf(deps, user!, ownerOf(user));
    const errors = { 403: 'No active customer', 404: 'The item does not open for the caller' };

    deps.route({
      method: 'GET',
      url: FavouritePaths.saved,
      summary: "The caller's favourites and (at most ten) recently opened items for the active customer, newest first",
      response: SavedItems,
      errors: { 403: 'No active customer' },
      handler: ({ user }) => answer(user),
    });

    deps.route({
      method: 'PUT',
      url: FavouritePaths.favourites,
      summary: 'Stars a menu item, report page or record for the caller and the active customer (at most 100)',
      body: SavedItem,
      response: SavedItems,
      errors: { ...errors, 409: 'The caller has 100 favourites already' },
      handler: ({ user, body }) => {
        const owner = ownerOf(user);
        refuseUnopenable(user!, body);
        keepItem(deps.db, owner, 'favourite', body, Date.now());
        return answer(user);
      },
    });

    deps.route({
      method: 'DELETE',
      url: FavouritePaths.favourites,
      summary: "Removes one of the caller's favourites for the active customer (none with that route: nothing changes)",
      query: FavouriteQuery,
      response: SavedItems,
      errors: { 403: 'No active customer' },
      handler: ({ user, query }) => {
        dropItem(deps.db, ownerOf(user), 'favourite', query.route);
        return answer(user);
      },
    });

    deps.route({
      method: 'POST',
      url: FavouritePaths.recent,
      summary: 'Records that the caller opened an item (the ten most recent are kept per customer)',
      body: SavedItem,
      response: SavedItems,
      telemetry: true,
      errors,
      handler: ({ user, body }) => {
        const owner = ownerOf(user);
        refuseUnopenable(user!, body);
        keepItem(deps.db, owner, 'recent', body, Date.now());
        return answer(user);
      },
    });
  },
};
