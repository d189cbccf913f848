// PTM schedule uploads (issue 15, entities-spec §2, §5, §8): the PTM variants of the rules at their boundaries, the
// clash checks naming both rows, the 422 error file of the spec's columns, and a fixed error file uploaded again
// without duplicates; through the upload preview / job / history machinery of the entities.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { PTM_ERROR_COLUMNS, PTM_MESSAGES } from '../../schemas/ptm.js';
import { engines, login } from './harness.js';
import { closeUploadSuite, count, openUploadSuite, readXlsx, waitForJob, xlsx, type UploadSuite } from './uploadsKit.js';
import { at, batchStudents, errorsOf, fromNow, PTM_HEADER, ptmSheet, uploadPtm, type SeedStudent } from './ptmKit.js';

describe.each(engines)('PTM schedule uploads on %s', (engine) => {
  let suite: UploadSuite;
  let kids: SeedStudent[];

  beforeAll(async () => {
    suite = await openUploadSuite(engine, { pollMs: 50 });
    kids = await batchStudents(suite.s.database, 'DEL-SD', 6);
  }, 120_000);
  afterAll(() => closeUploadSuite(suite));

  const preview = async (rows: Parameters<typeof ptmSheet>[0]) => {
    const res = await uploadPtm(suite.s.app, suite.token, xlsx(ptmSheet(rows)), { dryRun: true });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const schedules = () => count(suite.s.database, sql`select count(*) as n from ptm_schedules`);

  it('refuses a start time one minute in the past and takes one a few minutes ahead', async () => {
    const p = await preview([
      { student: kids[0], start: fromNow(-1), end: fromNow(30) },
      { student: kids[1], start: fromNow(3), end: fromNow(30) },
    ]);
    const errors = errorsOf(p);
    expect(errors.get(2)).toEqual([`Row 2, Start Time: ${PTM_MESSAGES.pastTime}`]);
    expect(errors.get(3)).toEqual([]);
    expect(p.counts).toMatchObject({ rows: 2, valid: 1, withErrors: 1 });
  });

  it('refuses a start equal to the end, and takes an end one minute later', async () => {
    const p = await preview([
      { student: kids[0], start: at('2031-01-10', '10:00'), end: at('2031-01-10', '10:00') },
      { student: kids[1], start: at('2031-01-10', '10:00'), end: at('2031-01-10', '10:01') },
    ]);
    const errors = errorsOf(p);
    expect(errors.get(2)).toEqual([`Row 2, End Time: ${PTM_MESSAGES.startBeforeEnd}`]);
    expect(errors.get(3)).toEqual([]);
  });

  it('takes mobiles of exactly 10 or 11 digits only, and emails whose last part has 2 to 4 letters', async () => {
    const slot = (i: number) => ({ start: at('2031-01-11', `1${i}:00`), end: at('2031-01-11', `1${i}:30`) });
    const p = await preview([
      { student: kids[0], ...slot(0), extra: { 'Father Name': 'Ravi Rao', 'Father Mobile': '98765432101', 'Father Email': 'ravi@example.info' } },
      { student: kids[1], ...slot(1), extra: { 'Father Name': 'Ravi Rao', 'Father Mobile': '987654321012' } },
      { student: kids[2], ...slot(2), extra: { 'Mother Name': 'Meera Rao', 'Mother Mobile': '9876543210', 'Mother Email': 'meera@example.co' } },
      { student: kids[3], ...slot(3), extra: { 'Mother Name': 'Meera Rao', 'Mother Mobile': '987654321' } },
      { student: kids[4], ...slot(4), extra: { 'Guardian Name': 'Anil Rao', 'Guardian Email': 'anil@example.abcde' } },
      { student: kids[5], ...slot(5), extra: { 'Guardian Salutation': 'Dr.', 'Guardian Name': 'Anil Rao' } },
    ]);
    const errors = errorsOf(p);
    expect(errors.get(2)).toEqual([]);
    expect(errors.get(3)).toEqual([`Row 3, Father Mobile: ${PTM_MESSAGES.mobile}`]);
    expect(errors.get(4)).toEqual([]);
    expect(errors.get(5)).toEqual([`Row 5, Mother Mobile: ${PTM_MESSAGES.mobile}`]);
    expect(errors.get(6)).toEqual([`Row 6, Guardian Email: ${PTM_MESSAGES.email}`]);
    expect(errors.get(7)).toEqual(['Row 7, Guardian Salutation: must be one of: Mr., Mrs., Miss']);
  });

  it('reports one student booked twice at overlapping times on both rows, naming both', async () => {
    const p = await preview([
      { student: kids[0], start: at('2031-01-12', '10:00'), end: at('2031-01-12', '10:30') },
      { student: kids[1], start: at('2031-01-12', '11:00'), end: at('2031-01-12', '11:15') },
      { student: kids[0], start: at('2031-01-12', '10:15'), end: at('2031-01-12', '10:45') },
    ]);
    const errors = errorsOf(p);
    const clash = `Row %d, Start Time: student ${kids[0].enrolmentNo} is booked at overlapping times in rows 2 and 4`;
    expect(errors.get(2)).toEqual([clash.replace('%d', '2')]);
    expect(errors.get(4)).toEqual([clash.replace('%d', '4')]);
    expect(errors.get(3)).toEqual([]);
  });

  it('reports one batch booked twice at overlapping times, and lets back-to-back meetings be', async () => {
    const p = await preview([
      { student: kids[0], start: at('2031-01-13', '10:00'), end: at('2031-01-13', '10:15') },
      { student: kids[1], start: at('2031-01-13', '10:15'), end: at('2031-01-13', '10:30') },
      { student: kids[2], start: at('2031-01-13', '10:20'), end: at('2031-01-13', '10:40') },
    ]);
    const errors = errorsOf(p);
    expect(errors.get(2)).toEqual([]);
    const clash = `Start Time: batch ${kids[0].batch} is booked at overlapping times in rows 3 and 4`;
    expect(errors.get(3)).toEqual([`Row 3, ${clash}`]);
    expect(errors.get(4)).toEqual([`Row 4, ${clash}`]);
  });

  it('answers a failed upload with 422 and the error file of the spec columns, saves nothing; the fixed file goes in once', async () => {
    const before = await schedules();
    const rows = [
      { student: kids[0], start: at('2031-02-01', '09:00'), end: at('2031-02-01', '09:15'), extra: { 'Father Salutation': 'Mr.', 'Father Name': 'Ravi Rao Sr', 'Father Mobile': '9876543210' } },
      { student: kids[1], start: at('2031-02-01', '09:15'), end: at('2031-02-01', '09:15') },
      { student: kids[2], start: at('2031-02-01', '09:30'), end: at('2031-02-01', '09:45') },
    ];
    const res = await uploadPtm(suite.s.app, suite.token, xlsx(ptmSheet(rows)), { fileName: 'ptm-feb.xlsx' });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('ptm-feb_errors.xlsx');
    const sheet = readXlsx(res.rawPayload);
    // The spec's nine columns, then the attendee columns of the upload (issue 27 item 18), their cells kept.
    const attendeeHeaders = PTM_HEADER.filter((h) => !(PTM_ERROR_COLUMNS as readonly string[]).includes(h));
    expect(sheet[0]).toEqual([...PTM_ERROR_COLUMNS, ...attendeeHeaders]);
    const father = (row: unknown[]) => ['Father Salutation', 'Father Name', 'Father Mobile'].map((h) => row[sheet[0].indexOf(h)]);
    // Mobiles leave the server masked, here too (DESIGN: contacts leave the server masked).
    expect(father(sheet[1])).toEqual(['Mr.', 'Ravi Rao Sr', '******3210']);
    expect(sheet.slice(1).map((r) => [r[0], r[2], r[5], r[6], r[8]])).toEqual([
      ['1', kids[0].enrolmentNo, '2031-02-01 09:00', '2031-02-01 09:15', null],
      ['2', kids[1].enrolmentNo, '2031-02-01 09:15', '2031-02-01 09:15', `End Time: ${PTM_MESSAGES.startBeforeEnd}`],
      ['3', kids[2].enrolmentNo, '2031-02-01 09:30', '2031-02-01 09:45', null],
    ]);
    expect(await schedules()).toBe(before);

    // The clerk fixes the End Time in the error file itself and uploads it again, S. No and Error columns included.
    const wb = XLSX.read(res.rawPayload, { type: 'buffer' });
    const ws = wb.Sheets[wb.SheetNames[0]];
    ws.G3 = { t: 's', v: '2031-02-01 09:30' };
    // A masked mobile is no mobile: the clerk types it again (sent back masked, the row is refused naming it).
    ws[XLSX.utils.encode_cell({ r: 1, c: sheet[0].indexOf('Father Mobile') })] = { t: 's', v: '9876543210' };
    const fixed = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const ok = await uploadPtm(suite.s.app, suite.token, fixed, { fileName: 'ptm-feb_errors.xlsx' });
    expect(ok.statusCode, ok.body).toBe(202);
    const job = await waitForJob(suite.s.app, suite.token, ok.json().data.id);
    expect(job).toMatchObject({ status: 'successful', entity: 'ptm', counts: { rows: 3, created: 3, withErrors: 0 } });
    expect(await schedules()).toBe(before + 3);
    expect(await count(suite.s.database, sql`
      select count(*) as n from ptm_attendees a join ptm_schedules m on m.id = a.schedule_id join students s on s.id = m.student_id
      where s.enrolment_no = ${kids[0].enrolmentNo} and a.kind = 'father' and a.name = 'Ravi Rao Sr' and a.salutation = 'Mr.'`)).toBe(1);

    // Uploaded again: the same students and start times update their meetings, none is added.
    const again = await uploadPtm(suite.s.app, suite.token, fixed, { fileName: 'ptm-feb_errors.xlsx' });
    expect(again.statusCode, again.body).toBe(202);
    const second = await waitForJob(suite.s.app, suite.token, again.json().data.id);
    expect(second).toMatchObject({ status: 'successful', counts: { rows: 3, created: 0, changed: 3 } });
    expect(await schedules()).toBe(before + 3);
  });

  it('stores the attendees with +91 by default, and names a clash with a stored meeting', async () => {
    const full = await uploadPtm(suite.s.app, suite.token, xlsx(ptmSheet([{
      student: kids[0], start: at('2031-03-01', '09:00'), end: at('2031-03-01', '09:15'),
      extra: { 'Father Salutation': 'Mr.', 'Father Name': 'Ravi Rao', 'Father Mobile': '9876543210' },
    }])));
    expect(full.statusCode, full.body).toBe(202);
    expect(await waitForJob(suite.s.app, suite.token, full.json().data.id)).toMatchObject({ status: 'successful' });
    const fatherOf = await count(suite.s.database, sql`
      select count(*) as n from ptm_attendees a join ptm_schedules m on m.id = a.schedule_id join students s on s.id = m.student_id
      where s.enrolment_no = ${kids[0].enrolmentNo} and a.kind = 'father' and a.name = 'Ravi Rao' and a.salutation = 'Mr.' and a.country_code = '+91'`);
    expect(fatherOf).toBe(1);
    const student = await count(suite.s.database, sql`
      select count(*) as n from ptm_attendees a join ptm_schedules m on m.id = a.schedule_id join students s on s.id = m.student_id
      where s.enrolment_no = ${kids[0].enrolmentNo} and m.start_at = '2031-03-01T09:00:00Z' and a.kind = 'student' and a.name = ${kids[0].name}`);
    expect(student).toBe(1);
    const p = await preview([
      { student: kids[0], start: at('2031-03-01', '09:10'), end: at('2031-03-01', '09:20') },
      { student: kids[1], start: at('2031-03-01', '08:50'), end: at('2031-03-01', '09:05') },
    ]);
    expect(errorsOf(p).get(2)).toEqual([`Row 2, Start Time: student ${kids[0].enrolmentNo} already has a meeting from 2031-03-01 09:00 to 2031-03-01 09:15`]);
    expect(errorsOf(p).get(3)).toEqual([
      `Row 3, Start Time: batch ${kids[1].batch} already has a meeting from 2031-03-01 09:00 to 2031-03-01 09:15 (student ${kids[0].enrolmentNo})`,
    ]);
  });

  it('keeps PTM jobs in the upload history and refuses a user without the PTM ability', async () => {
    const history = await suite.s.app.inject({ method: 'GET', url: '/api/auth/v4/glorifire-entities/upload-history', headers: { 'access-token': suite.token } });
    expect(history.json().data.rows.some((r: { entity: string; entityLabel: string }) => r.entity === 'ptm' && r.entityLabel === 'PTM Schedule')).toBe(true);
    const support = (await login(suite.s.app, 'support')).token!;
    const res = await uploadPtm(suite.s.app, support, xlsx([PTM_HEADER]), { dryRun: true });
    expect(res.statusCode).toBe(403);
  });

  it('serves the PTM sample sheet from the schema', async () => {
    const res = await suite.s.app.inject({ method: 'GET', url: '/api/auth/v4/glorifire-entities/sample?entity=ptm&operation=upload&multiCentre=true', headers: { 'access-token': suite.token } });
    expect(res.statusCode).toBe(200);
    expect(readXlsx(res.rawPayload)[0]).toEqual(PTM_HEADER);
  });
});
