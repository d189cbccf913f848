// Attendance of the time table's classes (console-spec §2, slot 154): one mark per student of the class's batch,
// present, absent or late. A class has its attendance once it has marks; marking it again replaces them.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timeTableClasses } from './derivedTables.generated.js';
import { students } from './entityTables.js';
import { organisations, users } from './tables.js';

export const ATTENDANCE_MARKS = ['present', 'absent', 'late'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

export const attendanceMarks = pgTable('attendance_marks', {
  id: serial('id').primaryKey(),
  orgId: integer('org_id').notNull().references(() => organisations.id),
  classId: integer('class_id').notNull().references(() => timeTableClasses.id),
  studentId: integer('student_id').notNull().references(() => students.id),
  mark: text('mark').notNull(),
  markedBy: integer('marked_by').references(() => users.id),
  markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('attendance_marks_class_student').on(t.classId, t.studentId),
  index('attendance_marks_student').on(t.orgId, t.studentId, t.classId),
  // The foreign key's own check when a student is removed (an upload undone): one lookup per student, not a scan.
  index('attendance_marks_student_id').on(t.studentId),
  check('attendance_marks_mark', sql`${t.mark} in ('present', 'absent', 'late')`),
]);
