// The worker thread's side: one task per worker (parse a sheet, or write a result file). A fresh worker per task
// means a hostile file can at worst exhaust this thread's capped heap, and every task starts clean.
import { parentPort } from 'node:worker_threads';
import { parseUpload, type ParseRequest } from './parseUpload.js';
import { writeResultFile, type ResultRequest } from './resultFile.js';
import { SheetProblem } from './readSheet.js';

export type SheetTask = ({ kind: 'parse' } & ParseRequest) | ({ kind: 'result' } & ResultRequest);

export type SheetReply =
  | { ok: true; result: unknown }
  | { ok: false; problem: boolean; message: string; data: unknown };

parentPort!.once('message', (task: SheetTask) => {
  try {
    if (task.kind === 'parse') {
      parentPort!.postMessage({ ok: true, result: parseUpload(task) } satisfies SheetReply);
    } else {
      // Copied, not transferred: a small Buffer may sit in Node's shared pool, which cannot be transferred.
      parentPort!.postMessage({ ok: true, result: writeResultFile(task) } satisfies SheetReply);
    }
  } catch (err) {
    const problem = err instanceof SheetProblem;
    const reply: SheetReply = {
      ok: false, problem, message: err instanceof Error ? err.message : String(err), data: problem ? (err as SheetProblem).data : null,
    };
    parentPort!.postMessage(reply);
  }
});
