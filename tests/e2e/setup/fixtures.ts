// The `test` every end-to-end spec imports: Playwright's, with a console server per worker. Each worker's server runs
// on its own port (setup/ports.ts) over its own copy of the seeded data folder, so specs in different workers share
// nothing, and `baseURL` points at the worker's own server. A worker restarted after a failure keeps its folder.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { test as base } from '@playwright/test';
import { consolePort, e2eDirs, parentPorts } from './ports';

export { expect } from '@playwright/test';
export type { Frame, FrameLocator, Page, Browser, BrowserContext, Locator, Route, Request, Response } from '@playwright/test';

interface ConsoleServer { url: string; output(): string }

async function untilHealthy(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  for (const until = Date.now() + timeoutMs; Date.now() < until;) {
    if (child.exitCode !== null) throw new Error(`The console server exited (code ${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The console server did not answer /api/health within ${timeoutMs} ms:\n${output()}`);
}

export const test = base.extend<object, { consoleServer: ConsoleServer }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this destructuring
  consoleServer: [async ({}, use, workerInfo) => {
    const index = workerInfo.parallelIndex;
    const port = consolePort(index);
    const { trusted, untrusted } = parentPorts(index);
    const dataDir = e2eDirs.data(index);
    if (!fs.existsSync(dataDir)) fs.cpSync(e2eDirs.template, dataDir, { recursive: true });
    let log = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: e2eDirs.dist, LOG_LEVEL: 'warn',
        E2E: '1', CHECK_RESPONSES: '1', MALLOC_ARENA_MAX: '2',
        TRUSTED_PARENT_ORIGINS: `http://127.0.0.1:${trusted}`,
        // The untrusted parent may frame the console here, so the tests reach the bridge's own origin check.
        FRAME_ANCESTORS: `http://127.0.0.1:${trusted} http://127.0.0.1:${untrusted}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => { log = (log + chunk.toString()).slice(-20_000); };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', (chunk: Buffer) => { keep(chunk); process.stderr.write(chunk); });
    const url = `http://127.0.0.1:${port}`;
    try {
      await untilHealthy(url, child, () => log, 120_000);
      await use({ url, output: () => log });
    } finally {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
    }
  }, { scope: 'worker', auto: true, timeout: 180_000 }],
  baseURL: async ({ consoleServer }, use) => use(consoleServer.url),
});
