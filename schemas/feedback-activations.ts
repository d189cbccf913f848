// Activate Feedback Form (teacher-feedback/activateFeedbackForm, slot 149): a form opened to a batch from a start to an
// end date; students' responses are taken for the batches a form is active for (feedback/responses.ts).
import { API_PREFIX, OTHER_REASON, STAFF_STATUS_TABS, date, defineEntity, recordStatusMessages, ref, status, text, type RowRule } from './core';
import { TEACHER_FEEDBACK_PAGE } from './feedback-questions';

const PATH = `${API_PREFIX}/feedback-activations`;
const STATUS_TABS = STAFF_STATUS_TABS.filter((t) => t.key !== 'completed');
const COLUMNS = [{ key: 'centre', multiCentreOnly: true }, { key: 'batch' }, { key: 'form' }, { key: 'startDate' }, { key: 'endDate' }, { key: 'note' }] as const;

/** ISO dates compare as text. */
const endNotBeforeStart: RowRule = (v) =>
  typeof v.startDate === 'string' && typeof v.endDate === 'string' && v.endDate < v.startDate
    ? { key: 'endDate', rule: 'end-before-start', message: `must be on or after the Start Date (${v.startDate})` }
    : null;

export const feedbackActivations = defineEntity({
  kind: 'feedback-activations',
  page: `${TEACHER_FEEDBACK_PAGE}/activateFeedbackForm`,
  tabOf: TEACHER_FEEDBACK_PAGE,
  menuLabel: 'Activate Feedback Form',
  access: { list: 'Activate Feedback Form' },
  label: 'Feedback Form Activations',
  noun: 'Form Activation',
  api: { list: PATH, export: `${PATH}/export`, status: PATH },
  table: { name: 'feedback_activations' },
  fields: {
    centre: ref('centre', { label: 'Centre', required: true, example: 'Delhi South Extension' }),
    batch: ref('batch', { label: 'Batch', required: true, example: 'DSE-11-A' }),
    form: ref('feedback-form', { label: 'Feedback Form', required: true, prose: true, example: 'Term 1 Faculty Feedback' }),
    startDate: date({ label: 'Start Date', required: true, example: '2026-12-01' }),
    endDate: date({ label: 'End Date', required: true, example: '2026-12-14' }),
    note: text({ label: 'Note', maxLength: 200, example: 'Mid-term round' }),
    status: status({ label: 'Status', options: STATUS_TABS.map((t) => t.key) }),
  },
  // A form is activated once per batch; a new window for it is a change of that activation.
  unique: ['batch', 'form'],
  list: {
    // What is open to whom and when first; at 1280 px the centre (its batch codes carry it) and the note scroll.
    columns: ['form', 'batch', 'startDate', 'endDate', 'status', 'centre', 'note'],
    sortKeys: ['startDate', 'endDate', 'batch'],
    defaultSort: { field: 'startDate', order: 'desc' },
    search: { placeholder: 'Search by Note', fields: ['note'] },
    statusTabs: STATUS_TABS,
    filters: { centre: 'centre', batch: { field: 'batch', dependsOn: 'centre' }, form: 'form' },
    dateRanges: ['startDate'],
  },
  reasons: {
    deactivate: ['Feedback Round Closed', 'Wrong Batch', 'Entered by Mistake', OTHER_REASON],
    reactivate: ['Feedback Round Reopened', 'Deactivated by Mistake', OTHER_REASON],
  },
  statusMessages: recordStatusMessages('Form activation'),
  downloadName: 'Feedback_Form_Activations',
  preview: {
    loaderText: 'Generating Feedback Form Activations Preview',
    columns: [
      { key: 'centre', label: 'Centre' }, { key: 'batch', label: 'Batch' }, { key: 'form', label: 'Feedback Form' },
      { key: 'startDate', label: 'Start Date' }, { key: 'endDate', label: 'End Date' }, { key: 'note', label: 'Note' },
    ],
  },
  operations: [
    { key: 'create', label: 'create', tab: 'UPLOAD', path: PATH, columns: COLUMNS, rowRules: [endNotBeforeStart] },
  ],
  form: true,
});
