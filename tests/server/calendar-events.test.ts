// Calendar Events, the entity declared by one schema file (issue 23): its derived table, seeded rows, list, filters,
// scope, generic upload planner (preview and submit), status change and export, through the real API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { entities } from '../../schemas/index.js';
import { engines, login } from './harness.js';
import { closeUploadSuite, count, keyed, openUploadSuite, readXlsx, upload, waitForJob, xlsx, type UploadSuite } from './uploadsKit.js';

const schema = entities['calendar-events'];
/** The upload helper adds the API prefix. */
const pathOf = (key: string) => schema.uploads.operations.find((o) => o.key === key)!.path.replace(/^.*glorifire-entities\//, '');
const UPLOAD_PATH = pathOf('create');
const HEADER = ['Centre', 'Title', 'Event Date', 'Kind', 'Description'];
type Row = Record<string, unknown>;

describe.each(engines)('calendar events on %s', (engine) => {
  let suite: UploadSuite;
  let centreToken: string;
  beforeAll(async () => {
    suite = await openUploadSuite(engine, { pollMs: 50 });
    centreToken = (await login(suite.s.app, 'centreadmin')).token!;
  });
  afterAll(async () => { await closeUploadSuite(suite); });

  const get = async (url: string, token = suite.token) => suite.s.app.inject({ method: 'GET', url: `/api/${url}`, headers: { 'access-token': token } });
  const list = async (query: string, token = suite.token) => {
    const res = await get(`${schema.api.list}?${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { rows: Row[]; totalCount: number };
  };

  it('lists the seeded events by date, filtered by centre, kind, status and date range', async () => {
    const all = await list('limit=100');
    expect(all.totalCount).toBeGreaterThanOrEqual(24);
    const dates = all.rows.map((r) => String(r.eventDate));
    expect(dates).toEqual([...dates].sort());
    expect(all.rows[0]).toMatchObject({ title: 'Diwali Holiday', status: 'active' });
    const delhi = await list(`centre=${suite.delhi.id}`);
    expect(delhi.rows.every((r) => r.centre === suite.delhi.name)).toBe(true);
    const exams = await list('kind=Exam');
    expect(exams.totalCount).toBeGreaterThan(0);
    expect(exams.rows.every((r) => r.kind === 'Exam')).toBe(true);
    const ranged = await list('eventDateFrom=2026-11-10&eventDateTo=2026-11-20');
    expect(ranged.rows.every((r) => String(r.eventDate) >= '2026-11-10' && String(r.eventDate) <= '2026-11-20')).toBe(true);
    expect(ranged.totalCount).toBeGreaterThan(0);
    const byTitle = await list('sortBy=title&sortOrder=desc&status=active');
    expect(byTitle.rows.every((r) => r.status === 'active')).toBe(true);
  });

  it('searches titles from 3 characters and refuses unknown filters', async () => {
    expect((await list('search=wal')).rows.every((r) => /wal/i.test(String(r.title)))).toBe(true);
    expect((await get(`${schema.api.list}?search=wa`)).statusCode).toBe(400);
    expect((await get(`${schema.api.list}?colour=red`)).statusCode).toBe(400);
  });

  it('shows a centre admin only their centre', async () => {
    const mine = await list('limit=100', centreToken);
    expect(mine.totalCount).toBeGreaterThan(0);
    expect(mine.rows.every((r) => r.centreId === suite.delhi.id)).toBe(true);
  });

  it('previews an upload with per-row errors: unknown centre, bad kind, an event the database holds', async () => {
    const file = xlsx([HEADER,
      [suite.delhi.name, 'Annual Day', '2026-12-20', 'Meeting', 'Parents invited'],
      ['Nowhere', 'Sports Day', '2026-12-21', 'Other', ''],
      [suite.delhi.name, 'Mock Test', '2026-12-22', 'Party', ''],
      [suite.delhi.name, 'Diwali Holiday', '2026-11-08', 'Holiday', 'again'],
    ]);
    const res = await upload(suite.s.app, { path: UPLOAD_PATH, entity: schema.kind, file, token: suite.token, dryRun: true, fields: { multiCentre: 'true' } });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data;
    expect(p.counts).toMatchObject({ withErrors: 3 });
    const byRow = new Map(p.rows.map((r: { row: number; errors: { message: string }[] }) => [r.row, r.errors.map((e) => e.message)]));
    expect(byRow.get(2)).toEqual([]);
    expect(byRow.get(3)).toEqual([expect.stringContaining('"Nowhere" is not a centre of your organisation')]);
    expect(String(byRow.get(4))).toMatch(/Row 4, Kind/);
    expect(byRow.get(5)).toEqual(['Row 5, Title: a Calendar Event with this Centre, Event Date and Title already exists']);
    expect(keyed(p).rows[0].values).toMatchObject({ centre: suite.delhi.name, title: 'Annual Day', eventDate: '2026-12-20', kind: 'Meeting' });
  });

  it('creates the rows of a clean sheet, single-centre at the chosen centre, and lists them', async () => {
    const file = xlsx([HEADER.slice(1), ['Science Fair', '2027-01-15', 'Other', 'Hall A'], ['Unit Test 3', '2027-01-20', 'Exam', '']]);
    const res = await upload(suite.s.app, { path: UPLOAD_PATH, entity: schema.kind, file, token: centreToken, fields: { multiCentre: 'false', centre: String(suite.delhi.id) } });
    expect(res.statusCode, res.body).toBe(202);
    expect((await waitForJob(suite.s.app, centreToken, res.json().data.id)).status).toBe('successful');
    const made = await list('search=Science', centreToken);
    expect(made.rows).toEqual([expect.objectContaining({ title: 'Science Fair', centreId: suite.delhi.id, eventDate: '2027-01-15', description: 'Hall A' })]);
    expect(await count(suite.s.database, sql`select count(*) as n from calendar_events where title = 'Unit Test 3'`)).toBe(1);
  });

  it('updates events named by centre, date and title: changed, unchanged and unknown rows, on the generic update planner', async () => {
    const [science] = (await list('search=Science')).rows;
    const rows = [HEADER,
      [suite.delhi.name, 'science fair ', '2027-01-15', 'Exam', 'Hall B'],
      [suite.delhi.name, 'Unit Test 3', '2027-01-20', 'Exam', ''],
      [suite.delhi.name, 'Science Fair', '2027-01-16', 'Exam', ''],
    ];
    const ask = (dryRun: boolean, file = xlsx(rows)) => upload(suite.s.app, { path: pathOf('update'), entity: schema.kind, file, token: suite.token, dryRun, fields: { multiCentre: 'true' } });
    const res = await ask(true);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data;
    expect(p.rows.map((r: { change: string | null }) => r.change)).toEqual(['change', 'unchanged', null]);
    expect(p.rows[2].errors.map((e: { rule: string; message: string }) => [e.rule, e.message])).toEqual([
      ['unknown-record', 'Row 4, Title: there is no Calendar Event with this Centre, Event Date and Title']]);
    expect(p.counts).toMatchObject({ changed: 1, unchanged: 1, withErrors: 1 });
    // All or none: the sheet with an error is refused; without it, the one changed row is written.
    const fixed = await ask(false, xlsx(rows.slice(0, 3)));
    expect(fixed.statusCode, fixed.body).toBe(202);
    expect((await waitForJob(suite.s.app, suite.token, fixed.json().data.id)).status).toBe('successful');
    const [after] = (await list('search=Science')).rows;
    expect(after).toMatchObject({ id: science.id, title: 'Science Fair', kind: 'Exam', description: 'Hall B', eventDate: '2027-01-15' });
    expect(await count(suite.s.database, sql`select count(*) as n from calendar_events where title = 'Unit Test 3' and kind = 'Exam'`)).toBe(1);
  });

  it('lets a centre admin update only events of their centres', async () => {
    const [elsewhere] = (await list('limit=100')).rows.filter((r) => r.centreId !== suite.delhi.id);
    const file = xlsx([HEADER, [String(elsewhere.centre), String(elsewhere.title), String(elsewhere.eventDate), 'Other', 'moved']]);
    const res = await upload(suite.s.app, { path: pathOf('update'), entity: schema.kind, file, token: centreToken, dryRun: true, fields: { multiCentre: 'true' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.rows[0].errors.map((e: { rule: string }) => e.rule)).toEqual(['out-of-scope']);
  });

  it('deactivates and reactivates with a reason, and exports the filtered list', async () => {
    const [row] = (await list('search=Science')).rows;
    const patch = (action: string, reason: string, token = suite.token) => suite.s.app.inject({
      method: 'PATCH', url: `/api/${schema.statusChange.api}`, headers: { 'access-token': token },
      payload: { entity: schema.kind, action, ids: [row.id], reason },
    });
    expect((await patch('deactivate', schema.statusChange.reasons.deactivate[0])).statusCode).toBe(200);
    expect((await list('status=deactivated&search=Science')).rows).toHaveLength(1);
    expect((await patch('reactivate', schema.statusChange.reasons.reactivate[0], centreToken)).statusCode).toBe(200);
    const res = await get(`${schema.export.api}?kind=Holiday`);
    expect(res.statusCode).toBe(200);
    const sheet = readXlsx(res.rawPayload);
    expect(sheet.length).toBeGreaterThan(1);
    expect(sheet.slice(1).every((r) => (r as unknown[]).includes('Holiday'))).toBe(true);
  });
});
