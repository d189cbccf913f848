// The trusted parent origins of the embedded console (console-spec §4): the console fetches them at start-up,
// so an operator changes them with TRUSTED_PARENT_ORIGINS and a restart, without rebuilding the console.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './deps.js';
import { ok } from '../http/envelope.js';
import { answers } from '../http/responses.js';
import { embedConfigAnswer } from '../../schemas/api/index.js';

export const DEFAULT_TRUSTED_PARENT_ORIGINS = 'http://localhost:5173,http://127.0.0.1:5173,http://127.0.0.1:8300';

/** One origin in canonical form (scheme://host[:port]), or null for anything that is not exactly an origin. */
export function canonicalOrigin(entry: string): string | null {
  const text = entry.trim();
  if (!text || text.includes('*') || text === 'null') return null;
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // A path, query or credentials mean the operator wrote something other than an origin: refuse, never guess.
    if (url.username || url.password || /[?#]/.test(text) || url.pathname !== '/') return null;
    return url.origin;
  } catch {
    return null;
  }
}

export function readTrustedOrigins(env: NodeJS.ProcessEnv = process.env): { origins: string[]; rejected: string[] } {
  const raw = env.TRUSTED_PARENT_ORIGINS ?? DEFAULT_TRUSTED_PARENT_ORIGINS;
  const entries = raw.split(',').map((e) => e.trim()).filter(Boolean);
  const origins: string[] = [];
  const rejected: string[] = [];
  for (const entry of entries) {
    const origin = canonicalOrigin(entry);
    if (origin === null) rejected.push(entry);
    else if (!origins.includes(origin)) origins.push(origin);
  }
  return { origins, rejected };
}

export default async function embedConfigRoutes(app: FastifyInstance, _deps: RouteDeps) {
  const { origins, rejected } = readTrustedOrigins();
  if (rejected.length > 0) app.log.warn({ rejected }, 'TRUSTED_PARENT_ORIGINS: entries that are not origins were ignored');

  app.get('/api/config/embed', { config: { access: { public: true } }, schema: { tags: ['platform'], response: answers(embedConfigAnswer) } }, async () =>
    ok({ trustedOrigins: origins }));
}
