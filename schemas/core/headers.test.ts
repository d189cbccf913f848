import { crpStudents } from '../students';
import { UPLOAD_LIMITS } from './constants';
import { matchHeaders, normalizeHeader, visibleText } from './headers';
import { getOperation } from './operations';
import { validateRows } from './validate';

const create = getOperation(crpStudents, 'create');
const HEADERS = ['Enrollment No.', 'Student Name', 'Class', 'Batch', 'Email', 'Mobile'];
const match = (headers: unknown[], rows: unknown[][] = []) => matchHeaders(crpStudents, create, headers, rows, false);

describe('normalizeHeader: headers copied from web pages, chats and PDFs', () => {
  it.each([
    ['zero-width space inside', 'Enroll\u200Bment No.'],
    ['zero-width non-joiner and joiner', '\u200CEnrollment\u200D No.'],
    ['byte order mark in front and inside', '\uFEFFEnrollment\uFEFF No.'],
    ['word joiner', 'Enrollment\u2060 No.'],
    ['soft hyphen', 'Enrol\u00ADlment No.'],
    ['no-break space', 'Enrollment\u00A0No.'],
    ['figure space', 'Enrollment\u2007No.'],
    ['narrow no-break space', 'Enrollment\u202FNo.'],
    ['tab', 'Enrollment\tNo.'],
    ['line break (Alt+Enter)', 'Enrollment\nNo.'],
    ['CR LF', 'Enrollment\r\nNo.'],
    ['repeated spaces', '  Enrollment   No.  '],
    ['spaces left by a zero-width character at the edge', ' \u200B Enrollment No. \u200B'],
  ])('%s', (_name, header) => {
    expect(normalizeHeader(header)).toBe('enrollment no.');
  });

  it('leaves a header of only invisible characters blank', () => {
    expect(normalizeHeader('\u200B\u00A0\uFEFF')).toBe('');
  });
});

describe('visibleText', () => {
  it.each([
    ['Mobile\u200B', 'Mobile[zero-width space]'],
    ['Mobile\u00A0No', 'Mobile[no-break space]No'],
    ['a\tb\nc', 'a[tab]b[line break]c'],
    ['Enrollment   No.', 'Enrollment[3 spaces]No.'],
    ['\u200EMobile', '[U+200E]Mobile'],
    ['plain text', 'plain text'],
    ['राहुल', 'राहुल'],
  ])('%j → %j', (text, shown) => {
    expect(visibleText(text)).toBe(shown);
  });
});

describe('matchHeaders with odd characters', () => {
  it('matches headers carrying zero-width characters and odd spaces', () => {
    const odd = ['\uFEFFEnrollment\u00A0No.', 'Student\u200B Name', 'Class\t', 'Ba\u200Dtch', 'E\u2060mail', 'Mobile\u202F'];
    const m = match(odd);
    expect(m.errors).toEqual([]);
    expect(m.byIndex.map((c) => c?.key)).toEqual(['enrolmentNo', 'name', 'class', 'batch', 'emailId', 'mobile']);
  });

  it('names an unmatched header with its invisible characters shown', () => {
    expect(match([...HEADERS, 'Tele\u200Bphone']).errors.map((e) => e.message))
      .toEqual(['Column "Tele[zero-width space]phone" is not part of the Student create sheet']);
    expect(match([...HEADERS, 'Mobile\u200B']).errors.map((e) => e.message))
      .toEqual(['Column "Mobile[zero-width space]" appears more than once']);
  });

  it('treats a header of only invisible characters as blank, and names the column when it holds values', () => {
    expect(match([...HEADERS, '\u200B']).errors).toEqual([]);
    expect(match([...HEADERS, '\u200B'], [['1', 'A', '11th', '', '', '9876543210', 'stray']]).errors.map((e) => e.message))
      .toEqual(['Column G has values but no header']);
  });
});

describe('validateRows: the sheet-level messages name the sheet', () => {
  it('names the sheet in the too-many-rows message', () => {
    const rows = Array.from({ length: UPLOAD_LIMITS.maxRows + 1 }, (_, i) => [String(i + 1), 'A', '11th', '', '', '9876543210']);
    const r = validateRows(crpStudents, 'create', HEADERS, rows, { multiCentre: false, sheetName: 'Students\u200B' });
    expect(r.headerErrors.map((e) => e.message)).toEqual(['Sheet "Students[zero-width space]": The sheet has 100,001 rows; at most 100,000 can be uploaded at once']);
  });
});
