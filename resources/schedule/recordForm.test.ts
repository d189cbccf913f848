import { describe, expect, it } from 'vitest';
import { timeTable } from '../../schemas/time-table';
import { feedbackForms } from '../../schemas/feedback-forms';
import { cellValues, changedValues, formFields, initialValues, missing, refusalOf } from './recordForm';

const fields = formFields(timeTable);

describe('record form', () => {
  it('has one input per create-sheet column, by its field kind, the batch narrowed by the centre', () => {
    expect(fields.map((f) => [f.key, f.input, f.required, f.dependsOn ?? null])).toEqual([
      ['centre', 'ref', true, null], ['batch', 'ref', true, 'centre'], ['subject', 'ref', true, null], ['faculty', 'ref', true, null],
      ['classDate', 'date', true, null], ['startTime', 'time', true, null], ['endTime', 'time', true, null], ['room', 'text', false, null],
    ]);
  });

  it('starts from a record: refs by their ids, dates and times as the inputs hold them', () => {
    const row = { id: 5, centre: 'Delhi', centreId: 1, batchId: 11, subjectId: 4, facultyId: 7, classDate: '2026-12-09T00:00:00Z', startTime: '09:00:00', endTime: '10:30', room: null };
    expect(initialValues(fields, row)).toEqual({ centre: '1', batch: '11', subject: '4', faculty: '7', classDate: '2026-12-09', startTime: '09:00', endTime: '10:30', room: '' });
    expect(Object.values(initialValues(fields)).every((v) => v === '')).toBe(true);
  });

  it.each([
    ['a new centre drops the batch', 'centre', '2', { centre: '2', batch: '' }],
    ['the same centre keeps it', 'centre', '1', { centre: '1', batch: '11' }],
    ['another field leaves it', 'subject', '4', { centre: '1', batch: '11', subject: '4' }],
  ])('%s', (_name, key, value, expected) => expect(changedValues(fields, { centre: '1', batch: '11' }, key, value)).toEqual(expected));

  it('names the required fields left empty', () => {
    expect(Object.keys(missing(fields, { centre: '1', room: '' }))).toEqual(['batch', 'subject', 'faculty', 'classDate', 'startTime', 'endTime']);
  });

  it('sends refs as the sheet names them', () => {
    const values = { centre: '1', batch: '11', subject: '4', faculty: '7', classDate: '2026-12-09', startTime: '09:00', endTime: '10:30', room: ' Room 1 ' };
    const refs = {
      centre: [{ id: 1, name: 'Delhi South Extension' }], batch: [{ id: 11, batchCode: 'DEL-11-A' }],
      subject: [{ id: 4, name: 'Physics' }], faculty: [{ id: 7, name: 'Asha Rao', employeeCode: 'EMP1001' }],
    };
    expect(cellValues(fields, values, refs)).toEqual({ ...values, centre: 'Delhi South Extension', batch: 'DEL-11-A', subject: 'Physics', faculty: 'EMP1001', room: 'Room 1' });
  });

  it('puts a refusal under its fields and the rest in the dialog', () => {
    const error = Object.assign(new Error('Faculty: clash'), {
      body: { data: { errors: [{ key: 'faculty', rule: 'overlap', message: 'already has a class' }, { key: '', rule: 'closed', message: 'Holiday' }] } },
    });
    expect(refusalOf(error, fields)).toEqual({ fields: { faculty: 'already has a class' }, message: 'Holiday' });
    expect(refusalOf(new Error('Server error'), fields)).toEqual({ fields: {}, message: 'Server error' });
  });
});

describe('record form of a multi-valued ref', () => {
  const formFieldsOfForms = formFields(feedbackForms);
  it('types the questions as their codes, in order, comma-separated, and sends them as written', () => {
    expect(formFieldsOfForms.map((f) => [f.key, f.input, f.target ?? null])).toEqual([['name', 'text', null], ['questions', 'text', null]]);
    const start = initialValues(formFieldsOfForms, { id: 1, name: 'Term 1', questions: ['FQ3', 'FQ1'], questionsIds: [3, 1] });
    expect(start).toEqual({ name: 'Term 1', questions: 'FQ3, FQ1' });
    expect(cellValues(formFieldsOfForms, { ...start, questions: ' FQ3, FQ1, FQ2 ' }, {})).toEqual({ name: 'Term 1', questions: 'FQ3, FQ1, FQ2' });
  });
});
