import * as z from 'zod/mini';
import { lenient, listOf, NumericId } from '../../core/contract';

/**
 * One resource type of the active customer's inventory (the spec's "resource type, resource count, last
 * check date, names"): how many resources of the type the last check counted, when that check ran (ISO
 * 8601) and the resources' names. The count comes from the check and may differ from the names listed.
 */
export const ResourceGroup = z.object({
  resourceType: z.string(),
  resourceCount: z.int().check(z.gte(0)),
  lastCheckDate: z.nullable(z.string()),
  names: z.array(z.string()),
});

/** A group as the browser reads it: a count sent as text, a missing date or odd names do not drop the group. */
const ResourceGroupEntry = z.object({
  resourceType: z.string().check(z.minLength(1)),
  resourceCount: lenient(z.nullable(NumericId), null),
  lastCheckDate: lenient(z.nullable(z.string()), null),
  names: lenient(listOf(z.union([z.string(), z.number()]), z.union([z.string(), z.number()])), []),
});
const ReadGroup = z.object({
  resourceType: z.string(),
  resourceCount: z.nullable(z.int()),
  lastCheckDate: z.nullable(z.string()),
  names: z.array(z.union([z.string(), z.number()])),
});

/** A group in the portal's single form: the count falls back to the number of names. */
export interface ResourceGroup {
  resourceType: string;
  resourceCount: number;
  lastCheckDate: string | null;
  names: string[];
}

/** GET /api/managed-resources as the server documents it. */
export const PublishedResourceInventory = z.array(ResourceGroup);

/** GET /api/managed-resources as the browser reads it: an unusable group is dropped, not the inventory. */
export const ResourceInventory = z.pipe(
  listOf(ResourceGroupEntry, ReadGroup),
  z.transform((groups): ResourceGroup[] =>
    groups.map((g) => {
      const names = g.names.map(String);
      return {
        resourceType: g.resourceType,
        resourceCount: g.resourceCount ?? names.length,
        lastCheckDate: g.lastCheckDate,
        names,
      };
    }),
  ),
);

export const ManagedResourcePaths = { inventory: '/api/managed-resources' } as const;

/** The stored data of a managed-resources action: the type has no settings. */
export const ManagedResourcesData = z.strictObject({ actionType: z.optional(z.literal('managed-resources')) });
