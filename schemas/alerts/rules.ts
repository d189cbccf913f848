// Alert rules (DESIGN.md "Alert rules", issue 24): one declaration per event key the operational data can decide.
// The query behind each lives in server/alerts/ruleQueries.ts; here is what the console and the config page share:
// the thresholds (with their defaults and bounds), the link to the screen that fixes a subject, the title, and which
// writes can change the rule's answer (so a write re-checks only the rules it can affect). Pure TypeScript.
import type { AlertEventKey } from './eventKeys';

/** What a write touched: the entity kinds of uploads and forms, and attendance marking (not an entity kind). PTM
 *  schedules are written by the PTM upload target and the PTM view's attendance, both of kind 'ptm' (schemas/ptm.ts).
 *  Student writes are not sources: the student-list rule reads every student, too much to run after each write, so
 *  the scheduled pass brings it in line. */
export type RuleSource = 'time-table' | 'attendance' | 'ptm' | 'batch' | 'teacher' | 'course-program' | 'course-plan'
  | 'feedback-activations' | 'feedback-responses';
export const RULE_SOURCES: readonly RuleSource[] = ['time-table', 'attendance', 'ptm', 'batch', 'teacher', 'course-program', 'course-plan',
  'feedback-activations', 'feedback-responses'];
export const isRuleSource = (kind: string): kind is RuleSource => (RULE_SOURCES as readonly string[]).includes(kind);

export interface ThresholdDef {
  key: string;
  label: string;
  default: number;
  min: number;
  max: number;
}

export interface AlertRuleDef {
  key: AlertEventKey;
  /** Thresholds read from the key's alert setting (config page); a missing one takes its default. */
  thresholds: readonly ThresholdDef[];
  /** `{name}` placeholders filled from the subject's params (URL-encoded). */
  link: string;
  /** `{name}` placeholders filled from the subject's params. */
  title: string;
  /** The writes after which this rule is re-checked at once (otherwise the scheduled pass catches it). */
  sources: readonly RuleSource[];
}

const LOOKBACK: ThresholdDef = { key: 'lookbackDays', label: 'Look back (days)', default: 14, min: 1, max: 90 };

export const ALERT_RULES = {
  WEEKLY_TIME_TABLE_ONE_CLASS: {
    key: 'WEEKLY_TIME_TABLE_ONE_CLASS',
    thresholds: [{ key: 'maxClasses', label: 'Alert at this many classes a batch or fewer next week', default: 1, min: 0, max: 20 }],
    link: '/time-table?centre={centreId}&classDateFrom={weekStart}&classDateTo={weekEnd}',
    title: '{centre}: {count} batch(es) with {maxClasses} class(es) or fewer in the week of {weekStart}',
    sources: ['time-table', 'batch'],
  },
  WEEKLY_TIME_TABLE_ONE_CLASS_PER_BATCH: {
    key: 'WEEKLY_TIME_TABLE_ONE_CLASS_PER_BATCH',
    thresholds: [{ key: 'maxClasses', label: 'Alert at this many classes or fewer next week', default: 1, min: 0, max: 20 }],
    link: '/time-table?centre={centreId}&batch={batchId}&classDateFrom={weekStart}&classDateTo={weekEnd}',
    title: '{batch}: {count} class(es) in the week of {weekStart}',
    sources: ['time-table', 'batch'],
  },
  MARK_ATTENDANCE: {
    key: 'MARK_ATTENDANCE',
    thresholds: [{ key: 'graceHours', label: 'Hours after a class ends', default: 24, min: 1, max: 240 }, LOOKBACK],
    link: '/attendance?class={classId}',
    title: 'Mark attendance for {batch}: {subject} on {date} at {start}',
    sources: ['time-table', 'attendance'],
  },
  PTM_SCHEDULE_PENDING: {
    key: 'PTM_SCHEDULE_PENDING',
    thresholds: [{ key: 'periodDays', label: 'A PTM at least every (days)', default: 30, min: 1, max: 365 }],
    link: '/ptm-schedule/upload?centre={centreId}&batch={batchId}',
    title: 'PTM schedule pending for {batch}: none since {since}',
    sources: ['ptm', 'batch'],
  },
  MARK_PTM_ATTENDANCE: {
    key: 'MARK_PTM_ATTENDANCE',
    thresholds: [{ key: 'graceHours', label: 'Hours after a PTM ends', default: 24, min: 1, max: 240 }, { ...LOOKBACK, default: 30 }],
    link: '/ptm-schedule/view?centre={centreId}&batch={batchId}&startDate={date}&endDate={date}',
    title: 'Mark PTM attendance for {batch}: {count} meeting(s) on {date}',
    sources: ['ptm'],
  },
  BATCH_WITHOUT_RELEVANT_FACULTY: {
    key: 'BATCH_WITHOUT_RELEVANT_FACULTY',
    thresholds: [{ key: 'lookbackDays', label: "Subjects from the programme's classes of the last (days)", default: 28, min: 7, max: 180 }],
    link: '/glorifireEntities/home?entity=teacher&centre={centreId}&subject={subjectIds}',
    title: '{batch} has no faculty for {subjects}',
    sources: ['time-table', 'teacher', 'batch', 'course-program'],
  },
  PLAN_ACCURACY: {
    key: 'PLAN_ACCURACY',
    thresholds: [
      { key: 'minPercent', label: 'Alert below this plan accuracy (%)', default: 75, min: 1, max: 100 },
      { key: 'weeks', label: 'Over the planned weeks ended in the last (weeks)', default: 4, min: 1, max: 26 },
    ],
    link: '/course-plan?centre={centreId}&faculty={facultyId}',
    title: '{faculty}: plan accuracy {accuracy}% over {planned} topic(s) since {since}, below {minPercent}%',
    sources: ['course-plan', 'time-table', 'teacher'],
  },
  STUDENTS_FEEDBACK: {
    key: 'STUDENTS_FEEDBACK',
    thresholds: [
      { key: 'minPercent', label: 'Alert below this response rate (%)', default: 60, min: 1, max: 100 },
      { key: 'daysBeforeEnd', label: 'From this many days before the window ends', default: 3, min: 0, max: 30 },
    ],
    link: '/teacher-feedback/studentResponses',
    title: '{form} for {batch}: {responded} of {students} student(s) responded ({rate}%), below {minPercent}%; the window ends on {endDate}',
    sources: ['feedback-responses', 'feedback-activations', 'batch', 'teacher'],
  },
  DATA_ACCURACY_BY_FACULTY: {
    key: 'DATA_ACCURACY_BY_FACULTY',
    thresholds: [],
    link: '/glorifireEntities/home?entity={entity}&centre={centreId}&batch={batchId}',
    title: 'Confirm the student list of {batch}: {students} active student(s), {state}',
    // None: it reads every student, so the scheduled pass (and a confirmation's own re-check) bring it in line.
    sources: [],
  },
} as const satisfies Partial<Record<AlertEventKey, AlertRuleDef>>;

export type RuleKey = keyof typeof ALERT_RULES;
export const RULE_KEYS = Object.keys(ALERT_RULES) as RuleKey[];
export const isRuleKey = (key: string): key is RuleKey => key in ALERT_RULES;
export const ruleDef = (key: RuleKey): AlertRuleDef => ALERT_RULES[key];

/** The rules a write from `source` can change. */
export const rulesAffectedBy = (source: RuleSource): RuleKey[] =>
  RULE_KEYS.filter((k) => (ALERT_RULES[k].sources as readonly RuleSource[]).includes(source));

/** A key's thresholds: the stored ones within bounds, the defaults for the rest. */
export function thresholdsOf(key: RuleKey, stored: Record<string, unknown> = {}): Record<string, number> {
  return Object.fromEntries(ruleDef(key).thresholds.map((t) => {
    const v = Number(stored[t.key]);
    return [t.key, Number.isFinite(v) && v >= t.min && v <= t.max ? v : t.default];
  }));
}

/** Problems with thresholds sent to the config (unknown key, out of bounds), each under its threshold's key. */
export function thresholdErrors(key: RuleKey, values: Record<string, unknown>): { key: string; message: string }[] {
  const defs = new Map(ruleDef(key).thresholds.map((t) => [t.key, t]));
  return Object.entries(values).flatMap(([k, v]) => {
    const t = defs.get(k);
    if (!t) return [{ key: k, message: `${k} is not a threshold of ${key}` }];
    return typeof v === 'number' && Number.isInteger(v) && v >= t.min && v <= t.max ? [] : [{ key: k, message: `${t.label} must be a whole number from ${t.min} to ${t.max}` }];
  });
}

/** The same problems as messages; empty when valid. */
export function thresholdProblems(key: RuleKey, values: Record<string, number>): string[] {
  return thresholdErrors(key, values).map((e) => e.message);
}

/** Fills `{name}` from params; a link's values are URL-encoded. */
export function fillTemplate(template: string, params: Record<string, string | number>, encode = false): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) return '';
    return encode ? encodeURIComponent(String(v)) : String(v);
  });
}
