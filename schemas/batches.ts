// Batches (kind batch): a class of one programme at one centre, running between two dates. Stored statuses also
// include 'deleted' (entities-spec §3), which no tab shows.
import { API_PREFIX, BATCH_STATUS_TABS, classLevel, date, defineEntity, ref, status, text, type RowRule } from './core';
import { BATCH_REASONS } from './reasons';

const BATCHES_PATH = `${API_PREFIX}/batches`;

/** ISO dates compare correctly as text, so no Date objects are needed. */
export const endNotBeforeStart: RowRule = (values) => {
  const { startDate, endDate } = values;
  if (typeof startDate !== 'string' || typeof endDate !== 'string' || endDate >= startDate) return null;
  return { key: 'endDate', rule: 'end-before-start', message: 'must be on or after the Start Date' };
};

export const batches = defineEntity({
  kind: 'batch',
  menuLabel: 'Batches',
  access: { list: 'Batches' },
  label: 'Batches',
  noun: 'Batch',
  api: {
    list: `${API_PREFIX}/batch`,
    export: `${API_PREFIX}/batch/export`,
    status: BATCHES_PATH,
  },
  // Hand-made table (others reference it), written by the generic planner: its columns are the fields' own.
  table: { name: 'batches', handTuned: true },
  // A batch code is unique within its centre; in a single-centre sheet the centre is the page's.
  unique: ['centre', 'batchCode'],
  fields: {
    batchCode: text({ label: 'Batch', required: true, maxLength: 50, example: 'JEE-2026-A1' }),
    centre: ref('centre', { label: 'Centre', required: true, example: 'Kota Main' }),
    class: classLevel({ label: 'Class', required: true, example: '11th' }),
    programName: ref('course-program', { label: 'Program Name', required: true, sameAs: 'class', example: 'JEE Advanced Two Year' }),
    startDate: date({ label: 'Start Date', required: true, example: '2026-04-01' }),
    endDate: date({ label: 'End Date', required: true, example: '2027-03-31' }),
    status: status({ label: 'Status', options: [...BATCH_STATUS_TABS.map((t) => t.key), 'deleted'] }),
  },
  list: {
    sortKeys: ['batchCode'],
    defaultSort: { field: 'batchCode', order: 'asc' },
    search: { placeholder: 'Search by Batch Name', fields: ['batchCode'] },
    statusTabs: BATCH_STATUS_TABS,
    filters: { centre: 'centre', class: 'class' },
    dateRanges: ['startDate'],
  },
  reasons: BATCH_REASONS,
  downloadName: 'Batch_Details',
  preview: {
    loaderText: 'Generating Batches Preview',
    columns: [
      { key: 'centre', label: 'Centre' },
      { key: 'batchCode', label: 'Batch' },
      { key: 'class', label: 'Class' },
      { key: 'programName', label: 'Program Name' },
      { key: 'startDate', label: 'Start Date' },
      { key: 'endDate', label: 'End Date' },
    ],
  },
  operations: [
    {
      key: 'create',
      label: 'create',
      tab: 'UPLOAD',
      path: BATCHES_PATH,
      columns: [
        { key: 'centre', multiCentreOnly: true },
        { key: 'batchCode' }, { key: 'class' }, { key: 'programName' }, { key: 'startDate' }, { key: 'endDate' },
      ],
      rowRules: [endNotBeforeStart],
    },
  ],
});
