// Faculty KRA (console-spec §2 my-kra, slots 138-142, the sidebar's 'Faculties KRA'): the parameters a faculty is
// measured by, each of a kind the data decides (plan accuracy, attendance marked on time, feedback score) with its
// weight; the active parameters' weights total at most 100 %. Shared by every centre. The Faculty KRA Performance
// report (per faculty, each parameter's score 0-100 and the weighted total) is the module's report tab.
import { API_PREFIX, OTHER_REASON, STAFF_STATUS_TABS, defineEntity, recordStatusMessages, number, select, status, text } from './core';
import { defineReport, type ReportColumn } from './reports/define';

export const MY_KRA_PAGE = '/my-kra';
const PATH = `${API_PREFIX}/kra-parameters`;
const STATUS_TABS = STAFF_STATUS_TABS.filter((t) => t.key !== 'completed');
/** What each kind scores (server/reports/kra.ts): the faculty's share, 0-100. */
export const KRA_KINDS = ['Plan accuracy', 'Attendance marked on time', 'Feedback score'] as const;
/** Attendance counts as marked on time within this many hours of the class's end. */
export const KRA_ATTENDANCE_HOURS = 24;
export const KRA_MAX_WEIGHT = 100;
const COLUMNS = [{ key: 'name' }, { key: 'kind' }, { key: 'weight' }] as const;

export const kraParameters = defineEntity({
  kind: 'kra-parameters',
  page: `${MY_KRA_PAGE}/parameters`,
  tabOf: MY_KRA_PAGE,
  menuLabel: 'KRA Parameters',
  access: { list: 'KRA Parameters View', edit: 'KRA Parameters Edit' },
  label: 'KRA Parameters',
  noun: 'KRA Parameter',
  sharedByCentres: true,
  api: { list: PATH, export: `${PATH}/export`, status: PATH },
  table: { name: 'kra_parameters' },
  fields: {
    name: text({ label: 'Parameter', required: true, unique: true, maxLength: 100, example: 'Plan Accuracy' }),
    kind: select({ label: 'Kind', required: true, options: KRA_KINDS, example: 'Plan accuracy' }),
    weight: number({ label: 'Weight %', required: true, min: 1, max: KRA_MAX_WEIGHT, example: '40' }),
    status: status({ label: 'Status', options: STATUS_TABS.map((t) => t.key) }),
  },
  list: {
    sortKeys: ['name', 'weight'],
    defaultSort: { field: 'name', order: 'asc' },
    search: { placeholder: 'Search by Parameter', fields: ['name'] },
    statusTabs: STATUS_TABS,
    filters: { kind: 'kind' },
  },
  reasons: {
    deactivate: ['No Longer Measured', 'Replaced by Another Parameter', 'Entered by Mistake', OTHER_REASON],
    reactivate: ['Measured Again', 'Deactivated by Mistake', OTHER_REASON],
  },
  statusMessages: recordStatusMessages('KRA parameter'),
  downloadName: 'KRA_Parameters',
  preview: {
    loaderText: 'Generating KRA Parameters Preview',
    columns: [{ key: 'name', label: 'Parameter' }, { key: 'kind', label: 'Kind' }, { key: 'weight', label: 'Weight %' }],
  },
  operations: [
    { key: 'create', label: 'create', tab: 'UPLOAD', path: PATH, columns: COLUMNS },
    { key: 'update', label: 'update', tab: 'UPLOAD', path: `${PATH}/update`, columns: COLUMNS },
  ],
  form: true,
  total: { field: 'weight', max: KRA_MAX_WEIGHT, of: 'the weights of the active KRA parameters', unit: '%' },
});

const txt = (key: string, label: string): ReportColumn => ({ key, label, kind: 'text' });
const pct = (key: string, label: string): ReportColumn => ({ key, label, kind: 'percent' });

/** Per faculty and active parameter, over the range: the score 0-100, its weighted points and the faculty's total. */
export const kraPerformanceReport = defineReport({
  key: 'kra-performance',
  module: { kind: 'kra-parameters', title: 'Faculty KRA Performance', ability: 'Faculty KRA Performance View', api: `${PATH}/performance` },
  description: `Per faculty and active KRA parameter: the score 0-100 over the range (plan accuracy of the faculty's topics of the weeks that ended in it; the share of their classes that ended in it whose attendance was marked within ${KRA_ATTENDANCE_HOURS} hours; the mapped questions' average rating as a share of their scale), the weighted points (score × weight / 100) and the KRA total (the points over the weights of the parameters with a score, as a percentage).`,
  params: ['centre', 'dateRange'],
  columns: [txt('faculty', 'Faculty'), txt('centre', 'Centre'), txt('parameter', 'Parameter'), { key: 'weight', label: 'Weight %', kind: 'number' },
    pct('score', 'Score %'), { key: 'points', label: 'Weighted Points', kind: 'number' }, pct('total', 'KRA Total %')],
  chart: { category: 'faculty', series: ['total'], title: 'KRA total, by faculty' },
});
