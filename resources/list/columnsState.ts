// The columns a user chose for a list (shown, hidden, order, widths), applied to the schema's columns: pure, so the
// panel, the grid and a saved view share one rule. Keys a state names that the schema no longer lists are ignored;
// columns the schema added since come last, in the schema's order. At least one column always stays shown.
import type { ColumnsState } from '../../schemas/api';
import type { Col } from './columns';

export type { ColumnsState } from '../../schemas/api';

export const NO_COLUMN_CHOICES: ColumnsState = { order: [], hidden: [], widths: {} };
export const MIN_WIDTH = 60;
export const MAX_WIDTH = 800;

/** The schema's column keys in the state's order. */
export function orderedKeys(keys: readonly string[], state: ColumnsState): string[] {
  const known = new Set(keys);
  return [...new Set([...state.order.filter((k) => known.has(k)), ...keys])];
}

export function shownKeys(keys: readonly string[], state: ColumnsState): string[] {
  const hidden = new Set(state.hidden);
  const shown = orderedKeys(keys, state).filter((k) => !hidden.has(k));
  return shown.length > 0 ? shown : orderedKeys(keys, state).slice(0, 1);
}

export const clampWidth = (width: number) => Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width)));

/** The grid's columns after the user's choices; columns outside `keys` (the actions, a screen's own) stay first. */
export function applyColumns(columns: readonly Col[], keys: readonly string[], state: ColumnsState): Col[] {
  const byField = new Map(columns.map((c) => [c.field, c]));
  const chosen = new Set(keys);
  const fixed = columns.filter((c) => !chosen.has(c.field));
  const shown = shownKeys(keys, state).flatMap((k) => {
    const col = byField.get(k);
    if (!col) return [];
    const width = state.widths[k];
    return [width ? { ...col, width, flex: undefined, minWidth: Math.min(col.minWidth ?? MIN_WIDTH, width) } : col];
  });
  return [...fixed, ...shown];
}

/** One place up (-1) or down (+1); unchanged at either end. */
export function moveColumn(keys: readonly string[], state: ColumnsState, key: string, delta: -1 | 1): ColumnsState {
  const order = orderedKeys(keys, state);
  const i = order.indexOf(key);
  const j = i + delta;
  if (i < 0 || j < 0 || j >= order.length) return state;
  [order[i], order[j]] = [order[j], order[i]];
  return { ...state, order };
}

/** Shows or hides a column; the last shown one cannot be hidden. */
export function toggleColumn(keys: readonly string[], state: ColumnsState, key: string): ColumnsState {
  if (state.hidden.includes(key)) return { ...state, hidden: state.hidden.filter((k) => k !== key) };
  const shown = shownKeys(keys, state);
  if (shown.length <= 1 && shown.includes(key)) return state;
  return { ...state, hidden: [...state.hidden, key] };
}

export function setColumnWidth(state: ColumnsState, key: string, width: number): ColumnsState {
  return { ...state, widths: { ...state.widths, [key]: clampWidth(width) } };
}
