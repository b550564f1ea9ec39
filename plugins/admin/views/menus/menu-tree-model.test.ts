import type { MenuNode } from '../../contract-menus';
import {
  addNode,
  keyboardMove,
  keysByPath,
  moveNode,
  newKey,
  rekey,
  toEditorTree,
  toMenuItems,
  type EditorNode,
} from './menu-tree-model';

const node = (name: string, type: MenuNode['type'] = 'menu', children: MenuNode[] = []): MenuNode => ({
  id: null,
  type,
  name,
  icon: null,
  linkUrl: type === 'link' ? '/x' : null,
  linkTarget: type === 'link' ? 'new-window' : null,
  isHomepage: false,
  action: null,
  children,
});
const names = (nodes: readonly EditorNode[]): unknown[] =>
  nodes.map((n) => (n.children.length ? [n.name, names(n.children)] : n.name));
const keyOf = (nodes: readonly EditorNode[], name: string): string => {
  for (const n of nodes) {
    if (n.name === name) return n.key;
    const found = n.children.length ? keyOf(n.children, name) : '';
    if (found) return found;
  }
  return '';
};

describe('the menu tree while it is edited', () => {
  const tree = toEditorTree([
    node('Reports', 'menu', [node('Sales', 'link'), node('Costs', 'link')]),
    node('Support'),
    node('Status', 'link'),
  ]);

  it('moves an item up, down, into the header above and out again, and refuses what the menu does not allow', () => {
    const sales = keyOf(tree, 'Sales');
    expect(names(keyboardMove(tree, sales, 'down')!)).toEqual([['Reports', ['Costs', 'Sales']], 'Support', 'Status']);
    expect(keyboardMove(tree, sales, 'up')).toBeNull();
    expect(names(keyboardMove(tree, sales, 'outdent')!)).toEqual([
      ['Reports', ['Costs']],
      'Sales',
      'Support',
      'Status',
    ]);
    const status = keyOf(tree, 'Status');
    expect(names(keyboardMove(tree, status, 'indent')!)).toEqual([
      ['Reports', ['Sales', 'Costs']],
      ['Support', ['Status']],
    ]);
    // Into a link: no; a header into its own item: no.
    expect(moveNode(tree, keyOf(tree, 'Support'), keyOf(tree, 'Status'), 'inside')).toBeNull();
    expect(moveNode(tree, keyOf(tree, 'Reports'), keyOf(tree, 'Sales'), 'before')).toBeNull();
  });

  it('never nests deeper than four levels', () => {
    const deep = toEditorTree([
      node('1', 'menu', [node('2', 'menu', [node('3', 'menu', [node('4')])])]),
      node('Two levels', 'menu', [node('Child')]),
    ]);
    expect(moveNode(deep, keyOf(deep, 'Two levels'), keyOf(deep, '3'), 'inside')).toBeNull();
    expect(moveNode(deep, keyOf(deep, 'Child'), keyOf(deep, '3'), 'inside')).not.toBeNull();
  });

  it('adds into a selected header, after another selected item, else at the end', () => {
    const added = { ...toEditorTree([node('New')])[0]!, key: newKey() };
    expect(names(addNode(tree, added, keyOf(tree, 'Reports')))).toEqual([
      ['Reports', ['Sales', 'Costs', 'New']],
      'Support',
      'Status',
    ]);
    expect(names(addNode(tree, added, keyOf(tree, 'Sales')))).toEqual([
      ['Reports', ['Sales', 'New', 'Costs']],
      'Support',
      'Status',
    ]);
    expect(names(addNode(tree, added, null))).toEqual([['Reports', ['Sales', 'Costs']], 'Support', 'Status', 'New']);
  });

  it("maps the server's paths to keys, and keeps keys through the server's answer", () => {
    expect(keysByPath(tree).get('items.0.children.1')).toBe(keyOf(tree, 'Costs'));
    const answer = toMenuItems(tree).map((item) => ({ ...item, name: item.name.toUpperCase() }));
    expect(rekey(answer, tree).map((n) => n.key)).toEqual(tree.map((n) => n.key));
    expect(toMenuItems(tree)[0]).not.toHaveProperty('key');
  });
});
