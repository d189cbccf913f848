// The worker thread's side. An upload's worker parses its sheet, and for a job keeps the uploaded cells to write
// the result file later from the statuses the server sends; then it is ended. A fresh worker per upload means a
// hostile file can at worst exhaust this thread's capped heap.
import { parentPort } from 'node:worker_threads';
import { parseUpload, type ParseRequest } from './parseUpload.js';
import { writeResultFile } from './resultFile.js';
import { SheetProblem } from './readSheet.js';

export type SheetTask = ({ kind: 'parse' } & ParseRequest) | { kind: 'result'; outcomes: [string, string][] };

export type SheetReply =
  | { ok: true; result: unknown }
  | { ok: false; problem: boolean; message: string; data: unknown };

let kept: { headers: string[]; cells: string[][] } | null = null;

function run(task: SheetTask): unknown {
  if (task.kind === 'parse') {
    const sheet = parseUpload(task);
    if (task.keepCells) kept = { headers: sheet.headers, cells: sheet.cells ?? [] };
    return { ...sheet, cells: undefined };
  }
  if (!kept) throw new Error('No sheet was parsed in this worker');
  // Copied, not transferred: a small Buffer may sit in Node's shared pool, which cannot be transferred.
  return writeResultFile({ ...kept, outcomes: task.outcomes });
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
