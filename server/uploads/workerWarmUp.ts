// A new sheet worker's code runs cold: V8 interprets the reader and the row checks until they have run often enough
// to be compiled (a worker never serves two uploads: sheetWorkers.ts). So the warmed worker first reads a made-up
// sheet several times, CRP students' create sheet with its example row repeated (the enrolment number made unique),
// before its first task, stopping when one comes; no upload's cells are ever in it. The sheet is saved as Excel saves
// one (shared strings, a number where a number was typed): the reader takes another path for the inline strings of the
// console's own files. Measured in the worker on this project's 2-core machine, a 1,000-row Excel sheet read 1.5 s
// after the worker started: 30-39 ms after 5 reads of 200 rows of the console's own kind of sheet, 14 ms after 10
// reads of 500 of Excel's (some 250 ms of the idle worker's time, taken between sessions: sheetPool.ts).
import { crpStudents } from '../../schemas/students.js';
import { activeColumns, getOperation } from '../../schemas/core/operations.js';
import { packSheet } from './packedSheet.js';
import { parseUpload, type ParseRequest } from './parseUpload.js';
import { writeWorkbookXlsx } from './xlsxWriter.js';

const TIMES = 10;
const ROWS = 500;

/** The made-up sheet, as the request the worker reads it by. */
export function warmUpRequest(): ParseRequest {
  const target = crpStudents;
  const op = getOperation(target, 'create');
  const columns = activeColumns(op, true);
  // The example row, its enrolment number made different on each row (a repeated one is an error on every row).
  // A mobile typed into Excel is a number cell; the enrolment number stays text, as a sample sheet's text column keeps it.
  const row = (i: number) => columns.map((c) => (target.unique.includes(c.key) ? String(10_000_000 + i) : /^\+?\d{7,15}$/.test(c.example) ? Number(c.example.replace('+', '')) : c.example));
  const data = writeWorkbookXlsx([{ name: 'Students', header: columns.map((c) => c.header), rows: Array.from({ length: ROWS }, (_, i) => row(i)) }], { sharedStrings: true });
  return { data, ext: 'xlsx', entity: 'crp', operation: 'create', multiCentre: true };
}

/**
 * Reads the made-up sheet TIMES times, one read per turn of the worker's event loop, and stops as soon as `busy` says
 * a task has come (an upload right after the last one waits one read, some 5 to 25 ms, not the whole warm-up). Best
 * effort: a warm-up that fails leaves the worker as it was, cold.
 */
export function warmUpReader(busy: () => boolean): void {
  let req: ParseRequest;
  try {
    req = warmUpRequest();
  } catch {
    return;
  }
  let left = TIMES;
  const step = () => {
    if (left-- <= 0 || busy()) return;
    try {
      const parsed = parseUpload(req);
      packSheet(parsed.sheet, 0);
      parsed.cells();
    } catch {
      return; // cold, as before
    }
    setImmediate(step);
  };
  setImmediate(step);
}
