// Hostile upload requests on the real app (issue 13, Hardening): malformed multipart bodies, hostile text in the
// file name and fields, and an Idempotency-Key reused with a different file. Each gets a clear 4xx in the envelope,
// makes no job, and the server keeps serving.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, type TestServer } from './harness.js';
import { closeUploadSuite, count, multipart, openUploadSuite, STUDENT_HEADER_MULTI, studentRows, upload, type UploadSuite, xlsx } from './uploadsKit.js';

const url = '/api/auth/v4/glorifire-entities/students?entity=crp';

describe.each(engines)('hostile upload requests on %s', (engine) => {
  let s: TestServer;
  let token: string;
  let delhi: { id: number; name: string };
  let suite: UploadSuite | undefined;
  beforeAll(async () => { suite = await openUploadSuite(engine); ({ s, token, delhi } = suite); }, 300_000);
  afterAll(() => closeUploadSuite(suite));

  const jobs = () => count(s.database, sql`select count(*)::int as n from upload_jobs`);
  const file = (prefix: string) => xlsx([STUDENT_HEADER_MULTI, ...studentRows(prefix, 3, delhi.name)]);
  const post = (payload: Buffer | string, contentType?: string) =>
    s.app.inject({ method: 'POST', url, payload, headers: { 'access-token': token, ...(contentType ? { 'content-type': contentType } : {}) } });

  function expectClient(res: { statusCode: number; body: string; json(): unknown }, message: RegExp) {
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.json()).toMatchObject({ code: res.statusCode, data: null, message: expect.stringMatching(message) });
  }

  describe('malformed multipart bodies', () => {
    it.each([
      ['a boundary that is not the one in the body', async () => {
        const good = await multipart(file('81'), 'a.xlsx');
        return [good.payload, 'multipart/form-data; boundary=----not-the-boundary-of-this-body'] as const;
      }, /upload|multipart|file/i],
      ['a body cut off halfway through the file', async () => {
        const good = await multipart(file('82'), 'a.xlsx');
        return [good.payload.subarray(0, Math.floor(good.payload.length / 2)), good.contentType] as const;
      }, /incomplete|cut off|multipart/i],
      ['a multipart content type without a boundary', async () => {
        const good = await multipart(file('83'), 'a.xlsx');
        return [good.payload, 'multipart/form-data'] as const;
      }, /boundary|multipart/i],
      ['random bytes under a multipart content type', async () =>
        [Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 256)), 'multipart/form-data; boundary=xyz'] as const, /upload|multipart|file/i],
      ['an empty body', async () => [Buffer.alloc(0), 'multipart/form-data; boundary=xyz'] as const, /upload|multipart|file/i],
      ['a JSON body', async () => [JSON.stringify({ file: 'x' }), 'application/json'] as const, /upload|file/i],
      ['a plain text body', async () => ['file=x', 'text/plain'] as const, /content type|upload|file/i],
      ['a binary body', async () => [file('84'), 'application/octet-stream'] as const, /content type|upload|file/i],
    ])('refuses %s with a 4xx and makes no job', async (_name, make, message) => {
      const before = await jobs();
      const [payload, contentType] = await make();
      expectClient(await post(payload as Buffer, contentType), message);
      expect(await jobs()).toBe(before);
    });

    // 422 like every other upload failure: the console takes a 400 as a lost session.
    it('refuses a file name or a field holding a NUL byte with 422 naming it', async () => {
      const before = await jobs();
      const named = await upload(s.app, { path: 'students', entity: 'crp', file: file('85'), fileName: 'a\u0000b.xlsx', token });
      expectClient(named, /file name: contains a NUL character/);
      expect(named.statusCode).toBe(422);
      const field = await upload(s.app, { path: 'students', entity: 'crp', file: file('86'), fields: { centre: `${delhi.id}\u0000` }, token, query: { multiCentre: 'false' } });
      expectClient(field, /centre: contains a NUL character/);
      expect(await jobs()).toBe(before);
    });
  });

  describe('Idempotency-Key', () => {
    const submit = (data: Buffer, key: string, fileName = 'students.xlsx') =>
      upload(s.app, { path: 'students', entity: 'crp', file: data, fileName, token, headers: { 'idempotency-key': key } });

    it('answers the same job for the same key and the same file', async () => {
      const data = file('87');
      const first = await submit(data, 'same-file-1');
      expect(first.statusCode).toBe(202);
      const again = await submit(data, 'same-file-1');
      expect(again.statusCode).toBe(202);
      expect(again.json().data.id).toBe(first.json().data.id);
    });

    it('refuses the same key with a different file with 409, making no job', async () => {
      const first = await submit(file('88'), 'reused-key-1');
      expect(first.statusCode).toBe(202);
      const before = await jobs();
      const other = await submit(file('89'), 'reused-key-1');
      expect(other.statusCode).toBe(409);
      expect(other.json()).toMatchObject({ code: 409, data: null, message: expect.stringMatching(/Idempotency-Key.*different file/) });
      expect(await jobs()).toBe(before);
    });

    it('refuses a key holding a NUL byte with a 4xx naming the header, making no job', async () => {
      const before = await jobs();
      expectClient(await submit(file('92'), 'key\u0000one'), /Idempotency-Key header: contains a NUL character/);
      expect(await jobs()).toBe(before);
    });

    it('refuses the same key and file sent to another entity kind with 409', async () => {
      const data = file('90');
      expect((await submit(data, 'reused-key-2')).statusCode).toBe(202);
      const other = await upload(s.app, { path: 'students', entity: 'ncrp', file: data, fileName: 'students.xlsx', token, headers: { 'idempotency-key': 'reused-key-2' } });
      expect(other.statusCode).toBe(409);
      expect(other.json().message).toMatch(/Idempotency-Key/);
    });
  });

  it('keeps serving after all of that', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const preview = await upload(s.app, { path: 'students', entity: 'crp', file: file('91'), token, dryRun: true });
    expect(preview.statusCode).toBe(200);
  });
});
