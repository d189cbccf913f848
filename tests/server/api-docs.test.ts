// Every route documents its answer in /api/docs, and the answers the server gives match what it documents:
// the API suites run with response checking on (harness.ts), so a drifting answer fails its own suite too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { responseSerializer } from '../../server/http/responses';
import { envelope, healthAnswer } from '../../schemas/api/index';

interface OpenApi { paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>> }

/** Fastify's '/api/x/:id' as OpenAPI's '/api/x/{id}'. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('response schemas', () => {
  let s: TestServer;
  let doc: OpenApi;
  beforeAll(async () => {
    s = await startTestServer('pglite');
    doc = (await s.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(async () => { await s?.close(); });

  it('documents a success answer with its schema for every /api/ route', () => {
    const routes = s.app.apiRoutes.filter((r) => r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(20);
    const undocumented = routes.filter((r) => {
      const op = doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()];
      const success = op?.responses?.['200'] ?? op?.responses?.['201'] ?? op?.responses?.['202'];
      return !success?.content || !Object.values(success.content).some((c) => c.schema);
    }).map((r) => `${r.method} ${r.url}`);
    expect(undocumented).toEqual([]);
  });

  it("documents a list answer's rows with the entity's own fields", () => {
    const answer = doc.paths['/api/auth/v4/glorifire-entities/crp']?.get?.responses?.['200']?.content?.['application/json']?.schema as
      { properties: { data: { properties: { rows: { items: { properties: Record<string, unknown> } } } } } } | undefined;
    const row = answer?.properties.data.properties.rows.items.properties ?? {};
    expect(Object.keys(row)).toEqual(expect.arrayContaining(['id', 'enrolmentNo', 'centre', 'centreId', 'emailId', 'emailMasked']));
  });

  it('refuses an answer that does not match its schema when checking is on, and sends it untouched when off', () => {
    const schema = envelope(healthAnswer);
    const bad = { code: 200, message: 'Success', data: { status: 'ok', database: 'oracle', migrations: 1 } };
    const checked = responseSerializer(true)({ schema, url: '/api/health', method: 'GET' });
    expect(() => checked(bad)).toThrow(/GET \/api\/health does not match its schema/);
    const good = { ...bad, data: { ...bad.data, database: 'pglite' } };
    expect(checked(good)).toBe(JSON.stringify(good));
    expect(responseSerializer(false)({ schema, url: '/api/health', method: 'GET' })(bad)).toBe(JSON.stringify(bad));
    expect(responseSerializer(true)({ schema: { type: 'object' }, url: '/x', method: 'GET' })(bad)).toBe(JSON.stringify(bad));
  });
});
