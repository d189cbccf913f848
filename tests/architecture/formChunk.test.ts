// The list dialogs' chunk (vite.config.ts FORM_CODE, issue 28 item 1) holds what resources/dialogs.tsx loads on
// demand, and nothing outside it imports that code statically: one static import from a list module would bring
// the whole chunk with every list page, silently, and only the bundle bench would see the weight come back.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORM_CODE } from '../../vite.config';

const ROOT = path.resolve(import.meta.dirname, '../..');
const EXTENSIONS = ['.tsx', '.ts'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return EXTENSIONS.includes(path.extname(e.name)) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** A relative specifier as the file it names ('./x' as ./x.tsx or ./x.ts), or undefined. */
function resolve(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return [base, ...EXTENSIONS.map((x) => base + x)].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}

/** The relative modules a file imports for their values (not `import type`, not `import()`). */
function staticImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found = [...text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+'(\.[^']+)'/gms)].map((m) => m[1]);
  return found.flatMap((spec) => resolve(file, spec) ?? []);
}

const isForm = (file: string) => FORM_CODE.test(file);
const files = [...sourceFiles(path.join(ROOT, 'resources')), ...sourceFiles(path.join(ROOT, 'src'))];

describe('the list dialogs chunk', () => {
  it('holds every module resources/dialogs.tsx loads on demand', () => {
    const dialogs = path.join(ROOT, 'resources/dialogs.tsx');
    const loaded = [...fs.readFileSync(dialogs, 'utf8').matchAll(/import\('(\.[^']+)'\)/g)].map((m) => resolve(dialogs, m[1]));
    expect(loaded.length).toBeGreaterThan(5);
    for (const file of loaded) {
      expect(file, 'a dynamic import of dialogs.tsx names no file').toBeDefined();
      expect(isForm(file!), `${path.relative(ROOT, file!)} is loaded on demand but not in FORM_CODE`).toBe(true);
    }
  });

  it('names only files that exist', () => {
    expect(files.filter(isForm).length).toBeGreaterThan(10);
  });

  it('is imported statically only from inside itself', () => {
    const leaks = files.filter((f) => !isForm(f)).flatMap((f) =>
      staticImports(f).filter(isForm).map((target) => `${path.relative(ROOT, f)} imports ${path.relative(ROOT, target)}`));
    expect(leaks).toEqual([]);
  });
});
