// The files of the upload bench: 100,000 students to create (Excel-like .xlsx: shared strings, mobiles as numbers)
// and the same students transferred to another centre.
import * as XLSX from '@e965/xlsx';
import { FIRST_NAMES, SURNAMES } from '../../server/seed/names.js';

export const BENCH_ROWS = Number(process.env.BENCH_UPLOAD_ROWS ?? 100_000);

export function book(header: string[], rows: (string | number)[][]): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Sheet1');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', bookSST: true, compression: true }) as Buffer;
}

export const enrolment = (i: number) => `77${String(i + 1).padStart(8, '0')}`;

/** Multi-centre create sheet: its 7 columns are every column the student create operation has. */
export const CREATE_HEADER = ['Enrollment No.', 'Student Name', 'Centre', 'Class', 'Batch', 'Email', 'Mobile'];
/** A clerk's own headers for the same columns (issue 26's mapping step): aliases and close spellings, in that order. */
export const CLERK_HEADER = ['Roll No', 'Name of Student', 'Center', 'Std', 'Batch Code', 'E-mail', 'Phone'];

/** `from`: the first student's number (enrolment numbers from there), so that several files create different students. */
export function createFile(centre: string, cls: string, batch: string, from = 0, count = BENCH_ROWS): { data: Buffer; rows: string[][] } {
  const rows = Array.from({ length: count }, (_, n) => {
    const i = from + n;
    const first = FIRST_NAMES[i % FIRST_NAMES.length];
    const last = SURNAMES[Math.floor(i / FIRST_NAMES.length) % SURNAMES.length];
    return [enrolment(i), `${first} ${last}`, centre, cls, batch, `${first}.${last}${i}@mail.example.in`.toLowerCase(), String(9000000000 + i)];
  });
  return { data: book(CREATE_HEADER, rows.map((r) => [...r.slice(0, 6), Number(r[6])])), rows };
}

export function transferFile(centre: string, batch: string, from = 0): Buffer {
  const rows = Array.from({ length: BENCH_ROWS }, (_, i) => [enrolment(from + i), centre, batch]);
  return book(['Enrollment No.', 'New Centre', 'New Batch'], rows);
}

/** The same sheet as an OpenDocument spreadsheet (.ods), as SheetJS writes one. */
export function asOds(xlsx: Buffer): Buffer {
  return XLSX.write(XLSX.read(xlsx, { type: 'buffer' }), { type: 'buffer', bookType: 'ods', compression: true }) as Buffer;
}

/** The same rows as CSV, for the COPY floor. */
export function csvOf(rows: string[][]): string {
  return rows.map((r) => r.map((v) => `"${v.replace(/"/g, '""')}"`).join(',')).join('\n');
}
