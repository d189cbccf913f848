// An upload job runs as its uploader is when it runs: one moved to another organisation since submitting it has no
// access to the organisation the job was submitted in any more, and the job fails without applying its file to
// either organisation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines } from './harness.js';
import { startUploadWorker } from '../../server/jobs/worker.js';
import { JOB_MESSAGES } from '../../server/jobs/runJob.js';
import { closeUploadSuite, count, openUploadSuite, STUDENT_HEADER_MULTI, studentRows, upload, xlsx, type UploadSuite } from './uploadsKit.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

describe.each(engines)('an upload job whose uploader moved organisation on %s', (engine) => {
  let suite: UploadSuite;
  beforeAll(async () => { suite = await openUploadSuite(engine); }, 300_000);
  afterAll(async () => closeUploadSuite(suite));

  it('fails naming the lost access, and applies nothing', async () => {
    const { s, token, delhi } = suite;
    const db = s.database.db;
    const res = await upload(s.app, { path: 'students', entity: 'crp', file: xlsx([STUDENT_HEADER_MULTI, ...studentRows('ORGMV', 5, delhi.name)]), token });
    expect(res.statusCode).toBe(202);
    const id = Number(res.json().data.id);
    // No worker runs yet: the uploader moves to another organisation while the job waits.
    await db.execute(sql`with o as (insert into organisations (name, code) values ('Moved To Institute', 'MTI') returning id)
      update users set org_id = (select id from o) where username = 'orgadmin'`);
    const worker = startUploadWorker(s.database, { pollMs: 20 });
    try {
      let job: { status: string; error_message: string | null } | undefined;
      for (const until = Date.now() + 60_000; Date.now() < until;) {
        job = rowsOf<{ status: string; error_message: string | null }>(await db.execute(sql`select status, error_message from upload_jobs where id = ${id}`))[0];
        if (job.status === 'failed' || job.status === 'successful') break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(job).toEqual({ status: 'failed', error_message: JOB_MESSAGES.user });
    } finally {
      await worker.stop();
    }
    expect(await count(s.database, sql`select count(*)::int as n from students where enrolment_no like 'ORGMV%'`)).toBe(0);
  });
});
