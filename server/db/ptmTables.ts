// Drizzle tables of parent-teacher meetings (entities-spec §3): a schedule per student and start time (the natural
// key a re-uploaded sheet updates instead of duplicating), its attendees, and the feedback questions stored with it.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { batches, students } from './entityTables.js';
import { centres, organisations, users } from './tables.js';

export const ptmSchedules = pgTable('ptm_schedules', {
  id: serial('id').primaryKey(),
  orgId: integer('org_id').notNull().references(() => organisations.id),
  centreId: integer('centre_id').notNull().references(() => centres.id),
  batchId: integer('batch_id').notNull().references(() => batches.id),
  studentId: integer('student_id').notNull().references(() => students.id),
  class: text('class').notNull(),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  subjects: text('subjects').array().notNull().default(sql`'{}'::text[]`),
  uploadJobId: bigint('upload_job_id', { mode: 'number' }),
  /** When the meeting's attendance was marked (on the PTM view, after the meeting); null: not yet. */
  attendanceMarkedAt: timestamp('attendance_marked_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('ptm_schedules_student_start').on(t.orgId, t.studentId, t.startAt),
  index('ptm_schedules_list').on(t.orgId, t.centreId, t.startAt, t.id),
  index('ptm_schedules_batch').on(t.batchId, t.startAt),
  // The foreign key's own check when a student is removed (an upload undone): one lookup per student, not a scan.
  index('ptm_schedules_student_id').on(t.studentId),
  check('ptm_schedules_times', sql`${t.startAt} < ${t.endAt}`),
]);

export const PTM_ATTENDEE_KINDS = ['student', 'father', 'mother', 'guardian'] as const;

export const ptmAttendees = pgTable('ptm_attendees', {
  id: serial('id').primaryKey(),
  scheduleId: integer('schedule_id').notNull().references(() => ptmSchedules.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  salutation: text('salutation'),
  name: text('name').notNull(),
  emailId: text('email_id'),
  mobile: text('mobile'),
  countryCode: text('country_code').notNull().default('+91'),
  /** Whether this attendee came; null until the meeting's attendance is marked. */
  attended: boolean('attended'),
}, (t) => [
  uniqueIndex('ptm_attendees_schedule_kind').on(t.scheduleId, t.kind),
  check('ptm_attendees_kind', sql`${t.kind} in ('student', 'father', 'mother', 'guardian')`),
  check('ptm_attendees_salutation', sql`${t.salutation} is null or ${t.salutation} in ('Mr.', 'Mrs.', 'Miss')`),
]);

export const ptmFeedbackQuestions = pgTable('ptm_feedback_questions', {
  id: serial('id').primaryKey(),
  scheduleId: integer('schedule_id').notNull().references(() => ptmSchedules.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  type: text('type').notNull(),
  question: text('question').notNull(),
  options: text('options').array().notNull().default(sql`'{}'::text[]`),
  /** A Rating question's answers run from 1 to `scale`; null for the other types. */
  scale: integer('scale'),
}, (t) => [
  uniqueIndex('ptm_feedback_questions_position').on(t.scheduleId, t.position),
  check('ptm_feedback_questions_type', sql`${t.type} in ('SMCQ', 'MMCQ', 'Rating', 'Blanks')`),
  check('ptm_feedback_questions_scale', sql`(${t.type} = 'Rating') = (${t.scale} is not null) and (${t.scale} is null or ${t.scale} between 3 and 10)`),
]);
