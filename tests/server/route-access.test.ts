// Every API route declares the access it needs; the seeded abilities are names the access table knows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { EXAM_RESULT_ACCESS, slotsForAbility } from '../../schemas/access/abilityTable';
import { demoRoles } from '../../server/seed/demoUsers';
import { CONTACT_EDIT_ABILITY } from '../../schemas/access/abilityTable';

describe('route access declarations', () => {
  let s: TestServer;
  beforeAll(async () => { s = await startTestServer('pglite'); });
  afterAll(async () => { await s?.close(); });

  it('finds a declared access on every registered /api/ route', () => {
    const routes = s.app.apiRoutes.filter((r) => r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(3);
    const undeclared = routes.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('lets only the trusted CRM origins frame the console pages', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/login' });
    expect(String(res.headers['content-security-policy']).split('; ')).toContain("frame-ancestors 'self' http://localhost:5173 http://127.0.0.1:5173 http://127.0.0.1:8300");
  });

  it('seeds only ability names that grant a slot or that the server checks by name', () => {
    const serverOnly = [CONTACT_EDIT_ABILITY, EXAM_RESULT_ACCESS];
    const unknown = demoRoles.flatMap((r) => r.abilities).filter((a) => a !== '*' && !serverOnly.includes(a) && slotsForAbility(a).length === 0);
    expect(unknown).toEqual([]);
  });
});
