// Drizzle tables of the platform: organisations, centres, staff, roles, scope, sessions, the audit log and the state
// the server processes share (rate-limit windows, generated secrets).
// Entity tables (students, teachers, batches, mappings, upload jobs) live in entityTables.ts.
import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, boolean, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';

export const organisations = pgTable('organisations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
});

export const centreKinds = ['regular', 'NCRP', 'Doha', 'Bahrain'] as const;
export type CentreKind = (typeof centreKinds)[number];

export const centres = pgTable('centres', {
  id: serial('id').primaryKey(),
  orgId: integer('org_id').notNull().references(() => organisations.id),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  city: text('city').notNull().default(''),
  kind: text('kind').$type<CentreKind>().notNull().default('regular'),
});

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** When the role's abilities last changed: sessions begun before it answer body code 401 (issue 16). */
  changedAt: timestamp('changed_at', { withTimezone: true }),
});

export const roleAbilities = pgTable('role_abilities', {
  roleId: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  ability: text('ability').notNull(),
  position: integer('position').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.roleId, t.ability] })]);

/** Scope of a staff user: the whole organisation, listed centres, or none (general). */
export const scopeKinds = ['organisation', 'centre', 'general'] as const;
export type ScopeKind = (typeof scopeKinds)[number];

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  orgId: integer('org_id').references(() => organisations.id),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull().default(''),
  userType: text('user_type').notNull().default('staff'),
  scope: text('scope').$type<ScopeKind>().notNull().default('general'),
  isMyPatUser: boolean('is_mypat_user').notNull().default(false),
  trainingUser: boolean('training_user').notNull().default(false),
  /** An inactive user cannot sign in, and their sessions end at once. */
  active: boolean('active').notNull().default(true),
  /** When the user's role, scope or centres last changed: sessions begun before it answer body code 401. */
  accessChangedAt: timestamp('access_changed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('users_username_lower').on(sql`lower(${t.username})`),
  index('users_org').on(t.orgId),
]);

export const userRoles = pgTable('user_roles', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  roleId: integer('role_id').notNull().references(() => roles.id),
  position: integer('position').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.userId, t.roleId] })]);

export const userCentres = pgTable('user_centres', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  centreId: integer('centre_id').notNull().references(() => centres.id),
}, (t) => [primaryKey({ columns: [t.userId, t.centreId] })]);

/**
 * One row, set to a new number (by triggers, migration 0028) in the same transaction as any change to what a principal
 * is built from: users, their roles and centres, roles, abilities, centres, organisations. The per-request session check
 * reads it, so a principal cached in a server's memory is used only while nothing it was built from has changed.
 */
export const principalGeneration = pgTable('principal_generation', {
  id: integer('id').primaryKey().default(1),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});

export const sessions = pgTable('sessions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  /** Why the session ended: logout, replaced (a newer login of the same user), expired. Null while live. */
  endedReason: text('ended_reason'),
  endedAt: timestamp('ended_at', { withTimezone: true }),
}, (t) => [index('sessions_user').on(t.userId)]);

/**
 * Sign-in attempts per (client address, username): keyed by both so that a stranger's failures lock only the
 * stranger out, never the account's owner on their own address (issue 27).
 */
export const loginFailures = pgTable('login_failures', {
  client: text('client').notNull(),
  username: text('username').notNull(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
}, (t) => [primaryKey({ columns: [t.client, t.username] })]);

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  userId: integer('user_id').references(() => users.id),
  action: text('action').notNull(),
  entity: text('entity'),
  entityIds: jsonb('entity_ids').$type<number[]>(),
  details: jsonb('details').$type<Record<string, unknown>>(),
  /** The record before and after an admin change (user management); null for other actions. */
  before: jsonb('before').$type<Record<string, unknown>>(),
  after: jsonb('after').$type<Record<string, unknown>>(),
}, (t) => [index('audit_log_at').on(t.at), index('audit_log_user_at').on(t.userId, t.at), index('audit_log_action_at').on(t.action, t.at)]);

export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  link: text('link'),
  isRead: boolean('is_read').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('notifications_user').on(t.userId)]);

/**
 * State the server processes share, kept here so that N instances behave as one: the fixed-window request counters
 * of the public endpoints (one row per scope and client) and the secrets made on first use when none is configured.
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
}, (t) => [index('rate_limit_windows_start').on(t.windowStart)]);

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A transaction id (PostgreSQL's xid8), as text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Which transactions wrote which of the tables an upload's plan reads: a row per writing transaction and table, added
 * by a statement trigger in that transaction (migration 0038), so it commits or rolls back with the write. A job
 * reuses its preview's plan only when no transaction the preview could not see has written one of its planner's
 * tables (server/uploads/db/tableWrites.ts). Rows older than a few minutes are swept.
 */
export const tableWrites = pgTable('table_writes', {
  xid: xid8('xid').notNull(),
  tableName: text('table_name').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.xid, t.tableName] })]);

/**
 * PGlite's table statistics as its last clean close left them (server/db/upkeep.ts): PostgreSQL writes them to disk
 * when it shuts down, PGlite does not, so the upkeep saves the counts it decides by and adds them to the new ones
 * until the table is vacuumed or analysed. Lost in a crash, as PostgreSQL's are. Unused on PostgreSQL.
 */
export const upkeepCounts = pgTable('upkeep_counts', {
  tableName: text('table_name').primaryKey(),
  dead: bigint('dead', { mode: 'number' }).notNull().default(0),
  inserted: bigint('inserted', { mode: 'number' }).notNull().default(0),
  modified: bigint('modified', { mode: 'number' }).notNull().default(0),
});
