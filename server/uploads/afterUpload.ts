// A 100,000-row preview or job leaves a few hundred MB of garbage in the main heap (the plans, the answer being
// serialised), and V8 sizes its next collection from that high-water mark: the next big upload then starts on top
// of the last one's garbage, and the server's peak memory climbs past 1 GB on PGlite (issue 5). A big upload
// therefore ends with one full collection, so each starts from the live heap (about 40 MB). It takes some 50-100 ms,
// once per big upload, after the answer; small uploads never pay for it.
import { collectGarbage } from '../gc.js';

/** Uploads of at least this many rows leave the heap collected behind them. */
export const COLLECT_AFTER_ROWS = 10_000;

/** Once the current turn is over (the answer is on its way), a full collection when the upload was big. */
export function afterUpload(rows: number): void {
  if (rows >= COLLECT_AFTER_ROWS) setImmediate(collectGarbage);
}
