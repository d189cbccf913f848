// Teacher feedback in Chromium (issue 25 item 2): an org admin opens the module, sees the demo questions in the
// question master, opens one in its form, then Faculty Performance with each faculty's averages, and the remarks.
import { expect, test, type Page } from './setup/fixtures';
import { loginAs } from './helpers';

const rows = (page: Page) => page.getByRole('grid').first().locator('.lg-body .lg-row');

test('orgadmin sees the demo questions and each faculty\'s averages', async ({ page }) => {
  await loginAs(page, 'orgadmin');
  await page.goto('/teacher-feedback');
  await expect(page).toHaveURL(/\/teacher-feedback\/feedbackQuestionsMaster/);
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback Questions' })).toBeVisible();
  const rating = rows(page).filter({ hasText: 'FQ101' });
  await expect(rating.locator('[data-field="type"]')).toHaveText('Rating');
  // A question too long for its column ends in an ellipsis instead of being cut mid-letter; its tooltip holds it whole.
  const question = rating.locator('[data-field="question"] > span');
  await expect(question).toHaveCSS('text-overflow', 'ellipsis');
  await expect(question).toHaveAttribute('title', 'The faculty explains concepts clearly');
  await rating.locator('[data-field="question"]').click();
  const form = page.getByRole('dialog', { name: 'Change Question' });
  await expect(form.getByLabel('Question Code')).toHaveValue('FQ101');
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(form).toBeHidden();

  await page.getByRole('tab', { name: 'Faculty Performance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Faculty Performance' })).toBeVisible();
  const scored = rows(page).filter({ hasText: 'FQ101' }).first();
  await expect(scored.locator('[data-field="average"]')).toHaveText(/^\d(\.\d{1,2})?$/);
  await expect(scored.locator('[data-field="distribution"]')).toHaveText(/^1: \d+ · 2: \d+ · 3: \d+ · 4: \d+ · 5: \d+$/);

  await page.getByRole('button', { name: 'Remarks' }).click();
  await page.getByPlaceholder('Search remarks').fill('examples');
  await expect(rows(page).first().locator('[data-field="remark"]')).toHaveText('Explains with real-life examples');
});
