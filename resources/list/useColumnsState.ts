// The current columns of a list (issue 26 item 7), kept per user and list in react-admin's store (localStorage in
// the console, reset at sign-out); a saved view carries its own copy.
import { useCallback } from 'react';
import { useGetIdentity, useStore } from 'react-admin';
import type { ResourceSchema } from '../../schemas';
import { NO_COLUMN_CHOICES, setColumnWidth, type ColumnsState } from './columnsState';

export interface ColumnsView {
  /** The schema's columns the user may choose among (its list columns). */
  keys: readonly string[];
  state: ColumnsState;
  setState: (state: ColumnsState) => void;
  /** A width set by dragging a column's edge in the grid. */
  setWidth: (key: string, width: number) => void;
}

export function useColumnsState(schema: ResourceSchema): ColumnsView {
  const { identity } = useGetIdentity();
  const [state, setState] = useStore<ColumnsState>(`entityList.${schema.kind}.columns.${identity?.id ?? ''}`, NO_COLUMN_CHOICES);
  const setWidth = useCallback((key: string, width: number) => setState((s) => setColumnWidth(s ?? NO_COLUMN_CHOICES, key, width)), [setState]);
  return { keys: schema.list.columns, state: state ?? NO_COLUMN_CHOICES, setState, setWidth };
}
