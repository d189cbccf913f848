// Once per test run, when the machine has Debian's pgbouncer and TEST_DATABASE_URL is set: a PgBouncer in
// transaction mode in front of that PostgreSQL, on a free loopback port, for tests/server/pgbouncer.test.ts
// (`.ci/run` installs it). Its address is provided as `pgbouncerUrl`; '' when there is none.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { freePort } from './serverProcess.js';

const canConnect = (port: number) => new Promise<boolean>((resolve) => {
  const socket = net.connect(port, '127.0.0.1', () => { socket.end(); resolve(true); });
  socket.on('error', () => resolve(false));
});

export default async function setup({ provide }: { provide: (key: 'pgbouncerUrl', value: string) => void }) {
  provide('pgbouncerUrl', '');
  const base = process.env.TEST_DATABASE_URL;
  const binary = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((p) => fs.existsSync(p))
    ?? (spawnSync('sh', ['-c', 'command -v pgbouncer'], { encoding: 'utf8' }).stdout.trim() || undefined);
  if (!base || !binary) return;
  const target = new URL(base);
  const port = await freePort();
  const dir = path.resolve(`.tmp/pgbouncer-${port}`);
  fs.mkdirSync(dir, { recursive: true });
  const config = path.join(dir, 'pgbouncer.ini');
  fs.writeFileSync(config, [
    '[databases]',
    `* = host=${target.hostname} port=${target.port || 5432} user=${decodeURIComponent(target.username) || 'postgres'}`,
    '[pgbouncer]',
    `listen_addr = 127.0.0.1`, `listen_port = ${port}`, `unix_socket_dir =`,
    // Every client logs in as the one server user above: a local test bouncer, never a deployment's.
    'auth_type = any', 'pool_mode = transaction', 'default_pool_size = 20', 'max_client_conn = 500',
    // PgBouncer refuses to run as root; started as root it switches to this user.
    ...(process.getuid?.() === 0 ? ['user = postgres'] : []),
  ].join('\n'));
  const child = spawn(binary, [config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr!.on('data', (d) => { log += d; });
  for (const until = Date.now() + 10_000; !(await canConnect(port));) {
    if (child.exitCode !== null || Date.now() > until) throw new Error(`pgbouncer did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  provide('pgbouncerUrl', `postgres://${target.username || 'postgres'}@127.0.0.1:${port}/`);
  return async () => {
    child.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext { pgbouncerUrl: string }
}
