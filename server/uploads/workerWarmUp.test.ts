// The sheet worker's warm-up reads a sheet that goes down the ordinary path: every row read, none refused (a sheet
// the reader refused would warm nothing but the refusal).
import { describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { parseUpload } from './parseUpload.js';
import { warmUpReader, warmUpRequest } from './workerWarmUp.js';

describe('the sheet worker warm-up', () => {
  it('reads 500 rows of CRP students with no sheet-level problem', () => {
    const parsed = parseUpload(warmUpRequest());
    expect(parsed.sheet.rows).toHaveLength(500);
    expect(parsed.sheet.errors).toEqual([]);
  });

  it('is saved as Excel saves a sheet: shared strings, the mobile a number', () => {
    const { data } = warmUpRequest();
    // A zip names its parts in plain text.
    expect(Buffer.from(data).includes('xl/sharedStrings.xml')).toBe(true);
    const sheet = XLSX.read(data).Sheets.Students;
    expect(sheet.G2).toMatchObject({ t: 'n' });
    expect(sheet.A2).toMatchObject({ t: 's', v: '10000000' });
  });

  it('reads it a few times, one read per turn, and stops when a task has come', async () => {
    // Counted once the reader has stopped asking (a second without a new read): a loaded machine reads more slowly,
    // never more often, so a fixed wait would count a slow machine's reads short.
    const reads = (busyAfter: number) => new Promise<number>((resolve) => {
      let asked = 0;
      warmUpReader(() => ++asked > busyAfter);
      let seen = -1;
      const settled = () => (asked === seen ? resolve(asked) : ((seen = asked), setTimeout(settled, 1000)));
      setTimeout(settled, 1000);
    });
    expect(await reads(99)).toBe(10);
    expect(await reads(2)).toBe(3);
  });
});
