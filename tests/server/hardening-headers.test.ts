// Security headers on the real app (issue 13, Hardening): a full Content-Security-Policy on every answer (console
// pages, assets, API answers and errors), nosniff and a referrer policy; the API docs may not be framed at all.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { readTrustedOrigins } from '../../server/routes/embedConfig.js';
import { precompress } from '../../scripts/precompress.js';
import { login, startTestServer, type TestServer } from './harness.js';

const directives = (csp: unknown) => new Map(String(csp).split(';').map((d) => d.trim()).filter(Boolean).map((d) => {
  const [name, ...values] = d.split(/\s+/);
  return [name, values.join(' ')] as const;
}));

const APP_JS = Array.from({ length: 200 }, (_, i) => `console.log('line ${i}');`).join('\n');

describe('security headers', () => {
  let s: TestServer;
  let token: string;
  let staticDir: string;
  beforeAll(async () => {
    // A stand-in for the built console, so the history fallback and static assets answer.
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eoc-headers-'));
    fs.mkdirSync(path.join(staticDir, 'assets'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>');
    fs.writeFileSync(path.join(staticDir, 'assets', 'app.js'), APP_JS);
    await precompress(staticDir);
    s = await startTestServer('pglite', { staticDir });
    token = (await login(s.app, 'orgadmin')).token!;
  });
  afterAll(async () => { await s?.close(); fs.rmSync(staticDir, { recursive: true, force: true }); });

  const get = (url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url, headers });
  const trusted = () => (process.env.FRAME_ANCESTORS ?? readTrustedOrigins().origins.join(' ')).trim();

  it.each([
    ['a console page (history fallback)', '/entities/students', 200],
    ['a static asset', '/assets/app.js', 200],
    ['an API answer', '/api/health', 200],
    ['an unknown API path', '/api/nothing-here', 404],
    ['an API error', '/api/auth/v4/glorifire-entities/crp?search=a%00bc', 400],
    ['a signed-out API call', '/api/auth/session', 401],
  ])('sends a full CSP, nosniff and a referrer policy on %s', async (_name, url, status) => {
    const res = await get(url, url.includes('search') ? { 'access-token': token } : {});
    expect(res.statusCode).toBe(status);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'self'");
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('img-src')).toBe("'self' data: blob:");
    // frame-ancestors as before this change: the console itself and the trusted CRM origins.
    expect(csp.get('frame-ancestors')).toBe(`'self' ${trusted()}`.trim());
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it.each(['/api/docs', '/api/docs/', '/api/docs/static/index.html', '/api/docs/static/swagger-ui-bundle.js', '/api/docs/json'])(
    'forbids framing the API docs at %s', async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBeLessThan(400);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });

  it('serves a docs page that runs no inline script (so script-src \'self\' lets it load)', async () => {
    const res = await get('/api/docs/');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/src=/);
      expect(body.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  // Issue 27 item 11: answers carrying personal data must not be kept by a browser or proxy cache.
  it.each([
    ['a list of students', '/api/auth/v4/glorifire-entities/crp', 200, true],
    ['the session', '/api/auth/session', 200, true],
    ['a signed-out API call', '/api/auth/session', 401, false],
    ['an API error', '/api/auth/v4/glorifire-entities/crp?search=a%00bc', 400, true],
    ['an unknown API path', '/api/nothing-here', 404, false],
  ])('sends Cache-Control: no-store on %s', async (_name, url, status, signedIn) => {
    const res = await get(url, signedIn ? { 'access-token': token } : {});
    expect(res.statusCode).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each(['/api/health', '/api/docs/json', '/assets/app.js'])('leaves %s cacheable (no personal data)', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control'] ?? '').not.toContain('no-store');
  });

  it.each([
    ['br', 'gzip, deflate, br', (b: Buffer) => zlib.brotliDecompressSync(b)],
    ['gzip', 'gzip, deflate', (b: Buffer) => zlib.gunzipSync(b)],
  ] as const)('sends a hashed asset precompressed (%s), cached for a year as immutable', async (encoding, accept, decode) => {
    const res = await get('/assets/app.js', { 'accept-encoding': accept });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(decode(res.rawPayload).toString()).toBe(APP_JS);
    expect(res.rawPayload.length).toBeLessThan(APP_JS.length / 4);
  });

  it('sends an asset plain to a client that accepts no encoding, and the console page uncached', async () => {
    const res = await get('/assets/app.js', { 'accept-encoding': 'identity' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(APP_JS);
    expect((await get('/entities/students')).headers['cache-control']).toBe('no-cache');
  });
});
