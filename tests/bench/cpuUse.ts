// CPU time used by a server under load, split into its own processes and its PostgreSQL backends: on a machine whose
// cores other work shares, requests per second drift with that work, while CPU per request mostly does not.
// Linux only (/proc); elsewhere the figures are NaN.
import fs from 'node:fs';
import type pg from 'pg';

const TICKS_PER_SECOND = 100;

/** utime + stime of these processes, in seconds (a process gone meanwhile counts nothing). */
function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command name (which may hold spaces): state is the 3rd field, utime the 14th, stime the 15th.
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch { /* gone */ }
  }
  return ticks / TICKS_PER_SECOND;
}

/** The processes of a process group (the server started detached, with npx and tsx above it). */
function groupPids(pgid: number): number[] {
  if (!fs.existsSync('/proc')) return [];
  return fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number).filter((pid) => {
    try { return Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[2]) === pgid; } catch { return false; }
  });
}

export interface CpuUse { server: number; database: number }

/**
 * Reads the CPU seconds used so far by the server's processes and by the PostgreSQL backends connected under
 * `applicationName` (set in the server's DATABASE_URL); `admin` is a connection to the same PostgreSQL.
 */
export async function cpuUse(pgid: number, admin: pg.Client, applicationName: string): Promise<CpuUse> {
  const backends = (await admin.query(`select pid from pg_stat_activity where application_name = $1`, [applicationName])).rows.map((r: { pid: number }) => r.pid);
  if (!fs.existsSync('/proc')) return { server: NaN, database: NaN };
  return { server: cpuSeconds(groupPids(pgid)), database: cpuSeconds(backends) };
}

/** Milliseconds of CPU per request between two readings. */
export const perRequest = (before: CpuUse, after: CpuUse, requests: number) => ({
  server: ((after.server - before.server) * 1000) / requests,
  database: ((after.database - before.database) * 1000) / requests,
});
