// Entity administration in Chromium against the real server and the demo seed: filters, search, sort, paging,
// deactivate / reactivate with a reason, a centre admin's scope, a hostile name shown as text, and how long a
// status tab takes to show its rows.
import { expect, test, type Page } from './setup/fixtures';
import { loginAs, toast } from './helpers';

const HOME = '/glorifireEntities/home?entity=crp';
const XSS_NAME = '<img src=x onerror=alert(1)>';

const grid = (page: Page) => page.getByRole('grid', { name: 'CRP Students' });
const rows = (page: Page) => grid(page).locator('.lg-body .lg-row');
const cells = (page: Page, field: string) => rows(page).locator(`[data-field="${field}"]`);
const statusTab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Status' }).getByRole('tab', { name });

async function openStudents(page: Page) {
  await page.goto(HOME);
  await expect(page.getByRole('heading', { level: 1, name: 'CRP Students' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

async function chooseCentre(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Centre' }).click();
  await page.getByRole('listbox').getByRole('option', { name }).click();
  await page.keyboard.press('Escape');
}

async function allTexts(page: Page, field: string) {
  return (await cells(page, field).allTextContents()).map((t) => t.trim());
}

async function selectRows(page: Page, count: number): Promise<string[]> {
  const picked: string[] = [];
  for (let i = 0; i < count; i++) {
    const row = rows(page).nth(i);
    picked.push((await row.locator('[data-field="enrolmentNo"]').textContent())!.trim());
    await row.getByRole('checkbox').check();
  }
  return picked;
}

async function search(page: Page, text: string) {
  const box = page.getByPlaceholder('Search by Enrolment No. / Student Name');
  await box.fill(text);
}

test('orgadmin filters, searches, sorts, pages, deactivates two students with Other and reactivates one', async ({ page }) => {
  test.setTimeout(180_000);
  await loginAs(page, 'orgadmin');
  await openStudents(page);

  // Centre filter: every row is of that centre, and the URL holds the filter.
  await chooseCentre(page, 'Delhi South Extension');
  await expect(page).toHaveURL(/centre/);
  await expect.poll(async () => new Set(await allTexts(page, 'centre'))).toEqual(new Set(['Delhi South Extension']));

  // Status tab, timed from the click to the new rows on screen.
  // Measured in the page (every animation frame), so the probe itself adds no round trips.
  const started = Date.now();
  await statusTab(page, 'Deactivated').click();
  await page.waitForFunction(() => {
    const status = [...document.querySelectorAll('.lg-body .lg-row [data-field="status"]')].map((c) => c.textContent?.trim());
    return status.length > 0 && status.every((s) => s === 'Deactivated');
  }, null, { polling: 'raf' });
  console.log(`status tab to rows: ${Date.now() - started} ms`);
  await expect.poll(async () => new Set(await allTexts(page, 'status'))).toEqual(new Set(['Deactivated']));
  await statusTab(page, 'Active').click();
  await expect.poll(async () => new Set(await allTexts(page, 'status'))).toEqual(new Set(['Active']));

  // A link reproduces the view: reload keeps the centre filter and the tab.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Centre' })).toContainText('Delhi South Extension');
  await expect(statusTab(page, 'Active')).toHaveAttribute('aria-selected', 'true');

  // Search a name (3 characters or more): every row matches. The reloaded grid's rows first, not a row still empty.
  await expect(cells(page, 'name').first()).toHaveText(/\w{3,}/);
  const firstName = (await cells(page, 'name').first().textContent())!.trim().split(' ')[0];
  expect(firstName.length).toBeGreaterThanOrEqual(3);
  await search(page, firstName);
  await expect.poll(async () => (await allTexts(page, 'name')).every((n) => n.toLowerCase().includes(firstName.toLowerCase()))).toBe(true);
  await expect(page).toHaveURL(new RegExp(`${encodeURIComponent(firstName)}`));
  await search(page, '');
  await expect(page).not.toHaveURL(new RegExp(`${encodeURIComponent(firstName)}`));

  // Sort by name, descending after a second click.
  const nameHeader = grid(page).getByRole('columnheader', { name: 'Student Name' });
  await nameHeader.click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await nameHeader.click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=name/);
  await expect(page).toHaveURL(/order=DESC/);

  // Page 2 of the filtered list.
  await expect(cells(page, 'enrolmentNo').first()).toHaveText(/\S/);
  const firstOfPage1 = (await cells(page, 'enrolmentNo').first().textContent())!.trim();
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('101–200 of');
  await expect(cells(page, 'enrolmentNo').first()).not.toHaveText(firstOfPage1);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 1' }).click();
  await expect(page).toHaveURL(/page=1/);
  // Page 1's rows, not page 2's still shown while page 1 is asked for: the rows picked next are read from them.
  await expect(cells(page, 'enrolmentNo').first()).toHaveText(firstOfPage1);

  // Deactivate two students with 'Other' and a text.
  await expect(page.getByRole('button', { name: 'Deactivate' })).toBeDisabled();
  const picked = await selectRows(page, 2);
  await page.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate CRP Students' });
  for (const code of picked) await expect(dialog.getByRole('list', { name: 'Selected entities' })).toContainText(code);
  await dialog.getByRole('combobox', { name: /Reason/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Other', exact: true }).click();
  await dialog.getByRole('button', { name: 'Deactivate (2)' }).click();
  await expect(dialog.getByText("Please describe the reason for 'Other'.")).toBeVisible();
  await dialog.getByLabel(/Describe the reason/).fill('Family moved abroad mid-term');
  await dialog.getByRole('button', { name: 'Deactivate (2)' }).click();
  await expect(toast(page)).toContainText('Account has been deactivated successfully');
  await expect(dialog).toBeHidden();

  // Both show under Deactivated.
  await statusTab(page, 'Deactivated').click();
  for (const code of picked) {
    await search(page, code);
    await expect(cells(page, 'enrolmentNo')).toHaveText([code]);
  }

  // Reactivate one: it leaves the Deactivated tab.
  await search(page, picked[0]);
  await expect(cells(page, 'enrolmentNo')).toHaveText([picked[0]]);
  await rows(page).first().getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Reactivate' }).click();
  const again = page.getByRole('dialog', { name: 'Reactivate Student' });
  await again.getByRole('combobox', { name: /Reason/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Re-Admission' }).click();
  await again.getByRole('button', { name: 'Reactivate (1)' }).click();
  await expect(toast(page)).toContainText('Account has been reactivated successfully');
  await expect(page.getByText('No CRP Students match the current filters.')).toBeVisible();
  await search(page, picked[1]);
  await expect(cells(page, 'enrolmentNo')).toHaveText([picked[1]]);
});

test('centreadmin sees only their one centre', async ({ page }) => {
  await loginAs(page, 'centreadmin');
  await openStudents(page);
  await page.getByRole('combobox', { name: 'Centre' }).click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Delhi South Extension']);
  await page.keyboard.press('Escape');
  await expect.poll(async () => new Set(await allTexts(page, 'centre'))).toEqual(new Set(['Delhi South Extension']));
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
  await expect.poll(async () => new Set(await allTexts(page, 'centre'))).toEqual(new Set(['Delhi South Extension']));

  // Rows per page, kept in a saved view of their own (on the server) and applied again from the views menu.
  const paging = page.getByRole('navigation', { name: 'Pagination' });
  const rowsPerPage = async (n: string) => {
    await paging.getByRole('combobox', { name: 'Rows per page' }).click();
    await page.getByRole('listbox').getByRole('option', { name: n, exact: true }).click();
  };
  await rowsPerPage('25');
  await expect(paging).toContainText('1–25 of');
  const name = `Twenty-five ${Date.now()}`;
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitem', { name: 'Save current view…' }).click();
  await page.getByRole('textbox', { name: 'View name' }).fill(name);
  await page.getByRole('button', { name: 'Save view' }).click();
  await expect(toast(page)).toContainText(`View "${name}" saved.`);
  await rowsPerPage('100');
  await expect(paging).toContainText('1–100 of');
  await page.getByRole('button', { name: `View: ${name}` }).click();
  await page.getByRole('menuitem', { name }).click();
  await expect(paging).toContainText('1–25 of');
});

test('a student named like an HTML tag shows as text', async ({ page }) => {
  let alerted = false;
  page.on('dialog', async (d) => {
    alerted = true;
    await d.dismiss();
  });
  await loginAs(page, 'orgadmin');
  await openStudents(page);
  await search(page, 'onerror');
  await expect(cells(page, 'name')).toHaveText([XSS_NAME]);
  await expect(grid(page).locator('img')).toHaveCount(0);
  expect(alerted).toBe(false);
});

test('the entity switcher opens another kind with its own columns, and Upload links to the upload page', async ({ page }) => {
  await loginAs(page, 'orgadmin');
  await openStudents(page);
  await page.getByRole('combobox', { name: 'Entity' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Batches', exact: true }).click();
  await expect(page).toHaveURL(/entity=batch/);
  await expect(page.getByRole('heading', { level: 1, name: 'Batches' })).toBeVisible();
  const batches = page.getByRole('grid', { name: 'Batches' });
  await expect(batches.getByRole('columnheader', { name: 'Program Name' })).toBeVisible();
  await expect(page.getByPlaceholder('Search by Batch Name')).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Status' }).getByRole('tab')).toHaveText(['Active', 'Deactivated', 'Completed']);
  await expect(page.getByRole('tab', { name: 'Upload' })).toHaveAttribute('href', '/glorifireEntities/home/upload?entity=batch');
});
