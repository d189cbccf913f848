// Reading fetch answers: JSON that may be broken, files and their names.
import type { FileResult } from './types';

/** The parsed body, or undefined when it cannot be read (console-spec §8 'Undefined error'). */
export async function readJsonBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** File name from Content-Disposition; RFC 5987 filename* wins over filename, as browsers do. */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // a malformed escape: fall back to the plain filename
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
  if (!plain) return undefined;
  const name = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1].trim();
  return name === '' ? undefined : name;
}

export async function readFile(response: Response): Promise<FileResult> {
  return { blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) };
}

/** A file endpoint that fails answers JSON; anything else is the file. */
export const isJsonAnswer = (response: Response) => (response.headers.get('Content-Type') ?? '').includes('application/json');
