// The upload worker loop: claim a job, run it, repeat; sleep until woken or the next poll when there is none.
// Runs inside the server (config.inProcessWorker) or on its own (npm run worker); any number may run side by side.
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.js';
import { claimJob } from './jobsRepo.js';
import { runJob, type RunOptions } from './runJob.js';
import { onJobQueued, workerIdle } from './signals.js';

export interface WorkerOptions { pollMs: number; leaseMs: number; maxAttempts: number; workerId: string }

const num = (v: string | undefined, fallback: number) => (v && Number(v) > 0 ? Number(v) : fallback);

export function workerOptions(env: NodeJS.ProcessEnv = process.env): WorkerOptions {
  return {
    pollMs: num(env.UPLOAD_POLL_MS, 1000),
    leaseMs: num(env.UPLOAD_LEASE_MS, 60_000),
    maxAttempts: num(env.UPLOAD_MAX_ATTEMPTS, 3),
    workerId: `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
  };
}

export interface UploadWorker {
  readonly workerId: string;
  /** Finishes the job in hand, then stops. */
  stop(): Promise<void>;
}

export function startUploadWorker(database: Database, overrides: Partial<WorkerOptions> = {}, log: (msg: string, err?: unknown) => void = () => {}): UploadWorker {
  const opts = { ...workerOptions(), ...overrides };
  const run: RunOptions = { workerId: opts.workerId, leaseMs: opts.leaseMs, maxAttempts: opts.maxAttempts, log };
  let stopped = false;
  let wake: (() => void) | null = null;
  const unsubscribe = onJobQueued(() => wake?.());
  const sleep = () => new Promise<void>((resolve) => {
    const timer = setTimeout(done, opts.pollMs);
    function done() { clearTimeout(timer); wake = null; resolve(); }
    wake = done;
  });
  // Idle here but while it runs a job, until stopped: a file submitted to an idle one is read at once (routes/uploads.ts).
  const self = {};
  workerIdle(self, true);

  const loop = (async () => {
    while (!stopped) {
      try {
        const job = await claimJob(database.db, opts.workerId, opts.leaseMs);
        if (job) {
          workerIdle(self, false);
          await runJob(database, job, run).finally(() => workerIdle(self, !stopped));
        } else await sleep();
      } catch (err) {
        log('upload worker: job left for another attempt', err);
        await sleep();
      }
    }
  })();

  return {
    workerId: opts.workerId,
    async stop() {
      stopped = true;
      unsubscribe();
      workerIdle(self, false);
      wake?.();
      await loop;
    },
  };
}
