// Inflates every zip entry once, bounded by the size its directory declares, and checks its CRC-32. SheetJS trusts
// a zip's checksums blindly, so a bit-flipped file would otherwise be read as silently different data.
import zlib from 'node:zlib';
import { LIMITS } from './limits.js';
import { readZipDirectory } from './zipDirectory.js';

const LOCAL_SIGNATURE = 0x04034b50;

/** True when every entry inflates to exactly its declared size and checksum. */
export function zipEntriesIntact(buf: Buffer): boolean {
  const dir = readZipDirectory(buf, LIMITS.maxZipEntries);
  if (typeof dir === 'string') return false;
  for (const e of dir.list) {
    if (e.localOffset + 30 > buf.length || buf.readUInt32LE(e.localOffset) !== LOCAL_SIGNATURE) return false;
    const start = e.localOffset + 30 + buf.readUInt16LE(e.localOffset + 26) + buf.readUInt16LE(e.localOffset + 28);
    if (start + e.compressed > buf.length) return false;
    const raw = buf.subarray(start, start + e.compressed);
    let data: Buffer;
    try {
      // maxOutputLength stops a lying directory: inflation ends at the declared size plus one byte.
      data = e.method === 8 ? zlib.inflateRawSync(raw, { maxOutputLength: e.uncompressed + 1 }) : raw;
    } catch {
      return false;
    }
    if (data.length !== e.uncompressed || zlib.crc32(data) !== e.crc) return false;
  }
  return true;
}
