// Vitest's file order: its own (the durations it cached, else file size), with the files known to run longest moved to
// the front, so they do not start late and leave the run a tail of one busy worker. On a clean clone (CI) there is no
// cache, and size says little of an API suite's time. Measured 2026-11-26: each takes 25-55 s on three workers.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const SLOW_FIRST = [
  'tests/server/uploads-jobs.test.ts',
  'tests/server/uploads-crash.test.ts',
  'tests/server/uploads-sample-rows.test.ts',
  'tests/server/startup-seed.test.ts',
  'tests/server/requests-during-job.test.ts',
  'tests/server/uploads-kinds.test.ts',
  'src/pages/ptm/PtmFeedbackDialog.test.tsx',
  'src/pages/uploads/PreviewPage.test.tsx',
];

export const slowRank = (moduleId: string): number => {
  const i = SLOW_FIRST.findIndex((f) => moduleId.replaceAll('\\', '/').endsWith(f));
  return i < 0 ? SLOW_FIRST.length : i;
};

export default class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the rest keep Vitest's order.
    return [...sorted].sort((a, b) => slowRank(a.moduleId) - slowRank(b.moduleId));
  }
}
