// A stand-in CRM for trying the embedded console: serves index.html and signs users in server-to-server, the way a
// real CRM backend obtains a console token (the browser never calls the console's login across origins).
//
//   CONSOLE_URL=http://127.0.0.1:8080 PORT=8300 node examples/crm-parent/serve.mjs
//
// The page's origin (http://127.0.0.1:8300 by default) must be in the console's TRUSTED_PARENT_ORIGINS.
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

const sendJson = (res, status, value) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));

/** The request handler, exported so tests can mount it on their own server. */
export function crmParentHandler({ consoleUrl }) {
  const page = fs.readFileSync(path.join(here, 'index.html'));
  return async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://crm.local');
    if (req.method === 'GET' && pathname === '/crm-api/config') return sendJson(res, 200, { consoleUrl });
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
  http.createServer(crmParentHandler({ consoleUrl })).listen(port, '127.0.0.1', () => {
    console.log(`Example CRM at http://127.0.0.1:${port}/ framing the console at ${consoleUrl}`);
  });
}
