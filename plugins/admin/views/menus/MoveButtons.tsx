import ArrowDownOutlined from '@ant-design/icons/es/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/es/icons/ArrowUpOutlined';
import MenuFoldOutlined from '@ant-design/icons/es/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/es/icons/MenuUnfoldOutlined';
import Button from 'antd/es/button';
import { useEffect, useRef, useState } from 'react';
import { usePortalTranslation } from '../../../../core/plugin-api';
import { keyboardMove, type EditorNode, type KeyboardMove } from './menu-tree-model';

export interface MoveButtonsProps {
  nodes: readonly EditorNode[];
  selectedKey: string | null;
  onMove: (nodes: EditorNode[], movedKey: string) => void;
}

const MOVES: { move: KeyboardMove; labelKey: string; Icon: typeof ArrowUpOutlined }[] = [
  { move: 'up', labelKey: 'menus.move.up', Icon: ArrowUpOutlined },
  { move: 'down', labelKey: 'menus.move.down', Icon: ArrowDownOutlined },
  { move: 'outdent', labelKey: 'menus.move.outdent', Icon: MenuFoldOutlined },
  { move: 'indent', labelKey: 'menus.move.indent', Icon: MenuUnfoldOutlined },
];

/** Moving the selected item by keyboard: each button is enabled only when that move is allowed. */
export function MoveButtons({ nodes, selectedKey, onMove }: MoveButtonsProps) {
  const { t } = usePortalTranslation('admin');
  const group = useRef<HTMLDivElement>(null);
  const [pressed, setPressed] = useState<KeyboardMove | null>(null);
  // A move that leaves its own button disabled (the item reached the top) would drop the keyboard focus.
  useEffect(() => {
    if (!pressed) return;
    const own = group.current?.querySelector<HTMLButtonElement>(`[data-move="${pressed}"]`);
    if (own?.disabled) group.current?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
    setPressed(null);
  }, [pressed, nodes]);
  return (
    <div
      ref={group}
      role="group"
      aria-label={t('menus.move.group')}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
    >
      {MOVES.map(({ move, labelKey, Icon }) => {
        const moved = selectedKey ? keyboardMove(nodes, selectedKey, move) : null;
        return (
          <Button
            key={move}
            data-move={move}
            size="small"
            icon={<Icon aria-hidden="true" />}
            disabled={!moved}
            onClick={() => {
              if (!moved || !selectedKey) return;
              onMove(moved, selectedKey);
              setPressed(move);
            }}
          >
            {t(labelKey)}
          </Button>
        );
      })}
    </div>
  );
}
