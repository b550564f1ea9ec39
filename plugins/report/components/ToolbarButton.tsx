import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import './report-toolbar.css';

export interface ToolbarButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  icon: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A toolbar button drawn like antd's text button (the report page's first view loads no antd: its Button
 * brings antd's style engine and theme with it). Without children it is a square icon button. Other props
 * (those a menu's trigger adds: class, aria-expanded, handlers) go to the button element.
 */
export function ToolbarButton({ icon, children, className, ref, ...rest }: ToolbarButtonProps) {
  const iconOnly = children === null || children === undefined || children === false;
  const classes = ['report-toolbar-button', iconOnly ? 'report-toolbar-button--icon-only' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button type="button" {...rest} ref={ref} className={classes}>
      <span className="report-toolbar-button__icon">{icon}</span>
      {iconOnly ? null : <span>{children}</span>}
    </button>
  );
}
