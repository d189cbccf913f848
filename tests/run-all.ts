// `npm test`: the lint and every unit and API test side by side, then every end-to-end test, then where the time
// went (tests/timings.ts) and one closing line 'N passed, N failed' (a failed lint counts as one failure).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { readyStamp } from './e2e/setup/prepare.js';
import { formatTimings, playwrightFiles, suiteRows, vitestFailures, vitestFiles, type FileTime } from './timings.js';

fs.mkdirSync('.tmp', { recursive: true });
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const walls: Record<string, number> = {};

/** Runs a step and times it: its output inherited, or kept in `log` (a file). Not spawnSync: the steps beside the
 *  foreground one must see their exits. */
function step(name: string, cmd: string, args: string[], opts: { extraEnv?: Record<string, string>; log?: string } = {}): Promise<number> {
  const started = Date.now();
  const out = opts.log ? fs.openSync(opts.log, 'w') : undefined;
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: out === undefined ? 'inherit' : ['ignore', out, out], env: { ...env, ...opts.extraEnv } });
    const done = (code: number) => { walls[name] = (Date.now() - started) / 1000; resolve(code); };
    child.on('error', () => done(1));
    child.on('exit', (code) => done(code ?? 1));
  });
}

const run = (name: string, cmd: string, args: string[], extraEnv: Record<string, string> = {}) => step(name, cmd, args, { extraEnv });

function readJson<T>(file: string): T | undefined {
  try { return JSON.parse(fs.readFileSync(file, 'utf8')) as T; } catch { return undefined; }
}

const counts = { passed: 0, failed: 0, skipped: 0 };
const files: FileTime[] = [];
const failures: string[] = [];
const runStarted = Date.now();

/** A step run beside the Vitest suites, its output kept in a file and printed once it is done. */
async function beside(name: string, args: string[]): Promise<{ code: number; log: string }> {
  const log = `.tmp/${name.replace(/\W+/g, '-')}.log`;
  const code = await step(name, process.execPath, args, { log });
  return { code, log: fs.readFileSync(log, 'utf8').trim() };
}

// ESLint (import boundaries and the recommended rules, eslint.config.js) runs beside the Vitest suites: a failure
// still counts, and its problems are printed after them.
const linting = beside('eslint', ['node_modules/eslint/bin/eslint.js', '.']);

// The end-to-end build and seed (tests/e2e/setup/prepare.ts) run beside the Vitest suites, which wait on their
// databases part of the time; Playwright's global setup then finds them done.
const preparing = beside('e2e build and seed', ['--import', 'tsx', 'tests/e2e/setup/prepare.ts']);

for (const f of ['.tmp/vitest.json', '.tmp/playwright.json']) fs.rmSync(f, { force: true });
const vitestCode = await run('vitest (all projects)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.tmp/vitest.json']);
const v = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests?: number } & Parameters<typeof vitestFiles>[0]>('.tmp/vitest.json');
if (v) {
  counts.passed += v.numPassedTests; counts.failed += v.numFailedTests; counts.skipped += v.numPendingTests + (v.numTodoTests ?? 0);
  files.push(...vitestFiles(v, process.cwd()));
  failures.push(...vitestFailures(v, process.cwd()));
} else counts.failed += 1;

const lint = await linting;
if (lint.log) console.log(lint.log);
if (lint.code === 0) counts.passed += 1;
else {
  counts.failed += 1;
  console.error('\nnpm run lint failed: see the problems above.\n');
}
const prepare = await preparing;
const prepared = prepare.code === 0 ? readyStamp() : undefined;
console.log(prepare.log || 'End-to-end setup beside Vitest: no output');
const e2eCode = await run('playwright e2e (Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: '.tmp/playwright.json', ...(prepared ? { E2E_PREPARED: prepared } : {}) });
const p = readJson<{ stats: { expected: number; flaky: number; unexpected: number; skipped: number } } & Parameters<typeof playwrightFiles>[0]>('.tmp/playwright.json');
if (p) {
  counts.passed += p.stats.expected + p.stats.flaky; counts.failed += p.stats.unexpected; counts.skipped += p.stats.skipped;
  files.push(...playwrightFiles(p));
} else counts.failed += 1;

walls['npm test'] = (Date.now() - runStarted) / 1000;
console.log(formatTimings(suiteRows(files, walls), files));

if (failures.length) console.log(`\nFailed Vitest tests (Playwright lists its own above):\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
const failed = vitestCode !== 0 || e2eCode !== 0 || lint.code !== 0 ? Math.max(counts.failed, 1) : counts.failed;
console.log(`\n${counts.passed} passed, ${failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
