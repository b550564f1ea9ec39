import * as z from 'zod/mini';
import { HttpError, type ActionTypeInfo, type CrossCustomerData } from '../../../server/plugin-api';
import {
  LINK_ITEM_TARGETS,
  linkUrlProblem,
  MAX_MENU_DEPTH,
  MAX_MENU_ITEMS,
  menuNameMissing,
  type LinkUrlProblem,
  type MenuNode,
} from '../contract-menus';
import { walkMenu } from './menu-published';

export interface MenuRules {
  actionTypes: readonly ActionTypeInfo[];
  /** The portal's origin: a link's path must stay on it. */
  origin: string;
  allowLoopbackHttp: boolean;
}

const LINK_URL_MESSAGES: Record<LinkUrlProblem, string> = {
  required: 'is required for a link',
  scheme: 'must be a path of this portal (/...) or an https:// address',
  credentials: 'must not carry a user name or password',
};

const MAX_REPORTED = 20;

/**
 * Checks a whole tree for a customer and returns it with each action's data as its type's schema normalises
 * it; any problem refuses the whole tree (400) naming every item concerned by its path (items.0.children.2.name),
 * the form the browser reads to show each message at its item.
 */
export function checkedMenu(
  menus: CrossCustomerData,
  customerId: string,
  items: MenuNode[],
  rules: MenuRules,
): MenuNode[] {
  const problems: string[] = [];
  const problem = (path: string, message: string) => problems.push(`${path}: ${message}`);
  const customerActions = new Map(
    menus
      .forCustomer(customerId)
      .table('actions')
      .find<{ id: number; action_type: string; data: string }>(undefined, { columns: ['id', 'action_type', 'data'] })
      .map((row) => [Number(row.id), row]),
  );
  const typeInfo = new Map(rules.actionTypes.map((info) => [info.actionType, info]));
  const usedActionIds = new Set<number>();
  let homepages = 0;
  let total = 0;

  const check = (node: MenuNode, path: string, depth: number): MenuNode => {
    total += 1;
    if (depth > MAX_MENU_DEPTH) problem(path, `is nested too deep: a menu has at most ${MAX_MENU_DEPTH} levels`);
    if (menuNameMissing(node)) problem(`${path}.name`, 'is required in English or Dutch (or both)');
    if (node.type !== 'menu' && node.children.length > 0)
      problem(`${path}.children`, 'only a menu header can hold items');
    if (node.type !== 'action' && node.isHomepage) problem(`${path}.isHomepage`, 'only an action can be the homepage');
    if (node.type !== 'action' && node.action)
      problem(`${path}.action`, `a ${node.type === 'menu' ? 'menu header' : 'link'} opens no action`);
    if (node.type !== 'link' && (node.linkUrl || node.linkTarget))
      problem(`${path}.linkUrl`, 'only a link has an address and a target');
    let action = node.action;
    if (node.type === 'link') {
      const urlProblem = linkUrlProblem(node.linkUrl ?? '', rules);
      if (urlProblem) problem(`${path}.linkUrl`, LINK_URL_MESSAGES[urlProblem]);
      if (!node.linkTarget || !(LINK_ITEM_TARGETS as readonly string[]).includes(node.linkTarget)) {
        problem(`${path}.linkTarget`, `must be one of ${LINK_ITEM_TARGETS.join(', ')}`);
      }
    }
    if (node.type === 'action') {
      if (node.isHomepage) homepages += 1;
      if (!node.action) problem(`${path}.action`, 'is required for an action');
      else action = checkedAction(node.action, `${path}.action`);
    }
    return {
      ...node,
      action,
      children: node.children.map((child, index) => check(child, `${path}.children.${index}`, depth + 1)),
    };
  };

  const checkedAction = (draft: NonNullable<MenuNode['action']>, path: string): MenuNode['action'] => {
    const stored = draft.id === null ? undefined : customerActions.get(draft.id);
    if (draft.id !== null) {
      if (!stored) problem(`${path}.id`, `action ${draft.id} is not an action of this customer`);
      else if (usedActionIds.has(draft.id))
        problem(`${path}.id`, `action ${draft.id} is opened by another item already`);
      usedActionIds.add(draft.id);
    }
    const info = typeInfo.get(draft.actionType);
    if (!info) {
      // An action of a type this deployment no longer serves may stay as it is; nothing new of that type.
      const unchanged = stored && stored.action_type === draft.actionType && sameJson(stored.data, draft.data);
      if (!unchanged) problem(`${path}.actionType`, `"${draft.actionType}" is not an action type of this portal`);
      return draft;
    }
    if (!info.dataSchema) return draft;
    const parsed = z.safeParse(info.dataSchema, draft.data);
    if (parsed.success) return { ...draft, data: parsed.data as Record<string, unknown> };
    for (const issue of parsed.error.issues)
      problem([`${path}.data`, ...issue.path.map(String)].join('.'), issue.message);
    return draft;
  };

  const checked = items.map((node, index) => check(node, `items.${index}`, 1));
  if (total > MAX_MENU_ITEMS) problem('items', `a menu has at most ${MAX_MENU_ITEMS} items`);
  if (homepages > 1) {
    for (const { node, path } of walkMenu(items))
      if (node.isHomepage) problem(`${path}.isHomepage`, 'only one item can be the homepage');
  }
  if (problems.length) {
    const more = problems.length > MAX_REPORTED ? ` (and ${problems.length - MAX_REPORTED} more)` : '';
    throw new HttpError(400, `Invalid menu: ${problems.slice(0, MAX_REPORTED).join('; ')}${more}`);
  }
  return checked;
}

function sameJson(stored: string, data: Record<string, unknown>): boolean {
  try {
    return JSON.stringify(JSON.parse(stored)) === JSON.stringify(data);
  } catch {
    return false;
  }
}
