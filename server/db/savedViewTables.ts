// Saved views of the lists (issue 26 item 7): each user's named list states per resource, at most one the default.
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ViewState } from '../../schemas/api/savedViews.js';
import { users } from './tables.js';

export const savedViews = pgTable('saved_views', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  resource: text('resource').notNull(),
  name: text('name').notNull(),
  state: jsonb('state').$type<ViewState>().notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('saved_views_user_resource_name').on(t.userId, t.resource, t.name),
  uniqueIndex('saved_views_one_default').on(t.userId, t.resource).where(sql`${t.isDefault}`),
]);
