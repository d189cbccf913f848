// Checks made on the raw bytes before any parser sees them: extension (.xlsx, .xls, .ods, .csv), size, magic bytes and,
// for .xlsx and .ods (both zips), the zip directory (DESIGN promise 1). Each failure is a 4xx with a message that says what to do.
import { ApiError } from '../http/envelope.js';
import { LIMITS, UPLOAD_MESSAGES } from './limits.js';
import { readZipDirectory } from './zipDirectory.js';

export type SheetExtension = 'xlsx' | 'xls' | 'ods' | 'csv';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export const rejectFile = (message: string, status = 422) => new ApiError(status, message);

/** The extensions an upload accepts, at the end of a file name. */
export const SHEET_EXTENSION = /\.(xlsx|xls|ods|csv)$/i;

/** The extension of an accepted file name, or a 422 with the spec's message. */
export function sheetExtension(fileName: string): SheetExtension {
  const match = SHEET_EXTENSION.exec(fileName.trim());
  if (!match) throw rejectFile(UPLOAD_MESSAGES.extension);
  return match[1].toLowerCase() as SheetExtension;
}

/** Everything that can be known without parsing; throws the first problem found. */
export function checkFile(fileName: string, data: Buffer): SheetExtension {
  const ext = sheetExtension(fileName);
  if (data.length > LIMITS.maxBytes) throw rejectFile(UPLOAD_MESSAGES.tooLarge, 413);
  if (data.length === 0) throw rejectFile(UPLOAD_MESSAGES.emptyFile);
  if (ext === 'csv') {
    // A workbook renamed .csv is not text: refused like any file whose content does not match its extension.
    if ([ZIP_MAGIC, OLE_MAGIC].some((m) => data.length >= m.length && data.subarray(0, m.length).equals(m))) throw rejectFile(UPLOAD_MESSAGES.magic(ext));
    return ext;
  }
  const magic = ext === 'xls' ? OLE_MAGIC : ZIP_MAGIC;
  if (data.length < magic.length || !data.subarray(0, magic.length).equals(magic)) throw rejectFile(UPLOAD_MESSAGES.magic(ext));
  if (magic === ZIP_MAGIC) checkZip(data);
  return ext;
}

function checkZip(data: Buffer): void {
  const dir = readZipDirectory(data, LIMITS.maxZipEntries);
  if (dir === 'broken') throw rejectFile(UPLOAD_MESSAGES.zipBroken);
  if (dir === 'unsupported') throw rejectFile(UPLOAD_MESSAGES.zipUnsupported);
  if (dir === 'too-many-entries') throw rejectFile(UPLOAD_MESSAGES.zipEntries);
  if (dir.uncompressedBytes > LIMITS.maxUncompressedBytes || dir.maxRatio > LIMITS.maxCompressionRatio) {
    throw rejectFile(UPLOAD_MESSAGES.zipSize);
  }
}
