// A corpus of hostile files, generated here: each is refused with a 4xx that says why, and the server keeps serving.
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSheetWorkerLimits } from '../../server/uploads/sheetPool.js';
import { writeSheetXlsx } from '../../server/uploads/xlsxWriter.js';
import { writeZip } from '../../server/uploads/zipWriter.js';
import { LIMITS } from '../../server/uploads/limits.js';
import { login, startTestServer, type TestServer } from './harness.js';
import { STUDENT_HEADER_MULTI, upload, xlsx } from './uploadsKit.js';

const valid = () => xlsx([STUDENT_HEADER_MULTI, ...Array.from({ length: 300 }, (_, i) => [`00${50000 + i}`, 'Aarav Sharma', 'Delhi South Extension', '11th', '', '', '9876543210'])]);

/** Offset of the central directory entry of `name` in a zip. */
function centralEntry(zip: Buffer, name: string): number {
  const at = zip.lastIndexOf(Buffer.concat([Buffer.from(name)]));
  return at - 46;
}

function patched(zip: Buffer, name: string, edit: (b: Buffer, entry: number) => void): Buffer {
  const b = Buffer.from(zip);
  edit(b, centralEntry(b, name));
  return b;
}

const SHEET = 'xl/worksheets/sheet1.xml';

describe('hostile upload files', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer('pglite');
    token = (await login(s.app, 'orgadmin')).token!;
  }, 300_000);
  afterAll(async () => { setSheetWorkerLimits({ memoryMb: LIMITS.parseMemoryMb, timeoutMs: LIMITS.parseTimeoutMs }); await s?.close(); });

  const preview = (file: Buffer, fileName = 'students.xlsx') => upload(s.app, { path: 'students', entity: 'crp', file, fileName, token, dryRun: true });

  async function expectRefused(file: Buffer, fileName: string, status: number, message: RegExp | string) {
    const res = await preview(file, fileName);
    expect(res.statusCode, `${fileName}: ${res.body.slice(0, 200)}`).toBe(status);
    if (typeof message === 'string') expect(res.json().message).toBe(message);
    else expect(res.json().message).toMatch(message);
  }

  it('refuses a file over 25 MB, naming the limit', async () => {
    await expectRefused(Buffer.alloc(LIMITS.maxBytes + 1, 1), 'big.xlsx', 413, /larger than 25 MB/);
  });

  it('refuses more than 100,000 data rows, naming the limit', async () => {
    const rows = Array.from({ length: LIMITS.maxRows + 1 }, (_, i) => [String(i + 1)]);
    await expectRefused(writeSheetXlsx('Sheet1', ['Enrollment No.'], rows), 'many.xlsx', 422, /at most 100,000 rows/);
  }, 120_000);

  it('refuses files whose bytes do not match the extension', async () => {
    await expectRefused(Buffer.from('Enrollment No.,Student Name\n1,A\n'), 'renamed.xlsx', 422, /not a real \.xlsx spreadsheet/);
    await expectRefused(valid(), 'zip.xls', 422, /not a real \.xls spreadsheet/);
    const ole = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(ole, '/EncryptedPackage', Buffer.from('secret'));
    await expectRefused(Buffer.from(XLSX.CFB.write(ole, { type: 'buffer' }) as Uint8Array), 'protected.xlsx', 422, /not a real \.xlsx spreadsheet/);
    await expectRefused(Buffer.alloc(0), 'empty.xlsx', 422, 'The file is empty');
    await expectRefused(valid(), 'students.csv', 422, /not a real \.csv spreadsheet/);
    await expectRefused(valid(), 'students.numbers', 422, 'Please Upload supported File format');
    await expectRefused(Buffer.from('Enrollment No.,Student Name\n1,A\n'), 'renamed.ods', 422, /not a real \.ods spreadsheet/);
  });

  it('refuses an OLE file that holds no workbook', async () => {
    const ole = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(ole, '/WordDocument', Buffer.alloc(2048, 7));
    const res = await preview(Buffer.from(XLSX.CFB.write(ole, { type: 'buffer' }) as Uint8Array), 'document.xls');
    expect(res.statusCode).toBe(422);
  });

  it('checks the zip directory before inflating anything', async () => {
    const many = writeZip(Array.from({ length: LIMITS.maxZipEntries + 1 }, (_, i) => ({ name: `x/${i}.xml`, data: Buffer.from('<a/>') })));
    await expectRefused(many, 'entries.xlsx', 422, /more than 1,000 parts/);
    const bomb = writeZip([{ name: SHEET, data: Buffer.alloc(40 * 1024 * 1024) }]);
    await expectRefused(bomb, 'bomb.xlsx', 422, /would unpack to more than/);
    const declared = patched(valid(), SHEET, (b, e) => b.writeUInt32LE(300 * 1024 * 1024, e + 24));
    await expectRefused(declared, 'declared.xlsx', 422, /would unpack to more than/);
    const zip64 = patched(valid(), SHEET, (b, e) => b.writeUInt32LE(0xffffffff, e + 24));
    await expectRefused(zip64, 'zip64.xlsx', 422, /zip features a spreadsheet does not need/);
    const encrypted = patched(valid(), SHEET, (b, e) => b.writeUInt16LE(1, e + 8));
    await expectRefused(encrypted, 'encrypted.xlsx', 422, /zip features/);
  });

  it('stops a zip whose directory understates what an entry inflates to', async () => {
    const lying = patched(valid(), SHEET, (b, e) => b.writeUInt32LE(1000, e + 24));
    await expectRefused(lying, 'lying.xlsx', 422, /damaged/);
  });

  it('refuses truncated and bit-flipped files', async () => {
    const file = valid();
    await expectRefused(file.subarray(0, Math.floor(file.length / 2)), 'truncated.xlsx', 422, /damaged/);
    await expectRefused(file.subarray(0, file.length - 10), 'cut-directory.xlsx', 422, /damaged/);
    const sheetData = file.indexOf(Buffer.from(SHEET)) + SHEET.length + 40;
    for (const offset of [0, 97, 331]) {
      const flipped = Buffer.from(file);
      flipped[sheetData + offset] ^= 0x10;
      await expectRefused(flipped, `flipped-${offset}.xlsx`, 422, /damaged|could not be read/);
    }
  });

  it('holds the parse to a memory cap and a time limit', async () => {
    const big = xlsx([STUDENT_HEADER_MULTI, ...Array.from({ length: 20_000 }, (_, i) => [`${i + 1}`, 'Aarav Sharma', 'Delhi South Extension', '11th', '', '', '9876543210'])]);
    setSheetWorkerLimits({ memoryMb: 24 });
    await expectRefused(big, 'hungry.xlsx', 422, /more memory to read than an upload may use/);
    setSheetWorkerLimits({ memoryMb: LIMITS.parseMemoryMb, timeoutMs: 5 });
    await expectRefused(big, 'slow.xlsx', 422, /took longer than 1 seconds? to read/);
    setSheetWorkerLimits({ timeoutMs: LIMITS.parseTimeoutMs });
  }, 120_000);

  it('treats headers named __proto__ and constructor as unknown columns', async () => {
    const file = xlsx([[...STUDENT_HEADER_MULTI, '__proto__', 'constructor'], ['1', 'Aarav Sharma', 'Delhi South Extension', '11th', '', '', '9876543210', 'x', 'y']]);
    await expectRefused(file, 'proto.xlsx', 422, /Column "__proto__" is not part of the Student create sheet; Column "constructor" is not part/);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('keeps serving after all of that', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const res = await preview(valid());
    expect(res.statusCode).toBe(200);
    expect(res.json().data.counts.rows).toBe(300);
  });
});

