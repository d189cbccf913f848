// Dragging a column header's right edge: the column follows the pointer at once (a fixed width while dragging), and
// its new width goes to the owner when the button is let go (the user's columns, saved like any other choice).
import { useMemo, useRef, useState, type PointerEvent } from 'react';
import { clampWidth } from './columnsState';
import type { Col } from './listGridTypes';

export interface ColumnResize {
  /** The column being dragged, if any. */
  dragging: string | null;
  /** The column as laid out now: its dragged width while it is being dragged. */
  widthOf: <C extends Col<never>>(c: C) => C;
  start: (e: PointerEvent<HTMLElement>, c: Col<never>) => void;
}

export function useColumnResize(onWidth?: (field: string, width: number) => void): ColumnResize {
  const [drag, setDrag] = useState<{ field: string; width: number } | null>(null);
  const owner = useRef(onWidth);
  owner.current = onWidth;
  return useMemo(() => ({
    dragging: drag?.field ?? null,
    widthOf: (c) => (drag && drag.field === c.field ? { ...c, width: drag.width, flex: undefined, minWidth: undefined, maxWidth: undefined } : c),
    start(e, c) {
      if (e.button !== 0) return;
      e.preventDefault();
      e.stopPropagation();
      const handle = e.currentTarget;
      const startX = e.clientX;
      // Where it is drawn now (a flexible column has no width of its own); without a layout, its declared width.
      const startWidth = handle.parentElement?.getBoundingClientRect().width || c.width || 100;
      let width = clampWidth(startWidth);
      handle.setPointerCapture?.(e.pointerId);
      setDrag({ field: c.field, width });
      const move = (ev: globalThis.PointerEvent) => {
        width = clampWidth(startWidth + ev.clientX - startX);
        setDrag({ field: c.field, width });
      };
      const end = () => {
        handle.removeEventListener('pointermove', move);
        handle.removeEventListener('pointerup', end);
        handle.removeEventListener('pointercancel', end);
        setDrag(null);
        owner.current?.(c.field, width);
      };
      handle.addEventListener('pointermove', move);
      handle.addEventListener('pointerup', end);
      handle.addEventListener('pointercancel', end);
    },
  }), [drag]);
}
