// What every endpoint group receives when app.ts registers it.
import type { FastifyPluginAsync } from 'fastify';
import type { Database, Db } from '../db/client.js';
import type { ServerConfig } from '../config.js';

export interface RouteDeps {
  database: Database;
  db: Db;
  config: Pick<ServerConfig, 'sessionIdleMs' | 'sessionAbsoluteMs' | 'staticDir' | 'trainingPlatformUrl' | 'logLevel'> & { uploadUndoHours?: number };
}

export type RoutePlugin = FastifyPluginAsync<RouteDeps>;
