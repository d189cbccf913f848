// A minimal zip writer (deflate, no zip64) for the workbooks the server writes. Node's zlib does the compression;
// this only lays out the headers, which is all an .xlsx package needs. Whole (writeZip) or streamed into an answer
// (ZipStreamWriter: sizes and CRC follow each entry in a data descriptor, so nothing is held back).
import type { Writable } from 'node:stream';
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

/** UTF-8 names; with a data descriptor (streamed entries) the sizes and CRC follow the data. */
const UTF8 = 0x0800;
const DESCRIPTOR = 0x0008;

function localHeader(name: Buffer, flags: number, crc: number, compressed: number, size: number): Buffer {
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(flags, 6);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(0x00210000, 10); // 1980-01-01 00:00, a fixed stamp keeps files reproducible
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(compressed, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(name.length, 26);
  local.writeUInt16LE(0, 28);
  return Buffer.concat([local, name]);
}

function endRecord(count: number, dirLength: number, dirOffset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(dirLength, 12);
  end.writeUInt32LE(dirOffset, 16);
  return end;
}

export function writeZip(files: readonly ZipFile[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const { body, crc, size } = deflate(file.data);
    const local = localHeader(name, UTF8, crc, body.length, size);
    parts.push(local, body);
    central.push(centralEntry(name, UTF8, crc, body.length, size, offset));
    offset += local.length + body.length;
  }
  const dir = Buffer.concat(central);
  return Buffer.concat([...parts, dir, endRecord(files.length, dir.length, offset)]);
}

/** Resolves once the stream takes more, or is closed (the client went away). */
export function drained(out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => { out.off('drain', done); out.off('close', done); resolve(); };
    out.on('drain', done);
    out.on('close', done);
  });
}

/** A zip written entry by entry into a stream, waiting whenever the stream asks it to. */
export class ZipStreamWriter {
  private offset = 0;
  private readonly central: Buffer[] = [];

  constructor(private readonly out: Writable) {}

  private async write(data: Buffer): Promise<void> {
    this.out.write(data);
    this.offset += data.length;
    if (this.out.writableNeedDrain) await drained(this.out);
  }

  /** One entry from its chunks, deflated chunk by chunk as in `deflate`. Stops early if the stream was destroyed. */
  async entry(fileName: string, chunks: Iterable<Buffer> | AsyncIterable<Buffer>): Promise<void> {
    const name = Buffer.from(fileName, 'utf8');
    const start = this.offset;
    await this.write(localHeader(name, UTF8 | DESCRIPTOR, 0, 0, 0));
    let crc = 0, size = 0, compressed = 0;
    for await (const chunk of chunks) {
      if (this.out.destroyed) return;
      crc = zlib.crc32(chunk, crc);
      size += chunk.length;
      const body = zlib.deflateRawSync(chunk, { level: LEVEL, finishFlush: zlib.constants.Z_SYNC_FLUSH });
      compressed += body.length;
      await this.write(body);
    }
    const last = zlib.deflateRawSync(Buffer.alloc(0), { level: LEVEL });
    compressed += last.length;
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(size, 12);
    await this.write(Buffer.concat([last, descriptor]));
    this.central.push(centralEntry(name, UTF8 | DESCRIPTOR, crc, compressed, size, start));
  }

  /** The central directory, then the end of the stream. */
  async end(): Promise<void> {
    const dir = Buffer.concat(this.central);
    const dirOffset = this.offset;
    await this.write(Buffer.concat([dir, endRecord(this.central.length, dir.length, dirOffset)]));
    this.out.end();
  }
}

function centralEntry(name: Buffer, flags: number, crc: number, compressed: number, size: number, offset: number): Buffer {
  const h = Buffer.alloc(46);
  h.writeUInt32LE(0x02014b50, 0);
  h.writeUInt16LE(20, 4);
  h.writeUInt16LE(20, 6);
  h.writeUInt16LE(flags, 8);
  h.writeUInt16LE(8, 10);
  h.writeUInt32LE(0x00210000, 12);
  h.writeUInt32LE(crc, 16);
  h.writeUInt32LE(compressed, 20);
  h.writeUInt32LE(size, 24);
  h.writeUInt16LE(name.length, 28);
  h.writeUInt32LE(offset, 42);
  return Buffer.concat([h, name]);
}
