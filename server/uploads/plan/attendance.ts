// The attendance sheet against the database: each row's class found by its centre, batch, date and start time (an
// active class of the time table that has begun), its student by enrolment number among the class's batch, one row
// per class and student in the file (a repeat names both rows), and the mark against the one already stored.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ParsedRow } from '../../../schemas/index.js';
import { MARK_LABELS, type AttendanceMark } from '../../../schemas/attendance.js';
import { upsertMarks, type MarkWrite } from '../../attendance/repo.js';
import { classBegun } from '../../attendance/time.js';
import { batchesOfCentres, centresOfOrg, studentsByEnrolment } from '../db/lookups.js';
import { inChunks } from '../db/writes.js';
import { BatchIndex, CentreIndex } from './facts.js';
import { distinctTexts, errorsByRow, RowIssues, text, type OperationPlanner, type RowPlan } from './types.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
interface ClassFact { key: string; id: number; batchId: number; begun: boolean }
const classKey = (batchId: number, date: string, start: string) => `${batchId}|${date}|${start}`;

/** The active classes these (batch, date, start) name, in one query. */
async function classesNamed(db: Db, orgId: number, wanted: readonly { b: number; d: string; s: string }[]): Promise<Map<string, ClassFact>> {
  if (wanted.length === 0) return new Map();
  const res = await db.execute(sql`select c.id, c.batch_id as "batchId", c.class_date::text as d, c.start_time as s, ${classBegun(sql`c`)} as begun
    from json_to_recordset(${JSON.stringify(wanted)}::json) as u(b int, d date, s text)
    join time_table_classes c on c.batch_id = u.b and c.class_date = u.d and c.start_time = u.s
    where c.org_id = ${orgId} and c.status = 'active'`);
  return new Map(rowsOf<ClassFact & { d: string; s: string }>(res).map((c) => [classKey(c.batchId, c.d, c.s), c]));
}

async function storedMarks(db: Db, pairs: readonly { c: number; s: number }[]): Promise<Map<string, string>> {
  if (pairs.length === 0) return new Map();
  const res = await db.execute(sql`select m.class_id as c, m.student_id as s, m.mark from json_to_recordset(${JSON.stringify(pairs)}::json) as u(c int, s int)
    join attendance_marks m on m.class_id = u.c and m.student_id = u.s`);
  return new Map(rowsOf<{ c: number; s: number; mark: string }>(res).map((m) => [`${m.c}|${m.s}`, m.mark]));
}

/** Each row's class and student, or its issues; nothing is looked up row by row. */
async function readRows(db: Db, ctx: Parameters<OperationPlanner['plan']>[1], rows: readonly ParsedRow[], issues: RowIssues[]) {
  const centres = new CentreIndex(await centresOfOrg(db, ctx.orgId), ctx);
  const batches = new BatchIndex(await batchesOfCentres(db, [...ctx.scope]));
  const placed = rows.map((r, i) => {
    const centre = text(r.values.centre) === null ? undefined : centres.resolve(text(r.values.centre)!, 'centre', issues[i]);
    const code = text(r.values.batch);
    const batch = centre && code !== null ? batches.find(centre.id, code) : undefined;
    if (centre && code !== null && !batch) issues[i].add('batch', 'unknown-batch', `there is no batch "${code}" at ${centre.name}`);
    return { batch, date: text(r.values.classDate), start: text(r.values.startTime) };
  });
  const wanted = placed.flatMap((p) => (p.batch && p.date && p.start ? [{ b: p.batch.id, d: p.date, s: p.start }] : []));
  const classes = await classesNamed(db, ctx.orgId, wanted);
  const students = await studentsByEnrolment(db, ctx.orgId, distinctTexts(rows, 'enrolmentNo'));
  return placed.map((p, i) => {
    const is = issues[i];
    const cls = p.batch && p.date && p.start ? classes.get(classKey(p.batch.id, p.date, p.start)) : undefined;
    if (p.batch && p.date && p.start && !cls) is.add('startTime', 'unknown-class', `batch ${p.batch.batchCode} has no class at ${p.start} on ${p.date} in the time table`);
    else if (cls && !cls.begun) is.add('classDate', 'not-yet', `the class at ${p.start} on ${p.date} has not begun yet`);
    const code = text(rows[i].values.enrolmentNo);
    const student = code === null ? undefined : students.get(code);
    if (code !== null && !student) is.add('enrolmentNo', 'unknown-student', `there is no student with enrolment number ${code}`);
    else if (student && p.batch && student.batchId !== p.batch.id) is.add('enrolmentNo', 'not-in-batch', `${student.name} (${code}) is not a student of batch ${p.batch.batchCode}`);
    return { cls, student, batchCode: p.batch?.batchCode ?? text(rows[i].values.batch) ?? '' };
  });
}

export const attendanceUpload: OperationPlanner<MarkWrite> = {
  async plan(db, ctx, rows, sheetErrors) {
    const byRow = errorsByRow(sheetErrors);
    const issues = rows.map((r) => new RowIssues(ctx.op, r.row, byRow.get(r.row)));
    const read = await readRows(db, ctx, rows, issues);
    const seen = new Map<string, number>();
    read.forEach((x, i) => {
      if (!x.cls || !x.student) return;
      const key = `${x.cls.id}|${x.student.id}`;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, rows[i].row);
      else issues[i].add('enrolmentNo', 'duplicate', `${x.student.enrolmentNo} is marked for this class twice (rows ${first} and ${rows[i].row})`);
    });
    const stored = await storedMarks(db, read.flatMap((x) => (x.cls && x.student ? [{ c: x.cls.id, s: x.student.id }] : [])));
    return rows.map((r, i): RowPlan<MarkWrite> => {
      const { cls, student, batchCode } = read[i];
      const mark = text(r.values.mark) as AttendanceMark | null;
      const preview = { batch: batchCode, classDate: text(r.values.classDate) ?? '', startTime: text(r.values.startTime) ?? '',
        enrolmentNo: text(r.values.enrolmentNo) ?? '', studentName: student?.name ?? '', mark: mark ? MARK_LABELS[mark] : '' };
      if (!issues[i].ok || !cls || !student || !mark) return { row: r.row, errors: issues[i].errors, change: null, preview, write: null };
      const before = stored.get(`${cls.id}|${student.id}`);
      const change = before === undefined ? 'create' : before === mark ? 'unchanged' : 'change';
      return { row: r.row, errors: [], change, preview, write: change === 'unchanged' ? null : { classId: cls.id, studentId: student.id, mark } };
    });
  },
  apply: (tx, ctx, writes, progress) => inChunks(writes, (chunk) => upsertMarks(tx, ctx.orgId, ctx.userId, chunk), progress),
};
