// A minimal zip writer (deflate, no zip64) for the workbooks the server writes. Node's zlib does the compression;
// this only lays out the headers, which is all an .xlsx package needs.
import zlib from 'node:zlib';

/** An entry given whole, or as chunks so a large sheet is never held uncompressed in one piece. */
export interface ZipFile { name: string; data: Buffer | Iterable<Buffer> }

// Level 1: result files are written while the clerk waits; they shrink about as much as at level 6.
const LEVEL = 1;

/**
 * Deflates chunk by chunk: each chunk ends with a sync flush (a non-final block) and an empty final block closes
 * the stream, which together form one valid deflate stream.
 */
function deflate(data: Buffer | Iterable<Buffer>): { body: Buffer; crc: number; size: number } {
  if (Buffer.isBuffer(data)) return { body: zlib.deflateRawSync(data, { level: LEVEL }), crc: zlib.crc32(data), size: data.length };
  const parts: Buffer[] = [];
  let crc = 0;
  let size = 0;
  for (const chunk of data) {
    crc = zlib.crc32(chunk, crc);
    size += chunk.length;
    parts.push(zlib.deflateRawSync(chunk, { level: LEVEL, finishFlush: zlib.constants.Z_SYNC_FLUSH }));
  }
  parts.push(zlib.deflateRawSync(Buffer.alloc(0), { level: LEVEL }));
  return { body: Buffer.concat(parts), crc, size };
}

export function writeZip(files: readonly ZipFile[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const { body, crc, size } = deflate(file.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names are UTF-8
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(0x00210000, 10); // 1980-01-01 00:00, a fixed stamp keeps files reproducible
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    parts.push(local, name, body);
    central.push(centralEntry(name, crc, body.length, size, offset));
    offset += local.length + name.length + body.length;
  }
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, dir, end]);
}

function centralEntry(name: Buffer, crc: number, compressed: number, size: number, offset: number): Buffer {
  const h = Buffer.alloc(46);
  h.writeUInt32LE(0x02014b50, 0);
  h.writeUInt16LE(20, 4);
  h.writeUInt16LE(20, 6);
  h.writeUInt16LE(0x0800, 8);
  h.writeUInt16LE(8, 10);
  h.writeUInt32LE(0x00210000, 12);
  h.writeUInt32LE(crc, 16);
  h.writeUInt32LE(compressed, 20);
  h.writeUInt32LE(size, 24);
  h.writeUInt16LE(name.length, 28);
  h.writeUInt32LE(offset, 42);
  return Buffer.concat([h, name]);
}
