// Calendar events (kind calendar-events, its own page /calendar-events, console-spec §2): holidays, exams and
// meetings of a centre on a date. Declared here alone: its storage, uploads, list and page all derive from it.
import { API_PREFIX, OTHER_REASON, STAFF_STATUS_TABS, date, defineEntity, recordStatusMessages, ref, select, status, text } from './core';

const PATH = `${API_PREFIX}/calendar-events`;
const STATUS_TABS = STAFF_STATUS_TABS.filter((t) => t.key !== 'completed');
const EVENT_COLUMNS = [{ key: 'centre', multiCentreOnly: true }, { key: 'title' }, { key: 'eventDate' }, { key: 'kind' }, { key: 'description' }] as const;

export const calendarEvents = defineEntity({
  kind: 'calendar-events',
  page: '/calendar-events',
  menuLabel: 'Calendar Events',
  access: { list: 'Calendar' },
  label: 'Calendar Events',
  noun: 'Calendar Event',
  api: { list: PATH, export: `${PATH}/export`, status: PATH },
  table: { name: 'calendar_events' },
  fields: {
    title: text({ label: 'Title', required: true, maxLength: 150, example: 'Diwali Holiday' }),
    centre: ref('centre', { label: 'Centre', required: true, example: 'Delhi South Extension' }),
    eventDate: date({ label: 'Event Date', required: true, example: '2026-11-08' }),
    kind: select({ label: 'Kind', required: true, options: ['Holiday', 'Exam', 'Meeting', 'Other'], example: 'Holiday' }),
    description: text({ label: 'Description', maxLength: 500, example: 'Centre closed for Diwali' }),
    status: status({ label: 'Status', options: STATUS_TABS.map((t) => t.key) }),
  },
  // One event of a title on a date at a centre: a second upload of the same sheet is refused, not doubled.
  unique: ['centre', 'eventDate', 'title'],
  list: {
    sortKeys: ['eventDate', 'title'],
    defaultSort: { field: 'eventDate', order: 'asc' },
    search: { placeholder: 'Search by Title', fields: ['title'] },
    statusTabs: STATUS_TABS,
    filters: { centre: 'centre', kind: 'kind' },
    dateRanges: ['eventDate'],
  },
  reasons: {
    deactivate: ['Cancelled', 'Postponed', 'Entered by Mistake', OTHER_REASON],
    reactivate: ['Rescheduled Back', 'Deactivated by Mistake', OTHER_REASON],
  },
  statusMessages: recordStatusMessages('Event'),
  downloadName: 'Calendar_Events',
  preview: {
    loaderText: 'Generating Calendar Events Preview',
    columns: [
      { key: 'centre', label: 'Centre' }, { key: 'title', label: 'Title' }, { key: 'eventDate', label: 'Event Date' },
      { key: 'kind', label: 'Kind' }, { key: 'description', label: 'Description' },
    ],
  },
  operations: [
    {
      key: 'create',
      label: 'create',
      tab: 'UPLOAD',
      path: PATH,
      columns: EVENT_COLUMNS,
    },
    // The same sheet names existing events (centre, date and title) and gives their kind and description anew.
    { key: 'update', label: 'update', tab: 'UPLOAD', path: `${PATH}/update`, columns: EVENT_COLUMNS },
  ],
});
