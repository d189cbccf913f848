// The course plan in Chromium: orgadmin opens /course-plan and sees the demo plans, marks a topic delivered by
// choosing another of its classes (any try chooses one that is not the current, so a retry saves again), then reads
// the plan accuracy of its batch and subject on the Plan Accuracy tab.
import { expect, test } from './setup/fixtures';
import { loginAs, toast } from './helpers';

test('orgadmin sees the demo plan, marks a topic delivered and reads the plan accuracy', async ({ page }) => {
  await loginAs(page, 'orgadmin');
  await page.goto('/course-plan');
  await expect(page.getByRole('heading', { name: 'Course Plan', level: 1 })).toBeVisible();
  const mark = page.getByRole('button', { name: /^Mark delivered: / }).first();
  await expect(mark).toBeVisible();
  const topic = ((await mark.getAttribute('aria-label')) ?? '').replace(/^Mark delivered: /, '');
  expect(topic).toMatch(/ \d+: /);

  await mark.click();
  const dialog = page.getByRole('dialog', { name: `Mark delivered: ${topic}` });
  const free = dialog.getByRole('radio', { checked: false }).first();
  await expect(free).toBeVisible();
  await free.check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page)).toContainText('Topic marked delivered');

  await page.getByRole('tablist', { name: 'Entity tabs' }).getByRole('tab', { name: 'Plan Accuracy' }).click();
  await expect(page).toHaveURL(/view=plan-accuracy/);
  // The report reads the whole organisation's plan (some 800 rows) after the save's alert re-check: on a busy
  // machine's PGlite that has taken past the default 10 s.
  await expect(page.getByRole('heading', { name: 'Plan accuracy, by batch, subject and faculty' })).toBeVisible({ timeout: 30_000 });
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: /Plan Accuracy %/ })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText(/\d+(\.\d)?\s?%/);
});
