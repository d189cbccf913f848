// Teacher feedback's students' responses (schemas/feedback/responses.ts): one row per student's answer to one question
// about one faculty; their tallies per faculty, question, centre and value, kept in the same transaction as the
// responses, which Faculty Performance reads (200,000 responses are a few thousand tallies); remarks apart, searched
// by trigram.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { feedbackActivations, feedbackForms, feedbackQuestions } from './derivedTables.generated.js';
import { batches, teachers } from './entityTables.js';
import { centres, organisations } from './tables.js';

const common = {
  id: serial('id').primaryKey(),
  orgId: integer('org_id').notNull().references(() => organisations.id),
  centreId: integer('centre_id').notNull().references(() => centres.id),
  batchId: integer('batch_id').notNull().references(() => batches.id),
  formId: integer('form_id').notNull().references(() => feedbackForms.id),
  facultyId: integer('faculty_id').notNull().references(() => teachers.id),
};

export const feedbackResponses = pgTable('feedback_responses', {
  ...common,
  activationId: integer('activation_id').notNull().references(() => feedbackActivations.id),
  questionId: integer('question_id').notNull().references(() => feedbackQuestions.id),
  /** A Rating's number; null for the other types. */
  score: smallint('score'),
  /** The option(s) chosen, the number rated or the words written. */
  answer: text('answer').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('feedback_responses_activation').on(t.activationId),
]);

/**
 * Per faculty, question and centre: `value` '' counts the responses (`n`), the scores' sum and how many had one; every
 * other value is a point of the distribution (a rating's number, an option chosen) with its count.
 */
export const feedbackTallies = pgTable('feedback_tallies', {
  orgId: integer('org_id').notNull().references(() => organisations.id),
  facultyId: integer('faculty_id').notNull().references(() => teachers.id),
  questionId: integer('question_id').notNull().references(() => feedbackQuestions.id),
  centreId: integer('centre_id').notNull().references(() => centres.id),
  value: text('value').notNull(),
  n: integer('n').notNull(),
  scoreSum: integer('score_sum').notNull(),
  scored: integer('scored').notNull(),
}, (t) => [uniqueIndex('feedback_tallies_key').on(t.orgId, t.facultyId, t.questionId, t.centreId, t.value)]);

export const feedbackRemarks = pgTable('feedback_remarks', {
  ...common,
  remark: text('remark').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('feedback_remarks_list').on(t.orgId, t.centreId, t.facultyId, t.id),
  index('feedback_remarks_remark_trgm').using('gin', sql`${t.remark} gin_trgm_ops`),
]);
