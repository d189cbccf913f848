// A job's per-row outcomes travel to the result file's worker packed: each distinct status and error once, and a
// code per row.
import { describe, expect, it } from 'vitest';
import type { RowPlan } from '../uploads/plan/types.js';
import { NOT_APPLIED, rowOutcomes } from './outcome.js';

const plan = (row: number, change: RowPlan['change'], errors: string[] = []): RowPlan => ({
  row, change, preview: {}, write: null, errors: errors.map((message) => ({ row, column: 'Mobile', rule: 'r', message })),
});

describe('row outcomes', () => {
  const plans = [plan(2, 'create'), plan(3, null, ['Row 3, Mobile: must be 9 to 15 digits']), plan(4, 'create'), plan(5, 'unchanged'), plan(6, 'change')];

  it('keeps each distinct outcome once, the error without its row, and one code per row', () => {
    const { pairs, codes } = rowOutcomes(plans, true);
    expect(pairs).toEqual([['Created', ''], ['Error', 'Mobile: must be 9 to 15 digits'], ['Unchanged', ''], ['Updated', '']]);
    expect([...codes]).toEqual([0, 1, 0, 2, 3]);
  });

  it('marks every row without errors not applied when the job applies none', () => {
    const { pairs, codes } = rowOutcomes(plans, false);
    expect([...codes].map((c) => pairs[c][0])).toEqual(['Not applied', 'Error', 'Not applied', 'Not applied', 'Not applied']);
    expect(pairs[0][1]).toBe(NOT_APPLIED);
  });
});
