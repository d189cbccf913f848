import { describe, expect, it } from 'vitest';
import { validateRows } from './core';
import { feedbackQuestions } from './feedback-questions';
import { QUESTION_MESSAGES as M, questionIssue, readAnswer, readOptions, splitOptions } from './questionTypes';

const rating = { code: 'FQ1', type: 'Rating', options: [], scale: 4 };
const mmcq = { code: 'FQ2', type: 'MMCQ', options: ['Notes', 'Examples', 'Tests'], scale: null };

describe('the question types shared by PTM and teacher feedback', () => {
  it.each([
    [{ type: 'SMCQ', options: ['Yes'], scale: null }, 'options', M.tooFewOptions('SMCQ')],
    [{ type: 'MMCQ', options: ['A', 'B', 'a'], scale: null }, 'options', M.optionRepeated(3, 1)],
    [{ type: 'SMCQ', options: ['A', ''], scale: null }, 'options', M.optionEmpty(2)],
    [{ type: 'SMCQ', options: ['A', 'B'], scale: 5 }, 'scale', M.scaleNotRating],
    [{ type: 'Rating', options: ['A'], scale: 5 }, 'options', M.ratingOptions],
    [{ type: 'Rating', options: [], scale: null }, 'scale', M.scaleMissing],
    [{ type: 'Blanks', options: ['A'], scale: null }, 'options', M.blanksOptions],
  ])('refuses %j on its %s', (q, key, message) => expect(questionIssue(q)).toMatchObject({ key, message }));

  it('accepts each type with what it needs', () => {
    for (const q of [rating, mmcq, { type: 'Blanks', options: [], scale: null }]) expect(questionIssue(q)).toBeNull();
  });

  it('reads options between bars, spaced evenly, empty ones kept for the rule to name', () => {
    expect(readOptions(' Yes|No |  Maybe ')).toEqual({ ok: true, value: 'Yes | No | Maybe' });
    expect(splitOptions('A || B')).toEqual(['A', '', 'B']);
    expect(readOptions('')).toEqual({ ok: true, value: null });
  });

  it('reads a rating within its scale, refusing what is outside with the scale named', () => {
    expect(readAnswer(rating, ' 4 ')).toEqual({ ok: true, score: 4, answer: '4' });
    for (const bad of ['0', '5', '3.5', 'good']) {
      expect(readAnswer(rating, bad)).toEqual({ ok: false, rule: 'outside-scale', message: `"${bad}" is outside the scale of question FQ1: a whole number from 1 to 4` });
    }
  });

  it('reads options among the question\'s own, in its spelling, once each', () => {
    expect(readAnswer(mmcq, 'tests | notes | Tests')).toEqual({ ok: true, score: null, answer: 'Tests | Notes' });
    expect(readAnswer({ ...mmcq, type: 'SMCQ' }, 'Notes | Tests')).toMatchObject({ ok: false, rule: 'not-an-option' });
    expect(readAnswer(mmcq, 'Videos')).toEqual({ ok: false, rule: 'not-an-option', message: '"Videos" is not an option of question FQ2: use one of Notes, Examples, Tests' });
    expect(readAnswer({ code: 'FQ3', type: 'Blanks', options: [], scale: null }, ' More tests ')).toEqual({ ok: true, score: null, answer: 'More tests' });
  });

  it('checks a question master sheet row by the same rules, naming row, column and rule', () => {
    const headers = ['Question Code', 'Question', 'Type', 'Scale', 'Options'];
    const r = validateRows(feedbackQuestions, 'create', headers, [['Q1', 'Pace?', 'Rating', '5', 'Fast | Slow'], ['Q2', 'Pace?', 'SMCQ', '', 'Fast | Slow']], { multiCentre: true });
    expect(r.errors).toEqual([{ row: 2, column: 'Options', rule: 'no-options', message: `Row 2, Options: ${M.ratingOptions}` }]);
  });
});
