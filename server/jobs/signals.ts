// Wakes the in-process worker as soon as a job is queued, so a small upload does not wait for the next poll.
// Workers in other processes poll; they have no way to hear this and need none.
import { EventEmitter } from 'node:events';

const queued = new EventEmitter();
queued.setMaxListeners(100);

export function notifyJobQueued(): void {
  queued.emit('queued');
}

export function onJobQueued(listener: () => void): () => void {
  queued.on('queued', listener);
  return () => queued.off('queued', listener);
}

const workers = new Set<object>();
const busy = new Set<object>();

/** A worker of this process, started (`on`) or stopped. */
export function workerHere(worker: object, on: boolean): void {
  if (on) workers.add(worker);
  else { workers.delete(worker); busy.delete(worker); }
}

/** A worker of this process begins (`isBusy`) or ends a job. */
export function workerBusy(worker: object, isBusy: boolean): void {
  if (isBusy) busy.add(worker);
  else busy.delete(worker);
}

/** Whether a job queued now is claimed at once by a worker of this process: one is not running a job. */
export function idleWorkerHere(): boolean {
  return workers.size > busy.size;
}
