import { parseMenuItems, type HttpClient, type MenuItem, type Parser } from '../../../core/plugin-api';
import { MenuCopyResult, MenuEditorState, MenuPaths, type MenuCopyRequest, type MenuNode } from '../contract-menus';
import { adminUrl } from './admin-api';

/** The preview is read like the side menu reads GET /api/menuitems/ (core's tolerant parser). */
const PreviewItems: Parser<MenuItem[]> = {
  safeParse: (value) => {
    const items = parseMenuItems(value);
    return items
      ? { success: true, data: items }
      : { success: false, error: new Error('The preview is not a list of menu items.') };
  },
};

/** The menu editor's calls (provider administrators only). */
export const menusApi = (http: HttpClient) => {
  const at = (path: string, customerId: string) => adminUrl(path, { customerId });
  return {
    load: (customerId: string) => http.get(at(MenuPaths.menu, customerId), MenuEditorState),
    saveDraft: (customerId: string, items: MenuNode[]) =>
      http.put(at(MenuPaths.draft, customerId), { items }, MenuEditorState),
    discardDraft: (customerId: string) => http.delete(at(MenuPaths.draft, customerId), MenuEditorState),
    publish: (customerId: string) => http.post(at(MenuPaths.publish, customerId), undefined, MenuEditorState),
    preview: (customerId: string) => http.get(at(MenuPaths.preview, customerId), PreviewItems),
    copy: (body: MenuCopyRequest) => http.post(MenuPaths.copy, body, MenuCopyResult),
  };
};

export type MenusApi = ReturnType<typeof menusApi>;
