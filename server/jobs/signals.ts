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

/** The workers of this process not running a job: a job queued now is claimed at once by one of them. */
const idle = new Set<object>();

/** A worker of this process is waiting for work (`isIdle`), or is running a job or stopped. */
export function workerIdle(worker: object, isIdle: boolean): void {
  if (isIdle) idle.add(worker);
  else idle.delete(worker);
}

/** Whether a job queued now is claimed at once by a worker of this process. */
export function idleWorkerHere(): boolean {
  return idle.size > 0;
}
