// The question master of teacher feedback (console-spec §2 teacher-feedback/feedbackQuestionsMaster, slot 147): the
// questions forms are made of, of the four types PTM feedback has (questionTypes.ts). Shared by every centre of the
// organisation; added in the form or a sheet, options written between bars ('Yes | No').
import { API_PREFIX, OTHER_REASON, STAFF_STATUS_TABS, code, defineEntity, recordStatusMessages, select, status, text, type RowRule } from './core';
import { QUESTION_LIMITS, QUESTION_TYPES, SCALE_OPTIONS, questionIssue, readOptions, splitOptions } from './questionTypes';

export const TEACHER_FEEDBACK_PAGE = '/teacher-feedback';
const PATH = `${API_PREFIX}/feedback-questions`;
const STATUS_TABS = STAFF_STATUS_TABS.filter((t) => t.key !== 'completed');
const COLUMNS = [{ key: 'code' }, { key: 'question' }, { key: 'type' }, { key: 'scale' }, { key: 'options' }] as const;

/** The options and scale must fit the type: the rules PTM feedback's questions follow. */
const fitsType: RowRule = (v) => {
  if (typeof v.type !== 'string') return null;
  const issue = questionIssue({ type: v.type, options: splitOptions(typeof v.options === 'string' ? v.options : null), scale: typeof v.scale === 'string' ? Number(v.scale) : null });
  return issue && { key: issue.key, rule: issue.rule, message: issue.message };
};

export const feedbackQuestions = defineEntity({
  kind: 'feedback-questions',
  page: `${TEACHER_FEEDBACK_PAGE}/feedbackQuestionsMaster`,
  tabOf: TEACHER_FEEDBACK_PAGE,
  menuLabel: 'Feedback Question Master',
  access: { list: 'Feedback Question Master' },
  label: 'Feedback Questions',
  noun: 'Question',
  sharedByCentres: true,
  api: { list: PATH, export: `${PATH}/export`, status: PATH },
  table: { name: 'feedback_questions' },
  fields: {
    code: code({ label: 'Question Code', required: true, unique: true, maxLength: 20, example: 'FQ101' }),
    question: text({ label: 'Question', required: true, maxLength: QUESTION_LIMITS.questionLength, example: 'Does the faculty explain concepts clearly?' }),
    type: select({ label: 'Type', required: true, options: QUESTION_TYPES, example: 'SMCQ' }),
    options: { kind: 'text', label: 'Options', parse: readOptions, example: 'Always | Sometimes | Never' },
    scale: select({ label: 'Scale', options: SCALE_OPTIONS }),
    status: status({ label: 'Status', options: STATUS_TABS.map((t) => t.key) }),
  },
  list: {
    sortKeys: ['code', 'type'],
    defaultSort: { field: 'code', order: 'asc' },
    search: { placeholder: 'Search by Question Code or Question', fields: ['code', 'question'] },
    statusTabs: STATUS_TABS,
    filters: { type: 'type' },
  },
  reasons: {
    deactivate: ['No Longer Asked', 'Replaced by Another Question', 'Entered by Mistake', OTHER_REASON],
    reactivate: ['Asked Again', 'Deactivated by Mistake', OTHER_REASON],
  },
  statusMessages: recordStatusMessages('Feedback question'),
  downloadName: 'Feedback_Questions',
  preview: {
    loaderText: 'Generating Feedback Questions Preview',
    columns: [
      { key: 'code', label: 'Question Code' }, { key: 'question', label: 'Question' }, { key: 'type', label: 'Type' },
      { key: 'scale', label: 'Scale' }, { key: 'options', label: 'Options' },
    ],
  },
  operations: [
    { key: 'create', label: 'create', tab: 'UPLOAD', path: PATH, columns: COLUMNS, rowRules: [fitsType] },
    // The same sheet names existing questions by their code and gives their text, type, options and scale anew.
    { key: 'update', label: 'update', tab: 'UPLOAD', path: `${PATH}/update`, columns: COLUMNS, rowRules: [fitsType] },
  ],
  form: true,
});
