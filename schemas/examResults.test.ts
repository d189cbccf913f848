import { describe, expect, it } from 'vitest';
import { examInput, examResults, examYearInput, fieldErrorsOf, MARKS_MESSAGE, readMarks } from './examResults';

describe('exam result marks cell', () => {
  it.each([[72, '72'], ['72', '72'], ['72.50', '72.5'], [0, '0'], ['-3', '-3'], [99.999, '100'], [' 81 ', '81']])('reads %j as %j', (cell, value) => {
    expect(readMarks(cell)).toEqual({ ok: true, value });
  });

  it('reads an empty cell as empty, for the required-cell check to report (never 0)', () => {
    expect(readMarks('')).toEqual({ ok: true, value: null });
    expect(readMarks(null)).toEqual({ ok: true, value: null });
  });

  it.each(['abc', '7O', '1e3', '72.555', '12,5'])('refuses %j', (cell) => {
    expect(readMarks(cell)).toEqual({ ok: false, rule: 'marks-number', message: MARKS_MESSAGE });
  });

  it('declares the long sheet: Enrollment No, Subject, Marks, all required', () => {
    const op = examResults.uploads.operations[0];
    expect(op.columns.map((c) => [c.header, c.required])).toEqual([['Enrollment No', true], ['Subject', true], ['Marks', true]]);
  });
});

describe('exam configuration input', () => {
  it('names each bad field', () => {
    const r = examInput.safeParse({ name: '', subjects: [{ name: 'Physics', maxMarks: 1001 }, { name: ' physics ', maxMarks: 10 }] });
    expect(r.success).toBe(false);
    expect(fieldErrorsOf(r.error!)).toEqual({
      name: 'Exam name must not be empty', 'subjects.0.maxMarks': 'Max marks must be at most 1000', 'subjects.1.name': 'physics is listed twice',
    });
  });

  it('takes a name and subjects with whole max marks', () => {
    expect(examInput.parse({ name: ' JEE Main ', subjects: [{ name: 'Physics', maxMarks: '100' }] })).toEqual({ name: 'JEE Main', subjects: [{ name: 'Physics', maxMarks: 100 }] });
  });
});

describe('exam configuration messages a person understands (issue 27 item 21)', () => {
  it.each([NaN, 'abc', '1e999'])('max marks %j and year %j are named in words, not as zod\'s type error', (value) => {
    const exam = examInput.safeParse({ name: 'JEE', subjects: [{ name: 'Physics', maxMarks: value }] });
    expect(fieldErrorsOf(exam.error!)).toEqual({ 'subjects.0.maxMarks': 'Max marks must be a number from 1 to 1000' });
    expect(examYearInput.safeParse({ year: value }).error!.issues[0].message).toBe('Year must be a number from 2000 to 2100');
  });
});
