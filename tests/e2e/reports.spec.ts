// The operations reports in Chromium (issue 24): the one report page opened from the sidebar, its chart and table,
// narrowed to a centre, a new range typed (a reversed one shown and never sent), the .xlsx downloaded, a second
// report on the same page, and an AO's centres only.
import { expect, test, type Page } from './setup/fixtures';
import { loginAs, typeDay } from './helpers';

const TTA = 'Time Table And Attendance Report';
const HOURS = 'Teaching Hours Report';

const shots = process.env.REPORT_SHOTS;
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/report-${name}.png` });
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const table = (page: Page, title: string) => page.getByRole('table', { name: title });
const bodyRows = (page: Page, title: string) => table(page, title).locator('tbody tr');
/** The texts of one column (1-based) of the report's table. */
const column = async (page: Page, title: string, n: number) =>
  (await bodyRows(page, title).locator(`td:nth-child(${n})`).allTextContents()).map((t) => t.trim());

async function openFromMenu(page: Page, title: string) {
  const institute = menu(page).getByRole('button', { name: 'Institute', exact: true });
  if ((await institute.getAttribute('aria-expanded')) !== 'true') await institute.click();
  const reports = menu(page).getByRole('button', { name: 'Operations Reports', exact: true });
  if ((await reports.getAttribute('aria-expanded')) !== 'true') await reports.click();
  await menu(page).getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Chooses the first centre the user may see; returns its name. */
async function chooseFirstCentre(page: Page): Promise<string> {
  await page.getByRole('combobox', { name: 'Centre' }).click();
  const option = page.getByRole('listbox').getByRole('option').first();
  const centre = (await option.textContent())!.trim();
  await option.click();
  await page.keyboard.press('Escape');
  return centre;
}

test('orgadmin: the time table and attendance report from the sidebar, narrowed, re-ranged and downloaded', async ({ page }) => {
  await loginAs(page, 'orgadmin');
  await openFromMenu(page, TTA);
  await expect(page).toHaveURL(/\/report\/time-table-and-attendance-report\/generate\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  await expect(bodyRows(page, TTA).first()).toBeVisible();
  // Every batch of the organisation: more bars than read, so the chart says so and the table has them all.
  await expect(page.getByText(/rows are too many bars to read/)).toBeVisible();
  // Percent columns read "72.5 %", empty ones "—".
  for (const text of await column(page, TTA, 7)) expect(text).toMatch(/^(\d+\.\d %|—)$/);

  // One centre: the URL holds it, every row is of that centre, and its batches are few enough to chart.
  const centre = await chooseFirstCentre(page);
  await expect(page).toHaveURL(/centre=\d+&from=/);
  await expect.poll(async () => new Set(await column(page, TTA, 1))).toEqual(new Set([centre]));
  await expect(page.getByTestId('report-chart')).toBeVisible();
  await expect.poll(() => page.getByTestId('report-chart').locator('svg rect').count()).toBeGreaterThan(2);
  await shot(page, 'tta');
  const link = page.url();

  // A range typed backwards is shown as an error and never asked for (console-spec §8: a 400 signs the user out).
  const asked: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/api/report/')) asked.push(r.url()); });
  const year = link.match(/to=(\d{4})/)![1];
  await typeDay(page, 'Date from', `${Number(year) + 1}-12-31`);
  await expect(page.getByRole('alert').filter({ hasText: 'The end date is before the start date' })).toBeVisible();
  await expect(bodyRows(page, TTA)).toHaveCount(0);
  expect(asked).toEqual([]);

  // A forward range typed in: asked for, kept in the URL with the centre.
  await typeDay(page, 'Date from', `${Number(year) - 1}-01-01`);
  await expect(page).toHaveURL(new RegExp(`centre=\\d+&from=${Number(year) - 1}-01-01&to=`));
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^1 Jan ${Number(year) - 1} – `) })).toBeVisible();
  await expect(bodyRows(page, TTA).first()).toBeVisible();
  expect(asked.length).toBeGreaterThan(0);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .xlsx' }).click()]);
  expect(download.suggestedFilename()).toBe('Time_Table_And_Attendance_Report.xlsx');

  // The link reopens the same report.
  await page.goto(link);
  await expect(page.getByRole('combobox', { name: 'Centre' })).toContainText(centre);
  await expect.poll(async () => new Set(await column(page, TTA, 1))).toEqual(new Set([centre]));
});

test('orgadmin: the teaching hours report on the same page, hours with two decimals and no batch choice', async ({ page }) => {
  await loginAs(page, 'orgadmin');
  await openFromMenu(page, HOURS);
  await expect(bodyRows(page, HOURS).first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Batch' })).toHaveCount(0);
  await chooseFirstCentre(page);
  await expect(page).toHaveURL(/teaching-hours-report\/generate\?centre=\d+&from=/);
  await expect(page.getByTestId('report-chart')).toBeVisible();
  for (const text of await column(page, HOURS, 5)) expect(text).toMatch(/^(\d+\.\d{2}|—)$/);
  await shot(page, 'hours');
  // Sorted by hours, most first.
  await table(page, HOURS).getByRole('button', { name: 'Hours Taught' }).click();
  await table(page, HOURS).getByRole('button', { name: 'Hours Taught' }).click();
  const hours = (await column(page, HOURS, 5)).filter((t) => t !== '—').map(Number);
  expect(hours).toEqual([...hours].sort((a, b) => b - a));
});

test('ao: the report offers their two centres only, and a stale link is cleaned before it is asked', async ({ page }) => {
  await loginAs(page, 'ao');
  await page.goto('/report/time-table-and-attendance-report/generate?centre=abc&page=2');
  await expect(page.getByText('Left out of this link, no longer valid: centre, page.')).toBeVisible();
  await expect(page).toHaveURL(/generate\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  await page.getByRole('combobox', { name: 'Centre' }).click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Kolkata Salt Lake', 'Mumbai Andheri'].map((n) => new RegExp(n)));
  await page.keyboard.press('Escape');
  await expect.poll(async () => [...new Set(await column(page, TTA, 1))].every((c) => /Mumbai Andheri|Kolkata Salt Lake/.test(c))).toBe(true);
});
