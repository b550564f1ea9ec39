import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useCloseOnOutsidePointer } from '../../core/plugin-api/use-close-on-outside-pointer';

/**
 * The WAI-ARIA menu-button pattern: Enter/Space/ArrowDown open and focus the first item, arrows move,
 * Escape closes and returns focus to the button, a click outside closes.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (open) items()[0]?.focus();
  }, [open]);
  useCloseOnOutsidePointer(
    open,
    [menuRef, buttonRef],
    useCallback(() => setOpen(false), []),
  );

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus();
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusAt(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusAt(index - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusAt(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusAt(list.length - 1);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return { open, setOpen, close, buttonRef, menuRef, onButtonKeyDown, onMenuKeyDown };
}
