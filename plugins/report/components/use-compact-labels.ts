import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Below this width the toolbar's title is squeezed: the buttons drop their labels (icons with tooltips). */
export const TITLE_MIN_WIDTH = 160;
/** How much wider the toolbar must get than where it dropped a step of labels before it tries them again. */
const HYSTERESIS = 48;

/**
 * How many of the toolbar's labels are dropped: 0 none, 1 the commands' (full screen, print, refresh, reset
 * filters), 2 all of them. The commands go first because their icons are the familiar ones; export, bookmarks
 * and copy link keep their words longest.
 */
export type LabelLevel = 0 | 1 | 2;
const MOST_COMPACT: LabelLevel = 2;

/**
 * The toolbar's label level: measured, not guessed from the viewport, because the room left depends on the side
 * menu and on the language's label lengths (Dutch labels are a sixth longer). A step of labels goes when the
 * title gets narrower than TITLE_MIN_WIDTH, and comes back when the toolbar is clearly wider than where it went.
 * Each step is checked again after it has been laid out, so a step that already makes room keeps the rest.
 */
export function useCompactLabels(
  toolbar: RefObject<HTMLElement | null>,
  title: RefObject<HTMLElement | null>,
  language: string,
): LabelLevel {
  const [level, setLevel] = useState<LabelLevel>(0);
  // The toolbar's width at which each level was left for the next one.
  const droppedAt = useRef<number[]>([]);
  const check = useRef<() => void>(() => undefined);
  check.current = () => {
    const width = toolbar.current?.getBoundingClientRect().width ?? 0;
    // Not laid out (hidden or not yet in a document): nothing to measure, and dropping labels would stick.
    if (width === 0) return;
    const titleWidth = title.current?.getBoundingClientRect().width ?? Number.POSITIVE_INFINITY;
    if (level < MOST_COMPACT && titleWidth < TITLE_MIN_WIDTH) {
      droppedAt.current[level] = width;
      setLevel((level + 1) as LabelLevel);
    } else if (level > 0 && width > droppedAt.current[level - 1] + HYSTERESIS) {
      setLevel((level - 1) as LabelLevel);
    }
  };

  // Another language has other label lengths: start again from all labels.
  useLayoutEffect(() => {
    droppedAt.current = [];
    setLevel(0);
  }, [language]);
  // After every step is laid out, see whether it made enough room.
  useLayoutEffect(() => check.current(), [level, language]);
  useEffect(() => {
    const bar = toolbar.current;
    if (!bar || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => check.current());
    observer.observe(bar);
    return () => observer.disconnect();
  }, [toolbar]);
  return level;
}
