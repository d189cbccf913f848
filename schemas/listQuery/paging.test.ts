import { toPaging } from './paging';

describe('toPaging', () => {
  it.each([
    ['react-admin page 2 of 25', { page: 2, perPage: 25 }, { page: 2, limit: 25 }],
    ['nothing → page 1, limit 100', undefined, { page: 1, limit: 100 }],
    ['limit above 100 is clamped to 100', { page: 1, perPage: 1000 }, { page: 1, limit: 100 }],
    ['limit below 1 becomes 1', { page: 1, perPage: 0 }, { page: 1, limit: 1 }],
    ['page 0 becomes 1', { page: 0, perPage: 10 }, { page: 1, limit: 10 }],
    ['fractions are floored', { page: 2.7, perPage: 10.5 }, { page: 2, limit: 10 }],
    ['NaN falls back', { page: Number.NaN, perPage: Number.NaN }, { page: 1, limit: 100 }],
  ])('%s', (_n, input, out) => {
    expect(toPaging(input)).toEqual(out);
  });
});
