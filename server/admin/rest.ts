// The list query of ra-data-simple-rest (`sort=["field","ASC"]`, `range=[0,24]`, `filter={...}`) checked against
// a resource's declared sort fields and filters, and the Content-Range header of its answer. Nothing a client
// sends reaches SQL as text: sort fields map to declared expressions, filter values are parameters.
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, notFound } from '../http/envelope.js';
import { findBadText } from '../http/textGuard.js';
import { MAX_ID } from '../../schemas/core/ids.js';
import { principalOf } from '../auth/plugin.js';

/**
 * The organisation an Admin manages: their own (its users, audit, organisation and centres), or every one (null) for
 * an Admin of none, the platform's operator. Rows of other organisations are, to them, rows that do not exist.
 */
export type Tenant = number | null;

/** The Admin calling, and the organisation they manage. */
export interface AdminActor { userId: number; tenant: Tenant }

export const actorOf = (req: FastifyRequest): AdminActor => {
  const p = principalOf(req);
  return { userId: p.userId, tenant: p.orgId };
};

/** `column` (an organisation id) is the tenant's, or true for an Admin of none. */
export const inTenant = (tenant: Tenant, column: SQL): SQL => (tenant === null ? sql`true` : sql`${column} = ${tenant}`);

export const PAGE_CAP = 1000;

/**
 * A JSON-encoded query parameter, decoded by its schema: its strings pass the same text check as every other input
 * (textGuard.ts), which sees only the still-encoded text (`\\u0000` there is six harmless characters). Empty is absent.
 */
const jsonParam = (name: string, max: number) => z.string().max(max).transform((text, ctx): unknown => {
  if (text === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    ctx.addIssue({ code: 'custom', message: `Invalid ${name}: not valid JSON.` });
    return z.NEVER;
  }
  const bad = findBadText(value, name);
  if (bad) ctx.addIssue({ code: 'custom', message: `${bad.where === name ? '' : `${bad.where} `}${bad.problem}` });
  return value;
});

/** The query string of every list route (documented in /api/docs). */
export const listQuery = z.object({
  sort: jsonParam('sort', 200).optional(),
  range: jsonParam('range', 100).optional(),
  filter: jsonParam('filter', 20_000).optional(),
});
export type ListQueryText = z.infer<typeof listQuery>;

export interface ListRequest<F> {
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  filter: F;
}

/** A resource's list: its sort fields, its default sort and a zod schema of its filter object. */
export interface ListSpec<F> {
  sortFields: readonly string[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  filter: z.ZodType<F>;
}

function parseSort(v: unknown, spec: ListSpec<unknown>): ListRequest<unknown>['sort'] {
  if (v === undefined) return spec.defaultSort;
  if (!Array.isArray(v) || v.length !== 2 || typeof v[0] !== 'string' || typeof v[1] !== 'string') {
    throw badRequest('Invalid sort: expected ["field","ASC" or "DESC"].');
  }
  const [field, order] = v as [string, string];
  if (!spec.sortFields.includes(field)) throw badRequest(`Unknown sort field "${field.slice(0, 40)}".`);
  const upper = order.toUpperCase();
  if (upper !== 'ASC' && upper !== 'DESC') throw badRequest('Invalid sort: the order must be "ASC" or "DESC".');
  return { field, order: upper };
}

function parseRange(v: unknown): { offset: number; limit: number } {
  if (v === undefined) return { offset: 0, limit: PAGE_CAP };
  const whole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_ID;
  if (!Array.isArray(v) || v.length !== 2 || !whole(v[0]) || !whole(v[1]) || v[1] < v[0]) {
    throw badRequest('Invalid range: expected [first, last] with 0 <= first <= last.');
  }
  const limit = v[1] - v[0] + 1;
  if (limit > PAGE_CAP) throw badRequest(`Invalid range: at most ${PAGE_CAP} records per page.`);
  return { offset: v[0], limit };
}

function parseFilter<F>(parsed: unknown, spec: ListSpec<F>): F {
  const v = parsed === undefined ? {} : parsed;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw badRequest('Invalid filter: expected a JSON object.');
  const result = spec.filter.safeParse(v);
  if (!result.success) {
    const issue = result.error.issues[0];
    if (issue.code === 'unrecognized_keys') throw badRequest(`Unknown filter "${String(issue.keys[0]).slice(0, 40)}".`);
    throw badRequest(`Invalid filter "${issue.path.map(String).join('.') || '?'}": ${issue.message}`);
  }
  return result.data;
}

export function parseListQuery<F>(q: ListQueryText, spec: ListSpec<F>): ListRequest<F> {
  return { sort: parseSort(q.sort, spec as ListSpec<unknown>), ...parseRange(q.range), filter: parseFilter(q.filter, spec) };
}

/** Sets `Content-Range: <resource> <first>-<last>/<total>` and exposes it to the browser. */
export function contentRange(reply: FastifyReply, resource: string, offset: number, count: number, total: number): void {
  const span = count > 0 ? `${offset}-${offset + count - 1}` : '*';
  void reply.header('Content-Range', `${resource} ${span}/${total}`);
  void reply.header('Access-Control-Expose-Headers', 'Content-Range');
}

// Filter value builders: ra's inputs send ids as numbers or digit strings, booleans as booleans or 'true'/'false'.
const idValue = z.union([z.number(), z.string().regex(/^\d{1,10}$/).transform(Number)]).pipe(z.number().int().min(1).max(MAX_ID));
export const filterId = idValue;
export const filterIds = z.union([idValue.transform((n) => [n]), z.array(idValue).max(PAGE_CAP)]);
export const filterBool = z.union([z.boolean(), z.enum(['true', 'false']).transform((s) => s === 'true')]);
export const filterText = z.string().max(200);
export const filterDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected yyyy-MM-dd').refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'not a date');

/** The record, or a 404 in the envelope. */
export function found<T>(record: T | undefined): T {
  if (record === undefined) throw notFound();
  return record;
}
