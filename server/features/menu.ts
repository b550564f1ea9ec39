import * as z from 'zod/mini';
import { ApiPaths, MenuItemFields } from '../../core/contract';
import { menuFor } from '../data/menu';
import type { ServerFeature } from './types';

/** Documents the nested answer (the contract parses it with parseMenuItems). */
const MenuItemDoc: z.ZodMiniType = z.object({
  ...MenuItemFields.shape,
  get subMenuItems(): z.ZodMiniArray<z.ZodMiniType> {
    return z.array(MenuItemDoc);
  },
});

/** GET /api/menuitems/: the active customer's menu, filtered by the user's permissions. */
export const menuFeature: ServerFeature = {
  name: 'menu',
  routes(_app, deps) {
    deps.route({
      method: 'GET',
      url: ApiPaths.menuItems.replace(/\/+$/, ''),
      summary: "The active customer's menu items, nested by subMenuItems",
      tags: ['menu'],
      response: z.array(MenuItemDoc),
      handler: ({ user }) => (user ? menuFor(deps.db, user, deps.isActionTypeEnabled) : []),
    });
  },
};
