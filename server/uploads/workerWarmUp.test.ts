// The sheet worker's warm-up reads a sheet that goes down the ordinary path: every row read, none refused (a sheet
// the reader refused would warm nothing but the refusal).
import { describe, expect, it } from 'vitest';
import { parseUpload } from './parseUpload.js';
import { warmUpReader, warmUpRequest } from './workerWarmUp.js';

describe('the sheet worker warm-up', () => {
  it('reads 200 rows of CRP students with no sheet-level problem', () => {
    const parsed = parseUpload(warmUpRequest());
    expect(parsed.sheet.rows).toHaveLength(200);
    expect(parsed.sheet.errors).toEqual([]);
  });

  it('reads it a few times, one read per turn, and stops when a task has come', async () => {
    const reads = (busyAfter: number) => new Promise<number>((resolve) => {
      let asked = 0;
      warmUpReader(() => ++asked > busyAfter);
      setTimeout(() => resolve(asked), 500);
    });
    expect(await reads(99)).toBe(5);
    expect(await reads(2)).toBe(3);
  });
});
