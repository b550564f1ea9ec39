/**
 * The report action's choices, without the contract's schemas: the menu editor's check (editor-validation.ts)
 * reads them from the plugin's manifest, on every page, and needs no schema library for that.
 */
export const EMBED_TYPES = ['report', 'dashboard', 'tile', 'visual'] as const;
export type EmbedType = (typeof EMBED_TYPES)[number];

export const NAVIGATION_POSITIONS = ['Bottom', 'Left'] as const;
/** How the effective identity's username is filled for row-level security: the user's user name or id. */
export const RLS_USERNAMES = ['userName', 'userId'] as const;
