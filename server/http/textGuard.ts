// Text that PostgreSQL cannot store (a NUL character) or that is not Unicode at all (a lone UTF-16 surrogate, which
// JSON's \uD800 escapes can carry) is refused once, here, for every route and every field. Left to the database, it
// fails deep inside a query as a 500, sometimes after part of the work (a throttle row, an audit) was attempted.
import type { FastifyInstance } from 'fastify';
import { ApiError, badRequest } from './envelope.js';

// In a /u pattern, \p{Cs} matches only a surrogate that is not half of a pair.
const LONE_SURROGATE = /\p{Cs}/u;

/** What is wrong with a piece of text, or null when it is fine. */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'contains a NUL character (\\u0000), which text may not contain';
  if (LONE_SURROGATE.test(text)) return 'contains an unpaired UTF-16 surrogate, which is not valid Unicode text';
  return null;
}

export interface BadText { where: string; problem: string }

/**
 * The first key or string value with a problem in a parsed query, body or params, named by its path
 * (`reason`, `ids.0`, `a key in filters`). Walks with its own stack: a body nested 100,000 deep must not
 * overflow the call stack.
 */
export function findBadText(value: unknown, part: string): BadText | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) return { where: path || part, problem };
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, child] of Object.entries(item)) {
        const problem = textProblem(key);
        if (problem) return { where: `a key in ${path || `the ${part}`}`, problem };
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

/**
 * Throws naming the field when a text has a problem; for inputs read outside the hook (multipart fields). Uploads
 * answer 422, as their other failures do, since the console takes a 400 as a lost session.
 */
export function assertText(text: string, where: string, status = 400): string {
  const problem = textProblem(text);
  if (problem) throw new ApiError(status, `Invalid request. ${where}: ${problem}.`);
  return text;
}

/** Checks params, query and a parsed body of every request before its schema runs. */
export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const parts: [unknown, string][] = [[req.params, 'path'], [req.query, 'query'], [req.body, 'body']];
    for (const [value, part] of parts) {
      const bad = findBadText(value, part);
      if (bad) throw badRequest(`Invalid request. ${bad.where}: ${bad.problem}.`);
    }
  });
}
