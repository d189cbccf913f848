// Parent-teacher meeting schedules (entities-spec §2-§9): the upload sheet (one meeting per row: centre, student,
// class, batch, start and end time, subjects, and up to four attendees), its PTM variants of the email and mobile
// rules, and the constants of the view. Not a listed entity kind: an upload target beside the entities.
import { cellText } from './core/convert';
import { classLevel, code, name, ref, select, text } from './core/fields';
import { defineUploadTarget } from './core/uploadTarget';
import { QUESTION_TYPES } from './questionTypes';
import type { CellResult, FieldSpec, ParsedValue, RowRule } from './core/types';

export const PTM_KIND = 'ptm';
export const PTM_PREFIX = 'auth/ptm';
export const PTM_ABILITY = 'PTM Schedule';

export const PTM_MESSAGES = {
  pastTime: 'Selected time can not be in the past',
  startBeforeEnd: 'Start time must be less than end time',
  noStudents: 'No student found for the selected Academic Year',
  email: 'must be an email address like name@example.com whose last part has 2 to 4 letters',
  mobile: 'must be exactly 10 or 11 digits',
  dateTime: 'must be a date and time written as yyyy-mm-dd hh:mm or dd/mm/yyyy hh:mm',
} as const;

/** entities-spec §9. */
export const PTM_LIST = { pageSize: 8, maxPageTabs: 6, earliestAcademicYear: 2015, dateFormat: 'yyyy-MM-dd' } as const;
export const PTM_DEFAULT_COUNTRY_CODE = '+91';
export const PTM_STUDENT_FILE = 'PTMStudentDetails.xlsx';
export const PTM_SALUTATIONS = ['Mr.', 'Mrs.', 'Miss'] as const;
export const PTM_ATTENDEES = ['student', 'father', 'mother', 'guardian'] as const;
export type PtmAttendeeKind = (typeof PTM_ATTENDEES)[number];
/** The four question types, shared with the teacher-feedback question master (questionTypes.ts). */
export const PTM_QUESTION_TYPES = QUESTION_TYPES;
/** The error file of a failed upload (entities-spec §2). */
export const PTM_ERROR_COLUMNS = ['S. No', 'Centre', 'Enrollment No', 'Class', 'Batch', 'Start Time', 'End Time', 'Subjects', 'Error'] as const;

/** entities-spec §5, PTM variants: a top-level part of 2-4 letters; exactly 10 or 11 digits. */
export const PTM_EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;
export const PTM_MOBILE_PATTERN = /^\d{10,11}$/;
const COUNTRY_CODE = /^\+\d{1,3}$/;

const ok = (value: ParsedValue): CellResult => ({ ok: true, value });
const fail = (rule: string, message: string): CellResult => ({ ok: false, rule, message });

export function readPtmEmail(cell: unknown): CellResult {
  const t = cellText(cell);
  if (t === '') return ok(null);
  return t.length <= 254 && PTM_EMAIL_PATTERN.test(t) ? ok(t) : fail('email-format', PTM_MESSAGES.email);
}

export function readPtmMobile(cell: unknown): CellResult {
  const t = cellText(cell).replace(/[\s-]/g, '');
  if (t === '') return ok(null);
  return PTM_MOBILE_PATTERN.test(t) ? ok(t) : fail('mobile-format', PTM_MESSAGES.mobile);
}

function readCountryCode(cell: unknown): CellResult {
  const t = cellText(cell).replace(/\s/g, '');
  if (t === '') return ok(null);
  const withPlus = t.startsWith('+') ? t : `+${t}`;
  return COUNTRY_CODE.test(withPlus) ? ok(withPlus) : fail('country-code', 'must be + and 1 to 3 digits, like +91');
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A moment as the sheet writes it: 'yyyy-MM-dd HH:mm', in UTC (the view's days run T00:00:00.000Z to T23:59:59.999Z). */
export const formatPtmTime = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
/** 'yyyy-MM-dd HH:mm' (UTC) → epoch ms. */
export const ptmTimeMs = (value: string) => Date.parse(`${value.replace(' ', 'T')}:00.000Z`);

const ISO_TIME = /^(\d{4})-(\d{1,2})-(\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?Z?$/;
const DMY_TIME = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d{2})(?::(\d{2}))?(?: ?([AaPp][Mm]))?$/;

function moment(y: number, mo: number, d: number, h: number, mi: number): CellResult {
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60;
  return real ? ok(formatPtmTime(date)) : fail('date-invalid', 'is not a real date and time');
}

/** Excel date-time serials, 'yyyy-MM-dd HH:mm' and 'dd/MM/yyyy HH:mm [AM|PM]'; answers 'yyyy-MM-dd HH:mm'. */
export function readPtmTime(cell: unknown): CellResult {
  const t = cellText(cell);
  if (t === '') return ok(null);
  const serial = typeof cell === 'number' ? cell : /^\d{5}(?:\.\d+)?$/.test(t) ? Number(t) : null;
  if (serial !== null) {
    // Excel's day 0 is 1899-12-30; rounded to the minute, as a clerk types times.
    const ms = Math.round(((serial - 25_569) * 86_400_000) / 60_000) * 60_000;
    return serial > 0 && serial < 73_415 ? ok(formatPtmTime(new Date(ms))) : fail('date-format', PTM_MESSAGES.dateTime);
  }
  const iso = ISO_TIME.exec(t);
  if (iso) return moment(+iso[1], +iso[2], +iso[3], +iso[4], +iso[5]);
  const dmy = DMY_TIME.exec(t);
  if (!dmy) return fail('date-format', PTM_MESSAGES.dateTime);
  let hour = +dmy[4];
  const half = dmy[7]?.toLowerCase();
  if (half && (hour < 1 || hour > 12)) return fail('date-invalid', 'is not a real date and time');
  if (half === 'pm' && hour < 12) hour += 12;
  if (half === 'am' && hour === 12) hour = 0;
  return moment(+dmy[3], +dmy[2], +dmy[1], hour, +dmy[5]);
}

const dateTime = (label: string, example: string): FieldSpec => ({ kind: 'date', label, example, parse: readPtmTime });
const ptmEmail = (label: string): FieldSpec => ({ kind: 'email', label, masked: true, parse: readPtmEmail });
const ptmMobile = (label: string): FieldSpec => ({ kind: 'mobile', label, masked: true, parse: readPtmMobile });
/** Columns the error file adds (S. No, Error): read and ignored, so a fixed error file uploads as it is. */
const ignored = (label: string): FieldSpec => ({ ...text({ label, maxLength: 10_000 }), parse: () => ok(null) });

const title = (k: PtmAttendeeKind) => k[0].toUpperCase() + k.slice(1);
export const attendeeKeys = (k: PtmAttendeeKind) =>
  ({ salutation: `${k}Salutation`, name: `${k}Name`, email: `${k}Email`, mobile: `${k}Mobile`, countryCode: `${k}CountryCode` }) as const;

/** The sample row's attendees: the guardian is left out whole, since any detail of theirs would need a name. */
const EXAMPLE_ATTENDEES: Record<PtmAttendeeKind, { salutation: string; name: string } | undefined> = {
  student: { salutation: 'Miss', name: 'Ananya Rao' },
  father: { salutation: 'Mr.', name: 'Ravi Rao' },
  mother: { salutation: 'Mrs.', name: 'Meera Rao' },
  guardian: undefined,
};

function attendeeColumns(k: PtmAttendeeKind) {
  const keys = attendeeKeys(k);
  const t = title(k);
  const example = EXAMPLE_ATTENDEES[k];
  return [
    { key: keys.salutation, field: select({ label: `${t} Salutation`, options: PTM_SALUTATIONS }), example: example?.salutation ?? '' },
    { key: keys.name, field: name({ label: `${t} Name` }), example: example?.name ?? '' },
    { key: keys.email, field: ptmEmail(`${t} Email`), example: k === 'father' ? 'ravi.rao@example.com' : '' },
    { key: keys.mobile, field: ptmMobile(`${t} Mobile`), example: k === 'father' ? '9876543210' : '' },
    { key: keys.countryCode, field: { ...text({ label: `${t} Country Code` }), parse: readCountryCode }, example: example ? PTM_DEFAULT_COUNTRY_CODE : '' },
  ];
}

const at = (v: ParsedValue | undefined) => (typeof v === 'string' ? ptmTimeMs(v) : NaN);

/** The clock is read when the row is checked: at preview and again when the job applies it. */
const notPast: RowRule = (v) => (at(v.startTime) < Date.now() ? { key: 'startTime', rule: 'past-time', message: PTM_MESSAGES.pastTime } : null);
const startBeforeEnd: RowRule = (v) =>
  (at(v.startTime) >= at(v.endTime) ? { key: 'endTime', rule: 'start-after-end', message: PTM_MESSAGES.startBeforeEnd } : null);
/** An attendee named in any cell needs a name. */
const attendeeNamed: RowRule = (v) => {
  for (const k of PTM_ATTENDEES) {
    const keys = attendeeKeys(k);
    const any = [keys.salutation, keys.email, keys.mobile].some((key) => v[key] !== null && v[key] !== undefined);
    if (any && !v[keys.name]) return { key: keys.name, rule: 'required', message: `must not be empty when other ${k} details are given` };
  }
  return null;
};

export const ptmSchedules = defineUploadTarget({
  kind: PTM_KIND,
  label: 'PTM Schedule',
  noun: 'PTM Schedule',
  access: { list: PTM_ABILITY },
  table: { name: 'ptm_schedules' },
  downloadName: 'PTM_Schedule',
  resultFile: { headers: PTM_ERROR_COLUMNS, serial: 'S. No', error: 'Error' },
  preview: {
    loaderText: 'Generating PTM Schedule Preview',
    columns: [
      { key: 'centre', label: 'Centre' }, { key: 'enrolmentNo', label: 'Enrollment No' }, { key: 'studentName', label: 'Student Name' },
      { key: 'class', label: 'Class' }, { key: 'batch', label: 'Batch' }, { key: 'startTime', label: 'Start Time' },
      { key: 'endTime', label: 'End Time' }, { key: 'subjects', label: 'Subjects' },
    ],
  },
  operations: [{
    key: 'upload',
    label: 'upload',
    tab: 'UPLOAD',
    path: `${PTM_PREFIX}/schedule/upload`,
    alwaysMultiCentre: true,
    columns: [
      { key: 'serialNo', field: ignored('S. No') },
      { key: 'centre', field: ref('centre', { label: 'Centre' }), required: true, example: 'Delhi South Extension' },
      { key: 'enrolmentNo', field: code({ label: 'Enrollment No' }), required: true, example: 'DEL000001' },
      { key: 'class', field: classLevel({ label: 'Class' }), required: true, example: '11th' },
      { key: 'batch', field: ref('batch', { label: 'Batch' }), required: true, example: 'DEL-11-A' },
      { key: 'startTime', field: dateTime('Start Time', '2030-01-15 10:00'), required: true },
      { key: 'endTime', field: dateTime('End Time', '2030-01-15 10:15'), required: true },
      { key: 'subjects', field: ref('subject', { label: 'Subjects', multiple: true }), required: true, example: 'Physics, Chemistry' },
      ...PTM_ATTENDEES.flatMap(attendeeColumns),
      { key: 'error', field: ignored('Error') },
    ],
    // No `unique`: a student twice at one time is an overlap, which the server's clash check reports with both rows.
    rowRules: [startBeforeEnd, notPast, attendeeNamed],
  }],
});
