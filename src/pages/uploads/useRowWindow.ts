// Windowing of a list of fixed-height rows: which rows to put in the DOM for a scroll position, and the active row
// the keyboard moves. Only the rows in view plus a few either side are rendered, so 100,000 rows cost what 30 do.
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type UIEvent } from 'react';

/** Rows [first, last) that meet the viewport [scrollTop, scrollTop + viewport), widened by overscan either side. */
export function rowWindow(scrollTop: number, viewport: number, rowHeight: number, count: number, overscan: number) {
  if (count === 0) return { first: 0, last: 0 };
  const top = Math.min(count - 1, Math.max(0, Math.floor(scrollTop / rowHeight)));
  const bottom = Math.ceil((Math.max(0, scrollTop) + viewport) / rowHeight);
  return { first: Math.max(0, top - overscan), last: Math.min(count, Math.max(bottom, top + 1) + overscan) };
}

/** The scrollTop that shows row index whole: the current one when it already does, else the least move. */
export function scrollFor(index: number, rowHeight: number, scrollTop: number, viewport: number): number {
  const top = index * rowHeight;
  if (top < scrollTop) return top;
  if (top + rowHeight > scrollTop + viewport) return Math.max(0, top + rowHeight - viewport);
  return scrollTop;
}

/** Where a key moves the active row (page = rows per viewport); null for keys the grid leaves alone. */
export function nextActive(key: string, active: number, count: number, page: number): number | null {
  const last = count - 1;
  if (last < 0) return null;
  const at = Math.max(0, active);
  switch (key) {
    case 'ArrowDown': return active < 0 ? 0 : Math.min(last, at + 1);
    case 'ArrowUp': return Math.max(0, at - 1);
    case 'PageDown': return Math.min(last, at + page);
    case 'PageUp': return Math.max(0, at - page);
    case 'Home': return 0;
    case 'End': return last;
    default: return null;
  }
}

export interface RowWindowOptions {
  count: number;
  rowHeight: number;
  /** Height of the sticky header inside the scroll container: it covers the top of the viewport. */
  headerHeight: number;
  /** The container's height when layout cannot be measured (jsdom, first render). */
  fallbackHeight: number;
  overscan?: number;
  /** A new value (a new rows array) scrolls back to the top and clears the active row. */
  resetKey: unknown;
}

export function useRowWindow({ count, rowHeight, headerHeight, fallbackHeight, overscan = 8, resetKey }: RowWindowOptions) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [measured, setMeasured] = useState(0);
  const [active, setActive] = useState(-1);
  const [seenKey, setSeenKey] = useState(resetKey);
  if (seenKey !== resetKey) {
    setSeenKey(resetKey);
    setScrollTop(0);
    setActive(-1);
  }

  useLayoutEffect(() => { if (ref.current) ref.current.scrollTop = 0; }, [resetKey]);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setMeasured(el.clientHeight);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setMeasured(el.clientHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const viewport = Math.max(rowHeight, (measured || fallbackHeight) - headerHeight);
  const { first, last } = rowWindow(scrollTop, viewport, rowHeight, count, overscan);
  const indices = Array.from({ length: last - first }, (_, i) => first + i);
  // The active row stays in the DOM when the mouse scrolls it away, so aria-activedescendant always points at it.
  if (active >= 0 && active < count && (active < first || active >= last)) indices.push(active);

  function moveTo(index: number) {
    setActive(index);
    const current = ref.current?.scrollTop ?? scrollTop;
    const next = scrollFor(index, rowHeight, current, viewport);
    if (next === current) return;
    if (ref.current) ref.current.scrollTop = next;
    setScrollTop(next);
  }

  return {
    ref, indices, active,
    onScroll: (e: UIEvent<HTMLElement>) => setScrollTop(e.currentTarget.scrollTop),
    onKeyDown(e: KeyboardEvent<HTMLElement>) {
      const next = nextActive(e.key, active, count, Math.max(1, Math.floor(viewport / rowHeight) - 1));
      if (next === null) return;
      e.preventDefault();
      moveTo(next);
    },
    /** Focus lands on the first row in view, so the arrows start where the reader is. */
    onFocus() {
      if (active < 0 && count > 0) setActive(Math.min(count - 1, Math.ceil(scrollTop / rowHeight)));
    },
    select: setActive,
  };
}
