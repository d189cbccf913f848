// Where `npm test`'s time goes: one row per suite (files, tests, seconds) and the slowest files, read from the
// Vitest and Playwright JSON reports that tests/run-all.ts asks for. Printed at the end of every run.

export interface FileTime { suite: string; file: string; tests: number; ms: number }
export interface SuiteRow { suite: string; files: number; tests: number; seconds: number; wall?: number }

/** The Vitest project a file belongs to (the include globs of vitest.config.ts), with the API suites apart. */
export function vitestSuite(file: string): string {
  if (/^(src|resources)\/.*\.test\.tsx$/.test(file)) return 'vitest ui (jsdom)';
  if (/^(src|resources|tests\/architecture)\//.test(file)) return 'vitest unit';
  if (file.startsWith('tests/server/')) return 'vitest API (real server + db)';
  return 'vitest schemas + server unit';
}

interface VitestAssertion { fullName?: string; title?: string; status?: string; failureMessages?: string[] }
interface VitestReport { testResults: { name: string; startTime: number; endTime: number; assertionResults: VitestAssertion[]; status?: string; message?: string }[] }

/** The failed tests of a Vitest report, one line each (file, test, first line of its error): printed last, where a
 *  CI log's tail shows it. A file that failed outside any test (an error while loading) counts too. */
export function vitestFailures(report: VitestReport, root: string): string[] {
  const out: string[] = [];
  for (const r of report.testResults) {
    const file = r.name.startsWith(root) ? r.name.slice(root.length + 1) : r.name;
    const failed = r.assertionResults.filter((a) => a.status === 'failed');
    for (const a of failed) out.push(`${file} › ${a.fullName ?? a.title ?? '?'}: ${firstLine(a.failureMessages?.[0])}`);
    if (!failed.length && r.status === 'failed') out.push(`${file}: ${firstLine(r.message)}`);
  }
  return out;
}

function firstLine(text: string | undefined): string {
  const line = (text ?? '').split('\n').find((l) => l.trim())?.trim().slice(0, 300) ?? '';
  // The JSON report keeps no message for a test that timed out, only this placeholder.
  return line === 'Error: STACK_TRACE_ERROR' ? 'an error without a message in the JSON report (a timeout?): see the log above' : line;
}

export function vitestFiles(report: VitestReport, root: string): FileTime[] {
  return report.testResults.map((r) => {
    const file = r.name.startsWith(root) ? r.name.slice(root.length + 1) : r.name;
    return { suite: vitestSuite(file), file, tests: r.assertionResults.length, ms: Math.max(0, r.endTime - r.startTime) };
  });
}

interface PwSuite { file: string; specs?: { tests: { results: { duration: number }[] }[] }[]; suites?: PwSuite[] }

export function playwrightFiles(report: { suites: PwSuite[] }): FileTime[] {
  const byFile = new Map<string, FileTime>();
  const visit = (s: PwSuite) => {
    const row = byFile.get(s.file) ?? { suite: 'playwright e2e (Chromium)', file: `tests/e2e/${s.file}`, tests: 0, ms: 0 };
    for (const spec of s.specs ?? []) {
      for (const t of spec.tests) {
        row.tests += 1;
        row.ms += t.results.reduce((sum, r) => sum + r.duration, 0);
      }
    }
    byFile.set(s.file, row);
    s.suites?.forEach(visit);
  };
  report.suites.forEach(visit);
  return [...byFile.values()];
}

/** Rows per suite; `seconds` adds up the files' own times (more than the wall time when files run in parallel). */
export function suiteRows(files: FileTime[], walls: Record<string, number> = {}): SuiteRow[] {
  const rows = new Map<string, SuiteRow>();
  for (const f of files) {
    const row = rows.get(f.suite) ?? { suite: f.suite, files: 0, tests: 0, seconds: 0 };
    row.files += 1;
    row.tests += f.tests;
    row.seconds += f.ms / 1000;
    rows.set(f.suite, row);
  }
  for (const [suite, wall] of Object.entries(walls)) {
    const row = rows.get(suite) ?? { suite, files: 0, tests: 0, seconds: 0 };
    row.wall = wall;
    rows.set(suite, row);
  }
  return [...rows.values()];
}

export function formatTimings(rows: SuiteRow[], files: FileTime[], slowest = 8): string {
  const pad = (s: string | number, n: number) => String(s).padEnd(n);
  const lines = ['', 'Where the time went (seconds: the files\' own time added up; wall: the step from start to end)', ''];
  lines.push(`${pad('suite', 34)}${pad('files', 7)}${pad('tests', 7)}${pad('seconds', 9)}wall`);
  for (const r of rows) {
    lines.push(`${pad(r.suite, 34)}${pad(r.files || '', 7)}${pad(r.tests || '', 7)}${pad(r.seconds ? r.seconds.toFixed(1) : '', 9)}${r.wall !== undefined ? r.wall.toFixed(1) : ''}`);
  }
  lines.push('', `The ${slowest} slowest files:`);
  for (const f of [...files].sort((a, b) => b.ms - a.ms).slice(0, slowest)) {
    lines.push(`  ${pad((f.ms / 1000).toFixed(1), 7)}${f.file} (${f.tests} tests)`);
  }
  return lines.join('\n');
}
