// Column mappings of uploads (issue 26): the one an organisation confirmed last for an entity and operation, proposed
// first next time, and the one each job was submitted with, read again when the job's worker parses the file. And
// the previews whose error cells a clerk is fixing: the file and the fixes, so any server process can check a row
// again and any can take the submit (server/uploads/previewEdits.ts).
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { MappingPair } from '../../schemas/index.js';
import { organisations, users } from './tables.js';
import { bytea, uploadJobs } from './entityTables.js';

export const uploadMappings = pgTable('upload_mappings', {
  orgId: integer('org_id').notNull().references(() => organisations.id),
  entityKind: text('entity_kind').notNull(),
  operation: text('operation').notNull(),
  pairs: jsonb('pairs').$type<MappingPair[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.orgId, t.entityKind, t.operation] })]);

export const uploadJobMappings = pgTable('upload_job_mappings', {
  jobId: bigint('job_id', { mode: 'number' }).primaryKey().references(() => uploadJobs.id, { onDelete: 'cascade' }),
  pairs: jsonb('pairs').$type<MappingPair[]>().notNull(),
});

/** A preview with errors being fixed; pruned once untouched for longer than its idle time. */
export const uploadPreviews = pgTable('upload_previews', {
  key: text('key').primaryKey(),
  orgId: integer('org_id').notNull().references(() => organisations.id),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  entityKind: text('entity_kind').notNull(),
  operation: text('operation').notNull(),
  centreId: integer('centre_id'),
  multiCentre: boolean('multi_centre').notNull(),
  mapping: jsonb('mapping').$type<MappingPair[]>(),
  params: jsonb('params').$type<Record<string, number>>(),
  fileName: text('file_name').notNull(),
  fileSha256: text('file_sha256').notNull(),
  fileData: bytea('file_data').notNull(),
  /** [sheet row, sheet column, the text typed], in the order they were made. */
  edits: jsonb('edits').$type<[number, number, string][]>().notNull().default([]),
  touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('upload_previews_touched').on(t.touchedAt)]);
