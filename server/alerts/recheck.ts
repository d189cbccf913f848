// When the alert rules run: on a schedule (every process starts one; the advisory lock in evaluate.ts lets one
// evaluate at a time and the others skip), and right after the writes that can change a rule's answer.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { every } from '../jobs/every.js';
import { isRuleSource, rulesAffectedBy, type RuleKey } from '../../schemas/alerts/rules.js';
import { evaluateRules, type RuleRunResult } from './evaluate.js';
import type { RuleScope } from './ruleInput.js';
import { getEntity, type EntitySchema } from '../../schemas/index.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/**
 * Re-checks the rules (all, or `keys`) of one organisation now, waiting for a pass in progress; `scope` narrows it to
 * what a write touched (its centres, its classes). Called after attendance marking (MARK_ATTENDANCE) and the
 * time-table writes.
 */
export function recheckAlerts(db: Db, orgId: number, keys?: readonly RuleKey[], scope: RuleScope = {}): Promise<RuleRunResult> {
  return evaluateRules(db, orgId, { keys, ...scope, wait: true });
}

/** After a committed write of an entity kind (upload job, form, status change): the rules it can change, if any, over
 *  what it touched (`scope`, or a function reading it: then read only for a kind some rule reads). A failure, of the
 *  scope's reading too, is reported, never thrown: the write stands, and the next scheduled pass brings the alerts in
 *  line. */
export async function recheckAfterWrite(db: Db, orgId: number | null, kind: string, scope: RuleScope | (() => Promise<RuleScope>) = {},
  onError?: (err: unknown) => void): Promise<void> {
  if (orgId == null || !isRuleSource(kind)) return;
  const keys = rulesAffectedBy(kind);
  if (keys.length === 0) return;
  try {
    await recheckAlerts(db, orgId, keys, typeof scope === 'function' ? await scope() : scope);
  } catch (err) {
    onError?.(err);
  }
}

/** The column of a kind's one centre per record (time-table classes, batches, teachers); none for other kinds. */
const centreColumn = (entity: EntitySchema | undefined) => entity?.fields.find((f) => f.ref === 'centre' && !f.multiple)?.column;

/**
 * What a write of records of `entity` touched, as a rule scope: their centres, when the kind has one centre per
 * record (a time-table class, a topic); the whole organisation otherwise. A form save or a status change then
 * re-checks the rules over those centres only, not the organisation.
 */
export async function recordScope(db: Db, entity: EntitySchema, ids: readonly number[]): Promise<RuleScope> {
  const centre = centreColumn(entity);
  if (!isRuleSource(entity.kind) || !centre || ids.length === 0 || entity.table.handTuned) return {};
  const res = await db.execute(sql`select distinct ${sql.identifier(centre)} as "centreId" from ${sql.identifier(entity.table.name)}
    where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and ${sql.identifier(centre)} is not null`);
  const centreIds = rowsOf<{ centreId: number }>(res).map((r) => Number(r.centreId));
  return centreIds.length ? { centreIds } : {};
}

/**
 * What an upload job touched, as a rule scope: the centres of the records it created or changed and the centres
 * those were in before (a transfer leaves one centre for another, even from a single-centre page), read from what the
 * job recorded (upload_job_change_sets). `otherwise` when the job recorded nothing (an undo) or the kind has no centre.
 * A multi-centre job of 10,000 batches in two centres then re-checks those two, not every centre of the organisation
 * while it holds PGlite's one connection.
 */
export async function jobScope(db: Db, kind: string, jobId: number, otherwise: RuleScope = {}): Promise<RuleScope> {
  const entity = getEntity(kind);
  const centre = centreColumn(entity);
  if (!entity || !isRuleSource(kind) || !centre) return otherwise;
  // The recorded sets themselves, not the view upload_job_changes: the union makes each centre once, with no sort of
  // the job's records to find each one's first before.
  const res = await db.execute(sql`select centre_id as "centreId" from (
      select t.${sql.identifier(centre)} as centre_id from upload_job_change_sets s cross join unnest(s.record_ids) r(id)
        join ${sql.identifier(entity.table.name)} t on t.id = r.id where s.job_id = ${jobId}
      union
      select (b ->> ${centre})::int from upload_job_change_sets s cross join unnest(coalesce(s.befores, array[s.before])) b
        where s.job_id = ${jobId}
    ) x where centre_id is not null`);
  const centreIds = rowsOf<{ centreId: number }>(res).map((r) => Number(r.centreId));
  return centreIds.length ? { centreIds } : otherwise;
}

/** Two scopes as one (a record's centres before and after a change); the whole organisation when either is. */
export function bothScopes(a: RuleScope, b: RuleScope): RuleScope {
  if (!a.centreIds || !b.centreIds) return {};
  return { centreIds: [...new Set([...a.centreIds, ...b.centreIds])] };
}

/** One full pass over every organisation; a pass another process holds is skipped. */
export async function runRulePass(db: Db, now?: Date): Promise<RuleRunResult[]> {
  const orgs = rowsOf<{ id: number }>(await db.execute(sql`select id from organisations order by id`));
  const results: RuleRunResult[] = [];
  for (const o of orgs) results.push(await evaluateRules(db, o.id, { now }));
  return results;
}

/** Passes now and every `intervalMs` (main.ts); overlapping runs in this process are skipped. */
export const startRuleSchedule = (db: Db, opts: { intervalMs?: number; onError?: (err: unknown) => void } = {}) =>
  every(opts.intervalMs ?? 5 * 60_000, () => runRulePass(db), opts.onError);
