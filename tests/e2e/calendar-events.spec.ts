// Calendar Events in Chromium (issue 23): the entity declared by one schema file, reached from its one sidebar item,
// filtered, deactivated with a reason, and seen by a centre admin only at their centre.
import { expect, test, type Page } from './setup/fixtures';
import { loginAs, toast } from './helpers';

const grid = (page: Page) => page.getByRole('grid', { name: 'Calendar Events' });
const rows = (page: Page) => grid(page).locator('.lg-body .lg-row');
const texts = async (page: Page, field: string) => (await rows(page).locator(`[data-field="${field}"]`).allTextContents()).map((t) => t.trim());

test('orgadmin opens Calendar Events from its one sidebar item, filters by kind and deactivates an event', async ({ page }) => {
  await loginAs(page, 'orgadmin');
  const item = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Calendar Events', exact: true });
  await expect(item).toHaveCount(1);
  await item.click();
  await expect(page).toHaveURL(/\/calendar-events/);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar Events' })).toBeVisible();
  // The top bar names its own page once.
  await expect(page.locator('#react-admin-title')).toHaveText('Calendar Events');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByPlaceholder('Search by Title')).toBeVisible();

  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Exam', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect.poll(async () => new Set(await texts(page, 'kind'))).toEqual(new Set(['Exam']));

  await rows(page).first().getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  // One event chosen: the dialog names it by the kind's noun.
  const dialog = page.getByRole('dialog', { name: 'Deactivate Calendar Event' });
  await dialog.getByRole('combobox', { name: /Reason/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Cancelled', exact: true }).click();
  await dialog.getByRole('button', { name: 'Deactivate (1)' }).click();
  await expect(toast(page)).toBeVisible();
  await page.getByRole('tablist', { name: 'Status' }).getByRole('tab', { name: 'Deactivated' }).click();
  await expect.poll(async () => (await texts(page, 'status')).length).toBeGreaterThan(0);
});

test('centreadmin sees only the events of their centre', async ({ page }) => {
  await loginAs(page, 'centreadmin');
  await page.goto('/calendar-events');
  await expect(rows(page).first()).toBeVisible();
  await expect.poll(async () => new Set(await texts(page, 'centre'))).toEqual(new Set(['Delhi South Extension']));
});
