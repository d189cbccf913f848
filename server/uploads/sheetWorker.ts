// The worker thread's side. An upload's worker parses its sheet and keeps what it read, to write the result file
// later from the statuses the server sends (a job, or a preview kept for the submit that follows); then it is ended. A fresh worker per upload means a
// hostile file can at worst exhaust this thread's capped heap.
import { parentPort } from 'node:worker_threads';
import { parseUpload, type ParsedUpload, type ParseRequest } from './parseUpload.js';
import { writeResultFile } from './resultFile.js';
import { packSheet } from './packedSheet.js';
import { SheetProblem } from './readSheet.js';

export type SheetTask = ({ kind: 'parse' } & ParseRequest) | { kind: 'result'; outcomes: [string, string][] };

export type SheetReply =
  | { ok: true; result: unknown }
  | { ok: false; problem: boolean; message: string; data: unknown };

let kept: ParsedUpload | null = null;

function run(task: SheetTask): unknown {
  if (task.kind === 'parse') {
    const started = performance.now();
    kept = parseUpload(task);
    return packSheet(kept.sheet, performance.now() - started);
  }
  if (!kept) throw new Error('No sheet was parsed in this worker');
  // Copied, not transferred: a small Buffer may sit in Node's shared pool, which cannot be transferred.
  return writeResultFile({ headers: kept.sheet.headers, cells: kept.cells(), outcomes: task.outcomes });
}

parentPort!.on('message', (task: SheetTask) => {
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
