/**
 * Keys of the lazily loaded pages. Kept apart from pageLoaders so the route table stays pure data (no import()).
 * 'placeholder' is the module page that says the module has no screens in this console yet.
 */
export const PAGE_KEYS = [
  'placeholder',
  'dashboard',
  'notifications',
  'glorifireEntities',
  'entityPage',
  'glorifireEntitiesUpload',
  'glorifireEntitiesHistory',
  'glorifireEntitiesPreview',
  'testAccount',
  'testAccountUpload',
  'alertEscalation',
  'alertEscalationReport',
  'alertEscalationConfig',
  'supportHome',
  'potentialMatches',
  'ptmSchedule',
  'examResults',
  'attendance',
  'teacherFeedback',
  'myKra',
  'operationsReport',
] as const;

export type PageKey = (typeof PAGE_KEYS)[number];
