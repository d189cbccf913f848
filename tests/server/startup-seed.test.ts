// Starting on an empty PostgreSQL database: servers started together migrate and seed once, under one lock; a
// start killed while seeding leaves nothing half-made, so the next start seeds the demo whole; without SEED_DEMO
// an empty PostgreSQL gets no demo users (issue 27, items 3 and 4).
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createScratchDatabase, engines, startTestServer } from './harness.js';
import { killChild, spawnServerChild, startServerChild, withDatabase, type DatabasePlace, type ServerChild } from './serverProcess.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
/** The servers here seed 2,000 generated students (DEMO_STUDENTS; `npm start` makes 20,000) and the XSS probe,
 *  inserted last: a smaller seed takes the same path in a tenth of the time. */
const SEEDED = { SEED_DEMO: 'true', DEMO_STUDENTS: '2000' };
const DEMO_STUDENTS = 2_001;

const count = (place: DatabasePlace, table: string) => withDatabase(place, async ({ db }) =>
  rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0].n);

const signIn = (server: ServerChild) => fetch(`${server.url}/api/auth/login`, {
  method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
}).then((r) => r.status);

/** Resolves once another session holds a write lock on students: the seed's one transaction has inserted them and
 *  not yet committed (a lock lasts to the transaction's end, so the window is the rest of the seed, not one statement). */
async function seedUnderWay(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const until = Date.now() + 60_000; Date.now() < until;) {
      const res = await client.query(`select 1 from pg_locks l join pg_class c on c.oid = l.relation
        where c.relname = 'students' and l.mode = 'RowExclusiveLock' and l.granted and l.pid <> pg_backend_pid()`);
      if (res.rowCount) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error('the seed never started');
  } finally {
    await client.end();
  }
}

describe.each(engines.filter((e) => e === 'postgres'))('first start on an empty %s database', () => {
  let place: DatabasePlace;
  const servers: ServerChild[] = [];
  const fresh = async () => {
    const { url, drop } = await createScratchDatabase('eoc_start');
    place = { engine: 'postgres', databaseUrl: url, drop };
  };
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => killChild(s.child, 'SIGKILL')));
    await place?.drop();
  });

  it('two servers started together both come up, and the demo is seeded once', async () => {
    await fresh();
    servers.push(...await Promise.all([0, 1].map(() => startServerChild(place, SEEDED))));
    expect(servers.every((s) => s.child.exitCode === null)).toBe(true);
    expect(await count(place, 'students')).toBe(DEMO_STUDENTS);
    expect(await count(place, 'organisations')).toBe(1);
    expect(await Promise.all(servers.map(signIn))).toEqual([200, 200]);
  }, 180_000);

  it('a start killed while seeding leaves nothing, and the next start seeds the demo whole', async () => {
    await fresh();
    const starting = await spawnServerChild(place, SEEDED);
    starting.ready.catch(() => {});
    await seedUnderWay(place.databaseUrl!);
    await killChild(starting.child, 'SIGKILL');
    expect(await count(place, 'organisations')).toBe(0);
    const server = await startServerChild(place, SEEDED);
    servers.push(server);
    expect(await count(place, 'students')).toBe(DEMO_STUDENTS);
    expect(await signIn(server)).toBe(200);
  }, 180_000);

  it('without SEED_DEMO an empty PostgreSQL gets no demo users', async () => {
    await fresh();
    const server = await startServerChild(place, { SEED_DEMO: '' });
    servers.push(server);
    expect(await count(place, 'users')).toBe(0);
    expect(await signIn(server)).toBe(401);
  }, 120_000);
});

describe('the demo users', () => {
  it('each have their own salt', async () => {
    const server = await startTestServer('pglite');
    try {
      const hashes = rowsOf<{ hash: string }>(await server.database.db.execute(sql`select password_hash as hash from users`)).map((r) => r.hash);
      expect(hashes.length).toBeGreaterThan(1);
      expect(new Set(hashes.map((h) => h.split('$')[4])).size).toBe(hashes.length);
    } finally {
      await server.close();
    }
  });
});
