import { keysByPath, type EditorNode } from './menu-tree-model';

/** The server's messages per item key, by field ('name', 'linkUrl', 'action.data.url', '' for the item). */
export type ItemProblems = ReadonlyMap<string, Readonly<Record<string, string>>>;

export interface ServerProblems {
  byItem: ItemProblems;
  /** Messages that name no item of the tree (e.g. too many items). */
  general: string[];
}

const ISSUE = /^(?:body\.)?(items\.\d+(?:\.children\.\d+)*)(?:\.(.+?))?: (.+)$/;

/**
 * Reads a 400 answer of the draft call ("Invalid menu: items.0.children.1.linkUrl: must be ...; ...", or the
 * schema check's "Invalid body: body.items.0.name: ...") against the tree that was sent.
 */
export function parseServerProblems(message: string, sent: readonly EditorNode[]): ServerProblems {
  const keys = keysByPath(sent);
  const byItem = new Map<string, Record<string, string>>();
  const general: string[] = [];
  const text = message.replace(/^Invalid (menu|body): /, '').replace(/ \(and \d+ more\)$/, '');
  for (const issue of text.split('; ')) {
    const match = ISSUE.exec(issue.trim());
    const key = match ? keys.get(match[1]!) : undefined;
    if (!match || !key) {
      general.push(issue.trim());
      continue;
    }
    const field = match[2] ?? '';
    byItem.set(key, { ...byItem.get(key), [field]: byItem.get(key)?.[field] ?? match[3]! });
  }
  return { byItem, general };
}

/** An action editor's errors: the messages about the action's data, by the data's own field names. */
export function dataErrors(problems: Readonly<Record<string, string>> | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(problems ?? {})) {
    if (field === 'action.data') errors[''] = message;
    else if (field.startsWith('action.data.')) errors[field.slice('action.data.'.length)] = message;
  }
  return errors;
}
