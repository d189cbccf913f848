// Exam results end to end as orgadmin (issue 15 part 2): choose an exam and a year, download the exam's sample
// sheet, upload it with a missing mark and read the row error in the preview, fix the mark, upload and submit through
// the pre-signed URL, see 'Successfully uploaded exam result' and the upload in the history.
import ExcelJS from 'exceljs';
import { expect, test } from './setup/fixtures';
import { loginAs, toast } from './helpers';

const text = (v: ExcelJS.CellValue) => (v === null || v === undefined ? '' : String(v));

test('orgadmin uploads exam results: a missing mark is a row error, the fixed sheet goes in and shows in the history', async ({ page }, info) => {
  test.setTimeout(180_000);
  await loginAs(page, 'orgadmin');
  await page.goto('/exam-result/upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Exam Results' })).toBeVisible();

  // No exam chosen yet: a dropped file is refused with the spec's words.
  const empty = info.outputPath('empty.xlsx');
  const ewb = new ExcelJS.Workbook();
  ewb.addWorksheet('Sheet1').addRow(['Enrollment No', 'Subject', 'Marks']);
  await ewb.xlsx.writeFile(empty);
  await page.getByTestId('upload-input').setInputFiles(empty);
  await expect(toast(page)).toContainText('Please Select a valid exam');

  await page.getByRole('combobox', { name: 'Exam' }).click();
  await page.getByRole('option', { name: 'JEE Main', exact: true }).click();
  await page.getByRole('combobox', { name: 'Year' }).click();
  await page.getByRole('option', { name: '2025' }).click();

  const [sample] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download sample' }).click()]);
  expect(sample.suggestedFilename()).toBe('Exam_Result_JEE_Main_sample.xlsx');
  await expect(toast(page)).toContainText('Successfully downloaded sample sheet');
  const file = info.outputPath('sample.xlsx');
  await sample.saveAs(file);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const sheet = wb.worksheets[0];
  expect((sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(text)).toEqual(['Enrollment No', 'Subject', 'Marks']);
  const subjects = [2, 3, 4].map((r) => text(sheet.getRow(r).getCell(2).value));
  expect(subjects).toEqual(['Physics', 'Chemistry', 'Mathematics']);
  const enrolment = text(sheet.getRow(2).getCell(1).value);

  // Chemistry's mark left out.
  sheet.getRow(2).getCell(3).value = '81';
  sheet.getRow(3).getCell(3).value = null;
  sheet.getRow(4).getCell(3).value = '77.5';
  const bad = info.outputPath('results-bad.xlsx');
  await wb.xlsx.writeFile(bad);
  await page.getByTestId('upload-input').setInputFiles(bad);
  await expect(page.getByRole('listitem', { name: /^With errors: / })).toContainText('1', { timeout: 60_000 });
  await expect(page.getByText('Marks: must not be empty')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  // The preview's wide table scrolls inside its own box: the page never gets wider than the window (1280 px).
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

  sheet.getRow(3).getCell(3).value = '64';
  const fixed = info.outputPath('results-fixed.xlsx');
  await wb.xlsx.writeFile(fixed);
  await page.getByTestId('upload-input').setInputFiles(fixed);
  await expect(page.getByRole('listitem', { name: /^With errors: / })).toContainText('0', { timeout: 60_000 });
  await expect(page.getByText(enrolment).first()).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page)).toContainText('Successfully uploaded exam result');

  // The history polls until the job has run.
  const row = page.getByRole('grid', { name: 'Exam result upload history' }).getByRole('row').filter({ hasText: 'results-fixed.xlsx' });
  await expect(row).toContainText('JEE Main');
  await expect(row).toContainText('2025');
  await expect(row).toContainText('Successful', { timeout: 60_000 });
  await expect(row).toContainText('3 rows: 3 new');

  // The configuration tab lists the exam with its subjects and years.
  await page.getByRole('tab', { name: 'Exam Configuration' }).click();
  await expect(page).toHaveURL(/\/exam-result\/exam-config$/);
  await expect(page.getByRole('table', { name: 'Exams' }).getByRole('row').filter({ hasText: 'JEE Main' })).toContainText('Physics (100)');
});
