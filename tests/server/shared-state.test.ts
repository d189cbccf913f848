// Two server processes on one PostgreSQL database behave as one (issue 27, item 5): the potential-matches rate
// limit allows one instance's limit in total (both checking one organisation token against the secret kept in the
// database), and with no token secret configured, a token one instance signs is good on the other (the secrets are
// made once and kept in the database).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { trainingTokenSecret, verifyTrainingToken } from '../../server/auth/trainingToken.js';
import { issueOrgToken, orgTokenSecret } from '../../server/potentialMatches/orgToken.js';
import { seedExams } from '../../server/seed/seedExams.js';
import { EXAM_TOKEN_MESSAGES } from '../../schemas/examResults.js';
import { engines } from './harness.js';
import { killChild, preparedDatabase, startServerChild, withDatabase, type DatabasePlace, type ServerChild } from './serverProcess.js';
import { multipart, xlsx } from './uploadsKit.js';

const LIMIT = 5;
const unset = { TRAINING_TOKEN_SECRET: '', EXAM_UPLOAD_TOKEN_SECRET: '' };

async function call(server: ServerChild, path: string, init: { token?: string; body?: unknown; orgToken?: string } = {}) {
  const headers: Record<string, string> = init.token ? { 'access-token': init.token } : {};
  if (init.orgToken) headers['x-org-token'] = init.orgToken;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.url}${path}`, { method: init.body === undefined ? 'GET' : 'POST', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  return { status: res.status, body: await res.json() };
}

const signIn = async (server: ServerChild, username: string) =>
  (await call(server, '/api/auth/login', { body: { username, password: 'demo1234' } })).body.data.authToken as string;

describe.each(engines.filter((e) => e === 'postgres'))('two server processes on one %s database', (engine) => {
  let place: DatabasePlace;
  let servers: ServerChild[] = [];
  beforeAll(async () => {
    place = await preparedDatabase(engine);
    await withDatabase(place, ({ db }) => seedExams(db));
    const env = { ...unset, POTENTIAL_MATCHES_RATE_LIMIT: String(LIMIT), POTENTIAL_MATCHES_RATE_WINDOW_MS: '60000', IN_PROCESS_WORKER: 'false' };
    servers = await Promise.all([startServerChild(place, env), startServerChild(place, env)]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => killChild(s.child, 'SIGKILL')));
    await place?.drop();
  });

  it('allow one instance\'s potential-matches limit in total', async () => {
    const orgToken = await withDatabase(place, async ({ db }) => {
      const [org] = (await db.execute(sql`select id from organisations where code = 'VCI'`) as unknown as { rows: { id: number }[] }).rows;
      return issueOrgToken('VCI', await orgTokenSecret(db, Number(org.id)));
    });
    const statuses: number[] = [];
    for (let i = 0; i < 2 * LIMIT + 2; i++) statuses.push((await call(servers[i % 2], '/api/salesforceAuth/potential-matches/options', { orgToken })).status);
    expect(statuses.filter((s) => s === 200).length).toBe(LIMIT);
    expect(statuses.slice(LIMIT)).toEqual(Array(LIMIT + 2).fill(429));
  });

  it('verify each other\'s tokens without a configured secret', async () => {
    const [a, b] = servers;
    const training = await call(a, '/api/auth/glorifire-token', { token: await signIn(a, 'admin') });
    const secret = await withDatabase(place, ({ db }) => trainingTokenSecret(db, unset));
    expect(verifyTrainingToken(training.body.data.authToken, secret)).toMatchObject({ username: 'admin' });

    const orgadmin = await signIn(a, 'orgadmin');
    const exams = await call(a, '/api/auth/exam-result/exams', { token: orgadmin });
    const examId = exams.body.data.rows?.[0]?.id ?? exams.body.data[0]?.id;
    const issued = await call(a, '/api/auth/exam-result/upload-url', { token: orgadmin, body: { examId, year: 2025 } });
    expect(issued.status).toBe(200);
    const file = await multipart(xlsx([['Enrolment No', 'Subject', 'Marks']]), 'results.xlsx');
    const res = await fetch(`${b.url}${issued.body.data.url}&dryRun=true`, { method: 'POST', headers: { 'access-token': orgadmin, 'content-type': file.contentType }, body: file.payload });
    const answer = await res.json();
    expect(answer.message).not.toBe(EXAM_TOKEN_MESSAGES.invalid);
    expect(res.status).not.toBe(403);
  });
});
