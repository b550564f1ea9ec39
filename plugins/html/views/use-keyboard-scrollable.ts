import { useEffect, useRef } from 'react';

/**
 * A box whose content is wider than itself (a table on a phone) scrolls sideways; keyboard users reach that
 * scroll only if the box can take focus. It becomes a tab stop while it overflows, and only then.
 */
export function useKeyboardScrollable<T extends HTMLElement>(content: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () => {
      if (element.scrollWidth > element.clientWidth + 1) element.setAttribute('tabindex', '0');
      else element.removeAttribute('tabindex');
    };
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(element);
    return () => observer?.disconnect();
  }, [content]);
  return ref;
}
