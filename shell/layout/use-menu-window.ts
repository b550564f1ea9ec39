import { useCallback, useEffect, useMemo, useRef, useState, type FocusEvent, type RefObject } from 'react';
import type { MenuItem } from '../../core/contract';
import type { MenuRow } from './menu-rows';
import { RowHeights, rowAt } from './row-heights';

/** Up to this many visible rows the menu renders them all; above it, only those in and near the visible part. */
export const WINDOW_ABOVE = 200;
/** Rendered beyond each edge of the visible part: Tab and Shift+Tab find the next row already there. */
const OVERSCAN_PX = 600;
/** The window's edges snap to multiples of this many rows, so scrolling re-renders every few rows, not each pixel. */
const SNAP_ROWS = 10;
/** A focused row scrolled out of view stays rendered (keeping the focus) while it is this close to the window. */
const KEEP_FOCUSED_WITHIN = 60;
/** Each rendered row's label, in reading order: a header, a group's button, a leaf's link. */
export const ROW_LABELS = '.nav-header, .nav-link';

export interface MenuWindow {
  /** The rows [from, to) of MenuRows.all are rendered. */
  from: number;
  to: number;
  /** The space of the rows above and below the window, in px. */
  padTop: number;
  padBottom: number;
}

interface Span {
  from: number;
  to: number;
}

/** The part of `list` inside its scroll box, from the list's top, in px. */
function visiblePart(list: Element, scroller: Element | null): { top: number; height: number } {
  const listTop = list.getBoundingClientRect().top;
  if (!scroller || scroller === document.scrollingElement) return { top: -listTop, height: window.innerHeight };
  const box = scroller.getBoundingClientRect();
  // Without layout (a test DOM) only the scroll offset is known.
  if (box.height === 0) return { top: scroller.scrollTop, height: window.innerHeight };
  return { top: box.top + scroller.clientTop - listTop, height: scroller.clientHeight };
}

function scrollParent(element: Element): Element | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(node).overflowY)) return node;
  }
  return null;
}

function spanOf(offsets: Float64Array, top: number, bottom: number): Span {
  const count = offsets.length - 1;
  const from = Math.floor(rowAt(offsets, Math.max(0, top - OVERSCAN_PX)) / SNAP_ROWS) * SNAP_ROWS;
  const to = Math.ceil((rowAt(offsets, bottom + OVERSCAN_PX) + 1) / SNAP_ROWS) * SNAP_ROWS;
  return { from: Math.min(from, count), to: Math.min(to, count) };
}

/**
 * Which of `rows` the side menu renders: all of them up to WINDOW_ABOVE; beyond, those in and near the part of
 * the list its scroll box shows (the side bar), plus the focused row and its neighbours, so that keyboard users
 * reach every row: the browser scrolls each newly focused row into view, and the window follows the scroll.
 * `list` is the outer list; the returned handlers go on an element around it.
 */
export function useMenuWindow(rows: readonly MenuRow[], list: RefObject<HTMLElement | null>) {
  const windowed = rows.length > WINDOW_ABOVE;
  const [heights] = useState(() => new RowHeights());
  // Bumped whenever a measured height may have changed: the offsets depend on the heights.
  const [measured, setMeasured] = useState(0);
  const [seen, setSeen] = useState<Span | null>(null);
  const [focusedItem, setFocusedItem] = useState<MenuItem | null>(null);
  // `measured` stands for the heights' contents.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  const offsets = useMemo(() => heights.offsets(rows), [heights, rows, measured]);
  const scroller = useRef<Element | null>(null);
  const latestOffsets = useRef(offsets);

  const count = rows.length;
  const visible = seen ?? spanOf(offsets, 0, window.innerHeight);
  let from = Math.min(visible.from, count);
  let to = Math.min(visible.to, count);
  const focused = focusedItem === null ? -1 : rows.findIndex((row) => row.item === focusedItem);
  if (focused >= 0 && focused >= from - KEEP_FOCUSED_WITHIN && focused < to + KEEP_FOCUSED_WITHIN) {
    from = Math.min(from, Math.max(0, focused - 1));
    to = Math.max(to, Math.min(count, focused + 2));
  }
  const menuWindow: MenuWindow = windowed
    ? { from, to, padTop: offsets[from], padBottom: offsets[count] - offsets[to] }
    : { from: 0, to: count, padTop: 0, padBottom: 0 };

  const showSpan = useCallback((next: Span) => {
    setSeen((span) => (span && span.from === next.from && span.to === next.to ? span : next));
  }, []);

  const follow = useCallback(() => {
    const element = list.current;
    if (!element) return;
    scroller.current ??= scrollParent(element);
    const part = visiblePart(element, scroller.current);
    showSpan(spanOf(latestOffsets.current, part.top, part.top + part.height));
  }, [list, showSpan]);

  // After each render has been painted (the menu shows without waiting for this): measure the rendered rows;
  // when the rows or their heights changed, fit the window to what the scroll box shows (rows shown by the
  // focus alone stay until the box scrolls). After every render on purpose; it sets state only on a change.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  useEffect(() => {
    const moved = latestOffsets.current !== offsets;
    latestOffsets.current = offsets;
    const element = list.current;
    if (!windowed || !element) return;
    const rendered = rows.slice(menuWindow.from, menuWindow.to);
    if (heights.measure(rendered, element.querySelectorAll(ROW_LABELS), element.clientWidth)) setMeasured((n) => n + 1);
    else if (moved) follow();
  });

  useEffect(() => {
    if (!windowed) return undefined;
    const onScroll = (event: Event) => {
      const target = event.target instanceof Element ? event.target : document.scrollingElement;
      if (!target || !list.current || !target.contains(list.current)) return;
      scroller.current = target;
      follow();
    };
    // Another width wraps the names anew: measure again (the layout effect), then follow.
    const onResize = () => setMeasured((n) => n + 1);
    // Capture: scroll events do not bubble, and whichever box around the menu scrolls is the one that counts.
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('resize', onResize);
    };
  }, [windowed, follow, list]);

  const onFocus = (event: FocusEvent) => {
    if (!windowed) return;
    const label = event.target.closest(ROW_LABELS);
    const labels = list.current ? Array.from(list.current.querySelectorAll(ROW_LABELS)) : [];
    const at = label ? labels.indexOf(label) : -1;
    const index = at >= 0 ? menuWindow.from + at : -1;
    setFocusedItem(index >= 0 ? rows[index].item : null);
    // The browser scrolls the focused row into view and the window follows the scroll; it follows the focus
    // at once too, so the row after it is there before the next Tab.
    if (index >= 0 && (index < visible.from || index >= visible.to - 1))
      showSpan(spanOf(offsets, offsets[index], offsets[index + 1]));
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusedItem(null);
  };
  return { menuWindow, onFocus, onBlur };
}
