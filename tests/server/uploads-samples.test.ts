// Sample sheets built from the schemas: every kind, operation and centre mode, with a bold header, an example row,
// dropdowns and list sheets from the database in the user's scope; the sheet the server hands out is accepted back.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities, escapeCell, headerRow, listSheets, exampleRow, effectiveMultiCentre } from '../../schemas/index.js';
import { demoRoles } from '../../server/seed/demoUsers.js';
import { login, startTestServer, type TestServer } from './harness.js';
import { upload } from './uploadsKit.js';

describe('sample sheets', () => {
  let s: TestServer;
  let org: string;
  beforeAll(async () => {
    s = await startTestServer('pglite');
    org = (await login(s.app, 'orgadmin')).token!;
  }, 300_000);
  afterAll(async () => { await s?.close(); });

  const sample = (token: string, q: string) => s.app.inject({ method: 'GET', url: `/api/auth/v4/glorifire-entities/sample?${q}`, headers: { 'access-token': token } });

  async function workbook(token: string, q: string) {
    const res = await sample(token, q);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return { wb, res };
  }

  const cases = Object.values(entities).flatMap((e) => e.uploads.operations.flatMap((op) => [false, true].map((multi) => ({ e, op, multi }))));

  it.each(cases.map((c) => [`${c.e.kind} ${c.op.key} ${c.multi ? 'multi' : 'single'}`, c] as const))('builds %s from the schema', async (_, { e, op, multi }) => {
    const { wb, res } = await workbook(org, `entity=${e.kind}&operation=${op.key}&multiCentre=${multi}`);
    const sheet = wb.worksheets[0];
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(headerRow(op, multi));
    // An example may leave an optional cell empty (a question of a type without a scale): the sheet has no cell there.
    const example = exampleRow(op, multi).map((v) => escapeCell(v));
    expect(example.map((_, i) => values(2)[i] ?? '')).toEqual(example);
    expect(sheet.getCell(1, 1).font?.bold).toBe(true);
    expect(wb.worksheets.slice(1).map((w) => w.name)).toEqual(listSheets(op, multi));
    expect(res.headers['content-disposition']).toContain(`${e.kind}-${op.key}-${effectiveMultiCentre(op, multi) ? 'multi' : 'single'}-centre-sample.xlsx`);
  });

  it('fills the Centre List with the centres in scope that fit the kind, with dropdowns', async () => {
    const { wb } = await workbook(org, 'entity=ncrp&operation=create&multiCentre=true');
    const centres = wb.getWorksheet('Centre List')!.getColumn(1).values.slice(2);
    expect(centres).toEqual(['Jaipur (NCRP)', 'Lucknow (NCRP)', 'Patna (NCRP)']);
    const sheet = wb.worksheets[0];
    expect(sheet.getCell('C2').dataValidation).toMatchObject({ type: 'list', formulae: ["'Centre List'!$A$2:$A$4"] });
    expect(sheet.getCell('D3').dataValidation).toMatchObject({ type: 'list', formulae: ['"6th,7th,8th,9th,10th,11th,12th"'] });
    const centreAdmin = (await login(s.app, 'centreadmin')).token!;
    const theirs = await workbook(centreAdmin, 'entity=crp&operation=centre-transfer&multiCentre=false');
    expect(theirs.wb.getWorksheet('Centre List')!.getColumn(1).values.slice(2)).toEqual(['Delhi South Extension']);
  });

  it('gives a single-centre admin the single-centre sheet even when the multi-centre one is asked for', async () => {
    const centreAdmin = (await login(s.app, 'centreadmin')).token!;
    // The kinds whose edit ability the demo centre admin holds; the others (KRA: view only) refuse the sample.
    const held = new Set(demoRoles.find((r) => r.name === 'Centre Admin')!.abilities.map((a) => a.toLowerCase()));
    for (const e of Object.values(entities)) {
      if (!held.has((e.access.edit ?? e.access.list).toLowerCase())) {
        expect((await sample(centreAdmin, `entity=${e.kind}&operation=${e.uploads.operations[0].key}&multiCentre=true`)).statusCode, e.kind).toBe(403);
        continue;
      }
      for (const op of e.uploads.operations) {
        const { wb, res } = await workbook(centreAdmin, `entity=${e.kind}&operation=${op.key}&multiCentre=true`);
        const expected = effectiveMultiCentre(op, false);
        const where = `${e.kind} ${op.key}`;
        expect((wb.worksheets[0].getRow(1).values as unknown[]).slice(1), where).toEqual(headerRow(op, expected));
        expect(wb.worksheets.slice(1).map((w) => w.name), where).toEqual(listSheets(op, expected));
        expect(res.headers['content-disposition'], where).toContain(`${expected ? 'multi' : 'single'}-centre-sample.xlsx`);
      }
    }
  });

  it('lists roles, subjects and course programs from the database', async () => {
    const faculty = (await workbook(org, 'entity=teacher&operation=create&multiCentre=false')).wb;
    expect(faculty.getWorksheet('Role List')!.getColumn(1).values.slice(2)).toContain('Senior Faculty');
    expect(faculty.getWorksheet('Subject List')!.getColumn(1).values.slice(2)).toContain('Physics');
    const batch = (await workbook(org, 'entity=batch&operation=create&multiCentre=false')).wb;
    const names = batch.getWorksheet('Course Program List')!.getColumn(1).values.slice(2);
    expect(names.length).toBe(new Set(names).size);
  });

  it('accepts its own sample back: the headers match the upload', async () => {
    const res = await sample(org, 'entity=crp&operation=create&multiCentre=true');
    const preview = await upload(s.app, { path: 'students', entity: 'crp', file: res.rawPayload, fileName: 'sample.xlsx', token: org, dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.counts.rows).toBe(1);
  });

  it('refuses an unknown operation and a user without the ability', async () => {
    expect((await sample(org, 'entity=batch&operation=centre-transfer')).statusCode).toBe(422);
    const support = (await login(s.app, 'support')).token!;
    expect((await sample(support, 'entity=crp&operation=create')).statusCode).toBe(403);
  });
});
