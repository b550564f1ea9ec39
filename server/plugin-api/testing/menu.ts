import type { FastifyInstance } from 'fastify';
import { ApiPaths, parseMenuItems, type MenuItem } from '../../../core/contract';

/** The menu GET /api/menuitems/ answers for these request headers (e.g. from userHeaders), parsed; throws on a non-200. */
export async function menuOf(app: FastifyInstance, headers: Record<string, string>): Promise<MenuItem[]> {
  const response = await app.inject({ method: 'GET', url: ApiPaths.menuItems, headers });
  if (response.statusCode !== 200)
    throw new Error(`GET ${ApiPaths.menuItems} answered ${response.statusCode}: ${response.body}`);
  const items = parseMenuItems(response.json());
  if (!items) throw new Error(`GET ${ApiPaths.menuItems} did not answer a list`);
  return items;
}

/** Every item of a nested menu, depth first in menu order. */
export function flattenMenu(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flattenMenu(item.subMenuItems)]);
}

/** The children of a header (by id) in menu order, or the top level for null; throws when the header is absent. */
export function childrenOf(items: readonly MenuItem[], parentId: number | null): MenuItem[] {
  if (parentId === null) return [...items];
  const parent = flattenMenu(items).find((item) => item.id === parentId);
  if (!parent) throw new Error(`menu header ${parentId} is not in the menu`);
  return parent.subMenuItems;
}
