// The time table (kind time-table, its own page /time-table, console-spec §2, slot 153): the classes of a batch, each
// a subject taught by a faculty on a date from a start to an end time in a room. Declared here alone: its storage,
// uploads with their clash checks, list, week view and page derive from it.
import { API_PREFIX, OTHER_REASON, date, defineEntity, ref, status, text, time, type RowRule, type StatusTab } from './core';

const PATH = `${API_PREFIX}/time-table`;
/** A cancelled class is a deactivated record: it stays in the history and frees its slot. */
const STATUS_TABS: readonly StatusTab[] = [{ key: 'active', label: 'Scheduled' }, { key: 'deactivated', label: 'Cancelled' }];

const CLASS_COLUMNS = [
  { key: 'centre', multiCentreOnly: true }, { key: 'batch' }, { key: 'subject' }, { key: 'faculty' },
  { key: 'classDate' }, { key: 'startTime' }, { key: 'endTime' }, { key: 'room' },
] as const;

/** HH:mm compares as text, so an end at or before its start is a plain string comparison. */
const endAfterStart: RowRule = (v) =>
  typeof v.startTime === 'string' && typeof v.endTime === 'string' && v.endTime <= v.startTime
    ? { key: 'endTime', rule: 'end-before-start', message: `must be after the Start Time (${v.startTime})` }
    : null;

export const timeTable = defineEntity({
  kind: 'time-table',
  page: '/time-table',
  menuLabel: 'Time Table',
  access: { list: 'Time Table' },
  label: 'Time Table',
  noun: 'Class',
  nounPlural: 'Classes',
  api: { list: PATH, export: `${PATH}/export`, status: PATH },
  table: { name: 'time_table_classes' },
  fields: {
    centre: ref('centre', { label: 'Centre', required: true, example: 'Delhi South Extension' }),
    batch: ref('batch', { label: 'Batch', required: true, example: 'DSE-11-A' }),
    subject: ref('subject', { label: 'Subject', required: true, example: 'Physics' }),
    faculty: ref('teacher', { label: 'Faculty', required: true, example: 'EMP1001', placeholder: 'All Faculty' }),
    classDate: date({ label: 'Class Date', required: true, example: '2026-12-07' }),
    startTime: time({ label: 'Start Time', required: true, example: '09:00' }),
    endTime: time({ label: 'End Time', required: true, example: '10:30' }),
    room: text({ label: 'Room', maxLength: 40, example: 'Room 101', search: 'prefix' }),
    status: status({ label: 'Status', options: STATUS_TABS.map((t) => t.key) }),
  },
  list: {
    sortKeys: ['classDate', 'startTime', 'batch', 'faculty'],
    defaultSort: { field: 'classDate', order: 'asc' },
    search: { placeholder: 'Search by Room', fields: ['room'] },
    statusTabs: STATUS_TABS,
    filters: {
      centre: 'centre',
      batch: { field: 'batch', dependsOn: 'centre' },
      faculty: 'faculty',
      subject: 'subject',
    },
    dateRanges: ['classDate'],
    // Two classes in one room are told apart by their batch, subject and time.
    titleFields: ['batch', 'subject', 'classDate', 'startTime'],
  },
  reasons: {
    deactivate: ['Faculty Unavailable', 'Holiday Declared', 'Rescheduled', 'Entered by Mistake', OTHER_REASON],
    reactivate: ['Cancelled by Mistake', 'Faculty Available Again', OTHER_REASON],
  },
  // entities-spec §8's status-change words are an account's; a class is cancelled and reinstated.
  statusMessages: { deactivate: 'Class has been cancelled successfully', reactivate: 'Class has been reinstated successfully' },
  statusVerbs: { deactivate: 'Cancel', reactivate: 'Reinstate' },
  downloadName: 'Time_Table',
  preview: {
    loaderText: 'Generating Time Table Preview',
    columns: [
      { key: 'centre', label: 'Centre' }, { key: 'batch', label: 'Batch' }, { key: 'subject', label: 'Subject' },
      { key: 'faculty', label: 'Faculty' }, { key: 'classDate', label: 'Class Date' },
      { key: 'startTime', label: 'Start Time' }, { key: 'endTime', label: 'End Time' }, { key: 'room', label: 'Room' },
    ],
  },
  operations: [
    { key: 'create', label: 'create', tab: 'UPLOAD', path: PATH, columns: CLASS_COLUMNS, rowRules: [endAfterStart] },
  ],
  form: true,
  schedule: {
    date: 'classDate',
    start: 'startTime',
    end: 'endTime',
    among: [['faculty'], ['batch'], ['centre', 'room']],
    title: 'subject',
    subtitle: ['batch', 'faculty', 'room'],
    by: ['centre', 'batch', 'faculty'],
    closedBy: [{ kind: 'calendar-events', match: { centre: 'centre', classDate: 'eventDate' }, where: { kind: ['Holiday'] }, named: 'title' }],
  },
});
