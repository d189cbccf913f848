// The operations reports the data supports today: time table and attendance, PTM, teaching hours, centre-batch-
// student-faculty counts, faculty feedback and the weekly closure. Each is a declaration; its SQL is in server/reports/queries.ts.
import { defineReport, type ReportColumn, type ReportSchema } from './define';

const text = (key: string, label: string): ReportColumn => ({ key, label, kind: 'text' });
const num = (key: string, label: string): ReportColumn => ({ key, label, kind: 'number' });
const pct = (key: string, label: string): ReportColumn => ({ key, label, kind: 'percent' });
const day = (key: string, label: string): ReportColumn => ({ key, label, kind: 'date' });

export const OPERATIONAL_REPORTS: readonly ReportSchema[] = [
  defineReport({
    key: 'time-table-and-attendance-report',
    description: 'Per batch: classes scheduled, cancelled and held in the range, how many had their attendance marked, and the share of students who attended.',
    params: ['centre', 'batch', 'dateRange'],
    columns: [text('centre', 'Centre'), text('batch', 'Batch'), num('scheduled', 'Classes Scheduled'), num('cancelled', 'Cancelled'),
      num('held', 'Held'), num('marked', 'Attendance Marked'), pct('markedPercent', 'Marked %'), pct('attendancePercent', 'Attendance %')],
    chart: { category: 'batch', series: ['markedPercent', 'attendancePercent'], title: 'Attendance marked and attended, by batch' },
  }),
  defineReport({
    key: 'ptm-report',
    description: 'Per batch: parent-teacher meetings scheduled and held in the range, with attendance marked, and the share attended.',
    params: ['centre', 'batch', 'dateRange'],
    columns: [text('centre', 'Centre'), text('batch', 'Batch'), num('scheduled', 'Meetings Scheduled'), num('held', 'Held'),
      num('marked', 'Attendance Marked'), pct('attendedPercent', 'Attended %')],
    chart: { category: 'batch', series: ['scheduled', 'held'], title: 'Meetings scheduled and held, by batch' },
  }),
  defineReport({
    key: 'teaching-hours-report',
    description: 'Per faculty: classes held in the range, the hours taught, and the batches and subjects taught.',
    params: ['centre', 'dateRange'],
    columns: [text('faculty', 'Faculty'), text('employeeCode', 'Emp Code'), text('centre', 'Centre'), num('classes', 'Classes Held'),
      { key: 'hours', label: 'Hours Taught', kind: 'hours' }, num('batches', 'Batches'), text('subjects', 'Subjects')],
    chart: { category: 'faculty', series: ['hours'], title: 'Hours taught, by faculty' },
  }),
  defineReport({
    key: 'centre-batch-student-faculty-report',
    description: 'Per centre: active batches, students and faculty, students and faculty per batch, and batches with no class in the range.',
    params: ['centre', 'dateRange'],
    columns: [text('centre', 'Centre'), num('batches', 'Active Batches'), num('students', 'Active Students'), num('faculty', 'Active Faculty'),
      num('studentsPerBatch', 'Students per Batch'), num('facultyPerBatch', 'Faculty per Batch'), num('batchesWithoutClass', 'Batches without a Class')],
    chart: { category: 'centre', series: ['batches', 'faculty'], title: 'Batches and faculty, by centre' },
  }),
  defineReport({
    key: 'faculty-feedback-report',
    description: 'Per faculty and centre: students\' feedback responses in the range, the ratings as a share of their scales, and the remarks written.',
    params: ['centre', 'batch', 'dateRange'],
    columns: [text('faculty', 'Faculty'), text('employeeCode', 'Emp Code'), text('centre', 'Centre'), num('responses', 'Responses'),
      num('rated', 'Ratings'), pct('ratingPercent', 'Rating %'), num('remarks', 'Remarks')],
    chart: { category: 'faculty', series: ['ratingPercent'], title: 'Rating %, by faculty' },
  }),
  defineReport({
    key: 'weekly-closure-report',
    description: 'Per centre and week: classes held and cancelled, attendance marked, and parent-teacher meetings held.',
    params: ['centre', 'dateRange'],
    columns: [day('week', 'Week of'), text('centre', 'Centre'), num('held', 'Classes Held'), num('cancelled', 'Cancelled'),
      pct('markedPercent', 'Attendance Marked %'), num('ptmsHeld', 'PTMs Held')],
  }),
];

export function reportByKey(key: string): ReportSchema | undefined {
  return OPERATIONAL_REPORTS.find((r) => r.key === key);
}
