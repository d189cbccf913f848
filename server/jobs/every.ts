// The server's periodic work (alert rules, escalations, the undo records' sweep): run now, then on a timer that does
// not keep the process alive, skipping a turn while the last one still runs.

export interface Periodic { stop(): void }

/** Runs `task` now and then every `intervalMs`; a failure goes to `onError` and the next turn runs as usual. */
export function every(intervalMs: number, task: () => Promise<unknown>, onError?: (err: unknown) => void): Periodic {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try { await task(); } catch (err) { onError?.(err); } finally { running = false; }
  };
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
