// The SQL of attendance: the classes that have begun with their marks counted, one class's roster, saving a class's
// marks in one statement, and the summary per batch or student. Scoped like every list: a centre admin's centres.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Principal } from '../db/repos/users.js';
import { writeAudit } from '../db/repos/audit.js';
import { forbidden, notFound, unprocessable } from '../http/envelope.js';
import { ATTENDANCE_MESSAGES, type AttendanceMark } from '../../schemas/attendance.js';
import { scopeCentreIds } from '../entities/supportRepo.js';
import { classBegun } from './time.js';
import { intArray } from '../db/params.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

export interface ClassFilters { centre: number[]; batch: number[]; marked?: string; classDateFrom?: string; classDateTo?: string; page: number; limit: number }

function classConditions(p: Principal, q: Omit<ClassFilters, 'page' | 'limit'>): SQL {
  const parts: SQL[] = [sql`c.org_id = ${p.orgId ?? -1}`, sql`c.centre_id = any(${intArray(scopeCentreIds(p))})`, sql`c.status = 'active'`, classBegun(sql`c`)];
  if (q.centre.length) parts.push(sql`c.centre_id = any(${intArray(q.centre)})`);
  if (q.batch.length) parts.push(sql`c.batch_id = any(${intArray(q.batch)})`);
  if (q.classDateFrom) parts.push(sql`c.class_date >= ${q.classDateFrom}::date`);
  if (q.classDateTo) parts.push(sql`c.class_date <= ${q.classDateTo}::date`);
  const marked = sql`exists (select 1 from attendance_marks m where m.class_id = c.id)`;
  if (q.marked === 'Marked') parts.push(marked);
  if (q.marked === 'Not marked') parts.push(sql`not ${marked}`);
  return sql.join(parts, sql` and `);
}

/** A page of the classes that have begun, latest first, each with its marks counted. */
export async function listClasses(db: Db, p: Principal, q: ClassFilters) {
  const where = classConditions(p, q);
  const res = await db.execute(sql`select c.id, ce.name as centre, c.centre_id as "centreId", b.batch_code as batch, c.batch_id as "batchId",
      s.name as subject, t.name as faculty, c.class_date::text as "classDate", c.start_time as "startTime", c.end_time as "endTime",
      coalesce(m.present, 0)::int as present, coalesce(m.absent, 0)::int as absent, coalesce(m.late, 0)::int as late,
      case when m.total > 0 then 'Marked' else 'Not marked' end as marked
    from time_table_classes c join centres ce on ce.id = c.centre_id join batches b on b.id = c.batch_id
      join subjects s on s.id = c.subject_id join teachers t on t.id = c.teacher_id
      left join lateral (select count(*) as total, count(*) filter (where mark = 'present') as present,
        count(*) filter (where mark = 'absent') as absent, count(*) filter (where mark = 'late') as late
        from attendance_marks am where am.class_id = c.id) m on true
    where ${where} order by c.class_date desc, c.start_time desc, c.id desc limit ${q.limit} offset ${(q.page - 1) * q.limit}`);
  const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from time_table_classes c where ${where}`));
  return { rows: rowsOf<Record<string, unknown>>(res), totalCount: n };
}

interface ClassRow { id: number; centre: string; batch: string; batchId: number; subject: string; faculty: string; classDate: string; startTime: string; endTime: string; status: string; begun: boolean; markedAt: string | null }

async function classInScope(db: Db, p: Principal, id: number, lock = false): Promise<ClassRow> {
  const [row] = rowsOf<ClassRow>(await db.execute(sql`select c.id, ce.name as centre, b.batch_code as batch, c.batch_id as "batchId", s.name as subject,
      t.name as faculty, c.class_date::text as "classDate", c.start_time as "startTime", c.end_time as "endTime", c.status, ${classBegun(sql`c`)} as begun,
      (select max(marked_at)::text from attendance_marks m where m.class_id = c.id) as "markedAt"
    from time_table_classes c join centres ce on ce.id = c.centre_id join batches b on b.id = c.batch_id
      join subjects s on s.id = c.subject_id join teachers t on t.id = c.teacher_id
    where c.id = ${id} and c.org_id = ${p.orgId ?? -1}${lock ? sql` for update of c` : sql``}`));
  if (!row) throw notFound();
  if (!(await inScope(db, p, id))) throw forbidden();
  return row;
}

async function inScope(db: Db, p: Principal, id: number): Promise<boolean> {
  return rowsOf(await db.execute(sql`select 1 from time_table_classes where id = ${id} and centre_id = any(${intArray(scopeCentreIds(p))})`)).length > 0;
}

/** The students of the class: its batch's active students, and any other already marked for it (moved since). */
async function rosterOf(db: Db, cls: ClassRow) {
  return rowsOf<{ id: number; enrolmentNo: string; name: string; mark: AttendanceMark | null }>(await db.execute(sql`
    select s.id, s.enrolment_no as "enrolmentNo", s.name, m.mark from students s
      left join attendance_marks m on m.student_id = s.id and m.class_id = ${cls.id}
    where (s.batch_id = ${cls.batchId} and s.status = 'active') or m.id is not null order by s.name, s.enrolment_no`));
}

export async function classRoster(db: Db, p: Principal, id: number) {
  const cls = await classInScope(db, p, id);
  const { begun: _begun, batchId: _batch, ...shown } = cls;
  return { class: shown, students: await rosterOf(db, cls) };
}

/** Every student of the class marked, in one statement; a class not yet begun or cancelled, or a stranger, is refused. */
export async function saveMarks(db: Db, p: Principal, id: number, marks: readonly { studentId: number; mark: AttendanceMark }[]): Promise<number> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const cls = await classInScope(tx, p, id, true);
    if (cls.status !== 'active') throw unprocessable(ATTENDANCE_MESSAGES.cancelled);
    if (!cls.begun) throw unprocessable(ATTENDANCE_MESSAGES.notYet);
    const roster = new Set((await rosterOf(tx, cls)).map((s) => s.id));
    if (marks.some((m) => !roster.has(m.studentId))) throw unprocessable(ATTENDANCE_MESSAGES.notInBatch);
    const given = new Set(marks.map((m) => m.studentId));
    const missing = [...roster].filter((s) => !given.has(s)).length;
    if (missing > 0) throw unprocessable(ATTENDANCE_MESSAGES.unmarked(missing));
    await upsertMarks(tx, p.orgId!, p.userId, marks.map((m) => ({ classId: id, ...m })));
    await writeAudit(tx, { userId: p.userId, action: 'attendance', entity: 'attendance', entityIds: [id], details: { marks: marks.length } });
    return marks.length;
  });
}

export interface MarkWrite { classId: number; studentId: number; mark: AttendanceMark }

/** Marks set anew, in one statement per call: a student marked again for a class keeps one row. */
export async function upsertMarks(tx: Db, orgId: number, userId: number, marks: readonly MarkWrite[]): Promise<void> {
  if (marks.length === 0) return;
  await tx.execute(sql`insert into attendance_marks (org_id, class_id, student_id, mark, marked_by)
    select ${orgId}, u.c, u.s, u.m, ${userId} from json_to_recordset(${JSON.stringify(marks.map((m) => ({ c: m.classId, s: m.studentId, m: m.mark })))}::json) as u(c int, s int, m text)
    on conflict (class_id, student_id) do update set mark = excluded.mark, marked_by = excluded.marked_by, marked_at = now()`);
}

export interface SummaryQuery { by: 'batch' | 'student'; centre: number[]; batch: number[]; from?: string; to?: string; page: number; limit: number }

/** Marks per batch or per student over the range: classes marked, present, absent, late, and the share attended. */
export async function attendanceSummary(db: Db, p: Principal, q: SummaryQuery) {
  const where = classConditions(p, { centre: q.centre, batch: q.batch, classDateFrom: q.from, classDateTo: q.to });
  const counts = sql`count(distinct c.id)::int as classes, count(*) filter (where am.mark = 'present')::int as present,
      count(*) filter (where am.mark = 'absent')::int as absent, count(*) filter (where am.mark = 'late')::int as late,
      round(100.0 * count(*) filter (where am.mark <> 'absent') / nullif(count(*), 0), 1)::float as "attendedPercent"`;
  const marks = sql`from time_table_classes c join attendance_marks am on am.class_id = c.id`;
  const page = sql`order by 2, 1 limit ${q.limit} offset ${(q.page - 1) * q.limit}`;
  // Per batch, no student is read; per student, each student once, after the marks are counted (read for every
  // mark, the students were half of a batch summary's time on PGlite, and a per-student month 0.8 s on PostgreSQL).
  const res = await db.execute(q.by === 'batch'
    ? sql`select c.batch_id as id, max(b.batch_code) as name, max(ce.name) as detail, ${counts}, count(*) over ()::int as "__total"
      ${marks} join batches b on b.id = c.batch_id join centres ce on ce.id = c.centre_id where ${where} group by c.batch_id ${page}`
    : sql`select g.id, st.name, st.enrolment_no as detail, g.classes, g.present, g.absent, g.late, g."attendedPercent", count(*) over ()::int as "__total"
      from (select am.student_id as id, ${counts} ${marks} where ${where} group by am.student_id) g join students st on st.id = g.id ${page}`);
  const rows = rowsOf<Record<string, unknown>>(res);
  const totalCount = rows.length ? Number(rows[0].__total) : 0;
  for (const r of rows) delete r.__total;
  return { rows, totalCount };
}

/** The centre of a class, for re-checking only its alerts after its marks are saved. */
export async function classCentres(db: Db, id: number): Promise<number[]> {
  return rowsOf<{ centreId: number }>(await db.execute(sql`select centre_id as "centreId" from time_table_classes where id = ${id}`)).map((r) => r.centreId);
}
