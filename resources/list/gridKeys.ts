// The grid's keyboard: the arrow keys move between cells (Home and End to the row's ends, Ctrl with them to the
// grid's corners), as an ARIA grid promises; Tab still reaches every button and checkbox in the cells.
import type { KeyboardEvent } from 'react';

const MOVES: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

const cellAt = (grid: Element, row: number, col: number) =>
  grid.querySelector<HTMLElement>(`[role="row"][aria-rowindex="${row}"] > [aria-colindex="${col}"]`);

/** Moves focus for an arrow, Home or End key from a cell (or from inside one); true when it handled the key. */
export function moveFocus(e: KeyboardEvent, grid: Element | null): boolean {
  const from = (e.target as Element).closest?.('[aria-colindex]');
  if (!grid || !from || (e.target as Element).matches('input:not([type="checkbox"]), textarea')) return false;
  const row = Number(from.parentElement?.getAttribute('aria-rowindex'));
  const col = Number(from.getAttribute('aria-colindex'));
  const rows = Number(grid.getAttribute('aria-rowcount'));
  const cols = Number(grid.getAttribute('aria-colcount'));
  let to: [number, number] | null = null;
  if (MOVES[e.key]) to = [row + MOVES[e.key][0], col + MOVES[e.key][1]];
  else if (e.key === 'Home') to = [e.ctrlKey ? 1 : row, 1];
  else if (e.key === 'End') to = [e.ctrlKey ? rows : row, cols];
  if (!to) return false;
  e.preventDefault();
  const [r, c] = [Math.min(rows, Math.max(1, to[0])), Math.min(cols, Math.max(1, to[1]))];
  cellAt(grid, r, c)?.focus();
  return true;
}
