import {
  HttpError,
  parseJson,
  type ActionTypeInfo,
  type AdminActor,
  type Administration,
  type CrossCustomerData,
} from '../../../server/plugin-api';
import type { ContentLanguage, MenuItem } from '../../../core/contract';
import type { MenuCopyRequest, MenuCopyResult, MenuEditorState, MenuNode } from '../contract-menus';
import { deleteDraft, readDraft, saveDraft } from './menu-drafts';
import { previewMenu } from './menu-preview';
import { countMenuItems, readPublishedMenu } from './menu-published';
import { checkedMenu, type MenuRules } from './menu-validation';
import { replacePublishedMenu, withoutIds } from './menu-writer';

/** The customer's plugin list (null: every plugin of the deployment). */
const customerPlugins = (admin: Administration, customerId: string) =>
  parseJson<string[] | null>(
    admin.requireCustomer(customerId).plugins,
    null,
    (value) => Array.isArray(value) && value.every((id) => typeof id === 'string'),
  );

/**
 * The menu editor's operations on one customer's menu, each audited (target 'menu', the customer's id) in the
 * transaction of its change. Callers check who may call them; these answer 404 for an unknown customer and
 * 400 for a tree that fails checkedMenu, writing nothing then.
 */
export function menuOperations(
  admin: Administration,
  allCustomers: CrossCustomerData,
  actionTypes: () => readonly ActionTypeInfo[],
  urlRules: Omit<MenuRules, 'actionTypes'>,
) {
  const drafts = (customerId: string) => allCustomers.forCustomer(customerId);
  const rules = (): MenuRules => ({ ...urlRules, actionTypes: actionTypes() });
  const audit = (actor: AdminActor, action: string, customerId: string, before: unknown, after: unknown) =>
    admin.writeAudit(actor, { action, targetType: 'menu', targetId: customerId, customerId, before, after });

  const state = (customerId: string): MenuEditorState => {
    const customer = admin.requireCustomer(customerId);
    const plugins = customerPlugins(admin, customerId);
    return {
      customerId,
      customerName: customer.name,
      published: readPublishedMenu(admin.menus, customerId),
      draft: readDraft(drafts(customerId)),
      actionTypes: actionTypes().map(({ actionType, pluginId }) => ({
        actionType,
        pluginId,
        enabledForCustomer: plugins === null || plugins.includes(pluginId),
      })),
    };
  };

  return {
    state,

    saveDraft(actor: AdminActor, customerId: string, items: MenuNode[]): MenuEditorState {
      admin.requireCustomer(customerId);
      const checked = checkedMenu(admin.menus, customerId, items, rules());
      admin.transaction(() => {
        const before = readDraft(drafts(customerId))?.items ?? null;
        saveDraft(drafts(customerId), checked, actor.name);
        audit(actor, 'menu.draft.save', customerId, before, checked);
      });
      return state(customerId);
    },

    discardDraft(actor: AdminActor, customerId: string): MenuEditorState {
      admin.requireCustomer(customerId);
      admin.transaction(() => {
        const before = readDraft(drafts(customerId));
        if (!before) throw new HttpError(404, `Customer "${customerId}" has no menu draft.`);
        deleteDraft(drafts(customerId));
        audit(actor, 'menu.draft.discard', customerId, before.items, null);
      });
      return state(customerId);
    },

    /** The draft becomes the menu: checked again (actions or types may have changed since it was saved). */
    publish(actor: AdminActor, customerId: string): MenuEditorState {
      admin.requireCustomer(customerId);
      const draft = readDraft(drafts(customerId));
      if (!draft) throw new HttpError(409, `Customer "${customerId}" has no menu draft to publish.`);
      const checked = checkedMenu(admin.menus, customerId, draft.items, rules());
      admin.transaction(() => {
        const before = readPublishedMenu(admin.menus, customerId);
        replacePublishedMenu(admin.menus, customerId, checked, true);
        deleteDraft(drafts(customerId));
        audit(actor, 'menu.publish', customerId, before, readPublishedMenu(admin.menus, customerId));
      });
      return state(customerId);
    },

    preview(customerId: string, language: ContentLanguage): MenuItem[] {
      admin.requireCustomer(customerId);
      const draft = readDraft(drafts(customerId));
      if (!draft) throw new HttpError(404, `Customer "${customerId}" has no menu draft to preview.`);
      return previewMenu(draft.items, actionTypes(), customerPlugins(admin, customerId), language);
    },

    /** The source's published menu to every target, as its draft or as its menu, in one transaction. */
    copy(actor: AdminActor, request: MenuCopyRequest): MenuCopyResult {
      const { fromCustomerId, toCustomerIds, as } = request;
      const twice = toCustomerIds.filter((id, index) => toCustomerIds.indexOf(id) !== index);
      if (twice.length)
        throw new HttpError(400, `Invalid body: toCustomerIds lists ${[...new Set(twice)].join(', ')} more than once`);
      if (toCustomerIds.includes(fromCustomerId))
        throw new HttpError(400, 'Invalid body: toCustomerIds must not hold the customer copied from');
      admin.requireCustomer(fromCustomerId);
      for (const id of toCustomerIds) admin.requireCustomer(id);
      const copy = withoutIds(readPublishedMenu(admin.menus, fromCustomerId));
      admin.transaction(() => {
        for (const customerId of toCustomerIds) {
          if (as === 'draft') {
            const before = readDraft(drafts(customerId))?.items ?? null;
            saveDraft(drafts(customerId), copy, actor.name);
            audit(
              actor,
              'menu.copy',
              customerId,
              { from: fromCustomerId, as, items: before },
              { from: fromCustomerId, as, items: copy },
            );
          } else {
            const before = readPublishedMenu(admin.menus, customerId);
            replacePublishedMenu(admin.menus, customerId, copy, false);
            audit(
              actor,
              'menu.copy',
              customerId,
              { from: fromCustomerId, as, items: before },
              { from: fromCustomerId, as, items: readPublishedMenu(admin.menus, customerId) },
            );
          }
        }
      });
      return {
        fromCustomerId,
        as,
        copied: toCustomerIds.map((customerId) => ({ customerId, items: countMenuItems(copy) })),
      };
    },
  };
}
