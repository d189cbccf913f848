import type { Col } from './columns';
import { applyColumns, moveColumn, NO_COLUMN_CHOICES, setColumnWidth, shownKeys, toggleColumn } from './columnsState';

const keys = ['code', 'name', 'centre'];
const col = (field: string, extra: Partial<Col> = {}): Col => ({ field, headerName: field, ...extra });

describe('the columns a user chose (columnsState)', () => {
  it('orders, hides and sizes the schema columns, keeping the fixed ones first', () => {
    let state = moveColumn(keys, NO_COLUMN_CHOICES, 'centre', -1);
    state = toggleColumn(keys, state, 'code');
    state = setColumnWidth(state, 'name', 5000);
    const columns = applyColumns([col('__actions'), col('code'), col('name', { flex: 1, minWidth: 170 }), col('centre')], keys, state);
    expect(columns.map((c) => c.field)).toEqual(['__actions', 'centre', 'name']);
    expect(columns[2]).toMatchObject({ width: 800, flex: undefined });
  });

  it('never hides the last shown column, and ignores keys the schema no longer has', () => {
    let state = toggleColumn(keys, NO_COLUMN_CHOICES, 'code');
    state = toggleColumn(keys, state, 'name');
    expect(toggleColumn(keys, state, 'centre')).toBe(state);
    expect(shownKeys(keys, { ...state, order: ['gone', 'centre'] })).toEqual(['centre']);
    expect(moveColumn(keys, NO_COLUMN_CHOICES, 'code', -1)).toBe(NO_COLUMN_CHOICES);
  });
});
