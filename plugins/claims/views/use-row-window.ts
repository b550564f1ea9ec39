import { useCallback, useLayoutEffect, useRef, useState, type RefObject, type UIEvent } from 'react';

/** Every row gets this height (a small antd row is a little less), so that all rows are equally tall. */
export const ROW_HEIGHT_PX = 40;
/** Rows rendered beyond the visible ones on either side, so a quick scroll shows no blank strip. */
const OVERSCAN = 10;
/** Up to this many rows are all rendered, free to be as tall as their text; a window pays off only beyond. */
export const RENDER_ALL_UP_TO = 100;

export interface RowWindow {
  /** False while all rows are rendered: then they need not be equally tall. */
  windowed: boolean;
  /** The scrolling element: give it a bounded height and overflow. */
  scrollerRef: RefObject<HTMLDivElement | null>;
  onScroll: (event: UIEvent<HTMLDivElement>) => void;
  /** The rows [start, end) are rendered; the paddings stand in for the rows above and below. */
  start: number;
  end: number;
  paddingTop: number;
  paddingBottom: number;
}

/**
 * Which of `count` table rows to render in a scrolling element: beyond RENDER_ALL_UP_TO, those in view and a few
 * around them, which must then be equally tall. The rendered rows carry aria-rowindex (as a windowed table's rows
 * should); the first one is measured.
 * A change of `resetKey` (a new filter or order) scrolls back to the first row.
 */
export function useRowWindow(count: number, resetKey: string): RowWindow {
  const scrollerRef = useRef<HTMLDivElement | null>(null);
  const [rowHeight, setRowHeight] = useState(ROW_HEIGHT_PX);
  // The first row in view belongs to the rows it was scrolled in: a new resetKey starts at 0 in the same render.
  const [scrolled, setScrolled] = useState({ resetKey, first: 0 });
  const firstInView = scrolled.resetKey === resetKey ? scrolled.first : 0;

  const onScroll = useCallback(
    (event: UIEvent<HTMLDivElement>) => {
      const first = Math.floor(event.currentTarget.scrollTop / rowHeight);
      setScrolled((previous) =>
        previous.resetKey === resetKey && previous.first === first ? previous : { resetKey, first },
      );
    },
    [resetKey, rowHeight],
  );

  // A larger font makes every row taller than the set height: the first laid-out row gives the real figure.
  // Once is enough, and reading it forces a layout.
  const measured = useRef(false);
  const windowed = count > RENDER_ALL_UP_TO;
  // After every render until the first row has been laid out (the ref guards it): no dependency list on purpose.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  useLayoutEffect(() => {
    if (measured.current || !windowed) return;
    const height = scrollerRef.current?.querySelector('tbody > tr[aria-rowindex]')?.getBoundingClientRect().height;
    if (!height) return;
    measured.current = true;
    if (Math.abs(height - rowHeight) > 0.5) setRowHeight(height);
  });

  useLayoutEffect(() => {
    if (scrollerRef.current) scrollerRef.current.scrollTop = 0;
  }, [resetKey]);

  if (!windowed) return { windowed, scrollerRef, onScroll, start: 0, end: count, paddingTop: 0, paddingBottom: 0 };
  // The scroller is never taller than the window, so the window's height bounds the rows in view.
  const inView = Math.ceil(window.innerHeight / rowHeight) + 1;
  const first = Math.min(firstInView, Math.max(0, count - inView));
  const start = Math.max(0, first - OVERSCAN);
  const end = Math.min(count, first + inView + OVERSCAN);
  return {
    windowed,
    scrollerRef,
    onScroll,
    start,
    end,
    paddingTop: start * rowHeight,
    paddingBottom: (count - end) * rowHeight,
  };
}
