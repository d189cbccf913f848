// The PTM view's list as a resource (defineResource: the core only; the upload is schemas/ptm.ts): the columns of
// the view (entities-spec §2), centre and batch filters (batch options follow the chosen centres), the date range
// under the endpoint's keys startDate / endDate, whose days run T00:00:00.000Z to T23:59:59.999Z on the server, 8 a
// page with at most 6 page tabs (§9). The endpoint is GET auth/ptm/schedules with its own query, soonest first.
import { classLevel, code, date, defineResource, name, ref, text } from './core';
import { ptmScheduleQuery } from './api/ptm';
import { PTM_ABILITY, PTM_LIST, PTM_PREFIX } from './ptm';

export const ptmScheduleList = defineResource({
  kind: 'ptm-schedules',
  label: 'PTM Schedules',
  noun: 'PTM Schedule',
  menuLabel: 'PTM Schedule',
  access: { list: PTM_ABILITY },
  api: { list: `${PTM_PREFIX}/schedules`, listRequest: { method: 'GET', sort: false, query: ptmScheduleQuery } },
  table: { name: 'ptm_schedules' },
  fields: {
    centre: ref('centre', { label: 'Centre' }),
    enrolmentNo: code({ label: 'Enrollment No' }),
    studentName: name({ label: 'Student Name' }),
    class: classLevel({ label: 'Class' }),
    batch: ref('batch', { label: 'Batch' }),
    startTime: date({ label: 'Start Time' }),
    endTime: date({ label: 'End Time' }),
    subjects: ref('subject', { label: 'Subjects', multiple: true }),
    attendees: text({ label: 'Attendees' }),
  },
  list: {
    sortKeys: ['startTime'],
    defaultSort: { field: 'startTime', order: 'asc' },
    filters: { centre: 'centre', batch: { field: 'batch', dependsOn: 'centre' } },
    dateRanges: [{ field: 'startTime', fromKey: 'startDate', toKey: 'endDate', label: 'Date' }],
    pageSize: PTM_LIST.pageSize,
    maxPageTabs: PTM_LIST.maxPageTabs,
  },
});
