// The list dialogs' chunk (vite.config.ts FORM_CODE, issue 28 item 1) holds what resources/dialogs.tsx loads on
// demand, and nothing outside it imports that code statically: one static import from a list module would bring
// the whole chunk with every list page, silently, and only the bundle bench would see the weight come back.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORM_CODE } from '../../vite.config';
import { dynamicImportsOf, sourceFiles, valueImportsOf } from './boundaries';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** A relative specifier of `from` as the file it names ('./x' as ./x.tsx or ./x.ts), relative to the root. */
function resolve(from: string, spec: string): string | undefined {
  const base = path.posix.join(path.posix.dirname(from), spec);
  return [base, `${base}.tsx`, `${base}.ts`].find((f) => fs.existsSync(path.join(ROOT, f)) && fs.statSync(path.join(ROOT, f)).isFile());
}

const isForm = (file: string) => FORM_CODE.test(file);
const files = [...sourceFiles(ROOT, 'resources'), ...sourceFiles(ROOT, 'src')].filter((f) => !/\.test\.tsx?$/.test(f));

describe('the list dialogs chunk', () => {
  it('holds every module resources/dialogs.tsx loads on demand', () => {
    const dialogs = 'resources/dialogs.tsx';
    const loaded = dynamicImportsOf(read(dialogs)).map((spec) => resolve(dialogs, spec));
    expect(loaded.length).toBeGreaterThan(5);
    for (const file of loaded) {
      expect(file, 'a dynamic import of dialogs.tsx names no file').toBeDefined();
      expect(isForm(file!), `${file} is loaded on demand but not in FORM_CODE`).toBe(true);
    }
  });

  it('names only files that exist', () => {
    expect(files.filter(isForm).length).toBeGreaterThan(10);
  });

  it('is imported statically only from inside itself', () => {
    const leaks = files.filter((f) => !isForm(f)).flatMap((f) =>
      valueImportsOf(read(f)).filter((spec) => spec.startsWith('.')).flatMap((spec) => resolve(f, spec) ?? [])
        .filter(isForm).map((target) => `${f} imports ${target}`));
    expect(leaks).toEqual([]);
  });
});
