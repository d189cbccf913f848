// Drizzle tables of the administered entities and of upload jobs. Column names are the schemas' `column`s
// (schemas/), so the list queries can be derived from a schema without a mapping table.
import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, boolean, customType, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { crpStudents } from '../../schemas/students.js';
import { duplicateKeyTable } from './duplicateKeys.js';
import { centres, organisations, users } from './tables.js';

/**
 * Files (an upload, its result) travel as base64 text, decoded and encoded by the database: PGlite turns a bytea
 * parameter or value into hex one byte at a time in JavaScript, 4 s for an 11 MB sheet, where base64 takes
 * milliseconds on both engines. Read them with `base64Bytes` (server/jobs/jobsRepo.ts).
 */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (v) => sql`decode(${Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('base64')}, 'base64')`,
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const subjects = pgTable('subjects', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** Job roles of faculty and non-faculty staff (not the console's sign-in roles). */
export const staffRoles = pgTable('staff_roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  staffKind: text('staff_kind').notNull(),
});

export const courseProgramMappings = pgTable('course_program_mappings', {
  id: serial('id').primaryKey(),
  orgId: integer('org_id').notNull().references(() => organisations.id),
  class: text('class').notNull(),
  programName: text('program_name').notNull(),
  sku: text('sku').notNull(),
  description: text('description').notNull().default(''),
  status: text('status').notNull().default('active'),
  ...stamps,
}, (t) => [uniqueIndex('cpm_org_sku').on(t.orgId, t.sku)]);

export const batches = pgTable('batches', {
  id: serial('id').primaryKey(),
  orgId: integer('org_id').notNull().references(() => organisations.id),
  centreId: integer('centre_id').notNull().references(() => centres.id),
  batchCode: text('batch_code').notNull(),
  class: text('class').notNull(),
  courseProgramId: integer('course_program_id').references(() => courseProgramMappings.id),
  startDate: date('start_date'),
  endDate: date('end_date'),
  status: text('status').notNull().default('active'),
  ...stamps,
}, (t) => [uniqueIndex('batches_centre_code').on(t.centreId, t.batchCode)]);

export const students = pgTable('students', {
  id: serial('id').primaryKey(),
  orgId: integer('org_id').notNull(),
  programKind: text('program_kind').notNull(),
  enrolmentNo: text('enrolment_no').notNull(),
  name: text('name').notNull(),
  // References to the organisation (migration 0032), centres and batches (0005) are checked once per statement by
  // a trigger, not by FOREIGN KEY constraints: those run one check query per row and key, a second of a 100,000-row
  // transfer or create (the organisation's alone: 0.3-0.4 s of a create's 3.5-4 s INSERT on PostgreSQL, 0.5 s on PGlite).
  centreId: integer('centre_id').notNull(),
  batchId: integer('batch_id'),
  class: text('class').notNull(),
  status: text('status').notNull().default('active'),
  emailId: text('email_id'),
  mobile: text('mobile'),
  ...stamps,
}, (t) => [
  // Unique per organisation, and with text_pattern_ops also the index of the enrolment-number prefix search.
  uniqueIndex('students_org_enrolment').using('btree', t.orgId, sql`${t.enrolmentNo} text_pattern_ops`),
  // List indexes: (org, kind, status, centre), then the sort key and id; class comes last (after the unique id it
  // orders nothing) so that its filter is checked in the index. A page is one ordered walk per (status, centre),
  // merged (server/entities/mergedPage.ts), and totals come from student_counts: two indexes serve every list, and
  // each index less makes a 100,000-row upload faster.
  index('students_centre_enrolment').on(t.orgId, t.programKind, t.status, t.centreId, t.enrolmentNo, t.id, t.class),
  index('students_centre_name').on(t.orgId, t.programKind, t.status, t.centreId, t.name, t.id, t.class),
  index('students_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  index('students_batch').on(t.batchId),
]);

/** The likely-duplicate check's mobile and email keys (every kind of student declares the same ones), out of the
 *  student row so that a transfer does not write them again (server/db/duplicateKeys.ts). */
export const studentDuplicateKeys = duplicateKeyTable('students', crpStudents);

/**
 * How many students each (organisation, kind, status, centre, class) holds, kept exact by statement-level triggers
 * on students (migration 0003): a list filtered only by these columns counts a few dozen rows instead of walking
 * tens of thousands of index entries. Never written by the application.
 */
export const studentCounts = pgTable('student_counts', {
  orgId: integer('org_id').notNull(),
  programKind: text('program_kind').notNull(),
  status: text('status').notNull(),
  centreId: integer('centre_id').notNull(),
  class: text('class').notNull(),
  n: integer('n').notNull(),
}, (t) => [primaryKey({ columns: [t.orgId, t.programKind, t.status, t.centreId, t.class] })]);

export const teachers = pgTable('teachers', {
  id: serial('id').primaryKey(),
  orgId: integer('org_id').notNull().references(() => organisations.id),
  staffKind: text('staff_kind').notNull(),
  employeeCode: text('employee_code').notNull(),
  name: text('name').notNull(),
  roleId: integer('role_id').references(() => staffRoles.id),
  centreId: integer('centre_id').notNull().references(() => centres.id),
  subjectIds: integer('subject_ids').array().notNull().default(sql`'{}'::integer[]`),
  batchIds: integer('batch_ids').array().notNull().default(sql`'{}'::integer[]`),
  status: text('status').notNull().default('active'),
  emailId: text('email_id'),
  mobile: text('mobile'),
  ...stamps,
}, (t) => [
  uniqueIndex('teachers_org_code').on(t.orgId, t.employeeCode),
  index('teachers_list').on(t.orgId, t.staffKind, t.status, t.centreId, t.name, t.id),
  index('teachers_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
]);

export const jobStatuses = ['queued', 'inprogress', 'successful', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** Upload jobs: persisted before the 202, claimed by workers with FOR UPDATE SKIP LOCKED and a lease. */
export const uploadJobs = pgTable('upload_jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orgId: integer('org_id').notNull().references(() => organisations.id),
  userId: integer('user_id').notNull().references(() => users.id),
  entityKind: text('entity_kind').notNull(),
  operation: text('operation').notNull(),
  centreId: integer('centre_id').references(() => centres.id),
  multiCentre: boolean('multi_centre').notNull().default(false),
  /** The clerk's choice: apply only the valid rows (returning the others in the result file) instead of all or none. */
  applyValid: boolean('apply_valid').notNull().default(false),
  fileName: text('file_name').notNull(),
  fileData: bytea('file_data').notNull(),
  /** The file as uploaded, when its preview's cells were fixed: file_data is then the corrected sheet (issue 26). */
  originalFile: bytea('original_file'),
  originalFileName: text('original_file_name'),
  status: text('status').$type<JobStatus>().notNull().default('queued'),
  totalRows: integer('total_rows').notNull().default(0),
  processedRows: integer('processed_rows').notNull().default(0),
  errorMessage: text('error_message'),
  summary: jsonb('summary').$type<Record<string, unknown>>(),
  resultFile: bytea('result_file'),
  idempotencyKey: text('idempotency_key'),
  attempts: integer('attempts').notNull().default(0),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  workerId: text('worker_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /**
   * The job's transaction time (now()), which every row it wrote carries as updated_at: a row whose updated_at
   * differs was changed since. Set only on jobs whose changes were recorded (upload_job_changes), so undoable.
   */
  appliedAt: timestamp('applied_at', { withTimezone: true }),
  /** An undo job (operation 'undo'): the job it undoes. */
  undoesJobId: bigint('undoes_job_id', { mode: 'number' }),
}, (t) => [
  uniqueIndex('upload_jobs_idempotency').on(t.userId, t.idempotencyKey),
  // One undo per job, unless it failed (then it may be tried again): two clicks at once make one undo job.
  uniqueIndex('upload_jobs_undo_once').on(t.undoesJobId).where(sql`undoes_job_id is not null and status <> 'failed'`),
  index('upload_jobs_claim').on(t.status, t.createdAt),
  index('upload_jobs_org').on(t.orgId, t.createdAt),
]);

/**
 * What an undoable job did, written in the job's transaction by the same statements as its rows, one row per
 * statement (a chunk of up to 2,500 records): the records it created (befores and before null), or changed with the
 * values they had before (their columns by name): `befores` one per record, in the order of record_ids, or `before`
 * one for every record of the set, for a change whose befores are few (a transfer: one set per centre, batch and
 * status the chunk's students came from, migration 0037). A row per record cost a 100,000-row transfer 100,000
 * entries in an index, a fifth of its write (issue 28 item 2); a set costs one. No foreign keys: the job id and
 * record ids come from the job's own writes. Read through the view upload_job_changes (migrations 0035 and 0037):
 * one row per record, a record the job wrote twice with its first before.
 */
export const uploadJobChangeSets = pgTable('upload_job_change_sets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  jobId: bigint('job_id', { mode: 'number' }).notNull(),
  recordIds: integer('record_ids').array().notNull(),
  befores: jsonb('befores').array(),
  before: jsonb('before'),
}, (t) => [index('upload_job_change_sets_job').on(t.jobId)]);

