// The feedback questions that score a KRA parameter of the kind 'Feedback score' (my-kra/feedback, slots 140-141): one
// question of the master per record, mapped to one parameter. Shared by every centre.
import { API_PREFIX, OTHER_REASON, STAFF_STATUS_TABS, defineEntity, recordStatusMessages, ref, status, text } from './core';
import { MY_KRA_PAGE } from './kra-parameters';

const PATH = `${API_PREFIX}/kra-feedback-mappings`;
const STATUS_TABS = STAFF_STATUS_TABS.filter((t) => t.key !== 'completed');
const COLUMNS = [{ key: 'question' }, { key: 'parameter' }, { key: 'note' }] as const;

export const kraFeedbackMappings = defineEntity({
  kind: 'kra-feedback-mappings',
  page: `${MY_KRA_PAGE}/feedback`,
  tabOf: MY_KRA_PAGE,
  menuLabel: 'KRA Feedback Question Mapping',
  access: { list: 'KRA Feedback Question Mapping View', edit: 'KRA Feedback Question Mapping Edit' },
  label: 'KRA Feedback Question Mapping',
  noun: 'Question Mapping',
  nounPlural: 'Question Mappings',
  sharedByCentres: true,
  api: { list: PATH, export: `${PATH}/export`, status: PATH },
  table: { name: 'kra_feedback_mappings' },
  fields: {
    question: ref('feedback-question', { label: 'Question Code', required: true, unique: true, example: 'FQ101' }),
    parameter: ref('kra-parameter', { label: 'KRA Parameter', required: true, example: 'Feedback Score' }),
    note: text({ label: 'Note', maxLength: 200, example: 'Clarity of teaching' }),
    status: status({ label: 'Status', options: STATUS_TABS.map((t) => t.key) }),
  },
  list: {
    sortKeys: ['question'],
    defaultSort: { field: 'question', order: 'asc' },
    search: { placeholder: 'Search by Note', fields: ['note'] },
    statusTabs: STATUS_TABS,
    filters: { parameter: 'parameter' },
  },
  reasons: {
    deactivate: ['No Longer Counted', 'Mapped by Mistake', OTHER_REASON],
    reactivate: ['Counted Again', 'Deactivated by Mistake', OTHER_REASON],
  },
  statusMessages: recordStatusMessages('Question mapping'),
  downloadName: 'KRA_Feedback_Question_Mapping',
  preview: { loaderText: 'Generating Question Mapping Preview', columns: [{ key: 'question', label: 'Question Code' }, { key: 'parameter', label: 'KRA Parameter' }, { key: 'note', label: 'Note' }] },
  operations: [
    { key: 'create', label: 'create', tab: 'UPLOAD', path: PATH, columns: COLUMNS },
    { key: 'update', label: 'update', tab: 'UPLOAD', path: `${PATH}/update`, columns: COLUMNS },
  ],
  form: true,
});
