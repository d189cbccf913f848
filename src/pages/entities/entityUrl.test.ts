// @vitest-environment jsdom
import { crpStudents, batches, entities, entityKinds } from '../../../schemas';
import { HOME_PATH, listSearch, normalisedSearch, openingAddress } from './entityUrl';
import { rememberDefault } from '../../../resources/views/rememberedDefault';

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

  it("writes the signed-in user's remembered default view instead of the list's opening, and no one else's", () => {
    rememberDefault('crp', '', { filter: { status: 'deactivated', centre: '3' }, sort: { field: 'name', order: 'DESC' }, perPage: 50 });
    rememberDefault('batch', '99', { filter: { status: 'inactive' }, sort: { field: 'name', order: 'ASC' }, perPage: 25 });
    try {
      const params = new URLSearchParams(listSearch(crpStudents));
      expect([JSON.parse(params.get('filter')!), params.get('perPage'), params.get('sort'), params.get('order')]).toEqual([{ status: 'deactivated', centre: '3' }, '50', 'name', 'DESC']);
      expect(openingAddress(HOME_PATH, '?entity=crp')).toBe(`${HOME_PATH}${listSearch(crpStudents)}`);
      expect(JSON.parse(new URLSearchParams(listSearch(batches)).get('filter')!)).toEqual({ status: 'active' });
    } finally {
      localStorage.clear();
    }
  });

  it('fills in a bare ?entity= link', () => {
    expect(normalisedSearch('?entity=batch', batches)).toBe(listSearch(batches));
  });

  it('keeps the parameters of another view (a week link) and writes the list defaults beside them', () => {
    expect(normalisedSearch('?view=week&week=2026-12-07&page=9', batches)).toBe(listSearch(batches, { view: 'week', week: '2026-12-07' }));
  });

  it('completes the entities home address before any schema has loaded exactly as the page would (the manifest)', () => {
    for (const kind of entityKinds) {
      for (const search of [`?entity=${kind}`, `?entity=${kind}&view=week&week=2026-12-07&page=9`]) {
        expect(openingAddress(HOME_PATH, search)).toBe(`${HOME_PATH}${normalisedSearch(search, entities[kind])}`);
      }
    }
  });

  it('leaves alone an address that names a filter, another page, or no known kind (the page decides)', () => {
    expect(openingAddress(HOME_PATH, '?entity=crp&filter=%7B%22status%22%3A%22deactivated%22%7D')).toBeNull();
    expect(openingAddress('/glorifireEntities/home/upload', '?entity=crp')).toBeNull();
    expect(openingAddress(HOME_PATH, '?entity=nope')).toBeNull();
    expect(openingAddress(HOME_PATH, '')).toBeNull();
  });
});
