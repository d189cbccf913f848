// Upload limits and the messages that name them (issue 5, DESIGN promise 1). The row and byte limits come from the
// schemas so the console and the server quote the same numbers.
import { UPLOAD_LIMITS } from '../../schemas/index.js';

const num = (v: string | undefined, fallback: number) => (v && Number.isFinite(Number(v)) && Number(v) > 0 ? Number(v) : fallback);

export const LIMITS = {
  maxBytes: UPLOAD_LIMITS.maxBytes,
  maxRows: UPLOAD_LIMITS.maxRows,
  xlsMaxRows: UPLOAD_LIMITS.xlsMaxRows,
  /** The sheet rows read: the row limit plus a header and a margin of blank rows; data below is refused, not dropped. */
  readRows: UPLOAD_LIMITS.maxRows + 101,
  /** A real workbook has a few dozen zip entries; thousands only serve to exhaust the reader. */
  maxZipEntries: 1_000,
  /** A 25 MB sheet inflates to about 100 MB of XML; more is a bomb, not a spreadsheet. */
  maxUncompressedBytes: 256 * 1024 * 1024,
  /** XML deflates about 4 to 20 times; a far higher ratio on a big entry is a bomb. */
  maxCompressionRatio: 100,
  /** Memory cap and time limit of the parse worker thread (environment overrides are for tests). */
  parseMemoryMb: num(process.env.UPLOAD_PARSE_MEMORY_MB, 512),
  parseTimeoutMs: num(process.env.UPLOAD_PARSE_TIMEOUT_MS, 90_000),
  /** Parses running at once per process; more would multiply the memory a parse may take. */
  parseConcurrency: num(process.env.UPLOAD_PARSE_CONCURRENCY, 2),
} as const;

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
const count = (n: number) => n.toLocaleString('en-US');

export const UPLOAD_MESSAGES = {
  /** entities-spec §5, exact words. */
  extension: 'Please Upload supported File format',
  selectCentre: 'Please Select a Centre First.',
  noFile: 'Please choose a file to upload',
  tooLarge: `The file is larger than ${mb(LIMITS.maxBytes)}, the most that can be uploaded at once. Split it into smaller files.`,
  emptyFile: 'The file is empty',
  magic: (ext: string) => `The file is not a real .${ext} spreadsheet (its content does not match the extension). Save it from Excel as .xlsx and try again.`,
  zipEntries: `The file holds more than ${count(LIMITS.maxZipEntries)} parts; a spreadsheet never needs that many. Save it from Excel as .xlsx and try again.`,
  zipSize: `The file would unpack to more than ${mb(LIMITS.maxUncompressedBytes)}; it cannot be read. Split it into smaller files.`,
  zipBroken: 'The file is damaged (its zip directory cannot be read). Save it from Excel again and retry.',
  zipUnsupported: 'The file uses zip features a spreadsheet does not need (encryption, zip64 or an unknown compression). Save it from Excel as .xlsx and try again.',
  damaged: 'The file is damaged (part of it does not match its checksum). Save it from Excel again and retry.',
  unreadable: 'The file could not be read as a spreadsheet. It may be damaged: save it from Excel again and retry.',
  parseMemory: 'The file needs more memory to read than an upload may use. Split it into smaller files.',
  parseTimeout: (ms: number) => `The file took longer than ${Math.max(1, Math.round(ms / 1000))} seconds to read. Split it into smaller files.`,
  busy: 'The server is reading other uploads right now. Please try again in a minute.',
  emptySheet: 'The sheet is empty: row 1 must name the columns and the rows below hold the data.',
  noVisibleSheet: 'Every sheet of the workbook is hidden; unhide the sheet to upload (right-click a sheet tab, Unhide) and save it again.',
  noDataRows: 'The sheet has a header row but no data rows.',
  /** `rows` is the count when known (the rows read plus the data rows below them). */
  tooManyRows: (ext: string, rows?: number) =>
    `The sheet has ${rows === undefined ? `more than ${count(LIMITS.maxRows)}` : count(rows)} data rows; at most ${count(LIMITS.maxRows)} rows can be uploaded at once. Split the file.`
    + (ext === 'xls' ? ` Note that an .xls sheet holds at most ${count(LIMITS.xlsMaxRows)} rows; save it as .xlsx for more.` : ''),
  /** Data far below the rest, past the rows read: refused rather than left out of the upload. */
  rowsBeyond: (rows: number | null, lastRow: number) => {
    const read = `a sheet is read only down to row ${count(LIMITS.readRows)} (at most ${count(LIMITS.maxRows)} data rows below the header)`;
    return rows === null
      ? `The sheet's range reaches row ${count(lastRow)}, but ${read}. Delete the rows below the data (even empty-looking ones), or split the file.`
      : `${count(rows)} ${rows === 1 ? 'row' : 'rows'} below row ${count(LIMITS.readRows)} ${rows === 1 ? 'holds' : 'hold'} data, down to row ${count(lastRow)}, but ${read}. `
        + 'Delete the blank rows above them, or split the file.';
  },
  xlsFull: `This .xls sheet is full: the .xls format holds at most ${count(LIMITS.xlsMaxRows)} rows, so rows beyond were lost when it was saved. Save it as .xlsx to upload more.`,
} as const;
