// Worker threads for sheet work, each with a heap cap (DESIGN promise 1). Loading the worker's bundle and SheetJS
// takes a worker about a quarter of a second (workerBundle.ts), so one warmed worker waits for the next task; a
// worker never serves two uploads, so no upload sees what another left behind.
import { Worker } from 'node:worker_threads';
import { LIMITS } from './limits.js';
import { knownSheetWorkerEntry, sheetWorkerEntry } from './workerBundle.js';

/** The worker's heap cap and time limit; tests lower them to prove the limits hold. */
export const workerLimits = { memoryMb: LIMITS.parseMemoryMb, timeoutMs: LIMITS.parseTimeoutMs };

export function setSheetWorkerLimits(next: Partial<typeof workerLimits>): void {
  Object.assign(workerLimits, next);
  void stopSheetWorkers(); // the warmed worker was started with the old cap
}

function spawn(): Worker {
  const worker = new Worker(knownSheetWorkerEntry(), {
    // The young generation: SheetJS allocates millions of short-lived cells. At 16 MB they spill into the old
    // generation and a 100,000-row parse takes about 0.8 s longer; 48 MB costs some 60 MB of RSS per upload.
    resourceLimits: { maxOldGenerationSizeMb: workerLimits.memoryMb, maxYoungGenerationSizeMb: 48, stackSizeMb: 4 },
    stdout: false,
    stderr: false,
  });
  worker.unref();
  return worker;
}

let standby: { worker: Worker; dead: boolean } | null = null;

function warmStandby(): void {
  if (standby) return;
  const entry = { worker: spawn(), dead: false };
  entry.worker.once('exit', () => { entry.dead = true; if (standby === entry) standby = null; });
  entry.worker.once('error', () => { entry.dead = true; });
  standby = entry;
}

/**
 * A worker for one upload (the warmed one when it is alive). The next one is warmed by the caller once this one's
 * session ends or parks (warmSheetWorker), so its start competes with neither the upload's read nor its checks.
 */
export function takeWorker(): Worker {
  const ready = standby && !standby.dead ? standby.worker : spawn();
  standby = null;
  ready.ref();
  return ready;
}

/** Starts the warmed worker ahead of the first upload (the server calls it once it is ready, and awaits the bundle). */
export function warmSheetWorker(): Promise<void> {
  return sheetWorkerEntry().then(warmStandby);
}

/** Stops the warmed worker (server shutdown, tests). */
export async function stopSheetWorkers(): Promise<void> {
  const entry = standby;
  standby = null;
  if (entry) await entry.worker.terminate();
}
