import { describe, expect, it } from 'vitest';
import { slowRank, SLOW_FIRST } from './slowFirst';
import { formatTimings, playwrightFiles, suiteRows, vitestFailures, vitestFiles, vitestSuite } from './timings';

describe('where npm test spends its time', () => {
  it.each([
    ['src/pages/x/Page.test.tsx', 'vitest ui (jsdom)'],
    ['resources/list/List.test.tsx', 'vitest ui (jsdom)'],
    ['src/api/call.test.ts', 'vitest unit'],
    ['tests/architecture/boundaries.test.ts', 'vitest unit'],
    ['tests/server/auth.test.ts', 'vitest API (real server + db)'],
    ['schemas/core/cells.test.ts', 'vitest schemas + server unit'],
    ['server/db/turns.test.ts', 'vitest schemas + server unit'],
  ])('puts %s in %s', (file, suite) => expect(vitestSuite(file)).toBe(suite));

  it('reads the files, tests and times of both reports and adds them up per suite', () => {
    const vitest = vitestFiles({ testResults: [
      { name: '/repo/tests/server/a.test.ts', startTime: 1000, endTime: 4000, assertionResults: [{}, {}] },
      { name: '/repo/tests/server/b.test.ts', startTime: 2000, endTime: 3000, assertionResults: [{}] },
      { name: '/repo/src/x.test.tsx', startTime: 0, endTime: 500, assertionResults: [{}] },
    ] }, '/repo');
    const e2e = playwrightFiles({ suites: [{ file: 'login.spec.ts', specs: [{ tests: [{ results: [{ duration: 1500 }, { duration: 500 }] }] }],
      suites: [{ file: 'login.spec.ts', specs: [{ tests: [{ results: [{ duration: 1000 }] }] }] }] }] });
    expect(e2e).toEqual([{ suite: 'playwright e2e (Chromium)', file: 'tests/e2e/login.spec.ts', tests: 2, ms: 3000 }]);
    const rows = suiteRows([...vitest, ...e2e], { 'npm test': 12.5 });
    expect(rows).toEqual([
      { suite: 'vitest API (real server + db)', files: 2, tests: 3, seconds: 4 },
      { suite: 'vitest ui (jsdom)', files: 1, tests: 1, seconds: 0.5 },
      { suite: 'playwright e2e (Chromium)', files: 1, tests: 2, seconds: 3 },
      { suite: 'npm test', files: 0, tests: 0, seconds: 0, wall: 12.5 },
    ]);
    const text = formatTimings(rows, [...vitest, ...e2e], 2);
    expect(text).toMatch(/vitest API \(real server \+ db\)\s+2\s+3\s+4\.0/);
    expect(text).toContain('  3.0    tests/server/a.test.ts (2 tests)');
    expect(text).toContain('  3.0    tests/e2e/login.spec.ts (2 tests)');
    expect(text).not.toContain('tests/server/b.test.ts');
  });

  it('names each failed test with the first line of its error, and a file that failed outside its tests', () => {
    const lines = vitestFailures({ testResults: [
      { name: '/repo/tests/server/a.test.ts', startTime: 0, endTime: 1, status: 'failed', assertionResults: [
        { fullName: 'a passes', status: 'passed' },
        { fullName: 'a fails', status: 'failed', failureMessages: ['\nAssertionError: expected 1 to be 2\n    at x'] }] },
      { name: '/repo/tests/server/b.test.ts', startTime: 0, endTime: 1, status: 'failed', message: 'Hook timed out\nmore', assertionResults: [] },
      { name: '/repo/src/c.test.ts', startTime: 0, endTime: 1, status: 'passed', assertionResults: [{ fullName: 'c', status: 'passed' }] },
    ] }, '/repo');
    expect(lines).toEqual(['tests/server/a.test.ts › a fails: AssertionError: expected 1 to be 2', 'tests/server/b.test.ts: Hook timed out']);
  });

  it('puts the files known to run longest first, in their listed order, the rest after them', () => {
    expect(slowRank('/repo/tests/server/uploads-jobs.test.ts')).toBe(0);
    expect(slowRank('C:\\repo\\tests\\server\\uploads-crash.test.ts')).toBe(1);
    expect(slowRank('/repo/tests/server/list-paging.test.ts')).toBe(SLOW_FIRST.length);
  });
});
