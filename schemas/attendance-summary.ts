// The Attendance page's Summary tab as a resource (defineResource: the core only, like the PTM view): marks per batch
// or per student over a date range, asked by GET auth/attendance/summary with its own query. `by` is no filter the
// user picks in the filter bar: the tab sends it as a fixed value, and the query schema keeps it.
import { code, date, defineResource, name, ref, text } from './core';
import { attendanceSummaryQuery } from './api/attendance';
import { ATTENDANCE_ABILITY, ATTENDANCE_PREFIX } from './attendance';

export const SUMMARY_BY = ['batch', 'student'] as const;
export type SummaryBy = (typeof SUMMARY_BY)[number];
/** The chart of attended % per batch is drawn only up to this many rows: more bars would not be read. */
export const SUMMARY_CHART_MAX = 30;

export const attendanceSummaryList = defineResource({
  kind: 'attendance-summary',
  label: 'Attendance Summary',
  noun: 'Attendance Summary',
  menuLabel: 'Attendance',
  access: { list: ATTENDANCE_ABILITY },
  api: { list: `${ATTENDANCE_PREFIX}/summary`, listRequest: { method: 'GET', sort: false, query: attendanceSummaryQuery } },
  table: { name: 'attendance_marks' },
  fields: {
    name: name({ label: 'Name' }),
    detail: code({ label: 'Detail' }),
    centre: ref('centre', { label: 'Centre', listed: false }),
    batch: ref('batch', { label: 'Batch', listed: false }),
    classDate: date({ label: 'Class Date', listed: false }),
    classes: text({ label: 'Classes' }),
    present: text({ label: 'Present' }),
    absent: text({ label: 'Absent' }),
    late: text({ label: 'Late' }),
    attendedPercent: text({ label: 'Attended %' }),
  },
  list: {
    sortKeys: ['name'],
    defaultSort: { field: 'name', order: 'asc' },
    filters: { centre: 'centre', batch: { field: 'batch', dependsOn: 'centre' } },
    dateRanges: [{ field: 'classDate', fromKey: 'from', toKey: 'to', label: 'Class Date' }],
    pageSize: SUMMARY_CHART_MAX,
  },
});
