import { toFilters } from './filters';

describe('toFilters', () => {
  it.each([
    ['q of 3+ characters → search (trimmed)', { q: '  Ash ' }, { search: 'Ash' }],
    ['search key works as well', { search: 'EN001' }, { search: 'EN001' }],
    ['q shorter than 3 characters is dropped', { q: 'As' }, {}],
    ['array → comma list', { centre: ['c1', 'c2'] }, { centre: 'c1,c2' }],
    ['empty array dropped', { centre: [] }, {}],
    ['empty strings inside an array dropped', { class: ['', '11th'] }, { class: '11th' }],
    ['string kept', { status: 'active' }, { status: 'active' }],
    ['empty string dropped', { status: '' }, {}],
    ['number and boolean as text', { batch: 7, masked: false }, { batch: '7', masked: 'false' }],
    ['null, undefined and objects dropped', { a: null, b: undefined, c: { x: 1 } }, {}],
    ['paging and sorting keys cannot be smuggled in as filters', { page: 9, limit: 1000, sortBy: 'x', sortOrder: 'up' }, {}],
    ['nothing', undefined, {}],
  ])('%s', (_n, input, out) => {
    expect(toFilters(input as Record<string, unknown> | undefined)).toEqual(out);
  });
});
