import * as z from 'zod/mini';

/**
 * Not in the spec: each user's favourites and recently opened items, per customer (issue 34). An item is what a
 * search hit is (a menu item, a report page or a record) with its kind; the route names it, so starring the same
 * route twice keeps one favourite. The server answers only the caller's own, for the active customer.
 */
export const FavouritePaths = {
  saved: '/api/favourites',
  favourites: '/api/favourites/starred',
  /** The favourite with this route (the browser's encoding of the query parameter). */
  favourite: (route: string) => `/api/favourites/starred?route=${encodeURIComponent(route)}`,
  recent: '/api/favourites/recent',
} as const;

/** The favourites a user keeps per customer; one more answers 409. */
export const FAVOURITES_MAX = 100;
/** The recently opened items kept per user and customer: older ones are dropped on each write. */
export const RECENT_MAX = 10;
export const SAVED_ROUTE_MAX = 2000;

/** A path of the portal (never another host's: no "//"), or an http(s) address outside it. */
const ROUTE = /^(?:\/(?![/\\])|https?:\/\/)[^\s]*$/;

export const SavedRoute = z
  .string()
  .check(
    z.minLength(1, 'Give the route that opens the item.'),
    z.maxLength(SAVED_ROUTE_MAX, `A route has at most ${SAVED_ROUTE_MAX} characters.`),
    z.regex(ROUTE, 'A route is a path of the portal or an http(s) address.'),
  );

export const SavedItem = z.strictObject({
  kind: z
    .string()
    .check(
      z.regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/, 'A kind is kebab-case.'),
      z.maxLength(64, 'A kind has at most 64 characters.'),
    ),
  title: z
    .string()
    .check(z.trim(), z.minLength(1, 'Give the item a title.'), z.maxLength(200, 'A title has at most 200 characters.')),
  subtitle: z.optional(z.string().check(z.maxLength(200, 'A subtitle has at most 200 characters.'))),
  route: SavedRoute,
  external: z.optional(z.boolean()),
  newWindow: z.optional(z.boolean()),
});
export type SavedItem = z.infer<typeof SavedItem>;

export const FavouriteQuery = z.strictObject({ route: SavedRoute });

/** A kept item, and whether it still opens for the user (a menu item removed or a permission lost: false). */
export const SavedEntry = z.object({ ...SavedItem.shape, available: z.boolean() });
export type SavedEntry = z.infer<typeof SavedEntry>;

export const SavedItems = z.object({ favourites: z.array(SavedEntry), recent: z.array(SavedEntry) });
export type SavedItems = z.infer<typeof SavedItems>;
