// `npm test`: the lint, then every unit, API and end-to-end test, then one closing line 'N passed, N failed' (a failed
// lint counts as one failure).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

fs.mkdirSync('.tmp', { recursive: true });
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

function run(cmd: string, args: string[], extraEnv: Record<string, string> = {}): number {
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  return res.status ?? 1;
}

const counts = { passed: 0, failed: 0, skipped: 0 };

// ESLint first: import boundaries and the recommended rules (eslint.config.js).
const lintCode = run('npm', ['run', '--silent', 'lint']);
if (lintCode === 0) counts.passed += 1;
else {
  counts.failed += 1;
  console.error('\nnpm run lint failed: see the problems above.\n');
}

const vitestCode = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.tmp/vitest.json']);
try {
  const v = JSON.parse(fs.readFileSync('.tmp/vitest.json', 'utf8'));
  counts.passed += v.numPassedTests; counts.failed += v.numFailedTests; counts.skipped += v.numPendingTests + (v.numTodoTests ?? 0);
} catch { counts.failed += 1; }

const e2eCode = run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: '.tmp/playwright.json' });
try {
  const p = JSON.parse(fs.readFileSync('.tmp/playwright.json', 'utf8'));
  counts.passed += p.stats.expected + p.stats.flaky; counts.failed += p.stats.unexpected; counts.skipped += p.stats.skipped;
} catch { counts.failed += 1; }

const failed = vitestCode !== 0 || e2eCode !== 0 || lintCode !== 0 ? Math.max(counts.failed, 1) : counts.failed;
console.log(`\n${counts.passed} passed, ${failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
