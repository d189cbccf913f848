// Accessibility: no serious or critical axe violation on the login page, the dashboard and the notifications page,
// in the light and the dark theme, nor on the time table's week and its class form; the menu can be reached and used
// with the keyboard.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './setup/fixtures';
import { loginAs } from './helpers';

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
  expect(summary, `${what}: serious or critical axe violations`).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test(`login, dashboard and notifications pass axe in the ${theme} theme`, async ({ page }) => {
    // react-admin keeps the chosen theme in its store (localStorage, key RaStore.theme).
    await page.addInitScript((t) => window.localStorage.setItem('RaStore.theme', JSON.stringify(t)), theme);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectNoSeriousViolations(page, `login (${theme})`);

    await loginAs(page, 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByTestId('menu-banner')).toBeVisible();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background, 'theme background').toBe(theme === 'dark' ? 'rgb(17, 21, 33)' : 'rgb(244, 246, 251)');
    await expectNoSeriousViolations(page, `dashboard (${theme})`);

    await page.goto('/notifications');
    await expect(page.getByRole('list', { name: 'Notifications' })).toBeVisible();
    await expectNoSeriousViolations(page, `notifications (${theme})`);

    await page.getByRole('button', { name: 'Notifications' }).click();
    const dropdown = page.getByRole('dialog', { name: 'Notifications' });
    await expect(dropdown).toBeVisible();
    // The dropdown grows in: mid-way its text is half transparent and axe would measure that contrast.
    await expect(dropdown).toHaveCSS('opacity', '1');
    await expect(dropdown).toHaveCSS('transform', 'none');
    await expectNoSeriousViolations(page, `notifications dropdown (${theme})`);
  });
}

test('keyboard: tab into the menu, open a category and a page with Enter, and log out', async ({ page }) => {
  await loginAs(page, 'centreadmin');
  const institute = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Institute', exact: true });
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    if (await institute.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(institute).toBeFocused();
  const wasExpanded = (await institute.getAttribute('aria-expanded')) === 'true';
  if (!wasExpanded) await page.keyboard.press('Enter');
  await expect(institute).toHaveAttribute('aria-expanded', 'true');

  const timeTable = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Time Table' });
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    if (await timeTable.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(timeTable).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/time-table(\?[^/]*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Time Table' })).toBeVisible();

  const logoutButton = page.getByRole('button', { name: 'Logout' });
  await logoutButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Ready to Leave?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
});

test("the time table's week and its class form pass axe: the '+N more' blocks and the date and time pickers", async ({ page }) => {
  await loginAs(page, 'orgadmin');
  await page.goto('/time-table?view=week');
  // The demo organisation's week: more classes at 09:00 than a day shows side by side.
  const more = page.getByRole('button', { name: /^\d+ more records from 09:00$/ }).first();
  await expect(more).toBeVisible();
  await expectNoSeriousViolations(page, 'time table week');
  await more.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoSeriousViolations(page, 'time table week, more menu');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add Class' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Class' });
  await expect(dialog.getByRole('group', { name: 'Class Date', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'add class form');
});
