// Issue 2's figures: cold start of `npm start` on an empty data folder, and sign-in round-trip latency.
import { freshDir, printTable, startServer, summarise } from './util.js';

export async function benchPlatform(): Promise<void> {
  const port = 8391;
  const full = await startServer('npm', ['start', '--silent'], { DATA_DIR: freshDir('.tmp/bench-cold'), LOG_LEVEL: 'warn' }, port);
  await full.stop();
  const serverOnly = await startServer('npx', ['tsx', 'server/main.ts'], { DATA_DIR: freshDir('.tmp/bench-cold'), LOG_LEVEL: 'warn' }, port);
  const warm = await (async () => { await serverOnly.stop(); return startServer('npx', ['tsx', 'server/main.ts'], { DATA_DIR: '.tmp/bench-cold', LOG_LEVEL: 'warn' }, port); })();

  const samples: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    const res = await fetch(`${warm.url}/api/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
    });
    await res.json();
    if (!res.ok) throw new Error(`login failed: ${res.status}`);
    samples.push(performance.now() - t);
  }
  await warm.stop();
  const login = summarise(samples);
  printTable('Platform (issue 2)', [
    { measure: 'cold start: npm start (build + migrate + seed + listen), empty data folder', value: `${(full.readyMs / 1000).toFixed(1)} s` },
    { measure: 'cold start: server only (migrate + seed + listen), empty data folder', value: `${(serverOnly.readyMs / 1000).toFixed(1)} s` },
    { measure: 'warm start: server only, existing data folder', value: `${(warm.readyMs / 1000).toFixed(1)} s` },
    { measure: `login round-trip p50 (n=${login.n})`, value: `${login.p50.toFixed(1)} ms` },
    { measure: `login round-trip p95 (n=${login.n})`, value: `${login.p95.toFixed(1)} ms` },
  ]);
}
