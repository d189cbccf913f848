// Reads the multipart body of an upload: one file (field `file`, at most the size limit) and a few short fields.
// Every multipart failure becomes a 4xx with words a clerk can act on, never a 400 that would sign them out.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope.js';
import { assertText } from '../http/textGuard.js';
import { LIMITS, UPLOAD_MESSAGES } from './limits.js';

export interface Upload {
  fileName: string;
  data: Buffer;
  /** Short text fields (centre, multiCentre, mapping), in a map so a field named __proto__ is only a key. */
  fields: Map<string, string>;
}

export const MULTIPART_LIMITS = { fileSize: LIMITS.maxBytes, files: 1, fields: 10, parts: 12, fieldSize: 20_000, fieldNameSize: 100 };

const INCOMPLETE = 'The upload is incomplete: the form data ended before the file did (the transfer was cut off, or its '
  + 'boundary does not match the Content-Type). Please upload the file again.';
const NO_BOUNDARY = 'The upload is not valid form data: its Content-Type multipart/form-data names no boundary.';

const FAILURES: Record<string, [number, string]> = {
  FST_REQ_FILE_TOO_LARGE: [413, UPLOAD_MESSAGES.tooLarge],
  FST_FILES_LIMIT: [422, 'Please upload one file at a time'],
  FST_PARTS_LIMIT: [422, 'The upload has too many parts'],
  FST_FIELDS_LIMIT: [422, 'The upload has too many fields'],
  FST_PROTO_VIOLATION: [422, 'The upload has a field that is not allowed'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [422, UPLOAD_MESSAGES.noFile],
  FST_MP_PREMATURE_CLOSE: [422, INCOMPLETE],
};

/** busboy's parse errors carry no code, only these words. */
const PARSE_FAILURES: [RegExp, string][] = [
  [/unexpected end of multipart data/i, INCOMPLETE],
  [/boundary (not found|required)/i, NO_BOUNDARY],
  [/malformed part header/i, 'The upload is not valid form data: a part header is malformed.'],
];

function uploadFailure(err: unknown): ApiError | undefined {
  const known = FAILURES[(err as { code?: string }).code ?? ''];
  if (known) return new ApiError(known[0], known[1]);
  const message = err instanceof Error ? err.message : '';
  const parse = PARSE_FAILURES.find(([pattern]) => pattern.test(message));
  return parse ? new ApiError(422, parse[1]) : undefined;
}

export async function readUpload(req: FastifyRequest): Promise<Upload> {
  const fields = new Map<string, string>();
  let file: { fileName: string; data: Buffer } | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file' && !file) file = { fileName: part.filename ?? '', data };
      } else if (typeof part.value === 'string') {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (err) {
    throw uploadFailure(err) ?? err;
  }
  if (!file) throw new ApiError(422, UPLOAD_MESSAGES.noFile);
  // The JSON text guard (http/textGuard.ts) never sees multipart fields; the file name and fields are stored as text.
  assertText(file.fileName, 'file name', 422);
  for (const [name, value] of fields) assertText(value, name.slice(0, 40), 422);
  return { ...file, fields };
}
