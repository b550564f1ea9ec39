import Dropdown, { type DropdownProps } from 'antd/es/dropdown';
import type { ReactElement } from 'react';

export interface ToolbarDropdownProps {
  menu: NonNullable<DropdownProps['menu']>;
  disabled?: boolean;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The trigger button. */
  children: ReactElement;
}

/**
 * antd's Dropdown for the toolbar's menus. Its own module: the Dropdown brings antd's Menu, the popup library
 * and (through antd's context isolation) the form library, which a report needs only once a menu is used.
 */
export default function ToolbarDropdown({ menu, disabled, open, onOpenChange, children }: ToolbarDropdownProps) {
  return (
    <Dropdown
      trigger={['click']}
      disabled={disabled}
      menu={menu}
      open={open}
      onOpenChange={(next) => onOpenChange(next)}
    >
      {children}
    </Dropdown>
  );
}
