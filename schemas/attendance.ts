// Attendance (console-spec §2 route attendance, slot 154): for each class of the time table that has happened, each
// student of its batch present, absent or late. The list of classes with their attendance is a resource over the
// endpoint's own query (like the PTM view); the attendance sheet is an upload target beside the entities; marking
// one class is one request. A class "has attendance" once it has marks.
import { cellText, code, date, defineResource, ref, select, text, time } from './core';
import { defineUploadTarget } from './core/uploadTarget';
import type { CellResult } from './core/types';
import { attendanceClassQuery } from './api/attendance';

export const ATTENDANCE_ABILITY = 'Attendance';
export const ATTENDANCE_KIND = 'attendance';
export const ATTENDANCE_PREFIX = 'auth/attendance';
export const ATTENDANCE_MARKS = ['present', 'absent', 'late'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];
/** A mark by its key on the marking screen and its letter in a sheet. */
export const MARK_LETTERS: Readonly<Record<string, AttendanceMark>> = { p: 'present', a: 'absent', l: 'late' };
export const MARK_LABELS: Readonly<Record<AttendanceMark, string>> = { present: 'Present', absent: 'Absent', late: 'Late' };
/** Whether a class's attendance is marked: the list's filter and column. */
export const ATTENDANCE_STATES = ['Not marked', 'Marked'] as const;

export const ATTENDANCE_MESSAGES = {
  saved: 'Attendance saved',
  notYet: 'This class has not started yet: attendance can be marked once it has begun.',
  cancelled: 'This class was cancelled: it has no attendance to mark.',
  unmarked: (n: number) => `${n} student${n === 1 ? ' has' : 's have'} no mark yet: mark every student, or use "All present" first.`,
  notInBatch: 'Only students of the class\'s batch can be marked.',
} as const;

/** P, A or L (or the word), any case; answers the stored mark. */
export function readMark(cell: unknown): CellResult {
  const t = cellText(cell).toLowerCase();
  if (t === '') return { ok: true, value: null };
  const mark = MARK_LETTERS[t] ?? ATTENDANCE_MARKS.find((m) => m === t);
  return mark ? { ok: true, value: mark } : { ok: false, rule: 'not-a-mark', message: 'must be P (present), A (absent) or L (late)' };
}

/** The classes of the time table with their attendance: what the Attendance page lists. */
export const attendanceClasses = defineResource({
  kind: 'attendance',
  label: 'Attendance',
  noun: 'Class',
  menuLabel: 'Attendance',
  access: { list: ATTENDANCE_ABILITY },
  api: { list: `${ATTENDANCE_PREFIX}/classes`, listRequest: { method: 'GET', sort: false, query: attendanceClassQuery } },
  table: { name: 'time_table_classes' },
  fields: {
    centre: ref('centre', { label: 'Centre' }),
    batch: ref('batch', { label: 'Batch' }),
    subject: ref('subject', { label: 'Subject' }),
    faculty: ref('teacher', { label: 'Faculty' }),
    classDate: date({ label: 'Class Date' }),
    startTime: time({ label: 'Start Time' }),
    endTime: time({ label: 'End Time' }),
    marked: select({ label: 'Attendance', options: ATTENDANCE_STATES }),
    present: text({ label: 'Present' }),
    absent: text({ label: 'Absent' }),
    late: text({ label: 'Late' }),
  },
  list: {
    sortKeys: ['classDate'],
    defaultSort: { field: 'classDate', order: 'desc' },
    filters: { centre: 'centre', batch: { field: 'batch', dependsOn: 'centre' }, marked: 'marked' },
    dateRanges: ['classDate'],
    pageSize: 20,
  },
});

/** The attendance sheet: one row per student and class, the class named by its batch, date and start time. */
export const attendanceSheet = defineUploadTarget({
  kind: ATTENDANCE_KIND,
  label: 'Attendance',
  noun: 'Attendance',
  access: { list: ATTENDANCE_ABILITY },
  table: { name: 'attendance_marks' },
  downloadName: 'Attendance',
  preview: {
    loaderText: 'Generating Attendance Preview',
    columns: [
      { key: 'batch', label: 'Batch' }, { key: 'classDate', label: 'Class Date' }, { key: 'startTime', label: 'Start Time' },
      { key: 'enrolmentNo', label: 'Enrollment No' }, { key: 'studentName', label: 'Student Name' }, { key: 'mark', label: 'Mark' },
    ],
  },
  operations: [{
    key: 'upload',
    label: 'upload',
    tab: 'UPLOAD',
    path: `${ATTENDANCE_PREFIX}/upload`,
    alwaysMultiCentre: true,
    columns: [
      { key: 'centre', field: text({ label: 'Centre' }), required: true, example: 'Delhi South Extension' },
      { key: 'batch', field: text({ label: 'Batch' }), required: true, example: 'DEL-JEEA-11-A' },
      { key: 'classDate', field: date({ label: 'Class Date' }), required: true, example: '2026-11-23' },
      { key: 'startTime', field: time({ label: 'Start Time' }), required: true, example: '09:00' },
      { key: 'enrolmentNo', field: code({ label: 'Enrollment No' }), required: true, example: 'DEL000001' },
      { key: 'mark', field: { kind: 'text', label: 'Mark', parse: readMark }, required: true, example: 'P' },
    ],
  }],
});
