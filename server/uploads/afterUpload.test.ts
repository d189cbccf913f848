import { afterUpload, COLLECT_AFTER_ROWS } from './afterUpload.js';
import { collectGarbage } from '../gc.js';

const heapMb = () => process.memoryUsage().heapUsed / 1048576;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

/** About 150 MB of short-lived objects, like a big upload's plans, dropped at once. */
function makeGarbage(): void {
  const junk: { a: string; b: number[] }[] = [];
  for (let i = 0; i < 1_000_000; i++) junk.push({ a: `row ${i}`, b: [i] });
  junk.length = 0;
}

describe('afterUpload', () => {
  it('collects the garbage of a big upload once its turn is over', async () => {
    collectGarbage();
    const live = heapMb();
    makeGarbage();
    expect(heapMb() - live).toBeGreaterThan(40); // the garbage is still counted: nothing has collected it yet
    afterUpload(COLLECT_AFTER_ROWS);
    await nextTurn();
    expect(heapMb() - live).toBeLessThan(20);
  });

  it('leaves a small upload to the ordinary collector', async () => {
    collectGarbage();
    const live = heapMb();
    makeGarbage();
    const before = heapMb();
    afterUpload(COLLECT_AFTER_ROWS - 1);
    await nextTurn();
    // Without the forced collection most of the garbage is still there (a young-generation pass may take a little).
    expect(heapMb()).toBeGreaterThan(live + (before - live) / 2);
  });
});
