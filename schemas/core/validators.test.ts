import { CLASS_OPTIONS } from './fields';
import { readClass, readCode, readDate, readEmail, readMobile, readName, readOption, readRef, readText } from './validators';
import type { CellResult } from './types';

type Case = [cell: unknown, expected: string | readonly string[] | null | { rule: string }];

function check(read: (cell: unknown) => CellResult, cases: Case[]) {
  it.each(cases)('%o → %o', (cell, expected) => {
    const result = read(cell);
    if (expected !== null && typeof expected === 'object' && 'rule' in expected) {
      expect(result).toMatchObject({ ok: false, rule: expected.rule });
      if (!result.ok) expect(result.message.length).toBeGreaterThan(10);
    } else {
      expect(result).toEqual({ ok: true, value: expected });
    }
  });
}

describe('readEmail (entities-spec §5)', () => {
  check(readEmail, [
    ['aarav.sharma@example.com', 'aarav.sharma@example.com'],
    ['a_b%c+d-e@mail.co.in', 'a_b%c+d-e@mail.co.in'],
    ['  X@Y.IO ', 'X@Y.IO'],
    ['', null],
    ['no-at-sign.com', { rule: 'email-format' }],
    ['a@b.c', { rule: 'email-format' }],
    ['a@b.c1', { rule: 'email-format' }],
    ['a b@c.com', { rule: 'email-format' }],
    ['a@@b.com', { rule: 'email-format' }],
    ['a!b@c.com', { rule: 'email-format' }],
    ['@example.com', { rule: 'email-format' }],
    [`${'a'.repeat(250)}@b.com`, { rule: 'email-format' }],
  ]);
});

describe('readMobile (entities-spec §5)', () => {
  check(readMobile, [
    ['9876543210', '9876543210'],
    [9876543210, '9876543210'],
    ['+919876543210', '+919876543210'],
    ['+1 415-555-0123', '+14155550123'],
    ['987654321', '987654321'],
    ['123456789012345', '123456789012345'],
    ['+123123456789012345', '+123123456789012345'],
    ['', null],
    ['98765432', { rule: 'mobile-format' }],
    ['1234567890123456', { rule: 'mobile-format' }],
    ['+12345678', { rule: 'mobile-format' }],
    ['+12345678901234567890', { rule: 'mobile-format' }],
    ['+', { rule: 'mobile-format' }],
    ['98765x3210', { rule: 'mobile-format' }],
    ['++919876543210', { rule: 'mobile-format' }],
  ]);
});

describe('readDate', () => {
  check(readDate, [
    ['2024-03-15', '2024-03-15'],
    ['15/03/2024', '2024-03-15'],
    ['5/3/2024', '2024-03-05'],
    [45366, '2024-03-15'],
    ['45366', '2024-03-15'],
    [new Date(2024, 2, 15), '2024-03-15'],
    ['', null],
    [null, null],
    ['2024-02-30', { rule: 'date-invalid' }],
    ['31/04/2024', { rule: 'date-invalid' }],
    ['03/15/2024', { rule: 'date-invalid' }],
    ['15-03-2024', { rule: 'date-format' }],
    ['March 15', { rule: 'date-format' }],
    ['2024', { rule: 'date-format' }],
    [-1, { rule: 'date-format' }],
    [60, { rule: 'date-format' }],
  ]);
});

describe('readCode (enrolment number, employee code)', () => {
  check((cell) => readCode(cell), [
    ['00123', '00123'],
    [' emp001 ', 'EMP001'],
    [123, '123'],
    ['A1B2C3', 'A1B2C3'],
    ['', null],
    ['001 23', { rule: 'code-format' }],
    ['EMP-001', { rule: 'code-format' }],
    ['=1+1', { rule: 'code-format' }],
    ['1'.repeat(21), { rule: 'too-long' }],
  ]);
});

describe('readName', () => {
  check((cell) => readName(cell), [
    ['Aarav Sharma', 'Aarav Sharma'],
    ["D'Souza  Ann-Marie", "D'Souza Ann-Marie"],
    ['Dr. K. Iyer', 'Dr. K. Iyer'],
    ['आरव शर्मा', 'आरव शर्मा'],
    ['', null],
    ['<img src=x onerror=alert(1)>', { rule: 'name-format' }],
    ['=HYPERLINK("x")', { rule: 'name-format' }],
    ['Agent 007', { rule: 'name-format' }],
    ['a'.repeat(101), { rule: 'too-long' }],
  ]);
});

describe('readText', () => {
  check((cell) => readText(cell, 5), [
    ['hello', 'hello'],
    [42, '42'],
    ['', null],
    ['toolong', { rule: 'too-long' }],
    ['a\u0007b', { rule: 'control-characters' }],
  ]);
});

describe('readOption (select)', () => {
  check((cell) => readOption(cell, ['Mr.', 'Mrs.', 'Miss']), [
    ['Mr.', 'Mr.'],
    [' mrs. ', 'Mrs.'],
    ['MISS', 'Miss'],
    ['', null],
    ['Dr.', { rule: 'not-an-option' }],
  ]);
});

describe('readClass', () => {
  check((cell) => readClass(cell, CLASS_OPTIONS), [
    ['6th', '6th'],
    ['11TH', '11th'],
    [12, '12th'],
    ['9', '9th'],
    ['', null],
    ['13th', { rule: 'not-an-option' }],
    [5, { rule: 'not-an-option' }],
  ]);
});

describe('readRef', () => {
  check((cell) => readRef(cell, false, 10), [
    ['Kota Main', 'Kota Main'],
    ['', null],
    ['x'.repeat(11), { rule: 'too-long' }],
  ]);
  check((cell) => readRef(cell, true, 10), [
    ['Physics, Chemistry;Maths', ['Physics', 'Chemistry', 'Maths']],
    ['Physics, physics, Physics', ['Physics', 'physics']],
    [' , ; ', null],
    ['Physics, Thermodynamics', { rule: 'too-long' }],
  ]);
});
