// PTM schedules against the database: centre, student, class, batch and subjects resolved in the user's scope, then
// the clash check: one student, or one batch, booked twice at overlapping times is an error on both rows, whether
// the other booking is in the file or already stored. A row that names a stored meeting's student and start time
// (the natural key) updates that meeting, so a fixed file uploaded again creates no duplicates. Attendees change
// only where the sheet has their columns: the error file, which has the spec's nine columns only, keeps them.
import type { Db } from '../../db/client.js';
import { normalizeHeader, type ParsedRow, type ParsedValue, type UploadOperation } from '../../../schemas/index.js';
import { attendeeKeys, PTM_ATTENDEES, PTM_DEFAULT_COUNTRY_CODE, ptmTimeMs, type PtmAttendeeKind } from '../../../schemas/ptm.js';
import { allSubjects, batchesOfCentres, centresOfOrg, studentsByEnrolment, type StudentFact } from '../db/lookups.js';
import { meetingsNear, upsertMeetings, type AttendeeWrite, type MeetingWrite, type StoredMeeting } from '../../ptm/repo.js';
import { BatchIndex, CentreIndex, fold } from './facts.js';
import { distinctTexts, errorsByRow, inOrder, list, RowIssues, text, type OperationPlanner, type PlanContext, type RowPlan } from './types.js';

interface Booking { index: number; row: number; studentId: number; batchId: number; startMs: number; endMs: number; enrolmentNo: string; batch: string }

async function loadFacts(db: Db, ctx: PlanContext, rows: readonly ParsedRow[]) {
  const [centres, batches, students, subjects] = await inOrder(
    () => centresOfOrg(db, ctx.orgId), () => batchesOfCentres(db, [...ctx.scope]), () => studentsByEnrolment(db, ctx.orgId, distinctTexts(rows, 'enrolmentNo')), () => allSubjects(db),
  );
  return {
    centres: new CentreIndex(centres, ctx), batches: new BatchIndex(batches),
    students, subjects: new Map(subjects.map((s) => [fold(s.name), s.name])),
  };
}
type Facts = Awaited<ReturnType<typeof loadFacts>>;

function student(f: Facts, code: string, centreId: number, cls: string | null, issues: RowIssues): StudentFact | undefined {
  const s = f.students.get(code);
  if (!s) issues.add('enrolmentNo', 'unknown-student', `there is no student with enrolment number ${code}`);
  else if (!f.centres.inScope(s.centreId)) issues.add('enrolmentNo', 'out-of-scope', `student ${code} is at ${f.centres.nameOf(s.centreId)}, which is not one of your centres`);
  else if (s.centreId !== centreId) issues.add('enrolmentNo', 'other-centre', `student ${code} is at ${f.centres.nameOf(s.centreId)}, not ${f.centres.nameOf(centreId)}`);
  else if (s.status !== 'active') issues.add('enrolmentNo', 'inactive-student', `student ${code} is ${s.status}`);
  else if (cls !== null && s.class !== cls) issues.add('class', 'student-class', `student ${code} is in class ${s.class}, not ${cls}`);
  else return s;
  return undefined;
}

function attendees(v: Readonly<Record<string, ParsedValue>>, s: StudentFact): AttendeeWrite[] {
  const out: AttendeeWrite[] = [];
  for (const kind of PTM_ATTENDEES) {
    const k = attendeeKeys(kind);
    const name = text(v[k.name]);
    if (name === null) continue;
    out.push({ kind, salutation: text(v[k.salutation]), name, emailId: text(v[k.email]), mobile: text(v[k.mobile]), countryCode: text(v[k.countryCode]) ?? PTM_DEFAULT_COUNTRY_CODE });
  }
  // The student always attends; named from the records when the sheet leaves the student's cells empty.
  if (!out.some((a) => a.kind === 'student')) out.unshift({ kind: 'student', salutation: null, name: s.name, emailId: null, mobile: null, countryCode: PTM_DEFAULT_COUNTRY_CODE });
  return out;
}

/**
 * The attendee kinds whose columns the sheet has (any of the kind's five). Only those kinds are replaced on a stored
 * meeting: a sheet without them (the 422 error file: S. No … Subjects, Error) must not wipe what was uploaded before.
 */
export function attendeeKindsIn(op: UploadOperation, headers: readonly string[] | undefined): PtmAttendeeKind[] {
  if (!headers) return [...PTM_ATTENDEES];
  const present = new Set(headers.map(normalizeHeader));
  const headerOf = (key: string) => normalizeHeader(op.columns.find((c) => c.key === key)?.header ?? key);
  return PTM_ATTENDEES.filter((kind) => Object.values(attendeeKeys(kind)).some((key) => present.has(headerOf(key))));
}

const keyOf = (studentId: number, startMs: number) => `${studentId}|${startMs}`;

/**
 * Overlaps within groups of bookings (by student, or by batch): sorted by start, each booking is compared with the
 * earlier one that ends last, which is the one it overlaps if it overlaps any. n log n for 100,000 rows.
 */
function overlaps(bookings: readonly Booking[], groupOf: (b: Booking) => number, report: (a: Booking, b: Booking) => void): void {
  const sorted = [...bookings].sort((a, b) => groupOf(a) - groupOf(b) || a.startMs - b.startMs || a.row - b.row);
  let last: Booking | null = null;
  for (const b of sorted) {
    if (last && groupOf(last) === groupOf(b) && b.startMs < last.endMs) report(last, b);
    if (!last || groupOf(last) !== groupOf(b) || b.endMs > last.endMs) last = b;
  }
}

const hhmm = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

function clashChecks(bookings: Booking[], stored: StoredMeeting[], issues: RowIssues[]): void {
  const byStudent = (a: Booking, b: Booking) => {
    for (const x of [a, b]) {
      issues[x.index].add('startTime', 'student-clash', `student ${x.enrolmentNo} is booked at overlapping times in rows ${Math.min(a.row, b.row)} and ${Math.max(a.row, b.row)}`);
    }
  };
  overlaps(bookings, (b) => b.studentId, byStudent);
  overlaps(bookings, (b) => b.batchId, (a, b) => {
    if (a.studentId === b.studentId) return;
    for (const x of [a, b]) {
      issues[x.index].add('startTime', 'batch-clash', `batch ${x.batch} is booked at overlapping times in rows ${Math.min(a.row, b.row)} and ${Math.max(a.row, b.row)}`);
    }
  });
  // Stored meetings the file itself rewrites (same student and start) are checked as the file's rows, not twice.
  const inFile = new Set(bookings.map((b) => keyOf(b.studentId, b.startMs)));
  const others = stored.filter((m) => !inFile.has(keyOf(m.studentId, m.startMs)));
  if (others.length === 0) return;
  for (const b of bookings) {
    const hit = others.find((m) => (m.studentId === b.studentId || m.batchId === b.batchId) && m.startMs < b.endMs && m.endMs > b.startMs);
    if (!hit) continue;
    const who = hit.studentId === b.studentId ? `student ${b.enrolmentNo} already has` : `batch ${b.batch} already has`;
    issues[b.index].add('startTime', hit.studentId === b.studentId ? 'student-clash' : 'batch-clash',
      `${who} a meeting from ${hhmm(hit.startMs)} to ${hhmm(hit.endMs)}${hit.studentId === b.studentId ? '' : ` (student ${hit.enrolmentNo})`}`);
  }
}

export const ptmUpload: OperationPlanner<MeetingWrite> = {
  async plan(db, ctx, rows, sheetErrors, headers) {
    const f = await loadFacts(db, ctx, rows);
    const attendeeKinds = attendeeKindsIn(ctx.op, headers);
    const byRow = errorsByRow(sheetErrors);
    const issues = rows.map((r) => new RowIssues(ctx.op, r.row, byRow.get(r.row)));
    const drafts = rows.map((r, i) => {
      const v = r.values;
      const is = issues[i];
      const centre = f.centres.rowCentre(text(v.centre), is);
      const code = text(v.enrolmentNo);
      const s = centre && code !== null ? student(f, code, centre.id, text(v.class), is) : undefined;
      const batchCode = text(v.batch);
      const batch = centre && batchCode !== null ? f.batches.resolve(centre, batchCode, text(v.class), 'batch', is) : undefined;
      if (s && batch && s.batchId !== batch.id) is.add('batch', 'student-batch', `student ${s.enrolmentNo} is not in batch ${batch.batchCode}`);
      const subjects = list(v.subjects).map((name) => {
        const known = f.subjects.get(fold(name));
        if (!known) is.add('subjects', 'unknown-subject', `"${name}" is not a subject`);
        return known ?? name;
      });
      const startMs = typeof v.startTime === 'string' ? ptmTimeMs(v.startTime) : NaN;
      const endMs = typeof v.endTime === 'string' ? ptmTimeMs(v.endTime) : NaN;
      const preview = {
        centre: centre?.name ?? text(v.centre) ?? '', enrolmentNo: code ?? '', studentName: s?.name ?? '', class: text(v.class) ?? '',
        batch: batch?.batchCode ?? batchCode ?? '', startTime: text(v.startTime) ?? '', endTime: text(v.endTime) ?? '', subjects: subjects.join(', '),
      };
      // Only rows fine so far take part in the clash check: a broken row's clash would only repeat its error.
      const booking = s && batch && startMs < endMs && is.ok ? { index: i, row: r.row, studentId: s.id, batchId: batch.id, startMs, endMs, enrolmentNo: s.enrolmentNo, batch: batch.batchCode } : null;
      const write: MeetingWrite | null = s && batch && centre && booking
        ? { centreId: centre.id, batchId: batch.id, studentId: s.id, class: s.class, startMs, endMs, subjects, attendees: attendees(v, s), attendeeKinds } : null;
      return { preview, booking, write };
    });
    const bookings = drafts.flatMap((d) => (d.booking ? [d.booking] : []));
    const from = bookings.reduce((m, b) => Math.min(m, b.startMs), Infinity);
    const to = bookings.reduce((m, b) => Math.max(m, b.endMs), -Infinity);
    const stored = bookings.length === 0 ? [] : await meetingsNear(db, ctx.orgId,
      [...new Set(bookings.map((b) => b.studentId))], [...new Set(bookings.map((b) => b.batchId))], from, to);
    clashChecks(bookings, stored, issues);
    const storedKeys = new Set(stored.map((m) => keyOf(m.studentId, m.startMs)));
    return rows.map((r, i): RowPlan<MeetingWrite> => {
      const { preview, write } = drafts[i];
      const ok = issues[i].ok && write !== null;
      const change = ok ? (storedKeys.has(keyOf(write.studentId, write.startMs)) ? 'change' : 'create') : null;
      return { row: r.row, errors: issues[i].errors, change, preview, write: ok ? write : null };
    });
  },
  apply: (tx, ctx, writes, progress) => upsertMeetings(tx, ctx.orgId, ctx.userId, writes, progress),
};
