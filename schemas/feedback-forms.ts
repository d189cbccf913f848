// Feedback forms (teacher-feedback/feedbackForms, slot 148): a name and its questions in the order students see them,
// named by their codes in the question master. Shared by every centre; activated per batch (feedback-activations.ts).
import { API_PREFIX, OTHER_REASON, STAFF_STATUS_TABS, defineEntity, recordStatusMessages, ref, status, text, type RowRule } from './core';
import { TEACHER_FEEDBACK_PAGE } from './feedback-questions';

const PATH = `${API_PREFIX}/feedback-forms`;
const STATUS_TABS = STAFF_STATUS_TABS.filter((t) => t.key !== 'completed');
export const MAX_FORM_QUESTIONS = 30;
const COLUMNS = [{ key: 'name' }, { key: 'questions' }] as const;

const fewEnough: RowRule = (v) =>
  Array.isArray(v.questions) && v.questions.length > MAX_FORM_QUESTIONS
    ? { key: 'questions', rule: 'too-many', message: `a form can have at most ${MAX_FORM_QUESTIONS} questions (this one names ${v.questions.length})` }
    : null;

export const feedbackForms = defineEntity({
  kind: 'feedback-forms',
  page: `${TEACHER_FEEDBACK_PAGE}/feedbackForms`,
  tabOf: TEACHER_FEEDBACK_PAGE,
  menuLabel: 'Feedback Forms',
  access: { list: 'Feedback Forms' },
  label: 'Feedback Forms',
  noun: 'Feedback Form',
  sharedByCentres: true,
  api: { list: PATH, export: `${PATH}/export`, status: PATH },
  table: { name: 'feedback_forms' },
  fields: {
    name: text({ label: 'Form Name', required: true, unique: true, maxLength: 100, example: 'Term 1 Faculty Feedback' }),
    questions: ref('feedback-question', { label: 'Questions', required: true, multiple: true, ordered: true, maxLength: 20, example: 'FQ101, FQ102, FQ103' }),
    status: status({ label: 'Status', options: STATUS_TABS.map((t) => t.key) }),
  },
  list: {
    sortKeys: ['name'],
    defaultSort: { field: 'name', order: 'asc' },
    search: { placeholder: 'Search by Form Name', fields: ['name'] },
    statusTabs: STATUS_TABS,
  },
  reasons: {
    deactivate: ['No Longer Used', 'Replaced by Another Form', 'Entered by Mistake', OTHER_REASON],
    reactivate: ['Used Again', 'Deactivated by Mistake', OTHER_REASON],
  },
  statusMessages: recordStatusMessages('Feedback form'),
  downloadName: 'Feedback_Forms',
  preview: { loaderText: 'Generating Feedback Forms Preview', columns: [{ key: 'name', label: 'Form Name' }, { key: 'questions', label: 'Questions' }] },
  operations: [
    { key: 'create', label: 'create', tab: 'UPLOAD', path: PATH, columns: COLUMNS, rowRules: [fewEnough] },
    { key: 'update', label: 'update', tab: 'UPLOAD', path: `${PATH}/update`, columns: COLUMNS, rowRules: [fewEnough] },
  ],
  form: true,
});
