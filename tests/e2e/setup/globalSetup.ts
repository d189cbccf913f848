// Once per end-to-end run, before any worker starts: one Vite build of the console for every worker, and one data
// folder migrated and seeded as on a first `npm start` (with fewer students: seedDataDir.ts), which each worker's server copies (setup/fixtures.ts).
// Both steps run at once: the build is Vite's work, the seed the database's.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { e2eDirs } from './ports';

function step(what: string, cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, LOG_LEVEL: 'warn' } });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${what} failed (exit code ${code})`))));
  });
}

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  fs.rmSync(e2eDirs.root, { recursive: true, force: true });
  fs.mkdirSync(e2eDirs.root, { recursive: true });
  await Promise.all([
    step('The console build', process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', e2eDirs.dist, '--emptyOutDir']),
    step('Seeding the end-to-end data folder', process.execPath, ['--import', 'tsx', 'tests/e2e/setup/seedDataDir.ts', e2eDirs.template]),
  ]);
  console.log(`End-to-end setup: console built and demo data seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
