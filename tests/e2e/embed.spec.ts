// CRM embedding (issue 3 point 7, console-spec §4): a parent page on a second loopback origin frames the console and
// signs it in by postMessage. 127.0.0.1:8300 is in TRUSTED_PARENT_ORIGINS (playwright.config.ts); 8301 is not.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { crmParentHandler } from '../../examples/crm-parent/serve.mjs';

const TRUSTED_PORT = 8300;
const UNTRUSTED_PORT = 8301;
const parentHtml = fs.readFileSync(path.resolve('tests/e2e/fixtures/parent.html'));
const servers: http.Server[] = [];
const consoleUrl = `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}`;

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
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

type Received = { type: string; payload?: { success?: boolean; message?: string } }[];
declare global {
  interface Window { received: Received; postToConsole(message: unknown): void }
}

/** Opens the parent page on the given port, framing the console's /login, and returns the console's frame. */
async function openParent(page: Page, baseURL: string, port: number): Promise<Frame> {
  await page.goto(`http://127.0.0.1:${port}/crm?console=${encodeURIComponent(`${baseURL}/login`)}`);
  const frame = await (await page.locator('#console').elementHandle())!.contentFrame();
  await expect(frame!.getByLabel('Username')).toBeVisible();
  return frame!;
}

async function loginMessage(baseURL: string, username: string) {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'demo1234' }),
  });
  const { data } = (await res.json()) as { data: { authToken: string; loginData: unknown } };
  return { type: 'LOGIN', payload: { authToken: data.authToken, loginData: data.loginData } };
}

const post = (page: Page, message: unknown) => page.evaluate((m) => window.postToConsole(m), message);
const callbacks = (page: Page) => page.evaluate(() => window.received.filter((m) => m.type === 'LOGIN_CALLBACK'));
const consoleToken = (frame: Frame) => frame.evaluate(() => window.sessionStorage.getItem('authToken'));
const framePath = (frame: Frame) => new URL(frame.url()).pathname;

test('a trusted parent signs the framed console in and receives LOGIN_CALLBACK success; no side nav in the frame', async ({ page, baseURL }) => {
  const frame = await openParent(page, baseURL!, TRUSTED_PORT);
  const login = await loginMessage(baseURL!, 'admin');
  await post(page, login);

  await expect.poll(() => callbacks(page)).toEqual([{ type: 'LOGIN_CALLBACK', payload: { success: true } }]);
  await expect.poll(() => framePath(frame)).toBe('/dashboard');
  await expect(frame.getByTestId('user-badge')).toContainText('Asha Verma');
  expect(await consoleToken(frame)).toBe(login.payload.authToken);
  await expect(frame.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(frame.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);

  fs.mkdirSync('.tmp/screens', { recursive: true });
  await page.screenshot({ path: '.tmp/screens/embed-framed-console.png' });
});

test('a LOGIN without user roles is refused with LOGIN_CALLBACK failure', async ({ page, baseURL }) => {
  const frame = await openParent(page, baseURL!, TRUSTED_PORT);
  await post(page, { type: 'LOGIN', payload: { authToken: 'anything', loginData: { userRoles: [] } } });
  await expect.poll(() => callbacks(page)).toEqual([
    { type: 'LOGIN_CALLBACK', payload: { success: false, message: 'Login needs an authToken and loginData with at least one user role.' } },
  ]);
  expect(await consoleToken(frame)).toBeNull();
  expect(framePath(frame)).toBe('/login');
});

test('the same LOGIN from an untrusted origin changes nothing', async ({ page, baseURL }) => {
  const frame = await openParent(page, baseURL!, UNTRUSTED_PORT);
  await post(page, await loginMessage(baseURL!, 'admin'));
  await post(page, { type: 'NAVIGATE', payload: { path: '/notifications' } });
  await page.waitForTimeout(1500);
  expect(await callbacks(page)).toEqual([]);
  expect(await consoleToken(frame)).toBeNull();
  expect(framePath(frame)).toBe('/login');
  await expect(frame.getByLabel('Username')).toBeVisible();
});

test('NAVIGATE to an outside address is ignored, an in-app path works; CLEAN_UP signs the frame out', async ({ page, baseURL }) => {
  const frame = await openParent(page, baseURL!, TRUSTED_PORT);
  await post(page, await loginMessage(baseURL!, 'orgadmin'));
  await expect.poll(() => framePath(frame)).toBe('/dashboard');

  for (const outside of ['https://example.com/', '//example.com/x', 'javascript:alert(document.domain)', '/\\example.com']) {
    await post(page, { type: 'NAVIGATE', payload: { path: outside } });
  }
  await page.waitForTimeout(1000);
  expect(new URL(frame.url()).origin).toBe(baseURL);
  expect(framePath(frame)).toBe('/dashboard');

  await post(page, { type: 'NAVIGATE', payload: { path: '/notifications' } });
  await expect.poll(() => framePath(frame)).toBe('/notifications');
  await expect(frame.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();

  await post(page, { type: 'CLEAN_UP' });
  await expect.poll(() => framePath(frame)).toBe('/login');
  expect(await consoleToken(frame)).toBeNull();
  expect(await frame.evaluate(() => window.localStorage.length)).toBe(0);
});

test("the README's example CRM page signs in through its server and drives the console", async ({ page }) => {
  await page.goto(`http://127.0.0.1:${TRUSTED_PORT}/example`);
  const frame = page.frameLocator('#console');
  await expect(frame.getByLabel('Username')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in and send LOGIN' }).click();
  await expect(page.getByRole('status')).toHaveText('LOGIN_CALLBACK: signed in.');
  await expect(frame.getByTestId('user-badge')).toContainText('Asha Verma');
  await page.getByRole('button', { name: 'NAVIGATE', exact: true }).click();
  await expect(frame.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/embed-example-crm.png' });
});
