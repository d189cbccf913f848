// The alert downloads and the report export escape text cells (issue 27 item 17, DESIGN promise 3): a user named
// =HYPERLINK(...) lands in the file as text, never as a formula. Read back with SheetJS.
import * as XLSX from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestServer, type TestServer } from './harness.js';

const BASE = '/api/auth/alert-escalation';
const HOSTILE = '=HYPERLINK("http://evil.example","Click")';

describe('alert files', () => {
  let s: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    s = await startTestServer('pglite');
    await s.database.db.execute(sql`update users set first_name = ${HOSTILE} where username = 'ao'`);
    for (const u of ['ao', 'orgadmin']) tokens[u] = (await login(s.app, u)).token!;
  });
  afterAll(async () => { await s?.close(); });

  const get = (user: string, url: string) => s.app.inject({ method: 'GET', url: `${BASE}/${url}`, headers: { 'access-token': tokens[user] } });

  /** Every cell of every sheet: none may be a formula, and the hostile name must be there as escaped text. */
  function expectEscaped(file: Buffer) {
    const wb = XLSX.read(file, { type: 'buffer', cellFormula: true });
    const cells = wb.SheetNames.flatMap((n) => Object.entries(wb.Sheets[n]).filter(([k]) => !k.startsWith('!')).map(([, c]) => c as XLSX.CellObject));
    expect(cells.filter((c) => c.f !== undefined)).toEqual([]);
    expect(cells.some((c) => typeof c.v === 'string' && c.v.startsWith(`'=HYPERLINK(`))).toBe(true);
    return wb;
  }

  it('escapes an alert download', async () => {
    const rows = (await s.app.inject({ method: 'POST', url: `${BASE}/escalation/events/all`, headers: { 'access-token': tokens.ao }, payload: {} })).json().data.rows;
    for (const type of ['alert', 'escalation']) {
      const res = await get('ao', `alerts/${type}/${rows[0].actionableId}/download`);
      expect(res.statusCode).toBe(200);
      const wb = expectEscaped(res.rawPayload);
      expect(wb.SheetNames).toEqual(type === 'alert' ? ['Alert', 'Details'] : ['Alert', 'Details', 'Escalations']);
    }
  });

  it('escapes the report export', async () => {
    const res = await get('orgadmin', 'report/report/export');
    expect(res.statusCode).toBe(200);
    const wb = expectEscaped(res.rawPayload);
    expect(wb.SheetNames).toEqual(['Report', 'Bands']);
  });
});
