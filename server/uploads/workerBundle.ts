// The sheet worker's code as one plain JavaScript file. A worker thread does not inherit the loader hooks of the
// process that started it (tsx, vitest), so booting the TypeScript worker meant registering tsx in every thread and
// loading its modules one by one: some 1.2 s of CPU per upload, since a worker never serves two uploads. Bundled once
// per process by esbuild (about 0.2 s), a worker boots in about 0.25 s. The file is named by its content's hash, so
// processes running different code (another checkout, a newer build) never load each other's bundle, and a bundle
// already written is reused. Should bundling fail, the TypeScript boot file (sheetWorker.mjs) is used as before.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = new URL('./sheetWorker.ts', import.meta.url);
const TS_BOOT = new URL('./sheetWorker.mjs', import.meta.url);
/** Where bundles are kept: the system's temporary folder (the install folder may be read-only). */
export const BUNDLE_DIR = path.join(os.tmpdir(), 'edu-ops-console-workers');

let entry: URL | null = null;

/** The worker's entry: the bundle (made on the first call), or the TypeScript boot file when it cannot be made. */
export async function sheetWorkerEntry(): Promise<URL> {
  entry ??= await bundle().catch((err: unknown) => {
    console.warn(`The sheet worker could not be bundled; uploads start their workers through tsx instead (${(err as Error).message})`);
    return TS_BOOT;
  });
  return entry;
}

/** The entry already decided, if any (takeWorker cannot wait: it then boots the TypeScript worker once). */
export const knownSheetWorkerEntry = (): URL => entry ?? TS_BOOT;

async function bundle(): Promise<URL> {
  // A running build (node dist, or a test of the boot file) has no TypeScript source to bundle.
  if (!fs.existsSync(fileURLToPath(SOURCE))) return TS_BOOT;
  const { build } = await import('esbuild');
  const out = await build({
    entryPoints: [fileURLToPath(SOURCE)], bundle: true, platform: 'node', format: 'esm', target: 'node20', write: false, logLevel: 'silent',
    // Bundled CommonJS packages ask for `require`; ESM output has none of its own.
    banner: { js: "import { createRequire as __eocRequire } from 'node:module'; const require = __eocRequire(import.meta.url);" },
  });
  const code = out.outputFiles[0].contents;
  const file = path.join(BUNDLE_DIR, `sheet-worker-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(BUNDLE_DIR, { recursive: true });
    // Written whole under another name first: another process may be starting a worker from this very file.
    const part = `${file}.${process.pid}.part`;
    fs.writeFileSync(part, code);
    fs.renameSync(part, file);
  }
  return new URL(`file://${file}`);
}
