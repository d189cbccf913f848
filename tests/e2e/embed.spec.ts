// CRM embedding (issue 3 point 7, console-spec §4): a parent page on a second loopback origin frames the console and
// signs it in by postMessage. The worker's trusted parent port is in its server's TRUSTED_PARENT_ORIGINS; the untrusted one is not.
import fs from 'node:fs';
import { expect, test, type Frame, type Page } from './setup/fixtures';
import { callbacks, consoleToken, framePath, loginMessage, openParent, post, serveParentPages, sessionStatus, TRUSTED_PORT, UNTRUSTED_PORT } from './embedKit';

serveParentPages();

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

// Hardening (issue 13): failed LOGINs leave nobody signed in, odd NAVIGATE paths are ignored, who is signed in is
// the server's word on the token, and dropped tokens are revoked on the server.
const STUDENTS = '/glorifireEntities/home?entity=crp';
const studentRows = (frame: Frame) => frame.getByRole('grid', { name: 'CRP Students' }).locator('.lg-body .lg-row');

/** Signs the frame in by LOGIN and opens the CRP students list, with rows on screen. */
async function signedInOnStudents(page: Page, frame: Frame, baseURL: string, username: string) {
  const login = await loginMessage(baseURL, username);
  await post(page, login);
  await expect.poll(() => framePath(frame)).toBe('/dashboard');
  const listed = page.waitForResponse((res) => res.url().includes('/glorifire-entities/crp?') && res.status() === 200);
  await post(page, { type: 'NAVIGATE', payload: { path: STUDENTS } });
  await listed;
  await expect(frame.getByRole('heading', { level: 1, name: 'CRP Students' })).toBeVisible();
  return login.payload.authToken;
}

async function expectSignedOut(frame: Frame) {
  await expect.poll(() => framePath(frame)).toBe('/login');
  await expect(frame.getByLabel('Username')).toBeVisible();
  await expect(frame.getByRole('heading', { level: 1, name: 'CRP Students' })).toHaveCount(0);
  await expect(studentRows(frame)).toHaveCount(0);
  await expect(frame.getByTestId('user-badge')).toHaveCount(0);
  expect(await consoleToken(frame)).toBeNull();
  expect(await frame.evaluate(() => window.localStorage.length)).toBe(0);
  expect(await frame.evaluate(() => window.sessionStorage.getItem('roleName'))).toBeNull();
}

test('a LOGIN whose storage write fails answers failure, signs the previous user out and shows none of their rows', async ({ page, baseURL }) => {
  const frame = await openParent(page, baseURL!, TRUSTED_PORT);
  const previous = await signedInOnStudents(page, frame, baseURL!, 'orgadmin');
  // The browser's storage is full: the next write of the login's saved message throws, as Chromium does.
  await frame.evaluate(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'iframeData') throw new DOMException(`Setting the value of '${key}' exceeded the quota.`, 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  await post(page, await loginMessage(baseURL!, 'centreadmin'));
  await expect.poll(() => callbacks(page)).toEqual([
    { type: 'LOGIN_CALLBACK', payload: { success: true } },
    { type: 'LOGIN_CALLBACK', payload: { success: false, message: 'The console could not store the login: the browser storage is full or disabled.' } },
  ]);
  await expectSignedOut(frame);
  await expect.poll(() => sessionStatus(baseURL!, previous)).toBe(401);
});

test('a 5 MB loginData is refused with LOGIN_CALLBACK failure and leaves nobody signed in', async ({ page, baseURL }) => {
  const frame = await openParent(page, baseURL!, TRUSTED_PORT);
  await signedInOnStudents(page, frame, baseURL!, 'orgadmin');
  const big = await loginMessage(baseURL!, 'centreadmin');
  await post(page, { ...big, payload: { ...big.payload, loginData: { ...(big.payload.loginData as object), notes: 'x'.repeat(5 * 1024 * 1024) } } });
  await expect.poll(async () => (await callbacks(page)).at(-1)).toEqual(
    { type: 'LOGIN_CALLBACK', payload: { success: false, message: 'Login data is larger than 256 KB.' } });
  await expectSignedOut(frame);
  expect(await sessionStatus(baseURL!, big.payload.authToken)).toBe(200);
});

test('NAVIGATE paths with U+2028, U+2029 or control characters are ignored and the bridge keeps answering', async ({ page, baseURL }) => {
  const frame = await openParent(page, baseURL!, TRUSTED_PORT);
  await post(page, await loginMessage(baseURL!, 'orgadmin'));
  await expect.poll(() => framePath(frame)).toBe('/dashboard');
  await post(page, { type: 'NAVIGATE', payload: { path: '/notifications' } });
  await expect.poll(() => framePath(frame)).toBe('/notifications');

  for (const odd of ['/dashboard\u2028', '/dashboard\u2029', '/dash\u0085board', '/dashboard\u200b', '/dashboard\u0007']) {
    await post(page, { type: 'NAVIGATE', payload: { path: odd } });
  }
  await page.waitForTimeout(1000);
  expect(framePath(frame)).toBe('/notifications');

  await post(page, { type: 'NAVIGATE', payload: { path: '/dashboard' } });
  await expect.poll(() => framePath(frame)).toBe('/dashboard');
  await post(page, await loginMessage(baseURL!, 'support'));
  await expect.poll(async () => (await callbacks(page)).length).toBe(2);
  expect((await callbacks(page))[1]).toEqual({ type: 'LOGIN_CALLBACK', payload: { success: true } });
  await expect(frame.getByTestId('user-badge')).toContainText('Arjun Rao');
});

test("role and name come from the server's session for the token, not from the parent's loginData", async ({ page, baseURL }) => {
  const frame = await openParent(page, baseURL!, TRUSTED_PORT);
  const centre = await loginMessage(baseURL!, 'centreadmin');
  const admin = await loginMessage(baseURL!, 'admin');
  // The parent sends the admin's login data with the centre admin's token.
  await post(page, { type: 'LOGIN', payload: { authToken: centre.payload.authToken, loginData: admin.payload.loginData } });
  await expect.poll(() => callbacks(page)).toEqual([{ type: 'LOGIN_CALLBACK', payload: { success: true } }]);
  await expect(frame.getByTestId('user-badge')).toContainText('Priya Nair');
  await expect(frame.getByTestId('user-badge')).toContainText('Centre Admin');
  await expect(frame.getByTestId('user-badge')).not.toContainText('Asha Verma');
  expect(await frame.evaluate(() => window.sessionStorage.getItem('roleName'))).toBe('Centre Admin');
  // The admin-only page is not the centre admin's.
  await post(page, { type: 'NAVIGATE', payload: { path: '/supporthome' } });
  await expect(frame.getByText('Not authorized to use this module.')).toBeVisible();
});

test('a LOGIN that replaces a signed-in user revokes the old token; CLEAN_UP revokes the current one', async ({ page, baseURL }) => {
  const frame = await openParent(page, baseURL!, TRUSTED_PORT);
  const first = await loginMessage(baseURL!, 'orgadmin');
  await post(page, first);
  await expect(frame.getByTestId('user-badge')).toContainText('Rohan Mehta');
  const second = await loginMessage(baseURL!, 'support');
  await post(page, second);
  await expect(frame.getByTestId('user-badge')).toContainText('Arjun Rao');
  await expect.poll(() => sessionStatus(baseURL!, first.payload.authToken)).toBe(401);
  expect(await sessionStatus(baseURL!, second.payload.authToken)).toBe(200);

  await post(page, { type: 'CLEAN_UP' });
  await expect.poll(() => framePath(frame)).toBe('/login');
  await expect.poll(() => sessionStatus(baseURL!, second.payload.authToken)).toBe(401);
});
