import { pageCount, pageTabs, perPageChoices, rangeLabel } from './paging';

describe('pageTabs (entities-spec §4, §9: at most 5 tabs, previous and next per tab set)', () => {
  it.each([
    ['first page of many', 1, 2000, [1, 2, 3, 4, 5], null, 6],
    ['last tab of the first set', 5, 2000, [1, 2, 3, 4, 5], null, 6],
    ['first tab of the second set', 6, 2000, [6, 7, 8, 9, 10], 5, 11],
    ['last set, partly filled', 19, 2000, [16, 17, 18, 19, 20], 15, null],
    ['only three pages', 2, 250, [1, 2, 3], null, null],
    ['no rows at all', 1, 0, [1], null, null],
    ['a page beyond the end is clamped', 99, 250, [1, 2, 3], null, null],
  ])('%s', (_name, page, total, pages, prev, next) => {
    const tabs = pageTabs(page, total, 100, 5);
    expect(tabs.pages).toEqual(pages);
    expect(tabs.pages.length).toBeLessThanOrEqual(5);
    expect(tabs.prevPage).toBe(prev);
    expect(tabs.nextPage).toBe(next);
  });

  it('never shows more than maxTabs tabs', () => {
    for (let page = 1; page <= 10_000; page += 37) {
      expect(pageTabs(page, 1_000_000, 100, 5).pages.length).toBeLessThanOrEqual(5);
    }
  });

  it('counts pages', () => {
    expect(pageCount(20_001, 100)).toBe(201);
    expect(pageCount(0, 100)).toBe(1);
  });

  it('labels the range', () => {
    expect(rangeLabel(2, 100, 20_000)).toBe('101–200 of 20,000');
    expect(rangeLabel(1, 100, 0)).toBe('0 of 0');
  });

  it('keeps next open and labels "10,000+" when the total is a lower bound', () => {
    expect(rangeLabel(1, 100, 10_000, true)).toBe('1–100 of 10,000+');
    const first = pageTabs(1, 10_000, 100, 5, true);
    expect([first.pages, first.nextPage]).toEqual([[1, 2, 3, 4, 5], 6]);
    // At the last counted page and beyond it there is still a page after.
    expect(pageTabs(100, 10_000, 100, 5, true).nextPage).toBe(101);
    const beyond = pageTabs(101, 10_000, 100, 5, true);
    expect([beyond.current, beyond.pages, beyond.nextPage]).toEqual([101, [101, 102], null]);
    expect(pageTabs(102, 10_000, 100, 5, true).pages).toEqual([101, 102, 103]);
  });
});

describe('perPageChoices (rows per page, never over the API limit of 100)', () => {
  it.each([
    ['an entity list (100)', { pageSize: 100, maxPageSize: 100 }, [25, 50, 100]],
    ['a list of 20 a page', { pageSize: 20, maxPageSize: 100 }, [20, 25, 50, 100]],
    ['a lower limit', { pageSize: 10, maxPageSize: 40 }, [10, 25]],
  ])('%s', (_name, list, choices) => {
    expect(perPageChoices(list)).toEqual(choices);
  });
});
