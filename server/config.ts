// Server configuration, read once from the environment. Every knob has a default that works on a fresh machine.
import path from 'node:path';

export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL as the owner role, for migrations and the seed; DATABASE_URL's role then only serves (db/roles.ts). */
  migrationDatabaseUrl?: string;
  /** Folder of the built console (vite build output). */
  staticDir: string;
  /** Idle and absolute session lifetimes, in milliseconds. */
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** Address of the training platform that My Training and Help Guide open. */
  trainingPlatformUrl: string;
  /** Start the upload worker inside the server process. */
  inProcessWorker: boolean;
  /** Seed the demo data set (with its admin/demo1234) on an empty database: by default on the embedded one only. */
  seedDemo: boolean;
  /** How many generated students the demo seed makes (DEMO_STUDENTS, 20,000 by default). */
  demoStudents: number;
  logLevel: string;
  /** Check every answer against its route's response schema (API and end-to-end tests; CHECK_RESPONSES=1). */
  checkResponses: boolean;
  /** How long after it finished a successful upload may be undone, in hours (UPLOAD_UNDO_HOURS, 24 by default). */
  uploadUndoHours: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 8080),
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    migrationDatabaseUrl: env.MIGRATION_DATABASE_URL || undefined,
    staticDir: path.resolve(env.STATIC_DIR ?? './dist'),
    sessionIdleMs: Number(env.SESSION_IDLE_MS ?? 30 * 60_000),
    sessionAbsoluteMs: Number(env.SESSION_ABSOLUTE_MS ?? 8 * 3600_000),
    trainingPlatformUrl: env.TRAINING_PLATFORM_URL ?? 'https://training.example.com/login',
    inProcessWorker: env.IN_PROCESS_WORKER !== 'false',
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : !databaseUrl,
    demoStudents: demoStudents(env.DEMO_STUDENTS),
    logLevel: env.LOG_LEVEL ?? 'warn',
    checkResponses: env.CHECK_RESPONSES === '1',
    uploadUndoHours: undoHours(env.UPLOAD_UNDO_HOURS),
  };
}

/** UPLOAD_UNDO_HOURS: a number of hours from 0 (undo never offered) to a year; anything else stops the start. */
function undoHours(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_UNDO_HOURS;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n > 24 * 366) throw new Error(`UPLOAD_UNDO_HOURS must be a number of hours from 0 to 8784, not '${value}'`);
  return n;
}

export const DEFAULT_UNDO_HOURS = 24;

/** DEMO_STUDENTS: a whole number from 0 to 1,000,000; anything else stops the start with the reason. */
function demoStudents(value: string | undefined): number {
  if (value === undefined || value === '') return 20_000;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000) throw new Error(`DEMO_STUDENTS must be a whole number from 0 to 1000000, not '${value}'`);
  return n;
}
