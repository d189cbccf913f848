// Turning raw spreadsheet cells (string, number, boolean, Date, null) into text and dates.

/**
 * A cell as text. Numbers become their plain digits (a mobile 9876543210 stored as a number stays
 * '9876543210', never '9.87e9'); leading zeros an Excel number already lost cannot be recovered.
 */
export function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell.trim();
  if (typeof cell === 'number') return numberText(cell);
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  if (typeof cell === 'bigint') return cell.toString();
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : formatLocalDate(cell);
  // Objects (rich text, errors) have no safe text form; an empty string makes them fail their rule visibly.
  return '';
}

function numberText(n: number): string {
  if (!Number.isFinite(n)) return '';
  // String() writes plain digits below 1e21; past that it switches to exponent form, which BigInt avoids.
  // (toLocaleString would do both but is ~500 times slower, too slow for 100,000-row sheets.)
  if (Number.isInteger(n) && Math.abs(n) >= 1e21) return BigInt(n).toString();
  return String(n);
}

export function isBlankCell(cell: unknown): boolean {
  return cellText(cell) === '';
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

export function formatIsoDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

// SheetJS hands out Dates at local midnight of the sheet's date, so the local parts are the sheet's date.
function formatLocalDate(d: Date): string {
  return formatIsoDate(d.getFullYear(), d.getMonth() + 1, d.getDate());
}

/** True when year-month-day is a real calendar day within the years a record can hold. */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
/** Serial of 2100-12-31, the last day isRealDate accepts. */
export const MAX_EXCEL_SERIAL = 73_415;

/**
 * Excel serial day number → yyyy-MM-dd, or null. Serials from 61 on count from 1899-12-30; below 60 Excel's
 * phantom 1900-02-29 (serial 60) shifts them by one day, and serial 60 itself is no real date.
 */
export function excelSerialToIso(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 1 || serial > MAX_EXCEL_SERIAL) return null;
  const whole = Math.floor(serial); // the fraction is the time of day
  if (whole === 60) return null;
  const days = whole < 60 ? whole + 1 : whole;
  const d = new Date(EXCEL_EPOCH_MS + days * DAY_MS);
  return formatIsoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** camelCase → snake_case, for SQL column names derived from field keys. */
export function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
