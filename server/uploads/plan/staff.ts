// Faculty and non-faculty staff: create, centre transfer and batch association against the database.
import type { Db } from '../../db/client.js';
import { maskEmail, maskMobile, type ParsedRow, type RowError } from '../../../schemas/index.js';
import { allSubjects, batchesOfCentres, centresOfOrg, staffRolesOf, teachersByCode, type NamedFact, type TeacherFact } from '../db/lookups.js';
import { insertTeachers, moveTeachers, type TeacherInsert, type TeacherMove } from '../db/writes.js';
import { BatchIndex, CentreIndex, fold } from './facts.js';
import { errorsByRow, inOrder, list, RowIssues, text, type BatchChanges, type OperationPlanner, type PlanContext, type RowPlan } from './types.js';

interface Facts {
  centres: CentreIndex; batches: BatchIndex; teachers: Map<string, TeacherFact>; roles: Map<string, NamedFact>; subjects: Map<string, NamedFact>; subjectNames: Map<number, string>;
}

async function loadFacts(db: Db, ctx: PlanContext, rows: readonly ParsedRow[]): Promise<Facts> {
  const codes = [...new Set(rows.map((r) => text(r.values.employeeCode)).filter((v): v is string => v !== null))];
  const [centres, batches, teachers, roles, subjects] = await inOrder(
    () => centresOfOrg(db, ctx.orgId), () => batchesOfCentres(db, [...ctx.scope]), () => teachersByCode(db, ctx.orgId, codes),
    () => staffRolesOf(db, ctx.entity.kind), () => allSubjects(db),
  );
  return {
    centres: new CentreIndex(centres, ctx), batches: new BatchIndex(batches),
    teachers: new Map(teachers.map((t) => [t.employeeCode, t])),
    roles: new Map(roles.map((r) => [fold(r.name), r])),
    subjects: new Map(subjects.map((s) => [fold(s.name), s])),
    subjectNames: new Map(subjects.map((s) => [s.id, s.name])),
  };
}

const names = (ids: readonly number[], name: (id: number) => string) => ids.map(name).filter(Boolean).join(', ');

export const staffCreate: OperationPlanner<TeacherInsert> = {
  async plan(db, ctx, rows, sheetErrors) {
    const f = await loadFacts(db, ctx, rows);
    const byRow = errorsByRow(sheetErrors);
    const roleList = [...f.roles.values()].map((r) => r.name).join(', ');
    return rows.map((r, i): RowPlan<TeacherInsert> => {
      const v = r.values;
      const issues = new RowIssues(ctx.op, r.row, byRow.get(r.row));
      const code = text(v.employeeCode);
      if (code !== null && f.teachers.has(code)) issues.add('employeeCode', 'taken', `${code} is already taken by another staff member`);
      const centre = f.centres.rowCentre(text(v.centre), issues);
      const roleName = text(v.role);
      const role = roleName === null ? undefined : f.roles.get(fold(roleName));
      if (roleName !== null && !role) issues.add('role', 'unknown-role', `"${roleName}" is not a ${ctx.entity.noun.toLowerCase()} role; use one of: ${roleList}`);
      const subjectIds: number[] = [];
      for (const name of list(v.subjects)) {
        const subject = f.subjects.get(fold(name));
        if (subject) subjectIds.push(subject.id);
        else issues.add('subjects', 'unknown-subject', `"${name}" is not a subject; use the names in the Subject List`);
      }
      const email = text(v.emailId), mobile = text(v.mobile);
      const preview = {
        sNo: String(i + 1), employeeCode: code ?? '', name: text(v.name) ?? '', centre: centre?.name ?? '', newCentre: centre?.name ?? '',
        role: role?.name ?? roleName ?? '', subjects: names(subjectIds, (id) => f.subjectNames.get(id) ?? ''),
        emailId: email ? maskEmail(email) : '', mobile: mobile ? maskMobile(mobile) : '',
      };
      const write = issues.ok && centre && role ? {
        employeeCode: code!, name: text(v.name)!, roleId: role.id, centreId: centre.id, subjectIds, emailId: email, mobile,
      } : null;
      return { row: r.row, errors: issues.errors, change: write ? 'create' : null, preview, write };
    });
  },
  apply: (tx, ctx, writes, progress) => insertTeachers(tx, ctx.orgId, ctx.entity.kind, writes, progress),
};

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
  apply: (tx, _ctx, writes, progress) => moveTeachers(tx, writes, progress),
};
