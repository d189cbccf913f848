// My Training and Help Guide (issue 3 point 8, console-spec §4): the training popup, the 3-second hand-off to the
// training platform in a new tab, and the account-unavailable text for users without a training account.
import fs from 'node:fs';
import { expect, test, type Page } from './setup/fixtures';
import { loginAs } from './helpers';

// The server's default TRAINING_PLATFORM_URL; answered by a stub so no test leaves the machine.
const PLATFORM = 'https://training.example.com/login';

test.beforeEach(async ({ context }) => {
  await context.route('https://training.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Training platform stub</title><h1>Glorifire</h1>' }));
});

const screenshot = async (page: Page, name: string) => {
  fs.mkdirSync('.tmp/screens', { recursive: true });
  await page.screenshot({ path: `.tmp/screens/${name}.png` });
};

test('My Training as a training user: the redirecting popup, then the platform in a new tab with authToken after ~3 s', async ({ page, context }) => {
  await loginAs(page, 'admin');
  // The tab opens 3 s after the popup: awaited from the click, as the steps below can outlast that on a busy machine,
  // and timed from it, since on such a machine the test may see the popup a second after it came up.
  const opened = context.waitForEvent('page', { timeout: 15_000 }).then((tab) => ({ tab, at: Date.now() }));
  const clickedAt = Date.now();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'My Training' }).click();

  const dialog = page.getByRole('dialog', { name: 'Redirecting to Glorifire' });
  await expect(dialog).toContainText('You will be redirected to Glorifire platform for your Training. Please wait while we open Glorifire in a new tab');
  // Not dismissable: Escape leaves it up. Pressed at once: it is up for 3 s only, which a screenshot on a busy
  // machine can take (a run on two loaded cores found it gone after the screenshot, twice).
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await screenshot(page, 'training-popup-redirecting');

  const { tab, at } = await opened;
  expect(at - clickedAt).toBeGreaterThan(2000);
  await tab.waitForLoadState();
  const url = new URL(tab.url());
  expect(url.origin + url.pathname).toBe(PLATFORM);
  expect(url.searchParams.get('authToken')).toMatch(/^[\w-]+\.[\w-]+$/);
  await expect(dialog).toBeHidden();
  expect(await tab.evaluate(() => window.opener)).toBeNull();
});

test("a user without a training account sees 'Glorifire Account Unavailable' from the advisor query, and only 'Got It' closes it", async ({ page, context }) => {
  await loginAs(page, 'orgadmin');
  const opened: string[] = [];
  context.on('page', (p) => opened.push(p.url()));
  await page.goto('/dashboard?navigatedFrom=my%20advisor&navigateTo=my%20training');

  const dialog = page.getByRole('dialog', { name: 'Glorifire Account Unavailable' });
  await expect(dialog).toContainText('contact your account manager');
  await expect(page).toHaveURL(/\/dashboard$/);
  await screenshot(page, 'training-popup-unavailable');
  await page.keyboard.press('Escape');
  await page.mouse.click(20, 780);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Got It' }).click();
  await expect(dialog).toBeHidden();
  expect(opened).toEqual([]);
});

test('Help Guide opens the platform with the token and the help guide document', async ({ page, context }) => {
  await loginAs(page, 'admin');
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Help Guide' }).click(),
  ]);
  await tab.waitForLoadState();
  const url = new URL(tab.url());
  expect(url.origin + url.pathname).toBe(PLATFORM);
  expect(url.searchParams.get('authToken')).toBeTruthy();
  // The e2e console is a production build.
  expect(url.searchParams.get('redirectPdfUrl')).toBe('/help-guide/OPS-CONSOLE-HELP-GUIDE');
});
