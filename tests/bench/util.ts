// Small helpers shared by the benchmarks: start the real server as a child process, percentiles, a table printer.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)];
}

export function summarise(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95), n: s.length };
}

/**
 * Times `call` `runs` times after `warmup` untimed calls (the JIT and caches settle first): p50, p95, and what the
 * last call answered besides its time.
 */
export async function timed<T extends object>(call: () => Promise<T>, runs: number, warmup = 20): Promise<ReturnType<typeof summarise> & T> {
  for (let i = 0; i < warmup; i++) await call();
  const samples: number[] = [];
  let last: T | undefined;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    last = await call();
    samples.push(performance.now() - t);
  }
  return { ...summarise(samples), ...(last as T) };
}

export function printTable(title: string, rows: Record<string, string | number>[]): void {
  console.log(`\n${title}`);
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]);
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (vals: string[]) => `| ${vals.map((v, i) => v.padEnd(width[i])).join(' | ')} |`;
  console.log(line(cols));
  console.log(`|${width.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(cols.map((c) => String(r[c]))));
}

export interface ServerProcess { child: ChildProcess; url: string; stop(): Promise<void> }

/** Runs a command that starts the server, and resolves once /api/health answers. */
export async function startServer(cmd: string, args: string[], env: Record<string, string>, port: number): Promise<ServerProcess & { readyMs: number }> {
  const started = performance.now();
  // Its own process group, so that stopping it also stops what npm or npx started under it.
  const child = spawn(cmd, args, { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let log = '';
  child.stdout!.on('data', (d) => { log += d; });
  child.stderr!.on('data', (d) => { log += d; });
  const url = `http://127.0.0.1:${port}`;
  if (await fetch(`${url}/api/health`).then(() => true, () => false)) throw new Error(`port ${port} is already in use`);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 50));
  }
  const readyMs = performance.now() - started;
  return {
    child, url, readyMs,
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      process.kill(-child.pid!, 'SIGTERM');
    }),
  };
}

export function freshDir(path: string): string {
  fs.rmSync(path, { recursive: true, force: true });
  return path;
}

/**
 * Writes every dirty page of the file cache to disk (`sync`). The kernel writes a page back some 30 s after it was
 * dirtied (vm.dirty_expire_centisecs), so without this what one timed phase wrote (a 100,000-row COPY or job writes
 * some 300 MB) is written back during the next, on the same two cores.
 */
export function flushDisk(): void {
  spawnSync('sync');
}
