import { nextActive, rowWindow, scrollFor } from './useRowWindow';

describe('rowWindow', () => {
  it.each([
    // scrollTop, viewport, rowHeight, count, overscan, expected
    [0, 440, 44, 100_000, 5, { first: 0, last: 15 }],
    [44 * 1000, 440, 44, 100_000, 5, { first: 995, last: 1015 }],
    [44 * 1000 + 20, 440, 44, 100_000, 5, { first: 995, last: 1016 }],
    [44 * 99_990, 440, 44, 100_000, 5, { first: 99_985, last: 100_000 }],
    [0, 440, 44, 3, 5, { first: 0, last: 3 }],
    [0, 440, 44, 0, 5, { first: 0, last: 0 }],
    // A stale scroll position past a list that just got shorter still shows its last rows.
    [44 * 5000, 440, 44, 10, 2, { first: 7, last: 10 }],
  ])('scrollTop %i, viewport %i, row %i, %i rows, overscan %i', (scrollTop, viewport, rowHeight, count, overscan, expected) => {
    expect(rowWindow(scrollTop, viewport, rowHeight, count, overscan)).toEqual(expected);
  });
});

describe('scrollFor', () => {
  it.each([
    [5, 0, 0],          // in view: no move
    [20, 0, 20 * 44 + 44 - 440],  // below: its bottom at the viewport's bottom
    [3, 44 * 10, 3 * 44],         // above: its top at the viewport's top
    [0, 44 * 10, 0],
  ])('row %i from scrollTop %i goes to %i', (index, scrollTop, expected) => {
    expect(scrollFor(index, 44, scrollTop, 440)).toBe(expected);
  });
});

describe('nextActive', () => {
  it.each([
    ['ArrowDown', -1, 0], ['ArrowDown', 5, 6], ['ArrowDown', 99, 99],
    ['ArrowUp', 5, 4], ['ArrowUp', 0, 0],
    ['PageDown', 5, 15], ['PageDown', 95, 99], ['PageUp', 15, 5], ['PageUp', 3, 0],
    ['Home', 50, 0], ['End', 3, 99], ['Enter', 3, null], ['a', 3, null],
  ] as const)('%s from %i', (key, active, expected) => {
    expect(nextActive(key, active, 100, 10)).toBe(expected);
  });

  it('leaves an empty list alone', () => expect(nextActive('End', -1, 0, 10)).toBeNull());
});
