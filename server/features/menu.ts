import * as z from 'zod/mini';
import { ApiPaths, MenuItemFields } from '../../core/contract';
import { menuFor } from '../data/menu';
import { pageLanguage } from '../http/html';
import type { ServerFeature } from './feature';

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
      summary:
        "The active customer's menu items, nested by subMenuItems; each name in the Accept-Language's first language (nl* Dutch, else English), or the other one where only that is given",
      tags: ['menu'],
      response: z.array(MenuItemDoc),
      handler: ({ user, request, reply }) => {
        // The names are in the reader's language: a cache must not hand one reader's answer to another.
        reply.header('Vary', 'Accept-Language');
        return user
          ? menuFor(deps.db, user, deps.isActionTypeEnabled, pageLanguage(request.headers['accept-language']))
          : [];
      },
    });
  },
};
