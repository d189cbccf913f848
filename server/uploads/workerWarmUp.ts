// A new sheet worker's code runs cold: V8 interprets the reader and the row checks until they have run often enough
// to be compiled, so a fresh worker took 30 ms over a 1,000-row sheet that it reads in 13 once warm (a worker never
// serves two uploads: sheetWorkers.ts). So the warmed worker first reads a made-up sheet a few times, CRP students'
// create sheet with its example row repeated (the enrolment number made unique), before it takes any task (which
// waits in the port's queue meanwhile): some 30 ms of the worker's own CPU, and no upload's cells are ever in it.
import { crpStudents } from '../../schemas/students.js';
import { activeColumns, getOperation } from '../../schemas/core/operations.js';
import { packSheet } from './packedSheet.js';
import { parseUpload, type ParseRequest } from './parseUpload.js';
import { writeWorkbookXlsx } from './xlsxWriter.js';

const TIMES = 5;
const ROWS = 200;

/** The made-up sheet, as the request the worker reads it by. */
export function warmUpRequest(): ParseRequest {
  const target = crpStudents;
  const op = getOperation(target, 'create');
  const columns = activeColumns(op, true);
  // The example row, its enrolment number made different on each row (a repeated one is an error on every row).
  const row = (i: number) => columns.map((c) => (target.unique.includes(c.key) ? String(10_000_000 + i) : c.example));
  const data = writeWorkbookXlsx([{ name: 'Students', header: columns.map((c) => c.header), rows: Array.from({ length: ROWS }, (_, i) => row(i)) }]);
  return { data, ext: 'xlsx', entity: 'crp', operation: 'create', multiCentre: true };
}

/** Best effort: a warm-up that fails leaves the worker as it was, cold. */
export function warmUpReader(): void {
  try {
    const req = warmUpRequest();
    for (let i = 0; i < TIMES; i++) {
      const parsed = parseUpload(req);
      packSheet(parsed.sheet, 0);
      parsed.cells();
    }
  } catch {
    // cold, as before
  }
}
