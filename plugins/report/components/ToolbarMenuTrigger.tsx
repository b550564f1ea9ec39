import { lazy, useRef, useState, type ReactElement, type Ref } from 'react';
import { WithAntd } from '../../../core/plugin-api';
import type { ToolbarDropdownProps } from './ToolbarDropdown';

export const loadToolbarDropdown = () => import('./ToolbarDropdown');
const ToolbarDropdown = lazy(loadToolbarDropdown);

export interface ToolbarMenuTriggerProps extends Pick<ToolbarDropdownProps, 'menu' | 'disabled'> {
  /** The trigger button; `onClick` is given while the menu's code is not in use yet. */
  button(props: { ref: Ref<HTMLButtonElement>; onClick?: () => void }): ReactElement;
}

/**
 * A toolbar button that opens a menu whose code (antd's Dropdown, in the portal's antd scope) loads on first
 * use (the toolbar preloads it on hover or focus). Until then the plain button stands alone; its first click
 * wraps it in the menu, opened. Wrapping
 * replaces the button's element (after the click, so no click is lost), and a button that had the focus gets
 * it back.
 */
export function ToolbarMenuTrigger({ menu, disabled, button }: ToolbarMenuTriggerProps) {
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const element = useRef<HTMLButtonElement | null>(null);
  const refocus = useRef(false);
  if (used && element.current && element.current === globalThis.document?.activeElement) refocus.current = true;
  const ref = (node: HTMLButtonElement | null) => {
    element.current = node;
    if (node && refocus.current && node.ownerDocument.activeElement !== node) node.focus();
  };
  const plain = button({
    ref,
    onClick: () => {
      setUsed(true);
      setOpen(true);
    },
  });
  if (!used) return plain;
  return (
    <WithAntd fallback={plain}>
      <ToolbarDropdown menu={menu} disabled={disabled} open={open} onOpenChange={setOpen}>
        {button({
          ref: (node) => {
            ref(node);
            if (node) refocus.current = false;
          },
        })}
      </ToolbarDropdown>
    </WithAntd>
  );
}
