// The list page's grid is memoised on what it shows (EntityGrid.tsx sameGridProps): it must re-render whenever any of
// that changes, and only then.
import type { RaRecord } from 'react-admin';
import { crpStudents } from '../../schemas';
import { sameGridProps, type EntityGridProps, type GridList } from './EntityGrid';
import type { ColumnsView } from './useColumnsState';

const rows: RaRecord[] = [{ id: 1, name: 'Aarav Sharma' }];
const sort = { field: 'enrolmentNo', order: 'ASC' as const };
const ids: RaRecord['id'][] = [];
const setSort = vi.fn();
const onSelect = vi.fn();
const refetch = vi.fn();
const setWidth = vi.fn();
const state = {} as ColumnsView['state'];
const list = (over: Partial<GridList> = {}): GridList => ({
  data: rows, total: 1, error: null, isPending: false, isFetching: false, page: 1, perPage: 100,
  sort, setSort, selectedIds: ids, onSelect, refetch, ...over,
} as GridList);
const view = (state: ColumnsView['state'] = {} as ColumnsView['state']): ColumnsView => ({ keys: ['name'], state, setState: vi.fn(), setWidth });
const props = (over: Partial<EntityGridProps> = {}): EntityGridProps => ({ schema: crpStudents, list: list(), emptyMessage: 'None', columnsView: view(state), ...over });

describe('sameGridProps: the grid re-renders exactly when what it shows changes', () => {
  it('is the same for a new list controller object and a new columns view with the same contents', () => {
    expect(sameGridProps(props(), props())).toBe(true);
  });

  it.each<[string, Partial<GridList>]>([
    ['rows', { data: [...rows] }], ['total', { total: 2 }], ['error', { error: new Error('x') }], ['pending', { isPending: true }],
    ['fetching', { isFetching: true }], ['page', { page: 2 }], ['page size', { perPage: 50 }], ['sort', { sort: { field: 'name', order: 'ASC' } }],
    ['selection', { selectedIds: [1] }], ['sort setter', { setSort: vi.fn() }], ['select', { onSelect: vi.fn() }], ['refetch', { refetch: vi.fn() }],
  ])('differs when the list’s %s changes', (_what, change) => {
    expect(sameGridProps(props(), props({ list: list(change) }))).toBe(false);
  });

  it('differs when the columns, their state or width setter, or any other prop changes', () => {
    expect(sameGridProps(props(), props({ columnsView: view({ ...state, hidden: ['name'] } as never) }))).toBe(false);
    expect(sameGridProps(props(), props({ columnsView: { ...view(state), setWidth: vi.fn() } }))).toBe(false);
    expect(sameGridProps(props(), props({ columnsView: undefined }))).toBe(false);
    expect(sameGridProps(props(), props({ emptyMessage: 'Nothing' }))).toBe(false);
    expect(sameGridProps(props(), props({ onRowClick: vi.fn() }))).toBe(false);
  });
});
