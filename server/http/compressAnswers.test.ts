// Large JSON answers compressed as the client accepts, small ones and other types as they are.
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerEncoding, COMPRESS_FROM, installAnswerCompression } from './compressAnswers.js';

const rows = Array.from({ length: 5_000 }, (_, i) => ({ row: i + 2, change: 'create', values: [`77${i}`, `Student ${i}`, 'Delhi South Extension'] }));

describe('answer compression', () => {
  const app = Fastify();
  beforeAll(async () => {
    installAnswerCompression(app);
    app.get('/big', async () => ({ code: 200, data: { rows } }));
    app.get('/small', async () => ({ code: 200, data: { rows: rows.slice(0, 10) } }));
    app.get('/text', async (_req, reply) => reply.type('text/plain').send('x'.repeat(COMPRESS_FROM * 2)));
    await app.ready();
  });
  afterAll(() => app.close());

  it('reads Accept-Encoding: brotli first, then gzip, and a q of 0 refuses', () => {
    expect(answerEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(answerEncoding('gzip, deflate')).toBe('gzip');
    expect(answerEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(answerEncoding('*')).toBe('br');
    expect(answerEncoding('*, br;q=0')).toBe('gzip');
    expect(answerEncoding('identity')).toBeNull();
    expect(answerEncoding(undefined)).toBeNull();
  });

  it('sends a large JSON answer compressed, with its own length, and the same JSON once decoded', async () => {
    const plain = await app.inject({ url: '/big' });
    expect(plain.body.length).toBeGreaterThan(COMPRESS_FROM);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    for (const [accept, encoding, decode] of [['gzip, deflate, br', 'br', zlib.brotliDecompressSync], ['gzip', 'gzip', zlib.gunzipSync]] as const) {
      const res = await app.inject({ url: '/big', headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(plain.body.length / 5);
      expect(JSON.parse(decode(res.rawPayload).toString('utf8'))).toEqual({ code: 200, data: { rows } });
    }
  });

  it('sends small answers and other types as they are', async () => {
    for (const url of ['/small', '/text']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    }
  });
});
