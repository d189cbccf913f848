// Inflates every zip entry once, bounded by the size its directory declares, and checks its CRC-32. SheetJS trusts
// a zip's checksums blindly, so a bit-flipped file would otherwise be read as silently different data. The
// inflated parts are kept for the fast sheet reader (fastSheet.ts), so an ordinary file is inflated only once.
import zlib from 'node:zlib';
import { LIMITS } from './limits.js';
import { readZipDirectory, type ZipEntry } from './zipDirectory.js';

const LOCAL_SIGNATURE = 0x04034b50;

export interface ZipParts {
  /** Each entry's inflated bytes by name. */
  parts: Map<string, Buffer>;
  /** False when two entries share a name (the fast reader then leaves the file to SheetJS). */
  uniqueNames: boolean;
}

/** Every entry inflated, or null when one does not inflate to exactly its declared size and checksum. */
export function unpackZip(buf: Buffer): ZipParts | null {
  const dir = readZipDirectory(buf, LIMITS.maxZipEntries);
  if (typeof dir === 'string') return null;
  const parts = new Map<string, Buffer>();
  let uniqueNames = true;
  for (const e of dir.list) {
    const data = inflateEntry(buf, e);
    if (!data) return null;
    if (parts.has(e.name)) uniqueNames = false;
    parts.set(e.name, data);
  }
  return { parts, uniqueNames };
}

/** One entry inflated and checked: null when it does not inflate to exactly its declared size and checksum. */
export function inflateEntry(buf: Buffer, e: ZipEntry): Buffer | null {
  if (e.localOffset + 30 > buf.length || buf.readUInt32LE(e.localOffset) !== LOCAL_SIGNATURE) return null;
  const start = e.localOffset + 30 + buf.readUInt16LE(e.localOffset + 26) + buf.readUInt16LE(e.localOffset + 28);
  if (start + e.compressed > buf.length) return null;
  const raw = buf.subarray(start, start + e.compressed);
  let data: Buffer;
  try {
    // maxOutputLength stops a lying directory: inflation ends at the declared size plus one byte.
    data = e.method === 8 ? zlib.inflateRawSync(raw, { maxOutputLength: e.uncompressed + 1 }) : raw;
  } catch {
    return null;
  }
  return data.length === e.uncompressed && zlib.crc32(data) === e.crc ? data : null;
}
