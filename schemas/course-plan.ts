// The course plan (kind course-plan, its own page /course-plan, console-spec §2, slot 127): per batch and subject,
// the topics planned week by week in their order, each optionally with its faculty. A topic is marked delivered by
// linking it to the time-table class where it was taught (same batch and subject; its date is the delivered date).
// Plan accuracy (topics delivered in their planned week / topics planned to date) is the page's Accuracy tab.
import { API_PREFIX, OTHER_REASON, date, defineEntity, number, ref, status, text, type StatusTab } from './core';
import { defineReport, type ReportColumn } from './reports/define';

const PATH = `${API_PREFIX}/course-plan`;
/** A topic taken out of the plan is a deactivated record: it no longer counts as planned. */
const STATUS_TABS: readonly StatusTab[] = [{ key: 'active', label: 'Planned' }, { key: 'deactivated', label: 'Dropped' }];

const PLAN_COLUMNS = [
  { key: 'centre', multiCentreOnly: true }, { key: 'batch' }, { key: 'subject' }, { key: 'week' },
  { key: 'sequence' }, { key: 'topic' }, { key: 'faculty' },
] as const;

export const coursePlan = defineEntity({
  kind: 'course-plan',
  page: '/course-plan',
  menuLabel: 'Course Plan',
  access: { list: 'Course Plan' },
  label: 'Course Plan',
  noun: 'Topic',
  nounPlural: 'Topics',
  api: { list: PATH, export: `${PATH}/export`, status: PATH },
  table: { name: 'course_plan_topics' },
  fields: {
    centre: ref('centre', { label: 'Centre', required: true, example: 'Delhi South Extension' }),
    batch: ref('batch', { label: 'Batch', required: true, example: 'DSE-11-A' }),
    subject: ref('subject', { label: 'Subject', required: true, example: 'Physics' }),
    week: date({ label: 'Week', required: true, example: '2026-12-07' }),
    sequence: number({ label: 'Order', required: true, min: 1, max: 999, example: '1' }),
    topic: text({ label: 'Topic', required: true, maxLength: 200, prose: true, example: 'Kinematics: motion in a straight line' }),
    faculty: ref('teacher', { label: 'Faculty', example: 'EMP1001', placeholder: 'All Faculty' }),
    deliveredOn: date({ label: 'Delivered On' }),
    status: status({ label: 'Status', options: STATUS_TABS.map((t) => t.key) }),
  },
  unique: ['batch', 'subject', 'topic'],
  list: {
    // The plan as it is read, week by week and topic by topic; then whose it is. At 1280 px the topic is in view
    // beside its week and order (the centre, which the batch implies, comes last).
    columns: ['week', 'sequence', 'topic', 'batch', 'subject', 'faculty', 'deliveredOn', 'status', 'centre'],
    sortKeys: ['week', 'sequence', 'batch', 'deliveredOn'],
    defaultSort: { field: 'week', order: 'asc' },
    search: { placeholder: 'Search by Topic', fields: ['topic'] },
    statusTabs: STATUS_TABS,
    filters: {
      centre: 'centre',
      batch: { field: 'batch', dependsOn: 'centre' },
      subject: 'subject',
      faculty: 'faculty',
    },
    dateRanges: ['week'],
  },
  reasons: {
    deactivate: ['Out of Syllabus', 'Merged with Another Topic', 'Entered by Mistake', OTHER_REASON],
    reactivate: ['Dropped by Mistake', 'Back in the Syllabus', OTHER_REASON],
  },
  // A topic is dropped from the plan and restored to it; it is not an account.
  statusMessages: { deactivate: 'Topic has been dropped successfully', reactivate: 'Topic has been restored successfully' },
  statusVerbs: { deactivate: 'Drop', reactivate: 'Restore' },
  downloadName: 'Course_Plan',
  preview: {
    loaderText: 'Generating Course Plan Preview',
    columns: [
      { key: 'centre', label: 'Centre' }, { key: 'batch', label: 'Batch' }, { key: 'subject', label: 'Subject' },
      { key: 'week', label: 'Week' }, { key: 'sequence', label: 'Order' }, { key: 'topic', label: 'Topic' }, { key: 'faculty', label: 'Faculty' },
    ],
  },
  operations: [{ key: 'create', label: 'create', tab: 'UPLOAD', path: PATH, columns: PLAN_COLUMNS }],
  form: true,
  link: {
    key: 'delivered',
    label: 'Mark delivered',
    kind: 'time-table',
    column: 'delivered_class_id',
    match: { batch: 'batch', subject: 'subject' },
    copy: { deliveredOn: 'classDate' },
    messages: { linked: 'Topic marked delivered', cleared: 'Topic marked not delivered' },
  },
});

const txt = (key: string, label: string): ReportColumn => ({ key, label, kind: 'text' });
const num = (key: string, label: string): ReportColumn => ({ key, label, kind: 'number' });

/** Plan accuracy per batch, subject and faculty, over the planned weeks that ended within the range. */
export const planAccuracyReport = defineReport({
  key: 'plan-accuracy',
  module: { kind: 'course-plan', title: 'Plan Accuracy', ability: 'Course Plan', api: `${PATH}/accuracy` },
  description: 'Per batch, subject and faculty: the topics planned for the weeks that ended in the range, how many were delivered in their planned week, in another week, or not yet, and the plan accuracy (delivered in their week / planned).',
  params: ['centre', 'batch', 'dateRange'],
  // The accuracy first after the names: what the report is read for stays in view at 1280 px, where the counts behind
  // it may scroll.
  columns: [txt('centre', 'Centre'), txt('plan', 'Batch · Subject'), txt('faculty', 'Faculty'), { key: 'accuracy', label: 'Plan Accuracy %', kind: 'percent' },
    num('planned', 'Topics Planned'), num('onTime', 'Delivered in Week'), num('late', 'Delivered in Another Week'), num('pending', 'Not Delivered')],
  chart: { category: 'plan', series: ['accuracy'], title: 'Plan accuracy, by batch, subject and faculty' },
});
