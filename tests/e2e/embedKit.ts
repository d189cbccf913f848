// The CRM parent harness of the embedding tests (console-spec §4): parent pages on two loopback origins, the worker's
// trusted port in its server's TRUSTED_PARENT_ORIGINS (setup/fixtures.ts) and the untrusted one not, that frame the
// console and post messages to it.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test, type Frame, type Page } from './setup/fixtures';
import { consolePort, parentPorts } from './setup/ports';
import { crmParentHandler, DEMO_CRM_SECRET, signOrgToken } from '../../examples/crm-parent/serve.mjs';

export const { trusted: TRUSTED_PORT, untrusted: UNTRUSTED_PORT } = parentPorts();
const parentHtml = fs.readFileSync(path.resolve('tests/e2e/fixtures/parent.html'));
const servers: http.Server[] = [];
const consoleUrl = `http://127.0.0.1:${consolePort()}`;

/** Serves the parent pages for the spec file that calls it (before its tests, closed after them). */
export function serveParentPages(): void {
  test.beforeAll(async () => {
    // Each parent origin serves the test page, and under /example the README's example CRM (examples/crm-parent).
    const example = crmParentHandler({ consoleUrl });
    for (const port of [TRUSTED_PORT, UNTRUSTED_PORT]) {
      const server = http.createServer((req, res) => {
        if (req.url === '/example' || req.url?.startsWith('/crm-api/')) return void example(req, res);
        res.writeHead(200, { 'content-type': 'text/html' }).end(parentHtml);
      });
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      servers.push(server);
    }
  });

  test.afterAll(async () => {
    await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  });
}

export type Received = { type: string; payload?: { success?: boolean; message?: string } }[];
declare global {
  interface Window { received: Received; postToConsole(message: unknown): void }
}

/** Opens the parent page on the given port, framing the console's /login, and returns the console's frame. */
export async function openParent(page: Page, baseURL: string, port: number): Promise<Frame> {
  await page.goto(`http://127.0.0.1:${port}/crm?console=${encodeURIComponent(`${baseURL}/login`)}`);
  const frame = await (await page.locator('#console').elementHandle())!.contentFrame();
  await expect(frame!.getByLabel('Username')).toBeVisible();
  return frame!;
}

/** What the CRM's server puts in the framed potential-matches address: a token for the demo organisation. */
export const demoOrgToken = (ttlS?: number) => signOrgToken('VCI', DEMO_CRM_SECRET, ttlS);

export async function loginMessage(baseURL: string, username: string) {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'demo1234' }),
  });
  const { data } = (await res.json()) as { data: { authToken: string; loginData: unknown } };
  return { type: 'LOGIN', payload: { authToken: data.authToken, loginData: data.loginData } };
}

export const post = (page: Page, message: unknown) => page.evaluate((m) => window.postToConsole(m), message);
export const callbacks = (page: Page) => page.evaluate(() => window.received.filter((m) => m.type === 'LOGIN_CALLBACK'));
export const consoleToken = (frame: Frame) => frame.evaluate(() => window.sessionStorage.getItem('authToken'));
export const framePath = (frame: Frame) => new URL(frame.url()).pathname;

export const sessionStatus = async (baseURL: string, token: string) =>
  (await fetch(`${baseURL}/api/auth/session`, { headers: { 'access-token': token } })).status;
