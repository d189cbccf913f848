// Reads a zip's central directory without inflating anything, so a zip bomb is refused before a single byte of it
// is unpacked (DESIGN promise 1). Only what an .xlsx needs is accepted: deflate or stored, no encryption, no zip64.

export interface ZipEntry { name: string; method: number; crc: number; compressed: number; uncompressed: number; localOffset: number }

export interface ZipSummary {
  entries: number;
  list: ZipEntry[];
  uncompressedBytes: number;
  /** Highest uncompressed/compressed ratio among entries larger than 1 MB unpacked. */
  maxRatio: number;
}

export type ZipProblem = 'broken' | 'unsupported';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const CENTRAL_HEADER_SIZE = 46;
const BIG_ENTRY = 1024 * 1024;

/** The summary of the directory, or the reason it cannot be trusted. */
export function readZipDirectory(buf: Buffer, maxEntries: number): ZipSummary | ZipProblem | 'too-many-entries' {
  const eocd = findEndOfDirectory(buf);
  if (eocd < 0) return 'broken';
  const total = buf.readUInt16LE(eocd + 10);
  const size = buf.readUInt32LE(eocd + 12);
  const offset = buf.readUInt32LE(eocd + 16);
  // 0xFFFF / 0xFFFFFFFF mean "look in the zip64 record": a spreadsheet under 25 MB never needs it.
  if (total === 0xffff || size === 0xffffffff || offset === 0xffffffff) return 'unsupported';
  if (buf.readUInt16LE(eocd + 4) !== 0 || buf.readUInt16LE(eocd + 6) !== 0) return 'unsupported'; // split archives
  if (total > maxEntries) return 'too-many-entries';
  if (offset + size > eocd) return 'broken';
  return walkEntries(buf, offset, offset + size, total);
}

function findEndOfDirectory(buf: Buffer): number {
  const lowest = Math.max(0, buf.length - EOCD_SIZE - MAX_COMMENT);
  for (let i = buf.length - EOCD_SIZE; i >= lowest; i--) {
    if (buf.readUInt32LE(i) === EOCD_SIGNATURE && i + EOCD_SIZE + buf.readUInt16LE(i + 20) <= buf.length) return i;
  }
  return -1;
}

function walkEntries(buf: Buffer, start: number, end: number, expected: number): ZipSummary | ZipProblem {
  let pos = start;
  let entries = 0;
  let uncompressedBytes = 0;
  let maxRatio = 0;
  const list: ZipEntry[] = [];
  while (pos < end) {
    if (pos + CENTRAL_HEADER_SIZE > end || buf.readUInt32LE(pos) !== CENTRAL_SIGNATURE) return 'broken';
    const flags = buf.readUInt16LE(pos + 8);
    const method = buf.readUInt16LE(pos + 10);
    const compressed = buf.readUInt32LE(pos + 20);
    const uncompressed = buf.readUInt32LE(pos + 24);
    const localOffset = buf.readUInt32LE(pos + 42);
    if (flags & 0x1 || (method !== 0 && method !== 8)) return 'unsupported';
    if (compressed === 0xffffffff || uncompressed === 0xffffffff || localOffset === 0xffffffff) return 'unsupported';
    if (localOffset >= start) return 'broken';
    uncompressedBytes += uncompressed;
    if (uncompressed > BIG_ENTRY) maxRatio = Math.max(maxRatio, uncompressed / Math.max(1, compressed));
    entries++;
    const nameLength = buf.readUInt16LE(pos + 28);
    list.push({ name: buf.toString('utf8', pos + CENTRAL_HEADER_SIZE, pos + CENTRAL_HEADER_SIZE + nameLength), method, crc: buf.readUInt32LE(pos + 16), compressed, uncompressed, localOffset });
    pos += CENTRAL_HEADER_SIZE + buf.readUInt16LE(pos + 28) + buf.readUInt16LE(pos + 30) + buf.readUInt16LE(pos + 32);
  }
  if (pos !== end || entries !== expected) return 'broken';
  return { entries, list, uncompressedBytes, maxRatio };
}
