// Shared steps of the upload end-to-end specs: an active batch to upload into, and a generated student sheet.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { expect, type Page } from '@playwright/test';
import { sessionToken } from './helpers';

export const UPLOAD = '/glorifireEntities/home/upload?entity=crp';

export async function activeBatch(page: Page): Promise<{ centre: string; batchCode: string; class: string }> {
  const token = await sessionToken(page);
  const api = (p: string) => page.request.get(`/api/auth/v4/glorifire-entities/${p}`, { headers: { 'access-token': token } }).then((r) => r.json());
  const centre = (await api('centres')).data.find((c: { code: string }) => c.code === 'DEL-SD');
  const batch = (await api(`batches?centre=${centre.id}`)).data.find((b: { status: string }) => b.status === 'active');
  return { centre: centre.name, batchCode: batch.batchCode, class: batch.class };
}

/** 0 -> 'a', 25 -> 'z', 26 -> 'ba' ...: names may hold letters only. */
const letters = (n: number): string => (n < 26 ? '' : letters(Math.floor(n / 26))) + String.fromCharCode(97 + (n % 26));

/**
 * A multi-centre student create sheet of count rows; every errorEvery-th row has a mobile that is too short. Written
 * once per content and kept under .tmp/fixtures (a 100,000-row sheet takes seconds to build), so later runs read it.
 */
export function studentsSheet(count: number, errorEvery: number, at: { centre: string; batchCode: string; class: string }): Buffer {
  const key = createHash('sha1').update(JSON.stringify([SHEET_VERSION, count, errorEvery, at])).digest('hex').slice(0, 16);
  const file = `.tmp/fixtures/students-${count}-${key}.xlsx`;
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const buffer = buildStudentsSheet(count, errorEvery, at);
  fs.mkdirSync('.tmp/fixtures', { recursive: true });
  fs.writeFileSync(`${file}.${process.pid}`, buffer);
  fs.renameSync(`${file}.${process.pid}`, file);
  return buffer;
}

/** Change it with buildStudentsSheet, so that no cached sheet of the old shape is read. */
const SHEET_VERSION = 1;

function buildStudentsSheet(count: number, errorEvery: number, at: { centre: string; batchCode: string; class: string }): Buffer {
  const rows = Array.from({ length: count }, (_, i) => [
    `77${String(i + 1).padStart(8, '0')}`, `Student ${letters(i).replace(/^./, (c) => c.toUpperCase())}`, at.centre, at.class, at.batchCode, `student${i + 1}@mail.example.in`,
    (i + 1) % errorEvery === 0 ? '12345' : String(9000000000 + i),
  ]);
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['Enrollment No.', 'Student Name', 'Centre', 'Class', 'Batch', 'Email', 'Mobile'], ...rows]), 'Sheet1');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', bookSST: true, compression: true }) as Buffer;
}

/** The body rows the preview grid has rendered (the header row is the one with column headers). */
export const previewRows = (page: Page) => page.getByRole('grid', { name: 'Preview rows' }).getByRole('row').filter({ hasNot: page.getByRole('columnheader') });

export async function chooseFile(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }, timeout = 60_000) {
  await page.getByTestId('upload-input').setInputFiles(file);
  await expect(page.getByRole('heading', { level: 1, name: /^Preview: / })).toBeVisible({ timeout });
}
