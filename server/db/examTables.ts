// Drizzle tables of exam results: an organisation's exams with their subjects and maximum marks, the years of each
// exam, and the results keyed by (exam, year, student, subject), the natural key a re-uploaded sheet updates instead
// of duplicating. An upload job is linked to its exam and year (history), and each pre-signed upload token is
// recorded once when a submit consumes it.
import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { students, uploadJobs } from './entityTables.js';
import { organisations, users } from './tables.js';

export const exams = pgTable('exams', {
  id: serial('id').primaryKey(),
  orgId: integer('org_id').notNull().references(() => organisations.id),
  name: text('name').notNull(),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('exams_org_name').on(t.orgId, sql`lower(${t.name})`),
]);

export const examSubjects = pgTable('exam_subjects', {
  id: serial('id').primaryKey(),
  examId: integer('exam_id').notNull().references(() => exams.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  name: text('name').notNull(),
  maxMarks: integer('max_marks').notNull(),
}, (t) => [
  uniqueIndex('exam_subjects_exam_name').on(t.examId, sql`lower(${t.name})`),
  check('exam_subjects_max_marks', sql`${t.maxMarks} > 0`),
]);

export const examYears = pgTable('exam_years', {
  examId: integer('exam_id').notNull().references(() => exams.id, { onDelete: 'cascade' }),
  year: integer('year').notNull(),
}, (t) => [primaryKey({ columns: [t.examId, t.year] })]);

export const examResults = pgTable('exam_results', {
  id: serial('id').primaryKey(),
  orgId: integer('org_id').notNull().references(() => organisations.id),
  examId: integer('exam_id').notNull(),
  year: integer('year').notNull(),
  studentId: integer('student_id').notNull().references(() => students.id),
  subjectId: integer('subject_id').notNull().references(() => examSubjects.id, { onDelete: 'cascade' }),
  marks: numeric('marks', { precision: 8, scale: 2 }).notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  foreignKey({ columns: [t.examId, t.year], foreignColumns: [examYears.examId, examYears.year], name: 'exam_results_exam_year' }).onDelete('cascade'),
  uniqueIndex('exam_results_natural_key').on(t.examId, t.year, t.studentId, t.subjectId),
  index('exam_results_student').on(t.studentId),
  check('exam_results_marks', sql`${t.marks} >= 0`),
]);

/** Which exam and year an upload job is for: the planner reads it when the job runs, the history shows it. */
export const examResultUploads = pgTable('exam_result_uploads', {
  jobId: bigint('job_id', { mode: 'number' }).primaryKey().references(() => uploadJobs.id, { onDelete: 'cascade' }),
  examId: integer('exam_id').notNull().references(() => exams.id, { onDelete: 'cascade' }),
  year: integer('year').notNull(),
}, (t) => [index('exam_result_uploads_exam').on(t.examId, t.year)]);

/** Pre-signed upload tokens a submit has consumed: a second submit with the same token is refused. */
export const examUploadTokens = pgTable('exam_upload_tokens', {
  tokenId: text('token_id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  jobId: bigint('job_id', { mode: 'number' }).references(() => uploadJobs.id, { onDelete: 'set null' }),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
});
