// Embedding under a hostile or hasty parent (issue 27 items 12-14, console-spec §4): the last LOGIN sent wins, an
// answer for a token the frame no longer holds changes nothing, and a NAVIGATE with a percent-encoded line terminator
// is refused while the bridge keeps answering.
import { expect, test } from './setup/fixtures';
import { callbacks, consoleToken, framePath, loginMessage, openParent, post, serveParentPages, sessionStatus, TRUSTED_PORT } from './embedKit';

serveParentPages();

const SUPERSEDED = 'A later message from the parent replaced this LOGIN.';

test('two LOGINs in quick succession: the later one wins even when the earlier token check answers last', async ({ page, baseURL }) => {
  const frame = await openParent(page, baseURL!, TRUSTED_PORT);
  const first = await loginMessage(baseURL!, 'orgadmin');
  const second = await loginMessage(baseURL!, 'support');
  // The first token's check is the slower one.
  await page.route('**/api/auth/session', async (route) => {
    if (route.request().headers()['access-token'] === first.payload.authToken) await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await post(page, first);
  await post(page, second);

  await expect.poll(() => callbacks(page)).toHaveLength(2);
  expect(await callbacks(page)).toEqual(expect.arrayContaining([
    { type: 'LOGIN_CALLBACK', payload: { success: true } },
    { type: 'LOGIN_CALLBACK', payload: { success: false, message: SUPERSEDED } },
  ]));
  await expect(frame.getByTestId('user-badge')).toContainText('Arjun Rao');
  expect(await consoleToken(frame)).toBe(second.payload.authToken);
  await expect.poll(() => sessionStatus(baseURL!, first.payload.authToken)).toBe(401);
  expect(await sessionStatus(baseURL!, second.payload.authToken)).toBe(200);
});

test("a LOGIN that switches users while the previous user's request is in flight: that request's 401 signs nobody out", async ({ page, baseURL }) => {
  const frame = await openParent(page, baseURL!, TRUSTED_PORT);
  const first = await loginMessage(baseURL!, 'orgadmin');
  // Hold the previous user's first alert-counter request until the switch has revoked its token. Routed before the
  // LOGIN: framed, the console has no side menu polling the counters, and the dashboard asks for them once, at once.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route('**/api/auth/alert-escalation/counters**', async (route) => {
    if (!held && route.request().headers()['access-token'] === first.payload.authToken) {
      held = true;
      await released;
    }
    await route.continue();
  });
  await post(page, first);
  await expect(frame.getByTestId('user-badge')).toContainText('Rohan Mehta');
  await expect.poll(() => held, { timeout: 15_000 }).toBe(true);
  const refused = page.waitForResponse((res) => res.url().includes('/alert-escalation/counters') && res.status() === 401);

  const second = await loginMessage(baseURL!, 'support');
  await post(page, second);
  await expect(frame.getByTestId('user-badge')).toContainText('Arjun Rao');
  await expect.poll(() => sessionStatus(baseURL!, first.payload.authToken)).toBe(401);
  release();
  await refused;

  await page.waitForTimeout(1000);
  expect(framePath(frame)).not.toBe('/login');
  await expect(frame.getByTestId('user-badge')).toContainText('Arjun Rao');
  expect(await consoleToken(frame)).toBe(second.payload.authToken);
  await expect(frame.getByText('Your access limits have been modified.')).toHaveCount(0);
});

test('NAVIGATE with a percent-encoded line terminator is refused; the console stays up and CLEAN_UP and LOGOUT still work', async ({ page, baseURL }) => {
  const frame = await openParent(page, baseURL!, TRUSTED_PORT);
  const first = await loginMessage(baseURL!, 'orgadmin');
  await post(page, first);
  await expect.poll(() => framePath(frame)).toBe('/dashboard');
  await post(page, { type: 'NAVIGATE', payload: { path: '/notifications' } });
  await expect.poll(() => framePath(frame)).toBe('/notifications');

  for (const odd of ['/dashboard%0A', '/dashboard%0D', '/dashboard%E2%80%A8', '/dashboard%E2%80%A9', '/glorifireEntities/home?entity=crp%0A']) {
    await post(page, { type: 'NAVIGATE', payload: { path: odd } });
  }
  await page.waitForTimeout(1000);
  expect(framePath(frame)).toBe('/notifications');
  await expect(frame.getByTestId('user-badge')).toContainText('Rohan Mehta');

  await post(page, { type: 'CLEAN_UP' });
  await expect.poll(() => framePath(frame)).toBe('/login');
  await expect.poll(() => sessionStatus(baseURL!, first.payload.authToken)).toBe(401);

  const second = await loginMessage(baseURL!, 'support');
  await post(page, second);
  await expect(frame.getByTestId('user-badge')).toContainText('Arjun Rao');
  await post(page, { type: 'NAVIGATE', payload: { path: '/dashboard%E2%80%A8' } });
  await post(page, { type: 'LOGOUT' });
  await expect.poll(() => framePath(frame)).toBe('/login');
  await expect.poll(() => sessionStatus(baseURL!, second.payload.authToken)).toBe(401);
});
