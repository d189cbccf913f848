// PTM scheduling end to end as orgadmin (issue 15): download the student file of an academic year, fill two
// meetings with one bad row, upload: the preview names the error and the upload hands back the error file of the
// spec's columns; fix that file, upload it again, submit, and find the meetings in the view; then store an SMCQ and
// a Rating feedback question with one of them, and find them again when the dialog is reopened.
import ExcelJS from 'exceljs';
import { expect, test } from './setup/fixtures';
import { loginAs, toast, typeDay } from './helpers';

const ERROR_COLUMNS = ['S. No', 'Centre', 'Enrollment No', 'Class', 'Batch', 'Start Time', 'End Time', 'Subjects', 'Error'];
// A day no other test books, far ahead so it is never in the past.
const DAY = `2032-0${1 + (Date.now() % 9)}-1${Date.now() % 10}`;

const text = (v: ExcelJS.CellValue) => (v === null || v === undefined ? '' : String(v));

test('orgadmin uploads a PTM sheet with a bad row, fixes the error file and sees the schedule in the view', async ({ page }, info) => {
  test.setTimeout(180_000);
  await loginAs(page, 'orgadmin');
  await page.goto('/ptm-schedule/upload');
  await expect(page.getByRole('heading', { level: 1, name: 'PTM Schedule' })).toBeVisible();

  // The student file of the current academic year, in the upload sheet's own columns.
  const [students] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download student file' }).click()]);
  expect(students.suggestedFilename()).toBe('PTMStudentDetails.xlsx');
  const studentFile = info.outputPath('students.xlsx');
  await students.saveAs(studentFile);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(studentFile);
  const sheet = wb.worksheets[0];
  const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(text);
  const col = (name: string) => header.indexOf(name) + 1;
  const first = sheet.getRow(2);
  const batch = text(first.getCell(col('Batch')).value);
  // Two students of the first batch: one good meeting and one whose end equals its start.
  const rows = [2, 3].map((r) => sheet.getRow(r));
  expect(text(rows[1].getCell(col('Batch')).value)).toBe(batch);
  const enrolments = rows.map((r) => text(r.getCell(col('Enrollment No')).value));
  rows[0].getCell(col('Start Time')).value = `${DAY} 10:00`;
  rows[0].getCell(col('End Time')).value = `${DAY} 10:15`;
  rows[1].getCell(col('Start Time')).value = `${DAY} 10:15`;
  rows[1].getCell(col('End Time')).value = `${DAY} 10:15`;
  rows.forEach((r) => { r.getCell(col('Subjects')).value = 'Physics'; });
  for (let r = sheet.rowCount; r > 3; r--) sheet.spliceRows(r, 1);
  const bad = info.outputPath('ptm.xlsx');
  await wb.xlsx.writeFile(bad);

  await page.getByTestId('upload-input').setInputFiles(bad);
  await expect(page.getByRole('listitem', { name: /^With errors: / })).toContainText('1', { timeout: 60_000 });
  await expect(page.getByText('End Time: Start time must be less than end time')).toBeVisible();

  // The failed upload's error file: the spec's columns, the bad row's error.
  const [errors] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Upload and download the error file' }).click()]);
  const errorFile = info.outputPath('errors.xlsx');
  await errors.saveAs(errorFile);
  const ewb = new ExcelJS.Workbook();
  await ewb.xlsx.readFile(errorFile);
  const es = ewb.worksheets[0];
  // The spec's nine columns, then the sheet's attendee columns, so the fixed file re-uploads with its attendees.
  const errorHeader = (es.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(text);
  expect(errorHeader.slice(0, ERROR_COLUMNS.length)).toEqual(ERROR_COLUMNS);
  expect(errorHeader.slice(ERROR_COLUMNS.length)).toEqual(header.filter((h) => !ERROR_COLUMNS.includes(h)));
  expect(text(es.getRow(3).getCell(9).value)).toBe('End Time: Start time must be less than end time');
  expect(text(es.getRow(2).getCell(9).value)).toBe('');

  // Fixed in the error file itself and uploaded again.
  es.getRow(3).getCell(7).value = `${DAY} 10:30`;
  const fixed = info.outputPath('errors-fixed.xlsx');
  await ewb.xlsx.writeFile(fixed);
  await page.getByTestId('upload-input').setInputFiles(fixed);
  await expect(page.getByRole('listitem', { name: /^With errors: / })).toContainText('0', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page)).toContainText('PTM schedule submitted');
  await expect(page).toHaveURL(/\/ptm-schedule\/view(\?[^/]*)?$/);

  // The view (the shared list), filtered to the day; the job may still be applying, so the filter is set again until
  // it shows.
  const table = page.getByRole('grid', { name: 'PTM Schedules' });
  await expect(async () => {
    await typeDay(page, 'Date from', DAY);
    await typeDay(page, 'Date to', DAY);
    await expect(table.getByRole('row').filter({ hasText: enrolments[0] })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(table.getByRole('row').filter({ hasText: enrolments[1] })).toContainText(`${DAY} 10:15`);
  await expect(table.getByRole('row').filter({ hasText: enrolments[1] })).toContainText(batch);

  // Feedback questions of the first meeting: an SMCQ and a Rating question, saved, then read back on reopening.
  await table.getByRole('row').filter({ hasText: enrolments[0] }).getByRole('button', { name: 'Feedback questions' }).click();
  let dialog = page.getByRole('dialog', { name: 'Feedback questions' });
  await expect(dialog.getByText(/^\d+ of 20 questions$/)).toBeVisible();
  // A fresh meeting has none; a retried test starts again from an empty list.
  const removeFirst = dialog.getByRole('button', { name: 'Remove question 1' });
  while (await removeFirst.count() > 0) await removeFirst.click();
  await expect(dialog.getByText('No feedback questions yet. Add the first one below.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add question' }).click();
  const smcq = dialog.getByRole('listitem', { name: 'Question 1' });
  await smcq.getByLabel('Question', { exact: true }).fill('Was the meeting on time?');
  await smcq.getByLabel('Option 1', { exact: true }).fill('Yes');
  await smcq.getByLabel('Option 2', { exact: true }).fill('No');
  await dialog.getByRole('button', { name: 'Add question' }).click();
  const rating = dialog.getByRole('listitem', { name: 'Question 2' });
  await rating.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Rating' }).click();
  await rating.getByRole('combobox', { name: 'Scale' }).click();
  await page.getByRole('option', { name: '1 to 10' }).click();
  await rating.getByLabel('Question', { exact: true }).fill('How helpful was the meeting?');
  await dialog.getByRole('button', { name: 'Save questions' }).click();
  await expect(toast(page)).toContainText('Feedback questions saved');
  await expect(dialog).toBeHidden();

  await table.getByRole('row').filter({ hasText: enrolments[0] }).getByRole('button', { name: 'Feedback questions' }).click();
  dialog = page.getByRole('dialog', { name: 'Feedback questions' });
  const q1 = dialog.getByRole('listitem', { name: 'Question 1' });
  await expect(q1.getByLabel('Question', { exact: true })).toHaveValue('Was the meeting on time?');
  await expect(q1.getByRole('combobox', { name: 'Type' })).toHaveText('SMCQ');
  await expect(q1.getByLabel('Option 1', { exact: true })).toHaveValue('Yes');
  await expect(q1.getByLabel('Option 2', { exact: true })).toHaveValue('No');
  const q2 = dialog.getByRole('listitem', { name: 'Question 2' });
  await expect(q2.getByRole('combobox', { name: 'Type' })).toHaveText('Rating');
  await expect(q2.getByRole('combobox', { name: 'Scale' })).toHaveText('1 to 10');
  await expect(q2.getByLabel('Question', { exact: true })).toHaveValue('How helpful was the meeting?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
