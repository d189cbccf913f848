// A parsed sheet crosses from the worker packed by column and comes back row by row: the same rows, and values that
// inherit nothing (a schema key or nothing: no `constructor`, no `__proto__` setter), as the worker's were.
import { describe, expect, it } from 'vitest';
import type { ParsedRow } from '../../schemas/index.js';
import type { ParsedSheet } from './parseUpload.js';
import { packSheet, unpackSheet } from './packedSheet.js';

const row = (n: number, name: string, valid = true): ParsedRow => {
  const values = Object.create(null) as ParsedRow['values'];
  Object.assign(values, { enrolmentNo: String(1000 + n), name, mobile: n % 2 ? null : '+919876543210' });
  return { row: n, values, valid };
};

describe('packed sheets', () => {
  it('unpacks the rows the worker read, values that inherit nothing', () => {
    const sheet = { headers: ['Enrollment No.', 'Student Name', 'Mobile'], errors: [], rows: [row(2, 'Asha Rao'), row(3, 'Dev Jain', false)] } as unknown as ParsedSheet;
    const back = unpackSheet(packSheet(sheet, 12));
    expect(back.rows.map((r) => ({ row: r.row, valid: r.valid, values: { ...r.values } }))).toEqual(sheet.rows.map((r) => ({ row: r.row, valid: r.valid, values: { ...r.values } })));
    expect(back.headers).toEqual(sheet.headers);
    const values = back.rows[0].values as Record<string, unknown>;
    for (const inherited of ['constructor', 'toString', 'hasOwnProperty', '__proto__']) expect(values[inherited]).toBeUndefined();
    expect('constructor' in values).toBe(false);
    values['__proto__'] = { polluted: 1 };
    expect(Object.keys(values)).toContain('__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.isFrozen(Object.getPrototypeOf(values))).toBe(true);
  });
});
