import { useEffect, useState, type RefObject } from 'react';

/** Below this width the toolbar's title is squeezed: the buttons drop their labels (icons with tooltips). */
export const TITLE_MIN_WIDTH = 160;
/** How much wider the toolbar must get than where it dropped the labels before it tries them again. */
const HYSTERESIS = 48;

/**
 * Whether the toolbar shows its buttons as icons only: measured, not guessed from the viewport, because the
 * room left depends on the side menu and on the language's label lengths. Labels go when the title gets
 * narrower than TITLE_MIN_WIDTH, and come back when the toolbar is clearly wider than where they went.
 */
export function useCompactLabels(toolbar: RefObject<HTMLElement | null>, title: RefObject<HTMLElement | null>, language: string): boolean {
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    const bar = toolbar.current;
    if (!bar || typeof ResizeObserver === 'undefined') return undefined;
    let droppedAt: number | null = null;
    const check = () => {
      const width = bar.getBoundingClientRect().width;
      const titleWidth = title.current?.getBoundingClientRect().width ?? Number.POSITIVE_INFINITY;
      if (droppedAt === null && titleWidth < TITLE_MIN_WIDTH) {
        droppedAt = width;
        setCompact(true);
      } else if (droppedAt !== null && width > droppedAt + HYSTERESIS) {
        droppedAt = null;
        setCompact(false);
      }
    };
    const observer = new ResizeObserver(check);
    observer.observe(bar);
    check();
    return () => observer.disconnect();
  }, [toolbar, title, language]);
  return compact;
}
