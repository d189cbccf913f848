import { crpStudents, batches } from '../../../schemas';
import { listSearch, normalisedSearch } from './entityUrl';

describe('entity list URLs', () => {
  it('writes the schema defaults beside the kind', () => {
    const params = new URLSearchParams(listSearch(crpStudents));
    expect(params.get('entity')).toBe('crp');
    expect(JSON.parse(params.get('filter')!)).toEqual({ status: 'active' });
    expect(params.get('perPage')).toBe('100');
    expect(params.get('sort')).toBe('enrolmentNo');
    expect(params.get('order')).toBe('ASC');
  });

  it('leaves a URL that already names a filter alone, so a link reproduces the view', () => {
    const search = '?entity=crp&filter=%7B%22status%22%3A%22deactivated%22%7D&page=3';
    expect(normalisedSearch(search, crpStudents)).toBeNull();
  });

  it('fills in a bare ?entity= link', () => {
    expect(normalisedSearch('?entity=batch', batches)).toBe(listSearch(batches));
  });

  it('keeps the parameters of another view (a week link) and writes the list defaults beside them', () => {
    expect(normalisedSearch('?view=week&week=2026-12-07&page=9', batches)).toBe(listSearch(batches, { view: 'week', week: '2026-12-07' }));
  });
});
