// A new PGlite data folder, made in a short-lived child process. PGlite makes a new folder by running initdb in two
// more WebAssembly instances; about 150 MB of what they leave stays in the process that ran them, collected or not.
// Made in a child, the server's first start idles at about 420 MB instead of 520 (a later start: about 370), room
// it needs under a 100,000-row upload (issue 5: under 1 GB).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onDisk, openDatabase } from './client.js';

const SELF = fileURLToPath(import.meta.url);

/** Whether `dataDir` still has to be made (PostgreSQL writes PG_VERSION first thing). */
export function needsNewDataDir(dataDir: string): boolean {
  return onDisk(dataDir) && !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
}

/** Makes the folder in a child process (run through tsx, as `npm start` runs the server, while this is TypeScript). */
export function makeDataDirInChild(dataDir: string): Promise<void> {
  const loader = SELF.endsWith('.ts') ? ['--import', 'tsx'] : [];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...loader, SELF, dataDir], { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Could not create the embedded database in ${dataDir} (exit code ${code})`))));
  });
}

if (process.argv[1] === SELF) {
  const dataDir = process.argv[2];
  const database = await openDatabase({ dataDir });
  await database.close();
}
