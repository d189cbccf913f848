// Faculty and non-faculty staff: centre transfer and batch association against the database (create is generic).
import type { Db } from '../../db/client.js';
import type { ParsedRow, RowError } from '../../../schemas/index.js';
import { allSubjects, batchesOfCentres, centresOfOrg, staffRolesOf, teachersByCode, type NamedFact, type TeacherFact } from '../db/lookups.js';
import { moveTeachers, type TeacherMove } from '../db/writes.js';
import { BatchIndex, CentreIndex, fold } from './facts.js';
import { distinctTexts, errorsByRow, inOrder, list, RowIssues, text, type BatchChanges, type OperationPlanner, type PlanContext, type RowPlan } from './types.js';

interface Facts {
  centres: CentreIndex; batches: BatchIndex; teachers: Map<string, TeacherFact>; roles: Map<string, NamedFact>; subjects: Map<string, NamedFact>; subjectNames: Map<number, string>;
}

async function loadFacts(db: Db, ctx: PlanContext, rows: readonly ParsedRow[]): Promise<Facts> {
  const [centres, batches, teachers, roles, subjects] = await inOrder(
    () => centresOfOrg(db, ctx.orgId), () => batchesOfCentres(db, [...ctx.scope]), () => teachersByCode(db, ctx.orgId, distinctTexts(rows, 'employeeCode')),
    () => staffRolesOf(db, ctx.entity.kind), () => allSubjects(db),
  );
  return {
    centres: new CentreIndex(centres, ctx), batches: new BatchIndex(batches),
    teachers,
    roles: new Map(roles.map((r) => [fold(r.name), r])),
    subjects: new Map(subjects.map((s) => [fold(s.name), s])),
    subjectNames: new Map(subjects.map((s) => [s.id, s.name])),
  };
}

const names = (ids: readonly number[], name: (id: number) => string) => ids.map(name).filter(Boolean).join(', ');

/** The existing faculty a transfer or association names: of this kind, in scope and active. */
function existing(f: Facts, ctx: PlanContext, code: string | null, issues: RowIssues): TeacherFact | undefined {
  if (code === null) return undefined;
  const t = f.teachers.get(code);
  if (!t || t.staffKind !== ctx.entity.kind) issues.add('employeeCode', 'unknown-staff', `there is no ${ctx.entity.noun.toLowerCase()} with employee code ${code}`);
  else if (!f.centres.inScope(t.centreId)) issues.add('employeeCode', 'out-of-scope', `${code} is at ${f.centres.nameOf(t.centreId)}, which is not one of your centres`);
  else if (t.status !== 'active') issues.add('employeeCode', 'inactive-staff', `${code} is ${t.status}; reactivate them first`);
  else return t;
  return undefined;
}

function staffMove(f: Facts, ctx: PlanContext, r: ParsedRow, i: number, sheetErrors: Map<number, RowError[]>): RowPlan<TeacherMove> {
  const v = r.values;
  const issues = new RowIssues(ctx.op, r.row, sheetErrors.get(r.row));
  const transfer = ctx.op.key === 'centre-transfer';
  const t = existing(f, ctx, text(v.employeeCode), issues);
  // A transfer names the new centre; an association keeps the faculty at the row's (or the page's) centre.
  const centre = transfer
    ? (text(v.newCentre) === null ? undefined : f.centres.resolve(text(v.newCentre)!, 'newCentre', issues))
    : f.centres.rowCentre(text(v.centre), issues);
  const here = transfer ? (ctx.multiCentre ? null : ctx.centreId) : centre?.id ?? null;
  if (t && here !== null && t.centreId !== here) {
    issues.add('employeeCode', 'other-centre', `${t.employeeCode} is at ${f.centres.nameOf(t.centreId)}, not at ${f.centres.nameOf(here)}`);
  }
  const batchIds: number[] = [];
  for (const code of list(v.newBatches)) {
    const b = centre ? f.batches.resolve(centre, code, null, 'newBatches', issues) : undefined;
    if (b) batchIds.push(b.id);
  }
  const code = (id: number) => f.batches.codeOf(id);
  const current = t?.batchIds ?? [];
  const batches: BatchChanges = {
    added: batchIds.filter((b) => !current.includes(b)).map(code),
    retained: batchIds.filter((b) => current.includes(b)).map(code),
    deleted: current.filter((b) => !batchIds.includes(b)).map(code),
  };
  const preview = {
    sNo: String(i + 1), employeeCode: t?.employeeCode ?? text(v.employeeCode) ?? '', name: t?.name ?? '',
    currentCentre: f.centres.nameOf(t?.centreId), currentBatches: names(current, code),
    subjects: names(t?.subjectIds ?? [], (id) => f.subjectNames.get(id) ?? ''),
    newCentre: centre?.name ?? '', newBatches: names(batchIds, code),
  };
  if (!issues.ok || !t || !centre) return { row: r.row, errors: issues.errors, change: null, preview, batches, write: null };
  const unchanged = t.centreId === centre.id && batches.added.length === 0 && batches.deleted.length === 0;
  return { row: r.row, errors: [], change: unchanged ? 'unchanged' : 'change', preview, batches, write: unchanged ? null : { id: t.id, centreId: centre.id, batchIds } };
}

export const staffMoves: OperationPlanner<TeacherMove> = {
  async plan(db, ctx, rows, sheetErrors) {
    const f = await loadFacts(db, ctx, rows);
    const byRow = errorsByRow(sheetErrors);
    return rows.map((r, i) => staffMove(f, ctx, r, i, byRow));
  },
  apply: (tx, ctx, writes, progress) => moveTeachers(tx, writes, progress, ctx.jobId),
  undoable: true,
  // Its facts (loadFacts): a clean preview's plan is applied by its job while none of these has changed.
  reads: ['centres', 'batches', 'teachers', 'staff_roles', 'subjects'],
};
