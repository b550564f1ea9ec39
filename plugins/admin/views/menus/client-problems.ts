import type { ActionData, ActionEditors } from '../../../../core/plugin-api';
import { menuNameMissing } from '../../contract-menus';
import type { EditorNode } from './menu-tree-model';

/**
 * What the browser can tell before sending: no name in either language, and what each action type's own editor finds in
 * its data (translation keys of that plugin, which its editor shows). The server checks everything again.
 */
export function clientProblems(
  nodes: readonly EditorNode[],
  editors: ActionEditors,
  requiredMessage: string,
  into = new Map<string, Record<string, string>>(),
) {
  for (const node of nodes) {
    const problems: Record<string, string> = {};
    if (menuNameMissing(node)) problems.name = requiredMessage;
    if (node.type === 'action' && node.action) {
      const found =
        editors
          .get(node.action.actionType)
          ?.validate?.({ actionType: node.action.actionType, ...node.action.data } as ActionData) ?? {};
      for (const [field, key] of Object.entries(found)) problems[field ? `action.data.${field}` : 'action.data'] = key;
    }
    if (Object.keys(problems).length) into.set(node.key, problems);
    clientProblems(node.children, editors, requiredMessage, into);
  }
  return into;
}
