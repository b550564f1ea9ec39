import * as z from 'zod/mini';
import { lenient, listOf, NumericId } from '../../core/contract';

/** Where a group of the inventory comes from: the provider's own checks or imports, or Azure Resource Graph. */
export const RESOURCE_SOURCES = ['manual', 'azure'] as const;
export type ResourceSource = (typeof RESOURCE_SOURCES)[number];

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
  /** Where the group comes from: Azure Resource Graph (the inventory sync) or the provider's own checks and imports. */
  source: z.enum(RESOURCE_SOURCES),
});

/** A group as the browser reads it: a count sent as text, a missing date or odd names do not drop the group. */
const ResourceGroupEntry = z.object({
  resourceType: z.string().check(z.minLength(1)),
  resourceCount: lenient(z.nullable(NumericId), null),
  lastCheckDate: lenient(z.nullable(z.string()), null),
  names: lenient(listOf(z.union([z.string(), z.number()]), z.union([z.string(), z.number()])), []),
  source: lenient(z.enum(RESOURCE_SOURCES), 'manual'),
});
const ReadGroup = z.object({
  resourceType: z.string(),
  resourceCount: z.nullable(z.int()),
  lastCheckDate: z.nullable(z.string()),
  names: z.array(z.union([z.string(), z.number()])),
  source: z.enum(RESOURCE_SOURCES),
});

/** A group in the portal's single form: the count falls back to the number of names. */
export interface ResourceGroup {
  resourceType: string;
  resourceCount: number;
  lastCheckDate: string | null;
  names: string[];
  source: ResourceSource;
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
        source: g.source,
      };
    }),
  ),
);

export const ManagedResourcePaths = { inventory: '/api/managed-resources' } as const;

/** The stored data of a managed-resources action: the type has no settings. */
export const ManagedResourcesData = z.strictObject({ actionType: z.optional(z.literal('managed-resources')) });
