import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';
import BarChartOutlined from '@ant-design/icons/es/icons/BarChartOutlined';
import ExclamationCircleOutlined from '@ant-design/icons/es/icons/ExclamationCircleOutlined';
import Tree from 'antd/es/tree';
import type { DataNode, TreeProps } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { usePortalTranslation } from '../../../../core/plugin-api';
import { nameIn } from './item-names';
import { moveNode, type DropPosition, type EditorNode } from './menu-tree-model';
import type { ItemProblems } from './server-problems';

export interface MenuTreeProps {
  nodes: readonly EditorNode[];
  selectedKey: string | null;
  onSelect: (key: string | null) => void;
  /** Called with the tree after a drag and drop the menu allows. */
  onMove: (nodes: EditorNode[], movedKey: string) => void;
  problems: ItemProblems;
  labelledBy: string;
}

function ItemTitle({ node, hasProblem }: { node: EditorNode; hasProblem: boolean }) {
  const { t, i18n } = usePortalTranslation('admin');
  // Leaves show the spec's report icon, as in the side menu; the kind is said in words.
  const Icon = node.type === 'menu' ? AppstoreOutlined : BarChartOutlined;
  return (
    <span className="menu-editor-item">
      <Icon aria-hidden="true" /> <span>{nameIn(i18n.language, node)}</span>{' '}
      <span className="muted">({t(`menus.types.${node.type}`)})</span>
      {hasProblem ? (
        <span>
          {' '}
          <ExclamationCircleOutlined aria-hidden="true" className="field-error-mark" />{' '}
          <span>{t('menus.itemHasProblem')}</span>
        </span>
      ) : null}
    </span>
  );
}

const headerKeys = (nodes: readonly EditorNode[]): string[] =>
  nodes.flatMap((node) => (node.type === 'menu' ? [node.key, ...headerKeys(node.children)] : []));

const toTreeData = (nodes: readonly EditorNode[], problems: ItemProblems): DataNode[] =>
  nodes.map((node) => ({
    key: node.key,
    title: <ItemTitle node={node} hasProblem={problems.has(node.key)} />,
    isLeaf: node.type !== 'menu',
    children: toTreeData(node.children, problems),
  }));

/** antd's drop position is relative to the target's index: -1 before it, 1 after it, 0 into it. */
function dropPosition(info: Parameters<NonNullable<TreeProps['onDrop']>>[0]): DropPosition {
  const indexOfTarget = Number(info.node.pos.split('-').at(-1));
  const relative = info.dropPosition - indexOfTarget;
  if (!info.dropToGap) return 'inside';
  return relative < 0 ? 'before' : 'after';
}

/**
 * The menu as a tree: select an item to edit it, drag it to move it (into headers only). The arrow keys move
 * through the tree and Space selects; the move buttons beside the tree do what dragging does, by keyboard.
 */
export function MenuTree({ nodes, selectedKey, onSelect, onMove, problems, labelledBy }: MenuTreeProps) {
  const treeData = useMemo(() => toTreeData(nodes, problems), [nodes, problems]);
  // Headers are open unless the user closed them, so a header just added or moved shows its items.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const headers = headerKeys(nodes);
  return (
    <div role="group" aria-labelledby={labelledBy}>
      <Tree
        treeData={treeData}
        blockNode
        expandedKeys={headers.filter((key) => !collapsed.has(key))}
        onExpand={(keys) => setCollapsed(new Set(headers.filter((key) => !keys.includes(key))))}
        draggable={{ icon: false }}
        selectedKeys={selectedKey ? [selectedKey] : []}
        onSelect={(keys) => onSelect(keys.length ? String(keys[0]) : null)}
        allowDrop={({ dropNode, dropPosition: position }) => position !== 0 || !dropNode.isLeaf}
        onDrop={(info) => {
          const moved = moveNode(nodes, String(info.dragNode.key), String(info.node.key), dropPosition(info));
          if (moved) onMove(moved, String(info.dragNode.key));
        }}
      />
    </div>
  );
}
