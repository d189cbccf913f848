// Attendance in Chromium (issue 24 item 2): an org admin filters the classes not yet marked, opens one, marks every
// student present, the second absent with the keyboard, saves in one request, sees the class Marked with one
// absence, and finds its batch in the summary.
import { expect, test, type Page } from './setup/fixtures';
import { loginAs, toast } from './helpers';

const grid = (page: Page) => page.getByRole('grid').first();
const rows = (page: Page) => grid(page).locator('.lg-body .lg-row');
const students = (page: Page) => page.getByRole('table', { name: 'Students of the class' }).locator('tbody tr');

test('orgadmin marks a class with the keyboard and finds it marked and summarised', async ({ page }) => {
  await loginAs(page, 'orgadmin');
  await page.goto('/attendance');
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible();
  // Headed as every module's page is: its trail above the heading and its title in the top bar.
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toHaveText('Institute');
  await expect(page.locator('#react-admin-title')).toHaveText('Attendance');
  await expect(rows(page).first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Attendance' }).click();
  // The filtered page must be the one on screen before a row is picked: the unfiltered rows stay until it arrives.
  const filtered = page.waitForResponse((r) => r.url().includes('/api/auth/attendance/classes') && /marked=Not/.test(r.url()));
  await page.getByRole('listbox').getByRole('option', { name: 'Not marked', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/marked=Not(\+|%20)marked/);
  await filtered;
  await expect(rows(page).locator('[data-field="marked"]', { hasText: /^Marked$/ })).toHaveCount(0);
  const first = rows(page).first();
  const classId = await first.getAttribute('data-id');
  const batch = (await first.locator('[data-field="batch"]').textContent())!.trim();
  // The row by its id: another worker's test may add or mark a class meanwhile, and the first row be another.
  await grid(page).locator(`.lg-body .lg-row[data-id="${classId}"]`).getByRole('button', { name: 'Mark', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`class=${classId}`));
  await expect(students(page).nth(1)).toBeVisible();
  const total = await students(page).count();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(page.getByText(/no mark yet/)).toBeVisible();
  await page.getByRole('button', { name: 'All present' }).click();
  await students(page).first().click();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('a');
  await expect(students(page).nth(1)).toHaveAttribute('aria-label', /: Absent$/);
  await expect(page.getByRole('status', { name: `${total - 1} present, 1 absent, 0 late, 0 unmarked` })).toBeVisible();
  await page.screenshot({ path: '/tmp/attendance-mark.png' });

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Attendance saved');
  await expect(page).not.toHaveURL(/class=/);
  const saved = grid(page).locator(`.lg-body .lg-row[data-id="${classId}"]`);
  await expect(saved.locator('[data-field="marked"]')).toHaveText('Marked');
  await expect(saved.getByRole('button', { name: 'Edit marks' })).toBeVisible();
  // The counts are the last columns: scrolled to, as a person would, at 1280 px.
  await saved.locator('[data-field="marked"]').hover();
  await page.mouse.wheel(800, 0);
  await expect(saved.locator('[data-field="absent"]')).toHaveText('1');

  await page.getByRole('tab', { name: 'Summary' }).click();
  await expect(page).toHaveURL(/\/attendance\/summary/);
  await expect(grid(page).locator('[data-field="name"]', { hasText: batch }).first()).toBeVisible();
  // The demo marks most past classes, so the summary lists every batch (too many for the chart): the batch's row
  // counts the absence marked above.
  await expect(grid(page).getByRole('row').filter({ hasText: batch }).first().locator('[data-field="absent"]')).not.toHaveText('0');
  await page.screenshot({ path: '/tmp/attendance-summary.png' });
});
