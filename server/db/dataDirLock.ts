// One process per PGlite data folder: PGlite has no postmaster to refuse a second opener, and two processes on one
// folder each keep their own copy of the pages in memory, so one side's writes are lost. A lock file in the folder
// names the holder; a lock whose process is gone (kill -9, a crash) is stale and taken over.
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'edu-ops-console.pid';

/** Folders this process holds: its own pid in a lock file is stale unless listed here (a restarted container reuses pids). */
const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(file: string): number | null {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export class DataDirInUse extends Error {
  constructor(dataDir: string, pid: number) {
    super(`The embedded database folder ${dataDir} is in use by process ${pid}. Stop that process, or set DATA_DIR to another folder.`);
  }
}

/** Takes the folder for this process, or throws DataDirInUse; returns the release. */
export function lockDataDir(dataDir: string): () => void {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE);
  for (let tries = 0; ; tries++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || tries > 3) throw err;
      const pid = holderOf(file);
      const mine = pid === process.pid;
      if (pid !== null && (mine ? held.has(dir) : alive(pid))) throw new DataDirInUse(dir, pid);
      fs.rmSync(file, { force: true });
    }
  }
  held.add(dir);
  return () => {
    held.delete(dir);
    if (holderOf(file) === process.pid) fs.rmSync(file, { force: true });
  };
}
