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

/**
 * Parses the menu answer leniently: non-objects and items without a usable id are dropped, bad fields
 * take defaults, nesting is kept. Returns null when the answer is not an array (a malformed answer).
 */
export function parseMenuItems(raw: unknown): MenuItem[] | null {
  if (!Array.isArray(raw)) return null;
  const items: MenuItem[] = [];
  for (const entry of raw) {
    if (typeof entry !== 'object' || entry === null) continue;
    const fields = MenuItemFields.parse(entry);
    if (fields.id < 0 && fields.actionId === null) continue;
    const children = parseMenuItems((entry as { subMenuItems?: unknown }).subMenuItems) ?? [];
    items.push({ ...fields, subMenuItems: children });
  }
  return items;
}
