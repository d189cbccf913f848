// The alert re-check after an upload job runs over the centres the job wrote (server/alerts/recheck.ts jobScope):
// the centres of the records it created or changed, and those the changed records were in before; the whole
// organisation when the job recorded nothing or the kind is not a rule source.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines, startTestServer, type TestServer } from './harness.js';
import { jobScope } from '../../server/alerts/recheck.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

describe.each(engines)('an upload job re-checks the alerts of the centres it wrote, on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => { s = await startTestServer(engine); });
  afterAll(async () => { await s?.close(); });

  it('reads the centres of the created and changed records, and the centres the changed ones left', async () => {
    const { db } = s.database;
    // Two batches in different centres of one organisation, and a third centre one of them was in before.
    const [a, b] = rowsOf<{ id: number; centreId: number; orgId: number }>(await db.execute(sql`
      select distinct on (centre_id) id, centre_id as "centreId", org_id as "orgId" from batches
      where org_id = (select org_id from batches order by id limit 1) order by centre_id, id limit 2`));
    expect(a.centreId).not.toBe(b.centreId);
    const [left] = rowsOf<{ id: number }>(await db.execute(sql`select id from centres where org_id = ${a.orgId} and id not in (${a.centreId}, ${b.centreId}) order by id limit 1`));
    const jobId = 900_001;
    // As a job that created one batch and changed another records them: a set each.
    await db.execute(sql`insert into upload_job_change_sets (job_id, record_ids, befores) values
      (${jobId}, array[${a.id}]::int[], null), (${jobId}, array[${b.id}]::int[], array[${JSON.stringify({ centre_id: left.id, batch_code: 'OLD' })}::jsonb])`);

    const scope = await jobScope(db, 'batch', jobId);
    expect([...scope.centreIds!].sort((x, y) => x - y)).toEqual([a.centreId, b.centreId, left.id].sort((x, y) => x - y));
    // A set whose records share one before (a transfer's, migration 0037): the centre it names is read too.
    const [other] = rowsOf<{ id: number }>(await db.execute(sql`select id from centres where org_id = ${a.orgId} and id not in (${a.centreId}, ${b.centreId}, ${left.id}) order by id limit 1`));
    await db.execute(sql`insert into upload_job_change_sets (job_id, record_ids, before) values
      (${jobId + 10}, array[${a.id}, ${b.id}]::int[], ${JSON.stringify({ centre_id: other.id, batch_code: 'OLD' })}::jsonb)`);
    const shared = await jobScope(db, 'batch', jobId + 10);
    expect([...shared.centreIds!].sort((x, y) => x - y)).toEqual([a.centreId, b.centreId, other.id].sort((x, y) => x - y));
  });

  it('answers the whole organisation for a job that recorded nothing, and for a kind no rule reads', async () => {
    expect(await jobScope(s.database.db, 'batch', 900_002)).toEqual({});
    // A single-centre job that recorded nothing keeps its page's centre.
    expect(await jobScope(s.database.db, 'batch', 900_002, { centreIds: [7] })).toEqual({ centreIds: [7] });
    const [student] = rowsOf<{ id: number }>(await s.database.db.execute(sql`select id from students order by id limit 1`));
    await s.database.db.execute(sql`insert into upload_job_change_sets (job_id, record_ids) values (900003, array[${student.id}]::int[])`);
    expect(await jobScope(s.database.db, 'crp', 900_003)).toEqual({});
  });
});
