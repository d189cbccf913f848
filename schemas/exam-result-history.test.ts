import { describe, expect, it } from 'vitest';
import { examHistoryQuery } from './api/examResults';
import { examResultHistory } from './exam-result-history';

describe('the exam-result upload history (defineResource, the core only)', () => {
  it('has the history\u2019s columns, 10 a page, no filter, search or sort', () => {
    const labels = examResultHistory.list.columns.map((k) => examResultHistory.fields.find((f) => f.key === k)!.label);
    expect(labels).toEqual(['Exam', 'Year', 'File Name', 'Status', 'Rows', 'Uploaded By', 'Date']);
    expect(examResultHistory.list.pageSize).toBe(10);
    expect(examResultHistory.list.filters).toEqual([]);
    expect(examResultHistory.list.dateRanges).toEqual([]);
    expect(examResultHistory.list.search.fields).toEqual([]);
    expect(examResultHistory.fields.filter((f) => f.sortable)).toEqual([]);
  });

  it('is asked GET auth/exam-result/history with the page alone (its query is strict)', () => {
    expect(examResultHistory.api).toEqual({ list: 'auth/exam-result/history', listRequest: { method: 'GET', sort: false, query: examHistoryQuery } });
    expect(examHistoryQuery.safeParse({ page: '1', limit: '10', sortBy: 'createdAt' }).success).toBe(false);
  });
});
