// The exam-result upload history as a resource (defineResource: the core only; the upload is schemas/examResults.ts):
// exam, year, file, status, rows, who and when, 10 a page, newest first. The endpoint is GET
// auth/exam-result/history with the page alone: no filter, no search, a fixed order.
import { date, defineResource, name, select, text } from './core';
import { examHistoryQuery } from './api/examResults';
import { jobStatus } from './api/uploads';
import { EXAM_RESULT_PREFIX, EXAM_UPLOAD_ABILITY } from './examResults';

export const EXAM_HISTORY_PAGE_SIZE = 10;

export const examResultHistory = defineResource({
  kind: 'exam-results',
  // The grid's accessible name: the upload tab has one list, its history.
  label: 'Exam result upload history',
  noun: 'Exam result upload',
  menuLabel: 'Exam Results',
  access: { list: EXAM_UPLOAD_ABILITY },
  api: { list: `${EXAM_RESULT_PREFIX}/history`, listRequest: { method: 'GET', sort: false, query: examHistoryQuery } },
  table: { name: 'exam_result_uploads' },
  fields: {
    examName: text({ label: 'Exam' }),
    year: text({ label: 'Year' }),
    fileName: text({ label: 'File Name' }),
    status: select({ label: 'Status', options: jobStatus.options }),
    counts: text({ label: 'Rows' }),
    uploadedBy: name({ label: 'Uploaded By' }),
    createdAt: date({ label: 'Date' }),
  },
  list: {
    sortKeys: ['createdAt'],
    defaultSort: { field: 'createdAt', order: 'desc' },
    pageSize: EXAM_HISTORY_PAGE_SIZE,
  },
});
