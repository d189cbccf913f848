// Teacher feedback beyond its three entities (feedback-questions, -forms, -activations): the students' responses
// sheet (teacher-feedback/studentResponses, slot 150), an upload target like the attendance sheet, and Faculty
// Performance (teacherPerformances, slot 151): per faculty and question the responses, average and distribution with
// each centre's average beside, and the remarks list with its search. Both lists are resources over their own tables.
import { code, defineResource, ref, select, text } from '../core';
import { defineUploadTarget } from '../core/uploadTarget';
import { QUESTION_TYPES } from '../questionTypes';
import { performanceQuery } from './query';

export const FEEDBACK_PREFIX = 'auth/teacher-feedback';
export const RESPONSES_ABILITY = "Upload Students' Responses/Remarks";
export const PERFORMANCE_ABILITY = 'Faculty Performance';
export const RESPONSES_KIND = 'feedback-responses';

export const FEEDBACK_MESSAGES = {
  performanceEmpty: 'No responses match these filters yet. Upload students\' responses to see each faculty\'s scores here.',
  remarksEmpty: 'No remarks match these filters.',
} as const;

/** One row per student's answer to one question about one faculty; a remark rides along on any row. */
export const feedbackResponses = defineUploadTarget({
  kind: RESPONSES_KIND,
  label: "Students' Responses",
  noun: 'Response',
  access: { list: RESPONSES_ABILITY },
  table: { name: 'feedback_responses' },
  downloadName: 'Feedback_Responses',
  preview: {
    loaderText: 'Generating Responses Preview',
    columns: [
      { key: 'batch', label: 'Batch' }, { key: 'form', label: 'Feedback Form' }, { key: 'faculty', label: 'Faculty' },
      { key: 'question', label: 'Question Code' }, { key: 'response', label: 'Response' }, { key: 'remarks', label: 'Remarks' },
    ],
  },
  operations: [{
    key: 'upload',
    label: 'upload',
    tab: 'UPLOAD',
    path: `${FEEDBACK_PREFIX}/responses/upload`,
    alwaysMultiCentre: true,
    columns: [
      { key: 'centre', field: text({ label: 'Centre' }), required: true, example: 'Delhi South Extension' },
      { key: 'batch', field: text({ label: 'Batch' }), required: true, example: 'DSE-11-A' },
      { key: 'form', field: text({ label: 'Feedback Form', maxLength: 100 }), required: true, example: 'Term 1 Faculty Feedback' },
      { key: 'faculty', field: code({ label: 'Faculty Emp Code' }), required: true, example: 'EMP1001' },
      { key: 'question', field: code({ label: 'Question Code' }), required: true, example: 'FQ101' },
      { key: 'response', field: text({ label: 'Response', maxLength: 500 }), required: true, example: '4' },
      { key: 'remarks', field: text({ label: 'Remarks', maxLength: 1000 }), example: 'Explains with examples' },
    ],
  }],
});

/** Faculty Performance: one row per faculty and question (GET auth/teacher-feedback/performance). */
export const facultyPerformance = defineResource({
  kind: 'faculty-performance',
  label: 'Faculty Performance',
  noun: 'Faculty Score',
  menuLabel: 'Faculty Performance',
  access: { list: PERFORMANCE_ABILITY },
  api: { list: `${FEEDBACK_PREFIX}/performance`, listRequest: { method: 'GET', sort: false, query: performanceQuery } },
  table: { name: 'feedback_responses' },
  fields: {
    faculty: ref('teacher', { label: 'Faculty' }),
    employeeCode: code({ label: 'Emp Code' }),
    question: ref('feedback-question', { label: 'Question Code' }),
    questionText: text({ label: 'Question' }),
    type: select({ label: 'Type', options: QUESTION_TYPES }),
    responses: text({ label: 'Responses' }),
    average: text({ label: 'Average' }),
    distribution: text({ label: 'Distribution' }),
    centres: text({ label: 'By Centre' }),
    centre: ref('centre', { label: 'Centre', listed: false }),
  },
  list: {
    sortKeys: ['faculty'],
    defaultSort: { field: 'faculty', order: 'asc' },
    filters: { centre: 'centre', faculty: 'faculty', question: 'question' },
    pageSize: 20,
  },
});

/** The remarks students wrote, by faculty, searchable (GET auth/teacher-feedback/remarks, the shared list query). */
export const feedbackRemarks = defineResource({
  kind: 'feedback-remarks',
  label: 'Remarks',
  noun: 'Remark',
  menuLabel: 'Faculty Performance',
  access: { list: PERFORMANCE_ABILITY },
  api: { list: `${FEEDBACK_PREFIX}/remarks` },
  table: { name: 'feedback_remarks' },
  fields: {
    centre: ref('centre', { label: 'Centre' }),
    batch: ref('batch', { label: 'Batch' }),
    faculty: ref('teacher', { label: 'Faculty', column: 'faculty_id' }),
    form: ref('feedback-form', { label: 'Feedback Form', column: 'form_id' }),
    remark: text({ label: 'Remark', search: 'substring' }),
  },
  list: {
    sortKeys: ['faculty', 'centre'],
    defaultSort: { field: 'faculty', order: 'asc' },
    search: { placeholder: 'Search remarks', fields: ['remark'] },
    filters: { centre: 'centre', faculty: 'faculty' },
    pageSize: 20,
  },
});
