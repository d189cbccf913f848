// Precompressed copies of the console's build: next to each text asset (script, style, svg, json, html) a .br
// (brotli) and a .gz (gzip) that the server sends as they are to a browser that accepts them (server/app.ts,
// @fastify/static `preCompressed`), so no request pays for compression and every byte goes out compressed.
// Used by vite.config.ts after the bundle is written; `npx tsx scripts/precompress.ts dist` runs it alone.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The files worth compressing: text, at least 1 KiB (smaller ones gain little and the server sends them plain). */
export const compressible = (file: string, size: number): boolean => /\.(js|mjs|css|svg|json|html|txt|map)$/.test(file) && size >= 1024;

/** Writes `<file>.br` and `<file>.gz` for every compressible file under `dir`; answers what it wrote. */
export async function precompress(dir: string): Promise<{ files: number; bytes: number; br: number; gz: number }> {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  const walk = (d: string): string[] => fs.readdirSync(d, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
  await Promise.all(walk(dir).map(async (file) => {
    const body = fs.readFileSync(file);
    if (!compressible(file, body.length)) return;
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzip(body, { level: 9 }),
    ]);
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
    totals.files += 1; totals.bytes += body.length; totals.br += br.length; totals.gz += gz.length;
  }));
  return totals;
}

/** The Vite plugin: precompresses the output folder once the bundle is written (production builds only). */
export function precompressPlugin(): { name: string; apply: 'build'; writeBundle(options: { dir?: string }): Promise<void> } {
  return {
    name: 'eoc-precompress',
    apply: 'build',
    async writeBundle(options) {
      await precompress(options.dir ?? 'dist');
    },
  };
}

if (process.argv[1] && import.meta.url === `file://${path.resolve(process.argv[1])}`) {
  const t = await precompress(process.argv[2] ?? 'dist');
  console.log(`${t.files} files: ${(t.bytes / 1024).toFixed(0)} KB → brotli ${(t.br / 1024).toFixed(0)} KB, gzip ${(t.gz / 1024).toFixed(0)} KB`);
}
