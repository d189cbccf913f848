// The shell as different users: the categories each one sees, the route guard, the API's 403, unknown paths, and a
// clean hand-over from one user to the next on the same tab.
import { expect, test, type Page } from './setup/fixtures';
import { loginAs, logout, sessionToken, toast } from './helpers';

const ALL_CATEGORIES = ['Dashboard', 'Glorifire', 'Institute', 'Schools', 'Authors', 'Community', 'Marketing', 'Support', 'Eduganga', 'Admin'];
const NOT_AUTHORIZED = 'Not authorized to use this module.';
/** Course-program class update: only organisation-wide admins may use it, so a centre admin gets 403. */
const ORG_ONLY_ENDPOINT = '/api/auth/v4/glorifire-entities/course-program-mapping/update';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const category = (page: Page, name: string) => menu(page).getByRole('button', { name, exact: true });

test('admin sees every category of the sidebar and can open an admin-only page', async ({ page }) => {
  await loginAs(page, 'admin');
  for (const name of ALL_CATEGORIES) await expect(category(page, name)).toBeVisible();
  await category(page, 'Admin').click();
  await menu(page).getByRole('link', { name: 'User Management' }).click();
  await expect(page).toHaveURL(/\/supporthome$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'User Management' })).toHaveAttribute('aria-current', 'page');
});

test('centreadmin sees only their categories, is turned away from an admin URL, and gets 403 from the API', async ({ page }) => {
  await loginAs(page, 'centreadmin');
  await expect(category(page, 'Institute')).toBeVisible();
  for (const name of ALL_CATEGORIES.filter((c) => c !== 'Institute')) await expect(category(page, name)).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'Time Table' })).toBeVisible();

  await page.goto('/supporthome');
  await expect(toast(page)).toHaveText(NOT_AUTHORIZED);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'User Management' })).toHaveCount(0);

  const token = await sessionToken(page);
  const res = await page.request.patch(ORG_ONLY_ENDPOINT, { headers: { 'access-token': token }, data: { id: 1 } });
  expect(res.status()).toBe(403);
  expect((await res.json()).code).toBe(403);
  // 403 never signs the user out.
  await page.reload();
  await expect(menu(page)).toBeVisible();
});

test('a denied in-app navigation keeps the user where they were; a second one in a row is silent', async ({ page }) => {
  await loginAs(page, 'centreadmin');
  await page.goto('/time-table');
  await expect(page.getByRole('heading', { level: 1, name: 'Time Table' })).toBeVisible();
  // No footer on time-table paths.
  await expect(page.locator('footer')).toHaveCount(0);
  const goInApp = (path: string) => page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

  await goInApp('/supporthome');
  await expect(toast(page)).toHaveText(NOT_AUTHORIZED);
  await expect(page).toHaveURL(/\/time-table(\?[^/]*)?$/);
  // The toast leaves by itself after 6 s (console-spec §9), or at once when closed: the next denial must come after it.
  await toast(page).getByRole('button', { name: /close/i }).click({ timeout: 3_000 }).catch(() => {});
  await expect(toast(page)).toHaveCount(0, { timeout: 10_000 });

  await goInApp('/sales');
  await expect(page).toHaveURL(/\/time-table(\?[^/]*)?$/);
  await page.waitForTimeout(500);
  await expect(toast(page)).toHaveCount(0);
});

test('an unknown path lands on /dashboard', async ({ page }) => {
  await loginAs(page, 'support');
  await page.goto('/no-such-module/anywhere');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('after logout, the next user on the tab sees nothing of the previous one', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/notifications');
  await expect(page.getByRole('list', { name: 'Notifications' })).toBeVisible();
  await page.goto('/supporthome');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await logout(page);

  await loginAs(page, 'centreadmin');
  // Not the previous user's last page, and no denial left over from it.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page)).toHaveCount(0);
  await expect(page.getByTestId('user-badge')).toContainText('Priya Nair');
  await expect(page.getByTestId('user-badge')).not.toContainText('Asha');
  await expect(page.getByText('Asha', { exact: false })).toHaveCount(0);
  await expect(category(page, 'Admin')).toHaveCount(0);
  expect(await page.evaluate(() => window.sessionStorage.getItem('abilities'))).not.toContain('"*"');

  // The notifications come from the server again for this user, not from the previous user's cache.
  const fresh = page.waitForResponse((r) => r.url().endsWith('/api/auth/notifications'));
  await menu(page).getByRole('link', { name: 'Notifications' }).click();
  const response = await fresh;
  expect(response.request().headers()['access-token']).toBe(await sessionToken(page));
  await expect(page.getByRole('list', { name: 'Notifications' })).toBeVisible();
});

test('the menu banner shows the pending counts and links to the alert list', async ({ page }) => {
  await loginAs(page, 'escalation');
  const banner = page.getByTestId('menu-banner');
  await expect(banner).toContainText('myEscalations');
  await expect(banner).not.toContainText('myAlerts');
  await expect(banner.getByRole('link')).toHaveText(/^\d+ Pending (Alert|Escalation)\(s\)!$/);
  await expect(banner.getByRole('link')).toHaveAttribute('href', '/alert-escalation');
});

test('framed, the console drops the side nav, the footer and the content margin but keeps the top bar', async ({ page, baseURL }) => {
  await loginAs(page, 'centreadmin');
  await expect(page.locator('footer')).toBeVisible();
  // Same tab, same origin: the frame shares the session of the page that signed in.
  await page.goto('/api/health');
  await page.setContent(`<iframe title="console" src="${baseURL}/dashboard" style="width:1200px;height:700px"></iframe>`);
  const frame = page.frameLocator('iframe[title="console"]');
  await expect(frame.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(frame.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(frame.getByRole('button', { name: /^(open|close) menu$/i })).toBeHidden();
  await expect(frame.locator('footer')).toHaveCount(0);
  const padding = await frame.locator('#main-content').evaluate((el) => getComputedStyle(el).paddingLeft);
  expect(padding).toBe('0px');
});
