import * as z from 'zod/mini';

/**
 * Not in the spec: one search over the active customer's menu and the records the plugins contribute (service
 * requests, invoices, contracts, ...). The server searches (each plugin's provider, scoped to the customer and
 * to what the user may open) and answers at most a few hits per kind; the browser never downloads a whole list.
 */
export const SearchPaths = {
  search: '/api/search',
  /** The search for `text` (the browser's encoding of the query parameter). */
  of: (text: string) => `/api/search?q=${encodeURIComponent(text)}`,
} as const;

/** The longest query the server takes (longer ones answer 400): a number or a few words, never a document. */
export const SEARCH_TEXT_MAX = 100;
/** The hits answered per kind: enough to choose from, few enough to read out. */
export const SEARCH_HITS_PER_KIND = 5;
/** The query parameter that tells an action's view which of its records to open (a search hit's route). */
export const OPEN_RECORD_PARAM = 'record';

export const SearchQuery = z.strictObject({
  q: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Type something to search for.'),
      z.maxLength(SEARCH_TEXT_MAX, `Search for at most ${SEARCH_TEXT_MAX} characters.`),
    ),
});

export const SearchHit = z.object({
  title: z.string(),
  subtitle: z.optional(z.string()),
  /** A path of the portal that opens the hit directly, or (external: true) an address outside it. */
  route: z.string(),
  external: z.optional(z.boolean()),
  /** external: opens in a new tab. */
  newWindow: z.optional(z.boolean()),
});
export type SearchHit = z.infer<typeof SearchHit>;

export const SearchGroup = z.object({
  kind: z.string(),
  label: z.object({ en: z.string(), nl: z.string() }),
  hits: z.array(SearchHit),
});
export type SearchGroup = z.infer<typeof SearchGroup>;

export const SearchAnswer = z.object({ groups: z.array(SearchGroup) });
export type SearchAnswer = z.infer<typeof SearchAnswer>;
