// One reader per field kind: raw cell in, canonical value or a rule id with plain words out.
// Every reader treats an empty cell as null; whether null is allowed is decided by the operation column.
import { cellText, excelSerialToIso, formatIsoDate, isRealDate } from './convert';
import type { CellResult, ParsedValue } from './types';

const ok = (value: ParsedValue): CellResult => ({ ok: true, value });
const fail = (rule: string, message: string): CellResult => ({ ok: false, rule, message });

/** entities-spec §5: local part of letters, digits and . _ % + -, an @, a domain, a top-level part of 2+ letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
/** entities-spec §5: optional + and a 1-3 digit country code, then 9-15 digits. */
export const MOBILE_PATTERN = /^(?:\+\d{1,3})?\d{9,15}$/;
export const CODE_PATTERN = /^[A-Za-z0-9]+$/;
// Letters of any script (Indian names are not all ASCII), with spaces, dots, apostrophes and hyphens between.
const NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'-]*$/u;
// Control characters in a cell are invisible to the clerk and break exports.
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DMY_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

export const MOBILE_MESSAGE = 'must be 9 to 15 digits, optionally starting with + and a 1 to 3 digit country code';
export const EMAIL_MESSAGE = 'must be an email address like name@example.com';

function tooLong(text: string, max: number): CellResult | null {
  return text.length > max ? fail('too-long', `must be at most ${max} characters`) : null;
}

export function readText(cell: unknown, maxLength = 200): CellResult {
  const text = cellText(cell);
  if (text === '') return ok(null);
  if (CONTROL_CHARS.test(text)) return fail('control-characters', 'contains characters that cannot be typed');
  return tooLong(text, maxLength) ?? ok(text);
}

/** Enrolment numbers and employee codes: letters and digits only, kept as text so leading zeros survive. */
export function readCode(cell: unknown, maxLength = 20): CellResult {
  const text = cellText(cell);
  if (text === '') return ok(null);
  if (!CODE_PATTERN.test(text)) return fail('code-format', 'must contain only letters and digits (no spaces or symbols)');
  // Upper case so 'emp001' and 'EMP001' are seen as the same code.
  return tooLong(text, maxLength) ?? ok(text.toUpperCase());
}

export function readName(cell: unknown, maxLength = 100): CellResult {
  const text = cellText(cell).replace(/\s+/g, ' ');
  if (text === '') return ok(null);
  if (!NAME_PATTERN.test(text)) {
    return fail('name-format', "must start with a letter and contain only letters, spaces, dots, apostrophes and hyphens");
  }
  return tooLong(text, maxLength) ?? ok(text);
}

export function readEmail(cell: unknown): CellResult {
  const text = cellText(cell);
  if (text === '') return ok(null);
  if (text.length > 254 || !EMAIL_PATTERN.test(text)) return fail('email-format', EMAIL_MESSAGE);
  return ok(text);
}

export function readMobile(cell: unknown): CellResult {
  // Clerks type '+91 98765-43210'; spaces and hyphens carry no meaning, so they go before the rule applies.
  const text = cellText(cell).replace(/[\s-]/g, '');
  if (text === '') return ok(null);
  return MOBILE_PATTERN.test(text) ? ok(text) : fail('mobile-format', MOBILE_MESSAGE);
}

const DATE_MESSAGE = 'must be a date written as yyyy-mm-dd or dd/mm/yyyy';

/** Accepts yyyy-MM-dd, dd/MM/yyyy, Excel serial numbers and Dates; answers yyyy-MM-dd. */
export function readDate(cell: unknown): CellResult {
  if (typeof cell === 'number') return serialDate(cell);
  const text = cellText(cell);
  if (text === '') return ok(null);
  // A serial in a text-formatted cell is still a serial; five digits only, so a bare year '2024' is refused
  // rather than read as the 2024th day after 1900.
  if (/^\d{5}(?:\.\d+)?$/.test(text)) return serialDate(Number(text));
  const iso = ISO_DATE.exec(text);
  if (iso) return dayOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dmy = DMY_DATE.exec(text);
  if (dmy) return dayOf(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
  return fail('date-format', DATE_MESSAGE);
}

const TIME_MESSAGE = 'must be a time of day written as hh:mm (24-hour, like 14:30) or h:mm AM/PM';
const TIME_TEXT = /^(\d{1,2})[:.](\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?$/;

/** Accepts 14:30, 9:05, 2:30 PM, 14.30 and Excel's fraction of a day (0.5 = 12:00); answers HH:mm. */
/** A whole number from `min` to `max` (a planned order): digits, or a spreadsheet number without a fraction. */
export function readWhole(cell: unknown, min: number, max: number): CellResult {
  const text = typeof cell === 'number' ? String(cell) : cellText(cell);
  if (text === '') return ok(null);
  if (!/^-?\d{1,9}$/.test(text)) return fail('not-whole-number', `must be a whole number from ${min} to ${max}`);
  const n = Number(text);
  return n < min || n > max ? fail('out-of-range', `must be a whole number from ${min} to ${max}`) : ok(String(n));
}

export function readTime(cell: unknown): CellResult {
  if (typeof cell === 'number') return cell >= 0 && cell < 1 ? minutesOf(Math.round(cell * 1440)) : fail('time-format', TIME_MESSAGE);
  const text = cellText(cell);
  if (text === '') return ok(null);
  const m = TIME_TEXT.exec(text);
  if (!m) return fail('time-format', TIME_MESSAGE);
  let hours = Number(m[1]);
  const minutes = Number(m[2]);
  if (m[4]) {
    if (hours < 1 || hours > 12) return fail('time-invalid', 'is not a time of day');
    hours = (hours % 12) + (m[4].toLowerCase() === 'pm' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59) return fail('time-invalid', 'is not a time of day');
  return minutesOf(hours * 60 + minutes);
}

function minutesOf(total: number): CellResult {
  if (total >= 1440) return fail('time-invalid', 'is not a time of day');
  return ok(`${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`);
}

function serialDate(serial: number): CellResult {
  const iso = excelSerialToIso(serial);
  return iso ? ok(iso) : fail('date-format', DATE_MESSAGE);
}

function dayOf(year: number, month: number, day: number): CellResult {
  if (!isRealDate(year, month, day)) return fail('date-invalid', 'is not a real calendar date');
  return ok(formatIsoDate(year, month, day));
}

// Option lookups built once per options list: a 100,000-row sheet reads the same Class column 100,000 times.
const optionIndex = new WeakMap<readonly string[], Map<string, string>>();
const classIndex = new WeakMap<readonly string[], Map<string, string>>();

function cached(cache: typeof optionIndex, options: readonly string[], build: () => Map<string, string>) {
  let index = cache.get(options);
  if (!index) cache.set(options, (index = build()));
  return index;
}

const byLowerCase = (options: readonly string[]) => new Map(options.map((o) => [o.toLowerCase(), o]));

/** Fixed options, matched without regard to case or surrounding spaces; answers the option as declared. */
export function readOption(cell: unknown, options: readonly string[]): CellResult {
  const text = cellText(cell);
  if (text === '') return ok(null);
  const found = cached(optionIndex, options, () => byLowerCase(options)).get(text.toLowerCase());
  return found !== undefined ? ok(found) : fail('not-an-option', `must be one of: ${options.join(', ')}`);
}

/** Classes: '6th' .. '12th'; a bare 6 (number or text) means '6th'. */
export function readClass(cell: unknown, options: readonly string[]): CellResult {
  const text = cellText(cell);
  if (text === '') return ok(null);
  const index = cached(classIndex, options, () => {
    const map = byLowerCase(options);
    for (const o of options) map.set(o.replace(/\D/g, ''), o);
    return map;
  });
  const found = index.get(text.toLowerCase());
  return found !== undefined ? ok(found) : fail('not-an-option', `must be one of: ${options.join(', ')}`);
}

/** A name or code the server resolves (centre, batch, role, subject, course program). */
export function readRef(cell: unknown, multiple: boolean, maxLength = 100): CellResult {
  const single = readText(cell, multiple ? maxLength * 20 : maxLength);
  if (!single.ok || single.value === null || !multiple) return single;
  const parts = [...new Set(String(single.value).split(/[,;]/).map((p) => p.trim()).filter(Boolean))];
  const long = parts.find((p) => p.length > maxLength);
  if (long !== undefined) return fail('too-long', `each value must be at most ${maxLength} characters`);
  return ok(parts.length > 0 ? parts : null);
}
