import { batches } from '../batches';
import { faculty } from '../faculty';
import { crpStudents } from '../students';
import { testAccounts } from '../test-accounts';
import { UPLOAD_LIMITS } from './constants';
import { validateRows } from './validate';

const CREATE_HEADERS = ['Enrollment No.', 'Student Name', 'Class', 'Batch', 'Email', 'Mobile'];
const single = { multiCentre: false };
const validRow = ['00123', 'Aarav Sharma', '11th', 'JEE-2026-A1', 'aarav@example.com', '9876543210'];

const headerRules = (headers: unknown[], multiCentre = false) =>
  validateRows(crpStudents, 'create', headers, [], { multiCentre }).headerErrors.map((e) => [e.rule, e.message]);

describe('validateRows: headers', () => {
  it.each([
    ['exact headers', CREATE_HEADERS, []],
    ['case and whitespace', [' enrollment  NO. ', 'STUDENT NAME', 'class', ' Batch', 'email ', 'mobile'], []],
    ['optional columns left out', ['Enrollment No.', 'Student Name', 'Class', 'Mobile'], []],
    ['missing required column', ['Enrollment No.', 'Student Name', 'Class'], [['missing-column', 'Column "Mobile" is missing']]],
    ['unknown column', [...CREATE_HEADERS, 'Foo'], [['unknown-column', 'Column "Foo" is not part of the Student create sheet']]],
    ['__proto__ header', [...CREATE_HEADERS, '__proto__'], [['unknown-column', 'Column "__proto__" is not part of the Student create sheet']]],
    ['constructor header', [...CREATE_HEADERS, 'constructor'], [['unknown-column', 'Column "constructor" is not part of the Student create sheet']]],
    ['repeated column', [...CREATE_HEADERS, 'MOBILE'], [['duplicate-column', 'Column "MOBILE" appears more than once']]],
    ['no header row', ['', null, '  '], [['no-header', 'The sheet has no header row']]],
  ])('%s', (_name, headers, expected) => {
    expect(headerRules(headers)).toEqual(expected);
  });

  it('treats a Centre column in single-centre mode as unknown, and requires it in multi-centre mode', () => {
    expect(headerRules([...CREATE_HEADERS, 'Centre'])).toEqual([
      ['unknown-column', 'Column "Centre" belongs to the multi-centre sheet; remove it, the centre is the one chosen on the page'],
    ]);
    expect(headerRules(CREATE_HEADERS, true)).toEqual([['missing-column', 'Column "Centre" is missing']]);
  });

  it('always asks test-account uploads for a Centre column', () => {
    const r = validateRows(testAccounts, 'upload', ['Enrollment No.', 'Student Name', 'Class', 'Batch'], [], single);
    expect(r.headerErrors.map((e) => e.message)).toEqual(['Column "Centre" is missing']);
  });

  it('reports values under a blank header or beyond the last header', () => {
    const rows = [[...validRow, '', 'stray'], [...validRow.slice(0, 6), 'x']];
    const r = validateRows(crpStudents, 'create', [...CREATE_HEADERS, ''], rows, single);
    expect(r.headerErrors.map((e) => e.message)).toEqual(['Column G has values but no header', 'Column H has values but no header']);
  });

  it('keeps parsed values in an object that inherits nothing, holding only schema keys', () => {
    const r = validateRows(crpStudents, 'create', [...CREATE_HEADERS, '__proto__'], [[...validRow, '{"polluted":1}']], single);
    const values = r.rows[0].values;
    expect(Object.getPrototypeOf(Object.getPrototypeOf(values))).toBeNull();
    expect(Object.getOwnPropertyNames(Object.getPrototypeOf(values))).toEqual([]);
    expect('constructor' in values).toBe(false);
    expect(Object.keys(values).sort()).toEqual(['batch', 'class', 'emailId', 'enrolmentNo', 'mobile', 'name']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('validateRows: rows', () => {
  it('parses a valid row into canonical values', () => {
    const r = validateRows(crpStudents, 'create', CREATE_HEADERS, [['00123', ' Aarav  Sharma ', 11, 'JEE-2026-A1', '', 9876543210]], single);
    expect(r.errors).toEqual([]);
    expect(r.rows).toEqual([
      { row: 2, valid: true, values: expect.objectContaining({ enrolmentNo: '00123', name: 'Aarav Sharma', class: '11th', emailId: null, mobile: '9876543210' }) },
    ]);
  });

  it.each([
    ['required cell empty', ['00124', '', '11th', '', '', '9876543210'], 'Student Name', 'required', 'Row 2, Student Name: must not be empty'],
    ['bad mobile', ['00124', 'Riya Sen', '11th', '', '', '12345'], 'Mobile', 'mobile-format', 'Row 2, Mobile: must be 9 to 15 digits, optionally starting with + and a 1 to 3 digit country code'],
    ['bad email', ['00124', 'Riya Sen', '11th', '', 'riya@', '9876543210'], 'Email', 'email-format', 'Row 2, Email: must be an email address like name@example.com'],
    ['bad class', ['00124', 'Riya Sen', '5th', '', '', '9876543210'], 'Class', 'not-an-option', 'Row 2, Class: must be one of: 6th, 7th, 8th, 9th, 10th, 11th, 12th'],
    ['bad code', ['001-24', 'Riya Sen', '11th', '', '', '9876543210'], 'Enrollment No.', 'code-format', 'Row 2, Enrollment No.: must contain only letters and digits (no spaces or symbols)'],
  ])('%s', (_name, row, column, rule, message) => {
    const r = validateRows(crpStudents, 'create', CREATE_HEADERS, [row], single);
    expect(r.errors).toEqual([{ row: 2, column, rule, message }]);
    expect(r.rows[0].valid).toBe(false);
  });

  it('skips empty rows but keeps sheet row numbers', () => {
    const rows = [validRow, [], ['', null, '  '], ['00999', 'Riya Sen', '11th', '', '', 'bad']];
    const r = validateRows(crpStudents, 'create', CREATE_HEADERS, rows, single);
    expect(r.rows.map((x) => x.row)).toEqual([2, 5]);
    expect(r.errors.map((e) => e.row)).toEqual([5]);
  });

  it('treats holes of a sparse sheet as empty rows', () => {
    const rows: unknown[][] = [];
    rows[2] = validRow;
    const r = validateRows(crpStudents, 'create', CREATE_HEADERS, rows, single);
    expect(r.rows.map((x) => [x.row, x.valid])).toEqual([[4, true]]);
  });

  it('numbers rows from the given header row', () => {
    const r = validateRows(crpStudents, 'create', CREATE_HEADERS, [['x!', 'A', '6th', '', '', '9876543210']], { multiCentre: false, headerRow: 3 });
    expect(r.errors[0].message).toMatch(/^Row 4, Enrollment No\.:/);
  });

  it('marks every row of a duplicated enrolment number, case-insensitively', () => {
    const rows = [validRow, ['00777', 'Riya Sen', '6th', '', '', '9876543211'], ['00123', 'Kabir Rao', '7th', '', '', '9876543212']];
    const r = validateRows(crpStudents, 'create', CREATE_HEADERS, rows, single);
    expect(r.errors).toEqual([
      { row: 2, column: 'Enrollment No.', rule: 'duplicate', message: 'Row 2, Enrollment No.: 00123 appears more than once in the file (rows 2, 4)' },
      { row: 4, column: 'Enrollment No.', rule: 'duplicate', message: 'Row 4, Enrollment No.: 00123 appears more than once in the file (rows 2, 4)' },
    ]);
    expect(r.rows.map((x) => x.valid)).toEqual([false, true, false]);
  });

  it('shortens the row list of a code repeated many times', () => {
    const rows = Array.from({ length: 8 }, () => ['EMP1', 'Priya Iyer', 'Faculty', 'Physics', '', '9876543210']);
    const r = validateRows(faculty, 'create', ['Employee Code', 'Faculty Name', 'Role', 'Subjects', 'Email', 'Mobile'], rows, single);
    expect(r.errors[0].message).toBe('Row 2, Employee Code: EMP1 appears more than once in the file (rows 2, 3, 4, 5, 6 and 3 more)');
  });

  it('keys batch duplicates on centre and batch code in multi-centre sheets', () => {
    const headers = ['Centre', 'Batch', 'Class', 'Program Name', 'Start Date', 'End Date'];
    const row = (centre: string) => [centre, 'B1', '11th', 'JEE', '2026-04-01', '2027-03-31'];
    expect(validateRows(batches, 'create', headers, [row('Kota'), row('Pune')], { multiCentre: true }).errors).toEqual([]);
    expect(validateRows(batches, 'create', headers, [row('Kota'), row('kota')], { multiCentre: true }).errors).toHaveLength(2);
  });

  it('converts Excel date serials and applies row rules', () => {
    const headers = ['Batch', 'Class', 'Program Name', 'Start Date', 'End Date'];
    const ok = validateRows(batches, 'create', headers, [['B1', '11th', 'JEE', 46113, '31/03/2027']], single);
    expect(ok.rows[0].values).toMatchObject({ startDate: '2026-04-01', endDate: '2027-03-31' });
    const bad = validateRows(batches, 'create', headers, [['B1', '11th', 'JEE', '2027-04-01', '2026-04-01']], single);
    expect(bad.errors).toEqual([{ row: 2, column: 'End Date', rule: 'end-before-start', message: 'Row 2, End Date: must be on or after the Start Date' }]);
  });

  it('reads multi-valued cells as lists', () => {
    const r = validateRows(faculty, 'batch-association', ['Employee Code', 'New Batches'], [['emp9', 'A1, A2']], single);
    expect(r.rows[0].values).toMatchObject({ employeeCode: 'EMP9', newBatches: ['A1', 'A2'] });
  });

  it(`refuses more than ${UPLOAD_LIMITS.maxRows} data rows without reading them`, () => {
    const rows = Array.from({ length: UPLOAD_LIMITS.maxRows + 1 }, () => validRow);
    const r = validateRows(crpStudents, 'create', CREATE_HEADERS, rows, single);
    expect(r.rows).toEqual([]);
    expect(r.headerErrors).toEqual([
      { column: '', rule: 'too-many-rows', message: 'The sheet has 100,001 rows; at most 100,000 can be uploaded at once' },
    ]);
  });

  it('throws for an operation the entity does not have', () => {
    expect(() => validateRows(batches, 'centre-transfer', [], [], single)).toThrow('Batches has no centre-transfer upload');
  });
});
