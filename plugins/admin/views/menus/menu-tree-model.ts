import { MAX_MENU_DEPTH, type MenuNode } from '../../contract-menus';

/** A menu item while it is edited: the contract's node with a key that stays the same through moves and saves. */
export interface EditorNode extends Omit<MenuNode, 'children'> {
  key: string;
  children: EditorNode[];
}

export type DropPosition = 'before' | 'after' | 'inside';

let lastKey = 0;
export const newKey = () => `item-${++lastKey}`;

export function toEditorTree(items: readonly MenuNode[]): EditorNode[] {
  return items.map((node) => ({ ...node, key: newKey(), children: toEditorTree(node.children) }));
}

export function toMenuItems(nodes: readonly EditorNode[]): MenuNode[] {
  return nodes.map(({ key: _key, children, ...node }) => ({ ...node, children: toMenuItems(children) }));
}

/** The server's answer for the tree just sent, keeping each item's key (same shape, so matched by position). */
export function rekey(items: readonly MenuNode[], previous: readonly EditorNode[]): EditorNode[] {
  return items.map((node, index) => {
    const before = previous[index];
    return { ...node, key: before?.key ?? newKey(), children: rekey(node.children, before?.children ?? []) };
  });
}

export interface Location {
  siblings: readonly EditorNode[];
  index: number;
  parent: EditorNode | null;
  /** 1 for a top-level item. */
  depth: number;
}

export function locate(
  nodes: readonly EditorNode[],
  key: string,
  parent: EditorNode | null = null,
  depth = 1,
): Location | null {
  for (const [index, node] of nodes.entries()) {
    if (node.key === key) return { siblings: nodes, index, parent, depth };
    const found = locate(node.children, key, node, depth + 1);
    if (found) return found;
  }
  return null;
}

export const findNode = (nodes: readonly EditorNode[], key: string): EditorNode | null => {
  const at = locate(nodes, key);
  return at ? at.siblings[at.index]! : null;
};

/** Levels below and including the node (1 for an item without children). */
export const heightOf = (node: EditorNode): number => 1 + Math.max(0, ...node.children.map(heightOf));

export function updateNode(
  nodes: readonly EditorNode[],
  key: string,
  change: (node: EditorNode) => EditorNode,
): EditorNode[] {
  return nodes.map((node) =>
    node.key === key ? change(node) : { ...node, children: updateNode(node.children, key, change) },
  );
}

export function removeNode(nodes: readonly EditorNode[], key: string): EditorNode[] {
  return nodes
    .filter((node) => node.key !== key)
    .map((node) => ({ ...node, children: removeNode(node.children, key) }));
}

/** Inserts at `index` among the children of `parentKey` (null: the top level). */
export function insertNode(
  nodes: readonly EditorNode[],
  node: EditorNode,
  parentKey: string | null,
  index: number,
): EditorNode[] {
  const into = (list: readonly EditorNode[]) => [...list.slice(0, index), node, ...list.slice(index)];
  if (parentKey === null) return into(nodes);
  return updateNode(nodes, parentKey, (parent) => ({ ...parent, children: into(parent.children) }));
}

/** Where a new item goes: into a selected header (at its end), after another selected item, else at the end. */
export function addNode(nodes: readonly EditorNode[], node: EditorNode, selectedKey: string | null): EditorNode[] {
  const at = selectedKey ? locate(nodes, selectedKey) : null;
  if (!at) return [...nodes, node];
  const selected = at.siblings[at.index]!;
  if (selected.type === 'menu' && at.depth < MAX_MENU_DEPTH)
    return insertNode(nodes, node, selected.key, selected.children.length);
  return insertNode(nodes, node, at.parent?.key ?? null, at.index + 1);
}

/**
 * Moves `key` next to or into `targetKey`; null when the move is not allowed: into anything but a header, into
 * itself, or deeper than the menu may go.
 */
export function moveNode(
  nodes: readonly EditorNode[],
  key: string,
  targetKey: string,
  position: DropPosition,
): EditorNode[] | null {
  const node = findNode(nodes, key);
  const target = locate(nodes, targetKey);
  if (!node || !target || key === targetKey || findNode(node.children, targetKey)) return null;
  const targetNode = target.siblings[target.index]!;
  if (position === 'inside' && targetNode.type !== 'menu') return null;
  const depth = position === 'inside' ? target.depth + 1 : target.depth;
  if (depth + heightOf(node) - 1 > MAX_MENU_DEPTH) return null;
  const without = removeNode(nodes, key);
  if (position === 'inside') return insertNode(without, node, targetKey, findNode(without, targetKey)!.children.length);
  const after = locate(without, targetKey)!;
  return insertNode(without, node, after.parent?.key ?? null, after.index + (position === 'after' ? 1 : 0));
}

export type KeyboardMove = 'up' | 'down' | 'indent' | 'outdent';

/** The keyboard moves: up and down among the siblings, indent into the header above, outdent after the parent. */
export function keyboardMove(nodes: readonly EditorNode[], key: string, move: KeyboardMove): EditorNode[] | null {
  const at = locate(nodes, key);
  if (!at) return null;
  const previous = at.siblings[at.index - 1];
  const next = at.siblings[at.index + 1];
  switch (move) {
    case 'up':
      return previous ? moveNode(nodes, key, previous.key, 'before') : null;
    case 'down':
      return next ? moveNode(nodes, key, next.key, 'after') : null;
    case 'indent':
      return previous?.type === 'menu' ? moveNode(nodes, key, previous.key, 'inside') : null;
    case 'outdent':
      return at.parent ? moveNode(nodes, key, at.parent.key, 'after') : null;
  }
}

/** Maps the server's item paths (items.0.children.2) to the keys of the tree that was sent. */
export function keysByPath(
  nodes: readonly EditorNode[],
  path = 'items',
  into = new Map<string, string>(),
): Map<string, string> {
  nodes.forEach((node, index) => {
    into.set(`${path}.${index}`, node.key);
    keysByPath(node.children, `${path}.${index}.children`, into);
  });
  return into;
}

export const countNodes = (nodes: readonly EditorNode[]): number =>
  nodes.reduce((sum, node) => sum + 1 + countNodes(node.children), 0);
