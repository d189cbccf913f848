// Live alert counters (issue 24 item 4): a console connected to the counter stream hears "counters" within 2 s of a
// rule raising or resolving an alert of its organisation (NOTIFY on commit, one LISTEN per process), on both engines;
// the stream needs a session like every route; and a rolled-back write tells nobody.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines, login, startTestServer, type TestServer } from './harness.js';
import { recheckAlerts } from '../../server/alerts/recheck.js';
import { notifyCounters } from '../../server/alerts/counterEvents.js';

const STREAM = '/api/auth/alert-escalation/counters/stream';

/**
 * A stream reader: `next(event, after, timeout)` resolves with when the first such event after `after` came (or null). node:http, not fetch:
 * an aborted fetch leaves undici opening a fresh connection that keeps app.close() waiting for its headers timeout.
 */
async function openStream(base: string, token: string) {
  const events: { name: string; at: number }[] = [];
  let wake: (() => void) | undefined;
  let buf = '';
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.get(`${base}${STREAM}`, { headers: { 'access-token': token }, agent: false }, resolve);
    req.on('error', reject);
    close = () => req.destroy();
  });
  res.setEncoding('utf8');
  res.on('error', () => {});
  res.on('data', (chunk: string) => {
    buf += chunk;
    let end: number;
    while ((end = buf.indexOf('\n\n')) >= 0) {
      const name = /^event: (\w+)/m.exec(buf.slice(0, end))?.[1];
      buf = buf.slice(end + 2);
      if (name) { events.push({ name, at: performance.now() }); wake?.(); }
    }
  });
  const next = (name: string, after: number, timeoutMs: number) => new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => { wake = undefined; resolve(null); }, timeoutMs);
    const check = () => {
      const e = events.find((x) => x.name === name && x.at >= after);
      if (e) { clearTimeout(timer); wake = undefined; resolve(e.at); }
    };
    wake = check;
    check();
  });
  return { res, next, close };
}
let close = () => {};

/** Runs the write; the event must come after it began, and within 2 s of its commit (its end): answers that delay. */
async function timed(write: () => Promise<unknown>, expected: object, stream: Awaited<ReturnType<typeof openStream>>): Promise<number> {
  const began = performance.now();
  expect(await write()).toMatchObject(expected);
  const committed = performance.now();
  const at = await stream.next('counters', began, 2000);
  expect(at).not.toBeNull();
  return Math.max(0, at! - committed);
}

describe.each(engines)('live alert counters on %s', (engine) => {
  let s: TestServer;
  let base: string;
  let orgId: number;
  let token: string;
  const q = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => ((await s.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    s = await startTestServer(engine);
    base = await s.app.listen({ host: '127.0.0.1', port: 0 });
    token = (await login(s.app, 'orgadmin')).token!;
    [{ id: orgId }] = await q<{ id: number }>(sql`select id from organisations order by id limit 1`);
  });
  afterAll(async () => { await s?.close(); });

  it('refuses a stream without a session, with the usual 401 answer', async () => {
    const res = await fetch(`${base}${STREAM}`);
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe(401);
  });

  it('tells a connected console within 2 s when a rule resolves an alert, and again when it raises it', async () => {
    const stream = await openStream(base, token);
    expect(stream.res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(await stream.next('open', 0, 2000)).not.toBeNull();
    const [{ classId }] = await q<{ classId: number }>(sql`select substr(a.subject_key, 7)::int as "classId" from alert_actionables a
      join time_table_classes t on 'class:' || t.id = a.subject_key
      where a.event_key = 'MARK_ATTENDANCE' and a.status = 'open' and exists (select 1 from students st where st.batch_id = t.batch_id) limit 1`);
    await q(sql`insert into attendance_marks (org_id, class_id, student_id, mark)
      select t.org_id, t.id, st.id, 'present' from time_table_classes t join students st on st.batch_id = t.batch_id where t.id = ${classId}`);
    const resolvedMs = await timed(() => recheckAlerts(s.database.db, orgId, ['MARK_ATTENDANCE']), { resolved: 1 }, stream);
    await q(sql`delete from attendance_marks where class_id = ${classId}`);
    const raisedMs = await timed(() => recheckAlerts(s.database.db, orgId, ['MARK_ATTENDANCE']), { raised: 1 }, stream);
    console.log(`${engine}: counters event ${resolvedMs.toFixed(1)} ms after a resolve's commit, ${raisedMs.toFixed(1)} ms after a raise's`);
    stream.close();
  });

  it('sends nothing for a rolled-back write, nor for another organisation', async () => {
    const stream = await openStream(base, token);
    await stream.next('open', 0, 2000);
    const t0 = performance.now();
    await s.database.db.transaction(async (tx) => {
      await tx.execute(notifyCounters(orgId));
      tx.rollback();
    }).catch(() => {});
    await q(notifyCounters(orgId + 1000));
    expect(await stream.next('counters', t0, 500)).toBeNull();
    // And the stream is alive: a committed notice for its organisation comes through.
    await q(notifyCounters(orgId));
    expect(await stream.next('counters', t0, 2000)).not.toBeNull();
    stream.close();
  });
});
