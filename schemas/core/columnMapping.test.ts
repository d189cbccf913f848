import { crpStudents } from '../students';
import { checkMapping, editDistance, looseHeader, parseMappingText, proposeMapping, proposalPairs } from './columnMapping';
import { getOperation } from './operations';

const create = getOperation(crpStudents, 'create');
const found = (headers: string[], remembered = [] as { column: string; header: string }[]) =>
  Object.fromEntries(proposeMapping(create, headers, false, remembered).columns.map((c) => [c.column, [c.header, c.how]]));

describe('proposeMapping: exact, alias, close spelling', () => {
  it('matches exact headers first, then declared aliases, then close spellings, saying how', () => {
    const got = found(['enrollment no.', 'Full Name', 'clas', 'Batch_', 'E-mail', 'Phone Number', 'Notes']);
    expect(got['Enrollment No.']).toEqual(['enrollment no.', 'exact']);
    expect(got['Student Name']).toEqual(['Full Name', 'alias']);
    expect(got.Mobile).toEqual(['Phone Number', 'alias']);
    expect(got.Batch).toEqual(['Batch_', 'close']);
    expect(got.Email).toEqual(['E-mail', 'close']);
    // One typo is allowed from five letters on: 'clas' is 'class'.
    expect(got.Class).toEqual(['clas', 'close']);
  });

  it('leaves a column unmatched when nothing is close, and gives one header to one column only', () => {
    const got = found(['Enrollment No', 'Enrollment No.', 'Something else']);
    expect(got['Enrollment No.']).toEqual(['Enrollment No.', 'exact']);
    expect(got['Student Name']).toEqual([null, null]);
    const p = proposeMapping(create, ['Mobile', 'Mobile'], false);
    expect(proposalPairs(p)).toEqual([{ column: 'Mobile', header: 'Mobile' }]);
    expect(p.headers).toEqual(['Mobile']);
  });

  it('proposes the remembered mapping before anything else', () => {
    const got = found(['Name', 'Pupil'], [{ column: 'Student Name', header: 'Pupil' }]);
    expect(got['Student Name']).toEqual(['Pupil', 'remembered']);
  });

  it('measures spelling loosely: case, spacing and punctuation do not count', () => {
    expect(looseHeader(' Enrollment_No. ')).toBe('enrollmentno');
    expect(editDistance('mobile', 'mobil', 1)).toBe(1);
    expect(editDistance('mobile', 'phone', 1)).toBe(2);
  });
});

describe('checkMapping: what a confirmed mapping must be', () => {
  const headers = ['Roll', 'Pupil', 'Grade', 'Phone', 'Extra'];
  const full = [
    { column: 'Enrollment No.', header: 'Roll' }, { column: 'Student Name', header: 'Pupil' },
    { column: 'Class', header: 'Grade' }, { column: 'Mobile', header: 'Phone' },
  ];

  it('maps each sheet column to its operation header and leaves the others out', () => {
    const checked = checkMapping(create, headers, full, false);
    expect(checked.errors).toEqual([]);
    expect(checked.headers).toEqual(['Enrollment No.', 'Student Name', 'Class', 'Mobile', null]);
  });

  it('names a required column left unmapped', () => {
    const checked = checkMapping(create, headers, full.filter((p) => p.column !== 'Class'), false);
    expect(checked.errors).toEqual([{ column: 'Class', rule: 'missing-column', message: 'Column "Class" is required; map a column of the sheet to it' }]);
  });

  it('refuses two headers mapped to one column, and one header mapped to two', () => {
    const twice = checkMapping(create, headers, [...full, { column: 'Mobile', header: 'Extra' }], false);
    expect(twice.errors.map((e) => e.message)).toEqual(['Columns "Phone" and "Extra" are both mapped to "Mobile"; map one column to it']);
    const both = checkMapping(create, headers, [...full, { column: 'Email', header: 'Phone' }], false);
    expect(both.errors.map((e) => e.rule)).toEqual(['duplicate-mapping']);
  });

  it('refuses a header the sheet does not have, or a column the upload does not have', () => {
    const checked = checkMapping(create, headers, [...full, { column: 'Email', header: 'Nope' }, { column: 'Shoe size', header: 'Extra' }], false);
    expect(checked.errors.map((e) => e.rule)).toEqual(['mapping-header', 'unknown-column']);
  });

  it('reads the mapping text strictly', () => {
    expect(parseMappingText('[{"column":"Class","header":"Grade"}]')).toEqual([{ column: 'Class', header: 'Grade' }]);
    expect(parseMappingText('{')).toBe('The column mapping is not valid JSON');
    expect(parseMappingText('{"__proto__":1}')).toBe('The column mapping must be a list of {"column", "header"} pairs');
  });
});
