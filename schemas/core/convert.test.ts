import { cellText, excelSerialToIso, isRealDate, snakeCase } from './convert';

describe('cellText', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    ['  00123  ', '00123'],
    [9876543210, '9876543210'],
    [919876543210123, '919876543210123'],
    [1e21, '1000000000000000000000'],
    [12.5, '12.5'],
    [Number.NaN, ''],
    [true, 'TRUE'],
    [10n, '10'],
    [new Date(2024, 0, 5), '2024-01-05'],
    [new Date('invalid'), ''],
    [{ richText: 'x' }, ''],
  ])('%o → %o', (cell, expected) => {
    expect(cellText(cell)).toBe(expected);
  });
});

describe('excelSerialToIso', () => {
  it.each([
    [1, '1900-01-01'],
    [59, '1900-02-28'],
    [60, null], // Excel's phantom 1900-02-29
    [61, '1900-03-01'],
    [45292, '2024-01-01'],
    [45292.75, '2024-01-01'],
    [45351, '2024-02-29'],
    [73415, '2100-12-31'],
    [73416, null],
    [0, null],
    [-3, null],
    [Number.POSITIVE_INFINITY, null],
  ])('%d → %o', (serial, expected) => {
    expect(excelSerialToIso(serial)).toBe(expected);
  });
});

describe('isRealDate', () => {
  it.each([
    [2024, 2, 29, true],
    [2023, 2, 29, false],
    [2024, 4, 31, false],
    [2024, 13, 1, false],
    [1899, 12, 31, false],
    [2100, 12, 31, true],
  ])('%d-%d-%d → %o', (y, m, d, expected) => {
    expect(isRealDate(y, m, d)).toBe(expected);
  });
});

describe('snakeCase', () => {
  it.each([
    ['enrolmentNo', 'enrolment_no'],
    ['emailId', 'email_id'],
    ['name', 'name'],
    ['startDate', 'start_date'],
  ])('%s → %s', (key, expected) => {
    expect(snakeCase(key)).toBe(expected);
  });
});
