// The worker thread's side. An upload's worker parses its sheet and keeps what it read, to write the result file
// later from the statuses the server sends (a job, or a preview kept for the submit that follows); then it is ended. A fresh worker per upload means a
// hostile file can at worst exhaust this thread's capped heap.
import { parentPort } from 'node:worker_threads';
import { parseUpload, type ParseRequest } from './parseUpload.js';
import { COLLECT_AFTER_ROWS } from './afterUpload.js';
import { collectGarbage } from '../gc.js';
import { writeResultFile, type ResultLayout, type RowOutcomes } from './resultFile.js';
import { packSheet } from './packedSheet.js';
import { SheetProblem } from './readSheet.js';
import { writeCorrectedSheet, type CorrectRequest } from './correctedSheet.js';
import { warmUpReader } from './workerWarmUp.js';

export type SheetTask = ({ kind: 'parse' } & ParseRequest) | { kind: 'result'; outcomes: RowOutcomes; layout?: ResultLayout }
  | ({ kind: 'correct' } & CorrectRequest);

export type SheetReply =
  | { ok: true; result: unknown }
  | { ok: false; problem: boolean; message: string; data: unknown };

/** What the result file needs of the sheet: its header and each row's cells as text. */
let kept: { headers: string[]; cells: string[][] } | null = null;
/** Sets `kept` from the parse, once (right after the parse's answer, or at the result if that comes first). */
let keep: (() => void) | null = null;

function run(task: SheetTask): unknown {
  if (task.kind === 'correct') return writeCorrectedSheet(task);
  if (task.kind === 'parse') {
    const started = performance.now();
    const parsed = parseUpload(task);
    const packed = packSheet(parsed.sheet, performance.now() - started);
    // Once the answer is posted, the worker keeps only the text of the cells (the sheet it read and the checked
    // rows held some 40 MB more per 100,000 rows) and gives the rest back: a preview's worker may wait a minute
    // for its submit, and a job's runs beside the rows being written.
    keep = () => {
      keep = null;
      kept = { headers: parsed.headerTexts, cells: parsed.cells() };
    };
    // The collection runs in a turn of its own, once nothing holds the parse any more.
    setImmediate(() => {
      keep?.();
      if (kept && kept.cells.length >= COLLECT_AFTER_ROWS) setImmediate(collectGarbage);
    });
    return packed;
  }
  keep?.();
  if (!kept) throw new Error('No sheet was parsed in this worker');
  // Copied, not transferred: a small Buffer may sit in Node's shared pool, which cannot be transferred.
  return writeResultFile({ headers: kept.headers, cells: kept.cells, outcomes: task.outcomes, layout: task.layout });
}

let tasks = 0;

parentPort!.on('message', (task: SheetTask) => {
  tasks++;
  try {
    parentPort!.postMessage({ ok: true, result: run(task) } satisfies SheetReply);
  } catch (err) {
    const problem = err instanceof SheetProblem;
    const reply: SheetReply = {
      ok: false, problem, message: err instanceof Error ? err.message : String(err), data: problem ? (err as SheetProblem).data : null,
    };
    parentPort!.postMessage(reply);
  }
});

// Before the first task (workerWarmUp.ts).
warmUpReader(() => tasks > 0);
