import { textIn, type ContentLanguage, type MenuItem } from '../../../core/contract';
import type { ActionTypeInfo } from '../../../server/plugin-api';
import type { MenuNode } from '../contract-menus';

/** Ids for items not published yet: far above stored ids, so the preview's keys never clash. */
const PREVIEW_ID_BASE = 1_000_000_000;

/**
 * A tree as GET /api/menuitems/ answers it to the customer's users (holding every permission): actions whose
 * type this deployment or the customer's plugin list leaves out are dropped, and so is a header left empty by
 * that, as the server's menu does (server/data/menu.ts); names in `language` (the administrator's), else in the other one.
 */
export function previewMenu(
  items: readonly MenuNode[],
  actionTypes: readonly ActionTypeInfo[],
  customerPlugins: readonly string[] | null,
  language: ContentLanguage = 'en',
): MenuItem[] {
  const pluginOf = new Map(actionTypes.map((info) => [info.actionType, info.pluginId]));
  const shown = (actionType: string) => {
    const pluginId = pluginOf.get(actionType);
    return pluginId !== undefined && (customerPlugins === null || customerPlugins.includes(pluginId));
  };
  let nextId = PREVIEW_ID_BASE;
  const build = (nodes: readonly MenuNode[]): MenuItem[] =>
    nodes.flatMap((node): MenuItem[] => {
      if (node.type === 'action' && !(node.action && shown(node.action.actionType))) return [];
      const subMenuItems = build(node.children);
      if (node.type === 'menu' && node.children.length > 0 && subMenuItems.length === 0) return [];
      return [
        {
          id: node.id ?? nextId++,
          name: textIn(language, { en: node.name, nl: node.nameNl }),
          actionId: node.type === 'action' ? (node.action?.id ?? null) : null,
          actionType: node.type === 'action' ? (node.action?.actionType ?? '') : node.type,
          linkUrl: node.type === 'link' ? node.linkUrl : null,
          linkTarget: node.type === 'link' ? node.linkTarget : node.type === 'action' ? 'content-window' : null,
          isHomepage: node.type === 'action' && node.isHomepage,
          icon: node.icon,
          subMenuItems,
        },
      ];
    });
  return build(items);
}
