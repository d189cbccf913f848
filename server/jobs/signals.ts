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
