// A stand-in CRM for trying the embedded console: serves index.html, signs users in server-to-server, the way a
// real CRM backend obtains a console token (the browser never calls the console's login across origins), and signs
// the organisation tokens that open the public potential-matches view (README, "Potential matches").
//
//   CONSOLE_URL=http://127.0.0.1:8080 PORT=8300 node examples/crm-parent/serve.mjs
//
// The page's origin (http://127.0.0.1:8300 by default) must be in the console's TRUSTED_PARENT_ORIGINS.
// ORG_CODE and POTENTIAL_MATCHES_SECRET name the CRM's organisation and its secret (`npm run -s
// potential-matches:secret -- --org-code CODE`); by default the demo organisation VCI and its known demo secret.
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const MAX_BODY = 10_000;

function readBody(req) {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
      if (body.length > MAX_BODY) reject(new Error('body too large'));
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

/** The demo data's secret of organisation VCI (server/seed/demoUsers.ts DEMO_CRM_SECRET): demo only, like demo1234. */
export const DEMO_CRM_SECRET = 'vci-demo-crm-secret';
const TOKEN_TTL_S = 15 * 60;

/**
 * An organisation token for the potential-matches view, as the README signs one: base64url(JSON claims) + '.' +
 * base64url(HMAC-SHA256 of that part with the organisation's secret); claims `org` (its code) and `exp` (epoch s).
 * The CRM's own code, so it cannot share the console server's signer: it is the other end of it.
 */
export function signOrgToken(org, secret, ttlS = TOKEN_TTL_S) {
  const body = Buffer.from(JSON.stringify({ org, exp: Math.floor(Date.now() / 1000) + ttlS })).toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

const sendJson = (res, status, value) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));

/** The request handler, exported so tests can mount it on their own server. */
export function crmParentHandler({ consoleUrl, orgCode = 'VCI', secret = DEMO_CRM_SECRET }) {
  const page = fs.readFileSync(path.join(here, 'index.html'));
  return async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://crm.local');
    if (req.method === 'GET' && pathname === '/crm-api/config') return sendJson(res, 200, { consoleUrl });
    // A real CRM signs one for a signed-in user of its own, per page view; this stand-in has no users of its own.
    if (req.method === 'GET' && pathname === '/crm-api/potential-matches-token') return sendJson(res, 200, { orgToken: signOrgToken(orgCode, secret) });
    if (req.method === 'POST' && pathname === '/crm-api/login') {
      try {
        const { username, password } = JSON.parse(await readBody(req));
        const answer = await fetch(new URL('/api/auth/login', consoleUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password }),
        });
        return sendJson(res, answer.status, await answer.json());
      } catch (error) {
        return sendJson(res, 502, { code: 502, message: `The console could not be reached: ${error.message}`, data: null });
      }
    }
    if (req.method === 'GET') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    return sendJson(res, 404, { code: 404, message: 'Not found', data: null });
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const consoleUrl = process.env.CONSOLE_URL ?? 'http://127.0.0.1:8080';
  const port = Number(process.env.PORT ?? 8300);
  const secret = process.env.POTENTIAL_MATCHES_SECRET || DEMO_CRM_SECRET;
  http.createServer(crmParentHandler({ consoleUrl, orgCode: process.env.ORG_CODE || 'VCI', secret })).listen(port, '127.0.0.1', () => {
    console.log(`Example CRM at http://127.0.0.1:${port}/ framing the console at ${consoleUrl}`);
  });
}
