// Sheet work in worker threads with a heap cap and a time limit (DESIGN promise 1), a few uploads at a time, so no
// file, however hostile, can take the server's memory or event loop with it. A job keeps its worker for the whole
// run: the worker holds the uploaded cells and writes the result file from them, so 100,000 rows of cells never
// cross into the server's heap. A preview's worker may stay, idle, for the submit that follows (parkedSheets.ts).
import type { Worker } from 'node:worker_threads';
import { ApiError } from '../http/envelope.js';
import { LIMITS, UPLOAD_MESSAGES } from './limits.js';
import type { ParsedSheet, ParseRequest } from './parseUpload.js';
import type { SheetReply, SheetTask } from './sheetWorker.js';
import { takeWorker, warmSheetWorker, workerLimits } from './sheetWorkers.js';
import { sheetWorkerEntry } from './workerBundle.js';
import { unpackSheet, type PackedSheet } from './packedSheet.js';
import type { ResultLayout, RowOutcomes } from './resultFile.js';
import type { CorrectRequest } from './correctedSheet.js';

export { setSheetWorkerLimits, stopSheetWorkers, warmSheetWorker } from './sheetWorkers.js';

let running = 0;
const waiting: (() => void)[] = [];
/** More queued uploads than this answer 503 at once rather than pile up behind each other. */
const MAX_WAITING = 20;

async function slot(): Promise<() => void> {
  if (running >= LIMITS.parseConcurrency) {
    if (waiting.length >= MAX_WAITING) throw new ApiError(503, UPLOAD_MESSAGES.busy);
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    running--;
    waiting.shift()?.();
  };
}

/** One worker, one message at a time; any failure ends the worker and rejects with a clear 4xx. */
function call<T>(worker: Worker, task: SheetTask): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const finish = (fn: () => void, end: boolean) => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (end) void worker.terminate();
      fn();
    };
    const onMessage = (reply: SheetReply) => finish(() => {
      if (reply.ok) resolve(reply.result as T);
      else reject(reply.problem ? new ApiError(422, reply.message, 422, reply.data) : new Error(reply.message));
    }, !reply.ok);
    const onError = (err: Error & { code?: string }) => finish(() => {
      reject(new ApiError(422, err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? UPLOAD_MESSAGES.parseMemory : UPLOAD_MESSAGES.unreadable));
    }, true);
    const onExit = (code: number) => finish(() => reject(new ApiError(422, code === 0 ? UPLOAD_MESSAGES.unreadable : UPLOAD_MESSAGES.parseMemory)), false);
    const onTimeout = () => finish(() => reject(new ApiError(422, UPLOAD_MESSAGES.parseTimeout(workerLimits.timeoutMs))), true);
    const timer = setTimeout(onTimeout, workerLimits.timeoutMs);
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(task);
  });
}

export interface ParseSession {
  sheet: ParsedSheet;
  /** The worker's own time on the sheet. */
  workerMs: number;
  /** The result file: the cells the worker kept, with each row's status and error. */
  writeResult(outcomes: RowOutcomes, layout?: ResultLayout): Promise<Buffer>;
  /** Frees the parse slot while the worker waits, idle, for a submit (see parkedSheets.ts); close() still ends it. */
  detach(): void;
  close(): void;
}

/**
 * How many sheets this process has parsed (a test counts them to see a preview's parse reused by its job), and how
 * many of those it began for a job before the job was claimed (parkedSheets.ts).
 */
export const parseStats = { parsed: 0, ahead: 0 };

/**
 * A parse slot and a worker for it (the warmed one when it is alive), once the worker's bundle is known. Releasing the
 * slot starts the next upload's worker: started after the parse instead, its start (some 250 ms of CPU) took the cores
 * from this upload's checks and writes (a 1,000-row job's 260 ms became 225 without).
 */
async function claimWorker() {
  const freeSlot = await slot();
  await sheetWorkerEntry();
  const release = () => { freeSlot(); void warmSheetWorker(); };
  return { release, worker: takeWorker() };
}

/** Parse a sheet: the worker stays, holding what it read, until the result file is written or the session closes. */
export async function openParseSession(req: ParseRequest): Promise<ParseSession> {
  const { release, worker } = await claimWorker();
  const close = () => { void worker.terminate(); release(); };
  parseStats.parsed++;
  try {
    const packed = await call<PackedSheet>(worker, { kind: 'parse', ...req });
    return {
      sheet: unpackSheet(packed),
      workerMs: packed.workerMs,
      close,
      detach: release,
      async writeResult(outcomes, layout) {
        const bytes = await call<Uint8Array>(worker, { kind: 'result', outcomes, ...(layout ? { layout } : {}) });
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      },
    };
  } catch (err) {
    close();
    throw err;
  }
}

/** The uploaded sheet with the cells fixed in its preview, as a new .xlsx (correctedSheet.ts), in a worker of its own. */
export async function correctSheet(req: CorrectRequest): Promise<Buffer> {
  const { release, worker } = await claimWorker();
  try {
    const bytes = await call<Uint8Array>(worker, { kind: 'correct', ...req });
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } finally {
    void worker.terminate();
    release();
  }
}
