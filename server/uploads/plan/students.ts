// Students (CRP, NCRP, DoBa, test accounts): create, centre transfer and batch association against the database.
import type { Db } from '../../db/client.js';
import type { ParsedRow, RowError } from '../../../schemas/index.js';
import { batchesOfCentres, centresOfOrg, studentsByEnrolment, type CentreFact, type StudentFact } from '../db/lookups.js';
import { insertStudents, moveStudents, type StudentInsert, type StudentMove } from '../db/writes.js';
import { BatchIndex, CentreIndex } from './facts.js';
import { likelyDuplicateChecks } from './likelyDuplicates.js';
import { distinctTexts, errorsByRow, inOrder, RowIssues, showsPreview, text, type OperationPlanner, type PlanContext, type RowPlan } from './types.js';

/** `previews`: the plan is shown (showsPreview); a job's builds no preview values and reads no names. */
interface Facts { centres: CentreIndex; batches: BatchIndex; students: Map<string, StudentFact>; previews: boolean }

async function loadFacts(db: Db, ctx: PlanContext, rows: readonly ParsedRow[]): Promise<Facts> {
  const codes = distinctTexts(rows, 'enrolmentNo');
  const previews = showsPreview(ctx);
  const [centres, batches, students] = await inOrder(
    () => centresOfOrg(db, ctx.orgId), () => batchesOfCentres(db, [...ctx.scope]), () => studentsByEnrolment(db, ctx.orgId, codes, { names: previews }),
  );
  return { centres: new CentreIndex(centres, ctx), batches: new BatchIndex(batches), students, previews };
}

/** What a student plan reads (OperationPlanner.reads): the organisation's centres and batches, its students and their
 *  duplicate keys. */
const STUDENT_PLAN_READS = ['centres', 'batches', 'students', 'students_duplicate_keys'] as const;

/** A job's rows have no preview values (showsPreview). */
const NO_PREVIEW: Readonly<Record<string, string>> = Object.freeze({});

const studentPreview = (sNo: number, s: { enrolmentNo: string; name: string; class: string }, f: Facts, cur: StudentFact | null, centreId?: number, batchId?: number | null) => (!f.previews ? NO_PREVIEW : {
  sNo: String(sNo), enrolmentNo: s.enrolmentNo, name: s.name, class: s.class,
  currentCentre: cur ? f.centres.nameOf(cur.centreId) : '', currentBatch: cur ? f.batches.codeOf(cur.batchId) : '',
  newCentre: f.centres.nameOf(centreId), newBatch: f.batches.codeOf(batchId),
});

/** The existing student a transfer or association names: of this kind, in scope, and still studying. */
function existing(f: Facts, ctx: PlanContext, code: string | null, issues: RowIssues): StudentFact | undefined {
  if (code === null) return undefined;
  const s = f.students.get(code);
  if (!s || s.programKind !== ctx.entity.kind) issues.add('enrolmentNo', 'unknown-student', `there is no ${ctx.entity.label} student with enrolment number ${code}`);
  else if (!f.centres.inScope(s.centreId)) issues.add('enrolmentNo', 'out-of-scope', `student ${code} is at ${f.centres.nameOf(s.centreId)}, which is not one of your centres`);
  else if (s.status === 'deactivated' || s.status === 'completed') issues.add('enrolmentNo', 'inactive-student', `student ${code} is ${s.status}; reactivate the student first`);
  else return s;
  return undefined;
}

/** A created student's value of a field, as written (the centre as its id), for the likely-duplicate check. */
const insertValue = (r: { plan: RowPlan<StudentInsert> }, key: string) => (key === 'centre' ? r.plan.write?.centreId : r.plan.write?.[key as keyof StudentInsert]);

export const studentCreate: OperationPlanner<StudentInsert> = {
  async plan(db, ctx, rows, sheetErrors) {
    const f = await loadFacts(db, ctx, rows);
    const byRow = errorsByRow(sheetErrors);
    const created: { issues: RowIssues; plan: RowPlan<StudentInsert> }[] = [];
    const plans = rows.map((r, i): RowPlan<StudentInsert> => {
      const v = r.values;
      const issues = new RowIssues(ctx.op, r.row, byRow.get(r.row));
      const code = text(v.enrolmentNo);
      if (code !== null && f.students.has(code)) issues.add('enrolmentNo', 'taken', `${code} is already taken by another student`);
      const centre = f.centres.rowCentre(text(v.centre), issues);
      const batchCode = text(v.batch);
      const batch = centre && batchCode !== null ? f.batches.resolve(centre, batchCode, text(v.class), 'batch', issues) : undefined;
      const write: StudentInsert | null = issues.ok && centre ? {
        enrolmentNo: code!, name: text(v.name)!, centreId: centre.id, batchId: batch?.id ?? null, class: text(v.class)!,
        status: batch ? 'active' : 'unassociated', emailId: text(v.emailId), mobile: text(v.mobile),
      } : null;
      const preview = studentPreview(i + 1, { enrolmentNo: code ?? '', name: text(v.name) ?? '', class: text(v.class) ?? '' }, f, null, centre?.id, batch?.id);
      const plan: RowPlan<StudentInsert> = { row: r.row, errors: issues.errors, change: write ? 'create' : null, preview, write };
      if (write) created.push({ issues, plan });
      return plan;
    });
    await likelyDuplicateChecks(db, ctx, created, insertValue);
    return plans;
  },
  apply: (tx, ctx, writes, progress) => insertStudents(tx, ctx.orgId, ctx.entity.kind, writes, progress, ctx.jobId),
  undoable: true,
  reads: STUDENT_PLAN_READS,
};

/** A move row's student and the centre it goes to, each checked (in the order its operation reports them). */
type Destination = (f: Facts, ctx: PlanContext, v: ParsedRow['values'], issues: RowIssues) => { s?: StudentFact; centre?: CentreFact };

/** A transfer or an association: the student, the centre it goes to, and the batch there (none leaves it unassociated). */
function studentMove(destination: Destination): OperationPlanner<StudentMove> {
  return {
    async plan(db, ctx, rows, sheetErrors) {
      const f = await loadFacts(db, ctx, rows);
      const byRow = errorsByRow(sheetErrors);
      return rows.map((r, i) => {
        const v = r.values;
        const issues = new RowIssues(ctx.op, r.row, byRow.get(r.row));
        const { s, centre } = destination(f, ctx, v, issues);
        const batchCode = text(v.newBatch);
        const batch = centre && batchCode !== null ? f.batches.resolve(centre, batchCode, s?.class ?? null, 'newBatch', issues) : undefined;
        return movePlan(r.row, i, issues, s, text(v.enrolmentNo), f, centre?.id, batch?.id ?? null);
      });
    },
    apply: (tx, ctx, writes, progress) => moveStudents(tx, writes, progress, ctx.jobId),
    undoable: true,
    reads: STUDENT_PLAN_READS,
  };
}

/** To the New Centre; on a centre's page, only a student of that centre. */
export const studentTransfer = studentMove((f, ctx, v, issues) => {
  const s = existing(f, ctx, text(v.enrolmentNo), issues);
  if (s && !ctx.multiCentre && ctx.centreId !== null && s.centreId !== ctx.centreId) {
    issues.add('enrolmentNo', 'other-centre', `student ${s.enrolmentNo} is at ${f.centres.nameOf(s.centreId)}, not at ${f.centres.nameOf(ctx.centreId)}`);
  }
  const newCentreName = text(v.newCentre);
  return { s, centre: newCentreName === null ? undefined : f.centres.resolve(newCentreName, 'newCentre', issues) };
});

/** Within the student's own centre (the row's, or the page's). */
export const studentAssociation = studentMove((f, ctx, v, issues) => {
  const centre = f.centres.rowCentre(text(v.centre), issues);
  const s = existing(f, ctx, text(v.enrolmentNo), issues);
  if (s && centre && s.centreId !== centre.id) {
    issues.add('enrolmentNo', 'other-centre', `student ${s.enrolmentNo} is at ${f.centres.nameOf(s.centreId)}, not at ${centre.name}`);
  }
  return { s, centre };
});

function movePlan(
  row: number, i: number, issues: RowIssues, s: StudentFact | undefined, typed: string | null, f: Facts, centreId: number | undefined, batchId: number | null,
): RowPlan<StudentMove> {
  const preview = studentPreview(i + 1, s ?? { enrolmentNo: typed ?? '', name: '', class: '' }, f, s ?? null, centreId, batchId);
  if (!issues.ok || !s || centreId === undefined) return { row, errors: issues.errors, change: null, preview, write: null };
  const unchanged = s.centreId === centreId && s.batchId === batchId;
  const write = { id: s.id, centreId, batchId, status: batchId === null ? 'unassociated' : 'active' };
  return { row, errors: [] as RowError[], change: unchanged ? 'unchanged' : 'change', preview, write: unchanged ? null : write };
}
