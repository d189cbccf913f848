import { batches } from '../batches';
import { courseProgramMappings } from '../course-program-mappings';
import { faculty } from '../faculty';
import { crpStudents } from '../students';
import { testAccounts } from '../test-accounts';
import { escapeCell, escapeRow, exampleRow, headerRow, resultHeaderRow, sampleSheet } from './cells';
import { addsCentreColumn, getOperation, listSheets } from './operations';

describe('escapeCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+91 98765', "'+91 98765"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=cmd', "'\t=cmd"],
    ['\r=cmd', "'\r=cmd"],
    ['=HYPERLINK("http://x","y")', '\'=HYPERLINK("http://x","y")'],
    ['Aarav Sharma', 'Aarav Sharma'],
    ['a=b', 'a=b'],
    [' =1', ' =1'],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(escapeCell(value)).toBe(expected);
  });

  it.each([[-5], [0], [true], [null], [undefined]])('leaves the typed cell %j alone', (value) => {
    expect(escapeCell(value)).toBe(value);
  });

  it('escapes a whole row', () => {
    expect(escapeRow(['=A1', 'ok', 3])).toEqual(["'=A1", 'ok', 3]);
  });
});

describe('sheet rows of an operation', () => {
  const create = getOperation(crpStudents, 'create');

  it.each([
    [false, ['Enrollment No.', 'Student Name', 'Class', 'Batch', 'Email', 'Mobile']],
    [true, ['Enrollment No.', 'Student Name', 'Centre', 'Class', 'Batch', 'Email', 'Mobile']],
  ])('student create header row, multiCentre=%s', (multi, expected) => {
    expect(headerRow(create, multi)).toEqual(expected);
    expect(exampleRow(create, multi)).toHaveLength(expected.length);
    expect(exampleRow(create, multi).every((v) => v !== '')).toBe(true);
  });

  it('result header adds Status and Error', () => {
    expect(resultHeaderRow(['A', 'B'])).toEqual(['A', 'B', 'Status', 'Error']);
  });

  it.each([
    [crpStudents, 'create', false, [], true],
    [crpStudents, 'create', true, ['Centre List'], true],
    [crpStudents, 'centre-transfer', false, ['Centre List'], false],
    [faculty, 'create', false, ['Role List', 'Subject List'], true],
    [faculty, 'create', true, ['Centre List', 'Role List', 'Subject List'], true],
    [batches, 'create', false, ['Course Program List'], true],
    [batches, 'create', true, ['Centre List', 'Course Program List'], true],
    [courseProgramMappings, 'create', true, [], false],
    [testAccounts, 'upload', false, ['Centre List'], true],
  ] as const)('%s %s multiCentre=%s needs %j', (entity, opKey, multi, sheets, addsCentre) => {
    const op = getOperation(entity, opKey);
    expect(listSheets(op, multi)).toEqual(sheets);
    expect(addsCentreColumn(op)).toBe(addsCentre);
  });

  it('describes a sample workbook with dropdown sources', () => {
    const sheet = sampleSheet(faculty, getOperation(faculty, 'create'), true);
    expect(sheet.fileName).toBe('teacher-create-multi-centre-sample.xlsx');
    expect(sheet.sheetName).toBe('Faculty create');
    const dropdowns = Object.fromEntries(sheet.columns.map((c) => [c.header, c.dropdown]));
    expect(dropdowns.Centre).toEqual({ type: 'sheet', sheet: 'Centre List' });
    expect(dropdowns.Role).toEqual({ type: 'sheet', sheet: 'Role List' });
    expect(dropdowns.Subjects).toBeNull(); // a comma list cannot use a one-value dropdown
    expect(dropdowns.Mobile).toBeNull();
  });

  it('offers the class options as a fixed dropdown and marks test accounts multi-centre', () => {
    const sheet = sampleSheet(testAccounts, getOperation(testAccounts, 'upload'), false);
    expect(sheet.fileName).toBe('crp-test-upload-multi-centre-sample.xlsx');
    expect(sheet.columns.find((c) => c.header === 'Class')?.dropdown).toEqual({
      type: 'options',
      options: ['6th', '7th', '8th', '9th', '10th', '11th', '12th'],
    });
  });
});
