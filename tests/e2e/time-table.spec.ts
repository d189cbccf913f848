// The time table's week view and class form in Chromium: a class added through the form for a week two or three
// months ahead (no demo data there), seen in the grid, a clashing class for the same batch refused with the first
// named, the first moved by a new start time, then cancelled with a reason. Nothing here relies on seeded classes.
import { expect, test, type Locator, type Page } from './setup/fixtures';
import { loginAs, toast, typeDay, typeTime } from './helpers';

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (date: string, n: number) => iso(new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000));
/** A Wednesday some eleven weeks ahead (a week later on each retry: the try before may have saved classes), and the
 * Monday of its week. */
function targetWeek(retry: number): { monday: string; wednesday: string } {
  const d = new Date(Date.UTC(new Date().getFullYear(), new Date().getMonth(), new Date().getDate() + 77 + 7 * retry));
  const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000);
  return { monday: iso(monday), wednesday: iso(new Date(monday.getTime() + 2 * 86_400_000)) };
}

async function choose(page: Page, dialog: Locator, label: RegExp, index: number): Promise<string> {
  await dialog.getByRole('combobox', { name: label }).click();
  const option = page.getByRole('listbox').getByRole('option').nth(index);
  const text = (await option.textContent()) ?? '';
  await option.click();
  return text.trim();
}

interface ClassInput { date: string; start: string; end: string; room: string; facultyIndex: number; batchIndex?: number }

async function fillClass(page: Page, dialog: Locator, c: ClassInput) {
  await choose(page, dialog, /^Centre/, 0);
  const batch = await choose(page, dialog, /^Batch/, c.batchIndex ?? 0);
  await choose(page, dialog, /^Subject/, 0);
  await choose(page, dialog, /^Faculty/, c.facultyIndex);
  await typeDay(page, 'Class Date', c.date);
  await typeTime(page, 'Start Time', c.start);
  await typeTime(page, 'End Time', c.end);
  await dialog.getByLabel(/^Room/).fill(c.room);
  return batch;
}

test('orgadmin adds, refuses a clash, moves and cancels a class in the week view', async ({ page }, testInfo) => {
  // Four classes through the form and a cancellation: some forty clicks, over a minute on a loaded 2-core machine.
  test.slow();
  const { monday, wednesday } = targetWeek(testInfo.retry);
  await loginAs(page, 'orgadmin');
  await page.goto('/time-table');
  await page.getByRole('tablist', { name: 'Entity tabs' }).getByRole('tab', { name: 'Week' }).click();
  await typeDay(page, 'Go to date', wednesday);
  await expect(page).toHaveURL(new RegExp(`week=${monday}`));
  await expect(page.getByText('No classes this week')).toBeVisible();
  const week = page.getByRole('region', { name: 'Week' });

  await page.getByRole('button', { name: 'Add Class' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Class' });
  const batch = await fillClass(page, dialog, { date: wednesday, start: '09:00', end: '10:30', room: 'E2E Room 1', facultyIndex: 0 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page)).toContainText('Class saved');
  const first = week.getByRole('button', { name: /09:00–10:30.*E2E Room 1/ });
  await expect(first).toBeVisible();
  await expect(first).toContainText(batch);

  // The same batch at an overlapping time, another faculty and room: refused, naming the first class.
  await page.getByRole('button', { name: 'Add Class' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Class' });
  await fillClass(page, dialog, { date: wednesday, start: '10:00', end: '11:00', room: 'E2E Room 2', facultyIndex: 1 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/already has a class from 09:00 to 10:30/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Moving the first class: a later start and end.
  await first.click();
  dialog = page.getByRole('dialog', { name: 'Change Class' });
  // The form's date and times as the grid shows them (d MMM yyyy, 24-hour), not the browser's mm/dd/yyyy.
  await expect(dialog.getByRole('group', { name: 'Start Time', exact: true })).toHaveText(/09:00/);
  await expect(dialog.getByRole('group', { name: 'Class Date', exact: true })).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}/);
  await typeTime(page, 'End Time', '13:30');
  await typeTime(page, 'Start Time', '12:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const moved = week.getByRole('button', { name: /12:00–13:30.*E2E Room 1/ });
  await expect(moved).toBeVisible();
  await expect(first).toBeHidden();

  // Another batch beside it (its own lane) and a class the next day.
  for (const c of [
    { date: wednesday, start: '12:30', end: '14:00', room: 'E2E Room 3', facultyIndex: 2, batchIndex: 1 },
    { date: addDays(wednesday, 1), start: '09:00', end: '10:00', room: 'E2E Room 1', facultyIndex: 0, batchIndex: 0 },
  ]) {
    await page.getByRole('button', { name: 'Add Class' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Class' });
    await fillClass(page, dialog, c);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }
  const beside = week.getByRole('button', { name: /12:30–14:00.*E2E Room 3/ });
  await expect(beside).toBeVisible();
  const [a, b] = [await moved.boundingBox(), await beside.boundingBox()];
  expect(a && b && a.x + a.width <= b.x + 1).toBe(true);

  // Cancelling it: the status change with a reason, confirmed.
  await moved.click();
  dialog = page.getByRole('dialog', { name: 'Change Class' });
  await dialog.getByRole('button', { name: 'Cancel Class' }).click();
  // In the class's own words: cancelled, not deactivated.
  const confirm = page.getByRole('dialog', { name: 'Cancel Class' });
  await confirm.getByRole('combobox', { name: /Reason/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Holiday Declared', exact: true }).click();
  await confirm.getByRole('button', { name: 'Cancel (1)' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(week.getByRole('button', { name: /12:00–13:30.*E2E Room 1.*cancelled/ })).toBeVisible();
  await page.screenshot({ path: '/tmp/week-view.png' });
});
