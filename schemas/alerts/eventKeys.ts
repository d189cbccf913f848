// Alert event keys (console-spec §9): the key the server stores, the words the console shows, where the alert leads
// and whether it offers "show more". Pure TypeScript, imported by the console and the server alike.

export const ALERT_EVENT_KEYS = [
  'PLATFORM_TRAINING_NOT_STARTED',
  'PLATFORM_TRAINING_COMPLETED',
  'PTM_SCHEDULE_PENDING',
  'MARK_ATTENDANCE',
  'MARK_PTM_ATTENDANCE',
  'WEEKLY_TIME_TABLE_ONE_CLASS',
  'WEEKLY_TIME_TABLE_ONE_CLASS_PER_BATCH',
  'STUDENTS_FEEDBACK',
  'DATA_ACCURACY_BY_FACULTY',
  'BATCH_WITHOUT_RELEVANT_FACULTY',
  'PLAN_ACCURACY',
] as const;
export type AlertEventKey = (typeof ALERT_EVENT_KEYS)[number];

export interface AlertEventDef {
  key: AlertEventKey;
  /** The event in words, as the list shows it. */
  words: string;
  /** Console path the alert leads to. */
  link: string;
  /** console-spec §9: show-more is hidden for training not started, training completed and plan accuracy. */
  showMore: boolean;
  /** The alert asks its assignee to confirm data (POST alerts/accuracy/{actionableId}). */
  accuracy: boolean;
}

const def = (key: AlertEventKey, words: string, link: string, showMore = true, accuracy = false): AlertEventDef =>
  ({ key, words, link, showMore, accuracy });

export const ALERT_EVENTS: Readonly<Record<AlertEventKey, AlertEventDef>> = {
  // §9: "platform training not started (goes to /dashboard)"
  PLATFORM_TRAINING_NOT_STARTED: def('PLATFORM_TRAINING_NOT_STARTED', 'Platform training not started', '/dashboard', false),
  PLATFORM_TRAINING_COMPLETED: def('PLATFORM_TRAINING_COMPLETED', 'Platform training completed', '/dashboard', false),
  PTM_SCHEDULE_PENDING: def('PTM_SCHEDULE_PENDING', 'PTM schedule pending', '/ptm-schedule'),
  MARK_ATTENDANCE: def('MARK_ATTENDANCE', 'Mark attendance', '/attendance'),
  MARK_PTM_ATTENDANCE: def('MARK_PTM_ATTENDANCE', 'Mark PTM attendance', '/ptm-schedule'),
  WEEKLY_TIME_TABLE_ONE_CLASS: def('WEEKLY_TIME_TABLE_ONE_CLASS', 'Weekly time table has only one class', '/time-table'),
  WEEKLY_TIME_TABLE_ONE_CLASS_PER_BATCH: def('WEEKLY_TIME_TABLE_ONE_CLASS_PER_BATCH', 'Weekly time table has only one class per batch', '/time-table'),
  STUDENTS_FEEDBACK: def('STUDENTS_FEEDBACK', 'Students feedback', '/teacher-feedback/studentResponses'),
  // §9: "batch or student data accuracy by faculty (CRP tab)"
  DATA_ACCURACY_BY_FACULTY: def('DATA_ACCURACY_BY_FACULTY', 'Batch or student data accuracy by faculty', '/glorifireEntities/home?entity=crp', true, true),
  BATCH_WITHOUT_RELEVANT_FACULTY: def('BATCH_WITHOUT_RELEVANT_FACULTY', 'Batch without relevant faculty', '/glorifireEntities/home?entity=batch'),
  PLAN_ACCURACY: def('PLAN_ACCURACY', 'Plan accuracy by faculty or AO', '/course-plan', false, true),
};

export const isAlertEventKey = (key: string): key is AlertEventKey => (ALERT_EVENT_KEYS as readonly string[]).includes(key);

/** The definition of a key; unknown keys (a newer server) still render, in their own words, with no show-more. */
export function alertEvent(key: string): AlertEventDef {
  if (isAlertEventKey(key)) return ALERT_EVENTS[key];
  return { key: key as AlertEventKey, words: key, link: '/alert-escalation', showMore: false, accuracy: false };
}
