// The end-to-end run's shared files: one Vite build of the console for every worker, and one data folder migrated
// and seeded as on a first `npm start` (with fewer students: seedDataDir.ts), which each worker's server copies
// (setup/fixtures.ts). Both steps run at once: the build is Vite's work, the seed the database's.
// Playwright's global setup runs it; `npm test` (tests/run-all.ts) runs it as a script while the Vitest suites run, and
// the global setup then finds it done (the `ready` file) instead of doing it again.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { e2eDirs } from './ports';

const readyFile = path.join(e2eDirs.root, 'ready');

function step(what: string, cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, LOG_LEVEL: 'warn' } });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${what} failed (exit code ${code})`))));
  });
}

/** Builds and seeds afresh; answers the seconds it took. */
export async function prepareE2e(): Promise<number> {
  const started = Date.now();
  fs.rmSync(e2eDirs.root, { recursive: true, force: true });
  fs.mkdirSync(e2eDirs.root, { recursive: true });
  await Promise.all([
    step('The console build', process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', e2eDirs.dist, '--emptyOutDir']),
    step('Seeding the end-to-end data folder', process.execPath, ['--import', 'tsx', 'tests/e2e/setup/seedDataDir.ts', e2eDirs.template]),
  ]);
  const seconds = (Date.now() - started) / 1000;
  fs.writeFileSync(readyFile, JSON.stringify({ at: new Date().toISOString(), seconds }));
  return seconds;
}

/** The ready file's time, for E2E_PREPARED; undefined when there is none. */
export function readyStamp(): string | undefined {
  try {
    return (JSON.parse(fs.readFileSync(readyFile, 'utf8')) as { at: string }).at;
  } catch {
    return undefined;
  }
}

/** True when `npm test` prepared this run's files (E2E_PREPARED names its ready file's time) and they are there. */
export const preparedAlready = (): boolean => !!process.env.E2E_PREPARED && readyStamp() === process.env.E2E_PREPARED;

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('tests/e2e/setup/prepare.ts')) {
  prepareE2e().then((s) => console.log(`End-to-end setup (beside the Vitest suites): console built and demo data seeded in ${s.toFixed(1)} s`))
    .catch((err: unknown) => { console.error(err); process.exit(1); });
}
