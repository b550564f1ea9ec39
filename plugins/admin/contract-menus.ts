import * as z from 'zod/mini';
import {
  classifyLink,
  hasTextInEitherLanguage,
  LINK_TARGETS,
  MenuItemFields,
  type LinkTarget,
} from '../../core/contract';
import { CustomerId } from './contract';

/** The menu editor's paths (provider administrators only). */
export const MenuPaths = {
  menu: '/api/admin/customers/:customerId/menu',
  draft: '/api/admin/customers/:customerId/menu/draft',
  publish: '/api/admin/customers/:customerId/menu/publish',
  preview: '/api/admin/customers/:customerId/menu/preview',
  copy: '/api/admin/menus/copy',
} as const;

/** Levels of nesting a menu may have: the side menu stays usable at 390 px. */
export const MAX_MENU_DEPTH = 4;
export const MAX_MENU_ITEMS = 500;
export const MAX_NAME_LENGTH = 100;
export const MAX_TITLE_LENGTH = 200;
export const MAX_URL_LENGTH = 2000;
export const MAX_COPY_TARGETS = 500;

export const MENU_ITEM_TYPES = ['menu', 'action', 'link'] as const;
export type MenuItemType = (typeof MENU_ITEM_TYPES)[number];
/** Where a plain link opens; an action always opens inside the portal (content-window). */
export const LINK_ITEM_TARGETS = ['new-window', 'this-window'] as const satisfies readonly LinkTarget[];

const positiveId = z.int().check(z.positive());

/** The action an 'action' item opens; `id` null: a new action, given its id when published. */
export interface MenuActionDraft {
  id: number | null;
  actionType: string;
  /** The title in English (or, stored before titles had a language, every reader's); null or '' for none. */
  title: string | null;
  /** The title in Dutch; absent, null or '' for none (then every reader sees the English one). */
  titleNl?: string | null;
  data: Record<string, unknown>;
  requiredPermission: string | null;
}

export const MenuActionDraft = z.strictObject({
  id: z.nullable(positiveId),
  actionType: z.string().check(z.minLength(1), z.maxLength(64)),
  title: z.nullable(z.string().check(z.trim(), z.maxLength(MAX_TITLE_LENGTH))),
  titleNl: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(MAX_TITLE_LENGTH)))),
  data: z.record(z.string(), z.unknown()),
  requiredPermission: z.nullable(z.string().check(z.trim(), z.maxLength(64))),
});

/**
 * One item of an edited menu. 'menu': a header holding items; 'action': opens its action inside the portal
 * (optionally the homepage); 'link': an address opened in a new tab or the same one. `id` is the published
 * item's id (kept on publish), null for a new item.
 */
export interface MenuNode {
  id: number | null;
  type: MenuItemType;
  /**
   * The name in English (or, stored before names had a language, every reader's); '' when only a Dutch one is
   * given. At least one of name and nameNl is given (menuNameMissing).
   */
  name: string;
  /** The name in Dutch; absent, null or '' for none (then every reader sees the English one). */
  nameNl?: string | null;
  /** Kept as stored: leaves show the spec's report icon whatever it says. */
  icon: string | null;
  linkUrl: string | null;
  linkTarget: LinkTarget | null;
  isHomepage: boolean;
  action: MenuActionDraft | null;
  children: MenuNode[];
}

export const MenuNode: z.ZodMiniType<MenuNode> = z.strictObject({
  id: z.nullable(positiveId),
  type: z.enum(MENU_ITEM_TYPES),
  name: z.string().check(z.trim(), z.maxLength(MAX_NAME_LENGTH)),
  nameNl: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(MAX_NAME_LENGTH)))),
  icon: z.nullable(z.string().check(z.maxLength(64))),
  linkUrl: z.nullable(z.string().check(z.trim(), z.maxLength(MAX_URL_LENGTH))),
  linkTarget: z.nullable(z.enum(LINK_TARGETS)),
  isHomepage: z.boolean(),
  action: z.nullable(MenuActionDraft),
  get children(): z.ZodMiniArray<z.ZodMiniType<MenuNode>> {
    return z.array(MenuNode);
  },
});

/** An item without a name in either language (the editor's and the server's rule). */
export const menuNameMissing = (node: Pick<MenuNode, 'name' | 'nameNl'>) =>
  !hasTextInEitherLanguage({ en: node.name, nl: node.nameNl });

export const MenuItems = z.array(MenuNode).check(z.maxLength(MAX_MENU_ITEMS));

export const MenuCustomerParams = z.object({ customerId: CustomerId });

/** PUT draft: the whole tree. */
export const MenuDraftBody = z.strictObject({ items: MenuItems });
export type MenuDraftBody = z.infer<typeof MenuDraftBody>;

export const MenuDraft = z.object({
  items: z.array(MenuNode),
  updatedAt: z.string(),
  /** The user name of whoever saved it last. */
  updatedBy: z.string(),
});
export type MenuDraft = z.infer<typeof MenuDraft>;

/** An action type the deployment serves, and whether this customer's plugin list lets its users see it. */
export const MenuActionType = z.object({
  actionType: z.string(),
  pluginId: z.string(),
  enabledForCustomer: z.boolean(),
});
export type MenuActionType = z.infer<typeof MenuActionType>;

export const MenuEditorState = z.object({
  customerId: z.string(),
  customerName: z.string(),
  published: z.array(MenuNode),
  draft: z.nullable(MenuDraft),
  actionTypes: z.array(MenuActionType),
});
export type MenuEditorState = z.infer<typeof MenuEditorState>;

/** The preview: the draft exactly as GET /api/menuitems/ would answer it to the customer's users. */
export const PreviewMenuItem: z.ZodMiniType = z.object({
  ...MenuItemFields.shape,
  get subMenuItems(): z.ZodMiniArray<z.ZodMiniType> {
    return z.array(PreviewMenuItem);
  },
});
export const MenuPreview = z.array(PreviewMenuItem);

export const MENU_COPY_MODES = ['draft', 'published'] as const;
export const MenuCopyRequest = z.strictObject({
  fromCustomerId: CustomerId,
  toCustomerIds: z.array(CustomerId).check(z.minLength(1), z.maxLength(MAX_COPY_TARGETS)),
  /** 'draft': becomes each target's draft; 'published': replaces each target's menu at once. */
  as: z.enum(MENU_COPY_MODES),
});
export type MenuCopyRequest = z.infer<typeof MenuCopyRequest>;

export const MenuCopyResult = z.object({
  fromCustomerId: z.string(),
  as: z.enum(MENU_COPY_MODES),
  copied: z.array(z.object({ customerId: z.string(), items: z.number() })),
});
export type MenuCopyResult = z.infer<typeof MenuCopyResult>;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export type LinkUrlProblem = 'required' | 'scheme' | 'credentials';

/**
 * Why a menu link's address is refused, or null when it is fine: a path of this portal (/...), or an https
 * address elsewhere (plain http only to this machine, in a demo or development run). The browser follows only
 * what core's classifyLink accepts, so nothing else (javascript:, data:, //host, backslashes) is stored. The
 * editor checks as it is typed, the server again.
 */
export function linkUrlProblem(
  value: string,
  options: { origin: string; allowLoopbackHttp: boolean },
): LinkUrlProblem | null {
  const text = value.trim();
  if (text === '') return 'required';
  if (/[\u0000-\u001f\u007f\\]/.test(text)) return 'scheme';
  if (text.startsWith('/'))
    return !text.startsWith('//') && classifyLink(text, options.origin).kind === 'in-portal' ? null : 'scheme';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'scheme';
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') return 'scheme';
  if (url.username || url.password) return 'credentials';
  if (url.protocol === 'https:') return null;
  return options.allowLoopbackHttp && LOOPBACK_HOSTS.has(url.hostname) ? null : 'scheme';
}
