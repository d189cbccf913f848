// One resolver per ref target: what a sheet's name or code means in the database, within the user's scope (centres
// also of the resource's centre kinds). The generic planner asks this table for every ref field it meets.
import type { Db } from '../../db/client.js';
import { REF_ENTITIES, type EntityRefTarget, type RefTarget } from '../../../schemas/index.js';
import { allSubjects, batchesOfCentres, centresOfOrg, facultyOfCentres, namedRecords, programsOfOrg, staffRolesOf, type BatchFact, type FacultyFact, type NamedFact, type ProgramFact } from '../db/lookups.js';
import { BatchIndex, CentreIndex, fold } from './facts.js';
import type { PlanContext, RowIssues } from './types.js';

/**
 * Resolves one cell value to an id, or says why not. Where the cell is read: `centreId`, the row's centre (a batch is
 * looked up there) and `sameAs`, for a field declaring it, the row's value of that field (a programme is the one of
 * that name offered for the row's class); undefined without one.
 */
export interface RefResolver {
  resolve(value: string, key: string, issues: RowIssues, centreId: number | undefined, sameAs?: string | null): { id: number; name: string } | undefined;
}

type Loader = (db: Db, ctx: PlanContext) => Promise<RefResolver>;

/** What a resolver answers for a record: made once per record, not once per row. */
function answers<T extends { id: number }>(name: (t: T) => string): (t: T) => { id: number; name: string } {
  const made = new Map<number, { id: number; name: string }>();
  return (t) => {
    let answer = made.get(t.id);
    if (!answer) made.set(t.id, (answer = { id: t.id, name: name(t) }));
    return answer;
  };
}

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

/** A ref to another entity's records (a form's questions): by the field it is named by, active records only. */
function entityRecords(target: EntityRefTarget): Loader {
  const e = REF_ENTITIES[target];
  return async (db, ctx) => {
    const records = await namedRecords(db, e.table, e.column, ctx.orgId);
    const index = new Map(records.map((r) => [fold(r.name), r]));
    const noun = target.replace('-', ' ');
    return {
      resolve(value, key, issues) {
        const found = index.get(fold(value));
        if (!found) issues.add(key, `unknown-${target}`, `there is no ${noun} "${value}"`);
        else if (found.status !== 'active') issues.add(key, `inactive-${target}`, `the ${noun} "${found.name}" is ${found.status}`);
        else return { id: found.id, name: found.name };
        return undefined;
      },
    };
  };
}

const LOADERS: Readonly<Record<RefTarget, Loader>> = {
  'feedback-question': entityRecords('feedback-question'),
  'feedback-form': entityRecords('feedback-form'),
  'kra-parameter': entityRecords('kra-parameter'),
  centre: async (db, ctx) => {
    const centres = new CentreIndex(await centresOfOrg(db, ctx.orgId), ctx);
    return { resolve: (value, key, issues) => centres.resolve(value, key, issues) };
  },
  batch: async (db, ctx) => {
    const batches = new BatchIndex(await batchesOfCentres(db, [...ctx.scope]));
    const answer = answers<BatchFact>((b) => b.batchCode);
    return {
      resolve(value, key, issues, centreId) {
        const batch = centreId === undefined ? undefined : batches.find(centreId, value);
        if (!batch || batch.status !== 'active') issues.add(key, 'unknown-batch', `there is no active batch "${value}" at the row's centre`);
        else return answer(batch);
        return undefined;
      },
    };
  },
  role: async (db, ctx) => {
    const roles = await staffRolesOf(db, ctx.entity.kind);
    return byName(roles, 'unknown-role', `a ${ctx.entity.noun.toLowerCase()} role; use one of: ${roles.map((r) => r.name).join(', ')}`);
  },
  teacher: async (db, ctx) => {
    // By employee code first; by name only where the name is one faculty's (two Asha Raos need their codes).
    const faculty = await facultyOfCentres(db, [...ctx.scope]);
    const byCode = new Map(faculty.map((f) => [fold(f.employeeCode), f]));
    const byName = new Map<string, typeof faculty>();
    for (const f of faculty) byName.set(fold(f.name), [...(byName.get(fold(f.name)) ?? []), f]);
    const answer = answers<FacultyFact>((f) => `${f.name} (${f.employeeCode})`);
    return {
      resolve(value, key, issues) {
        const folded = fold(value);
        const named = byName.get(folded) ?? [];
        const byItsCode = byCode.get(folded);
        const found = byItsCode ?? (named.length === 1 ? named[0] : undefined);
        if (named.length > 1 && !byItsCode) issues.add(key, 'ambiguous-faculty', `"${value}" names ${named.length} faculty; use the employee code (${named.map((f) => f.employeeCode).join(', ')})`);
        else if (!found) issues.add(key, 'unknown-faculty', `there is no faculty with employee code or name "${value}" in your centres`);
        else if (found.status !== 'active') issues.add(key, 'inactive-faculty', `${found.name} (${found.employeeCode}) is ${found.status}`);
        else return answer(found);
        return undefined;
      },
    };
  },
  subject: async (db) => byName(await allSubjects(db), 'unknown-subject', 'a subject; use the names in the Subject List'),
  'course-program': async (db, ctx) => {
    const programs = new Map<string, ProgramFact[]>();
    for (const p of await programsOfOrg(db, ctx.orgId)) programs.set(fold(p.programName), [...(programs.get(fold(p.programName)) ?? []), p]);
    const answer = answers<ProgramFact>((p) => p.programName);
    return {
      resolve(value, key, issues, _centreId, cls) {
        const named = programs.get(fold(value)) ?? [];
        // A programme name is offered per class: with the row's class known, it picks one of them.
        const program = cls === undefined ? (named.find((p) => p.status === 'active') ?? named[0]) : offeredFor(named, cls);
        if (named.length === 0) issues.add(key, 'unknown-program', `"${value}" is not a course program; use the names in the Course Program List`);
        else if (!program) issues.add(key, 'program-class', `"${named[0].programName}" is not offered for class ${cls ?? '(none given)'} (it is for ${named.map((p) => p.class).join(', ')})`);
        else if (program.status !== 'active') issues.add(key, 'inactive-program', `"${program.programName}" for class ${program.class} is ${program.status}`);
        else return answer(program);
        return undefined;
      },
    };
  },
};

/** The programme of that name offered for the class (a loop: it runs for every row). */
function offeredFor(named: readonly ProgramFact[], cls: string | null): ProgramFact | undefined {
  for (const p of named) if (p.class === cls) return p;
  return undefined;
}

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
