// Potential matches hold one organisation's students only (issue 27, item 22: one client read 828 names of every
// organisation in 50 requests). The framing CRM signs a token naming its organisation with that organisation's own
// secret; the API refuses any call without a valid, unexpired one (403, never 400) and filters every query to the
// organisation it names. A second organisation here has a centre of the same name in the same city and the same
// target exam as the demo one, so any query that forgot the organisation would show its students.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines, startTestServer, type TestServer } from './harness.js';
import { signToken } from '../../server/auth/signedToken.js';
import { issueOrgToken, orgSecretName, orgTokenSecret } from '../../server/potentialMatches/orgToken.js';
import { DEMO_CRM_SECRET } from '../../server/seed/demoUsers.js';
import { DEMO_CRM_SECRET as EXAMPLE_DEMO_SECRET, signOrgToken } from '../../examples/crm-parent/serve.mjs';
import {
  ORG_TOKEN_MESSAGES, type PotentialMatchesAnswer, type PotentialMatchOptions,
} from '../../schemas/api/potentialMatches.js';

const BASE = '/api/salesforceAuth/potential-matches';
const LEAD = { school: 'Delhi South Extension', city: 'New Delhi', classValue: '11th', targetExam: 'NEET Two Year' };
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;
const totals = (a: PotentialMatchesAnswer) => Object.fromEntries(a.tables.map((t) => [t.type, t.totalCount]));
const names = (a: PotentialMatchesAnswer) => a.tables.flatMap((t) => t.rows.map((r) => r.name));

describe.each(engines)('potential matches of one organisation on %s', (engine) => {
  let s: TestServer;
  const org = { vci: 0, oth: 0 };
  const secret = { vci: '', oth: '' };
  let client = 0;
  const newClient = () => `10.1.${engine === 'postgres' ? 2 : 1}.${++client}`;

  beforeAll(async () => {
    s = await startTestServer(engine);
    const db = s.database.db;
    // Other Institute: 'Delhi South Extension' in New Delhi (11 NEET 11th students) and Pune (3), plus an exam only it has.
    await db.execute(sql`
      with o as (insert into organisations (name, code) values ('Other Institute', 'OTH') returning id),
      c as (insert into centres (org_id, name, code, city) select o.id, x.name, x.code, x.city from o,
              (values ('Delhi South Extension', 'OTH-DSE', 'New Delhi'), ('Other Pune', 'OTH-PUN', 'Pune')) x(name, code, city) returning id, code, org_id),
      p as (insert into course_program_mappings (org_id, class, program_name, sku) select o.id, x.class, x.name, x.sku from o,
              (values ('11th', 'NEET Two Year', 'OTH-NEET-11'), ('5th', 'Other Exam Only', 'OTH-ONLY-5')) x(class, name, sku) returning id, class)
      insert into batches (org_id, centre_id, batch_code, class, course_program_id)
      select c.org_id, c.id, c.code || '-' || p.class, p.class, p.id from c, p`);
    await db.execute(sql`
      insert into students (org_id, program_kind, enrolment_no, name, centre_id, batch_id, class, status)
      select b.org_id, 'crp', 'OTH' || b.id || '-' || g, 'Other Org Student ' || b.batch_code || ' ' || g, b.centre_id, b.id, b.class, 'active'
      from batches b cross join generate_series(1, 11) g
      where b.batch_code in ('OTH-DSE-11th', 'OTH-DSE-5th') or (b.batch_code in ('OTH-PUN-11th', 'OTH-PUN-5th') and g <= 3)`);
    const ids = rowsOf<{ code: 'VCI' | 'OTH'; id: number }>(await db.execute(sql`select code, id from organisations where code in ('VCI', 'OTH')`));
    for (const r of ids) org[r.code.toLowerCase() as 'vci' | 'oth'] = Number(r.id);
    secret.vci = await orgTokenSecret(db, org.vci);
    secret.oth = await orgTokenSecret(db, org.oth);
  });
  afterAll(async () => s?.close());

  const call = (path: string, token?: string) =>
    s.app.inject({ method: 'GET', url: `${BASE}/${path}`, remoteAddress: newClient(), headers: token === undefined ? {} : { 'x-org-token': token } });
  async function list(token: string, query: Record<string, string> = LEAD): Promise<PotentialMatchesAnswer> {
    const res = await call(`list?${new URLSearchParams(query)}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as PotentialMatchesAnswer;
  }
  async function options(token: string): Promise<PotentialMatchOptions> {
    const res = await call('options', token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as PotentialMatchOptions;
  }
  /** The demo organisation's NEET students of a ring, straight from the tables. */
  const vciCount = async (where: string) => Number(rowsOf<{ n: number }>(await s.database.db.execute(sql.raw(`
    select count(*)::int n from students s join batches b on b.id = s.batch_id join course_program_mappings p on p.id = b.course_program_id
    join centres c on c.id = s.centre_id where s.org_id = ${org.vci} and p.program_name = 'NEET Two Year'
      and s.status in ('active', 'completed') and s.program_kind <> 'crp-test' and ${where}`)))[0].n);

  it('gives each organisation its own secret, kept in the database (the demo one is the known demo secret)', async () => {
    expect(secret.vci).toBe(DEMO_CRM_SECRET);
    expect(secret.oth).toMatch(/^[0-9a-f]{64}$/);
    const kept = rowsOf<{ secret: string }>(await s.database.db.execute(sql`select secret from server_secrets where name = ${orgSecretName(org.oth)}`));
    expect(kept).toEqual([{ secret: secret.oth }]);
  });

  it('accepts a token signed as the README and the example CRM sign one (their own HMAC, not the server’s)', async () => {
    expect(EXAMPLE_DEMO_SECRET).toBe(DEMO_CRM_SECRET);
    expect(totals(await list(signOrgToken('OTH', secret.oth)))).toEqual({ school: 11, city: 0, class: 3, rpi: 0 });
    expect((await options(signOrgToken('VCI', EXAMPLE_DEMO_SECRET))).schools).toContain('Doha');
  });

  it('never answers a student of another organisation: the demo token sees the demo organisation only', async () => {
    const vci = issueOrgToken('VCI', secret.vci);
    const answer = await list(vci);
    expect(totals(answer)).toEqual({
      school: await vciCount(`c.code = 'DEL-SD' and s.class = '11th'`), city: 0,
      class: await vciCount(`c.city <> 'New Delhi' and s.class = '11th'`), rpi: await vciCount(`s.class <> '11th'`),
    });
    expect(names(answer).filter((n) => n.startsWith('Other Org'))).toEqual([]);
    // An exam only the other organisation has: nothing at all.
    expect(totals(await list(vci, { ...LEAD, targetExam: 'Other Exam Only', classValue: '5th' }))).toEqual({ school: 0, city: 0, class: 0, rpi: 0 });
  });

  it('the other organisation’s token sees its own students and nothing of the demo organisation', async () => {
    const oth = issueOrgToken('OTH', secret.oth);
    const answer = await list(oth);
    expect(totals(answer)).toEqual({ school: 11, city: 0, class: 3, rpi: 0 });
    expect(names(answer).every((n) => n.startsWith('Other Org Student OTH-'))).toBe(true);
    expect(names(answer)).toHaveLength(10 + 3);
    const only = await list(oth, { ...LEAD, targetExam: 'Other Exam Only', classValue: '5th' });
    expect(totals(only)).toEqual({ school: 11, city: 0, class: 3, rpi: 0 });
  });

  it('offers each organisation its own schools, cities, classes and exams', async () => {
    expect(await options(issueOrgToken('OTH', secret.oth))).toEqual({
      schools: ['Delhi South Extension', 'Other Pune'], cities: ['New Delhi', 'Pune'], classValues: ['5th', '11th'], targetExams: ['NEET Two Year', 'Other Exam Only'],
    });
    const vci = await options(issueOrgToken('VCI', secret.vci));
    expect(vci.schools).toContain('Mumbai Andheri');
    expect(vci.schools).not.toContain('Other Pune');
    expect(vci.cities).not.toContain('Pune');
    expect(vci.targetExams).not.toContain('Other Exam Only');
  });

  it('refuses a call without a valid, unexpired token with 403 and a clear message, never 400', async () => {
    const now = Date.now();
    const [body, mac] = issueOrgToken('VCI', secret.vci).split('.');
    const othBody = issueOrgToken('OTH', secret.oth).split('.')[0];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const cases: [string, string | undefined, keyof typeof ORG_TOKEN_MESSAGES][] = [
      ['no header', undefined, 'missing'],
      ['an empty header', '  ', 'missing'],
      ['not a token', 'abc', 'invalid'],
      ['expired', issueOrgToken('VCI', secret.vci, now - 20 * 60_000, 60), 'expired'],
      ['claims of another organisation under this one’s signature', `${othBody}.${mac}`, 'invalid'],
      ['a changed signature', `${body}.${flipped}`, 'invalid'],
      ['signed with another organisation’s secret', signToken({ org: 'VCI', exp: Math.floor(now / 1000) + 600 }, secret.oth), 'invalid'],
      ['an organisation that does not exist', signToken({ org: 'NOPE', exp: Math.floor(now / 1000) + 600 }, secret.vci), 'invalid'],
      ['more than an hour to live', issueOrgToken('VCI', secret.vci, now, 2 * 3600), 'invalid'],
      ['no expiry', signToken({ org: 'VCI' }, secret.vci), 'invalid'],
    ];
    for (const [what, token, reason] of cases) {
      // The list without any filter: a refused token is answered before the 400 that would name them.
      for (const path of ['list', `list?${new URLSearchParams(LEAD)}`, 'options']) {
        const res = await call(path, token);
        expect(res.statusCode, `${what}: ${path}`).toBe(403);
        expect(res.json(), what).toEqual({ code: 403, message: ORG_TOKEN_MESSAGES[reason], data: null });
      }
    }
    // A made-up organisation gets no secret made for it.
    const kept = rowsOf<{ n: number }>(await s.database.db.execute(sql`select count(*)::int n from server_secrets where name like 'POTENTIAL_MATCHES_ORG_%'`));
    expect(Number(kept[0].n)).toBe(2);
  });
});
