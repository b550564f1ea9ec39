import { languageOfAcceptLanguage } from '../../../core/contract';
import type { ServerPluginApi } from '../../../server/plugin-api';
import {
  MenuCopyRequest,
  MenuCopyResult,
  MenuCustomerParams,
  MenuDraftBody,
  MenuEditorState,
  MenuPaths,
  MenuPreview,
} from '../contract-menus';
import { actorOf, requireProviderAdmin } from './authorize';
import { menuOperations } from './menu-operations';

const tags = ['admin'];
const REFUSED = { 403: 'Not a provider administrator' };
const UNKNOWN = { ...REFUSED, 404: 'No such customer' };

/** The per-customer menu editor: provider administrators only, refused before the input is read. */
export function menuRoutes(api: ServerPluginApi): void {
  const menus = menuOperations(api.administration(), api.crossCustomerData(), () => api.actionTypes(), {
    origin: api.config.publicOrigin,
    allowLoopbackHttp: api.config.demoMode || !api.config.production,
  });
  const guard = (request: Parameters<typeof api.currentUser>[0]) => requireProviderAdmin(api.currentUser(request));

  api.route({
    method: 'GET',
    url: MenuPaths.menu,
    tags,
    guard,
    summary:
      "A customer's published menu and draft (if any), each action with its type, title, data and permission, and the action types it may use",
    params: MenuCustomerParams,
    response: MenuEditorState,
    errors: UNKNOWN,
    handler: ({ params }) => menus.state(params.customerId),
  });

  api.route({
    method: 'PUT',
    url: MenuPaths.draft,
    tags,
    guard,
    summary:
      "Saves the whole tree as the customer's menu draft (audited); a bad item refuses all, naming each item by its path",
    params: MenuCustomerParams,
    body: MenuDraftBody,
    response: MenuEditorState,
    errors: { ...UNKNOWN, 400: 'Invalid tree: the message names each item (items.0.children.1.name: ...)' },
    handler: ({ user, params, body }) => menus.saveDraft(actorOf(user), params.customerId, body.items),
  });

  api.route({
    method: 'DELETE',
    url: MenuPaths.draft,
    tags,
    guard,
    summary: "Discards the customer's menu draft (audited)",
    params: MenuCustomerParams,
    response: MenuEditorState,
    errors: { ...REFUSED, 404: 'No such customer, or no draft' },
    handler: ({ user, params }) => menus.discardDraft(actorOf(user), params.customerId),
  });

  api.route({
    method: 'POST',
    url: MenuPaths.publish,
    tags,
    guard,
    summary:
      "Publishes the draft: replaces the customer's menu and the actions it opens in one transaction, keeping the ids of actions that stay (audited)",
    params: MenuCustomerParams,
    response: MenuEditorState,
    errors: { ...UNKNOWN, 400: 'The draft no longer passes the checks', 409: 'No draft' },
    handler: ({ user, params }) => menus.publish(actorOf(user), params.customerId),
  });

  api.route({
    method: 'GET',
    url: MenuPaths.preview,
    tags,
    guard,
    summary: "The draft as GET /api/menuitems/ would answer it to the customer's users (holding every permission)",
    params: MenuCustomerParams,
    response: MenuPreview,
    errors: { ...REFUSED, 404: 'No such customer, or no draft' },
    handler: ({ params, request }) =>
      menus.preview(params.customerId, languageOfAcceptLanguage(request.headers['accept-language'])),
  });

  api.route({
    method: 'POST',
    url: MenuPaths.copy,
    tags,
    guard,
    summary:
      "Copies a customer's published menu to 1 to 500 customers, as their draft or published at once, with new action ids (audited per customer)",
    body: MenuCopyRequest,
    response: MenuCopyResult,
    errors: { ...UNKNOWN, 400: 'Invalid request' },
    handler: ({ user, body }) => menus.copy(actorOf(user), body),
  });
}
