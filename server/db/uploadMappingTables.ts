// Column mappings of uploads (issue 26): the one an organisation confirmed last for an entity and operation, proposed
// first next time, and the one each job was submitted with, read again when the job's worker parses the file.
import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { MappingPair } from '../../schemas/index.js';
import { organisations } from './tables.js';
import { uploadJobs } from './entityTables.js';

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
