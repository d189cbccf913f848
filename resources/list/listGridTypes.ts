// A list grid's column, as a screen declares it (resources/list/columns.tsx builds them from a schema). The names are
// those MUI X's GridColDef uses for the same things, which the console's columns were first written against.
import type { ReactNode } from 'react';
import type { Identifier } from 'react-admin';

export interface CellParams<R> {
  row: R;
  /** The row's value for the column (after its valueGetter). */
  value: unknown;
  field: string;
  id: Identifier;
}

export interface Col<R = Record<string, unknown>> {
  field: string;
  headerName?: string;
  /** The list sorts by it (server-side): its header is a sort button. */
  sortable?: boolean;
  /** A fixed width in px; else `flex` shares the room left, no narrower than minWidth. */
  width?: number;
  flex?: number;
  minWidth?: number;
  maxWidth?: number;
  /** Numbers sit at the right of their cells. */
  type?: 'number';
  valueGetter?: (value: unknown, row: R) => unknown;
  renderCell?: (params: CellParams<R>) => ReactNode;
}

/** How the grid lays a column out: its CSS grid track, and the least room it takes. */
export function columnTrack(c: Pick<Col, 'width' | 'flex' | 'minWidth' | 'maxWidth'>): { track: string; least: number } {
  if (c.flex) {
    const least = c.minWidth ?? 50;
    return { track: `minmax(${least}px, ${c.flex}fr)`, least };
  }
  const width = Math.min(c.maxWidth ?? Infinity, Math.max(c.minWidth ?? 0, c.width ?? 100));
  return { track: `${width}px`, least: width };
}
