import { crpStudents, faculty, testAccounts } from '../../schemas';
import { changedFilters } from './FilterBar';
import { allowedRows, optionParams } from './useFilterOptions';

const filter = (schema: typeof crpStudents, key: string) => schema.list.filters.find((f) => f.key === key)!;

describe('dependent filters read the schema', () => {
  it('batch options are those of the chosen centres (the declared parent), or all in scope when none is chosen', () => {
    expect(optionParams(crpStudents, filter(crpStudents, 'batch'), { centre: ['1', '2'] })).toEqual({ centre: '1,2' });
    expect(optionParams(faculty, filter(faculty, 'batch'), { centre: [] })).toEqual({});
    expect(optionParams(crpStudents, filter(crpStudents, 'class'), { centre: ['1'] })).toEqual({});
  });

  it('a new centre choice drops the filters that depend on it, and only those', () => {
    const before = { centre: ['1'], batch: ['7'], class: ['11th'], status: 'active' };
    expect(changedFilters(crpStudents.list.filters, before, 'centre', ['2'])).toEqual({ centre: ['2'], class: ['11th'], status: 'active' });
    expect(changedFilters(crpStudents.list.filters, before, 'class', ['12th'])).toEqual({ ...before, class: ['12th'] });
  });

  it("the centre options hold only the kind's centres where the schema limits them", () => {
    const rows = [{ id: 1, kind: 'regular' }, { id: 2, kind: 'NCRP' }, { id: 3, kind: 'Doha' }];
    expect(allowedRows(filter(crpStudents, 'centre'), rows)).toEqual([rows[0]]);
    expect(allowedRows(filter(testAccounts, 'centre'), rows)).toEqual(rows);
  });
});
