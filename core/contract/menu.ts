import * as z from 'zod/mini';
import { Flag, lenient, normalized, NumericId } from './common';

export const LINK_TARGETS = ['content-window', 'new-window', 'this-window'] as const;
export type LinkTarget = (typeof LINK_TARGETS)[number];

/** The link target in any letter case ("New-Window" is "new-window"). */
const LinkTargetName = normalized(
  z.string().check(z.regex(new RegExp(`^\\s*(${LINK_TARGETS.join('|')})\\s*$`, 'i'))),
  (value) => value.trim().toLowerCase() as LinkTarget,
  z.enum(LINK_TARGETS),
);

/**
 * The fields of one item of GET /api/menuitems/ (the answer is an array of these, nested by
 * `subMenuItems`). Every field is lenient: a missing or null field takes a default so one bad item never
 * empties the menu. Ids may arrive as numbers or as strings of digits and are kept as numbers.
 */
export const MenuItemFields = z.object({
  id: lenient(NumericId, -1),
  name: lenient(z.string(), ''),
  actionId: lenient(z.nullable(NumericId), null),
  /** 'menu' for a disabled header; otherwise the action type the item opens. */
  actionType: lenient(z.string(), ''),
  linkUrl: lenient(z.nullable(z.string()), null),
  linkTarget: lenient(z.nullable(LinkTargetName), null),
  isHomepage: lenient(Flag, false),
  /** Optional icon name (addition); leaves get the report icon when absent. */
  icon: lenient(z.nullable(z.string()), null),
});

export type MenuItem = z.infer<typeof MenuItemFields> & { subMenuItems: MenuItem[] };

type MenuItemFieldValues = z.infer<typeof MenuItemFields>;

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
const isOptionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';
const isLinkTarget = (value: unknown) =>
  value === undefined || value === null || (LINK_TARGETS as readonly unknown[]).includes(value);

/**
 * The fields of an item already in canonical form (numbers as numbers, a lower-case link target...), read
 * without the schema: what our own server sends, and 5,000 items parse in a few milliseconds instead of ~50.
 * Anything else is left to the lenient schema, whose result this one matches exactly.
 */
function canonicalFields(entry: Record<string, unknown>): MenuItemFieldValues | null {
  const { id, name, actionId, actionType, linkUrl, linkTarget, isHomepage, icon } = entry;
  if (!isId(id) || typeof name !== 'string' || typeof actionType !== 'string') return null;
  if (!(actionId === undefined || actionId === null || isId(actionId))) return null;
  if (!isOptionalText(linkUrl) || !isOptionalText(icon) || !isLinkTarget(linkTarget)) return null;
  if (!(isHomepage === undefined || typeof isHomepage === 'boolean')) return null;
  return {
    id,
    name,
    actionId: actionId ?? null,
    actionType,
    linkUrl: (linkUrl as string | null | undefined) ?? null,
    linkTarget: (linkTarget as LinkTarget | null | undefined) ?? null,
    isHomepage: isHomepage ?? false,
    icon: (icon as string | null | undefined) ?? null,
  };
}

/**
 * Parses the menu answer leniently: non-objects and items without a usable id are dropped, bad fields
 * take defaults, nesting is kept. Returns null when the answer is not an array (a malformed answer).
 */
export function parseMenuItems(raw: unknown): MenuItem[] | null {
  if (!Array.isArray(raw)) return null;
  const items: MenuItem[] = [];
  for (const entry of raw) {
    if (typeof entry !== 'object' || entry === null) continue;
    const fields = canonicalFields(entry as Record<string, unknown>) ?? MenuItemFields.parse(entry);
    if (fields.id < 0 && fields.actionId === null) continue;
    const children = parseMenuItems((entry as { subMenuItems?: unknown }).subMenuItems) ?? [];
    items.push({ ...fields, subMenuItems: children });
  }
  return items;
}

/** The first item (depth first: an item, then its own items, then its next sibling) that passes `test`; searched in place. */
export function firstMenuItem(items: readonly MenuItem[], test: (item: MenuItem) => boolean): MenuItem | null {
  for (const item of items) {
    if (test(item)) return item;
    const nested = firstMenuItem(item.subMenuItems, test);
    if (nested) return nested;
  }
  return null;
}

/** The first item (depth first) flagged isHomepage, a header excepted: what the home page opens (the spec's rule 1). */
export function homepageItemOf(items: readonly MenuItem[]): MenuItem | null {
  return firstMenuItem(items, (item) => item.isHomepage && item.actionType !== 'menu');
}
