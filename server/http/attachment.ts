// Every file the server sends for download goes out through sendAttachment: its content type from the name's
// extension (every name the server makes ends in .xlsx; an uploaded file keeps its own), and one Content-Disposition form (RFC 6266): `filename` with an ASCII stand-in (characters
// outside printable ASCII, quotes and backslashes as '_'), and `filename*` with the exact name in UTF-8 (RFC 8187),
// which browsers and the console (src/api/responses.ts) prefer. A name that carries a user's text (an exam's, an
// uploaded file's) can then neither break the header nor lose its letters.
import type { FastifyReply } from 'fastify';
import { SHEET_EXTENSION } from '../uploads/fileChecks.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  xlsx: XLSX_TYPE, xls: 'application/vnd.ms-excel', ods: 'application/vnd.oasis.opendocument.spreadsheet', csv: 'text/csv',
};

/** The content type of a download by its name's sheet extension (a workbook's when it has none). */
export const contentTypeOf = (name: string): string => CONTENT_TYPES[SHEET_EXTENSION.exec(name)?.[1]?.toLowerCase() ?? ''] ?? XLSX_TYPE;

/** RFC 8187's value-chars: what encodeURIComponent leaves alone, less the four it must escape as well. */
const extendedValue = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export const contentDisposition = (name: string): string =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${extendedValue(name)}`;

/** Sends `body` (a buffer or a stream) as the download `name`. */
export function sendAttachment(reply: FastifyReply, name: string, body: unknown) {
  return reply.header('content-type', contentTypeOf(name)).header('content-disposition', contentDisposition(name)).send(body);
}
