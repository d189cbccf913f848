// One resolver per ref target: what a sheet's name or code means in the database, within the user's scope (centres
// also of the resource's centre kinds). The generic planner asks this table for every ref field it meets.
import type { Db } from '../../db/client.js';
import type { RefTarget } from '../../../schemas/index.js';
import { allSubjects, batchesOfCentres, centresOfOrg, programsOfOrg, staffRolesOf, type NamedFact } from '../db/lookups.js';
import { BatchIndex, CentreIndex, fold } from './facts.js';
import type { PlanContext, RowIssues } from './types.js';

/** Resolves one cell value to an id, or says why not; `centreId` is the row's centre (for a batch). */
export interface RefResolver {
  resolve(value: string, key: string, issues: RowIssues, centreId: number | undefined): { id: number; name: string } | undefined;
}

type Loader = (db: Db, ctx: PlanContext) => Promise<RefResolver>;

/** A resolver over named records (subjects, roles, programmes): the name, case and spacing aside. */
function byName(facts: readonly NamedFact[], rule: string, what: string): RefResolver {
  const index = new Map(facts.map((f) => [fold(f.name), f]));
  return {
    resolve(value, key, issues) {
      const found = index.get(fold(value));
      if (!found) issues.add(key, rule, `"${value}" is not ${what}`);
      return found;
    },
  };
}

const LOADERS: Readonly<Record<RefTarget, Loader>> = {
  centre: async (db, ctx) => {
    const centres = new CentreIndex(await centresOfOrg(db, ctx.orgId), ctx);
    return { resolve: (value, key, issues) => centres.resolve(value, key, issues) };
  },
  batch: async (db, ctx) => {
    const batches = new BatchIndex(await batchesOfCentres(db, [...ctx.scope]));
    return {
      resolve(value, key, issues, centreId) {
        const batch = centreId === undefined ? undefined : batches.find(centreId, value);
        if (!batch || batch.status !== 'active') issues.add(key, 'unknown-batch', `there is no active batch "${value}" at the row's centre`);
        else return { id: batch.id, name: batch.batchCode };
        return undefined;
      },
    };
  },
  role: async (db, ctx) => byName(await staffRolesOf(db, ctx.entity.kind), 'unknown-role', 'a role'),
  subject: async (db) => byName(await allSubjects(db), 'unknown-subject', 'a subject; use the names in the Subject List'),
  'course-program': async (db, ctx) => {
    const active = (await programsOfOrg(db, ctx.orgId)).filter((p) => p.status === 'active');
    return byName(active.map((p) => ({ id: p.id, name: p.programName })), 'unknown-program', 'an active course program; use the names in the Course Program List');
  },
};

/** The resolvers of these targets, loaded one after another (a job plans on one connection). */
export async function loadResolvers(db: Db, ctx: PlanContext, targets: Iterable<RefTarget>): Promise<Map<RefTarget, RefResolver>> {
  const out = new Map<RefTarget, RefResolver>();
  for (const target of new Set(targets)) out.set(target, await LOADERS[target](db, ctx));
  return out;
}

/** The centres index on its own: a row's centre in single-centre mode is the page's. */
export async function pageCentreName(db: Db, ctx: PlanContext): Promise<string> {
  if (ctx.centreId === null) return '';
  return new CentreIndex(await centresOfOrg(db, ctx.orgId), ctx).nameOf(ctx.centreId);
}
