// Every upload target's sample sheet, sent back as it is handed out, previews with no error of the upload's own
// rules (issue 27 item 21: the PTM sample's own example row failed: a guardian's salutation and country code without
// a name). The example row names made-up records (a centre 'Kota Main', a student 0012345): those references are
// for the user to replace with their own, and the rules that look them up in the database are the only ones allowed
// (`taken` too: the demo data seeds a schema-derived entity from the same examples its sample row shows).
const REFERENCE_RULES = /^unknown-|^program-class$|^taken$/;
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectiveMultiCentre } from '../../schemas/index.js';
import { uploadTargets } from '../../schemas/uploadTargets.js';
import { EXAM_RESULT_KIND } from '../../schemas/examResults.js';
import { login, startTestServer, type TestServer } from './harness.js';
import { multipart } from './uploadsKit.js';

describe('sample sheets preview clean', () => {
  let s: TestServer;
  let org: string;
  beforeAll(async () => {
    s = await startTestServer('pglite');
    org = (await login(s.app, 'orgadmin')).token!;
  }, 300_000);
  afterAll(async () => { await s?.close(); });

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    s.app.inject({ method, url, headers: { 'access-token': org }, ...(payload ? { payload } : {}) });

  /** Where an operation's preview is posted: its path, or for exam results a pre-signed URL of a seeded exam. */
  async function previewUrl(kind: string, path: string): Promise<string> {
    if (kind !== EXAM_RESULT_KIND) return `/api/${path}?entity=${kind}`;
    const exam = (await call('GET', '/api/auth/exam-result/exams')).json().data[0];
    const made = await call('POST', '/api/auth/exam-result/upload-url', { examId: exam.id, year: exam.years[0] ?? 2025 });
    return made.json().data.url;
  }

  const cases = Object.values(uploadTargets).flatMap((t) => t.uploads.operations.map((op) => ({ t, op })));

  it.each(cases.map((c) => [`${c.t.kind} ${c.op.key}`, c] as const))('%s: its sample row has no error', async (_name, { t, op }) => {
    const multi = effectiveMultiCentre(op, true);
    const sample = await call('GET', `/api/auth/v4/glorifire-entities/sample?entity=${t.kind}&operation=${op.key}&multiCentre=${multi}`);
    expect(sample.statusCode, sample.body.slice(0, 200)).toBe(200);
    const body = await multipart(sample.rawPayload, 'sample.xlsx');
    const url = await previewUrl(t.kind, op.path);
    const res = await s.app.inject({
      method: 'POST', url: `${url}${url.includes('?') ? '&' : '?'}dryRun=true`, payload: body.payload,
      headers: { 'access-token': org, 'content-type': body.contentType },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const preview = res.json().data;
    expect(preview.counts.rows).toBe(1);
    const errors = preview.rows.flatMap((r: { errors: { rule: string }[] }) => r.errors);
    expect(errors.filter((e: { rule: string }) => !REFERENCE_RULES.test(e.rule))).toEqual([]);
  });
});
