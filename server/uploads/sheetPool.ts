// Runs sheet tasks in worker threads with a heap cap and a time limit (DESIGN promise 1), a few at a time, so no
// file, however hostile, can take the server's memory or event loop with it.
import { Worker } from 'node:worker_threads';
import { ApiError } from '../http/envelope.js';
import { LIMITS, UPLOAD_MESSAGES } from './limits.js';
import type { ParsedSheet, ParseRequest } from './parseUpload.js';
import type { ResultRequest } from './resultFile.js';
import type { SheetReply, SheetTask } from './sheetWorker.js';

const BOOT = new URL('./sheetWorker.mjs', import.meta.url);

/** The worker's heap cap and time limit; tests lower them to prove the limits hold. */
const limits = { memoryMb: LIMITS.parseMemoryMb, timeoutMs: LIMITS.parseTimeoutMs };

export function setSheetWorkerLimits(next: Partial<typeof limits>): void {
  Object.assign(limits, next);
  void stopSheetWorkers(); // the warmed worker was started with the old cap
}

function spawn(): Worker {
  const worker = new Worker(BOOT, {
    resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 64, stackSizeMb: 4 },
    stdout: false,
    stderr: false,
  });
  worker.unref();
  return worker;
}

// Loading TypeScript and SheetJS takes a worker about a second; one warmed worker waits for the next task, and
// each task gets a worker of its own (a worker never serves twice, so no task sees what another left behind).
let standby: { worker: Worker; dead: boolean } | null = null;

function takeWorker(): Worker {
  const ready = standby && !standby.dead ? standby.worker : spawn();
  standby = null;
  setImmediate(warmStandby);
  return ready;
}

function warmStandby(): void {
  if (standby) return;
  const entry = { worker: spawn(), dead: false };
  entry.worker.once('exit', () => { entry.dead = true; if (standby === entry) standby = null; });
  entry.worker.once('error', () => { entry.dead = true; });
  standby = entry;
}

/** Stops the warmed worker (server shutdown, tests). */
export async function stopSheetWorkers(): Promise<void> {
  const entry = standby;
  standby = null;
  if (entry) await entry.worker.terminate();
}

let running = 0;
const waiting: (() => void)[] = [];
/** More queued parses than this answer 503 at once rather than pile up behind each other. */
const MAX_WAITING = 20;

async function slot(): Promise<() => void> {
  if (running >= LIMITS.parseConcurrency) {
    if (waiting.length >= MAX_WAITING) throw new ApiError(503, UPLOAD_MESSAGES.busy);
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

function runTask<T>(task: SheetTask): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const worker = takeWorker();
    worker.ref();
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      fn();
    };
    const timer = setTimeout(() => finish(() => reject(new ApiError(422, UPLOAD_MESSAGES.parseTimeout(limits.timeoutMs)))), limits.timeoutMs);
    worker.once('message', (reply: SheetReply) => finish(() => {
      if (reply.ok) resolve(reply.result as T);
      else reject(reply.problem ? new ApiError(422, reply.message, 422, reply.data) : new Error(reply.message));
    }));
    worker.once('error', (err: Error & { code?: string }) => finish(() => {
      reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ApiError(422, UPLOAD_MESSAGES.parseMemory) : new ApiError(422, UPLOAD_MESSAGES.unreadable));
    }));
    worker.once('exit', (code) => finish(() => reject(new ApiError(422, code === 0 ? UPLOAD_MESSAGES.unreadable : UPLOAD_MESSAGES.parseMemory))));
    worker.postMessage(task);
  });
}

async function withSlot<T>(task: SheetTask): Promise<T> {
  const release = await slot();
  try {
    return await runTask<T>(task);
  } finally {
    release();
  }
}

export function parseInWorker(req: ParseRequest): Promise<ParsedSheet> {
  return withSlot<ParsedSheet>({ kind: 'parse', ...req });
}

export async function resultInWorker(req: ResultRequest): Promise<Buffer> {
  const bytes = await withSlot<Uint8Array>({ kind: 'result', ...req });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
